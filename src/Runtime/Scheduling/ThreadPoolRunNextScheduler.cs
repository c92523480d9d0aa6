// Design: ThreadPoolRunNextScheduler — the .NET thread pool with a "next" slot: an item scheduled by an item running
// under this scheduler does not become a work item of its own; it waits in the running work item's slot and runs on
// the same thread right after the current item, inside the same work item.
//
// Shape: every work item the pool sees is a SlotRunner (pooled): it runs its item, then the slot's item, up to
//   MaxSlotRuns slot items in a row; a slot item left after that is queued as a new runner (the global queue, FIFO, so
//   anything that waited runs first). Scheduled by the running item itself (a run that spent its budget): queued as a
//   new runner at once. Scheduled while the slot is full: the slot's previous item is queued, the new one takes the slot.
// Who writes what: a runner's fields only by the thread executing it (a runner is queued once and executed once per
//   use; the pool's queue publishes what the queuing thread wrote); the runner pool's array by Exchange-free
//   CompareExchange rent and return.
// Invariants: each scheduled item runs exactly once (it is in one runner's item or slot, or in a queued runner);
//   at most MaxSlotRuns + 1 items run inside one work item; the slot is never visible to another thread.
// Known weaknesses: the slot cannot be taken by another thread while the current item runs (a long item delays its
//   slot item by its own length; the .NET pool's other threads may sit idle meanwhile); a runner that throws (an item
//   whose Execute throws) loses nothing: its slot item is queued before the exception leaves, as the pool's own
//   items would crash the process; runners beyond the pool's array are allocated and dropped.
// Proof and details: src/Runtime/DESIGN.md#threadpoolrunnextscheduler

using System.Runtime.CompilerServices;

namespace PerfBuf.Runtime.Scheduling;

/// <summary>
/// The .NET thread pool as an <see cref="IWorkScheduler"/> with a "next" slot: an item scheduled from an item running
/// under this scheduler runs right after it, on the same thread, inside the same work item (at most
/// <see cref="MaxSlotRuns"/> in a row); anything else goes to the pool's global queue. The key is ignored.
/// </summary>
public sealed class ThreadPoolRunNextScheduler : IWorkScheduler
{
    /// <summary>Consecutive slot runs before the slot's item becomes a work item of its own (Tokio's bound).</summary>
    public const int DefaultMaxSlotRuns = 3;

    /// <summary>The scheduler every runtime row uses: <see cref="DefaultMaxSlotRuns"/> slot runs in a row.</summary>
    public static readonly ThreadPoolRunNextScheduler Instance = new();

    [ThreadStatic]
    private static SlotRunner? t_runner;

    private readonly Action<IThreadPoolWorkItem>? _enqueue; // null: the .NET thread pool's global queue
    private readonly SlotRunner?[] _free;

    /// <summary>A scheduler on the .NET thread pool.</summary>
    /// <param name="maxSlotRuns">Slot items one work item runs in a row after its own (1 or more).</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="maxSlotRuns"/> is below 1.</exception>
    public ThreadPoolRunNextScheduler(int maxSlotRuns = DefaultMaxSlotRuns)
        : this(maxSlotRuns, enqueue: null)
    {
    }

    /// <summary>A scheduler whose work items go to <paramref name="enqueue"/> instead of the thread pool (tests drive them).</summary>
    internal ThreadPoolRunNextScheduler(int maxSlotRuns, Action<IThreadPoolWorkItem>? enqueue)
    {
        if (maxSlotRuns < 1)
        {
            PerfBuf.Core.ThrowHelper.ArgumentOutOfRange(nameof(maxSlotRuns), maxSlotRuns, "at least one slot run in a row");
        }
        MaxSlotRuns = maxSlotRuns;
        _enqueue = enqueue;
        _free = new SlotRunner?[Math.Max(16, 4 * Environment.ProcessorCount)];
    }

    /// <summary>Slot items one work item runs in a row after its own.</summary>
    public int MaxSlotRuns { get; }

    /// <inheritdoc />
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Schedule(int key, IThreadPoolWorkItem work)
    {
        ArgumentNullException.ThrowIfNull(work);
        var runner = t_runner;
        if (runner is not null && ReferenceEquals(runner.Scheduler, this))
        {
            runner.Offer(work);
            return;
        }
        Queue(work);
    }

    /// <summary>Queues <paramref name="work"/> as a work item of its own (a pooled runner).</summary>
    internal void Queue(IThreadPoolWorkItem work)
    {
        var runner = Rent();
        runner.Arm(work);
        if (_enqueue is null)
        {
            ThreadPool.UnsafeQueueUserWorkItem(runner, preferLocal: false);
        }
        else
        {
            _enqueue(runner);
        }
    }

    private SlotRunner Rent()
    {
        var free = _free;
        for (var i = 0; i < free.Length; i++)
        {
            var runner = Volatile.Read(ref free[i]);
            if (runner is not null && ReferenceEquals(Interlocked.CompareExchange(ref free[i], null, runner), runner))
            {
                return runner;
            }
        }
        return new SlotRunner(this);
    }

    internal void Return(SlotRunner runner)
    {
        var free = _free;
        for (var i = 0; i < free.Length; i++)
        {
            if (Volatile.Read(ref free[i]) is null && Interlocked.CompareExchange(ref free[i], runner, null) is null)
            {
                return;
            }
        }
        // the array is full: the runner is left to the GC
    }

    /// <summary>One work item: its item, then up to MaxSlotRuns slot items, on the thread the pool gave it.</summary>
    internal sealed class SlotRunner(ThreadPoolRunNextScheduler scheduler) : IThreadPoolWorkItem
    {
        private IThreadPoolWorkItem? _item;    // armed by the queuing thread; published by the pool's queue
        private IThreadPoolWorkItem? _slot;    // the executing thread only
        private IThreadPoolWorkItem? _current; // the executing thread only

        internal ThreadPoolRunNextScheduler Scheduler { get; } = scheduler;

        internal void Arm(IThreadPoolWorkItem work) => _item = work;

        /// <summary>Called on the executing thread by Schedule: the slot, or a work item of its own.</summary>
        internal void Offer(IThreadPoolWorkItem work)
        {
            if (ReferenceEquals(work, _current))
            {
                Scheduler.Queue(work); // a run that spent its budget: behind what waits in the pool
                return;
            }
            if (_slot is { } previous)
            {
                Scheduler.Queue(previous); // newest in the slot
            }
            _slot = work;
        }

        public void Execute()
        {
            var outer = t_runner;
            t_runner = this;
            var item = _item!;
            _item = null;
            var slotRuns = 0;
            try
            {
                while (true)
                {
                    _current = item;
                    item.Execute();
                    _current = null;
                    if (_slot is not { } next || slotRuns == Scheduler.MaxSlotRuns)
                    {
                        break;
                    }
                    _slot = null;
                    slotRuns++;
                    item = next;
                }
            }
            finally
            {
                _current = null;
                t_runner = outer;
                var left = _slot;
                _slot = null;
                if (left is not null)
                {
                    Scheduler.Queue(left); // the bound reached (or the item threw): the slot's item becomes a work item
                }
                Scheduler.Return(this);
            }
        }
    }
}
