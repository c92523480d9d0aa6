using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E12;

/// <summary>
/// E12, seed 002's counter actor (Hopac's CounterActor benchmark): S sender threads (S = <see cref="SendersPerCore"/> ×
/// the machine's cores) together post M = 1 000 000 <c>Add(100)</c> messages to ONE counter actor (each sender M / S),
/// then one GetAndReset ask returns the total, which must be M · 100, and a second one must return 0 (the counter was
/// reset). One operation = one Add: OperationsPerInvoke = M, so the tables read per message, and M op/s is messages per
/// second over all senders. The senders are long-lived threads started in [GlobalSetup] and released once per invocation.
/// Crossings per Add: each Add's send and handling (and, for a call, its reply's handling), and the two GetAndResets'
/// round trips, counted over M (<see cref="CounterRun"/>).
/// </summary>
[BenchmarkCategory("E12")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
[Promises(Bound.Unbounded, Order.PerProducer, Placement = Placement.Scheduler, Row = "AkkaTell")] // Akka.NET documents message order per sender–receiver pair only, whatever its default mailbox happens to keep
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansGrainCall")] // Orleans promises no order of calls to a grain
[Promises(Bound.Bounded, Order.Fifo, Capacity = 1, Placement = Placement.Scheduler, Row = "HopacCh")] // a rendezvous: a give is accepted when the server takes it
public partial class CounterActorBenchmarks
{
    /// <summary>M: Adds per invocation, all senders together.</summary>
    public const int Messages = 1_000_000;

    /// <summary>M in the smoke test.</summary>
    public const int SmokeMessages = 20_000;

    private IRun? _run;

    /// <summary>Senders per core: S = 1 × and 2 × Environment.ProcessorCount (seed 002 ran S = ProcessorCount = 8).</summary>
    [Params(1, 2)]
    public int SendersPerCore { get; set; }

    /// <summary>S: sender threads on this machine.</summary>
    public int Senders => SendersPerCore * Environment.ProcessorCount;

    private void Start(Func<ICounterRow> row)
    {
        var run = new CounterRun(row(), Senders, Scale.Of(Messages, SmokeMessages));
        _run = run.Counted(operations: run.Messages, slots: run.CrossingSlots);
    }

    [GlobalSetup(Target = nameof(RuntimeAffinePool))]
    public void SetupRuntimeAffinePool() => Start(RuntimeCounterRow.OnAffinePool);

    [GlobalSetup(Target = nameof(RuntimeAffinePoolFutex))]
    public void SetupRuntimeAffinePoolFutex() => Start(RuntimeCounterRow.OnAffinePoolFutex);

    [GlobalSetup(Target = nameof(RuntimeThreadPool))]
    public void SetupRuntimeThreadPool() => Start(RuntimeCounterRow.OnThreadPool);

    [GlobalSetup(Target = nameof(RuntimeRunNextPool))]
    public void SetupRuntimeRunNextPool() => Start(RuntimeCounterRow.OnRunNextPool);

    [GlobalSetup(Target = nameof(ThreadedActorMpsc))]
    public void SetupThreadedActorMpsc() => Start(() => new ThreadedActorCounterRow());

    [GlobalSetup(Target = nameof(LaneActor))]
    public void SetupLaneActor() => Start(() => new LaneActorCounterRow(Senders));

    [GlobalSetup(Target = nameof(MailboxProcessor))]
    public void SetupMailboxProcessor() => Start(() => new MailboxProcessorCounterRow());

    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor()
    {
        var floor = new CounterFloorRun(Scale.Of(Messages, SmokeMessages));
        _run = floor.Counted(operations: floor.Messages, slots: 1);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>Ours: the actor runtime (ActorSystem) on an AffinePool, one pinned worker per core; struct messages into an
    /// segmented ring bounded at 16 384 (ThreadedActorMpsc's capacity), a run per idle→scheduled transition or per 300
    /// messages.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = RuntimeCounterRow.MailboxCapacity, Placement = Placement.Scheduler)]
    public long RuntimeAffinePool() => _run!.Invoke();

    /// <summary>Ours: the same actor on an AffinePool whose idle workers spin 10 µs, then sleep on a futex
    /// (AffinePoolParking.SpinFutex).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = RuntimeCounterRow.MailboxCapacity, Placement = Placement.Scheduler)]
    public long RuntimeAffinePoolFutex() => _run!.Invoke();

    /// <summary>Ours: the same actor on a RunNextPool, one pinned worker per core: the senders' Tells come from outside the
    /// pool, so the actor's run goes to the queue of the worker its key maps to (an idle worker may steal it); the next
    /// slot plays no part (no actor tells another).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = RuntimeCounterRow.MailboxCapacity, Placement = Placement.Scheduler)]
    public long RuntimeRunNextPool() => _run!.Invoke();

    /// <summary>Ours: the same actor on the .NET thread pool (ThreadPoolScheduler).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = RuntimeCounterRow.MailboxCapacity, Placement = Placement.Scheduler)]
    public long RuntimeThreadPool() => _run!.Invoke();

    /// <summary>Ours on a dedicated thread: ThreadedActor with the multi-producer ring mailbox (16 384 slots), struct
    /// messages and handler; a sender waits while the ring is full.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorCounterRow.Capacity)]
    public long ThreadedActorMpsc() => _run!.Invoke();

    /// <summary>Ours on a dedicated thread with a lane per sender (LaneActor: MpscLanes, one SPSC ring per sender thread and
    /// one for the asker; no atomic read-modify-write per Add); the idle actor spins 10 µs, then sleeps on a futex.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.PerProducer, Capacity = ThreadedActorCounterRow.Capacity)] // a lane per sender, Capacity / S slots each
    public long LaneActor() => _run!.Invoke();

    /// <summary>F# MailboxProcessor, the seed's baseline: Post of a union case per Add, PostAndReply for GetAndReset.</summary>
    [Benchmark(OperationsPerInvoke = Messages, Baseline = true)]
    public long MailboxProcessor() => _run!.Invoke();

    /// <summary>The floor of the same count: one thread adds the M Adds to a local total, reads and resets it
    /// (<see cref="CounterFloorRun"/>); no actor, no mailbox, no second thread.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // a direct add: one at a time, on the caller
    public long Floor() => _run!.Invoke();
}
