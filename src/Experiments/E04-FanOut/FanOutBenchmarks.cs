using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E04;

/// <summary>
/// E04, the seed's MaxConcurrency grid: one hammer sends each of N messages to all T actors; each actor sums the
/// message's int[P] (<see cref="Work.Sum"/>, the widest kernel here). One operation = one invocation = N × T
/// deliveries; the write-up also shows it per delivery. Every actor's count and checksum are verified.
/// Thread crossings are counted per delivery (<see cref="FanOutRun{TSet}"/>).
/// </summary>
[BenchmarkCategory("E04")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity)]
public class FanOutBenchmarks
{
    private IRun? _run;
    private Func<long>? _invoke;

    /// <summary>Actors.</summary>
    [Params(10, 20, 100)]
    public int T { get; set; }

    /// <summary>Messages the hammer sends to every actor.</summary>
    [Params(1_000, 100_000)]
    public int N { get; set; }

    /// <summary>Ints per payload array.</summary>
    [Params(10, 100, 1_000)]
    public int P { get; set; }

    private void Start<TSet>(Func<ActorTally[], TSet> start)
        where TSet : struct, IActorSet
    {
        var run = new FanOutRun<TSet>(start, new PayloadTable(Work.Sum, P), Scale.Actors(T), Scale.Of(N, 1_000));
        // one operation = one invocation of N × T deliveries (no OperationsPerInvoke): the table divides per delivery
        _run = run.Counted(operations: 1, run.CrossingSlots);
        _invoke = _run.Invoke;
    }

    [GlobalSetup(Target = nameof(ThreadedActor))]
    public void SetupThreaded() => Start(t => ThreadedActorSet.Start(t, singleProducer: true));

    [GlobalSetup(Target = nameof(ThreadedActorMpsc))]
    public void SetupThreadedMpsc() => Start(t => ThreadedActorSet.Start(t, singleProducer: false));

    [GlobalSetup(Target = nameof(SeedThreadedActor))]
    public void SetupSeed() => Start(SeedActorSet.Start);

    [GlobalSetup(Target = nameof(MailboxProcessor))]
    public void SetupMailboxProcessor() => Start(MailboxAgentSet.Start);

    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor() => Start(RingFloor.Start);

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
        _invoke = null;
    }

    /// <summary>Ours: a dedicated thread per actor, SPSC ring mailbox (the hammer is the only poster), struct handler, spin-then-park.</summary>
    [Benchmark]
    public long ThreadedActor() => _invoke!();

    /// <summary>
    /// Ours with the multi-producer mailbox (MpscRingXadd): what an actor that does not know its posters runs, and so
    /// the like-for-like row against MailboxProcessor and the seed's design, whose mailboxes take any poster.
    /// </summary>
    [Benchmark]
    public long ThreadedActorMpsc() => _invoke!();

    /// <summary>The seed's dedicated-thread design (ConcurrentQueue + event on 0→1).</summary>
    [Benchmark]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long SeedThreadedActor() => _invoke!();

    /// <summary>
    /// The floor: the same N × T deliveries through plain SPSC rings (16 384 slots each) to spinning consumer threads,
    /// at most one per core besides the hammer's, each doing the work of its share of the T actors
    /// (<see cref="RingFloorSet{THandler}"/>); one crossing per delivery, as into an actor's own thread.
    /// </summary>
    [Benchmark]
    public long Floor() => _invoke!();

    /// <summary>F# MailboxProcessor, the seed's baseline.</summary>
    [Benchmark(Baseline = true)]
    [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
    public long MailboxProcessor() => _invoke!();
}
