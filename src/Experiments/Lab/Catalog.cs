using PerfBuf.Experiments.E00;
using PerfBuf.Experiments.E01;
using PerfBuf.Experiments.E02;
using PerfBuf.Experiments.E03;
using PerfBuf.Experiments.E04;
using PerfBuf.Experiments.E05;
using PerfBuf.Experiments.E06;
using PerfBuf.Experiments.E07;
using PerfBuf.Experiments.E11;

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
            Peers: "SpscRing (+drain, claim, 64 B, uncached), SpscSlotRing vs Channel (unbounded, bounded, async), ConcurrentQueue, BlockingCollection, Disruptor-net (where the peers restore); 1 024 and 65 536 slots",
            QuickTime: "~5 min (~7 with the peers)",
            FullTime: "~11 min (~17 with the peers)",
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
                .. E01PeerHeadlines,
            ]),
        new Experiment(
            Id: "E02",
            Folder: "E02-MpscRings",
            Question: "Which multi-producer design beats ConcurrentQueue, and does fetch-and-add beat compare-and-swap?",
            Peers: "MpscRingXadd, MpscRingCas, MpscLinkedQueue vs ConcurrentQueue, Channel, Disruptor-net (where the peers restore); P = 1, 2, 4; eager vs patient polling",
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
            ]),
        new Experiment(
            Id: "E03",
            Folder: "E03-ThreadedActor",
            Question: "What does a dedicated-thread actor add per message over the work itself, against F# MailboxProcessor?",
            Peers: "ThreadedActor (SPSC/MPSC mailbox), SeedThreadedActor vs ChannelActor, MailboxProcessor; Hammer and Payload alone; sum (vector, scalar) and SHA-512",
            QuickTime: "~2 min",
            FullTime: "~3 min",
            Benchmarks: [typeof(SingleActorBenchmarks)],
            Headlines:
            [
                new Headline("ThreadedActor overhead per message (− Payload), sum of 100 ints",
                    new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.ThreadedActor), "Work=Sum"), null,
                    TargetText: "≤ 3 ns", Minus: new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.Payload), "Work=Sum"), MaxNs: 3),
                new Headline("overhead per message: ThreadedActor vs MailboxProcessor, sum of 100 ints",
                    new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.ThreadedActor), "Work=Sum"),
                    new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.MailboxProcessor), "Work=Sum"),
                    MinRatio: 50, TargetText: "≥ 50×", Minus: new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.Payload), "Work=Sum")),
                new Headline("overhead per message: ThreadedActor vs SeedThreadedActor, sum of 100 ints",
                    new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.ThreadedActor), "Work=Sum"),
                    new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.SeedThreadedActor), "Work=Sum"),
                    Minus: new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.Payload), "Work=Sum")),
                new Headline("ThreadedActor vs MailboxProcessor (whole time), SHA-512",
                    new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.ThreadedActor), "Work=Sha512"),
                    new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.MailboxProcessor), "Work=Sha512")),
            ])
        {
            Tables = [new TableShape(nameof(SingleActorBenchmarks), OverheadOf: nameof(SingleActorBenchmarks.Payload))],
            SeedTables = "2",
        },
        new Experiment(
            Id: "E04",
            Folder: "E04-FanOut",
            Question: "With T actors each receiving every message, how far ahead of MailboxProcessor do dedicated-thread actors stay as T, N and the payload grow?",
            Peers: "ThreadedActor, SeedThreadedActor vs MailboxProcessor; T = 10, 20, 100; N = 1 000, 100 000; P = 10, 100, 1 000",
            QuickTime: "~4 min",
            FullTime: "~8 min",
            Benchmarks: [typeof(FanOutBenchmarks)],
            Headlines:
            [
                new Headline("T = 100, N = 100 000, P = 100: ThreadedActor vs MailboxProcessor",
                    new RowKey(nameof(FanOutBenchmarks), nameof(FanOutBenchmarks.ThreadedActor), "T=100&N=100000&P=100"),
                    new RowKey(nameof(FanOutBenchmarks), nameof(FanOutBenchmarks.MailboxProcessor), "T=100&N=100000&P=100"),
                    MinRatio: 30, TargetText: "≥ 30×"),
                new Headline("worst cell of the grid: ThreadedActor vs MailboxProcessor",
                    new RowKey(nameof(FanOutBenchmarks), nameof(FanOutBenchmarks.ThreadedActor), Headline.EveryCell),
                    new RowKey(nameof(FanOutBenchmarks), nameof(FanOutBenchmarks.MailboxProcessor), Headline.EveryCell),
                    MinRatio: 1, TargetText: "> 1× in every cell"),
                new Headline("T = 100, N = 100 000, P = 100: ThreadedActor vs SeedThreadedActor",
                    new RowKey(nameof(FanOutBenchmarks), nameof(FanOutBenchmarks.ThreadedActor), "T=100&N=100000&P=100"),
                    new RowKey(nameof(FanOutBenchmarks), nameof(FanOutBenchmarks.SeedThreadedActor), "T=100&N=100000&P=100")),
            ])
        {
            Profile = JobProfile.LongInvocations,
            Tables = [new TableShape(nameof(FanOutBenchmarks), r => r.Number("N") * r.Number("T"), "N × T deliveries")],
            Charts =
            [
                new Chart("ns per delivery vs T", nameof(FanOutBenchmarks), "T", "ns per delivery",
                    r => r.MeanNs / (r.Number("N") * r.Number("T")), "N=100000&P=100"),
                new Chart("ns per delivery vs T", nameof(FanOutBenchmarks), "T", "ns per delivery",
                    r => r.MeanNs / (r.Number("N") * r.Number("T")), "N=1000&P=100"),
                new Chart("ns per delivery vs P", nameof(FanOutBenchmarks), "P", "ns per delivery",
                    r => r.MeanNs / (r.Number("N") * r.Number("T")), "T=100&N=100000"),
            ],
            SeedTables = "3",
        },
        new Experiment(
            Id: "E05",
            Folder: "E05-AsyncVsThreads",
            Question: "When do the context switches of dedicated threads outweigh the cost of async thread-pool actors?",
            Peers: "ThreadedActor vs ChannelActor; T = 1, 2, cores, 20, 100; sum of 100 ints vs SHA-512 of 100 bytes",
            QuickTime: "~3 min",
            FullTime: "~6 min",
            Benchmarks: [typeof(AsyncVsThreadsBenchmarks)],
            Headlines:
            [
                new Headline("T = 1, sum: ThreadedActor vs ChannelActor",
                    new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.ThreadedActor), "Work=Sum&T=1"),
                    new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.ChannelActor), "Work=Sum&T=1")),
                new Headline("T = 100, sum: ThreadedActor vs ChannelActor",
                    new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.ThreadedActor), "Work=Sum&T=100"),
                    new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.ChannelActor), "Work=Sum&T=100")),
                new Headline("T = 100, SHA-512: ThreadedActor vs ChannelActor",
                    new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.ThreadedActor), "Work=Sha512&T=100"),
                    new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.ChannelActor), "Work=Sha512&T=100")),
            ])
        {
            Profile = JobProfile.LongInvocations,
            Tables = [new TableShape(nameof(AsyncVsThreadsBenchmarks), r => AsyncVsThreadsBenchmarks.Messages * r.Number("T"), "N × T deliveries (N = 100 000)")],
            Charts =
            [
                new Chart("ns per delivery vs T, sum of 100 ints", nameof(AsyncVsThreadsBenchmarks), "T", "ns per delivery",
                    r => r.MeanNs / (AsyncVsThreadsBenchmarks.Messages * r.Number("T")), "Work=Sum"),
                new Chart("ns per delivery vs T, SHA-512", nameof(AsyncVsThreadsBenchmarks), "T", "ns per delivery",
                    r => r.MeanNs / (AsyncVsThreadsBenchmarks.Messages * r.Number("T")), "Work=Sha512"),
                new Chart("context switches per 1 000 deliveries vs T, sum", nameof(AsyncVsThreadsBenchmarks), "T", "switches per 1 000",
                    r => r.Metrics.TryGetValue("CtxSwitchesPerOp", out var v) ? v * 1000 / (AsyncVsThreadsBenchmarks.Messages * r.Number("T")) : null, "Work=Sum"),
            ],
            SeedTables = "4, 5",
        },
        new Experiment(
            Id: "E06",
            Folder: "E06-Backpressure",
            Question: "With bounded mailboxes and a fast producer, what does each backpressure policy cost, and who waits how long?",
            Peers: "BoundedThreadedActor (Block, Block async, FailFast + retry, DropNewest) vs bounded Channel (Wait), BlockingCollection; T = 1, 15, 30; sum vs SHA-512",
            QuickTime: "~3 min",
            FullTime: "~7 min",
            Benchmarks: [typeof(BackpressureBenchmarks)],
            Headlines:
            [
                new Headline("T = 15, sum: BoundedThreadedActor (Block) vs bounded Channel",
                    new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.Block), "T=15&Work=Sum"),
                    new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.BoundedChannel), "T=15&Work=Sum")),
                new Headline("T = 15, sum: Block (async producer) vs bounded Channel",
                    new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.BlockAsync), "T=15&Work=Sum"),
                    new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.BoundedChannel), "T=15&Work=Sum")),
                new Headline("T = 15, sum: Block vs BlockingCollection",
                    new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.Block), "T=15&Work=Sum"),
                    new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.BlockingCollection), "T=15&Work=Sum")),
            ])
        {
            Profile = JobProfile.LongInvocations,
            Tables = [new TableShape(nameof(BackpressureBenchmarks), r => BackpressureBenchmarks.Messages * r.Number("T"), "N × T posts (N = 100 000)")],
            Charts =
            [
                new Chart("ns per post vs T, sum of 100 ints", nameof(BackpressureBenchmarks), "T", "ns per post",
                    r => r.MeanNs / (BackpressureBenchmarks.Messages * r.Number("T")), "Work=Sum"),
                new Chart("ns per post vs T, SHA-512", nameof(BackpressureBenchmarks), "T", "ns per post",
                    r => r.MeanNs / (BackpressureBenchmarks.Messages * r.Number("T")), "Work=Sha512"),
            ],
            SeedTables = "6",
        },
        new Experiment(
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
                    r => r.Metrics.TryGetValue("CompletedWorkItemsPerOp", out var v) ? v : null, Series: "Work"),
            ],
        },
        new Experiment(
            Id: "E11",
            Folder: "E11-PingPong",
            Question: "What does one request/response cost on an actor, with C = 1, 100 and 1 000 requests in flight (seed 000)?",
            Peers: "PoolActor ask (reply inline, reply crossing to the pool), ChannelActor vs MailboxProcessor (baseline), Proto.Actor RequestAsync (default timeout, none), Akka.NET Ask; Orleans not measured",
            QuickTime: "~2 min",
            FullTime: "~3 min",
            Benchmarks: [typeof(PingPongBenchmarks)],
            Headlines:
            [
                new Headline("C = 1: PoolActorInline vs MailboxProcessor",
                    Row(nameof(PingPongBenchmarks.PoolActorInline), 1), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1)),
                new Headline("C = 1: PoolActorCrossing vs MailboxProcessor",
                    Row(nameof(PingPongBenchmarks.PoolActorCrossing), 1), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1)),
                new Headline("C = 1 000: PoolActorInline vs MailboxProcessor",
                    Row(nameof(PingPongBenchmarks.PoolActorInline), 1000), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1000)),
                new Headline("C = 1: PoolActorInline vs ChannelActor (same replies, other mailbox)",
                    Row(nameof(PingPongBenchmarks.PoolActorInline), 1), Row(nameof(PingPongBenchmarks.ChannelActor), 1)),
