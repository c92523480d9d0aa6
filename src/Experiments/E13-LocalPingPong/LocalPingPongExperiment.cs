using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E13;

/// <summary>E13's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class LocalPingPongExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "How many messages per second do P = 1–12 pairs of actors in one process exchange in batches of 100 (seed 003, Proto.Actor's LocalPingPong), on our runtime against Proto.Actor, Akka.NET and Orleans?",
        Compares: "ActorSystem on RunNextPool and on the thread pool with a next slot (a woken actor runs on its waker's thread), on the thread pool and on AffinePool split across two workers (its idle workers parking on a monitor, or spinning 10 µs and then on a futex) (pairs on shared workers, as the peers' are; a pair on one worker, labelled) vs Proto.Actor (baseline: its own benchmark's settings), Akka.NET (default dispatcher at the lab's one swept throughput), Orleans grain-to-grain calls (in-process silo), and the floor: two spinning threads passing a batch through plain rings; P = 1, 2, 4, 8, 12 pairs; and Akka.NET's dispatcher-throughput sweep (5, 30, 100, 300, 900 at P = 2 and 8), which picks that throughput",
        QuickTime: "~5 min",
        FullTime: "~45 min",
        Benchmarks: [typeof(LocalPingPongBenchmarks), .. PeerBenchmarks],
        Headlines:
        [
            // the next slot: a woken actor runs on its waker's thread, so the scheduler itself keeps a pair together (no key
            // chooses it); its crossings are the design's result, noted against the peers' (both placed by their schedulers)
            new Headline("worst cell (P = 1, 2, 4, 8, 12): our runtime with a next slot (best of RunNextPool, thread pool with a next slot) vs Proto.Actor",
                EveryCell(OursNextSlot), EveryCell("ProtoActor"),
                MinRatio: 2, TargetText: "≥ 2× in every cell, within 1.5× of the floor, 0 B/message", MaxBytes: 0)
            {
                Answers = HandOverShape.ActorPairs,
                Peer = "Proto.Actor",
                Floor = Floor,
                MaxFloorDistance = 1.5,
                CrossingsByScheduler = NextSlotCrossings,
            },
            new Headline("worst cell: our runtime with a next slot (best of RunNextPool, thread pool with a next slot) vs Akka.NET",
                EveryCell(OursNextSlot), EveryCell("Akka"),
                MinRatio: 2, TargetText: "≥ 2× in every cell, within 1.5× of the floor")
            {
                Answers = HandOverShape.ActorPairs,
                Peer = "Akka",
                Floor = Floor,
                MaxFloorDistance = 1.5,
                CrossingsByScheduler = NextSlotCrossings,
            },
            new Headline("what the next slot buys, worst cell: RuntimeRunNextPool vs RuntimeAffinePoolSplit (the same workers, a pair split by its keys)",
                EveryCell(nameof(LocalPingPongBenchmarks.RuntimeRunNextPool)), EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePoolSplit)))
            {
                Floor = Floor,
                CrossingsByScheduler = NextSlotCrossings,
            },
            new Headline("what the next slot buys on the .NET thread pool, worst cell: RuntimeThreadPoolRunNext vs RuntimeThreadPool",
                EveryCell(nameof(LocalPingPongBenchmarks.RuntimeThreadPoolRunNext)), EveryCell(nameof(LocalPingPongBenchmarks.RuntimeThreadPool)))
            {
                Floor = Floor,
                CrossingsByScheduler = NextSlotCrossings,
            },
            new Headline("kept together by the scheduler or by the key, worst cell: RuntimeRunNextPool vs RuntimeAffinePool (a pair keyed onto one worker)",
                EveryCell(nameof(LocalPingPongBenchmarks.RuntimeRunNextPool)), EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePool)))
            {
                Floor = Floor,
            },
            // lead with our rows whose pairs run on shared workers, as the peers' do (the crossings column shows how
            // often each side's messages change thread; the like-for-like check holds them within half a crossing)
            new Headline("worst cell (P = 1, 2, 4, 8, 12): our runtime on shared workers (best of thread pool, AffinePool split, AffinePool split with futex parking) vs Proto.Actor",
                EveryCell(OursCrossing), EveryCell("ProtoActor"),
                MinRatio: 2, TargetText: "≥ 2× in every cell, 0 B/message", MaxBytes: 0) { Peer = "Proto.Actor", Floor = Floor },
            new Headline("worst cell: our runtime on shared workers (best of thread pool, AffinePool split, AffinePool split with futex parking) vs Orleans (grain-to-grain calls)",
                EveryCell(OursCrossing), EveryCell("OrleansGrainCall")) { Peer = "Microsoft.Orleans.Server", Floor = Floor },
            new Headline("the idle wait alone, worst cell: RuntimeAffinePoolSplitFutex (spin 10 µs, then futex) vs RuntimeAffinePoolSplit (spin, yield, then monitor)",
                EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePoolSplitFutex)), EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePoolSplit))) { Floor = Floor },
            // Akka.NET's pairs mostly stay on one thread from P = 2 on, ours on the thread pool cross on some messages: where
            // the counted crossings part, the report labels the headline with them (per cell) and gives no verdict
            new Headline("worst cell: our runtime on shared workers (best of thread pool, AffinePool split, AffinePool split with futex parking) vs Akka.NET",
                EveryCell(OursCrossing), EveryCell("Akka"),
                MinRatio: 2, TargetText: "≥ 2× in every cell")
            {
                Peer = "Akka",
                Floor = Floor,
            },
            // what placement buys, and the scheduler alone: rows that do other work, labelled
            new Headline("what placement buys, worst cell: RuntimeAffinePool (a pair on one worker) vs RuntimeAffinePoolSplit (across two)",
                EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePool)), EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePoolSplit)))
            {
                Floor = Floor,
                NotLikeForLike = "a pair on one worker hands nothing to another thread; split, every message crosses",
            },
            new Headline("what placement buys, worst cell: RuntimeAffinePool (a pair on one worker) vs Proto.Actor",
                EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePool)), EveryCell("ProtoActor"))
            {
                Peer = "Proto.Actor",
                Floor = Floor,
                NotLikeForLike = "the placement is chosen: a pair is kept on one worker by its key, where Proto.Actor's pairs share a thread only as far as the pool's scheduling keeps them there (their counts vary from run to run)",
            },
            new Headline("the scheduler alone, worst cell: RuntimeAffinePoolSplitFutex vs RuntimeThreadPool",
                EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePoolSplitFutex)), EveryCell(nameof(LocalPingPongBenchmarks.RuntimeThreadPool)),
                MinRatio: 1, TargetText: "≥ 1× in every cell")
            {
                Floor = Floor,
                NotLikeForLike = "the split pool crosses on every message; the thread pool's pairs cross on some, as its stealing decides",
            },
            new Headline("the scheduler alone, worst cell: RuntimeAffinePoolSplit vs RuntimeThreadPool",
                EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePoolSplit)), EveryCell(nameof(LocalPingPongBenchmarks.RuntimeThreadPool)))
            {
                Floor = Floor,
                NotLikeForLike = "the split pool crosses on every message; the thread pool's pairs cross on some, as its stealing decides",
            },
        ])
    {
        Tables = [new TableShape(nameof(LocalPingPongBenchmarks)) { ShowGcs = true }],
        Charts =
        [
            new Chart("per-message-vs-pairs", "Time per message (one delivery, ping→pong or pong→ping) vs P", nameof(LocalPingPongBenchmarks),
                "Pairs", "P (pairs of actors)", "Time per message (ns)", ChartValue.Time()),
        ],
        SeedTables = "LocalPingPong, 8 actors on both sides",
        Seed = SeedReference.Seed003,
        // a quick run leaves the throughput sweep out (ten Akka.NET cases that only pick a setting)
        QuickFilters = [nameof(LocalPingPongBenchmarks)],
    };

    /// <summary>Akka.NET's throughput sweep, where that peer is compiled in (docs/DESIGN.md §8).</summary>
    private static Type[] PeerBenchmarks =>
#if PERFBUF_PEER_AKKA
        [typeof(AkkaThroughputSweepBenchmarks)];
#else
        [];
#endif

    /// <summary>Our runtime's rows whose pairs run on shared workers: in each cell the headline takes whichever the results show faster.</summary>
    private const string OursCrossing = "RuntimeThreadPool|RuntimeAffinePoolSplit|RuntimeAffinePoolSplitFutex";

    /// <summary>Our runtime's rows with a next slot.</summary>
    private const string OursNextSlot = "RuntimeRunNextPool|RuntimeThreadPoolRunNext";

    /// <summary>Why the next-slot rows' crossings are their scheduler's result (Headline.CrossingsByScheduler).</summary>
    private const string NextSlotCrossings = "a next slot runs a woken actor on its waker's thread, so the scheduler itself keeps a pair together; no key places it";

    /// <summary>The floor row in every cell.</summary>
    private static readonly RowKey Floor = EveryCell(nameof(LocalPingPongBenchmarks.Floor));

    /// <summary>An E13 row in every parameter cell (the headline's value is its worst cell's).</summary>
    private static RowKey EveryCell(string method) => new(nameof(LocalPingPongBenchmarks), method, Headline.EveryCell);
}
