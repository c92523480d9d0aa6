using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E01;

/// <summary>E01's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class SpscRingsExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "How much faster than System.Threading.Channels can a single-producer/single-consumer ring move messages?",
        Peers: "SpscRing (+drain, claim, 64 B, uncached, batch publication, batch claim), SpscSlotRing (and, in the ping-pong, SpscSlotLineRing: a slot per 128-byte block), a one-core copy floor vs Channel (unbounded, bounded, async), ConcurrentQueue, BlockingCollection, Disruptor-net (where the peers restore); 1 024 and 65 536 slots",
        QuickTime: "~5 min (~7 with the peers)",
        FullTime: "~18 min (~22 with Disruptor-net)",
        Benchmarks: [typeof(SpscStreamBenchmarks), typeof(SpscPingPongBenchmarks)],
        Headlines:
        [
            new Headline("stream, 65 536 slots: our best SPSC ring vs Channel",
                new RowKey(nameof(SpscStreamBenchmarks), "Spsc*", "Capacity=65536"),
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.Channel), "Capacity=65536"),
                MinRatio: 20, TargetText: "≥ 20×"),
            new Headline("stream, 1 024 slots: our best SPSC ring vs Channel",
                new RowKey(nameof(SpscStreamBenchmarks), "Spsc*", "Capacity=1024"),
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.Channel), "Capacity=1024"),
                MinRatio: 20, TargetText: "≥ 20×"),
            new Headline("stream, 1 024 slots: SpscRing vs Channel",
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.SpscRing), "Capacity=1024"),
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.Channel), "Capacity=1024"),
                MinRatio: 10, TargetText: "≥ 10×"),
            new Headline("stream, 65 536 slots: SpscRing vs Channel",
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.SpscRing), "Capacity=65536"),
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.Channel), "Capacity=65536"),
                MinRatio: 10, TargetText: "≥ 10×"),
            new Headline("stream, 1 024 slots: SpscSlotRing vs Channel",
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.SpscSlotRing), "Capacity=1024"),
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.Channel), "Capacity=1024"),
                MinRatio: 10, TargetText: "≥ 10×"),
            new Headline("ping-pong: SpscRing vs Channel",
                new RowKey(nameof(SpscPingPongBenchmarks), nameof(SpscPingPongBenchmarks.SpscRing)),
                new RowKey(nameof(SpscPingPongBenchmarks), nameof(SpscPingPongBenchmarks.Channel))),
            new Headline("ping-pong: SpscRing vs the cache-line floor (same run)",
                new RowKey(nameof(SpscPingPongBenchmarks), nameof(SpscPingPongBenchmarks.SpscRing)),
                new RowKey(nameof(SpscPingPongBenchmarks), nameof(SpscPingPongBenchmarks.Floor)),
                MinRatio: 1 / 1.3, TargetText: "round trip ≤ 1.3× the floor (ratio ≥ 0.77×)"),
            new Headline("ping-pong: SpscSlotRing vs the cache-line floor (same run)",
                new RowKey(nameof(SpscPingPongBenchmarks), nameof(SpscPingPongBenchmarks.SpscSlotRing)),
                new RowKey(nameof(SpscPingPongBenchmarks), nameof(SpscPingPongBenchmarks.Floor)),
                MinRatio: 1 / 1.3, TargetText: "round trip ≤ 1.3× the floor (ratio ≥ 0.77×)"),
            new Headline("ping-pong: SpscSlotLineRing (one slot per 128-byte block) vs the cache-line floor (same run)",
                new RowKey(nameof(SpscPingPongBenchmarks), nameof(SpscPingPongBenchmarks.SpscSlotLineRing)),
                new RowKey(nameof(SpscPingPongBenchmarks), nameof(SpscPingPongBenchmarks.Floor)),
                MinRatio: 1 / 1.3, TargetText: "round trip ≤ 1.3× the floor (ratio ≥ 0.77×)"),
            new Headline("ping-pong: SpscSlotLineRing vs SpscSlotRing (what a slot per block buys)",
                new RowKey(nameof(SpscPingPongBenchmarks), nameof(SpscPingPongBenchmarks.SpscSlotLineRing)),
                new RowKey(nameof(SpscPingPongBenchmarks), nameof(SpscPingPongBenchmarks.SpscSlotRing))),
            new Headline("stream, 65 536 slots: SpscRingBatch vs SpscRing (what batch publication buys)",
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.SpscRingBatch), "Capacity=65536"),
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.SpscRing), "Capacity=65536")),
            new Headline("stream, 65 536 slots: our best SPSC ring vs one core writing and reading the same bytes (Floor, same run)",
                new RowKey(nameof(SpscStreamBenchmarks), "Spsc*", "Capacity=65536"),
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.Floor), "Capacity=65536")),
            new Headline("stream, 1 024 slots: our best SPSC ring vs one core writing and reading the same bytes (Floor, same run)",
                new RowKey(nameof(SpscStreamBenchmarks), "Spsc*", "Capacity=1024"),
                new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.Floor), "Capacity=1024")),
            .. E01PeerHeadlines,
        ])
    {
        InTour = true,
        // the two floors beside the rings (ping-pong and stream copy)
        PlantedFaultRows = [nameof(SpscStreamBenchmarks.Floor)],
    };

    /// <summary>
    /// E01's targets against Disruptor-net: their rows are compiled where Disruptor-net restores (DESIGN.md §8). Its
    /// best configuration is picked from the results at report time (every <c>Disruptor*</c> row of the stream class).
    /// </summary>
    private static IReadOnlyList<Headline> E01PeerHeadlines =>
    [
        new Headline("stream, 65 536 slots: SpscRing vs Disruptor-net's best configuration",
            new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.SpscRing), "Capacity=65536"),
            new RowKey(nameof(SpscStreamBenchmarks), "Disruptor*", "Capacity=65536"),
            MinRatio: 1.5, TargetText: "≥ 1.5×") { Peer = "Disruptor" },
        new Headline("stream, 65 536 slots: our best SPSC ring vs Disruptor-net's best configuration",
            new RowKey(nameof(SpscStreamBenchmarks), "Spsc*", "Capacity=65536"),
            new RowKey(nameof(SpscStreamBenchmarks), "Disruptor*", "Capacity=65536"),
            MinRatio: 1.5, TargetText: "≥ 1.5×") { Peer = "Disruptor" },
        new Headline("stream, 1 024 slots: our best SPSC ring vs Disruptor-net's best configuration",
            new RowKey(nameof(SpscStreamBenchmarks), "Spsc*", "Capacity=1024"),
            new RowKey(nameof(SpscStreamBenchmarks), "Disruptor*", "Capacity=1024")) { Peer = "Disruptor" },
    ];
}