#if PERFBUF_PEERS
                new Headline("C = 1: PoolActorInline vs Proto.Actor RequestAsync",
                    Row(nameof(PingPongBenchmarks.PoolActorInline), 1), Row(nameof(PingPongBenchmarks.ProtoActorRequestAsync), 1),
                    MinRatio: 30, TargetText: "≥ 30×"),
                new Headline("C = 1: PoolActorInline vs Akka.NET Ask",
                    Row(nameof(PingPongBenchmarks.PoolActorInline), 1), Row(nameof(PingPongBenchmarks.AkkaAsk), 1),
                    MinRatio: 20, TargetText: "≥ 20×"),
                new Headline("C = 1: PoolActorCrossing vs Proto.Actor RequestAsync",
                    Row(nameof(PingPongBenchmarks.PoolActorCrossing), 1), Row(nameof(PingPongBenchmarks.ProtoActorRequestAsync), 1),
                    MinRatio: 3, TargetText: "≥ 3×"),
                new Headline("C = 1: PoolActorCrossing vs Proto.Actor RequestAsync without timeout",
                    Row(nameof(PingPongBenchmarks.PoolActorCrossing), 1), Row(nameof(PingPongBenchmarks.ProtoActorRequestAsyncNoTimeout), 1),
                    MinRatio: 3, TargetText: "≥ 3×"),
                new Headline("C = 1: PoolActorCrossing vs Akka.NET Ask",
                    Row(nameof(PingPongBenchmarks.PoolActorCrossing), 1), Row(nameof(PingPongBenchmarks.AkkaAsk), 1),
                    MinRatio: 3, TargetText: "≥ 3×"),
                new Headline("C = 1 000: PoolActorInline vs Proto.Actor RequestAsync",
                    Row(nameof(PingPongBenchmarks.PoolActorInline), 1000), Row(nameof(PingPongBenchmarks.ProtoActorRequestAsync), 1000),
                    MinRatio: 10, TargetText: "≥ 10×"),
                new Headline("C = 1 000: PoolActorInline vs Proto.Actor RequestAsync without timeout",
                    Row(nameof(PingPongBenchmarks.PoolActorInline), 1000), Row(nameof(PingPongBenchmarks.ProtoActorRequestAsyncNoTimeout), 1000),
                    MinRatio: 10, TargetText: "≥ 10×"),
                new Headline("C = 1 000: PoolActorInline vs Akka.NET Ask",
                    Row(nameof(PingPongBenchmarks.PoolActorInline), 1000), Row(nameof(PingPongBenchmarks.AkkaAsk), 1000),
                    MinRatio: 10, TargetText: "≥ 10×"),
