// Design: AffinePoolWorker — one worker of an AffinePool: a dedicated thread, its queue, its parker, its
// SynchronizationContext and TaskScheduler.
//
// Who writes what: queue schedulers push (MpscLinkedProducer: Exchange + release link), this thread alone pops;
//   _executed / _dropped this thread only, Volatile.Write after each item for the pool's racy readers (_executed
//   alone on its 128-byte block); Pinning this thread, before it signals the constructor (the CountdownEvent
//   orders it before the read); parker Parker's (or FutexParker's) own protocol, the same Dekker pair.
// The loop: pop -> (Discarding? drop : execute) -> count -> retire a batch of up to 64 into the pool's in-flight
//   count; when the queue looks empty, retire what is pending, leave if the pool is done, else wait
//   (SpinThenParkWait, or SpinThenFutexWait under AffinePoolParking.SpinFutex: one readonly flag picks the wait for the
//   pool's life; the default path is the measured one). Retiring before the wait lets a drain close; retiring in batches keeps the shared counter
//   off the per-item path. After each item the worker re-installs its SynchronizationContext if the item changed it.
// Rerouted (after the close): a ConcurrentQueue and a runner flag; one .NET thread-pool item at a time runs them in
//   order, started only after this thread left its loop: enqueue -> fence -> read _exited, against Exchange(_exited)
//   -> read the queue, and the runner's Exchange(flag, 0) -> read the queue against an enqueuer's CompareExchange.
// Memory ordering: the wait condition reads the queue's visible-item count and the pool's done state after the
//   parker's fence; the Dekker argument is AffinePool's ("The wake-up protocol").
// Known weakness: the item in hand cannot be interrupted; the pool-level ones are AffinePool's.
// Proof and details: src/Runtime/DESIGN.md#affinepoolworker

using System.Collections.Concurrent;
using System.Runtime.CompilerServices;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Threading;
using PerfBuf.Core.Waiting;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Runtime.Scheduling;

/// <summary>One worker of an <see cref="AffinePool"/>: its thread, queue, parker, context and task scheduler.</summary>
internal sealed class AffinePoolWorker
{
    /// <summary>Items executed or dropped between two retirements into the pool's in-flight count.</summary>
    private const int RetireBatch = 64;

    private readonly AffinePool _pool;
    private readonly MpscLinkedProducer<IThreadPoolWorkItem> _producer;
    private readonly MpscLinkedConsumer<IThreadPoolWorkItem> _consumer;
    private readonly SpinThenParkWait _wait;       // AffinePoolParking.SpinYieldMonitor
    private readonly SpinThenFutexWait _futexWait; // AffinePoolParking.SpinFutex
    private readonly bool _futex;
    private readonly Thread _thread;
    private readonly int _cpu;           // -1: do not pin
    private readonly string? _unpinned;  // why not, when _cpu is -1
    private readonly CountdownEvent _started;

    private PaddedLong _executed; // this thread only (Volatile.Write); read racily by the pool
    private long _dropped;        // this thread only (Volatile.Write); written in a discarding shutdown only

    // After the close: what this worker's context and task scheduler reroute, run one at a time on the .NET thread pool.
    private readonly ConcurrentQueue<IThreadPoolWorkItem> _rerouted = new();
    private int _reroutedRunner;  // 0 none, 1 a runner owns the chain: CompareExchange 0 -> 1, Exchange 1 -> 0
    private int _exited;          // 0 while this thread runs its loop; 1 after (Interlocked.Exchange, once)

    [ThreadStatic]
    private static AffinePoolWorker? t_reroutedRunner; // the worker whose rerouted chain this thread is running

    internal AffinePoolWorker(AffinePool pool, int index, int cpu, string? unpinned, CountdownEvent started,
        AffinePoolParking parking)
    {
        _pool = pool;
        Index = index;
        _cpu = cpu;
        _unpinned = unpinned;
        _started = started;
        (_producer, _consumer) = MpscLinkedQueue<IThreadPoolWorkItem>.Create(AffinePool.QueueNodePool);
        _futex = parking == AffinePoolParking.SpinFutex;
        if (_futex)
        {
            _futexWait = new SpinThenFutexWait(new FutexParker());
        }
        else
        {
            _wait = new SpinThenParkWait(new Parker());
        }
        Context = new AffinePoolSynchronizationContext(pool, this);
        TaskScheduler = new AffinePoolTaskScheduler(pool, this);
        _thread = new Thread(Run) { IsBackground = true, Name = $"{pool.Name}/{index}" };
    }

    internal int Index { get; }

    internal AffinePoolSynchronizationContext Context { get; }

    internal AffinePoolTaskScheduler TaskScheduler { get; }

    /// <summary>Set by the worker thread before it signals the constructor.</summary>
    internal WorkerPinning Pinning { get; private set; }

    internal long Executed => Volatile.Read(ref _executed.Value);

    internal long Dropped => Volatile.Read(ref _dropped);

    internal void Start() => _thread.Start();

    internal void Join() => _thread.Join();

