using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E11;

/// <summary>E11's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class PingPongExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
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
            new Headline("C = 1: PoolActorInline vs Proto.Actor RequestAsync",
                Row(nameof(PingPongBenchmarks.PoolActorInline), 1), Row("ProtoActorRequestAsync", 1),
                MinRatio: 30, TargetText: "≥ 30×") { Peer = "Proto.Actor" },
            new Headline("C = 1: PoolActorInline vs Akka.NET Ask",
                Row(nameof(PingPongBenchmarks.PoolActorInline), 1), Row("AkkaAsk", 1),
                MinRatio: 20, TargetText: "≥ 20×") { Peer = "Akka" },
            new Headline("C = 1: PoolActorCrossing vs Proto.Actor RequestAsync",
                Row(nameof(PingPongBenchmarks.PoolActorCrossing), 1), Row("ProtoActorRequestAsync", 1),
                MinRatio: 3, TargetText: "≥ 3×") { Peer = "Proto.Actor" },
            new Headline("C = 1: PoolActorCrossing vs Proto.Actor RequestAsync without timeout",
                Row(nameof(PingPongBenchmarks.PoolActorCrossing), 1), Row("ProtoActorRequestAsyncNoTimeout", 1),
                MinRatio: 3, TargetText: "≥ 3×") { Peer = "Proto.Actor" },
            new Headline("C = 1: PoolActorCrossing vs Akka.NET Ask",
                Row(nameof(PingPongBenchmarks.PoolActorCrossing), 1), Row("AkkaAsk", 1),
                MinRatio: 3, TargetText: "≥ 3×") { Peer = "Akka" },
            new Headline("C = 1 000: PoolActorInline vs Proto.Actor RequestAsync",
                Row(nameof(PingPongBenchmarks.PoolActorInline), 1000), Row("ProtoActorRequestAsync", 1000),
                MinRatio: 10, TargetText: "≥ 10×") { Peer = "Proto.Actor" },
            new Headline("C = 1 000: PoolActorInline vs Proto.Actor RequestAsync without timeout",
                Row(nameof(PingPongBenchmarks.PoolActorInline), 1000), Row("ProtoActorRequestAsyncNoTimeout", 1000),
                MinRatio: 10, TargetText: "≥ 10×") { Peer = "Proto.Actor" },
            new Headline("C = 1 000: PoolActorInline vs Akka.NET Ask",
                Row(nameof(PingPongBenchmarks.PoolActorInline), 1000), Row("AkkaAsk", 1000),
                MinRatio: 10, TargetText: "≥ 10×") { Peer = "Akka" },
        ])
    {
        SeedTables = "1",
        Seed = SeedReference.Seed000,
    };

    /// <summary>An E11 row at concurrency <paramref name="c"/>.</summary>
    private static RowKey Row(string method, int c) => new(nameof(PingPongBenchmarks), method, $"Concurrency={c}");
}
