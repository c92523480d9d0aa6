using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E11;

/// <summary>E11's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class PingPongExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "What does one request/response cost on an actor, with C = 1, 100 and 1 000 requests in flight (seed 000)?",
        Peers: "PoolActor ask (reply inline, reply crossing to the pool), ChannelActor vs MailboxProcessor (baseline), Proto.Actor RequestAsync (default timeout, none), Akka.NET Ask, Orleans grain call (in-process silo)",
        QuickTime: "~2 min",
        FullTime: "~5 min",
        Benchmarks: [typeof(PingPongBenchmarks)],
        Headlines:
        [
            AgainstFastestPeer(1, minRatio: 5),
            AgainstFastestPeer(1000, minRatio: 10),
            AgainstFastestPeer(100, minRatio: null),
            new Headline("C = 1: PoolActorCrossing vs MailboxProcessor",
                Row(Crossing, 1), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1)),
            new Headline("C = 1 000: PoolActorCrossing vs MailboxProcessor",
                Row(Crossing, 1000), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1000)),
            new Headline("no thread hand-over, C = 1: PoolActorInline vs MailboxProcessor (not like for like: 2 hand-overs fewer)",
                Row(Inline, 1), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1)),
            new Headline("no thread hand-over, C = 1: PoolActorInline vs ChannelActor (same replies, other mailbox)",
                Row(Inline, 1), Row(nameof(PingPongBenchmarks.ChannelActor), 1)),
        ])
    {
        SeedTables = "1",
        Seed = SeedReference.Seed000,
    };

    private const string Inline = nameof(PingPongBenchmarks.PoolActorInline);
    private const string Crossing = nameof(PingPongBenchmarks.PoolActorCrossing);

    /// <summary>An E11 row at concurrency <paramref name="c"/>.</summary>
    private static RowKey Row(string method, int c) => new(nameof(PingPongBenchmarks), method, $"Concurrency={c}");

    /// <summary>The peers' rows a "best of" picks the fastest from (compiled where each peer restores).</summary>
    private const string Peers = "ProtoActorRequestAsync*|AkkaAsk|OrleansGrainCall";

    /// <summary>
    /// "PoolActorCrossing ≥ <paramref name="minRatio"/>× the fastest peer, 0 B/request" at concurrency <paramref name="c"/>:
    /// the like-for-like row (two thread hand-overs per request, as Proto.Actor's and Orleans's; Akka.NET's three)
    /// against whichever peer the results show fastest.
    /// </summary>
    private static Headline AgainstFastestPeer(int c, double? minRatio) =>
        new($"C = {(c == 1000 ? "1 000" : c.ToString(System.Globalization.CultureInfo.InvariantCulture))}: PoolActorCrossing vs the fastest peer",
            Row(Crossing, c), Row(Peers, c), MinRatio: minRatio,
            TargetText: minRatio is { } r ? $"≥ {r.ToString(System.Globalization.CultureInfo.InvariantCulture)}×, 0 B/request" : null,
            MaxBytes: minRatio is null ? null : 0)
        { Peer = "Proto.Actor" };
}
