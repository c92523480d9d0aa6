using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E02;

/// <summary>E02's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class MpscRingsExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "Which multi-producer design beats ConcurrentQueue, and does fetch-and-add beat compare-and-swap?",
        Compares: "MpscRingXadd (fetch-and-add claim; NoWait: its non-blocking claim), MpscRingCas, MpscLanes (a lane per producer), MpscLeanLanes (lean lanes drained in spans), MpscBatchRing (cells freed per drained batch; Batch: runs of 64), MpscLinkedQueue vs ConcurrentQueue, the floor (one core writing and reading the same bytes), Channel, Disruptor-net (where the peers restore); P = 1, 2, 4; eager, patient and yielding polling",
        QuickTime: "~12 min (more with the peers)",
        FullTime: "~60 min (more with Disruptor-net)",
        Benchmarks: [typeof(MpscStreamBenchmarks), .. PeerBenchmarks],
        Headlines:
        [
            new Headline("2 producers, patient polling: our best per-message MPSC ring vs ConcurrentQueue",
                new RowKey(nameof(MpscStreamBenchmarks), OurPerMessageRings, "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=2&Polling=Patient"),
                MinRatio: 2, TargetText: "≥ 2×") { Answers = HandOverShape.MultiProducerStream, Floor = FloorAt(2) },
            new Headline("2 producers, patient polling: MpscRingXadd vs ConcurrentQueue",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=2&Polling=Patient"),
                MinRatio: 2, TargetText: "≥ 2×") { Floor = FloorAt(2) },
            new Headline("2 producers, eager polling: MpscRingXadd vs ConcurrentQueue",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Eager"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=2&Polling=Eager")) { Floor = FloorAt(2) },
            new Headline("2 producers: MpscRingXadd patient vs eager polling",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Eager")) { Floor = FloorAt(2) },
            new Headline("2 producers, patient polling: MpscRingXadd vs MpscRingCas",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingCas), "Producers=2&Polling=Patient")) { Floor = FloorAt(2) },
            new Headline("2 producers, patient polling: MpscBatchRing (cells freed per drained batch) vs MpscRingCas (per-slot sequence)",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscBatchRing), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingCas), "Producers=2&Polling=Patient")) { Floor = FloorAt(2) },
            new Headline("2 producers, patient polling: MpscBatchRingBatch (runs of 64, labelled) vs MpscBatchRing",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscBatchRingBatch), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscBatchRing), "Producers=2&Polling=Patient")) { Floor = FloorAt(2) },
            new Headline("2 producers, patient polling: MpscLanes (a lane per producer) vs ConcurrentQueue",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscLanes), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=2&Polling=Patient"),
                MinRatio: 2, TargetText: "≥ 2×") { Answers = HandOverShape.MultiProducerStream, Floor = FloorAt(2) },
            new Headline("2 producers, patient polling: MpscLanes (a lane per producer) vs MpscRingXadd (one shared tail)",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscLanes), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient")) { Floor = FloorAt(2) },
            new Headline("2 producers, patient polling: MpscLeanLanes (lean lanes drained in spans) vs ConcurrentQueue",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscLeanLanes), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=2&Polling=Patient"),
                MinRatio: 2, TargetText: "≥ 2×") { Answers = HandOverShape.MultiProducerStream, Floor = FloorAt(2) },
            new Headline("2 producers, patient polling: MpscLeanLanes (lean lanes drained in spans) vs MpscLanes (popped one by one)",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscLeanLanes), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscLanes), "Producers=2&Polling=Patient")) { Floor = FloorAt(2) },
            new Headline("2 producers, yielding: MpscLeanLanes (lean lanes drained in spans) vs ConcurrentQueue",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscLeanLanes), "Producers=2&Polling=Yielding"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=2&Polling=Yielding"),
                MinRatio: 2, TargetText: "≥ 2×") { Answers = HandOverShape.MultiProducerStream, Floor = FloorAt(2) },
            new Headline("2 producers, yielding: our best per-message MPSC ring vs ConcurrentQueue",
                new RowKey(nameof(MpscStreamBenchmarks), OurPerMessageRings, "Producers=2&Polling=Yielding"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=2&Polling=Yielding"),
                MinRatio: 2, TargetText: "≥ 2×") { Floor = FloorAt(2) },
            new Headline("2 producers: MpscLeanLanes yielding vs patient polling",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscLeanLanes), "Producers=2&Polling=Yielding"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscLeanLanes), "Producers=2&Polling=Patient")) { Floor = FloorAt(2) },
            new Headline("2 producers: ConcurrentQueue yielding vs patient polling",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=2&Polling=Yielding"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=2&Polling=Patient")) { Floor = FloorAt(2) },
            new Headline("4 producers, patient polling: MpscLanes (a lane per producer) vs ConcurrentQueue",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscLanes), "Producers=4&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=4&Polling=Patient")) { Answers = HandOverShape.MultiProducerStream, Floor = FloorAt(4) },
            .. E02PeerHeadlines,
        ])
    {
        PlantedFaultRows = [nameof(MpscStreamBenchmarks.Floor)],
        Charts =
        [
            // the headlines' cells are at 2 producers, most of them with patient polling
            new Chart("per-message-vs-producers-patient", "Time per message vs producers", nameof(MpscStreamBenchmarks),
                "Producers", "P (producers)", "Time per message (ns)", ChartValue.Time(), "Polling=Patient"),
            new Chart("per-message-vs-producers-eager", "Time per message vs producers", nameof(MpscStreamBenchmarks),
                "Producers", "P (producers)", "Time per message (ns)", ChartValue.Time(), "Polling=Eager"),
            new Chart("per-message-vs-producers-yielding", "Time per message vs producers", nameof(MpscStreamBenchmarks),
                "Producers", "P (producers)", "Time per message (ns)", ChartValue.Time(), "Polling=Yielding"),
        ],
    };

    /// <summary>The floor row in the patient-polling cell of <paramref name="producers"/> producers (the floor itself has
    /// neither: one thread writes and reads the messages).</summary>
    private static RowKey FloorAt(int producers) =>
        new(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.Floor), $"Producers={producers}&Polling=Patient");

    /// <summary>Our bounded rings that publish one message per claim (the like-for-like side of the "best of" headlines;
    /// MpscBatchRingBatch publishes runs, a different producer model, and is compared with Disruptor-net's claim rows).</summary>
    private const string OurPerMessageRings = "MpscRingXadd|MpscRingXaddNoWait|MpscRingCas|MpscBatchRing";

    /// <summary>
    /// E02's target against Disruptor-net: their rows are compiled where Disruptor-net restores (docs/DESIGN.md §8). Its
    /// best multi-producer configuration is picked from the results at report time.
    /// </summary>
    private static IReadOnlyList<Headline> E02PeerHeadlines =>
    [
        new Headline("2 producers, patient polling: MpscRingXadd vs multi-producer Disruptor-net's best configuration",
            new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient"),
            new RowKey("MpscDisruptorBenchmarks", "DisruptorMulti*", "Producers=2"),
            MinRatio: 1.2, TargetText: "≥ 1.2×") { Peer = "Disruptor", Floor = FloorAt(2) },
        new Headline("2 producers, patient polling: our best per-message MPSC ring vs multi-producer Disruptor-net's best configuration",
            new RowKey(nameof(MpscStreamBenchmarks), OurPerMessageRings, "Producers=2&Polling=Patient"),
            new RowKey("MpscDisruptorBenchmarks", "DisruptorMulti*", "Producers=2"),
            MinRatio: 1.2, TargetText: "≥ 1.2×") { Peer = "Disruptor", Floor = FloorAt(2) },
        new Headline("2 producers, runs of 64 (labelled: batch publication): MpscBatchRingBatch vs Disruptor-net's claim of 64",
            new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscBatchRingBatch), "Producers=2&Polling=Patient"),
            new RowKey("MpscDisruptorBenchmarks", "DisruptorClaim64BusySpin", "Producers=2")) { Peer = "Disruptor", Floor = FloorAt(2) },
        new Headline("1 producer, patient polling: MpscRingXadd vs multi-producer Disruptor-net's best configuration",
            new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=1&Polling=Patient"),
            new RowKey("MpscDisruptorBenchmarks", "DisruptorMulti*", "Producers=1")) { Peer = "Disruptor", Floor = FloorAt(1) },
    ];

    /// <summary>The Disruptor-net class, where that peer is compiled in (docs/DESIGN.md §8).</summary>
    private static Type[] PeerBenchmarks =>
#if PERFBUF_PEER_DISRUPTOR
        [typeof(MpscDisruptorBenchmarks)];
#else
        [];
#endif
}
