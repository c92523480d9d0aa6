using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E08;

/// <summary>E08's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class WakeUpExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "A waiting consumer is woken by one message: what does each wait strategy cost from the post to the handler, how much CPU does it burn while idle, and which should a mailbox use for which idle gap?",
        Compares: "pure spin, SpinWait, SpinThenParkWait, SpinThenFutexWait, raw futex (the floor), the same futex wake all in C (the native floor), ManualResetEventSlim, SemaphoreSlim, Monitor.Wait/Pulse, Channel ReadAsync, thread-pool work item, AffinePool (monitor or futex parking), TaskCompletionSource; idle gap 2 µs and 1 ms",
        // one invocation per iteration; the 1 ms gap's invocations take about 1.1 s (1 000 sleeps of a little over 1 ms),
        // the 2 µs gap's a few tens of ms. Quick: 1 launch of jitting + 1 warm-up + 3 measured + the counting pass per
        // case; full (as a headline class): 3 launches of jitting + 1 warm-up + 5 measured + the counting pass; plus the
        // benchmark project's build and each process's start
        QuickTime: "~5 min",
        FullTime: "~11 min",
        Benchmarks: [typeof(WakeUpBenchmarks)],
        Headlines:
        [
            // every headline reads a wake-latency percentile (lower is better: the baseline's ÷ the row's); the floor is
            // the raw futex wake through P/Invoke, nothing between the post and the kernel's wake
            Wake("1 ms gap (the waiter has parked), p50: the lab's SpinThenPark vs the raw futex wake", nameof(WakeUpBenchmarks.SpinThenPark),
                nameof(WakeUpBenchmarks.RawFutex), Long, P50, target: true),
            Wake("1 ms gap (the waiter has parked), p99: the lab's SpinThenPark vs the raw futex wake", nameof(WakeUpBenchmarks.SpinThenPark),
                nameof(WakeUpBenchmarks.RawFutex), Long, P99, target: true),
            Wake("2 µs gap (a spinning waiter still spins), p50: the lab's SpinThenPark vs the raw futex wake", nameof(WakeUpBenchmarks.SpinThenPark),
                nameof(WakeUpBenchmarks.RawFutex), Short, P50),
            Wake("1 ms gap, p50: a thread-pool work item (what PoolActor pays) vs the raw futex wake", nameof(WakeUpBenchmarks.ThreadPoolWorkItem),
                nameof(WakeUpBenchmarks.RawFutex), Long, P50),
            Wake("1 ms gap, p50: an AffinePool wake vs the raw futex wake", nameof(WakeUpBenchmarks.AffinePoolWake),
                nameof(WakeUpBenchmarks.RawFutex), Long, P50),
            Wake("1 ms gap, p99: an AffinePool wake vs the raw futex wake", nameof(WakeUpBenchmarks.AffinePoolWake),
                nameof(WakeUpBenchmarks.RawFutex), Long, P99),
            Wake("1 ms gap (the waiter has parked), p50: the lab's SpinThenFutexPark vs the raw futex wake", nameof(WakeUpBenchmarks.SpinThenFutexPark),
                nameof(WakeUpBenchmarks.RawFutex), Long, P50, target: true) with { Answers = HandOverShape.WakingParkedConsumer },
            Wake("1 ms gap (the waiter has parked), p99: the lab's SpinThenFutexPark vs the raw futex wake", nameof(WakeUpBenchmarks.SpinThenFutexPark),
                nameof(WakeUpBenchmarks.RawFutex), Long, P99, target: true) with { Answers = HandOverShape.WakingParkedConsumer },
            Wake("2 µs gap (a spinning waiter still spins), p50: the lab's SpinThenFutexPark vs the raw futex wake", nameof(WakeUpBenchmarks.SpinThenFutexPark),
                nameof(WakeUpBenchmarks.RawFutex), Short, P50),
            Wake("1 ms gap, p50: an AffinePool wake with futex parking (the runtime's worker) vs the raw futex wake", nameof(WakeUpBenchmarks.AffinePoolFutexWake),
                nameof(WakeUpBenchmarks.RawFutex), Long, P50, target: true),
            Wake("1 ms gap, p99: an AffinePool wake with futex parking (the runtime's worker) vs the raw futex wake", nameof(WakeUpBenchmarks.AffinePoolFutexWake),
                nameof(WakeUpBenchmarks.RawFutex), Long, P99, target: true),
            Wake("1 ms gap, p50: the raw futex wake through P/Invoke vs the same wake all in C (native floor)", nameof(WakeUpBenchmarks.RawFutex),
                nameof(WakeUpBenchmarks.NativeFutex), Long, P50) with { Native = true },
            Wake("1 ms gap, p99: the raw futex wake through P/Invoke vs the same wake all in C (native floor)", nameof(WakeUpBenchmarks.RawFutex),
                nameof(WakeUpBenchmarks.NativeFutex), Long, P99) with { Native = true },
        ])
    {
        Profile = JobProfile.LongInvocations,
        // every row's producer posts the middle message with a wrong sequence number: the handler's check must catch it
        PlantedFaultRows = ["*"],
        Charts =
        [
            new Chart("wake-p50-vs-gap", "Wake latency, p50, vs the idle gap", nameof(WakeUpBenchmarks), Gap, GapTitle,
                "Post to handler start, p50 (µs)", ChartValue.Metric(P50)),
            new Chart("wake-p99-vs-gap", "Wake latency, p99, vs the idle gap", nameof(WakeUpBenchmarks), Gap, GapTitle,
                "Post to handler start, p99 (µs)", ChartValue.Metric(P99)),
            new Chart("waiter-cpu-vs-gap", "CPU the waiter burns while idle vs the idle gap", nameof(WakeUpBenchmarks), Gap, GapTitle,
                "Waiter CPU while idle (% of one core)", ChartValue.Metric(WakeRun.CpuMetricId)),
            new Chart("wake-p50-vs-waiter-cpu", "The trade: wake latency, p50, against the CPU burnt while idle", nameof(WakeUpBenchmarks), Gap,
                "Waiter CPU while idle (% of one core)", "Post to handler start, p50 (µs)", ChartValue.Metric(P50))
            {
                XFrom = ChartValue.Metric(WakeRun.CpuMetricId),
            },
        ],
    };

    private const string Gap = nameof(WakeUpBenchmarks.IdleGapNs);
    private const string GapTitle = "Idle gap before each message (ns)";
    private const string P50 = "WakeP50Us";
    private const string P99 = "WakeP99Us";
    private const int Short = 2_000;
    private const int Long = 1_000_000;

    /// <summary>A wake-latency headline: the baseline's percentile ÷ the row's, at one gap; the target (where set) the issue's ≤ 1.5× the floor.</summary>
    private static Headline Wake(string label, string row, string baseline, int gap, string metric, bool target = false) =>
        new(label, new RowKey(nameof(WakeUpBenchmarks), row, $"{Gap}={gap}"), new RowKey(nameof(WakeUpBenchmarks), baseline, $"{Gap}={gap}"),
            MinRatio: target ? 1 / 1.5 : null, TargetText: target ? "≤ 1.5× the raw futex wake (ratio ≥ 0.67×)" : null)
        {
            Measure = HeadlineMeasure.Metric,
            MetricId = metric,
            Floor = new RowKey(nameof(WakeUpBenchmarks), nameof(WakeUpBenchmarks.RawFutex), $"{Gap}={gap}"),
        };
}
