using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E05;

/// <summary>
/// E05, the seed's "when do context switches outweigh the cost of async?": the fan-out workload (one hammer, every
/// one of N = 100 000 messages to all T actors) with dedicated-thread actors against thread-pool (async) actors,
/// T from 1 to far more actors than cores, light work (sum of 100 ints) and heavy work (SHA-512 of 100 bytes).
/// One operation = one invocation = N × T deliveries. Context switches and work items per operation are the
/// evidence. Thread crossings are counted per delivery (<see cref="FanOutRun{TSet}"/>).
/// </summary>
[BenchmarkCategory("E05")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity)]
public class AsyncVsThreadsBenchmarks
{
    public const int Messages = 100_000;

    private IRun? _run;
    private Func<long>? _invoke;

    /// <summary>Actors: 1, 2, this machine's core count, 20, 100 (duplicates removed).</summary>
    [ParamsSource(nameof(ActorCounts))]
    public int T { get; set; }

    [Params(Work.Sum, Work.Sha512)]
    public Work Work { get; set; }

    public static IEnumerable<int> ActorCounts() => new[] { 1, 2, Environment.ProcessorCount, 20, 100 }.Distinct().Order();

    private void Start<TSet>(Func<ActorTally[], TSet> start)
        where TSet : struct, IActorSet
    {
        var run = new FanOutRun<TSet>(start, new PayloadTable(Work, 100), Scale.Actors(T), Scale.Of(Messages, 1_000));
        // one operation = one invocation of N × T deliveries (no OperationsPerInvoke): the table divides per delivery
        _run = run.Counted(operations: 1, run.CrossingSlots);
        _invoke = _run.Invoke;
    }

    [GlobalSetup(Target = nameof(ThreadedActor))]
    public void SetupThreaded() => Start(t => ThreadedActorSet.Start(t, singleProducer: true));

    [GlobalSetup(Target = nameof(ThreadedActorMpsc))]
    public void SetupThreadedMpsc() => Start(t => ThreadedActorSet.Start(t, singleProducer: false));

    [GlobalSetup(Target = nameof(PoolActor))]
    public void SetupPool() => Start(PoolActorSet.Start);

    [GlobalSetup(Target = nameof(ChannelActor))]
    public void SetupChannel() => Start(t => ChannelActorSet.Start(t, capacity: null));

    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor() => Start(RingFloor.Start);

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
        _invoke = null;
    }

    /// <summary>A dedicated OS thread per actor (SPSC ring, spin-then-park): a sleeping actor costs a context switch to wake.</summary>
    [Benchmark(Baseline = true)]
    public long ThreadedActor() => _invoke!();

    /// <summary>
    /// A dedicated OS thread per actor with the multi-producer ring (MpscRingXadd, 16 384 slots): the thread half of
    /// the pair that differs in scheduling only.
    /// </summary>
    [Benchmark]
    public long ThreadedActorMpsc() => _invoke!();

    /// <summary>
    /// The same ring (MpscRingXadd, 16 384 slots) drained by thread-pool runs of at most 64 messages: the pool half of
    /// the pair. A sleeping actor costs a work item to wake, as ChannelActor's, without the channel's lock.
    /// </summary>
    [Benchmark]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity, Placement = Placement.Scheduler)]
    public long PoolActor() => _invoke!();

    /// <summary>An async loop per actor over an unbounded Channel: a sleeping actor costs a thread-pool work item to wake.</summary>
    [Benchmark]
    [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
    public long ChannelActor() => _invoke!();

    /// <summary>
    /// The floor: the same deliveries through plain SPSC rings (16 384 slots each) to spinning consumer threads, at most
    /// one per core besides the hammer's, each doing the work of its share of the T actors
    /// (<see cref="RingFloorSet{THandler}"/>): nothing sleeps, so nothing is woken; one crossing per delivery.
    /// </summary>
    [Benchmark]
    public long Floor() => _invoke!();
}
