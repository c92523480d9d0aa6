using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E11;

/// <summary>E11's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class PingPongExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "What does one request/response cost on an actor, with C = 1, 100 and 1 000 requests in flight: to one actor, and one to each of C actors (seed 000's workload)?",
        Compares: "PingPongBenchmarks, C requests to one actor (not seed 000's workload): PoolActor ask (reply inline, reply crossing to the pool), the runtime's ask on AffinePool (idle workers on a monitor, or spinning 10 µs then on a futex; reply crossing to the pool), the runtime's ask on RunNextPool with the measuring thread waiting synchronously (reply waking it inline), ChannelActor (the lab's, with our pooled replies, reply inline), ChannelActorCrossing (the plainest Channel actor: an unbounded channel read by a Task.Run loop, a TaskCompletionSource per request, reply crossing to the pool) vs MailboxProcessor (baseline), Proto.Actor RequestAsync (default timeout, none), Akka.NET Ask, Orleans grain call (in-process silo), and the floor: two spinning threads exchanging C requests in flight through plain rings. " +
               "SeedPingPongBenchmarks, seed 000's workload, one request to each of C actors per round: PoolActor ask (reply crossing to the pool), the runtime's ask on RunNextPool with the measuring thread waiting synchronously, ChannelActor (reply inline), ChannelActorCrossing (reply crossing to the pool) vs MailboxProcessor (baseline), Proto.Actor RequestAsync, Akka.NET Ask, Orleans calls to C grains, CustomActorNoMailbox (no mailbox: seed 000's CustomActor, a SemaphoreSlim-guarded direct call), and the same floor, measured in this class's run",
        QuickTime: "~4 min",
        FullTime: "~50 min",
        Benchmarks: [typeof(PingPongBenchmarks), typeof(SeedPingPongBenchmarks)],
        Headlines:
        [
            // the runtime's ask that stays home: the request handled on a RunNextPool worker, the reply waking the waiting
            // measuring thread inline (no thread-pool hop): two crossings per request, as the floor's
            WaitingAgainstFrameworks(1, floorTarget: true),
            WaitingAgainstFrameworks(100, floorTarget: false),
            WaitingAgainstFrameworks(1000, floorTarget: false),
            SeedWaitingAgainstFrameworks(1),
            SeedWaitingAgainstFrameworks(100),
            SeedWaitingAgainstFrameworks(1000),
            new Headline("C = 1: what the waiting asker buys: RuntimeRunNextWaiting vs RuntimeAffinePoolCrossing (reply's continuation on the thread pool)",
                Row(Waiting, 1), Row(nameof(PingPongBenchmarks.RuntimeAffinePoolCrossing), 1)) { Floor = Floor(1) },
            // lead with the peers whose requests take the same path as PoolActorCrossing's (the request through the
            // actor's mailbox, the reply's continuation queued to the pool) where their counted crossings agree;
            // Akka.NET's Ask adds a temporary actor's hand-over and is shown labelled
            AgainstFastestPeer(1, minRatio: 5),
            new Headline("C = 1: PoolActorCrossing vs MailboxProcessor",
                Row(Crossing, 1), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1)) { Floor = Floor(1) },
            // the plainest rival a .NET developer would write: a Channel actor whose replies cross as ours do
            AgainstPlainChannelActor(1),
            AgainstPlainChannelActor(100),
            AgainstPlainChannelActor(1000),
            new Headline("C = 1: RuntimeAffinePoolFutexCrossing vs RuntimeAffinePoolCrossing (the idle wait alone)",
                Row(nameof(PingPongBenchmarks.RuntimeAffinePoolFutexCrossing), 1), Row(nameof(PingPongBenchmarks.RuntimeAffinePoolCrossing), 1)) { Floor = Floor(1) },
            new Headline("no thread hand-over for the reply, C = 1: PoolActorInline vs ChannelActor (same replies, other mailbox)",
                Row(Inline, 1), Row(nameof(PingPongBenchmarks.ChannelActor), 1)) { Floor = Floor(1) },
            // seed 000's workload (one request to each of C actors): the same pairings, like for like
            new Headline("seed 000's workload, C = 1 actor: PoolActorCrossing vs MailboxProcessor",
                SeedRow(SeedCrossing, 1), SeedRow(nameof(SeedPingPongBenchmarks.MailboxProcessor), 1)) { Floor = SeedFloor(1) },
            SeedAgainstPlainChannelActor(1),
            SeedAgainstPlainChannelActor(100),
            SeedAgainstPlainChannelActor(1000),
            // where the counted crossings part in a run, the report labels the headline with both counts (per cell) and
            // gives no verdict: no reason typed here, so none can describe one run's counts and be read against another's
            AgainstFastestPeer(1000, minRatio: 10),
            new Headline("C = 1 000: PoolActorCrossing vs MailboxProcessor",
                Row(Crossing, 1000), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1000)) { Floor = Floor(1000) },
            AgainstFastestPeer(100, minRatio: null),
            SeedAgainstFastestPeer(1000),
            SeedAgainstFastestPeer(1),
            new Headline("seed 000's workload, C = 1 000 actors: PoolActorCrossing vs MailboxProcessor",
                SeedRow(SeedCrossing, 1000), SeedRow(nameof(SeedPingPongBenchmarks.MailboxProcessor), 1000))
            {
                Floor = SeedFloor(1000),
            },
            new Headline("C = 1: the runtime on AffinePool with futex parking (RuntimeAffinePoolFutexCrossing) vs PoolActorCrossing",
                Row(nameof(PingPongBenchmarks.RuntimeAffinePoolFutexCrossing), 1), Row(Crossing, 1),
                TargetText: "within 1.5× of the floor", MaxFloorDistance: 1.5)
            {
                Floor = Floor(1),
                NotLikeForLike = "the runtime's request crosses to the affine worker and its reply back to the thread pool; PoolActorCrossing's stay on one pool thread",
            },
            new Headline("C = 1: PoolActorCrossing vs Akka.NET Ask",
                Row(Crossing, 1), Row("AkkaAsk", 1))
            {
                Peer = "Akka",
                Floor = Floor(1),
                NotLikeForLike = "Akka.NET's Ask answers through a temporary actor: a hand-over more per request",
            },
            new Headline("no thread hand-over for the reply, C = 1: PoolActorInline vs MailboxProcessor",
                Row(Inline, 1), Row(nameof(PingPongBenchmarks.MailboxProcessor), 1))
            {
                Floor = Floor(1),
                NotLikeForLike = "the reply's continuation runs inline on the actor's thread; MailboxProcessor's crosses to the pool",
            },
            new Headline("seed 000's workload, C = 1 actor: PoolActorCrossing vs CustomActorNoMailbox (seed 000's CustomActor)",
                SeedRow(SeedCrossing, 1), SeedRow(nameof(SeedPingPongBenchmarks.CustomActorNoMailbox), 1))
            {
                Floor = SeedFloor(1),
                NotLikeForLike = NoMailbox,
            },
        ])
    {
        SeedTables = "1",
        Seed = SeedReference.Seed000,
        PlantedFaultRows = [$"{nameof(SeedPingPongBenchmarks)}.*"],
        Charts =
        [
            new Chart("per-request-vs-c", "C requests to one actor: time per request vs C", nameof(PingPongBenchmarks),
                Concurrency, ConcurrencyTitle, "Time per request and its reply (ns)", ChartValue.Time()),
            new Chart("seed-per-request-vs-c", "One request to each of C actors: time per request vs C", nameof(SeedPingPongBenchmarks),
                Concurrency, ConcurrencyTitle, "Time per request and its reply (ns)", ChartValue.Time()),
        ],
    };

    private const string Concurrency = nameof(PingPongBenchmarks.Concurrency);
    private const string ConcurrencyTitle = "C (requests in flight)";

    /// <summary>Why a headline against <see cref="SeedPingPongBenchmarks.CustomActorNoMailbox"/> is not like for like.</summary>
    private const string NoMailbox = "no mailbox: a direct call under a semaphore, nothing crosses a thread";

    private const string Inline = nameof(PingPongBenchmarks.PoolActorInline);
    private const string Waiting = nameof(PingPongBenchmarks.RuntimeRunNextWaiting);

    /// <summary>Every framework's request/response rows (compiled where each peer restores): the fastest stands for them.</summary>
    private const string Frameworks = "ProtoActorRequestAsync*|AkkaAsk|OrleansGrainCall";

    /// <summary>
    /// "the runtime's waiting ask ≥ 5× the fastest framework, 0 B/request" at concurrency <paramref name="c"/>, C requests
    /// to one actor; at C = 1 also within 1.5× of the floor (<paramref name="floorTarget"/>).
    /// </summary>
    private static Headline WaitingAgainstFrameworks(int c, bool floorTarget) =>
        new($"C = {CText(c)}: the runtime's ask on RunNextPool, the asker waiting (RuntimeRunNextWaiting) vs the fastest framework (Proto.Actor, Akka.NET, Orleans)",
            Row(Waiting, c), Row(Frameworks, c), MinRatio: 5,
            TargetText: floorTarget ? "≥ 5×, within 1.5× of the floor, 0 B/request" : "≥ 5×, 0 B/request", MaxBytes: 0,
            MaxFloorDistance: floorTarget ? 1.5 : null)
        { Peer = "Proto.Actor", Floor = Floor(c), Answers = HandOverShape.RequestResponse };

    /// <summary><see cref="WaitingAgainstFrameworks"/> on seed 000's workload (one request to each of C actors).</summary>
    private static Headline SeedWaitingAgainstFrameworks(int c) =>
        new($"seed 000's workload, C = {ActorsText(c)}: RuntimeRunNextWaiting vs the fastest framework (Proto.Actor, Akka.NET, Orleans)",
            SeedRow(Waiting, c), SeedRow(Frameworks, c), MinRatio: 5, TargetText: "≥ 5×, 0 B/request", MaxBytes: 0)
        { Peer = "Proto.Actor", Floor = SeedFloor(c) };
    private const string Crossing = nameof(PingPongBenchmarks.PoolActorCrossing);
    private const string SeedCrossing = nameof(SeedPingPongBenchmarks.PoolActorCrossing);
    private const string PlainChannel = nameof(PingPongBenchmarks.ChannelActorCrossing);

    /// <summary>
    /// The floor at concurrency <paramref name="c"/>: two spinning threads exchanging requests and their replies through two
    /// plain rings, C in flight (<see cref="PingPongBenchmarks.Floor"/>).
    /// </summary>
    private static RowKey Floor(int c) => Row(nameof(PingPongBenchmarks.Floor), c);

    /// <summary>
    /// The same floor in seed 000's class (<see cref="SeedPingPongBenchmarks.Floor"/>), so that each of its headlines reads
    /// rows of one class and so of one run: one request and its reply cross the same two ways whether C requests go to
    /// one actor or one to each of C.
    /// </summary>
    private static RowKey SeedFloor(int c) => SeedRow(nameof(SeedPingPongBenchmarks.Floor), c);

    /// <summary>An E11 row of <see cref="PingPongBenchmarks"/> (C requests to one actor) at concurrency <paramref name="c"/>.</summary>
    private static RowKey Row(string method, int c) => new(nameof(PingPongBenchmarks), method, $"Concurrency={c}");

    /// <summary>An E11 row of <see cref="SeedPingPongBenchmarks"/> (one request to each of C actors) at concurrency <paramref name="c"/>.</summary>
    private static RowKey SeedRow(string method, int c) => new(nameof(SeedPingPongBenchmarks), method, $"Concurrency={c}");

    /// <summary>
    /// The peers' rows a "best of" picks the fastest from (compiled where each peer restores): those whose requests
    /// cross threads as PoolActorCrossing's do (Akka.NET's Ask is shown on its own, labelled).
    /// </summary>
    private const string Peers = "ProtoActorRequestAsync*|OrleansGrainCall";

    /// <summary>"1", "100", "1 000": C as the labels write it.</summary>
    private static string CText(int c) =>
        c == 1000 ? "1 000" : c.ToString(System.Globalization.CultureInfo.InvariantCulture);

    /// <summary>
    /// "PoolActorCrossing ≥ 2× ChannelActorCrossing" at concurrency <paramref name="c"/>, C requests to one actor: our ask
    /// against the plainest Channel-based actor a .NET developer would write (<see cref="ChannelAskActor{TRequest, TReply}"/>),
    /// whose request reaches the actor's loop through its channel and whose reply's continuation is queued to the pool,
    /// the path of PoolActorCrossing's.
    /// </summary>
    private static Headline AgainstPlainChannelActor(int c) =>
        new($"C = {CText(c)}: PoolActorCrossing vs ChannelActorCrossing (the plainest Channel actor)",
            Row(Crossing, c), Row(PlainChannel, c), MinRatio: 2, TargetText: "≥ 2×")
        { Floor = Floor(c) };

    /// <summary>
    /// <see cref="AgainstPlainChannelActor"/> on seed 000's workload at <paramref name="c"/> actors: C PoolActors against C
    /// plain Channel actors, one request to each per round, read against the floor of the same class.
    /// </summary>
    private static Headline SeedAgainstPlainChannelActor(int c) =>
        new($"seed 000's workload, C = {ActorsText(c)}: PoolActorCrossing vs ChannelActorCrossing (the plainest Channel actor)",
            SeedRow(SeedCrossing, c), SeedRow(PlainChannel, c), MinRatio: 2, TargetText: "≥ 2×")
        { Floor = SeedFloor(c) };

    /// <summary>"1 actor", "100 actors", "1 000 actors".</summary>
    private static string ActorsText(int c) => c == 1 ? "1 actor" : $"{CText(c)} actors";

    /// <summary>
    /// "PoolActorCrossing ≥ <paramref name="minRatio"/>× the fastest peer, 0 B/request" at concurrency <paramref name="c"/>:
    /// the like-for-like row (two thread hand-overs per request, as Proto.Actor's and Orleans's) against whichever of
    /// those peers the results show fastest.
    /// </summary>
    private static Headline AgainstFastestPeer(int c, double? minRatio) =>
        new($"C = {CText(c)}: PoolActorCrossing vs the fastest of Proto.Actor and Orleans",
            Row(Crossing, c), Row(Peers, c), MinRatio: minRatio,
            TargetText: minRatio is { } r ? $"≥ {r.ToString(System.Globalization.CultureInfo.InvariantCulture)}×, 0 B/request" : null,
            MaxBytes: minRatio is null ? null : 0)
        { Peer = "Proto.Actor", Floor = Floor(c) };

    /// <summary>
    /// Seed 000's workload at <paramref name="c"/> actors: PoolActorCrossing over C actors against the fastest of the
    /// like-for-like peers' rows (<see cref="Peers"/>: Proto.Actor's and Orleans's, whose requests cross threads as its
    /// do). No target: the issue set its targets on the one-actor workload.
    /// </summary>
    private static Headline SeedAgainstFastestPeer(int c) =>
        new($"seed 000's workload, C = {ActorsText(c)}: PoolActorCrossing vs the fastest of Proto.Actor and Orleans",
            SeedRow(SeedCrossing, c), SeedRow(Peers, c))
        { Peer = "Proto.Actor", Floor = SeedFloor(c) };
}
