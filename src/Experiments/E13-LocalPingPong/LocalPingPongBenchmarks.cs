using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Runtime.Scheduling;

namespace PerfBuf.Experiments.E13;

/// <summary>
/// E13, seed 003's LocalPingPong: P pairs of actors in one process; each ping sends a batch of B = <see cref="Batch"/>
/// messages (sequence numbers) to its pong, which echoes each one back; when the whole batch is back the ping sends the
/// next, until M = R / P round trips per pair are done (R = <see cref="RoundTrips"/> per invocation, all pairs
/// together, so an invocation moves the same number of messages whatever P). Every echo is counted and checksummed per
/// pair (the count M and Σ s = M(M − 1)/2 verified after each invocation). One operation = one message delivery, a
/// ping→pong or a pong→ping one, as the seed and Proto.Actor's own program count (2 per round trip): OperationsPerInvoke
/// = 2R, so ns/op is ns per message and M op/s is millions of messages per second. Crossings: a ball's send by its
/// ping, its handling by the pong and its echo's handling by the ping are one journey, in the slot
/// <see cref="RallyRun.CrossingSlot"/> (pair × B + sequence mod B); per operation, so a round trip across two threads
/// is 1 per message.
/// </summary>
[BenchmarkCategory("E13")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansGrainCall")] // Orleans promises no order of calls to a grain
public partial class LocalPingPongBenchmarks
{
    /// <summary>B: messages a ping has in flight at once (Proto.Actor's LocalPingPong and the seed's: 100).</summary>
    public const int Batch = 100;

    /// <summary>R: round trips per invocation, all pairs together (a multiple of every P × B in the grid).</summary>
    public const int RoundTrips = 1_200_000;

    /// <summary>Message deliveries per invocation: 2R.</summary>
    public const int Messages = 2 * RoundTrips;

    /// <summary>R for the Orleans row: a grain call per round trip costs microseconds, so it plays a fiftieth of R (the
    /// time per message is comparable; the invocation stays within about a second).</summary>
    public const int OrleansRoundTrips = 24_000;

    /// <summary>Message deliveries per Orleans invocation: 2 × <see cref="OrleansRoundTrips"/>.</summary>
    public const int OrleansMessages = 2 * OrleansRoundTrips;

    /// <summary>R in the smoke test (every P × B divides it).</summary>
    public const int SmokeRoundTrips = 2_400;

    private IRun? _run;

    /// <summary>P: pairs of actors (the seed's 1, 2, 4, 8 and 12).</summary>
    [Params(1, 2, 4, 8, 12)]
    public int Pairs { get; set; }

    private void Start(Func<IReadOnlyList<PairTally>, IPingPongRow> row, int roundTrips) => _run = Rally(row, Pairs, roundTrips);

    /// <summary>
    /// One row's invocation: R = <paramref name="roundTrips"/> (<see cref="SmokeRoundTrips"/> in the smoke test) over
    /// <paramref name="pairs"/> pairs in batches of <see cref="Batch"/>, verified by <see cref="RallyRun"/>, its
    /// crossings counted at cleanup (2R operations, a slot per ball in flight).
    /// </summary>
    internal static IRun Rally(Func<IReadOnlyList<PairTally>, IPingPongRow> row, int pairs, int roundTrips)
    {
        var r = Scale.Of(roundTrips, SmokeRoundTrips);
        return new RallyRun(row, pairs, Batch, r).Counted(operations: 2L * r, slots: RallyRun.CrossingSlots(pairs, Batch));
    }

    [GlobalSetup(Target = nameof(RuntimeThreadPool))]
    public void SetupRuntimeThreadPool() =>
        Start(t => RuntimeRallyRow.Start(nameof(RuntimeThreadPool), t, RuntimeHost.OnThreadPool("E13-thread-pool")), RoundTrips);

    [GlobalSetup(Target = nameof(RuntimeAffinePool))]
    public void SetupRuntimeAffinePool() =>
        Start(t => RuntimeRallyRow.Start(nameof(RuntimeAffinePool), t, RuntimeHost.OnAffinePool("E13-affine"), keyPerPair: true), RoundTrips);

    [GlobalSetup(Target = nameof(RuntimeAffinePoolSplit))]
    public void SetupRuntimeAffinePoolSplit() =>
        Start(t => RuntimeRallyRow.Start(nameof(RuntimeAffinePoolSplit), t, RuntimeHost.OnAffinePool("E13-affine-split")), RoundTrips);

    [GlobalSetup(Target = nameof(RuntimeAffinePoolSplitFutex))]
    public void SetupRuntimeAffinePoolSplitFutex() =>
        Start(t => RuntimeRallyRow.Start(nameof(RuntimeAffinePoolSplitFutex), t,
            RuntimeHost.OnAffinePool("E13-affine-split-futex", parking: AffinePoolParking.SpinFutex)), RoundTrips);

    [GlobalSetup(Target = nameof(RuntimeRunNextPool))]
    public void SetupRuntimeRunNextPool() =>
        Start(t => RuntimeRallyRow.Start(nameof(RuntimeRunNextPool), t, RuntimeHost.OnRunNextPool("E13-run-next")), RoundTrips);

    [GlobalSetup(Target = nameof(RuntimeThreadPoolRunNext))]
    public void SetupRuntimeThreadPoolRunNext() =>
        Start(t => RuntimeRallyRow.Start(nameof(RuntimeThreadPoolRunNext), t, RuntimeHost.OnThreadPoolRunNext("E13-thread-pool-run-next")), RoundTrips);

    /// <summary>The floor: B in flight between two spinning threads through two plain rings; R requests, each a round
    /// trip of two deliveries, whatever P (two cores run it).</summary>
    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor()
    {
        var r = Scale.Of(RoundTrips, SmokeRoundTrips);
        var floor = new RingExchangeFloorRun(Batch, r);
        _run = floor.Counted(operations: 2L * r, slots: floor.CrossingSlots);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>Ours: the lab's actor runtime on the .NET thread pool (ThreadPoolScheduler): struct messages into the
    /// unbounded segmented mailbox, struct handlers, a run per idle→scheduled transition or per 300 messages.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long RuntimeThreadPool() => _run!.Invoke();

    /// <summary>Ours: the same actors on an AffinePool of one pinned worker per core, a pair's ping and pong keyed
    /// alike (the pair's index), so a pair runs on one worker and its messages never cross threads; pairs spread
    /// round-robin over the workers.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Author)] // a pair's ping and pong keyed alike by the benchmark: placed on one worker
    public long RuntimeAffinePool() => _run!.Invoke();

    /// <summary>The same pool with the default keys (the spawn numbers), so a pair's ping and pong run on different
    /// workers and every message crosses between them.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long RuntimeAffinePoolSplit() => _run!.Invoke();

    /// <summary>As <see cref="RuntimeAffinePoolSplit"/>, on a pool whose idle workers spin for 10 µs and then sleep on a
    /// futex (AffinePoolParking.SpinFutex) instead of spinning 1 024 hints, yielding 64 times and waiting on a monitor.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long RuntimeAffinePoolSplitFutex() => _run!.Invoke();

    /// <summary>The floor of the same work: a batch of B messages in flight between two spinning threads through one
    /// plain SPSC ring each way (<see cref="RingExchangeFloorRun"/>); no actor, mailbox run, scheduler or wake-up.
    /// Every delivery crosses.</summary>
    /// <summary>Ours: the runtime on a RunNextPool (one pinned worker per core, default keys as the split rows): a pong
    /// woken by its ping's Tell goes to the ping's worker's next slot and runs right after the ping's batch, and the
    /// echo's Tell puts the ping back there, so the scheduler itself keeps a pair on one thread (no key chooses it);
    /// pairs spread over the workers as serves arrive and idle workers steal. Its crossings say how far that holds.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long RuntimeRunNextPool() => _run!.Invoke();

    /// <summary>Ours: the runtime on the .NET thread pool with a next slot (ThreadPoolRunNextScheduler): the woken actor
    /// runs on the same pool thread inside the same work item, up to three slot runs in a row, then becomes a work item
    /// of its own on the global queue.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long RuntimeThreadPoolRunNext() => _run!.Invoke();

    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 128)] // B = 100 in flight; each ring is B rounded up to a power of two
    public long Floor() => _run!.Invoke();
}
