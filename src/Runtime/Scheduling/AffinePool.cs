// Design: AffinePool — an affine thread pool: N dedicated worker threads, each pinned to a CPU where the OS allows,
// each with its own unbounded MPSC queue of work items; a key always runs on the same worker.
//
// Who writes what: a worker's queue head by schedulers (Interlocked.Exchange), its tail by the worker only; _pending
//   (in-flight count in the low 48 bits, Draining and Closed flags) only by Interlocked operations, on its own
//   128-byte block; _state once by the first ShutdownAsync; worker counters by their worker; sleepers by Parker.
// Invariants: WorkerOf(key) = key mod N, fixed for the pool's life; every accepted item (a call that neither threw
//   nor was rerouted) is executed or dropped exactly once; during a drain only items from inside are accepted;
//   rerouted items (after the close) run one at a time per worker, after that worker's thread left its loop.
// The trick: one MpscLinkedQueue per worker makes "which thread" a function of the key alone (a key's items run
//   serialised without a lock) and never refuses an item scheduled onto its own worker. The in-flight word finds
//   the drain's close exactly: whoever takes it to "Draining, count 0" CompareExchanges in Closed.
// Known weaknesses: skew (no stealing, by design), head-of-line blocking, Sends between workers can deadlock, one
//   shared counter per Schedule, the stalled-producer window of MpscLinkedQueue, dropped continuations never resume,
//   no ExecutionContext flow for Schedule.
// Memory ordering (no lost wake-up): a scheduler pushes (release link), then Parker.Unpark = full fence, read
//   sleepers; a worker about to sleep increments sleepers under the monitor (full fence) and re-checks "a linked
//   item, or done". Each side writes, fences and reads the other's variable, so one sees the other; "done" uses
//   the same handshake. No step relies on x86's store ordering.
// Proof and details: src/Runtime/DESIGN.md#affinepool

using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using PerfBuf.Core;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Threading;

namespace PerfBuf.Runtime.Scheduling;

/// <summary>
/// An affine thread pool: <see cref="WorkerCount"/> dedicated threads, each pinned to a CPU where the OS allows,
/// each with its own unbounded queue; every item scheduled with a key runs on the worker <see cref="WorkerOf"/> maps
/// that key to. Shut it down with <see cref="ShutdownAsync"/> or <see cref="DisposeAsync"/>.
/// </summary>
public sealed class AffinePool : IWorkScheduler, IAsyncDisposable
{
    /// <summary>The largest worker count the constructor accepts.</summary>
    public const int MaxWorkers = 1024;

    /// <summary>How many faults <see cref="Faults"/> keeps (the first ones); <see cref="FaultCount"/> counts all.</summary>
    public const int MaxRecordedFaults = 1000;

    /// <summary>Queue nodes each worker pre-allocates: a backlog up to this deep schedules without allocating.</summary>
    public const int QueueNodePool = 1024;

    internal const long CountMask = (1L << 48) - 1;
    internal const long DrainingFlag = 1L << 56;
    internal const long ClosedFlag = 1L << 57;

    internal const int StateRunning = 0;
    internal const int StateDraining = 1;
    internal const int StateDiscarding = 2;

    private static int s_instances;

    [ThreadStatic]
    private static AffinePool? t_pool;

    [ThreadStatic]
    private static int t_worker;

    private readonly AffinePoolWorker[] _workers;
    private readonly int _mask; // N - 1 when N is a power of two, else -1
    private readonly IReadOnlyList<WorkerPinning> _pinning;
    private readonly TaskCompletionSource<AffinePoolShutdown> _shutdown =
        new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly PoolFaultLog _faults = new(MaxRecordedFaults);

    private PaddedLong _pending; // in-flight count | Draining | Closed: see "Accepting an item" and "Shutdown"
    private int _state;          // StateRunning -> StateDraining | StateDiscarding, once (CompareExchange)
    private int _exited;         // workers that left their loop (Interlocked); the last one finishes the shutdown
    private long _rerouted;      // Interlocked

