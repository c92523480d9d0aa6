using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E00;

/// <summary>E00's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class FloorExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "What do cache-line transfers, false sharing and spin hints cost on this machine?",
        Peers: "cache-line ping-pong (pinned/unpinned), false sharing 8/64/128 B, PAUSE, SpinWait, Yield",
        QuickTime: "~2 min",
        FullTime: "~3 min",
        Benchmarks: [typeof(CacheLinePingPongBenchmarks), typeof(FalseSharingBenchmarks), typeof(SpinCostBenchmarks)],
        Headlines:
        [
            new Headline("Interlocked counters 128 B apart vs on one line",
                new RowKey(nameof(FalseSharingBenchmarks), nameof(FalseSharingBenchmarks.Apart128), "Interlocked=True"),
                new RowKey(nameof(FalseSharingBenchmarks), nameof(FalseSharingBenchmarks.SameLine), "Interlocked=True")),
            new Headline("cache-line round trip, pinned vs unpinned",
                new RowKey(nameof(CacheLinePingPongBenchmarks), nameof(CacheLinePingPongBenchmarks.TwoLines), "Pinned=True"),
                new RowKey(nameof(CacheLinePingPongBenchmarks), nameof(CacheLinePingPongBenchmarks.TwoLines), "Pinned=False")),
        ])
    {
        InTour = true,
        // a ping-pong, a spin call, an increment: arithmetic alone cannot get them wrong, so each plants its fault in the work
        PlantedFaultRows = ["*"],
    };
}
