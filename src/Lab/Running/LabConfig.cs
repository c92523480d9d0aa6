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
using PerfBuf.Profiling;
using Perfolizer.Horology;
using Perfolizer.Metrology;

namespace PerfBuf.Lab;

/// <summary>The one BenchmarkDotNet configuration every experiment runs under (DESIGN.md §3, §5).</summary>
public static class LabConfig
{
    /// <summary>Short job: 1 warm-up and 3 measured iterations of ≥ 100 ms.</summary>
    public static Job QuickJob { get; } = Job.Default
        .WithId("Quick")
        .WithLaunchCount(1)
        .WithWarmupCount(1)
        .WithIterationCount(3)
        .WithIterationTime(TimeInterval.FromMilliseconds(100));

    /// <summary>Quoted job: 3 warm-up and 12 measured iterations of ≥ 250 ms, in one process.</summary>
    public static Job FullJob { get; } = Job.Default
        .WithId("Full")
        .WithLaunchCount(1)
        .WithWarmupCount(3)
        .WithIterationCount(12)
        .WithIterationTime(TimeInterval.FromMilliseconds(250));

    /// <summary>
    /// Launches of a headline class in a full run (DESIGN.md §3, "ratios carry their spread"): each launch is a new
    /// process (its own JIT, heap layout, thread placement), and a headline shows the range of its ratio over them.
    /// </summary>
    public const int HeadlineLaunches = 3;

    /// <summary>
    /// The quoted job of a class that carries a headline: <see cref="HeadlineLaunches"/> launches of 2 warm-up and
    /// 6 measured iterations of ≥ 200 ms (18 measured iterations in all, against the single-launch job's 12, in about
    /// 1.5× its time).
    /// </summary>
    public static Job FullHeadlineJob { get; } = Job.Default
        .WithId("Full")
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
    /// Quoted job for a seed-faithful class (<see cref="JobProfile.SeedFaithful"/>): one launch of 1 warm-up and 5
    /// measured invocations, so a class whose invocations make their actors and read the seed's payload keeps its
    /// full run to minutes here.
    /// </summary>
    public static Job FullSeedFaithfulJob { get; } = Job.Default
        .WithId("Full")
        .WithStrategy(RunStrategy.Monitoring)
        .WithLaunchCount(1)
        .WithInvocationCount(1)
        .WithUnrollFactor(1)
        .WithWarmupCount(1)
        .WithIterationCount(5);

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

    /// <summary>Every table in nanoseconds per operation and bytes, so rows compare at a glance.</summary>
    public static SummaryStyle Style { get; } = SummaryStyle.Default
        .WithTimeUnit(TimeUnit.Nanosecond)
        .WithSizeUnit(SizeUnit.B)
        .WithCultureInfo(CultureInfo.InvariantCulture);

    /// <summary>Where a trace run's diagnoser writes, under the run's artifacts folder.</summary>
    public static string TraceDirectory(string artifactsPath) => Path.Combine(artifactsPath, "traces");

    /// <summary>
    /// The lab's config. A trace run (<see cref="RunOptions.Trace"/>) carries <see cref="EventPipeTraceDiagnoser"/>
    /// (writing to <see cref="TraceDirectory"/>) instead of the memory, threading and context-switch columns: event
    /// dispatch allocates and adds threads' work in the traced process (DESIGN.md §5).
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
            var (ok, parsed, _) = BenchmarkDotNet.ConsoleArguments.ConfigParser.Parse([.. options.BenchmarkDotNetArgs], logger);
            if (!ok || parsed is null)
            {
                throw new LabUsageException($"BenchmarkDotNet did not accept the arguments after '--': {string.Join(' ', options.BenchmarkDotNetArgs)}");
            }
            extra = parsed;
            if (parsed.GetJobs().FirstOrDefault() is { } userJob)
            {
                job = new Job(job.Id, job, userJob);
            }
        }
        if (options.InProcess)
        {
            job = job.WithToolchain(InProcessEmitToolchain.Instance);
        }
        var config = ManualConfig.CreateEmpty()
            .AddJob(job)
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
            .AddReportedMetrics();
        if (options.Trace)
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
