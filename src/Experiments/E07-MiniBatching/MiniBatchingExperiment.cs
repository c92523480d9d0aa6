using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Profiling;

namespace PerfBuf.Experiments.E07;

/// <summary>E07's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class MiniBatchingExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "Does mini-batching on thread-pool actors buy throughput, and what latency does it cost other work on the same pool?",
        Compares: "PoolActor with a throughput budget of 1 … 4 096 messages per work item; a probe task on the same pool; the floor (plain rings to spinning consumers)",
        QuickTime: "~2 min",
        FullTime: "~9 min",
        Benchmarks: [typeof(MiniBatchingBenchmarks), typeof(MiniBatchingFloorBenchmarks)],
        Headlines:
        [
            new Headline("SHA-512: throughput, batch 64 vs batch 1",
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=64&Work=Sha512"),
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=1&Work=Sha512")) { Floor = Floor(Work.Sha512) },
            new Headline("SHA-512: throughput, batch 4 096 vs batch 64",
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=4096&Work=Sha512"),
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=64&Work=Sha512")) { Floor = Floor(Work.Sha512) },
            new Headline("sum: throughput, batch 64 vs batch 1",
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=64&Work=Sum"),
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=1&Work=Sum")) { Floor = Floor(Work.Sum) },
        ])
    {
        PlantedFaultRows = [$"{nameof(MiniBatchingFloorBenchmarks)}.{nameof(MiniBatchingFloorBenchmarks.Floor)}"],
        Charts =
        [
            // one operation = one message (OperationsPerInvoke = N), so the time per operation is the time per message
            new Chart("per-message-vs-batch-size", "Time per message vs batch size", nameof(MiniBatchingBenchmarks),
                BatchSize, BatchSizeTitle, "Time per message (ns)", ChartValue.Time(), Series: "Work"),
            new Chart("probe-p99-vs-batch-size", "Probe's wait for a pool thread, p99, vs batch size", nameof(MiniBatchingBenchmarks),
                BatchSize, BatchSizeTitle, "Probe's wait, p99 (µs)", ChartValue.Metric("ProbeP99Us"), Series: "Work"),
            new Chart("probe-p50-vs-batch-size", "Probe's wait for a pool thread, p50, vs batch size", nameof(MiniBatchingBenchmarks),
                BatchSize, BatchSizeTitle, "Probe's wait, p50 (µs)", ChartValue.Metric("ProbeP50Us"), Series: "Work"),
            new Chart("work-items-vs-batch-size", "Thread-pool work items per message vs batch size", nameof(MiniBatchingBenchmarks),
                BatchSize, BatchSizeTitle, "Work items per message", ChartValue.Metric(MetricIds.CompletedWorkItems), Series: "Work"),
        ],
    };

    /// <summary>The floor row for <paramref name="work"/> (no batch size: plain rings, spinning consumers).</summary>
    private static RowKey Floor(Work work) =>
        new(nameof(MiniBatchingFloorBenchmarks), nameof(MiniBatchingFloorBenchmarks.Floor), $"Work={work}");

    private const string BatchSize = nameof(MiniBatchingBenchmarks.BatchSize);
    private const string BatchSizeTitle = "Batch size (messages per work item)";
}
