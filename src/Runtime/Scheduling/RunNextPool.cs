// Design: RunNextPool — N dedicated worker threads (pinned where the OS allows) that keep a hand-over on the thread
// that made it: an item scheduled by a running item goes to the running worker's "next" slot and runs right after the
// current item, before anything queued, with no other thread woken for it.
//
// Where an item goes: scheduled from outside the pool, to the queue of the worker its key maps to (key mod N), and
//   that worker is woken; scheduled by a running item of this pool, to that worker's slot (the slot's previous
//   occupant moves to the back of that worker's queue), except an item re-scheduling itself (a run that spent its
//   budget), which goes to the back of the queue. The key is a hint for items arriving from outside only.
// Which runs next (the worker's loop): the slot while fewer than MaxSlotRuns slot items ran in a row or nothing is
//   queued; otherwise the slot's item moves to the back of the queue and the queue's head runs. Then stealing: an
//   idle worker takes the head of another worker's queue, and another worker's slot item only after seeing the same
//   item there for SlotStealDelay (a stalled owner).
// Who is woken: the owner of a queue an outside Schedule pushed to; one parked worker when two or more items wait on a
//   worker — its slot's previous item displaced or demoted, or its owner taking a queued item with more behind it
//   (Pony's rule: never for a single waiting item, never for the slot).
// Who writes what: a worker's slot by Interlocked.Exchange (owner) and CompareExchange (thieves) only; its queue is a
//   ConcurrentQueue (any thread enqueues, the owner and thieves dequeue); _pending (in-flight count | Draining |
//   Closed) by Interlocked only, but a worker admits an item scheduled from inside against one it executed and has not
//   yet retired (its _unretired credit, owner only) without touching it, and retires its credit every 64 items or, once
//   the pool shuts down, before it waits; _state once by the first ShutdownAsync.
// Invariants: every accepted item is executed or dropped exactly once (one Exchange/CompareExchange takes a slot item;
//   ConcurrentQueue hands an item to one dequeuer); _pending ≥ the items truly in flight, equal once every worker has
//   retired its credit, which each does before waiting once the pool shuts down (so a drain closes exactly when
//   nothing is left); a slot item runs before the owner's queue
//   head unless MaxSlotRuns slot items ran in a row with something queued.
// Memory ordering (no lost wake-up): an outside pusher enqueues (an interlocked step), fences, reads the owner's
//   sleepers; a worker about to park increments its sleepers (full fence) and re-checks its slot, its queue and "the
//   pool shuts down and I hold credit, or it is done"; a shutdown writes its state, then wakes every worker. Thieves
//   are woken as a performance rule only (every queued item's owner is awake). Each side writes, fences, reads the other's: one sees the other. The slot's
//   publication is the Exchange (a full fence); an item's fields written before Schedule are visible to whichever
//   thread takes it. Nothing relies on x86's store ordering.
// Known weaknesses: an item that blocks until an item it scheduled has run waits until a spinning worker steals the
//   slot (parked workers are not woken for it): on one worker, forever; so a Tell from any worker into a full bounded
//   mailbox is refused (IsCurrentThreadSoleRunner). No SynchronizationContext or TaskScheduler per worker; no
//   ExecutionContext flow; the queue head is the oldest item, so a stolen pair leaves its worker's slot chain.
// Proof and details: src/Runtime/DESIGN.md#runnextpool

using System.Runtime.CompilerServices;
using PerfBuf.Core;
using PerfBuf.Core.Padding;

namespace PerfBuf.Runtime.Scheduling;

/// <summary>
/// A pool of <see cref="WorkerCount"/> dedicated threads, each pinned to a CPU where the OS allows, that runs an item
/// scheduled by a running item on the same thread right after it (the worker's "next" slot), with bounded consecutive
/// slot runs and stealing between idle workers. Items scheduled from outside go to the worker their key maps to. Shut it
/// down with <see cref="ShutdownAsync"/> or <see cref="DisposeAsync"/>.
/// </summary>
public sealed class RunNextPool : IWorkScheduler, IAsyncDisposable
{
    /// <summary>The largest worker count the constructor accepts.</summary>
    public const int MaxWorkers = 1024;

