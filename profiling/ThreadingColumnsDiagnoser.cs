using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace PerfBuf.Profiling;

/// <summary>
/// "Completed Work Items/op" and "Lock Contentions/op" on .NET 10, from BenchmarkDotNet's own
/// <see cref="ThreadingStats"/> (BDN 0.14.0's ThreadingDiagnoser refuses runtimes newer than .NET 9).
/// </summary>
/// <remarks>
/// How BDN 0.14.0 produces the numbers: after the actual iterations, when the config holds an "extra stats"
/// diagnoser, the engine runs one more workload iteration between two reads of
/// <c>ThreadPool.CompletedWorkItemCount</c> and <c>Monitor.LockContentionCount</c> (both process-wide) and reports
/// the difference with that iteration's operation count (invocations × OperationsPerInvoke). The engine decides
/// "extra stats" from the config alone: it is on only if <c>MemoryDiagnoser</c>, BDN's ThreadingDiagnoser or
/// ExceptionDiagnoser is present. BDN's ThreadingDiagnoser fails validation on .NET 10 and ExceptionDiagnoser adds
/// an unrelated column, so this diagnoser requires <c>MemoryDiagnoser</c> in the same config (the lab reports
/// allocations anyway) and says so in validation.
/// That iteration runs after the measured ones in the normal launch, so the diagnoser rides on it
/// (<see cref="RunMode.NoOverhead"/>): an <c>ExtraRun</c> would launch the whole benchmark a second time (every
/// warm-up and measured iteration again) only to repeat the same single extra iteration.
/// </remarks>
public sealed class ThreadingColumnsDiagnoser : LabDiagnoser
{
    public static readonly ThreadingColumnsDiagnoser Default = new();

    /// <summary>"Completed Work Items/op".</summary>
    public static readonly CountMetricDescriptor CompletedWorkItems = new(
        MetricIds.CompletedWorkItemsPerOp,
        "Completed Work Items/op",
        "Thread-pool work items completed per operation (ThreadPool.CompletedWorkItemCount over one extra iteration, whole process)",
        priorityInCategory: 0);

    /// <summary>"Lock Contentions/op".</summary>
    public static readonly CountMetricDescriptor LockContentions = new(
        MetricIds.LockContentionsPerOp,
        "Lock Contentions/op",
        "Contended Monitor (lock) acquisitions per operation (Monitor.LockContentionCount over one extra iteration, whole process)",
        priorityInCategory: 1);

    private ThreadingColumnsDiagnoser() { }

    /// <summary>Nothing to do on signals: the engine takes the readings itself.</summary>
    public override void Handle(HostSignal signal, DiagnoserActionParameters parameters) { }

    protected override IEnumerable<Metric> Measure(DiagnoserResults results)
    {
        var stats = results.ThreadingStats;
        if (stats.TotalOperations <= 0)
        {
            // ThreadingStats.Empty: the engine measured no extra-stats iteration. Absent, not zero.
            Problem($"{results.BenchmarkCase.DisplayInfo}: BDN reported no ThreadingStats (no extra-stats iteration ran; is MemoryDiagnoser in the config?)");
            return [];
        }
        // TotalOperations here is the extra iteration's invocations × OperationsPerInvoke, the span the counts cover
        return
        [
            new Metric(CompletedWorkItems, stats.CompletedWorkItemCount / (double)stats.TotalOperations),
            new Metric(LockContentions, stats.LockContentionCount / (double)stats.TotalOperations),
        ];
    }

    protected override IEnumerable<string> Describe() =>
    [
        $"{Name}: {Measured} benchmark(s) measured; " +
        "work items and lock contentions are process-wide counts over one extra iteration per benchmark, divided by its operations.",
    ];

    protected override IEnumerable<string> Validate(BenchmarkCase benchmark)
    {
        ArgumentNullException.ThrowIfNull(benchmark);
        if (RuntimeSupport.WhyNoThreadingCounters(benchmark) is { } why)
        {
            yield return why;
        }
        if (!benchmark.Config.HasExtraStatsDiagnoser())
        {
            yield return "needs MemoryDiagnoser in the same config: BenchmarkDotNet 0.14.0 measures ThreadingStats only when a memory, " +
                "threading or exception diagnoser is configured (use ManualConfig.AddThreadingColumns(), which adds both)";
        }
    }
}
