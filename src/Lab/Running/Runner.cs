using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using Spectre.Console;

namespace PerfBuf.Lab;

/// <summary>Runs an experiment under BenchmarkDotNet and files the results (docs/DESIGN.md §2, §6).</summary>
public sealed class Runner(RepoPaths paths, IAnsiConsole console)
{
    private readonly ResultStore _store = new(paths.Results);

    /// <summary>
    /// The outcome of a run: where it was filed, whether every benchmark succeeded, and (trace runs) the trace
    /// summaries filed with it.
    /// </summary>
    public sealed record Outcome(Experiment Experiment, StoredRun Run, IReadOnlyList<string> Failures)
    {
        public IReadOnlyList<PerfBuf.Profiling.Tracing.TraceSummary> Traces { get; init; } = [];
    }

    /// <summary>
    /// Turns user filters into BDN globs: a bare word matches anywhere in the benchmark's name, and a parameter
    /// written as the tables show it (<c>Producers=2</c>) matches BDN's full name (<c>…(Producers: 2)</c>).
    /// </summary>
    public static IReadOnlyList<string> NormaliseFilters(IEnumerable<string> filters) =>
        [.. filters.Where(f => f.Length > 0).SelectMany(Normalise)];

    private static IEnumerable<string> Normalise(string filter)
    {
        if (filter.Contains('*') || filter.Contains('?'))
        {
            return [filter.Replace("=", ": ", StringComparison.Ordinal)];
        }
        if (filter.Contains('=', StringComparison.Ordinal))
        {
            // a parameter value ends at ", " or ")": BatchSize=1 must not match BatchSize: 16
            var glob = filter.Replace("=", ": ", StringComparison.Ordinal);
            return [$"*{glob},*", $"*{glob})*"];
        }
        return [$"*{filter}*"];
    }

    /// <summary>
    /// The options a run of <paramref name="experiment"/> uses: a quick run without filters takes the experiment's
    /// <see cref="Experiment.QuickFilters"/>; a full run, or one with the user's own filters, is left as asked.
    /// </summary>
    public static RunOptions WithQuickFilters(Experiment experiment, RunOptions options) =>
        options.Length == RunLength.Quick && options.Filters.Count == 0 && options.Cases is null && experiment.QuickFilters.Count > 0
            ? options with { Filters = NormaliseFilters(experiment.QuickFilters) }
            : options;

    /// <summary>The benchmark cases of <paramref name="experiment"/> that the options select.</summary>
    public static BenchmarkRunInfo[] Plan(Experiment experiment, BenchmarkDotNet.Configs.IConfig config) =>
        [.. experiment.Benchmarks.Select(t => Runnable(BenchmarkConverter.TypeToBenchmarks(t, config))).Where(i => i.BenchmarksCases.Length > 0)];

    /// <summary>
    /// The benchmark cases the options select, each class under its config: a class that carries a headline gets the
    /// several-launch job in a full run (<see cref="LabConfig.FullHeadlineJob"/>), the others one launch.
    /// </summary>
    public static BenchmarkRunInfo[] Plan(Experiment experiment, Func<bool, BenchmarkDotNet.Configs.IConfig> configFor) =>
        Plan(experiment, (_, headlineClass) => configFor(headlineClass));

    /// <summary>
    /// The benchmark cases the options select, each class under the config for its profile (<see cref="Experiment.ProfileOf"/>:
    /// a seed-faithful class has its own) and whether it carries a headline.
    /// </summary>
    public static BenchmarkRunInfo[] Plan(Experiment experiment, Func<JobProfile, bool, BenchmarkDotNet.Configs.IConfig> configFor) =>
        [.. experiment.Benchmarks.Select(t => Runnable(BenchmarkConverter.TypeToBenchmarks(t, configFor(experiment.ProfileOf(t), experiment.HasHeadline(t.Name)))))
            .Where(i => i.BenchmarksCases.Length > 0)];

    /// <summary>Every case a run of <paramref name="experiment"/> under <paramref name="options"/> would measure (nothing is run).</summary>
    public static IEnumerable<BenchmarkCase> PlannedCases(Experiment experiment, RunOptions options) =>
        Plan(experiment, (profile, headline) => LabConfig.Create(options, Path.GetTempPath(), NullLogger.Instance, profile, headline))
            .SelectMany(p => p.BenchmarksCases);