    /// <summary>Consecutive slot runs before a queued item gets its turn (Tokio's bound).</summary>
    public const int DefaultMaxSlotRuns = ThreadPoolRunNextScheduler.DefaultMaxSlotRuns;

    /// <summary>How many faults <see cref="Faults"/> keeps (the first ones); <see cref="FaultCount"/> counts all.</summary>
    public const int MaxRecordedFaults = 1000;

    // the in-flight word: AffinePool's layout (count in the low 48 bits, then the flags)
    private const long CountMask = (1L << 48) - 1;
    private const long DrainingFlag = 1L << 56;
    private const long ClosedFlag = 1L << 57;

    private const int StateRunning = 0;
    private const int StateDraining = 1;
    private const int StateDiscarding = 2;

    private static int s_instances;

    [ThreadStatic]
    private static RunNextWorker? t_worker;

    private readonly RunNextWorker[] _workers;
    private readonly int _mask; // N - 1 when N is a power of two, else -1
    private readonly IReadOnlyList<WorkerPinning> _pinning;
    private readonly TaskCompletionSource<AffinePoolShutdown> _shutdown = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly PoolFaultLog _faults = new(MaxRecordedFaults);

    private PaddedLong _pending; // in-flight count | Draining | Closed (AffinePool's layout and rules)
    private int _state;
    private int _exited;

