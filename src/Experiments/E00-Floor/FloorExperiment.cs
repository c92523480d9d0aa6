using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E00;

/// <summary>E00's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class FloorExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "What do cache-line transfers, false sharing and spin hints cost on this machine?",
        Compares: "cache-line ping-pong (pinned/unpinned; managed and in C, the native floor), false sharing 8/64/128 B, PAUSE, SpinWait, Yield",
        QuickTime: "~2 min",
        FullTime: "~9 min",
        Benchmarks: [typeof(CacheLinePingPongBenchmarks), typeof(NativeCacheLinePingPongBenchmarks), typeof(FalseSharingBenchmarks), typeof(SpinCostBenchmarks)],
        Headlines:
        [
            new Headline("Interlocked counters 128 B apart vs on one line",
                new RowKey(nameof(FalseSharingBenchmarks), nameof(FalseSharingBenchmarks.Apart128), "Interlocked=True"),
                new RowKey(nameof(FalseSharingBenchmarks), nameof(FalseSharingBenchmarks.SameLine), "Interlocked=True")),
            new Headline("cache-line round trip, pinned vs unpinned",
                new RowKey(nameof(CacheLinePingPongBenchmarks), nameof(CacheLinePingPongBenchmarks.TwoLines), "Pinned=True"),
                new RowKey(nameof(CacheLinePingPongBenchmarks), nameof(CacheLinePingPongBenchmarks.TwoLines), "Pinned=False")),
            // managed ÷ native (the row is the managed loop, the baseline the same loop in C: a ratio of 0.91× is a
            // managed round trip 1.1 times the native one)
            ManagedVsNative(pinned: true),
            ManagedVsNative(pinned: false),
        ])
    {
        InTour = true,
        // a ping-pong, a spin call, an increment: arithmetic alone cannot get them wrong, so each plants its fault in the work
        PlantedFaultRows = ["*"],
    };

    private static Headline ManagedVsNative(bool pinned) =>
        new($"cache-line round trip, {(pinned ? "pinned" : "unpinned")}: managed vs the same loop in C (native floor, same run)",
            new RowKey(nameof(CacheLinePingPongBenchmarks), nameof(CacheLinePingPongBenchmarks.TwoLines), $"Pinned={pinned}"),
            new RowKey(nameof(NativeCacheLinePingPongBenchmarks), nameof(NativeCacheLinePingPongBenchmarks.NativeTwoLines), $"Pinned={pinned}"),
            MinRatio: 1 / 1.1, TargetText: "managed ≤ 1.1× native (ratio ≥ 0.91×)") { Native = true };
}