    /// <summary>A case's row key: class, method, and the parameters as BenchmarkDotNet prints them (the key results are stored under).</summary>
    public static RowKey KeyOf(BenchmarkCase c) => new(c.Descriptor.Type.Name, c.Descriptor.WorkloadMethod.Name, c.Parameters.PrintInfo);

    /// <summary>The cases of <paramref name="info"/> that can run here: a native class or row only where the native floor is built, a namespace-host row only where namespaces can be made.</summary>
    private static BenchmarkRunInfo Runnable(BenchmarkRunInfo info) =>
        new([.. info.BenchmarksCases.Where(c => HostRowsAttribute.CanRun(c.Descriptor.Type, c.Descriptor.WorkloadMethod))], info.Type, info.Config);

    /// <summary>Runs one experiment (see the overload for several).</summary>
    public Outcome Run(Experiment experiment, RunOptions options) => Run([(experiment, options)]).Single();

    /// <summary>
    /// Runs several experiments, each under its own options, in one BenchmarkDotNet run: the benchmark project is built
    /// once for all of them (minutes on a 2-core machine, per build), and each experiment's results are filed in a run
    /// folder of its own, as if it had run alone.
    /// </summary>
    public IReadOnlyList<Outcome> Run(IReadOnlyList<(Experiment Experiment, RunOptions Options)> requests)
    {
        var started = DateTime.UtcNow;
        var artifacts = Path.Combine(paths.Scratch, "artifacts", $"{string.Join('-', requests.Select(r => r.Experiment.Id))}-{started:yyyyMMdd-HHmmss}");
        // one progress line per case on the console (the whole log goes to BenchmarkDotNet's log file, filed with each
        // run); --verbose shows the whole log live
        ILogger logger = requests.Any(r => r.Options.Verbose) ? ConsoleLogger.Default : new ProgressLogger(console);
        var provenance = Provenance.Read(paths.Root);
        var machine = MachineRecord.Current();
        var (cpus, sweep) = CoreSweepRun.OfThisProcess(machine);
        int? cpuCount = cpus is not null || sweep is not null ? cpus?.Count ?? machine.LogicalCores : null;
        var planned = new List<(Experiment Experiment, RunOptions Options, BenchmarkRunInfo[] Plan)>();
        foreach (var (experiment, asked) in requests)
        {
            new Report(paths).EnsureWriteUp(experiment);
            var options = WithQuickFilters(experiment, asked);
            var plan = Plan(experiment, (profile, headlineClass) => LabConfig.Create(options, artifacts, logger, profile, headlineClass));
            var cases = plan.Sum(p => p.BenchmarksCases.Length);
            if (cases == 0)
            {
                var names = experiment.Benchmarks
                    .SelectMany(t => t.GetMethods().Where(m => m.IsDefined(typeof(BenchmarkDotNet.Attributes.BenchmarkAttribute), false))
                    .Select(m => $"{t.Name}.{m.Name}"));
                throw new LabUsageException(
                    $"the filter {string.Join(' ', options.Filters)} matches no benchmark of {experiment.Id}; its benchmarks are: {string.Join(", ", names)}");
            }
            console.MarkupLine($"[bold]{experiment.Id}[/] {Markup.Escape(experiment.Question)}");
            console.MarkupLine($"{cases} benchmark case(s), job [bold]{options.JobName}[/]{(options.InProcess ? " in-process" : "")}{(options.TraceSource is { } source ? $", {source} trace" : "")}, {(options.Cases is null ? $"typical time {(options.Length == RunLength.Full ? experiment.FullTime : experiment.QuickTime)}" : "the rows asked for only")}; machine {Markup.Escape(machine.Id)}");
            if (cpuCount is { } n)
            {
                console.MarkupLine($"on {SweepTable.CpusText(n)} ({Markup.Escape(cpus is null ? "the whole machine" : "CPUs " + string.Join(',', cpus))})" +
                                   $"{(sweep is null ? "" : $", a point of core-count sweep {Markup.Escape(sweep)}")}: filed as a -cpus{n} run, " +
                                   "shown in the write-up's sweep section, never in its tables");
            }
            foreach (var leftOut in HostRowsAttribute.LeftOut(experiment.Benchmarks))
            {
                console.MarkupLine(Markup.Escape(leftOut));
            }
            if (!ReferenceEquals(asked, options))
            {
                console.MarkupLine($"quick run: only the cells {Markup.Escape(string.Join(' ', experiment.QuickFilters))} (the experiment's quick cells; --filter chooses others)");
            }
            planned.Add((experiment, options, plan));
        }

        var summaries = BenchmarkRunner.Run([.. planned.SelectMany(p => p.Plan)]);

        var outcomes = new List<Outcome>();
        foreach (var (experiment, options, plan) in planned)
        {
            var types = plan.Select(p => p.Type).ToHashSet();
            var runDir = options.ResultsFolder is { } folder
                ? ResultStore.CreateRunDirectory(Path.Combine(folder, experiment.Id), started, provenance.ShortCommit, !options.Kept, options.Trace, cpuCount)
                : _store.CreateRunDirectory(machine.Id, experiment.Id, started, provenance.ShortCommit, !options.Kept, options.Trace, cpuCount);
            // BenchmarkDotNet names each class's reports after its full name, and each trace after its short name
            CopyFiles(Path.Combine(artifacts, "results"), runDir, f => types.Any(t => f.StartsWith(t.FullName + "-", StringComparison.Ordinal)));
            IReadOnlyList<PerfBuf.Profiling.Tracing.TraceSummary> traces = [];
            if (options.Trace)
            {
                CopyFiles(LabConfig.TraceDirectory(artifacts), runDir, f => types.Any(t => f.StartsWith(t.Name + ".", StringComparison.Ordinal)), move: true);
                traces = TraceSummaryTable.Load(runDir);
                File.WriteAllText(Path.Combine(runDir, ResultStore.TraceSummaryFile),
                    TraceSummaryTable.Markdown(traces, $"{experiment.Id} {options.TraceSource} trace, {started:yyyy-MM-dd HH:mm} UTC, {options.JobName.ToLowerInvariant()} job"));
            }
            // the whole log, with every experiment of the run in it
            CopyFiles(artifacts, runDir, f => f.EndsWith(".log", StringComparison.Ordinal));
            var record = new EnvRecord
            {
                Experiment = experiment.Id,
                Job = options.JobName,
                StartedUtc = started,
                FinishedUtc = DateTime.UtcNow,
                Commit = provenance.Commit,
                Dirty = provenance.Dirty,
                DirtyFiles = provenance.DirtyFiles,
                CommandLine = Environment.CommandLine,
                Filters = [.. options.Filters],
                InProcess = options.InProcess,
                Trace = options.Trace,
                TraceSource = options.TraceSource,
                Machine = machine,
                Cpus = cpus,
                Sweep = sweep,
            };
            ResultStore.WriteRecord(runDir, record);
            ResultStore.WritePeers(runDir, PeerProbe.Provenance(paths));
            var own = summaries.Where(s => s.BenchmarksCases.Length == 0 || s.BenchmarksCases.Any(c => types.Contains(c.Descriptor.Type)));
            outcomes.Add(new Outcome(experiment, new StoredRun(runDir, record), Failures(own)) { Traces = traces });
        }
        TryDelete(artifacts);
        return outcomes;
    }

