using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E01;

/// <summary>E01's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class SpscRingsExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "How much faster than System.Threading.Channels can a single-producer/single-consumer ring move messages?",
        Compares: "SpscRing (+drain, claim, span consumer, lean layout popping or draining, 64 B, uncached, batch publication, batch claim, batch claim with the span consumer), SpscSlotRing (and, in the ping-pong, SpscSlotLineRing: a slot per 128-byte block), a one-core copy floor vs Channel (unbounded, bounded, async), ConcurrentQueue, BlockingCollection, Disruptor-net (per message, and with a 64-sequence batch claim, where the peers restore); SpscRing (popping or draining), SpscRingBatch and SpscSlotLineRing in C (the native floor, where it is built); 1 024 and 65 536 slots",
        QuickTime: "~8 min (more with the peers)",
        FullTime: "~40 min (more with Disruptor-net)",
        Benchmarks: [typeof(SpscStreamBenchmarks), typeof(SpscPingPongBenchmarks), typeof(NativeSpscStreamBenchmarks), typeof(NativeSpscPingPongBenchmarks)],
        Headlines:
        [
            // two families, never crossed (docs/DESIGN.md §3, like for like): rings that publish each message against
            // Channel and Disruptor-net publishing each message; rings that publish 64 at a time against Disruptor-net's
            // batch claim (E01PeerHeadlines). Every stream headline shows its distance to the one-core copy floor.
            new Headline("stream, 65 536 slots: our best per-message SPSC ring vs Channel",
                Stream(PerMessageRings, 65536), Stream(nameof(SpscStreamBenchmarks.Channel), 65536),
                MinRatio: 20, TargetText: "≥ 20×") { Answers = HandOverShape.SingleProducerStream, Floor = StreamFloor(65536) },
            new Headline("stream, 1 024 slots: our best per-message SPSC ring vs Channel",
                Stream(PerMessageRings, 1024), Stream(nameof(SpscStreamBenchmarks.Channel), 1024),
                MinRatio: 20, TargetText: "≥ 20×") { Answers = HandOverShape.SingleProducerStream, Floor = StreamFloor(1024) },
            new Headline("stream, 1 024 slots: SpscRing vs Channel",
                Stream(nameof(SpscStreamBenchmarks.SpscRing), 1024), Stream(nameof(SpscStreamBenchmarks.Channel), 1024),
                MinRatio: 10, TargetText: "≥ 10×") { Floor = StreamFloor(1024) },
            new Headline("stream, 65 536 slots: SpscRing vs Channel",
                Stream(nameof(SpscStreamBenchmarks.SpscRing), 65536), Stream(nameof(SpscStreamBenchmarks.Channel), 65536),
                MinRatio: 10, TargetText: "≥ 10×") { Floor = StreamFloor(65536) },
            new Headline("stream, 1 024 slots: SpscSlotRing vs Channel",
                Stream(nameof(SpscStreamBenchmarks.SpscSlotRing), 1024), Stream(nameof(SpscStreamBenchmarks.Channel), 1024),
                MinRatio: 10, TargetText: "≥ 10×") { Floor = StreamFloor(1024) },
            new Headline("ping-pong: SpscRing vs Channel",
                PingPong(nameof(SpscPingPongBenchmarks.SpscRing)), PingPong(nameof(SpscPingPongBenchmarks.Channel)))
            {
                Answers = HandOverShape.PingPong,
                Floor = PingPong(nameof(SpscPingPongBenchmarks.Floor)),
            },
            new Headline("ping-pong: SpscRing vs the cache-line floor (same run)",
                PingPong(nameof(SpscPingPongBenchmarks.SpscRing)), PingPong(nameof(SpscPingPongBenchmarks.Floor)),
                MinRatio: 1 / 1.3, TargetText: "round trip ≤ 1.3× the floor (ratio ≥ 0.77×)"),
            new Headline("ping-pong: SpscSlotRing vs the cache-line floor (same run)",
                PingPong(nameof(SpscPingPongBenchmarks.SpscSlotRing)), PingPong(nameof(SpscPingPongBenchmarks.Floor)),
                MinRatio: 1 / 1.3, TargetText: "round trip ≤ 1.3× the floor (ratio ≥ 0.77×)"),
            new Headline("ping-pong: SpscSlotLineRing (one slot per 128-byte block) vs the cache-line floor (same run)",
                PingPong(nameof(SpscPingPongBenchmarks.SpscSlotLineRing)), PingPong(nameof(SpscPingPongBenchmarks.Floor)),
                MinRatio: 1 / 1.3, TargetText: "round trip ≤ 1.3× the floor (ratio ≥ 0.77×)"),
            new Headline("ping-pong: SpscSlotLineRing vs SpscSlotRing (what a slot per block buys)",
                PingPong(nameof(SpscPingPongBenchmarks.SpscSlotLineRing)), PingPong(nameof(SpscPingPongBenchmarks.SpscSlotRing)))
            {
                Floor = PingPong(nameof(SpscPingPongBenchmarks.Floor)),
            },
            .. E01PeerHeadlines,
            .. E01NativeHeadlines,
            new Headline("stream, 65 536 slots: SpscRingBatch vs SpscRing (what batch publication buys)",
                Stream(nameof(SpscStreamBenchmarks.SpscRingBatch), 65536), Stream(nameof(SpscStreamBenchmarks.SpscRing), 65536))
            {
                Floor = StreamFloor(65536),
                NotLikeForLike = "64 messages per publication against one",
            },
            new Headline("stream, 65 536 slots: our best SPSC ring vs one core writing and reading the same bytes (Floor, same run)",
                Stream(AnyRing, 65536), Stream(nameof(SpscStreamBenchmarks.Floor), 65536))
            {
                NotLikeForLike = "the floor stays on one core (0 crossings) and copies 64 at a time",
            },
            new Headline("stream, 1 024 slots: our best SPSC ring vs one core writing and reading the same bytes (Floor, same run)",
                Stream(AnyRing, 1024), Stream(nameof(SpscStreamBenchmarks.Floor), 1024))
            {
                NotLikeForLike = "the floor stays on one core (0 crossings) and copies 64 at a time",
            },
        ])
    {
        InTour = true,
        // the two floors beside the rings (ping-pong and stream copy)
        // and the native floor's C loops (a wrong value sent or echoed once, in C)
        PlantedFaultRows = [nameof(SpscStreamBenchmarks.Floor), $"{nameof(NativeSpscStreamBenchmarks)}.*", $"{nameof(NativeSpscPingPongBenchmarks)}.*"],
        Charts =
        [
            // the stream headlines' cells: every row at both capacities, Channel and the copy floor among them
            new Chart("per-message-vs-capacity", "Stream: time per message vs ring capacity", nameof(SpscStreamBenchmarks),
                "Capacity", "Capacity (slots)", "Time per message (ns)", ChartValue.Time()),
        ],
    };

    /// <summary>The rings that publish every message on its own (the per-message family; each is one row in every cell).</summary>
    private const string PerMessageRings = "SpscRing|SpscRingDrain|SpscRingClaimDrain|SpscRingSpan|SpscLeanRing|SpscLeanRingDrain|SpscSlotRing|SpscRingPad64|SpscRingUncached";

    /// <summary>The rings that publish 64 messages per store (the batch family).</summary>
    private const string BatchRings = "SpscRingBatch|SpscRingBatchClaim|SpscRingBatchSpan";

    /// <summary>Every ring of ours, either family (only against the floor, labelled).</summary>
    private const string AnyRing = PerMessageRings + "|" + BatchRings;

    /// <summary>Disruptor-net publishing every message on its own (its value and class-event configurations).</summary>
    private const string PerMessageDisruptor = "DisruptorValueBusySpin|DisruptorValueYielding|DisruptorBatchBusySpin";

    /// <summary>Disruptor-net claiming and publishing 64 sequences at a time (<c>Next(64)</c>, one publish per run).</summary>
    private const string BatchDisruptor = "DisruptorClaim64BusySpin";

    private static RowKey Stream(string method, int capacity) => new(nameof(SpscStreamBenchmarks), method, $"Capacity={capacity}");

    /// <summary>The stream's floor row (one core writing and reading the same bytes) at <paramref name="capacity"/> slots.</summary>
    private static RowKey StreamFloor(int capacity) => Stream(nameof(SpscStreamBenchmarks.Floor), capacity);

    private static RowKey PingPong(string method) => new(nameof(SpscPingPongBenchmarks), method);

    /// <summary>
    /// Managed ÷ native: each ring against the same design in C (the native floor, src/Native), same workload, same run.
    /// The row is the managed ring, the baseline its C twin, so the ratio is native time ÷ managed time: 0.83× is a managed
    /// stream 1.2 times the native one. Run where the native floor is built; evaluated from results anywhere.
    /// </summary>
    private static IReadOnlyList<Headline> E01NativeHeadlines =>
    [
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscRing), nameof(NativeSpscStreamBenchmarks.NativeSpscRing), 65536, "65 536"),
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscRing), nameof(NativeSpscStreamBenchmarks.NativeSpscRing), 1024, "1 024"),
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscRingBatch), nameof(NativeSpscStreamBenchmarks.NativeSpscRingBatch), 65536, "65 536"),
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscRingBatch), nameof(NativeSpscStreamBenchmarks.NativeSpscRingBatch), 1024, "1 024"),
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscLeanRing), nameof(NativeSpscStreamBenchmarks.NativeSpscRing), 65536, "65 536"),
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscLeanRing), nameof(NativeSpscStreamBenchmarks.NativeSpscRing), 1024, "1 024"),
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscLeanRingDrain), nameof(NativeSpscStreamBenchmarks.NativeSpscRingDrain), 65536, "65 536"),
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscLeanRingDrain), nameof(NativeSpscStreamBenchmarks.NativeSpscRingDrain), 1024, "1 024"),
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscRingSpan), nameof(NativeSpscStreamBenchmarks.NativeSpscRingDrain), 65536, "65 536"),
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscRingSpan), nameof(NativeSpscStreamBenchmarks.NativeSpscRingDrain), 1024, "1 024"),
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscRingBatchSpan), nameof(NativeSpscStreamBenchmarks.NativeSpscRingBatch), 65536, "65 536"),
        NativeStreamHeadline(nameof(SpscStreamBenchmarks.SpscRingBatchSpan), nameof(NativeSpscStreamBenchmarks.NativeSpscRingBatch), 1024, "1 024"),
        NativePingPongHeadline(nameof(SpscPingPongBenchmarks.SpscRing), nameof(NativeSpscPingPongBenchmarks.NativeSpscRing)),
        NativePingPongHeadline(nameof(SpscPingPongBenchmarks.SpscSlotLineRing), nameof(NativeSpscPingPongBenchmarks.NativeSpscSlotLineRing)),
    ];

    private static Headline NativeStreamHeadline(string managed, string native, int capacity, string slots) =>
        new($"stream, {slots} slots: {managed} vs the same ring in C (native floor, same run)",
            Stream(managed, capacity), new RowKey(nameof(NativeSpscStreamBenchmarks), native, $"Capacity={capacity}"),
            MinRatio: 1 / 1.2, TargetText: "managed ≤ 1.2× native (ratio ≥ 0.83×)") { Native = true, Floor = StreamFloor(capacity) };

    private static Headline NativePingPongHeadline(string managed, string native) =>
        new($"ping-pong: {managed} vs the same rings in C (native floor, same run)",
            PingPong(managed), new RowKey(nameof(NativeSpscPingPongBenchmarks), native),
            MinRatio: 1 / 1.1, TargetText: "managed ≤ 1.1× native (ratio ≥ 0.91×)") { Native = true, Floor = PingPong(nameof(SpscPingPongBenchmarks.Floor)) };

    /// <summary>
    /// E01's targets against Disruptor-net, one family at a time: its rows are compiled where Disruptor-net restores
    /// (docs/DESIGN.md §8), and each family's best configuration is picked from the results at report time.
    /// </summary>
    private static IReadOnlyList<Headline> E01PeerHeadlines =>
    [
        new Headline("stream, 65 536 slots: SpscRing vs Disruptor-net's best per-message configuration",
            Stream(nameof(SpscStreamBenchmarks.SpscRing), 65536), Stream(PerMessageDisruptor, 65536),
            MinRatio: 1.5, TargetText: "≥ 1.5×") { Peer = "Disruptor", Floor = StreamFloor(65536) },
        new Headline("stream, 65 536 slots: our best per-message SPSC ring vs Disruptor-net's best per-message configuration",
            Stream(PerMessageRings, 65536), Stream(PerMessageDisruptor, 65536),
            MinRatio: 1.5, TargetText: "≥ 1.5×") { Answers = HandOverShape.SingleProducerStream, Peer = "Disruptor", Floor = StreamFloor(65536) },
        new Headline("stream, 1 024 slots: our best per-message SPSC ring vs Disruptor-net's best per-message configuration",
            Stream(PerMessageRings, 1024), Stream(PerMessageDisruptor, 1024)) { Peer = "Disruptor", Floor = StreamFloor(1024) },
        new Headline("stream, 65 536 slots: our best batch-publishing ring vs Disruptor-net's batch claim (64 per publish)",
            Stream(BatchRings, 65536), Stream(BatchDisruptor, 65536)) { Peer = "Disruptor", Floor = StreamFloor(65536) },
        new Headline("stream, 1 024 slots: our best batch-publishing ring vs Disruptor-net's batch claim (64 per publish)",
            Stream(BatchRings, 1024), Stream(BatchDisruptor, 1024)) { Peer = "Disruptor", Floor = StreamFloor(1024) },
    ];
}
