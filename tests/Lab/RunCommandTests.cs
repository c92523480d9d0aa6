using PerfBuf.Lab;
using Spectre.Console;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// What `lab run` does with BenchmarkDotNet's arguments (applied or refused, never dropped), `lab list Exx`, the progress
/// lines of a run, and `lab compare`'s significance verdict.
/// </summary>
public sealed class RunCommandTests
{
    [Theory]
    [InlineData("--exporters", "json", "the lab writes its own reports")]
    [InlineData("-e", "json", "the lab writes its own reports")]
    [InlineData("--join", null, "one report per benchmark class")]
    [InlineData("--artifacts", "/tmp/x", "the lab chooses the artifacts folder")]
    [InlineData("--keepFiles", null, "the lab applies only the job, filter and diagnoser options")]
    public void An_argument_the_lab_does_not_apply_is_refused_with_one_line(string option, string? value, string why)
    {
        string[] args = value is null ? ["run", "E01", "--quick", "--", option] : ["run", "E01", "--quick", "--", option, value];
        var (code, output, err) = LabCliTests.Lab(args);
        Assert.Equal(2, code);
        Assert.Contains($"'{option}' after '--' is not applied by the lab", err);
        Assert.Contains(why, err);
        Assert.Single(err.Trim().Split('\n'));
        Assert.DoesNotContain("benchmark case(s)", output); // nothing ran
    }

    [Fact]
    public void A_second_job_is_refused()
    {
        var (code, _, err) = LabCliTests.Lab("run", "E01", "--quick", "--", "--job", "short", "medium");
        Assert.Equal(2, code);
        Assert.Contains("ask for 2 jobs", err);
        Assert.Single(err.Trim().Split('\n'));
    }

    [Fact]
    public void Job_filter_and_diagnoser_arguments_are_applied_and_a_changed_job_stays_local()
    {
        var read = BenchmarkDotNetArguments.Read(["-j", "dry", "--filter", "*SpinCost*", "-m"]);
        Assert.Equal(["job", "filter", "memory"], read.Options);
        Assert.True(read.SetJob);
        Assert.False(BenchmarkDotNetArguments.Read(["--filter", "*X*"]).SetJob);
        var options = new RunOptions(RunLength.Full, [], InProcess: false, read.Args, CustomJob: read.SetJob);
        Assert.Equal("Custom", options.JobName);
        Assert.False(options.Kept);
        var job = LabConfig.Create(options, Path.GetTempPath(), BenchmarkDotNet.Loggers.NullLogger.Instance).GetJobs().First();
        Assert.Equal(BenchmarkDotNet.Engines.RunStrategy.ColdStart, job.Run.RunStrategy); // BenchmarkDotNet's dry job
        Assert.Equal(1, job.Run.IterationCount);
        Assert.True(new RunOptions(RunLength.Full, [], InProcess: false, []).Kept);
        Assert.False(new RunOptions(RunLength.Quick, [], InProcess: false, []).Kept);
    }

    [Fact]
    public void Dry_is_an_alias_of_the_dry_job_and_excludes_full()
    {
        var (code, _, err) = LabCliTests.Lab("run", "E01", "--dry", "--full");
        Assert.Equal(2, code);
        Assert.Contains("--dry and --full exclude each other", err);
        (code, _, err) = LabCliTests.Lab("run", "E01", "--dry", "--", "--job", "short");
        Assert.Equal(2, code); // --dry is a job: a second one is refused
        Assert.Contains("ask for 2 jobs", err);
    }

    [Fact]
    public void List_of_an_experiment_lists_its_cases_and_bdn_s_list_argument_does_the_same()
    {
        var (code, output, err) = LabCliTests.Lab("list", "E00");
        Assert.Equal(0, code);
        Assert.Equal("", err);
        Assert.Contains("SpinCostBenchmarks", output);
        Assert.Contains("case(s) in a full run", output);
        var (code2, output2, _) = LabCliTests.Lab("run", "E00", "--", "--list", "flat");
        Assert.Equal(0, code2);
        Assert.Equal(output, output2);
        var (code3, _, err3) = LabCliTests.Lab("list", "E99");
        Assert.Equal(2, code3);
        Assert.Contains("unknown experiment 'E99'", err3);
        var (code4, output4, _) = LabCliTests.Lab("list", "E00", "--filter", "SpinCost");
        Assert.Equal(0, code4);
        Assert.DoesNotContain("FalseSharingBenchmarks", output4);
    }

