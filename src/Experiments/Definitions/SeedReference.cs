namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// A reference set under results/reference/ that write-ups show beside this machine's rows: its folder name, the
/// seed it comes from, how the heading names its machine, and a sentence on its hardware and mapping.
/// </summary>
/// <param name="Set">Folder under results/reference/ ("i9-9900K"), as `lab compare` takes it.</param>
/// <param name="SeedId">The seed's number ("004").</param>
/// <param name="Machine">How the heading names the seed's machine ("the notebook's i9-9900K").</param>
/// <param name="About">The note under the heading: the seed's machine and runtime, and how its rows map onto ours.</param>
public sealed record SeedReference(string Set, string SeedId, string Machine, string About)
{
    /// <summary>Seed 004, the original PerfBuf notebook (E03–E06).</summary>
    public static SeedReference Seed004 { get; } = new("i9-9900K", "004", "the notebook's i9-9900K",
        "The seed ran on an i9-9900K (8 cores, 16 threads, Windows 10, .NET 8, BenchmarkDotNet 0.13.8); its rows are mapped by " +
        "`results/reference/i9-9900K/seed-004-i9-9900K-mapping.csv` onto the seed-faithful rows, which do its work as its program did " +
        "(a distinct array per message, summed one element per step; actors made in every invocation; its producers), each actor on the " +
        "producer model its mailbox had (its ThreadedActor = our SeedThreadedActor; its ThreadedActor3/4, on a ConcurrentQueue any " +
        "thread may post to, = our multi-producer ThreadedActorMpsc/BoundedThreadedActor).");

    /// <summary>Seed 001, Akka.NET's N clients × N servers echo across a network (no experiment of the lab measures it yet).</summary>
    public static SeedReference Seed001 { get; } = new("published", "001", "seed 001's i5-3570",
        "The seed ran on an i5-3570 (4 cores, 4 threads, 16 GB, Windows 10, .NET Framework 4.6, server GC, Akka.NET 1.0.4) and " +
        "printed requests per second of N client actors each echoing M requests, one at a time, with N server actors across the " +
        "network (N = M = 1 000 in its summary), read here as ns per request (10^9 ÷ req/s). Its rows are mapped onto E15's R2 " +
        "(RemoteEchoBenchmarks, two processes on loopback) by `results/reference/published/seed-001-akka-remote-pingpong-mapping.csv`: " +
        "AkkaPingpong = our AkkaRemote, SlimSocketPingpong (a raw-socket transport) = our LabTransport, at N = 1 000 beside our " +
        "Clients=1000 cell (M = 10 there, 1 000 in the seed); InterfacedPingpong (Akka.Interfaced, not served here) has no counterpart.");

    /// <summary>Seed 000, the actor-framework ping-pong (E11).</summary>
    public static SeedReference Seed000 { get; } = new("i7-7700HQ", "000", "the i7-7700HQ",
        "The seed ran on an i7-7700HQ (4 cores, 8 threads, Windows 10, .NET Core 3.0 preview 4, BenchmarkDotNet 0.11.5 in process); its " +
        "Concurrency = C started C actors and sent one request to each per operation, which is our SeedPingPongBenchmarks' workload. Its " +
        "rows are mapped onto that class per request by `results/reference/i7-7700HQ/seed-000-i7-7700HQ-mapping.csv` (its CustomActor, " +
        "which has no mailbox — a SemaphoreSlim-guarded direct call returning a completed task — = our CustomActorNoMailbox; its " +
        "Proto.Actor = our ProtoActorRequestAsync; its Akka.Net = our AkkaAsk; its Orleans = our OrleansGrainCall).");

    /// <summary>Seed 002, Hopac's CounterActor benchmark and its MailboxProcessor translation (E12).</summary>
    public static SeedReference Seed002 { get; } = new("published", "002", "seed 002's machine (not named)",
        "The seed does not name its machine; it ran 8 senders (Environment.ProcessorCount there), .NET Framework-era F# and Hopac, " +
        "and printed messages per second, read here as ns per message (10^9 ÷ msgs/s). Its rows are mapped onto ours by " +
        "`results/reference/published/seed-002-counter-actor-mapping.csv`: its longest runs (3 000 000 messages per sender) beside " +
        "our rows with one sender per core (SendersPerCore=1: S = cores here, 8 there); its Hopac ChMsg = our HopacCh, its " +
        "MailboxProcessor = our MailboxProcessor; its Kotlin rows have no counterpart.");

    /// <summary>Seed 003, Proto.Actor's published comparison with Akka.NET and Orleans (E13's LocalPingPong).</summary>
    public static SeedReference Seed003 { get; } = new("published", "003", "seed 003's i5-3570",
        "The seed ran on an i5-3570 (4 cores, 4 threads, 8 GB, Windows 10, .NET 5.0.1; Proto.Actor named 0.1.2 there, Akka.NET " +
        "1.4.12, Orleans 3.3.0) and printed approximate messages per second, both directions counted (2 per round trip, as ours), " +
        "read here as ns per message " +
        "(10^9 ÷ msg/s). Its rows are mapped onto ours by `results/reference/published/seed-003-proto-actor-benchmarks-mapping.csv`: " +
        "LocalPingPong with 8 actors on both sides beside our Pairs=8 — its ProtoActor (.NET) = our ProtoActor, its Akka.NET = our Akka, " +
        "its Orleans = our OrleansGrainCall (its Orleans program made two calls per round trip, ours one awaited call); RemoteBenchmark " +
        "(one actor each side of two processes) beside E15's R1 (RemoteStreamBenchmarks): its ProtoActor (.NET) = our ProtoRemote, its " +
        "Akka.NET = our AkkaRemote; its Go, Scala and serializing rows have no counterpart.");

    /// <summary>Seed 003 again, for E14: its SpawnBenchmark (SkyNet) rows, which the same mapping file maps onto E14's rows.</summary>
    public static SeedReference Seed003SkyNet { get; } = new("published", "003", "seed 003's i5-3570",
        "The seed ran on an Intel Core i5-3570 (4 cores, 4 threads, 8 GB, Windows 10, .NET 5.0.1; Proto.Actor named 0.1.2 there, Akka.NET 1.4.12, " +
        "Orleans 3.3.0) and printed seconds per SkyNet of 1 000 000 leaves (its programs time trees in an actor system that lives " +
        "across runs, and only the leaves stop). " +
        "Its rows are mapped onto E14's Depth=6 rows by `results/reference/published/seed-003-proto-actor-benchmarks-mapping.csv`: " +
        "its ProtoActor = our ProtoActorChildren, its ProtoActor (No Children) = our ProtoActorNoChildren, its Akka.NET = our Akka; " +
        "its Orleans row has no time (FAILED), its Go and Scala rows no .NET counterpart.");

    /// <summary>Every seed, once (in id order), as `lab reproduce` offers them.</summary>
    public static IReadOnlyList<SeedReference> All { get; } = [Seed000, Seed001, Seed002, Seed003, Seed004];
}
