using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E11;

/// <summary>E11's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class PingPongExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "What does one request/response cost on an actor, with C = 1, 100 and 1 000 requests in flight (seed 000)?",
        Peers: "PoolActor ask (reply inline, reply crossing to the pool), ChannelActor vs MailboxProcessor (baseline), Proto.Actor RequestAsync (default timeout, none), Akka.NET Ask, Orleans grain call (in-process silo), and the floor: two spinning threads exchanging C requests in flight through plain rings",
        QuickTime: "~2 min",
        FullTime: "~5 min",
        Benchmarks: [typeof(PingPongBenchmarks)],
        Headlines:
        [
            // lead with the peers that cross threads as PoolActorCrossing does (the request to the actor's thread, the
            // reply back to a pool thread); Akka.NET's Ask adds a temporary actor's hand-over and is shown labelled
            AgainstFastestPeer(1, minRatio: 5),
            AgainstFastestPeer(1000, minRatio: 10),
            AgainstFastestPeer(100, minRatio: null),
            new Headline("C = 1: PoolActorCrossing vs MailboxProcessor",
                Row(Crossing, 1), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1)) { Floor = Row(nameof(PingPongBenchmarks.Floor), 1) },
            new Headline("C = 1 000: PoolActorCrossing vs MailboxProcessor",
                Row(Crossing, 1000), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1000)),
            new Headline("no thread hand-over for the reply, C = 1: PoolActorInline vs ChannelActor (same replies, other mailbox)",
                Row(Inline, 1), Row(nameof(PingPongBenchmarks.ChannelActor), 1)),
            new Headline("C = 1: PoolActorCrossing vs Akka.NET Ask",
                Row(Crossing, 1), Row("AkkaAsk", 1))
            {
                Peer = "Akka",
                NotLikeForLike = "Akka.NET's Ask answers through a temporary actor: a hand-over more per request",
            },
            new Headline("no thread hand-over for the reply, C = 1: PoolActorInline vs MailboxProcessor",
                Row(Inline, 1), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1))
            {
                NotLikeForLike = "the reply's continuation runs inline on the actor's thread; MailboxProcessor's crosses to the pool",
            },
        ])
    {
        SeedTables = "1",
        Seed = SeedReference.Seed000,
    };

    private const string Inline = nameof(PingPongBenchmarks.PoolActorInline);
    private const string Crossing = nameof(PingPongBenchmarks.PoolActorCrossing);

    /// <summary>An E11 row at concurrency <paramref name="c"/>.</summary>
    private static RowKey Row(string method, int c) => new(nameof(PingPongBenchmarks), method, $"Concurrency={c}");

    /// <summary>
    /// The peers' rows a "best of" picks the fastest from (compiled where each peer restores): those whose requests
    /// cross threads as PoolActorCrossing's do (Akka.NET's Ask is shown on its own, labelled).
    /// </summary>
    private const string Peers = "ProtoActorRequestAsync*|OrleansGrainCall";

    /// <summary>
    /// "PoolActorCrossing ≥ <paramref name="minRatio"/>× the fastest peer, 0 B/request" at concurrency <paramref name="c"/>:
    /// the like-for-like row (two thread hand-overs per request, as Proto.Actor's and Orleans's) against whichever of
    /// those peers the results show fastest.
    /// </summary>
    private static Headline AgainstFastestPeer(int c, double? minRatio) =>
        new($"C = {(c == 1000 ? "1 000" : c.ToString(System.Globalization.CultureInfo.InvariantCulture))}: PoolActorCrossing vs the fastest like-for-like peer",
            Row(Crossing, c), Row(Peers, c), MinRatio: minRatio,
            TargetText: minRatio is { } r ? $"≥ {r.ToString(System.Globalization.CultureInfo.InvariantCulture)}×, 0 B/request" : null,
            MaxBytes: minRatio is null ? null : 0)
        { Peer = "Proto.Actor", Floor = Row(nameof(PingPongBenchmarks.Floor), c) };
}
