using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Runtime.Scheduling;

namespace PerfBuf.Experiments.E10;

/// <summary>
/// E10's fan-out: E04's workload (<see cref="FanOutRun{TSet}"/>: one hammer sends each of N messages to all T actors;
/// each actor sums the message's 100 ints or hashes its 100 bytes; every actor's count and checksum verified), with T
/// from as many actors as cores to 20 per core, and N = ⌊480 000 / T⌋, so an invocation is about
/// <see cref="Deliveries"/> deliveries whatever T. One operation = one invocation; the write-up shows it per delivery.
/// Every handler records its CPU per message (<see cref="CpuTrack"/>): the "Migrations %" column. Thread crossings
/// are counted per delivery (<see cref="FanOutRun{TSet}"/>).
/// </summary>
[BenchmarkCategory("E10")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
public partial class AffineFanOutBenchmarks
{
    /// <summary>Deliveries per invocation (T × N, N = ⌊Deliveries / T⌋).</summary>
    public const int Deliveries = 480_000;

    /// <summary>Ints summed (or bytes hashed: always 100) per message.</summary>
    public const int PayloadLength = 100;

    private IRun? _run;
    private Func<long>? _invoke;
    private TrackedTally[] _tracked = [];

    /// <summary>Actors: this machine's cores, 4 per core, 20 per core.</summary>
    [ParamsSource(nameof(ActorCounts))]
    public int T { get; set; }

    /// <summary>What each actor does with each message: sum of 100 ints, or SHA-512 of 100 bytes.</summary>
    [Params(Work.Sum, Work.Sha512)]
    public Work Work { get; set; }

    /// <summary>Actors per core in the grid.</summary>
    public static readonly int[] ActorsPerCore = [1, 4, 20];

    public static IEnumerable<int> ActorCounts() => ActorsPerCore.Select(k => k * Environment.ProcessorCount);

    /// <summary>N: messages the hammer sends to every actor.</summary>
    public static int MessagesPerActor(int actors) => Deliveries / actors;

    private void Start<TSet>(Func<TrackedTally[], TSet> start)
        where TSet : struct, IActorSet
    {
        var planted = Check.Planted != 0;
        var run = new FanOutRun<TSet>(tallies =>
        {
            _tracked = [.. tallies.Select(t => new TrackedTally(t, new CpuTrack(), planted))];
            return start(_tracked);
        }, new PayloadTable(Work, PayloadLength), Scale.Actors(T), Scale.Of(MessagesPerActor(T), 1_000));
        // one operation = one invocation of N × T deliveries (no OperationsPerInvoke): the table divides per delivery
        _run = run.Counted(operations: 1, run.CrossingSlots);
        _invoke = _run.Invoke;
    }

    [GlobalSetup(Target = nameof(RuntimeOnAffinePool))]
    public void SetupRuntimeOnAffinePool() => Start(t => RuntimeActorSet.Start(t, RuntimeHost.OnAffinePool("E10-fan-out")));

    [GlobalSetup(Target = nameof(RuntimeOnAffinePoolFutex))]
    public void SetupRuntimeOnAffinePoolFutex() =>
        Start(t => RuntimeActorSet.Start(t, RuntimeHost.OnAffinePool("E10-fan-out-futex", parking: AffinePoolParking.SpinFutex)));

    [GlobalSetup(Target = nameof(RuntimeOnThreadPool))]
    public void SetupRuntimeOnThreadPool() => Start(t => RuntimeActorSet.Start(t, RuntimeHost.OnThreadPool("E10-fan-out")));

    [GlobalSetup(Target = nameof(RuntimeOnAffinePoolBounded))]
    public void SetupRuntimeOnAffinePoolBounded() =>
        Start(t => RuntimeActorSet.Start(t, RuntimeHost.OnAffinePool("E10-fan-out", ThreadedActorSet.Capacity)));

    [GlobalSetup(Target = nameof(RuntimeOnThreadPoolBounded))]
    public void SetupRuntimeOnThreadPoolBounded() =>
        Start(t => RuntimeActorSet.Start(t, RuntimeHost.OnThreadPool("E10-fan-out", ThreadedActorSet.Capacity)));

    [GlobalSetup(Target = nameof(RuntimeOnRunNextPool))]
    public void SetupRuntimeOnRunNextPool() => Start(t => RuntimeActorSet.Start(t, RuntimeHost.OnRunNextPool("E10-fan-out-run-next")));

    [GlobalSetup(Target = nameof(RuntimeOnRunNextPoolBounded))]
    public void SetupRuntimeOnRunNextPoolBounded() =>
        Start(t => RuntimeActorSet.Start(t, RuntimeHost.OnRunNextPool("E10-fan-out-run-next", ThreadedActorSet.Capacity)));

    [GlobalSetup(Target = nameof(PoolActor))]
    public void SetupPool() => Start(TrackedPoolActorSet.Start);

    [GlobalSetup(Target = nameof(ThreadedActorMpsc))]
    public void SetupThreaded() => Start(TrackedThreadedActorSet.Start);

    // the tracked tallies plant E10's fault themselves (TrackedTally): the floor's consumers plant none of their own
    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor() =>
        Start(t => RingFloorSet<TrackedTallyHandler>.Start([.. t.Select(x => new TrackedTallyHandler(x))], ThreadedActorSet.Capacity, plantFault: false));

    [GlobalCleanup]
    public void Cleanup()
    {
        try
        {
            CpuMigrations.Report(_tracked.Select(t => t.Cpu)); // the timed invocations: before the counting pass (the run's Dispose) adds one
        }
        finally
        {
            try
            {
                _run?.Dispose();
            }
            finally
            {
                _run = null;
                _invoke = null;
                _tracked = [];
            }
        }
    }

    /// <summary>
    /// The lab's actor runtime (unbounded segmented mailbox, struct handler, 64 messages per run) on an AffinePool of one
    /// pinned worker per core: actor i's runs always execute on worker i mod cores.
    /// </summary>
    [Benchmark]
    public long RuntimeOnAffinePool() => _invoke!();

    /// <summary>
    /// As <see cref="RuntimeOnAffinePool"/>, on a pool whose idle workers spin for 10 µs and then sleep on a futex
    /// (AffinePoolParking.SpinFutex) instead of spinning 1 024 hints, yielding 64 times and waiting on a monitor.
    /// </summary>
    [Benchmark]
    public long RuntimeOnAffinePoolFutex() => _invoke!();

    /// <summary>
    /// The same runtime, mailbox and budget on the .NET thread pool (<c>ThreadPoolScheduler.Instance</c>): each run is a
    /// pool work item, queued by the tell that finds the actor idle or by the run that spent its budget.
    /// </summary>
    [Benchmark]
    public long RuntimeOnThreadPool() => _invoke!();

    /// <summary>The runtime on the affine pool with every mailbox bounded at <c>PoolActor</c>'s capacity
    /// (<see cref="ThreadedActorSet.Capacity"/>): the hammer waits on a full mailbox, as it does for <c>PoolActor</c>.</summary>
    [Benchmark]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity, Placement = Placement.Scheduler)]
    public long RuntimeOnAffinePoolBounded() => _invoke!();

    /// <summary>The runtime on the thread pool, mailboxes bounded as <see cref="RuntimeOnAffinePoolBounded"/>.</summary>
    [Benchmark]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity, Placement = Placement.Scheduler)]
    public long RuntimeOnThreadPoolBounded() => _invoke!();

    /// <summary>The runtime on a RunNextPool of one pinned worker per core: the hammer's Tells come from outside the
    /// pool, so an idle actor's run goes to the queue of worker key mod cores, as on the affine pool; an idle worker
    /// steals a queued run, and is woken for it only when two or more wait on a worker.</summary>
    [Benchmark]
    public long RuntimeOnRunNextPool() => _invoke!();

    /// <summary>As <see cref="RuntimeOnRunNextPool"/> with every mailbox bounded at <c>PoolActor</c>'s capacity
    /// (<see cref="ThreadedActorSet.Capacity"/>): the hammer waits on a full mailbox, as it does for <c>PoolActor</c>.</summary>
    [Benchmark]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity, Placement = Placement.Scheduler)]
    public long RuntimeOnRunNextPoolBounded() => _invoke!();

    /// <summary>
    /// The thread-pool actor as E05 runs it: MpscRingXadd (16 384 slots) drained by thread-pool runs of at most 64
    /// messages; an idle actor is queued again as a work item by the post that finds it idle.
    /// </summary>
    [Benchmark(Baseline = true)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity, Placement = Placement.Scheduler)]
    public long PoolActor() => _invoke!();

    /// <summary>A dedicated OS thread per actor over the same multi-producer ring (E04's ThreadedActorMpsc), spin-then-park.</summary>
    [Benchmark]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity)]
    public long ThreadedActorMpsc() => _invoke!();

    /// <summary>
    /// The floor: the same deliveries through plain SPSC rings (16 384 slots each) to spinning consumer threads, at most
    /// one per core besides the hammer's, each doing the work of its share of the T actors
    /// (<see cref="RingFloorSet{THandler}"/>): no scheduler, no mailbox run, nothing woken; one crossing per delivery.
    /// </summary>
    [Benchmark]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity)]
    public long Floor() => _invoke!();
}