#endif
            ])
        {
            SeedTables = "1",
            Seed = SeedReference.Seed000,
        },
    ];

    /// <summary>E01's targets against Disruptor-net: present only in a build with the peers (DESIGN.md §8).</summary>
    private static IReadOnlyList<Headline> E01PeerHeadlines =>
#if PERFBUF_PEERS
    [
        new Headline("stream, 65 536 slots: SpscRing vs Disruptor-net's best configuration",
            new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.SpscRing), "Capacity=65536"),
            new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.DisruptorValueBusySpin), "Capacity=65536"),
            MinRatio: 1.5, TargetText: "≥ 1.5×"),
        new Headline("stream, 65 536 slots: SpscRing vs Disruptor-net (ValueDisruptor, Yielding)",
            new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.SpscRing), "Capacity=65536"),
            new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.DisruptorValueYielding), "Capacity=65536"),
            MinRatio: 1.5, TargetText: "≥ 1.5×"),
        new Headline("stream, 65 536 slots: SpscRing vs Disruptor-net (batch handler, BusySpin)",
            new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.SpscRing), "Capacity=65536"),
            new RowKey(nameof(SpscStreamBenchmarks), nameof(SpscStreamBenchmarks.DisruptorBatchBusySpin), "Capacity=65536"),
            MinRatio: 1.5, TargetText: "≥ 1.5×"),
    ];
#else
    [];
#endif

    /// <summary>E02's target against Disruptor-net: present only in a build with the peers (DESIGN.md §8).</summary>
    private static IReadOnlyList<Headline> E02PeerHeadlines =>
#if PERFBUF_PEERS
    [
        new Headline("2 producers, patient polling: MpscRingXadd vs multi-producer Disruptor",
            new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient"),
            new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.DisruptorMultiBusySpin), "Producers=2&Polling=Patient"),
            MinRatio: 1.2, TargetText: "≥ 1.2×"),
        new Headline("2 producers, patient polling: MpscRingXadd vs multi-producer Disruptor (Yielding)",
            new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.MpscRingXadd), "Producers=2&Polling=Patient"),
            new RowKey(nameof(MpscStreamBenchmarks), nameof(MpscStreamBenchmarks.DisruptorMultiYielding), "Producers=2&Polling=Patient"),
            MinRatio: 1.2, TargetText: "≥ 1.2×"),
    ];
#else
    [];
#endif

    /// <summary>An E11 row at concurrency <paramref name="c"/>.</summary>
    private static RowKey Row(string method, int c) => new(nameof(PingPongBenchmarks), method, $"Concurrency={c}");

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