    /// <summary>The non-empty lines a plain console (<see cref="LabCliTests.PlainConsole"/>) printed, trailing blanks trimmed.</summary>
    private static List<string> PrintedLines(IAnsiConsole console) =>
        [.. ((StringWriter)console.Profile.Out.Writer).ToString().Split('\n', StringSplitOptions.RemoveEmptyEntries).Select(l => l.TrimEnd())];

    [Fact]
    public void A_run_prints_one_line_per_case_with_its_count_time_and_estimate_and_every_error()
    {
        var console = LabCliTests.PlainConsole(400);
        var logger = new ProgressLogger(console);
        string[] log =
        [
            "// ***** BenchmarkRunner: Start   *****",
            "// ***** Found 2 benchmark(s) in total *****",
            "// ***** Building 1 exe(s) in Parallel: Start   *****",
            "// start dotnet  restore --nodeReuse:false in /somewhere",
            "// ***** Done, took 00:00:59 (59.31 sec)   *****",
            "// Found 2 benchmarks:",
            "//   MpscStreamBenchmarks.ConcurrentQueue: Full(IterationCount=6) [Producers=1, Polling=Eager]",
            "// **************************",
            "// Benchmark: MpscStreamBenchmarks.ConcurrentQueue: Full(EnvironmentVariables=DOTNET_gcServer=0,DOTNET_gcConcurrent=1, IterationCount=6, IterationTime=200ms) [Producers=1, Polling=Eager]",
            "WorkloadActual   1: 1000 op, 100 ns, 100.0000 ns/op",
            "// ** Remained 1 (50.0 %) benchmark(s) to run. Estimated finish 2026-11-26 5:41 (1h 13m from now) **",
            "// **************************",
            "// Benchmark: MpscStreamBenchmarks.Channel: Full-ServerGC(EnvironmentVariables=DOTNET_gcServer=1,DOTNET_gcConcurrent=1)",
            "// JIT settled: 60 invocation(s) in 4377 ms, 241 method(s) compiled, the last at 3406 ms",
            "// JIT did not settle: 9000 invocation(s) in 20004 ms, 3100 method(s) compiled, the last at 20001 ms",
        ];
        foreach (var line in log)
        {
            logger.WriteLine(BenchmarkDotNet.Loggers.LogKind.Default, line);
        }
        logger.WriteLine(BenchmarkDotNet.Loggers.LogKind.Error, "ExitCode != 0 and no results reported");
        logger.WriteLine(BenchmarkDotNet.Loggers.LogKind.Warning, "Failed to set up high priority (Permission denied)");
        logger.WriteLine(BenchmarkDotNet.Loggers.LogKind.Warning, "Failed to set up high priority (Permission denied)");
        // a clone under /tmp: the shadow-copy guess does not apply to the lab's own build output, and is not shown
        logger.WriteLine(BenchmarkDotNet.Loggers.LogKind.Error,
            "Assembly PerfBuf.Experiments, Version=1.0.0.0 is located in temp. If you are running benchmarks from xUnit you need to disable shadow copy. It's not supported by design.");
        logger.WriteLine(BenchmarkDotNet.Loggers.LogKind.Default, "// ***** BenchmarkRunner: Finish  *****");
        var lines = PrintedLines(console);
        Assert.Equal(8, lines.Count);
        Assert.Equal("2 case(s) to run; building the benchmark project…", lines[0]);
        Assert.Equal("built in 59.31 sec", lines[1]);
        Assert.Matches(@"^\[1/2\] MpscStreamBenchmarks\.ConcurrentQueue Producers=1, Polling=Eager · \d+:\d\d elapsed$", lines[2]);
        Assert.Matches(@"^\[2/2\] MpscStreamBenchmarks\.Channel, server GC · \d+:\d\d elapsed · finish ≈ \d+:\d\d \((under a minute|\d+ min|\d+ h \d+ min) left, at the pace so far\)$", lines[3]);
        // a settled JIT is the log's business; one that did not settle is the reader's, named with its case
        Assert.Equal("MpscStreamBenchmarks.Channel, server GC: JIT did not settle: 9000 invocation(s) in 20004 ms, 3100 method(s) " +
                     "compiled, the last at 20001 ms; its figures may time code the JIT had not finished compiling (the run's log has the iterations)", lines[4]);
        Assert.Equal("ExitCode != 0 and no results reported", lines[5]);
        Assert.Equal("Failed to set up high priority (Permission denied)", lines[6]); // once
        Assert.StartsWith("all 2 case(s) run in", lines[7]);
        Assert.Equal(2, logger.Started);
        Assert.Equal(2, logger.Total);
    }

