using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E05;

/// <summary>E05's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class AsyncVsThreadsExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "When do the context switches of dedicated threads outweigh the cost of async thread-pool actors?",
        Compares: "ThreadedActorMpsc vs PoolActor (the same MPSC ring, thread vs pool); ThreadedActor vs ChannelActor; T = 1, 2, cores, 20, 100; sum of 100 ints vs SHA-512 of 100 bytes",
        QuickTime: "~3 min",
        FullTime: "~10 min",
        Benchmarks: [typeof(AsyncVsThreadsBenchmarks), typeof(SeedFaithfulAsyncVsThreadsBenchmarks)],
        Headlines:
        [
            Pair("T = 1, sum: ThreadedActorMpsc vs PoolActor (same ring; thread vs pool)", "Work=Sum&T=1"),
            Pair("T = 100, sum: ThreadedActorMpsc vs PoolActor (same ring; thread vs pool)", "Work=Sum&T=100"),
            Pair("T = 100, SHA-512: ThreadedActorMpsc vs PoolActor (same ring; thread vs pool)", "Work=Sha512&T=100"),
            new Headline("T = 1, sum: ThreadedActor (SPSC mailbox) vs ChannelActor",
                new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.ThreadedActor), "Work=Sum&T=1"),
                new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.ChannelActor), "Work=Sum&T=1"))
            {
                Floor = Floor("Work=Sum&T=1"),
                NotLikeForLike = OtherMailboxes,
            },
            new Headline("T = 100, sum: ThreadedActor (SPSC mailbox) vs ChannelActor",
                new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.ThreadedActor), "Work=Sum&T=100"),
                new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.ChannelActor), "Work=Sum&T=100"))
            {
                Floor = Floor("Work=Sum&T=100"),
                NotLikeForLike = OtherMailboxes,
            },
        ])
    {
        Profile = JobProfile.LongInvocations,
        Tables =
        [
            new TableShape(nameof(AsyncVsThreadsBenchmarks), r => AsyncVsThreadsBenchmarks.Messages * r.Number("T"), "N × T deliveries (N = 100 000)"),
            new TableShape(nameof(SeedFaithfulAsyncVsThreadsBenchmarks), r => SeedFaithfulAsyncVsThreadsBenchmarks.Messages * r.Number("T"), "N × T deliveries (N = 100 000)"),
        ],
        Charts =
        [
            new Chart("per-delivery-vs-t-sum", "Time per delivery vs T, sum of 100 ints", nameof(AsyncVsThreadsBenchmarks),
                "T", "T (actors, each receiving every message)", "Time per delivery (ns)",
                ChartValue.Time(Deliveries), "Work=Sum"),
            new Chart("per-delivery-vs-t-sha512", "Time per delivery vs T, SHA-512", nameof(AsyncVsThreadsBenchmarks),
                "T", "T (actors, each receiving every message)", "Time per delivery (ns)",
                ChartValue.Time(Deliveries), "Work=Sha512"),
            new Chart("context-switches-vs-t-sum", "Context switches per 1 000 deliveries vs T, sum", nameof(AsyncVsThreadsBenchmarks),
                "T", "T (actors, each receiving every message)", "Context switches per 1 000 deliveries",
                ChartValue.Metric("CtxSwitchesPerOp", r => Deliveries(r) / 1000), "Work=Sum"),
        ],
        SeedTables = "4, 5",
        // the floor's consumer hands one message over as the wrong payload; the seed-faithful rows plant their own
        PlantedFaultRows = [nameof(AsyncVsThreadsBenchmarks.Floor), $"{nameof(SeedFaithfulAsyncVsThreadsBenchmarks)}.*"],
    };

    /// <summary>Why the ThreadedActor–ChannelActor headlines are labelled.</summary>
    private const string OtherMailboxes =
        "other mailboxes too: ThreadedActor's SPSC ring takes one producer's posts, ChannelActor's channel any thread's, under a lock";

    /// <summary>Threads vs the pool over the same mailbox at <paramref name="parameters"/>: above 1 = the dedicated threads are faster.</summary>
    private static Headline Pair(string label, string parameters) =>
        new(label, new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.ThreadedActorMpsc), parameters),
            new RowKey(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.PoolActor), parameters)) { Floor = Floor(parameters) };

    /// <summary>The floor row (plain rings to spinning consumers, the same deliveries and work) at <paramref name="parameters"/>.</summary>
    private static RowKey Floor(string parameters) => new(nameof(AsyncVsThreadsBenchmarks), nameof(AsyncVsThreadsBenchmarks.Floor), parameters);

    /// <summary>Deliveries per operation: N messages to each of T actors.</summary>
    private static double Deliveries(ResultRow r) => AsyncVsThreadsBenchmarks.Messages * r.Number("T");
}
