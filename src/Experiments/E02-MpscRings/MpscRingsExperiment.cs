using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E02;

/// <summary>E02's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class MpscRingsExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Id: "E02",
        Folder: "E02-MpscRings",
        Question: "Which multi-producer design beats ConcurrentQueue, and does fetch-and-add beat compare-and-swap?",
        Peers: "MpscRingXadd (fetch-and-add claim; NoWait: its non-blocking claim), MpscRingCas, MpscLinkedQueue vs ConcurrentQueue, Channel, Disruptor-net (where the peers restore); P = 1, 2, 4; eager vs patient polling",
        QuickTime: "~2 min (~6 with the peers)",
        FullTime: "~5 min (~25 with the peers: busy-spinning Disruptor rows with 4 producers on 2 cores)",
        Benchmarks: [typeof(MpscStreamBenchmarks)],
        Headlines:
        [
            new Headline("2 producers, patient polling: MpscRingXadd vs ConcurrentQueue",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=2&Polling=Patient"),
                MinRatio: 2, TargetText: "≥ 2×"),
            new Headline("2 producers, eager polling: MpscRingXadd vs ConcurrentQueue",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Eager"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.ConcurrentQueue), "Producers=2&Polling=Eager")),
            new Headline("2 producers: MpscRingXadd patient vs eager polling",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Eager")),
            new Headline("2 producers, patient polling: MpscRingXadd vs MpscRingCas",
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient"),
                new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingCas), "Producers=2&Polling=Patient")),
            .. E02PeerHeadlines,
        ]);

    /// <summary>E02's target against Disruptor-net: their rows are compiled where Disruptor-net restores (DESIGN.md §8).</summary>
    private static IReadOnlyList<Headline> E02PeerHeadlines =>
    [
        new Headline("2 producers, patient polling: MpscRingXadd vs multi-producer Disruptor",
            new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient"),
            new RowKey(nameof(MpscStreamBenchmarks), "DisruptorMultiBusySpin", "Producers=2&Polling=Patient"),
            MinRatio: 1.2, TargetText: "≥ 1.2×") { Peer = "Disruptor" },
        new Headline("2 producers, patient polling: MpscRingXadd vs multi-producer Disruptor (Yielding)",
            new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient"),
            new RowKey(nameof(MpscStreamBenchmarks), "DisruptorMultiYielding", "Producers=2&Polling=Patient"),
            MinRatio: 1.2, TargetText: "≥ 1.2×") { Peer = "Disruptor" },
    ];
}
