// Design: AffinePool — an affine thread pool: N dedicated worker threads, each pinned to a CPU where the OS allows,
// each with its own unbounded MPSC queue of work items; a key always runs on the same worker.
//
// Shape
//   Workers: N threads (default: Environment.ProcessorCount; at most MaxWorkers = 1024), background threads named
//   "<pool name>/<i>". Worker i owns an MpscLinkedQueue<IThreadPoolWorkItem> (Mpsc/MpscLinkedQueue.cs: Vyukov's
//   linked queue with a pre-filled node pool), a Parker, a SynchronizationContext and a TaskScheduler
//   (AffinePoolWorker.cs, AffinePoolContexts.cs). It pops and executes items one at a time in queue order, and
//   spins, yields and parks (SpinThenParkWait) when its queue is empty.
//   Key -> worker: WorkerOf(key) = key mod N, the non-negative residue (so -1 maps to N - 1; with N a power of two
//   it is key & (N - 1), which is the same number). Fixed for the pool's life: no migration, no stealing.
//
// Why one queue per worker
//   Affinity is the point: every item of a key runs on one thread, so whatever state the key's items touch (an
//   actor's mailbox and fields, a connection, a shard) stays in one core's cache and is never touched by two
//   threads at once — the items of one key are serialised without a lock. A shared queue would hand a key's items
//   to whichever worker pops first; per-worker queues make "which thread" a function of the key alone, and keep
//   schedulers of different workers off each other's queue heads. The queue has to be unbounded (an item that
//   schedules onto its own worker must never be refused or wait: only that worker could make room) and
//   lock-free for schedulers: MpscLinkedQueue is both, and allocation-free while a worker's backlog stays within
//   its node pool (1024 nodes). A bounded ring (MpscRingXadd) would have to refuse or block in that case.
//
// Who writes what
//   queue head        schedulers (Interlocked.Exchange, the queue's protocol); queue tail: the worker only.
//   _pending          every scheduler (Interlocked.Increment before its push; Interlocked.Decrement to give a
//                     refused count back), every worker (Interlocked.Add of minus the items it retired),
//                     ShutdownAsync (Interlocked.Or of a flag), a drain's close (Interlocked.CompareExchange). Only
//                     ever changed by Interlocked operations, read with Volatile.Read. Its own 128-byte block.
//                     Low 48 bits: the in-flight count (accepted items not yet executed or dropped); bit 56
//                     Draining, bit 57 Closed.
//   _state            Running -> Draining | Discarding, once, by the first ShutdownAsync (CompareExchange).
//                     Read by workers before each item (Volatile.Read; the line is written once per pool life).
//   worker counters   executed / dropped: each worker its own (Volatile.Write; read racily by Executed, Dropped);
//                     executed, written per item, alone on its 128-byte block.
//   parker._sleepers  the worker while it parks; schedulers read it (after a fence) in Wake.
//
// Accepting an item (Schedule, the contexts' Post/Send, the task schedulers' QueueTask)
//   p = Interlocked.Increment(_pending). Neither flag set: accepted. Closed: refused. Draining only: accepted from
//   inside the pool (a worker thread of this pool, or the pool's own SynchronizationContext / TaskScheduler — the
//   continuations of items already in flight), refused from anywhere else. A refusal gives the count back
//   (Interlocked.Decrement) and, if that made the word "draining with nothing in flight", closes (below).
//   Then: push onto the worker's queue, then Wake. Every accepted item is executed or dropped exactly once; a
//   refused one is never queued: Schedule throws InvalidOperationException (from the pool's own worker during a
//   discarding shutdown it is counted as dropped instead), Post and QueueTask reroute, Send throws (below).
//
// The wake-up protocol (no lost wake-up)
//   Scheduler: push (the queue's Volatile.Write of prev.Next: release) ; Parker.Unpark = full fence ; read
//   _sleepers ; pulse only if non-zero. Worker about to sleep: Parker.Park = take the monitor ; Interlocked
//   increment of _sleepers (full fence) ; re-check "my queue has a linked item, or the pool is done" (Volatile
//   reads) ; Monitor.Wait. Each side writes its own variable, fences, and reads the other's; full fences are
//   totally ordered, so either the worker's re-check sees the link (and does not sleep) or the scheduler's read
//   sees the sleeper (and pulses; the pulse cannot fall between re-check and wait, the worker holds the monitor
//   across both). So Schedule wakes the worker only when it is parked or about to park, and a worker never
//   sleeps over an item. The same handshake covers "done": whoever moves _pending to a done value (an Interlocked
//   operation, itself a full fence) then calls Wake on every worker, and the worker's re-check reads _state and
//   _pending after its own fence. No step relies on x86's store ordering: each store -> load pair that the argument
//   needs (link -> sleepers, sleepers -> link, _pending -> sleepers, sleepers -> _pending) has a full fence between.
//   Parker.cs states the handshake once; the condition here is the worker's HasWorkOrDone.
//
// Shutdown (ShutdownAsync; the first call decides, later calls return the same task)
//   drain: true  — Interlocked.Or(_pending, Draining). From then on the pool accepts only from inside (above), and
//                  the pool closes at the first instant at which nothing is in flight: no accepted item queued,
//                  being pushed, or running. That instant is found exactly by the word itself: whoever's
//                  Interlocked operation takes it to "Draining, count 0" (the Or when nothing was in flight, a
//                  worker retiring its last items, a refused scheduler giving its count back) then
//                  CompareExchanges Draining -> Draining | Closed; only one can succeed, and afterwards every
//                  increment sees Closed. An item never sees its own pool closed under it: while it runs it is
//                  counted, so the count is not 0 and the close cannot happen; what it schedules is counted before
//                  it retires. So a draining shutdown runs everything accepted before it, everything those items
//                  schedule (transitively), and every continuation posted to a worker's context or task scheduler
//                  before the close — and refuses outside Schedules from the moment of the call.
//   drain: false — _state = Discarding, then Interlocked.Or(_pending, Closed): nothing is accepted after it. A
//                  worker reads _state before each item: from then on it pops items and drops them (counted; a
//                  Send waiting for a dropped item is released with an exception). The item in hand finishes; a
//                  Schedule it makes after the Or is dropped on arrival (counted with the dropped, not queued, no
//                  exception): a run that re-queues itself is never refused from inside (IWorkScheduler's
//                  contract), its pool just discards it like everything else queued.
//   Done: Closed and a count of 0 — every accepted item was executed or dropped, every queue is empty. Each worker
//   leaves its loop when it sees done; the last to leave queues the join on the .NET thread pool, which joins every
//   worker thread and then completes the task with AffinePoolShutdown(executed, dropped, faults); executed +
//   dropped equals the items accepted, exactly, under any race (the count says so: it reached 0 after the close).
//   After the close Schedule from outside throws InvalidOperationException (not ObjectDisposedException: it is
//   also what an outside Schedule gets during a drain, when the pool is not yet disposed). Post, Send and QueueTask
//   after the close cannot run on a worker: Post and QueueTask hand their item to the .NET thread pool instead and
//   count it in Rerouted (they are called by the runtime on arbitrary threads — an await continuation completing
//   on a timer thread — where an exception would crash the process or strand the async method); Send throws.
//
// SynchronizationContext and TaskScheduler (one of each per worker)
//   The worker installs its context as SynchronizationContext.Current on its thread (and re-installs it after an
//   item that changed it). Post enqueues on that worker (accepted as "inside", allocates one small item, flows the
//   poster's ExecutionContext); Send runs inline on that worker's own thread, otherwise posts and blocks the caller
//   until the worker ran it (its exception is rethrown to the caller, not reported as a pool fault). So an await
//   in an item resumes on the item's worker: await captures SynchronizationContext.Current. The TaskScheduler
//   queues tasks on that worker, inlines only on that worker's thread, and says MaximumConcurrencyLevel = 1;
//   GetScheduledTasks returns null ("not supported"): the queue is lock-free with the worker as its only reader,
//   so no other thread (the debugger) can walk it safely, and a snapshot under a lock would cost every Schedule.
//
// Faults
//   An item that throws is caught on its worker: recorded (Faults keeps the first MaxRecordedFaults, FaultCount
//   counts all), raised through Faulted on the worker thread, and the worker goes on with the next item. A Faulted
//   handler that throws is recorded as a fault too (InFaultedHandler = true) and not raised again. A thrower counts
//   as executed. Rerouted items that throw are recorded with worker -1.
//
// Pinning (ThreadAffinity, PerfBuf.Core.Threading)
//   The constructor reads the CPUs the constructing thread may use (a new thread inherits that mask on Linux);
//   worker i pins itself to the (i mod count)-th of them when it starts (so with more workers than CPUs several
//   workers share a CPU), and the constructor returns once every worker has pinned or recorded why not (Pinning).
//   Linux: sched_setaffinity; refused (EINVAL) when the CPU is no longer in the thread's allowed set (a cgroup
//   cpuset or taskset changed it after the constructor read it), and where a seccomp policy denies the call
//   (EPERM). Windows: SetThreadAffinityMask, processor group 0 only: a CPU beyond the first 64 (32 in a 32-bit
//   process), or outside the process's mask, is refused. macOS and every other OS: ThreadAffinity has no pinning
//   there (macOS offers only affinity tags, hints that group threads, not a binding to a CPU): workers run
//   unpinned, and Pinning says why. pin: false skips it all. A pinned worker still shares its CPU with every
//   other thread the OS puts there: pinning forbids migration, it does not reserve the core.
//
// Hot path: Schedule is [AggressiveInlining]: a null check, WorkerOf (a mask or a modulo), one Interlocked.Increment,
//   the queue's node take and Exchange, and Wake's fence and read. No allocation for an IThreadPoolWorkItem while
//   the worker's backlog is within its node pool (tests/Scheduling asserts it).
//
// Known weaknesses
//   Skew: a key's worker is fixed, so one hot key saturates one worker while the others idle, and keys that happen
//   to share a worker share its throughput — there is no stealing to even it out (stealing would move a key's items
//   to another thread, which is what this pool exists to prevent). Head-of-line blocking: a long item delays every
//   item queued behind it on that worker, of every key mapped there; a blocking item (a lock, Wait, Thread.Sleep, a
//   synchronous Send to another worker) blocks its whole key space, and two workers Sending to each other deadlock.
//   A draining shutdown waits for every item and never finishes if one blocks forever; an item that waits
//   synchronously for the shutdown it requested deadlocks (it is still in flight). Every Schedule and every batch of
//   executed items touch one shared counter (_pending) — the price of an exact drain; workers retire in batches of
//   up to 64 to pay it once per batch, schedulers pay it per item. Wake takes the parker's monitor when the worker is
//   parking, so a Schedule can wait for the worker's short re-check. A scheduler pre-empted between its Exchange and
//   its link hides the items queued behind it on that worker until it resumes (MpscLinkedQueue's stalled-producer
//   window). Each worker pre-allocates 1024 queue nodes (~56 KB with the node pool's cells); a deeper backlog
//   allocates. Items dropped by a discarding shutdown include continuations: the async methods they belong to never
//   resume (a Send is released with an exception). Schedule does not flow ExecutionContext (like
//   ThreadPool.UnsafeQueueUserWorkItem), and an item that leaves an AsyncLocal set leaks it to the worker's later
//   items. A pool that is never shut down keeps its threads parked for the life of the process.

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
    private readonly List<AffinePoolFault> _faults = [];

    private PaddedLong _pending; // in-flight count | Draining | Closed: see "Accepting an item" and "Shutdown"
    private int _state;          // StateRunning -> StateDraining | StateDiscarding, once (CompareExchange)
    private int _exited;         // workers that left their loop (Interlocked); the last one finishes the shutdown
    private int _faultCount;     // Interlocked
    private long _rerouted;      // Interlocked

    /// <summary>Starts the pool's workers; returns once every worker has started and pinned (or recorded why not).</summary>
    /// <param name="workers">Worker threads: 0 means <see cref="Environment.ProcessorCount"/> (at most
    /// <see cref="MaxWorkers"/>); otherwise 1 to <see cref="MaxWorkers"/>.</param>
    /// <param name="pin">Pin worker i to the (i mod count)-th CPU the constructing thread may run on, where the OS
    /// allows (see <see cref="Pinning"/>); false leaves every worker unpinned.</param>
    /// <param name="name">The pool's name, and its threads' names' prefix ("name/i"); a numbered default otherwise.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="workers"/> is negative or above <see cref="MaxWorkers"/>.</exception>
    public AffinePool(int workers = 0, bool pin = true, string? name = null)
    {
        if (workers < 0 || workers > MaxWorkers)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(workers), workers,
                $"a worker count is 0 (one per processor) or between 1 and {MaxWorkers}");
        }
        var count = workers == 0 ? Math.Min(Environment.ProcessorCount, MaxWorkers) : workers;
        Name = name ?? $"AffinePool-{Interlocked.Increment(ref s_instances)}";
        _mask = (count & (count - 1)) == 0 ? count - 1 : -1;

        IReadOnlyList<int>? cpus = null;
        string? why = null;
        if (!pin)
        {
            why = "not requested (pin: false)";
        }
        else
        {
            var allowed = ThreadAffinity.AllowedCpus();
            if (allowed.TryGetValue(out var list) && list.Count > 0)
            {
                cpus = list;
            }
            else
            {
                why = allowed.Reason ?? "the allowed-CPU set is empty";
            }
        }

        _workers = new AffinePoolWorker[count];
        // not disposed: the last worker's Signal may still be returning when Wait does, and no kernel handle is made
        var started = new CountdownEvent(count);
        for (var i = 0; i < count; i++)
        {
            var cpu = cpus is null ? -1 : cpus[i % cpus.Count];
            _workers[i] = new AffinePoolWorker(this, i, cpu, why, started);
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
    public long Executed
    {
        get
        {
            long sum = 0;
            foreach (var worker in _workers)
            {
                sum += worker.Executed;
            }
            return sum;
        }
    }

    /// <summary>Accepted items a discarding shutdown dropped without running them (so far).</summary>
    public long Dropped
    {
        get
        {
            long sum = 0;
            foreach (var worker in _workers)
            {
                sum += worker.Dropped;
            }
            return sum;
        }
    }

    /// <summary>Accepted items not yet executed or dropped (diagnostics; stale as soon as it is read).</summary>
    public long InFlight => Volatile.Read(ref _pending.Value) & CountMask;

    /// <summary>Continuations and tasks that reached a worker's context or task scheduler after the pool closed and
    /// ran on the .NET thread pool instead.</summary>
    internal long Rerouted => Volatile.Read(ref _rerouted);

    /// <summary>True once the pool no longer accepts any item (a drain finished, or a discarding shutdown began).</summary>
    internal bool IsClosed => (Volatile.Read(ref _pending.Value) & ClosedFlag) != 0;

    /// <summary>Raised on the worker thread (or, for a rerouted item, a .NET thread-pool thread) each time a work item
    /// throws. A handler that throws is recorded in <see cref="Faults"/> and not raised again.</summary>
    public event Action<AffinePoolFault>? Faulted;

    /// <summary>The first <see cref="MaxRecordedFaults"/> faults seen, oldest first (a snapshot).</summary>
    public IReadOnlyList<AffinePoolFault> Faults
    {
        get
        {
            lock (_faults)
            {
                return _faults.ToArray();
            }
        }
    }

    /// <summary>Every fault seen, including those beyond what <see cref="Faults"/> keeps.</summary>
    public int FaultCount => Volatile.Read(ref _faultCount);

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
            RefuseOrDrop();
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
    /// completes after every worker thread has ended, with the exact accounting: executed + dropped = accepted.
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
    /// .NET thread pool instead (counted in <see cref="Rerouted"/>).</summary>
    internal void EnqueueContinuation(AffinePoolWorker worker, IThreadPoolWorkItem item)
    {
        if (TryAccept(fromInside: true))
        {
            worker.Push(item);
            return;
        }
        Interlocked.Increment(ref _rerouted);
        ThreadPool.UnsafeQueueUserWorkItem(static s => s.Pool.RunRerouted(s.Item), (Pool: this, Item: item), preferLocal: false);
    }

    private void RunRerouted(IThreadPoolWorkItem item)
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

    internal void ReportFault(int worker, Exception exception)
    {
        var fault = new AffinePoolFault(worker, exception);
        Record(fault);
        var handlers = Faulted;
        if (handlers is null)
        {
            return;
        }
        try
        {
            handlers(fault);
        }
        catch (Exception handlerFault)
        {
            Record(new AffinePoolFault(worker, handlerFault, InFaultedHandler: true)); // not raised again
        }
    }

    private void Record(AffinePoolFault fault)
    {
        lock (_faults)
        {
            _faultCount++; // under the lock; read with Volatile.Read
            if (_faults.Count < MaxRecordedFaults)
            {
                _faults.Add(fault);
            }
        }
    }

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
    /// arrival (counted by that worker, on its own thread); from anywhere else it throws.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void RefuseOrDrop()
    {
        if (t_pool == this && IsDiscarding)
        {
            _workers[t_worker].DropOnArrival();
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