    [Fact]
    public void A_quick_run_counts_its_cases_that_did_not_settle_in_one_line_at_the_end()
    {
        var console = LabCliTests.PlainConsole(400);
        var logger = new ProgressLogger(console);
        string[] log =
        [
            "// ***** Found 3 benchmark(s) in total *****",
            "// Benchmark: SpscStreamBenchmarks.Channel: Quick(EnvironmentVariables=DOTNET_gcServer=0,DOTNET_gcConcurrent=1, IterationCount=3) [Capacity=1024]",
            "// JIT did not settle: 68 invocation(s) in 5036 ms, 279 method(s) compiled, the last at 5036 ms",
            "// Benchmark: SpscStreamBenchmarks.SpscRing: Quick(EnvironmentVariables=DOTNET_gcServer=0,DOTNET_gcConcurrent=1, IterationCount=3) [Capacity=1024]",
            "// JIT settled: 60 invocation(s) in 1377 ms, 41 method(s) compiled, the last at 1106 ms",
            "// Benchmark: SpscStreamBenchmarks.BlockingCollection: Quick(EnvironmentVariables=DOTNET_gcServer=0,DOTNET_gcConcurrent=1, IterationCount=3) [Capacity=1024]",
            "// JIT did not settle: 2 invocation(s) in 6948 ms, 145 method(s) compiled, the last at 6948 ms",
            "// ***** BenchmarkRunner: Finish  *****",
        ];
        foreach (var line in log)
        {
            logger.WriteLine(BenchmarkDotNet.Loggers.LogKind.Default, line);
        }
        var lines = PrintedLines(console);
        Assert.Equal(6, lines.Count);
        Assert.All(lines.Take(4).Skip(1), l => Assert.StartsWith("[", l, StringComparison.Ordinal)); // progress lines only
        Assert.StartsWith("all 3 case(s) run in", lines[4]);
        Assert.Equal("2 quick case(s) reached the quick JIT settle's 5 s cap with the JIT still compiling: their figures are a " +
                     "smoke test's; a full run settles for up to 20 s (the run's log says which cases)", lines[5]);
    }

    [Fact]
    public void Compare_says_faster_slower_or_same_from_the_measurements_and_n_a_without_them()
    {
        var random = new Random(7);
        List<double> Around(double mean) => [.. Enumerable.Range(0, 18).Select(_ => mean * (1 + (random.NextDouble() - 0.5) * 0.04))];
        var a = Around(100);
        Assert.Equal(SignificanceVerdict.Faster, RowSignificance.Of(a, Around(80), 5).Verdict);
        Assert.Equal(SignificanceVerdict.Slower, RowSignificance.Of(a, Around(125), 5).Verdict);
        Assert.Equal(SignificanceVerdict.Same, RowSignificance.Of(a, Around(100), 5).Verdict);
        // significant, but below the noise threshold: same
        Assert.Equal(SignificanceVerdict.Same, RowSignificance.Of(a, Around(97), 10).Verdict);
        Assert.Equal(SignificanceVerdict.Unknown, RowSignificance.Of(a, null, 5).Verdict);
        Assert.Equal(SignificanceVerdict.Unknown, RowSignificance.Of(a, [1.0, 2.0], 5).Verdict);
        Assert.Equal("n/a", RowSignificance.Of(null, a, 5).Text);
    }

    [Fact]
    public void Compare_refuses_a_threshold_that_is_not_a_percentage()
    {
        var (code, _, err) = LabCliTests.Lab("compare", "i9-9900K", "i9-9900K", "--threshold", "150");
        Assert.Equal(2, code);
        Assert.Contains("--threshold 150 is not a percentage", err);
    }
}
