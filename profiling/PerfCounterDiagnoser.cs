using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using PerfBuf.Core;
using PerfBuf.Core.Counters;

namespace PerfBuf.Profiling;

/// <summary>
/// "Cycles/op", "Instructions/op", "Cache Misses/op" (hardware counters, user mode) and "CPU ns/op" (the task clock) of
/// every thread of the benchmark process during the actual (measured) iterations, per operation, from Linux
/// perf_event_open (<see cref="ProcessPerfCounters"/>). A counter that cannot be opened here — hardware counters on a
/// machine without a PMU, any counter off Linux — gives no metric, and its column says "n/a" (added by
/// <see cref="ProfilingConfigExtensions.AddPerfCounterColumns"/>), with the kernel's reason at the end of the run.
/// </summary>
/// <remarks>
/// <para>Window (see <see cref="ActualRunDiagnoser"/>): at <c>BeforeActualRun</c> it opens a counter per event on each
/// thread of the benchmark process, with inherit so that threads created later count in their creator's counter, and
/// enables them; at <c>AfterActualRun</c> it disables them and reads the sums. Like the context-switch columns, the counts
/// include the harness in that window (the engine's thread, BDN's forced GCs, runtime background threads).</para>
/// <para>Threads that exit inside the window keep their counts (the kernel holds them on the counter). Threads that
/// appeared while the counters were being opened may be missing (<see cref="ProcessPerfCounters.ThreadsMissed"/>):
/// then the diagnoser adds "Threads Missed (perf)" and a warning, as the context-switch columns do for exited threads.</para>
/// <para>A counter the kernel multiplexed (it counted only part of the window, because other perf users took the
/// hardware counters) gives no metric for that benchmark: perf would scale the partial count up, an estimate.</para>
/// </remarks>
public sealed class PerfCounterDiagnoser : ActualRunDiagnoser
{
    public static readonly PerfCounterDiagnoser Default = new();

    /// <summary>"Cycles/op".</summary>
    public static readonly CountMetricDescriptor Cycles = new(
        MetricIds.CpuCyclesPerOp,
        "Cycles/op",
        "CPU cycles in user mode of all threads of the benchmark process per operation, actual iterations only, harness included (perf_event_open, needs a PMU)",
        priorityInCategory: 30);

    /// <summary>"Instructions/op".</summary>
    public static readonly CountMetricDescriptor Instructions = new(
        MetricIds.InstructionsPerOp,
        "Instructions/op",
        "Instructions retired in user mode by all threads of the benchmark process per operation, actual iterations only (perf_event_open, needs a PMU)",
        priorityInCategory: 31);

    /// <summary>"Cache Misses/op".</summary>
    public static readonly CountMetricDescriptor CacheMisses = new(
        MetricIds.CacheMissesPerOp,
        "Cache Misses/op",
        "Cache misses (PERF_COUNT_HW_CACHE_MISSES, usually last-level) in user mode of all threads of the benchmark process per operation, actual iterations only (perf_event_open, needs a PMU)",
        priorityInCategory: 32);

    /// <summary>"CPU ns/op".</summary>
    public static readonly CountMetricDescriptor CpuTime = new(
        MetricIds.CpuTimeNsPerOp,
        "CPU ns/op",
        "Nanoseconds all threads of the benchmark process ran on a CPU (user and kernel) per operation, actual iterations only (perf_event_open task clock)",
        priorityInCategory: 33,
        numberFormat: "0.#");

    /// <summary>"Threads Missed (perf)".</summary>
    public static readonly CountMetricDescriptor ThreadsMissed = new(
        MetricIds.PerfThreadsMissed,
        "Threads Missed (perf)",
        "Threads that appeared while the perf counters were being opened and may be missing from the perf columns",
        priorityInCategory: 34,
        numberFormat: "0");

    /// <summary>The counted events and their columns, in column order.</summary>
    public static IReadOnlyList<(PerfEvent Event, CountMetricDescriptor Column)> Counted { get; } =
    [
        (PerfEvent.CpuCycles, Cycles),
        (PerfEvent.Instructions, Instructions),
        (PerfEvent.CacheMisses, CacheMisses),
        (PerfEvent.TaskClock, CpuTime),
    ];

    private static readonly PerfEvent[] Events = [.. Counted.Select(c => c.Event)];

    private PerfCounterDiagnoser() { }

    public override IEnumerable<IAnalyser> Analysers =>
    [
        new MetricWarningAnalyser(Name, MetricIds.PerfThreadsMissed, (missed, benchmark) =>
            $"{missed:0} thread(s) of {benchmark} appeared while the perf counters were being opened " +
            $"({ProcessPerfCounters.Attempts} attempts) and may be missing from the perf columns"),
    ];

    private protected override string ConfigExtension => $"ManualConfig.{nameof(ProfilingConfigExtensions.AddPerfCounterColumns)}()";

    private protected override object? Open(BenchmarkCase benchmark, int processId)
    {
        var counters = ProcessPerfCounters.Open(processId, Events);
        counters.Enable();
        return new Window(counters);
    }

    private protected override void Close(BenchmarkCase benchmark, object window)
    {
        var counters = ((Window)window).Counters;
        counters.Disable();
        ((Window)window).Readings = [.. Events.Select(counters.Read)];
        counters.Dispose();
    }

    private protected override IEnumerable<Metric> Measure(BenchmarkCase benchmark, object window, long? operations)
    {
        var counters = ((Window)window).Counters;
        var readings = ((Window)window).Readings;
        var metrics = new List<Metric>(Counted.Count + 1);
        if (counters.ThreadsMissed > 0)
        {
            // said once per case by the analyser above (the summary's warnings), not again per launch here
            metrics.Add(new Metric(ThreadsMissed, counters.ThreadsMissed));
        }
        if (operations is not { } ops || readings is null)
        {
            return metrics;
        }
        for (var i = 0; i < Counted.Count; i++)
        {
            var column = Counted[i].Column;
            if (!readings[i].TryGetValue(out var reading))
            {
                Problem($"{column.DisplayName} n/a: {readings[i].Reason}"); // the same reason for every benchmark is said once
            }
            else if (reading.Multiplexed)
            {
                Problem($"{benchmark.DisplayInfo}: {column.DisplayName} n/a: the kernel multiplexed the counter, which counted " +
                    $"{100.0 * reading.TimeRunningNs / reading.TimeEnabledNs:0.#}% of the time it was enabled");
            }
            else
            {
                metrics.Add(new Metric(column, reading.Count / (double)ops));
            }
        }
        return metrics;
    }

    protected override IEnumerable<string> Describe() =>
    [
        $"{Name}: {Measured} benchmark(s) measured; perf_event_open counters of all threads of the benchmark process over the " +
        "actual iterations (harness included: compare with an empty benchmark; hardware counters count user mode only).",
    ];

    /// <summary>The counters of one window and, once it is closed, what they read.</summary>
    private sealed class Window(ProcessPerfCounters counters) : IDisposable
    {
        public ProcessPerfCounters Counters { get; } = counters;

        public Outcome<PerfReading>[]? Readings { get; set; }

        public void Dispose() => Counters.Dispose();
    }
}
