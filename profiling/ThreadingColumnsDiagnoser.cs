using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;

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
/// allocations anyway) and says so in <see cref="Validate"/>.
/// That iteration runs after the measured ones in the normal launch, so the diagnoser rides on it
/// (<see cref="RunMode.NoOverhead"/>): an <c>ExtraRun</c> would launch the whole benchmark a second time (every
/// warm-up and measured iteration again) only to repeat the same single extra iteration.
/// </remarks>
public sealed class ThreadingColumnsDiagnoser : IDiagnoser
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

    private readonly object _gate = new();
    private readonly List<string> _problems = [];
    private int _reported;

    private ThreadingColumnsDiagnoser() { }

    public IEnumerable<string> Ids => [nameof(ThreadingColumnsDiagnoser)];

    public IEnumerable<IExporter> Exporters => [];

    public IEnumerable<IAnalyser> Analysers => [];

    public RunMode GetRunMode(BenchmarkCase benchmarkCase) => RunMode.NoOverhead;

    /// <summary>Nothing to do on signals: the engine takes the readings itself.</summary>
    public void Handle(HostSignal signal, DiagnoserActionParameters parameters) { }

    public IEnumerable<Metric> ProcessResults(DiagnoserResults results)
    {
        ArgumentNullException.ThrowIfNull(results);
        var stats = results.ThreadingStats;
        if (stats.TotalOperations <= 0)
        {
            // ThreadingStats.Empty: the engine measured no extra-stats iteration. Absent, not zero.
            lock (_gate)
            {
                _problems.Add($"{results.BenchmarkCase.DisplayInfo}: BDN reported no ThreadingStats (no extra-stats iteration ran; is MemoryDiagnoser in the config?)");
            }
            yield break;
        }
        Interlocked.Increment(ref _reported);
        // TotalOperations here is the extra iteration's invocations × OperationsPerInvoke, the span the counts cover
        yield return new Metric(CompletedWorkItems, stats.CompletedWorkItemCount / (double)stats.TotalOperations);
        yield return new Metric(LockContentions, stats.LockContentionCount / (double)stats.TotalOperations);
    }

    public void DisplayResults(ILogger logger)
    {
        ArgumentNullException.ThrowIfNull(logger);
        logger.WriteLineInfo($"{nameof(ThreadingColumnsDiagnoser)}: {Volatile.Read(ref _reported)} benchmark(s) measured; " +
            "work items and lock contentions are process-wide counts over one extra iteration per benchmark, divided by its operations.");
        lock (_gate)
        {
            foreach (var problem in _problems)
            {
                logger.WriteLineError($"{nameof(ThreadingColumnsDiagnoser)}: {problem}");
            }
            _problems.Clear();
        }
    }

    public IEnumerable<ValidationError> Validate(ValidationParameters validationParameters)
    {
        ArgumentNullException.ThrowIfNull(validationParameters);
        foreach (var benchmark in validationParameters.Benchmarks)
        {
            if (RuntimeSupport.WhyNoThreadingCounters(benchmark) is { } why)
            {
                yield return new ValidationError(true, $"{nameof(ThreadingColumnsDiagnoser)}: {why}", benchmark);
            }
            if (!benchmark.Config.HasExtraStatsDiagnoser())
            {
                yield return new ValidationError(true,
                    $"{nameof(ThreadingColumnsDiagnoser)} needs MemoryDiagnoser in the same config: BenchmarkDotNet 0.14.0 " +
                    "measures ThreadingStats only when a memory, threading or exception diagnoser is configured " +
                    "(use ManualConfig.AddThreadingColumns(), which adds both)", benchmark);
            }
        }
    }
}
