using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Toolchains.InProcess.Emit;

namespace PerfBuf.Tests.Profiling;

/// <summary>
/// The profiling tests read process-wide counters (Monitor.LockContentionCount, ThreadPool.CompletedWorkItemCount,
/// every thread's context switches), so they run alone: xunit runs a collection with DisableParallelization after
/// all parallel collections, with nothing beside it.
/// </summary>
[CollectionDefinition(Name, DisableParallelization = true)]
public sealed class BdnInProcessCollection
{
    public const string Name = "BenchmarkDotNet in-process";
}

internal static class BdnInProcess
{
    /// <summary>
    /// A seconds-long in-process job: 1 warm-up and 3 measured iterations of a fixed 16 invocations, no pilot, no
    /// overhead evaluation.
    /// </summary>
    public static Job TinyJob { get; } = new Job("Tiny")
        .WithToolchain(InProcessEmitToolchain.Instance) // logs the engine's output: ContextSwitchDiagnoser needs it
        .WithLaunchCount(1)
        .WithWarmupCount(1)
        .WithIterationCount(3)
        .WithInvocationCount(16)
        .WithUnrollFactor(1)
        .WithEvaluateOverhead(false);

    /// <summary>An empty config with <paramref name="job"/> (default <see cref="TinyJob"/>), the default columns and <paramref name="log"/>.</summary>
    public static ManualConfig Config(ILogger log, Job? job = null) => ManualConfig.CreateEmpty()
        .AddJob(job ?? TinyJob)
        .AddColumnProvider(DefaultColumnProviders.Instance)
        .AddLogger(log)
        .WithArtifactsPath(Path.Combine(Path.GetTempPath(), "perfbuf-profiling-tests"))
        .WithOptions(ConfigOptions.DisableLogFile);

    public static BenchmarkReport Report(this Summary summary, string method) =>
        summary.Reports.Single(r => r.BenchmarkCase.Descriptor.WorkloadMethod.Name == method);

    public static double Metric(this Summary summary, string method, string metricId)
    {
        var report = summary.Report(method);
        Assert.True(report.Metrics.TryGetValue(metricId, out var metric),
            $"{method}: no metric {metricId}; has [{string.Join(", ", report.Metrics.Keys)}]");
        return metric.Value;
    }
}
