using PerfBuf.Experiments.Definitions;
using PerfBuf.Profiling;

namespace PerfBuf.Experiments.E07;

/// <summary>E07's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class MiniBatchingExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Id: "E07",
        Folder: "E07-MiniBatching",
        Question: "Does mini-batching on thread-pool actors buy throughput, and what latency does it cost other work on the same pool?",
        Peers: "PoolActor with a throughput budget of 1 … 4 096 messages per work item; a probe task on the same pool",
        QuickTime: "~2 min",
        FullTime: "~2 min",
        Benchmarks: [typeof(MiniBatchingBenchmarks)],
        Headlines:
        [
            new Headline("SHA-512: throughput, batch 64 vs batch 1",
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=64&Work=Sha512"),
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=1&Work=Sha512")),
            new Headline("SHA-512: throughput, batch 4 096 vs batch 64",
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=4096&Work=Sha512"),
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=64&Work=Sha512")),
            new Headline("sum: throughput, batch 64 vs batch 1",
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=64&Work=Sum"),
                new RowKey(nameof(MiniBatchingBenchmarks), nameof(MiniBatchingBenchmarks.PoolActors), "BatchSize=1&Work=Sum")),
        ])
    {
        Charts =
        [
            new Chart("ns per message vs batch size", nameof(MiniBatchingBenchmarks), "BatchSize", "ns per message", r => r.MeanNs, Series: "Work"),
            new Chart("probe's wait for a pool thread (p99, µs) vs batch size", nameof(MiniBatchingBenchmarks), "BatchSize", "p99 µs",
                r => r.Metrics.TryGetValue("ProbeP99Us", out var v) ? v : null, Series: "Work"),
            new Chart("probe's wait for a pool thread (p50, µs) vs batch size", nameof(MiniBatchingBenchmarks), "BatchSize", "p50 µs",
                r => r.Metrics.TryGetValue("ProbeP50Us", out var v) ? v : null, Series: "Work"),
            new Chart("work items per message vs batch size", nameof(MiniBatchingBenchmarks), "BatchSize", "work items per message",
                r => r.Metrics.TryGetValue(MetricIds.CompletedWorkItems, out var v) ? v : null, Series: "Work"),
        ],
    };
}