    /// <summary>Copies (or moves: traces can be large) the files of <paramref name="from"/> whose names <paramref name="take"/> into <paramref name="to"/>.</summary>
    private static void CopyFiles(string from, string to, Func<string, bool> take, bool move = false)
    {
        if (!Directory.Exists(from))
        {
            return;
        }
        foreach (var file in Directory.EnumerateFiles(from).Where(f => take(Path.GetFileName(f))))
        {
            var target = Path.Combine(to, Path.GetFileName(file));
            if (move)
            {
                File.Move(file, target, overwrite: true);
            }
            else
            {
                File.Copy(file, target, overwrite: true);
            }
        }
    }

    private static List<string> Failures(IEnumerable<Summary> summaries)
    {
        var failures = new List<string>();
        foreach (var summary in summaries)
        {
            failures.AddRange(summary.ValidationErrors.Where(v => v.IsCritical).Select(v => $"validation: {v.Message}"));
            failures.AddRange(summary.Reports.Where(r => !r.Success || r.ResultStatistics is null)
                .Select(r => $"{r.BenchmarkCase.Descriptor.Type.Name}.{r.BenchmarkCase.Descriptor.WorkloadMethod.Name} {r.BenchmarkCase.Parameters.PrintInfo}".TrimEnd()
                             + ": failed (its self-check threw or it crashed; see the log above)"));
        }
        return failures;
    }

    private static void TryDelete(string directory)
    {
        try
        {
            Directory.Delete(directory, recursive: true);
        }
        catch (IOException)
        {
            // scratch space; a leftover folder is harmless
        }
        catch (UnauthorizedAccessException)
        {
        }
    }
}
