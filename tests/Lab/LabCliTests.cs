using System.Diagnostics;
using PerfBuf.Lab;
using Spectre.Console;

namespace PerfBuf.Tests.Lab;

/// <summary>The lab command's answers to bad input: one clear line, exit code 2, nothing run.</summary>
public sealed class LabCliTests
{
    /// <summary>A console without colours or ANSI codes, <paramref name="width"/> columns wide, writing to a string.</summary>
    internal static IAnsiConsole PlainConsole(int width)
    {
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Out = new AnsiConsoleOutput(new StringWriter()),
            Ansi = AnsiSupport.No,
            ColorSystem = ColorSystemSupport.NoColors,
            Interactive = InteractionSupport.No,
        });
        console.Profile.Width = width;
        return console;
    }

    internal static (int Code, string Out, string Err) Lab(params string[] args)
    {
        var console = PlainConsole(200);
        var error = new StringWriter();
        var output = (StringWriter)console.Profile.Out.Writer;
        var code = LabCli.Run(args, console, error);
        return (code, output.ToString(), error.ToString());
    }

    [Fact]
    public void Unknown_experiment_lists_the_valid_ids()
    {
        var (code, _, err) = Lab("run", "E99", "--quick");
        Assert.Equal(2, code);
        Assert.Contains("unknown experiment 'E99'", err);
        foreach (var e in Catalog.All)
        {
            Assert.Contains(e.Id, err);
        }
    }

    [Fact]
    public void Filter_matching_nothing_says_so()
    {
        var (code, _, err) = Lab("run", "E01", "--quick", "--filter", "NoSuchBenchmark");
        Assert.Equal(2, code);
        Assert.Contains("matches no benchmark of E01", err);
        Assert.Contains("SpscStreamBenchmarks.SpscRing", err);
    }

    [Fact]
    public void Bad_option_is_named()
    {
        var (code, _, err) = Lab("run", "E01", "--fast");
        Assert.Equal(2, code);
        Assert.Contains("--fast", err);
        Assert.Single(err.Trim().Split('\n'));
    }

    [Fact]
    public void Quick_and_full_together_are_refused()
    {
        var (code, _, err) = Lab("run", "E01", "--quick", "--full");
        Assert.Equal(2, code);
        Assert.Contains("exclude each other", err);
    }

    [Fact]
    public void Unknown_command_is_refused()
    {
        var (code, _, err) = Lab("frobnicate");
        Assert.Equal(2, code);
        Assert.Contains("frobnicate", err);
    }

    [Fact]
    public void List_shows_every_experiment()
    {
        var (code, output, _) = Lab("list");
        Assert.Equal(0, code);
        foreach (var e in Catalog.All)
        {
            Assert.Contains(e.Id, output);
        }
    }

    [Fact]
    public void Env_prints_the_machine_id()
    {
        var (code, output, _) = Lab("env");
        Assert.Equal(0, code);
        Assert.Contains(MachineRecord.Current().Id, output);
    }

    [Fact]
    public void Report_of_an_unknown_experiment_is_refused()
    {
        var (code, _, err) = Lab("report", "E42");
        Assert.Equal(2, code);
        Assert.Contains("valid ids", err);
    }

    [Fact]
    public void Arguments_BenchmarkDotNet_refuses_are_a_usage_error()
    {
        var (code, _, err) = Lab("run", "E01", "--quick", "--", "--noSuchBdnOption");
        Assert.Equal(2, code);
        Assert.Contains("BenchmarkDotNet did not accept", err);
    }

    [Fact]
    public void Arguments_after_the_separator_adjust_the_lab_job_and_keep_its_filter()
    {
        var options = new RunOptions(RunLength.Quick, ["*SpinCost*"], InProcess: false, ["--iterationCount", "2"]);
        var config = LabConfig.Create(options, Path.GetTempPath(), BenchmarkDotNet.Loggers.NullLogger.Instance);
        var jobs = config.GetJobs().ToList();
        Assert.Equal(2, jobs.Count); // workstation GC, and server GC for peer rows
        var job = jobs.Single(j => LabConfig.GcOf(j) == GcKind.Workstation);
        Assert.All(jobs, j => Assert.Equal(2, j.Run.IterationCount));
        Assert.Equal(LabConfig.QuickJob.Run.WarmupCount, job.Run.WarmupCount);
        var cases = Runner.Plan(Catalog.Find("E00")!, config).Sum(p => p.BenchmarksCases.Length);
        Assert.Equal(5, cases); // SpinCostBenchmarks only
    }

    [Fact]
    public void A_full_run_launches_a_headline_class_several_times_and_other_classes_once()
    {
        var options = new RunOptions(RunLength.Full, [], InProcess: false, []);
        var e00 = Catalog.Find("E00")!; // headlines read its ping-pong and false-sharing classes, none its spin class
        var launches = Runner.Plan(e00, headline => LabConfig.Create(options, Path.GetTempPath(), BenchmarkDotNet.Loggers.NullLogger.Instance, e00.Profile, headline))
            .SelectMany(p => p.BenchmarksCases)
            .Select(c => (c.Descriptor.Type.Name, c.Job.Run.LaunchCount))
            .Distinct()
            .ToList();
        Assert.True(LabConfig.HeadlineLaunches >= 2);
        // the native ping-pong carries the managed-vs-native headlines: launched like the others where the native floor is built
        (string, int)[] native = PerfBuf.Core.Native.NativeFloor.IsAvailable ? [("NativeCacheLinePingPongBenchmarks", LabConfig.HeadlineLaunches)] : [];
        Assert.Equal(
            [("CacheLinePingPongBenchmarks", LabConfig.HeadlineLaunches), ("FalseSharingBenchmarks", LabConfig.HeadlineLaunches), .. native, ("SpinCostBenchmarks", 1)],
            launches.Order());
        Assert.Equal(1, LabConfig.JobFor(RunLength.Full, JobProfile.Throughput, headlineClass: false).Run.LaunchCount);
        Assert.Equal(LabConfig.HeadlineLaunches, LabConfig.JobFor(RunLength.Full, JobProfile.LongInvocations, headlineClass: true).Run.LaunchCount);
        Assert.Equal(1, LabConfig.JobFor(RunLength.Quick, JobProfile.Throughput, headlineClass: true).Run.LaunchCount);
    }

    [Fact]
    public void A_seed_faithful_class_runs_its_own_few_long_invocations_and_the_experiment_s_classes_keep_theirs()
    {
        var options = new RunOptions(RunLength.Full, [], InProcess: false, []);
        var e03 = Catalog.Find("E03")!; // a throughput experiment with a seed-faithful class
        Assert.Equal(JobProfile.Throughput, e03.Profile);
        var jobs = Runner.Plan(e03, (profile, headline) => LabConfig.Create(options, Path.GetTempPath(), BenchmarkDotNet.Loggers.NullLogger.Instance, profile, headline))
            .SelectMany(p => p.BenchmarksCases)
            .Select(c => (c.Descriptor.Type.Name, c.Job.Run.RunStrategy, c.Job.Run.WarmupCount, c.Job.Run.IterationCount, c.Job.Run.InvocationCount))
            .Distinct()
            .ToDictionary(j => j.Name);
        var faithful = jobs["SeedFaithfulSingleActorBenchmarks"];
        // the seed's own job for its actor tables: Monitoring, 5 warm-up and 10 measured invocations
        Assert.Equal((BenchmarkDotNet.Engines.RunStrategy.Monitoring, 5, 10, 1), (faithful.RunStrategy, faithful.WarmupCount, faithful.IterationCount, faithful.InvocationCount));
        Assert.Equal(BenchmarkDotNet.Engines.RunStrategy.Throughput, jobs["SingleActorBenchmarks"].RunStrategy);
        Assert.Equal(JobProfile.SeedFaithful, e03.ProfileOf(typeof(PerfBuf.Experiments.E03.SeedFaithfulSingleActorBenchmarks)));
        Assert.Equal(JobProfile.LongInvocations, Catalog.Find("E04")!.ProfileOf(typeof(PerfBuf.Experiments.E04.FanOutBenchmarks)));
        Assert.Equal(LabConfig.QuickLongJob.Run.IterationCount, LabConfig.JobFor(RunLength.Quick, JobProfile.SeedFaithful).Run.IterationCount);
    }

    [Fact]
    public void Trace_of_an_unknown_experiment_lists_the_valid_ids()
    {
        var (code, _, err) = Lab("trace", "E99", "--quick");
        Assert.Equal(2, code);
        Assert.Contains("unknown experiment 'E99'", err);
        Assert.Single(err.Trim().Split('\n'));
    }

    [Fact]
    public void Trace_takes_the_options_of_run()
    {
        var (code, _, err) = Lab("trace", "E01", "--quick", "--full");
        Assert.Equal(2, code);
        Assert.Contains("exclude each other", err);
        (code, _, err) = Lab("trace", "E01", "--quick", "--filter", "NoSuchBenchmark");
        Assert.Equal(2, code);
        Assert.Contains("matches no benchmark of E01", err);
    }

    [Fact]
    public void Trace_config_has_the_trace_diagnoser_and_no_memory_diagnoser()
    {
        var options = new RunOptions(RunLength.Quick, [], InProcess: false, [], Trace: true);
        var diagnosers = LabConfig.Create(options, Path.GetTempPath(), BenchmarkDotNet.Loggers.NullLogger.Instance).GetDiagnosers().ToList();
        Assert.Contains(diagnosers, d => d is PerfBuf.Profiling.EventPipeTraceDiagnoser);
        Assert.DoesNotContain(diagnosers, d => d is BenchmarkDotNet.Diagnosers.MemoryDiagnoser);
        var run = LabConfig.Create(options with { Trace = false }, Path.GetTempPath(), BenchmarkDotNet.Loggers.NullLogger.Instance).GetDiagnosers();
        Assert.DoesNotContain(run, d => d is PerfBuf.Profiling.EventPipeTraceDiagnoser);
    }

    [Fact]
    public void Etw_trace_config_has_the_etw_diagnoser_instead_of_the_eventpipe_one()
    {
        // building the config is safe on every OS: off Windows the ETW diagnoser only says it is not available
        var options = new RunOptions(RunLength.Quick, [], InProcess: false, [], Trace: true, Etw: true);
        var diagnosers = LabConfig.Create(options, Path.GetTempPath(), BenchmarkDotNet.Loggers.NullLogger.Instance).GetDiagnosers().ToList();
        Assert.Contains(diagnosers, d => d is PerfBuf.Profiling.EtwTraceDiagnoser);
        Assert.DoesNotContain(diagnosers, d => d is PerfBuf.Profiling.EventPipeTraceDiagnoser);
        Assert.DoesNotContain(diagnosers, d => d is BenchmarkDotNet.Diagnosers.MemoryDiagnoser);
        Assert.Equal("ETW", options.TraceSource);
        Assert.Equal("EventPipe", (options with { Etw = false }).TraceSource);
        Assert.Null((options with { Trace = false }).TraceSource);
    }

    [Tests.Profiling.NotOnWindowsFact]
    public void Etw_trace_off_windows_is_refused_in_one_line()
    {
        var (code, output, err) = Lab("trace", "E01", "--quick", "--etw");
        Assert.Equal(2, code);
        Assert.Equal("lab: ETW is Windows-only; EventPipe traces are taken here", err.Trim());
        Assert.Empty(output);
    }

    [Fact]
    public void An_option_after_filter_is_refused_not_taken_for_a_pattern()
    {
        // without the bare --, "--launchCount 2" would become two more patterns, and "*2*" matches benchmarks of E01
        var (code, output, err) = Lab("run", "E01", "--quick", "--filter", "NoSuchBenchmark", "--launchCount", "2");
        Assert.Equal(2, code);
        Assert.Contains("'--launchCount' after --filter is an option", err);
        Assert.Single(err.Trim().Split('\n'));
        Assert.Empty(output);
    }

    [Fact]
    public void Run_does_not_take_etw()
    {
        var (code, _, err) = Lab("run", "E01", "--quick", "--etw");
        Assert.Equal(2, code);
        Assert.Contains("--etw", err);
        Assert.Single(err.Trim().Split('\n'));
    }

    [Fact]
    public void Perf_counter_columns_come_with_the_option_only()
    {
        var options = new RunOptions(RunLength.Quick, [], InProcess: false, []);
        var plain = LabConfig.Create(options, Path.GetTempPath(), BenchmarkDotNet.Loggers.NullLogger.Instance).GetDiagnosers();
        Assert.DoesNotContain(plain, d => d is PerfBuf.Profiling.PerfCounterDiagnoser);
        var counted = LabConfig.Create(options with { PerfCounters = true }, Path.GetTempPath(), BenchmarkDotNet.Loggers.NullLogger.Instance).GetDiagnosers();
        Assert.Contains(counted, d => d is PerfBuf.Profiling.PerfCounterDiagnoser);
        var (code, _, err) = Lab("run", "E01", "--quick", "--perf-counters", "--filter", "NoSuchBenchmark");
        Assert.Equal(2, code);
        Assert.Contains("matches no benchmark of E01", err);
    }

    [Fact]
    public void Trace_run_folder_is_suffixed_and_ignores_the_raw_traces()
    {
        var root = Directory.CreateTempSubdirectory("perfbuf-trace-store-").FullName;
        try
        {
            var store = new ResultStore(root);
            var dir = store.CreateRunDirectory("m", "E00", new DateTime(2026, 1, 2, 3, 4, 5, DateTimeKind.Utc), "abc1234", quick: false, trace: true);
            Assert.EndsWith("20260102-030405-abc1234-trace", dir, StringComparison.Ordinal);
            var ignore = File.ReadAllLines(Path.Combine(dir, ".gitignore"));
            Assert.Contains("*.nettrace", ignore);
            Assert.Contains("*.speedscope.json", ignore);
            Assert.Contains("*.etl", ignore);
            Assert.DoesNotContain("*", ignore);
        }
        finally
        {
            Directory.Delete(root, recursive: true);
        }
    }

    [Fact]
    public void Trace_summary_table_shows_each_benchmark_in_the_console_and_in_markdown()
    {
        var summary = new PerfBuf.Profiling.Tracing.TraceSummary
        {
            Name = "SpinCostBenchmarks.Pause",
            DurationMs = 340,
            Operations = 1000,
            Contentions = 5,
            ContentionMs = 1.5,
            WorkItems = 20,
            Gcs = 12,
            GcPauseMs = 7.7,
            WaitHandleWaits = 2,
            WaitHandleWaitMs = 0.05,
            ArrayPoolRents = 3,
            ArrayPoolReturns = 3,
            ArrayPoolAllocations = 2,
            ArrayPoolDrops = 1,
        };
        var console = PlainConsole(80);
        TraceSummaryTable.Print(console, [summary]);
        var printed = console.Profile.Out.Writer.ToString()!;
        Assert.Contains("SpinCost", printed, StringComparison.Ordinal); // the name wraps at 80 columns
        Assert.Contains("0.005/op", printed, StringComparison.Ordinal);
        Assert.Contains("12 (7.7", printed, StringComparison.Ordinal);
        var markdown = TraceSummaryTable.Markdown([summary], "E00 trace");
        Assert.Contains("| SpinCostBenchmarks.Pause | 1000 | 5 (0.005/op) | 1.5 | 20 (0.02/op) |", markdown, StringComparison.Ordinal);
        Assert.Contains("| Pool allocs | Pool drops |", markdown, StringComparison.Ordinal);
        Assert.Contains("| 3 | 3 | 2 (0.002/op) | 1 (0.001/op) |", markdown, StringComparison.Ordinal);
        Assert.Contains("3/3/2/1", printed, StringComparison.Ordinal);
    }

    [Fact]
    public void Trace_summary_table_adds_the_kernel_columns_for_an_etw_summary_only()
    {
        var eventPipe = new PerfBuf.Profiling.Tracing.TraceSummary
        {
            Name = "A.EventPipe", Source = "EventPipe", Operations = 100, Contentions = 5, StackSamples = 40,
        };
        var etw = new PerfBuf.Profiling.Tracing.TraceSummary
        {
            Name = "A.Etw", Source = "ETW", Operations = 100, Contentions = 5, VoluntarySwitches = 200, InvoluntarySwitches = 3, Wakeups = 150,
        };
        var alone = TraceSummaryTable.Markdown([eventPipe], "t");
        Assert.DoesNotContain("Ctx switches", alone, StringComparison.Ordinal);
        Assert.Contains("| Pool drops | Samples | Window ms |", alone, StringComparison.Ordinal);
        var both = TraceSummaryTable.Markdown([eventPipe, etw], "t");
        Assert.Contains("| Pool drops | Ctx switches | Involuntary | Wake-ups | Samples | Window ms |", both, StringComparison.Ordinal);
        Assert.Contains("| 0 (0/op) | n/a | n/a | n/a | 40 |", both, StringComparison.Ordinal);
        Assert.Contains("| 0 (0/op) | 200 (2/op) | 3 (0.03/op) | 150 (1.5/op) | n/a |", both, StringComparison.Ordinal);
        // every column the EventPipe summary has, the ETW row has too, in the same place
        var rows = both.Split('\n').Where(l => l.StartsWith("| A.", StringComparison.Ordinal)).Select(l => l.Split('|').Length).Distinct();
        Assert.Single(rows);

        var console = PlainConsole(100);
        TraceSummaryTable.Print(console, [eventPipe, etw]);
        var printed = console.Profile.Out.Writer.ToString()!;
        Assert.Contains("EventPipe/ETW trace", printed, StringComparison.Ordinal);
        Assert.Contains("200/3", printed, StringComparison.Ordinal);
        Assert.Contains("150 wake-ups", printed, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("SpscRing", "*SpscRing*")]
    [InlineData("*Stream*", "*Stream*")]
    [InlineData("E01.Spsc?tream*", "E01.Spsc?tream*")]
    public void Bare_filters_match_anywhere(string given, string glob)
    {
        Assert.Equal([glob], Runner.NormaliseFilters([given]));
    }

    [Fact]
    public void A_parameter_filter_matches_the_whole_value_only()
    {
        Assert.Equal(["*Producers: 2,*", "*Producers: 2)*"], Runner.NormaliseFilters(["Producers=2"]));
        var filter = new BenchmarkDotNet.Filters.GlobFilter([.. Runner.NormaliseFilters(["BatchSize=1"])]);
        var e07 = Catalog.Find("E07")!;
        var config = BenchmarkDotNet.Configs.ManualConfig.CreateEmpty().AddFilter(filter);
        var cases = Runner.Plan(e07, config).SelectMany(p => p.BenchmarksCases).ToList();
        Assert.NotEmpty(cases);
        Assert.All(cases, c => Assert.Equal(1, (int)c.Parameters["BatchSize"]));
    }

    [Theory]
    [InlineData("--help")]
    [InlineData("help")]
    public void Help_names_the_program_as_users_call_it_and_lists_every_command_and_peer(string ask)
    {
        var (code, output, err) = Lab(ask);
        Assert.Equal(0, code);
        Assert.Equal("", err);
        Assert.Contains("./lab [command] [options]", output);
        Assert.DoesNotContain("PerfBuf.Lab ", output);
        foreach (var command in new[] { "list", "run", "trace", "reproduce", "env", "peers", "report", "compare", "test" })
        {
            Assert.Matches($@"(?m)^\s+{command}\b", output);
        }
        foreach (var peer in PeerProbe.All)
        {
            Assert.Contains(peer.Name, output);
        }
    }

    [Fact]
    public void Help_on_a_command_shows_that_command()
    {
        var (code, output, _) = Lab("help", "run");
        Assert.Equal(0, code);
        Assert.Contains("./lab run <experiment> [options]", output);
        Assert.Contains("--quick", output);
    }

    [Fact]
    public void Test_reached_past_the_script_says_how_to_run_the_suite()
    {
        var (code, _, err) = Lab("test", "--filter", "X");
        Assert.Equal(2, code);
        Assert.Contains("./lab test", err);
    }

    [Fact]
    public void A_redirected_console_writes_plain_text_as_wide_as_a_table_needs()
    {
        var writer = new StringWriter();
        var console = LabCli.ConsoleFor(writer, redirected: true);
        console.MarkupLine("[red]red[/] [link=https://example.org]link[/]");
        var table = new Table().AddColumns("a", "b");
        table.AddRow(new string('x', 100), new string('y', 100));
        console.Write(table);
        var text = writer.ToString();
        Assert.DoesNotContain('\u001b', text);
        Assert.Contains("red link", text);
        Assert.Contains(new string('x', 100) + " ", text); // one line per row: not wrapped at 80 columns
    }

    /// <summary>The program itself, run as a user's shell runs it with the output piped: no escape codes, no table cut
    /// at 80 columns.</summary>
    [Fact]
    public async Task Piped_output_of_the_program_has_no_escape_codes()
    {
        var start = new ProcessStartInfo("dotnet")
        {
            WorkingDirectory = RepoPaths.Discover().Root,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
        };
        start.ArgumentList.Add(Path.Combine(AppContext.BaseDirectory, "PerfBuf.Lab.dll"));
        start.ArgumentList.Add("list");
        start.Environment["DOTNET_CLI_TELEMETRY_OPTOUT"] = "1";
        using var process = Process.Start(start)!;
        var error = process.StandardError.ReadToEndAsync();
        var output = await process.StandardOutput.ReadToEndAsync();
        await process.WaitForExitAsync();
        Assert.True(process.ExitCode == 0, output + await error);
        Assert.DoesNotContain('\u001b', output);
        Assert.Contains(output.Split('\n'), line => line.Length > 80);
        foreach (var e in Catalog.All)
        {
            Assert.Contains(e.Id, output);
        }
    }
}
