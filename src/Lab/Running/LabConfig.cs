using System.Globalization;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Exporters.Csv;
using BenchmarkDotNet.Exporters.Json;
using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Toolchains.InProcess.Emit;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Profiling;
using Perfolizer.Horology;
using Perfolizer.Metrology;

namespace PerfBuf.Lab;

/// <summary>The one BenchmarkDotNet configuration every experiment runs under (docs/DESIGN.md §3, §5).</summary>
public static class LabConfig
{
    /// <summary>
    /// The engine of every throughput job: BenchmarkDotNet's, with a JIT settle before the warm-up (the benchmark runs until
    /// the runtime stops compiling, <see cref="JitSettlingEngineFactory"/>), so a fixed warm-up never times tier-0 code.
    /// </summary>
    public static IEngineFactory SettlingEngine { get; } = new JitSettlingEngineFactory();

    /// <summary>
    /// The engine of a smoke run's throughput jobs: the same settle under shorter limits (a 5 s cap,
    /// <see cref="JitSettleLimits.Quick"/>), so a quick run of many rows stays minutes long.
    /// </summary>
    public static IEngineFactory QuickSettlingEngine { get; } = new QuickJitSettlingEngineFactory();

    /// <summary>Short job: the quick JIT settle, then 1 warm-up and 3 measured iterations of ≥ 100 ms.</summary>
    public static Job QuickJob { get; } = Job.Default
        .WithId("Quick")
        .WithEngineFactory(QuickSettlingEngine)
        .WithLaunchCount(1)
        .WithWarmupCount(1)
        .WithIterationCount(3)
        .WithIterationTime(TimeInterval.FromMilliseconds(100));

    /// <summary>Quoted job: the JIT settle, then 3 warm-up and 12 measured iterations of ≥ 250 ms, in one process.</summary>
    public static Job FullJob { get; } = Job.Default
        .WithId("Full")
        .WithEngineFactory(SettlingEngine)
        .WithLaunchCount(1)
        .WithWarmupCount(3)
        .WithIterationCount(12)
        .WithIterationTime(TimeInterval.FromMilliseconds(250));

    /// <summary>
    /// Launches of a headline class in a full run (docs/DESIGN.md §3, "ratios carry their spread"): each launch is a new
    /// process (its own JIT, heap layout, thread placement), and a headline shows the range of its ratio over them.
    /// </summary>
    public const int HeadlineLaunches = 3;

    /// <summary>
    /// The quoted job of a class that carries a headline: <see cref="HeadlineLaunches"/> launches of the JIT settle, 2
    /// warm-up and 6 measured iterations of ≥ 200 ms (18 measured iterations in all, against the single-launch job's 12,
    /// in about 1.5× its time).
    /// </summary>
    public static Job FullHeadlineJob { get; } = Job.Default
        .WithId("Full")
        .WithEngineFactory(SettlingEngine)
        .WithLaunchCount(HeadlineLaunches)
        .WithWarmupCount(2)
        .WithIterationCount(6)
        .WithIterationTime(TimeInterval.FromMilliseconds(200));

    /// <summary>Short job for long invocations: one invocation per iteration, 1 warm-up and 3 measured.</summary>
    public static Job QuickLongJob { get; } = Job.Default
        .WithId("Quick")
        .WithStrategy(RunStrategy.Monitoring)
        .WithLaunchCount(1)
        .WithInvocationCount(1)
        .WithUnrollFactor(1)
        .WithWarmupCount(1)
        .WithIterationCount(3);

    /// <summary>Quoted job for long invocations (the seed's Monitoring job, with fewer warm-ups): 2 warm-up and 10 measured.</summary>
    public static Job FullLongJob { get; } = Job.Default
        .WithId("Full")
        .WithStrategy(RunStrategy.Monitoring)
        .WithLaunchCount(1)
        .WithInvocationCount(1)
        .WithUnrollFactor(1)
        .WithWarmupCount(2)
        .WithIterationCount(10);

    /// <summary>
    /// Quoted job for long invocations of a class that carries a headline: <see cref="HeadlineLaunches"/> launches of
    /// 1 warm-up and 5 measured invocations.
    /// </summary>
    public static Job FullLongHeadlineJob { get; } = Job.Default
        .WithId("Full")
        .WithStrategy(RunStrategy.Monitoring)
        .WithLaunchCount(HeadlineLaunches)
        .WithInvocationCount(1)
        .WithUnrollFactor(1)
        .WithWarmupCount(1)
        .WithIterationCount(5);

