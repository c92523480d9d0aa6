using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E12;

/// <summary>E12's definition: what the lab lists, runs, and generates the write-up's tables and headlines from.</summary>
public sealed class CounterActorExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "How many messages per second can S senders push into ONE counter actor (seed 002, Hopac's CounterActor), on our runtime against MailboxProcessor, Proto.Actor, Akka.NET, Orleans and Hopac?",
        Compares: "ActorSystem on AffinePool (its idle workers on a monitor, or spinning 10 µs then on a futex), on RunNextPool and on the thread pool, ThreadedActorMpsc, LaneActor (a lane per sender) vs MailboxProcessor (baseline), Proto.Actor Send, Akka.NET Tell, Orleans grain calls, Hopac Mailbox and Ch, and the floor: one thread adding locally; S = cores and 2 × cores",
        QuickTime: "~3 min",
        FullTime: "~28 min",
        Benchmarks: [typeof(CounterActorBenchmarks)],
        Headlines:
        [
            AgainstMailboxProcessor(1),
            AgainstMailboxProcessor(2),
            AgainstPeer(1, "ProtoActorSend", "Proto.Actor"),
            AgainstPeer(2, "ProtoActorSend", "Proto.Actor"),
            AgainstPeer(1, "AkkaTell", "Akka"),
            AgainstPeer(2, "AkkaTell", "Akka"),
            new Headline("S = cores: our runtime (best of AffinePool, RunNextPool, thread pool) vs Hopac (best of Mailbox, Ch: seed 002's own library)",
                Row(Ours, 1), Row("HopacMailbox|HopacCh", 1)) { Answers = HandOverShape.CounterUnderManySenders, Peer = "Hopac", Floor = Floor(1) },
            new Headline("S = cores: ThreadedActorMpsc (a dedicated thread) vs MailboxProcessor",
                Row(nameof(CounterActorBenchmarks.ThreadedActorMpsc), 1), Row(nameof(CounterActorBenchmarks.MailboxProcessor), 1)) { Floor = Floor(1) },
            new Headline("S = cores: LaneActor (a dedicated thread, a lane per sender) vs MailboxProcessor",
                Row(nameof(CounterActorBenchmarks.LaneActor), 1), Row(nameof(CounterActorBenchmarks.MailboxProcessor), 1),
                MinRatio: 10, TargetText: "≥ 10×, 0 B/message", MaxBytes: 0) { Floor = Floor(1) },
            new Headline("S = cores: LaneActor vs Proto.Actor",
                Row(nameof(CounterActorBenchmarks.LaneActor), 1), Row("ProtoActorSend", 1),
                MinRatio: 3, TargetText: "≥ 3×, 0 B/message", MaxBytes: 0) { Answers = HandOverShape.CounterUnderManySenders, Peer = "Proto.Actor", Floor = Floor(1) },
            new Headline("S = cores: LaneActor vs Akka.NET",
                Row(nameof(CounterActorBenchmarks.LaneActor), 1), Row("AkkaTell", 1),
                MinRatio: 3, TargetText: "≥ 3×, 0 B/message", MaxBytes: 0) { Answers = HandOverShape.CounterUnderManySenders, Peer = "Akka", Floor = Floor(1) },
            new Headline("S = cores: LaneActor (a lane per sender) vs ThreadedActorMpsc (one shared ring)",
                Row(nameof(CounterActorBenchmarks.LaneActor), 1), Row(nameof(CounterActorBenchmarks.ThreadedActorMpsc), 1)) { Floor = Floor(1) },
            new Headline("S = cores: our runtime (best of AffinePool, RunNextPool, thread pool) vs Orleans (awaited grain calls)",
                Row(Ours, 1), Row("OrleansGrainCall", 1))
            {
                Peer = "Microsoft.Orleans.Server",
                Floor = Floor(1),
                NotLikeForLike = "each Orleans Add is an awaited call whose reply crosses back to its sender; our Adds are one-way",
            },
        ])
    {
        // one sender sends one Add fewer, so the counter's total comes up short (ours and the peers' rows alike)
        PlantedFaultRows = ["*"],
        Tables = [new TableShape(nameof(CounterActorBenchmarks)) { ShowGcs = true }],
        Charts =
        [
            new Chart("per-message-vs-senders", "Time per message into one counter actor vs senders", nameof(CounterActorBenchmarks),
                nameof(CounterActorBenchmarks.SendersPerCore), "Senders per core (S ÷ cores)", "Time per message (ns)", ChartValue.Time()),
        ],
        SeedTables = "of 8 senders × 3 000 000 messages",
        Seed = SeedReference.Seed002,
    };

    /// <summary>Our runtime's rows: the headline takes whichever of them the results show faster.</summary>
    private const string Ours = "RuntimeAffinePool|RuntimeAffinePoolFutex|RuntimeRunNextPool|RuntimeThreadPool";

    /// <summary>An E12 row with <paramref name="sendersPerCore"/> senders per core.</summary>
    private static RowKey Row(string method, int sendersPerCore) => new(nameof(CounterActorBenchmarks), method, $"SendersPerCore={sendersPerCore}");

    /// <summary>The floor (one thread adding locally) in the cell of <paramref name="sendersPerCore"/> senders per core.</summary>
    private static RowKey Floor(int sendersPerCore) => Row(nameof(CounterActorBenchmarks.Floor), sendersPerCore);

    private static string Senders(int sendersPerCore) => sendersPerCore == 1 ? "S = cores" : $"S = {sendersPerCore} × cores";

    /// <summary>"our runtime ≥ 10× MailboxProcessor, 0 B/message" at S = <paramref name="sendersPerCore"/> × cores.</summary>
    private static Headline AgainstMailboxProcessor(int sendersPerCore) =>
        new($"{Senders(sendersPerCore)}: our runtime (best of AffinePool, RunNextPool, thread pool) vs MailboxProcessor",
            Row(Ours, sendersPerCore), Row(nameof(CounterActorBenchmarks.MailboxProcessor), sendersPerCore),
            MinRatio: 10, TargetText: "≥ 10×, 0 B/message", MaxBytes: 0)
        { Floor = Floor(sendersPerCore) };

    /// <summary>"our runtime ≥ 3× the peer, 0 B/message" at S = <paramref name="sendersPerCore"/> × cores.</summary>
    private static Headline AgainstPeer(int sendersPerCore, string method, string package) =>
        new($"{Senders(sendersPerCore)}: our runtime (best of AffinePool, RunNextPool, thread pool) vs {(package == "Akka" ? "Akka.NET" : package)}",
            Row(Ours, sendersPerCore), Row(method, sendersPerCore),
            MinRatio: 3, TargetText: "≥ 3×, 0 B/message", MaxBytes: 0)
        { Peer = package, Floor = Floor(sendersPerCore) };
}