    /// <summary>Starts the pool's workers; returns once every worker has started and pinned (or recorded why not).</summary>
    /// <param name="workers">Worker threads: 0 means <see cref="Environment.ProcessorCount"/> (at most
    /// <see cref="MaxWorkers"/>); otherwise 1 to <see cref="MaxWorkers"/>.</param>
    /// <param name="pin">Pin worker i to the (i mod count)-th CPU the constructing thread may run on, where the OS
    /// allows (see <see cref="Pinning"/>); false leaves every worker unpinned.</param>
    /// <param name="name">The pool's name, and its threads' names' prefix ("name/i"); a numbered default otherwise.</param>
    /// <param name="parking">How an idle worker waits (see <see cref="AffinePoolParking"/>); the default is the wait every
    /// committed AffinePool row was measured with.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="workers"/> is negative or above <see cref="MaxWorkers"/>,
    /// or <paramref name="parking"/> is not a defined value.</exception>
    public AffinePool(int workers = 0, bool pin = true, string? name = null, AffinePoolParking parking = AffinePoolParking.SpinYieldMonitor)
    {
        if (parking is not (AffinePoolParking.SpinYieldMonitor or AffinePoolParking.SpinFutex))
        {
            ThrowHelper.ArgumentOutOfRange(nameof(parking), parking, "parking is SpinYieldMonitor or SpinFutex");
        }
        Parking = parking;
        if (workers < 0 || workers > MaxWorkers)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(workers), workers,
                $"a worker count is 0 (one per processor) or between 1 and {MaxWorkers}");
        }
        var count = workers == 0 ? Math.Min(Environment.ProcessorCount, MaxWorkers) : workers;
        Name = name ?? $"AffinePool-{Interlocked.Increment(ref s_instances)}";
        _mask = (count & (count - 1)) == 0 ? count - 1 : -1;

        var (cpus, why) = WorkerPinningPlan.Plan(pin);

        _workers = new AffinePoolWorker[count];
        // not disposed: the last worker's Signal may still be returning when Wait does, and no kernel handle is made
        var started = new CountdownEvent(count);
        for (var i = 0; i < count; i++)
        {
            var cpu = WorkerPinningPlan.CpuOf(cpus, i);
            _workers[i] = new AffinePoolWorker(this, i, cpu, why, started, parking);
        }
        foreach (var worker in _workers)
        {
            worker.Start();
        }
        started.Wait(); // each worker signals after it pinned (or failed to) and set up its thread
        var pinning = new WorkerPinning[count];
        for (var i = 0; i < count; i++)
        {
            pinning[i] = _workers[i].Pinning;
        }
        _pinning = Array.AsReadOnly(pinning);
    }

    /// <summary>How the pool's idle workers wait.</summary>
    public AffinePoolParking Parking { get; }

    /// <summary>Number of worker threads.</summary>
    internal int WorkerCount => _workers.Length;

    /// <summary>The pool's name (its threads are named "Name/i").</summary>
    public string Name { get; }

    /// <summary>Index of the calling thread among its pool's workers; -1 on any thread that is not a pool worker.</summary>
    internal static int CurrentWorker => t_pool is null ? -1 : t_worker;

    /// <summary>The pool whose worker is calling; null on any thread that is not a pool worker.</summary>
    public static AffinePool? Current => t_pool;

    /// <summary>Per worker: the CPU it is pinned to, or why it could not be (or was not asked to be) pinned.</summary>
    public IReadOnlyList<WorkerPinning> Pinning => _pinning;

    /// <summary>Work items executed so far by all workers, including items that threw (read racily; exact after
    /// shutdown). Rerouted items are not counted.</summary>
    public long Executed => _workers.Sum(worker => worker.Executed);

    /// <summary>Accepted items a discarding shutdown dropped without running them (so far).</summary>
    public long Dropped => _workers.Sum(worker => worker.Dropped);

    /// <summary>Accepted items not yet executed or dropped (diagnostics; stale as soon as it is read).</summary>
    public long InFlight => Volatile.Read(ref _pending.Value) & CountMask;

    /// <summary>Continuations and tasks that reached a worker's context or task scheduler after the pool closed and
    /// ran on the .NET thread pool instead: still one at a time per worker, in the order they were queued, and only
    /// once that worker's thread has finished its last item.</summary>
    internal long Rerouted => Volatile.Read(ref _rerouted);

    /// <summary>True once the pool no longer accepts any item (a drain finished, or a discarding shutdown began).</summary>
    internal bool IsClosed => (Volatile.Read(ref _pending.Value) & ClosedFlag) != 0;

    /// <summary>Raised on the worker thread (or, for a rerouted item, a .NET thread-pool thread) each time a work item
    /// throws. A handler that throws is recorded in <see cref="Faults"/> and not raised again.</summary>
    public event Action<AffinePoolFault>? Faulted
    {
        add => _faults.Handlers += value;
        remove => _faults.Handlers -= value;
    }

    /// <summary>The first <see cref="MaxRecordedFaults"/> faults seen, oldest first (a snapshot).</summary>
    public IReadOnlyList<AffinePoolFault> Faults => _faults.Faults;

    /// <summary>Every fault seen, including those beyond what <see cref="Faults"/> keeps.</summary>
    public int FaultCount => _faults.Count;

    /// <summary>The worker <paramref name="key"/> maps to: the non-negative residue of key modulo
    /// <see cref="WorkerCount"/> (any int, negative ones too). Fixed for the pool's life.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int WorkerOf(int key)
    {
        if (_mask >= 0)
        {
            return key & _mask; // two's complement: the same residue as the modulo below
        }
        var r = key % _workers.Length;
        return r < 0 ? r + _workers.Length : r;
    }

    /// <summary>True on the worker thread <paramref name="key"/> maps to (<see cref="WorkerOf"/>): the one thread
    /// that runs that key's items, which therefore must not wait for one of them.</summary>
    public bool IsCurrentThreadSoleRunner(int key) => IsOnWorker(this, WorkerOf(key));

    /// <summary>
    /// Queues <paramref name="work"/> on the worker <paramref name="key"/> maps to; it runs once, on that worker's
    /// thread, after the items queued there before it. Never blocks, never waits for room; allocates nothing while
    /// the worker's backlog is within its node pool. Does not flow ExecutionContext.
    /// </summary>
    /// <exception cref="ArgumentNullException"><paramref name="work"/> is null.</exception>
    /// <remarks>From one of this pool's workers it never throws: while the pool drains the item is accepted, and
    /// during a discarding shutdown it is dropped on arrival (counted in <see cref="Dropped"/>).</remarks>
    /// <exception cref="InvalidOperationException">Called from outside the pool while it drains or after it closed;
    /// the item was not queued.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Schedule(int key, IThreadPoolWorkItem work)
    {
        if (work is null)
        {
            ThrowNullWork();
        }
        var worker = _workers[WorkerOf(key)];
        if (!TryAccept(fromInside: false))
        {
            RefuseOrDrop(work);
            return;
        }
        worker.Push(work);
    }

    /// <summary>Queues <paramref name="work"/> like <see cref="Schedule(int, IThreadPoolWorkItem)"/> (allocates a small
    /// wrapper per call). An exception it throws is a pool fault.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="work"/> is null.</exception>
    /// <exception cref="InvalidOperationException">Called from outside the pool while it drains or after it closed.</exception>
    public void Schedule(int key, Action work)
    {
        ArgumentNullException.ThrowIfNull(work);
        Schedule(key, new ActionWorkItem(work));
    }

    /// <summary>The SynchronizationContext of worker <paramref name="worker"/>: Post queues on that worker; Send runs
    /// inline on it, and from any other thread posts and waits. Installed as the worker thread's current context.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="worker"/> is not between 0 and WorkerCount - 1.</exception>
    public SynchronizationContext ContextOf(int worker) => WorkerAt(worker).Context;

    /// <summary>The TaskScheduler of worker <paramref name="worker"/>: tasks queued to it run on that worker.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="worker"/> is not between 0 and WorkerCount - 1.</exception>
    public TaskScheduler TaskSchedulerOf(int worker) => WorkerAt(worker).TaskScheduler;

    /// <summary>
    /// Shuts the pool down; the first call decides, later calls return the same task. <paramref name="drain"/> true:
    /// outside Schedules are refused from now on; everything already accepted, everything those items schedule, and
    /// every continuation posted to the pool before it closes is executed; the pool closes once nothing is in flight.
    /// False: the pool closes at once; each worker finishes the item in hand and drops (counts) the rest. The task
    /// completes after every worker thread has ended, with the exact accounting: executed + dropped = accepted, where
    /// accepted = every Schedule, Post, Send and task queued to this pool that neither threw nor was rerouted (see
    /// <see cref="AffinePoolShutdown"/>).
    /// </summary>
    public Task<AffinePoolShutdown> ShutdownAsync(bool drain = true)
    {
        if (Interlocked.CompareExchange(ref _state, drain ? StateDraining : StateDiscarding, StateRunning) == StateRunning)
        {
            if (drain)
            {
                var before = Interlocked.Or(ref _pending.Value, DrainingFlag);
                if (before == 0)
                {
                    TryCloseDrained(); // nothing was in flight: close now
                }
            }
            else
            {
                Interlocked.Or(ref _pending.Value, ClosedFlag);
                WakeAll(); // parked workers see Discarding or done; busy ones read _state before their next item
            }
        }
        return _shutdown.Task;
    }

    /// <summary>A draining shutdown (<see cref="ShutdownAsync"/> with drain: true), awaited.</summary>
    public ValueTask DisposeAsync() => new(ShutdownAsync(drain: true));

    /// <inheritdoc />
    public override string ToString() => $"AffinePool '{Name}' ({_workers.Length} workers)";

    // ---- accepting and retiring items (see "Accepting an item" and "Shutdown" in the design note) ----

    /// <summary>Counts an item in; false when it is refused (nothing changed then).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal bool TryAccept(bool fromInside)
    {
        var p = Interlocked.Increment(ref _pending.Value);
        return (p & (DrainingFlag | ClosedFlag)) == 0 || AcceptSlow(p, fromInside);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool AcceptSlow(long p, bool fromInside)
    {
        if ((p & ClosedFlag) == 0 && (fromInside || t_pool == this))
        {
            return true; // draining: items of this pool (and its continuations) still get in
        }
        var after = Interlocked.Decrement(ref _pending.Value);
        if (after == DrainingFlag)
        {
            TryCloseDrained(); // our transient count was the last one
        }
        else if (IsDone(after))
        {
            WakeAll();
        }
        return false;
    }

    /// <summary>A worker gives back the count of <paramref name="items"/> executed or dropped items.</summary>
    internal void Retire(long items)
    {
        var after = Interlocked.Add(ref _pending.Value, -items);
        if (after == DrainingFlag)
        {
            TryCloseDrained();
        }
        else if (IsDone(after))
        {
            WakeAll();
        }
    }

    /// <summary>Draining, nothing in flight: close. Only one CompareExchange can move Draining to Draining|Closed.</summary>
    private void TryCloseDrained()
    {
        if (Interlocked.CompareExchange(ref _pending.Value, DrainingFlag | ClosedFlag, DrainingFlag) == DrainingFlag)
        {
            WakeAll();
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool IsDone(long pending) => (pending & ClosedFlag) != 0 && (pending & CountMask) == 0;

    /// <summary>Workers' view: done (closed and nothing in flight). Reads _state first, which is Running (a cheap
    /// line, written once) for the pool's whole working life, so a spinning worker does not pull _pending's line.</summary>
    internal bool IsDoneNow() => Volatile.Read(ref _state) != StateRunning && IsDone(Volatile.Read(ref _pending.Value));

    internal bool IsDiscarding => Volatile.Read(ref _state) == StateDiscarding;

    private void WakeAll()
    {
        foreach (var worker in _workers)
        {
            worker.Wake();
        }
    }

    /// <summary>Post / QueueTask: accepted as "inside" (even while draining); after the close the item runs on the
    /// .NET thread pool instead (counted in <see cref="Rerouted"/>), one at a time and in order per worker.</summary>
    internal void EnqueueContinuation(AffinePoolWorker worker, IThreadPoolWorkItem item)
    {
        if (TryAccept(fromInside: true))
        {
            worker.Push(item);
            return;
        }
        Interlocked.Increment(ref _rerouted);
        worker.Reroute(item); // one at a time per worker, after the worker thread left its loop (AffinePoolWorker)
    }

    internal void RunRerouted(IThreadPoolWorkItem item)
    {
        try
        {
            item.Execute();
        }
        catch (Exception e)
        {
            ReportFault(-1, e);
        }
    }

    // ---- faults ----

    internal void ReportFault(int worker, Exception exception) => _faults.Report(worker, exception);

    internal void TellDropped(IThreadPoolWorkItem item, int worker) => _faults.TellDropped(item, this, worker);

    // ---- worker threads ----

    internal static void EnterWorker(AffinePool pool, int index)
    {
        t_pool = pool;
        t_worker = index;
    }

    internal static void LeaveWorker()
    {
        t_pool = null;
        t_worker = 0;
    }

    internal static bool IsOnWorker(AffinePool pool, int index) => t_pool == pool && t_worker == index;

    /// <summary>A worker left its loop (done: every queue is empty and nothing is accepted any more). The last one
    /// queues the join; the threads' counters are final (each was written before its Interlocked.Increment here).</summary>
    internal void WorkerExited()
    {
        if (Interlocked.Increment(ref _exited) == _workers.Length)
        {
            ThreadPool.UnsafeQueueUserWorkItem(static pool => pool.JoinAndComplete(), this, preferLocal: false);
        }
    }

    private void JoinAndComplete()
    {
        foreach (var worker in _workers)
        {
            worker.Join(); // each has left its loop; this waits for its last instructions only
        }
        _shutdown.TrySetResult(new AffinePoolShutdown(Executed, Dropped, FaultCount));
    }

    private AffinePoolWorker WorkerAt(int worker)
    {
        if ((uint)worker >= (uint)_workers.Length)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(worker), worker, $"a worker index is between 0 and {_workers.Length - 1}");
        }
        return _workers[worker];
    }

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowNullWork() => throw new ArgumentNullException("work");

    /// <summary>Schedule was refused: from the pool's own worker during a discarding shutdown the item is dropped on
    /// arrival (counted by that worker, on its own thread, and told if it is an IDroppableWorkItem); from anywhere else
    /// it throws.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void RefuseOrDrop(IThreadPoolWorkItem work)
    {
        if (t_pool == this && IsDiscarding)
        {
            _workers[t_worker].DropOnArrival(work);
            return;
        }
        ThrowRefused();
    }

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void ThrowRefused() => ThrowHelper.InvalidOperation(IsClosed
        ? $"{this} is shut down: Schedule is refused."
        : $"{this} is draining: only its own workers may schedule until it closes; Schedule from this thread is refused.");

    /// <summary>Runs an <see cref="Action"/> as a work item (the convenience overload of Schedule).</summary>
    private sealed class ActionWorkItem(Action action) : IThreadPoolWorkItem
    {
        public void Execute() => action();
    }
}