    /// <summary>
    /// Quoted job for a seed-faithful class (<see cref="JobProfile.SeedFaithful"/>): the seed's own job for its actor
    /// tables (Monitoring, 5 warm-up and 10 measured invocations, seed 004's tables 2–6), one launch. Fewer warm-ups
    /// measure code the JIT has not finished tiering: an actor made in every invocation runs its first invocations'
    /// loops slower, several times the later ones' time on this machine.
    /// </summary>
    public static Job FullSeedFaithfulJob { get; } = Job.Default
        .WithId("Full")
        .WithStrategy(RunStrategy.Monitoring)
        .WithLaunchCount(1)
        .WithInvocationCount(1)
        .WithUnrollFactor(1)
        .WithWarmupCount(SeedWarmups)
        .WithIterationCount(SeedIterations);

    /// <summary>Seed 004's warm-up invocations per actor table (its MonitoringJob2 and the tables after it: WarmupCount=5).</summary>
    public const int SeedWarmups = 5;

    /// <summary>Seed 004's measured invocations per actor table (IterationCount=10).</summary>
    public const int SeedIterations = 10;

    /// <summary>
    /// The job for a run length and an experiment's profile; a full run of a class that carries a headline
    /// (<paramref name="headlineClass"/>) runs several launches.
    /// </summary>
    public static Job JobFor(RunLength length, JobProfile profile, bool headlineClass = false) => (length, profile, headlineClass) switch
    {
        (RunLength.Full, JobProfile.SeedFaithful, _) => FullSeedFaithfulJob,
        (RunLength.Quick, JobProfile.SeedFaithful, _) => QuickLongJob,
        (RunLength.Full, JobProfile.LongInvocations, true) => FullLongHeadlineJob,
        (RunLength.Full, JobProfile.LongInvocations, false) => FullLongJob,
        (RunLength.Quick, JobProfile.LongInvocations, _) => QuickLongJob,
        (RunLength.Full, _, true) => FullHeadlineJob,
        (RunLength.Full, _, false) => FullJob,
        _ => QuickJob,
    };

    /// <summary>How long BenchmarkDotNet may take to build the generated project.</summary>
    public static readonly TimeSpan BuildTimeout = TimeSpan.FromMinutes(10);

    /// <summary>The job id suffix of the server-GC twin of a job ("Full" and "Full-ServerGC").</summary>
    public const string ServerGcSuffix = "-ServerGC";

    /// <summary>The runtime's setting for server GC, as an environment variable of the benchmark process.</summary>
    public const string ServerGcVariable = "DOTNET_gcServer";

    /// <summary>The runtime's setting for concurrent (background) GC, likewise.</summary>
    public const string ConcurrentGcVariable = "DOTNET_gcConcurrent";

    /// <summary>
    /// <paramref name="job"/> under <paramref name="gc"/>, stated in full (server or workstation, concurrent either way)
    /// so the results record what each row ran under; the server twin's id ends in <see cref="ServerGcSuffix"/>. The GC
    /// is set through the benchmark process's environment, not its build (BenchmarkDotNet's GC characteristics go into the
    /// generated project, so a second GC would build the whole lab twice per run).
    /// </summary>
    public static Job WithGc(Job job, GcKind gc)
    {
        var twin = job.WithEnvironmentVariables(
            new EnvironmentVariable(ServerGcVariable, gc == GcKind.Server ? "1" : "0"),
            new EnvironmentVariable(ConcurrentGcVariable, "1"));
        return gc == GcKind.Server ? twin.WithId(job.Id + ServerGcSuffix) : twin.WithId(job.Id);
    }

    /// <summary>The GC a benchmark case's job states (workstation where it states none, .NET's default).</summary>
    public static GcKind GcOf(Job job) =>
        job.Environment.EnvironmentVariables?.Any(v => v.Key == ServerGcVariable && v.Value == "1") == true ? GcKind.Server : GcKind.Workstation;

    /// <summary>
    /// Whether <paramref name="benchmark"/> runs under its job's GC (docs/DESIGN.md §3, each library in its own fastest
    /// configuration): a peer's row (<see cref="PeerRowAttribute"/>) whose library's programs run under server GC under
    /// both GCs in a full run and under its own programs' GC in a quick one; every other row under workstation GC only.
    /// </summary>
    public static bool RunsUnder(BenchmarkDotNet.Running.BenchmarkCase benchmark, RunLength length)
    {
        var gc = GcOf(benchmark.Job);
        var peer = benchmark.Descriptor.WorkloadMethod.GetCustomAttributes(typeof(PeerRowAttribute), false).OfType<PeerRowAttribute>().FirstOrDefault();
        return peer switch
        {
            { BothGcs: true } => length == RunLength.Full || gc == peer.OwnGc,
            { OwnGcOnly: true } => gc == peer.OwnGc,
            _ => gc == GcKind.Workstation,
        };
    }