    /// <summary>Starts the pool's workers; returns once every worker has started and pinned (or recorded why not).</summary>
    /// <param name="workers">Worker threads: 0 means <see cref="Environment.ProcessorCount"/> (at most
    /// <see cref="MaxWorkers"/>); otherwise 1 to <see cref="MaxWorkers"/>.</param>
    /// <param name="pin">Pin worker i to the (i mod count)-th CPU the constructing thread may run on, where the OS allows.</param>
    /// <param name="name">The pool's name and its threads' prefix ("name/i"); a numbered default otherwise.</param>
    /// <param name="maxSlotRuns">Slot items a worker runs in a row while something waits in its queue (1 or more).</param>
    /// <param name="slotStealDelay">How long an idle worker must see the same item in another worker's slot before it
    /// takes it; null: 3 µs (Go's runnext grace).</param>
    /// <exception cref="ArgumentOutOfRangeException">A count out of range, or a negative delay.</exception>
    public RunNextPool(int workers = 0, bool pin = true, string? name = null, int maxSlotRuns = DefaultMaxSlotRuns,
        TimeSpan? slotStealDelay = null)
    {
        if (workers < 0 || workers > MaxWorkers)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(workers), workers,
                $"a worker count is 0 (one per processor) or between 1 and {MaxWorkers}");
        }
        if (maxSlotRuns < 1)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(maxSlotRuns), maxSlotRuns, "at least one slot run in a row");
        }
        var delay = slotStealDelay ?? TimeSpan.FromMicroseconds(3);
        if (delay < TimeSpan.Zero)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(slotStealDelay), delay, "a delay is zero or more");
        }
        MaxSlotRuns = maxSlotRuns;
        SlotStealDelay = delay;
        SlotStealTicks = (long)(delay.TotalSeconds * System.Diagnostics.Stopwatch.Frequency);
        var count = workers == 0 ? Math.Min(Environment.ProcessorCount, MaxWorkers) : workers;
        Name = name ?? $"RunNextPool-{Interlocked.Increment(ref s_instances)}";
        _mask = (count & (count - 1)) == 0 ? count - 1 : -1;
        var (cpus, why) = WorkerPinningPlan.Plan(pin);
        // not disposed: the last worker's Signal may still be returning when Wait does (as AffinePool's)
        var started = new CountdownEvent(count);
        _workers = new RunNextWorker[count];
        for (var i = 0; i < count; i++)
        {
            _workers[i] = new RunNextWorker(this, i, WorkerPinningPlan.CpuOf(cpus, i), why, started);
        }
        foreach (var worker in _workers)
        {
            worker.Start();
        }
        started.Wait();
        _pinning = Array.AsReadOnly(_workers.Select(w => w.Pinning).ToArray());
    }

    /// <summary>Number of worker threads.</summary>
    public int WorkerCount => _workers.Length;

    /// <summary>The pool's name (its threads are named "Name/i").</summary>
    public string Name { get; }

    /// <summary>Slot items a worker runs in a row while something waits in its queue.</summary>
    public int MaxSlotRuns { get; }

    /// <summary>How long an idle worker sees the same item in another's slot before it takes it.</summary>
    public TimeSpan SlotStealDelay { get; }

    internal long SlotStealTicks { get; }

    internal RunNextWorker[] Workers => _workers;

    /// <summary>Per worker: the CPU it is pinned to, or why not.</summary>
    public IReadOnlyList<WorkerPinning> Pinning => _pinning;

    /// <summary>Items executed so far (read racily; exact after shutdown), including items that threw.</summary>
    public long Executed => _workers.Sum(w => w.Executed);

    /// <summary>Accepted items a discarding shutdown dropped without running them.</summary>
    public long Dropped => _workers.Sum(w => w.Dropped);

    /// <summary>Items executed from a worker's slot (diagnostics, racy).</summary>
    public long SlotRuns => _workers.Sum(w => w.SlotRunCount);

    /// <summary>Items an idle worker took from another worker's queue or slot (diagnostics, racy).</summary>
    public long Steals => _workers.Sum(w => w.Steals);

    /// <summary>Accepted items not yet retired (diagnostics; at least the items in flight, exact while every worker is
    /// idle).</summary>
    public long InFlight => Volatile.Read(ref _pending.Value) & CountMask;

    /// <summary>True once the pool accepts nothing any more (a drain finished, or a discarding shutdown began).</summary>
    internal bool IsClosed => (Volatile.Read(ref _pending.Value) & ClosedFlag) != 0;

    /// <summary>Raised on the worker thread each time an item throws; a handler that throws is recorded, not raised again.</summary>
    public event Action<AffinePoolFault>? Faulted
    {
        add => _faults.Handlers += value;
        remove => _faults.Handlers -= value;
    }

    /// <summary>The first <see cref="MaxRecordedFaults"/> faults, oldest first (a snapshot).</summary>
    public IReadOnlyList<AffinePoolFault> Faults => _faults.Faults;

    /// <summary>Every fault seen.</summary>
    public int FaultCount => _faults.Count;

    /// <summary>The pool whose worker is calling; null on any other thread.</summary>
    public static RunNextPool? Current => t_worker?.Pool;

    /// <summary>The worker an item scheduled from outside with <paramref name="key"/> goes to: key mod N (non-negative).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int WorkerOf(int key)
    {
        if (_mask >= 0)
        {
            return key & _mask;
        }
        var r = key % _workers.Length;
        return r < 0 ? r + _workers.Length : r;
    }

    /// <summary>True on any of this pool's workers: an item this thread scheduled may sit in its slot, which no parked
    /// worker is woken for, so this thread must not block until it has run (a Tell into a full mailbox refuses).</summary>
    public bool IsCurrentThreadSoleRunner(int key) => t_worker is { } w && ReferenceEquals(w.Pool, this);

    /// <summary>
    /// Queues <paramref name="work"/> to run once. From a running item of this pool: into that worker's slot (it runs next
    /// on this thread; the slot's previous item moves to the back of the queue), or, when <paramref name="work"/> is the
    /// item running, to the back of the queue. From anywhere else: to the queue of <see cref="WorkerOf"/>(key). Never
    /// blocks; allocates nothing while the queues stay within their segments. Does not flow ExecutionContext.
    /// </summary>
    /// <exception cref="ArgumentNullException"><paramref name="work"/> is null.</exception>
    /// <exception cref="InvalidOperationException">Called from outside the pool while it drains or after it closed.</exception>
    /// <remarks>From one of its workers it never throws: during a discarding shutdown the item is dropped on arrival.</remarks>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Schedule(int key, IThreadPoolWorkItem work)
    {
        if (work is null)
        {
            ThrowNullWork();
        }
        var worker = t_worker;
        if (worker is not null && ReferenceEquals(worker.Pool, this))
        {
            worker.ScheduleInside(work);
            return;
        }
        if (!TryAccept(fromInside: false))
        {
            ThrowRefused();
        }
        _workers[WorkerOf(key)].PushFromOutside(work);
    }

    /// <summary>Shuts the pool down, as <see cref="AffinePool.ShutdownAsync"/>: drain (outside Schedules refused, everything
    /// accepted and everything it schedules runs, then the pool closes) or discard (each worker finishes the item in hand
    /// and drops the rest, told through <see cref="IDroppableWorkItem"/>). Completes after every worker thread ended, with
    /// executed + dropped = accepted.</summary>
    public Task<AffinePoolShutdown> ShutdownAsync(bool drain = true)
    {
        if (Interlocked.CompareExchange(ref _state, drain ? StateDraining : StateDiscarding, StateRunning) == StateRunning)
        {
            if (drain)
            {
                if (Interlocked.Or(ref _pending.Value, DrainingFlag) == 0)
                {
                    TryCloseDrained();
                }
                WakeAll(); // parked workers flush their credit and look again
            }
            else
            {
                Interlocked.Or(ref _pending.Value, ClosedFlag);
                WakeAll();
            }
        }
        return _shutdown.Task;
    }

    /// <summary>A draining shutdown, awaited.</summary>
    public ValueTask DisposeAsync() => new(ShutdownAsync(drain: true));

    /// <inheritdoc />
    public override string ToString() => $"RunNextPool '{Name}' ({_workers.Length} workers)";

    // ---- accepting and retiring (AffinePool's in-flight word; see src/Runtime/DESIGN.md#runnextpool) ----

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal bool TryAccept(bool fromInside)
    {
        var p = Interlocked.Increment(ref _pending.Value);
        return (p & (DrainingFlag | ClosedFlag)) == 0 || AcceptSlow(p, fromInside);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool AcceptSlow(long p, bool fromInside)
    {
        if ((p & ClosedFlag) == 0 && fromInside)
        {
            return true; // draining: items scheduled by the pool's own items still get in
        }
        Retire(1);
        return false;
    }

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

    private void TryCloseDrained()
    {
        if (Interlocked.CompareExchange(ref _pending.Value, DrainingFlag | ClosedFlag, DrainingFlag)
            == DrainingFlag)
        {
            WakeAll();
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static bool IsDone(long pending) => (pending & ClosedFlag) != 0 && (pending & CountMask) == 0;

    internal bool IsDoneNow() => Volatile.Read(ref _state) != StateRunning && IsDone(Volatile.Read(ref _pending.Value));

    internal bool IsDiscarding => Volatile.Read(ref _state) == StateDiscarding;

    internal bool IsShuttingDown => Volatile.Read(ref _state) != StateRunning;

    private void WakeAll()
    {
        foreach (var worker in _workers)
        {
            worker.Wake();
        }
    }

    /// <summary>Two or more items wait on <paramref name="busy"/>: wakes one parked worker other than it, if any. A
    /// performance rule only (the items' owner is awake), so a parked worker missed here costs parallelism, never an item.</summary>
    internal void WakeOneIdle(RunNextWorker busy)
    {
        foreach (var worker in _workers)
        {
            if (!ReferenceEquals(worker, busy) && worker.IsParked)
            {
                worker.WakeToSteal();
                return;
            }
        }
    }

    /// <summary>True when some worker other than <paramref name="self"/> has a queued item a thief may take now.</summary>
    internal bool OthersHaveWork(RunNextWorker self)
    {
        foreach (var worker in _workers)
        {
            if (!ReferenceEquals(worker, self) && worker.HasQueued)
            {
                return true;
            }
        }
        return false;
    }

    // ---- faults and threads ----

    internal void ReportFault(int worker, Exception exception) => _faults.Report(worker, exception);

    internal void TellDropped(IThreadPoolWorkItem item, int worker) => _faults.TellDropped(item, this, worker);

    internal static void EnterWorker(RunNextWorker worker) => t_worker = worker;

    internal static void LeaveWorker() => t_worker = null;

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
            worker.Join();
        }
        _shutdown.TrySetResult(new AffinePoolShutdown(Executed, Dropped, FaultCount));
    }

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowNullWork() => throw new ArgumentNullException("work");

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void ThrowRefused() => ThrowHelper.InvalidOperation(IsClosed
        ? $"{this} is shut down: Schedule is refused."
        : $"{this} is draining: only its own workers may schedule until it closes; Schedule from this thread is refused.");
}