    /// <summary>Scheduler side, after the pool accepted the item: push (release), then wake the worker if it parks.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void Push(IThreadPoolWorkItem item)
    {
        _producer.TryPush(item); // always Ok: this queue is never closed (the pool's count does the closing)
        Wake();                  // full fence, then read sleepers: see "The wake-up protocol" in src/Runtime/DESIGN.md
    }

    /// <summary>Wakes the worker if it is parked (after a publication or a change of the pool's state).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void Wake()
    {
        if (_futex)
        {
            _futexWait.Wake();
        }
        else
        {
            _wait.Wake();
        }
    }

    private void Run()
    {
        AffinePool.EnterWorker(_pool, Index);
        Pinning = WorkerPinningPlan.PinCurrent(Index, _cpu, _unpinned);
        SynchronizationContext.SetSynchronizationContext(Context);
        _started.Signal();
        var condition = new HasWorkOrDone(this);
        long retired = 0;
        while (true)
        {
            if (_consumer.TryPop(out var item))
            {
                if (_pool.IsDiscarding)
                {
                    Drop(item);
                }
                else
                {
                    Execute(item);
                }
                if (++retired == RetireBatch)
                {
                    _pool.Retire(retired);
                    retired = 0;
                }
                continue;
            }
            if (retired != 0)
            {
                _pool.Retire(retired); // before waiting: a drain closes only when every item is retired
                retired = 0;
            }
            if (_pool.IsDoneNow())
            {
                break;
            }
            if (_futex)
            {
                _futexWait.WaitUntil(ref condition);
            }
            else
            {
                _wait.WaitUntil(ref condition);
            }
        }
        SynchronizationContext.SetSynchronizationContext(null);
        AffinePool.LeaveWorker();
        Interlocked.Exchange(ref _exited, 1); // full fence, then look at the rerouted queue (see Reroute)
        TryStartRerouted();
        _pool.WorkerExited(); // last action touching the pool
    }

    /// <summary>After the close: queues <paramref name="item"/> on this worker's rerouted chain, which runs on the .NET
    /// thread pool one item at a time, in order, once this worker's thread has left its loop (so never beside the
    /// item a discarding shutdown found in hand).</summary>
    internal void Reroute(IThreadPoolWorkItem item)
    {
        _rerouted.Enqueue(item);
        Interlocked.MemoryBarrier(); // enqueue -> fence -> read _exited: the exiting thread's Exchange is the other half
        if (Volatile.Read(ref _exited) != 0)
        {
            TryStartRerouted();
        }
    }

    /// <summary>True on a thread running this worker's rerouted chain (where its task scheduler may inline).</summary>
    internal bool IsRunningReroutedHere => ReferenceEquals(t_reroutedRunner, this);

    private void TryStartRerouted()
    {
        if (!_rerouted.IsEmpty && Interlocked.CompareExchange(ref _reroutedRunner, 1, 0) == 0)
        {
            ThreadPool.UnsafeQueueUserWorkItem(static w => w.RunRerouted(), this, preferLocal: false);
        }
    }

    private void RunRerouted()
    {
        t_reroutedRunner = this;
        try
        {
            do
            {
                while (_rerouted.TryDequeue(out var item))
                {
                    _pool.RunRerouted(item); // reports a fault with worker -1
                }
                Interlocked.Exchange(ref _reroutedRunner, 0); // give the chain up (full fence), then look again
            }
            while (!_rerouted.IsEmpty && Interlocked.CompareExchange(ref _reroutedRunner, 1, 0) == 0);
        }
        finally
        {
            t_reroutedRunner = null;
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void Execute(IThreadPoolWorkItem item)
    {
        try
        {
            item.Execute();
        }
        catch (Exception e)
        {
            _pool.ReportFault(Index, e);
        }
        Volatile.Write(ref _executed.Value, _executed.Value + 1);
        if (!ReferenceEquals(SynchronizationContext.Current, Context))
        {
            SynchronizationContext.SetSynchronizationContext(Context); // the item replaced it; the next one gets ours
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Drop(IThreadPoolWorkItem item)
    {
        TellDropped(item);
        Volatile.Write(ref _dropped, _dropped + 1);
    }

    /// <summary>An item this worker's own running item scheduled during a discarding shutdown: dropped without being
    /// queued. Called on this worker's thread only (the pool checks), like every other write of _dropped.</summary>
    internal void DropOnArrival(IThreadPoolWorkItem item)
    {
        Volatile.Write(ref _dropped, _dropped + 1);
        TellDropped(item);
    }

    /// <summary>An item that must hear it was dropped (a Send's caller, an actor's run) is told, on this thread; a
    /// notification that throws is a pool fault, and the worker goes on.</summary>
    private void TellDropped(IThreadPoolWorkItem item) => _pool.TellDropped(item, Index);

    private readonly struct HasWorkOrDone(AffinePoolWorker worker) : IWaitCondition
    {
        public bool IsSatisfied() => worker._consumer.Count > 0 || worker._pool.IsDoneNow();
    }
}