    /// <summary>Every table in nanoseconds per operation and bytes, so rows compare at a glance.</summary>
    public static SummaryStyle Style { get; } = SummaryStyle.Default
        .WithTimeUnit(TimeUnit.Nanosecond)
        .WithSizeUnit(SizeUnit.B)
        .WithCultureInfo(CultureInfo.InvariantCulture);

    /// <summary>Where a trace run's diagnoser writes, under the run's artifacts folder.</summary>
    public static string TraceDirectory(string artifactsPath) => Path.Combine(artifactsPath, "traces");

    /// <summary>
    /// The lab's config. A trace run (<see cref="RunOptions.Trace"/>) carries <see cref="EventPipeTraceDiagnoser"/>, or
    /// with <see cref="RunOptions.Etw"/> <see cref="EtwTraceDiagnoser"/> (both writing to <see cref="TraceDirectory"/>),
    /// instead of the memory, threading and context-switch columns: event dispatch allocates and adds threads' work in
    /// the traced process (docs/DESIGN.md §5).
    /// </summary>
    public static IConfig Create(RunOptions options, string artifactsPath, ILogger logger, JobProfile profile = JobProfile.Throughput,
        bool headlineClass = false)
    {
        var job = JobFor(options.Length, profile, headlineClass);
        IConfig? extra = null;
        if (options.BenchmarkDotNetArgs.Count > 0)
        {
            // BDN parses its own options; the lab keeps its config and takes from the parsed one the job
            // characteristics the user set (applied over the lab's job), and any filters and diagnosers.
            var parsed = BenchmarkDotNetArguments.Parse(options.BenchmarkDotNetArgs);
            extra = parsed;
            if (parsed.GetJobs().FirstOrDefault() is { } userJob)
            {
                job = new Job(job.Id, job, userJob);
            }
        }
        var jobs = new List<Job>();
        if (options.InProcess)
        {
            // an in-process run shares the lab's process and so its GC: every row runs under it, and the results say which
            jobs.Add(job.WithToolchain(InProcessEmitToolchain.Instance));
        }
        else
        {
            jobs.Add(WithGc(job, GcKind.Workstation));
            jobs.Add(WithGc(job, GcKind.Server));
        }
        var config = ManualConfig.CreateEmpty()
            .AddJob([.. jobs])
            .AddLogger(logger)
            .AddColumnProvider(DefaultColumnProviders.Instance)
            .AddColumn(StatisticColumn.Median)
            .AddExporter(MarkdownExporter.GitHub)
            .AddExporter(new CsvExporter(CsvSeparator.Comma, Style))
            .AddExporter(JsonExporter.Brief)
            .AddExporter(JsonExporter.Full)
            .AddExporter(LabJsonExporter.Default)
            .WithSummaryStyle(Style)
            .WithArtifactsPath(artifactsPath)
            // the generated project builds the lab with every peer: on a busy 2-core machine that outlasts BenchmarkDotNet's
            // default of 2 minutes, and a timed-out build loses the whole run
            .WithBuildTimeout(BuildTimeout)
            .AddReportedMetrics();
        if (options.Trace && options.Etw)
        {
            config.AddEtwTrace(TraceDirectory(artifactsPath));
        }
        else if (options.Trace)
        {
            config.AddEventPipeTrace(TraceDirectory(artifactsPath));
        }
        else
        {
            config.AddDiagnoser(MemoryDiagnoser.Default)
                .AddDiagnoser(ThreadingDiagnoser.Default)
                .AddContextSwitchColumns();
        }
        if (options.PerfCounters)
        {
            config.AddPerfCounterColumns();
        }
        if (!options.InProcess)
        {
            config.AddFilter(new SimpleFilter(c => RunsUnder(c, options.Length)));
        }
        if (options.Cases is { } cases)
        {
            config.AddFilter(new SimpleFilter(c => cases.Contains(Runner.KeyOf(c))));
        }
        if (options.Filters.Count > 0)
        {
            config.AddFilter(new GlobFilter([.. options.Filters]));
        }
        if (extra is not null)
        {
            config.AddFilter([.. extra.GetFilters()]);
            config.AddDiagnoser([.. extra.GetDiagnosers().Where(d => !config.GetDiagnosers().Any(c => c.GetType() == d.GetType()))]);
        }
        return config;
    }
}
