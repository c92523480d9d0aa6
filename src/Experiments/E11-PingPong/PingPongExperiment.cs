using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E11;

/// <summary>E11's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class PingPongExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Id: "E11",
        Folder: "E11-PingPong",
        Question: "What does one request/response cost on an actor, with C = 1, 100 and 1 000 requests in flight (seed 000)?",
        Peers: "PoolActor ask (reply inline, reply crossing to the pool), ChannelActor vs MailboxProcessor (baseline), Proto.Actor RequestAsync (default timeout, none), Akka.NET Ask, Orleans grain call (in-process silo)",
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
            AgainstPeer(1, Inline, ProtoActor, 30),
            AgainstPeer(1, Inline, AkkaNet, 20),
            AgainstPeer(1, Crossing, ProtoActor, 3),
            AgainstPeer(1, Crossing, ProtoActorNoTimeout, 3),
            AgainstPeer(1, Crossing, AkkaNet, 3),
            AgainstPeer(1000, Inline, ProtoActor, 10),
            AgainstPeer(1000, Inline, ProtoActorNoTimeout, 10),
            AgainstPeer(1000, Inline, AkkaNet, 10),
        ])
    {
        SeedTables = "1",
        Seed = SeedReference.Seed000,
    };

    private const string Inline = nameof(PingPongBenchmarks.PoolActorInline);
    private const string Crossing = nameof(PingPongBenchmarks.PoolActorCrossing);

    /// <summary>A peer's row: its method (compiled where the peer restores), its label, its package.</summary>
    private sealed record PeerRow(string Method, string Label, string Package);

    private static readonly PeerRow ProtoActor = new("ProtoActorRequestAsync", "Proto.Actor RequestAsync", "Proto.Actor");
    private static readonly PeerRow ProtoActorNoTimeout = new("ProtoActorRequestAsyncNoTimeout", "Proto.Actor RequestAsync without timeout", "Proto.Actor");
    private static readonly PeerRow AkkaNet = new("AkkaAsk", "Akka.NET Ask", "Akka");

    /// <summary>An E11 row at concurrency <paramref name="c"/>.</summary>
    private static RowKey Row(string method, int c) => new(nameof(PingPongBenchmarks), method, $"Concurrency={c}");

    /// <summary>The target "<paramref name="method"/> ≥ <paramref name="minRatio"/>× <paramref name="peer"/>" at concurrency <paramref name="c"/>.</summary>
    private static Headline AgainstPeer(int c, string method, PeerRow peer, double minRatio) =>
        new($"C = {(c == 1000 ? "1 000" : c.ToString(System.Globalization.CultureInfo.InvariantCulture))}: {method} vs {peer.Label}",
            Row(method, c), Row(peer.Method, c), MinRatio: minRatio,
            TargetText: $"≥ {minRatio.ToString(System.Globalization.CultureInfo.InvariantCulture)}×")
        { Peer = peer.Package };
}
