using PerfBuf.Experiments.E00;
using PerfBuf.Experiments.E01;
using PerfBuf.Experiments.E02;

namespace PerfBuf.Experiments.Lab;

/// <summary>Every experiment of the lab, in order. A new experiment adds one entry here.</summary>
public static class Catalog
{
    public static IReadOnlyList<Experiment> All { get; } =
    [
        new Experiment(
            Id: "E00",
            Folder: "E00-Floor",
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
            ]),
        new Experiment(
            Id: "E01",
            Folder: "E01-SpscRings",
            Question: "How much faster than System.Threading.Channels can a single-producer/single-consumer ring move messages?",
            Peers: "SpscRing (+drain, claim, 64 B, uncached), SpscSlotRing vs Channel (unbounded, bounded, async), ConcurrentQueue, BlockingCollection; 1 024 and 65 536 slots",
            QuickTime: "~5 min",
            FullTime: "~11 min",
            Benchmarks: [typeof(SpscStreamBenchmarks), typeof(SpscPingPongBenchmarks)],
            Headlines:
            [
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
            ]),
        new Experiment(
            Id: "E02",
            Folder: "E02-MpscRings",
            Question: "Which multi-producer design beats ConcurrentQueue, and does fetch-and-add beat compare-and-swap?",
            Peers: "MpscRingXadd, MpscRingCas, MpscLinkedQueue vs ConcurrentQueue, Channel; P = 1, 2, 4; eager vs patient polling",
            QuickTime: "~2 min",
            FullTime: "~5 min",
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
            ]),
    ];

    /// <summary>Finds an experiment by id ("E01", "e01", "1") or folder name; null if none matches.</summary>
    public static Experiment? Find(string idOrFolder)
    {
        var key = idOrFolder.Trim();
        if (int.TryParse(key, out var number))
        {
            key = $"E{number:00}";
        }
        return All.FirstOrDefault(e =>
            e.Id.Equals(key, StringComparison.OrdinalIgnoreCase) || e.Folder.Equals(key, StringComparison.OrdinalIgnoreCase));
    }

    /// <summary>The valid ids, for error messages.</summary>
    public static string Ids => string.Join(", ", All.Select(e => e.Id));
}
