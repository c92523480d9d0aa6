// Design: RunNextWorker — one worker of a RunNextPool: a dedicated thread, its "next" slot, its queue and its parker.
//
// Who writes what: _slot by Interlocked.Exchange on this thread (placing, taking, demoting) and CompareExchange by a
//   thief taking a stalled item; _queue is a ConcurrentQueue (outside schedulers and this thread enqueue, this thread
//   and thieves dequeue); _current, _unretired, _sinceRetire and the thief's memory of other slots this thread only;
//   the counters this thread only, Volatile.Write for the pool's racy readers.
// The loop: take (the slot while MaxSlotRuns slot items have not run in a row or nothing is queued; otherwise demote
//   the slot's item to the back of the queue and take the queue's head) -> steal (another queue's head) -> execute or,
//   while discarding, drop -> count a credit; every 64 items, and before waiting once the pool shuts down, retire the
//   credit into the pool's in-flight word (an idle worker of a running pool keeps it: no shared line per hand-over). Waiting: spin (looking at its own work, any other queue, a stalled slot every 16 spins), yield,
//   then park until its own work or a shutdown that needs it (credit, "done"); the idle budget is spent across failed
//   steal attempts and restored only when the worker runs an item, so it parks even while other queues stay busy.
// Waking thieves (a displaced or demoted slot item, an item taken with more queued behind it) is a performance rule
//   only: every queued item's owner is awake (an outside push wakes it; inside pushes are its own).
// Memory ordering: see RunNextPool's note; the park condition is read after the parker's full fence.
// Proof and details: src/Runtime/DESIGN.md#runnextworker

using System.Collections.Concurrent;
using System.Diagnostics;
using System.Runtime.CompilerServices;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Waiting;

namespace PerfBuf.Runtime.Scheduling;

internal sealed class RunNextWorker
{
    private const int RetireBatch = 64;
    private const int SpinLimit = 1024;
    private const int YieldLimit = 64;
    private const int SlotLookEvery = 16;

    private readonly RunNextPool _pool;
    private readonly ConcurrentQueue<IThreadPoolWorkItem> _queue = new();
    private readonly Parker _parker = new();
    private readonly Thread _thread;
    private readonly int _cpu;
    private readonly string? _unpinned;
    private readonly CountdownEvent _started;
    private readonly int _maxSlotRuns;

    private IThreadPoolWorkItem? _slot;    // Exchange (owner) / CompareExchange (thief) only
    private IThreadPoolWorkItem? _current; // the item this thread is executing (this thread only)
    private long _unretired;               // executed or dropped, not yet retired, minus inside admissions against them
    private int _sinceRetire;

    private PaddedLong _executed;
    private long _dropped;
    private long _slotRuns;
    private long _steals;

    // the thief's memory: the item it last saw in each other worker's slot and when it first saw it there
    private IThreadPoolWorkItem?[]? _seenSlot;
    private long[]? _seenAt;
    private int _stealFrom;
    private int _idle; // idle spins and yields spent since this worker last ran an item (this thread only)
    private int _stealAsked; // 1: woken to steal (WakeToSteal, any thread); cleared by this thread after its park

    internal RunNextWorker(RunNextPool pool, int index, int cpu, string? unpinned, CountdownEvent started)
    {
        _pool = pool;
        Index = index;
        _cpu = cpu;
        _unpinned = unpinned;
        _started = started;
        _maxSlotRuns = pool.MaxSlotRuns;
        _thread = new Thread(Run) { IsBackground = true, Name = $"{pool.Name}/{index}" };
    }

    internal RunNextPool Pool => _pool;

    internal int Index { get; }

    internal WorkerPinning Pinning { get; private set; }

    internal long Executed => Volatile.Read(ref _executed.Value);

    internal long Dropped => Volatile.Read(ref _dropped);

    internal long SlotRunCount => Volatile.Read(ref _slotRuns);

    internal long Steals => Volatile.Read(ref _steals);

    internal bool IsParked => _parker.Sleepers != 0;

    internal void Start() => _thread.Start();

    internal void Join() => _thread.Join();

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void Wake() => _parker.Unpark(); // full fence, then read the sleepers

    /// <summary>Wakes this parked worker to look at the other queues (its park condition holds the request).</summary>
    internal void WakeToSteal()
    {
        Volatile.Write(ref _stealAsked, 1);
        Wake();
    }

    /// <summary>True when this worker's queue holds an item (a thief may look).</summary>
    internal bool HasQueued => !_queue.IsEmpty;

    private bool HasOwnWork => Volatile.Read(ref _slot) is not null || !_queue.IsEmpty;

    /// <summary>The pool shuts down and this worker holds credit to retire, or the pool is done: the loop must look.</summary>
    private bool MustLook => _pool.IsShuttingDown && (_unretired > 0 || _pool.IsDoneNow());

    /// <summary>An outside Schedule, already accepted: to the back of this worker's queue, and the owner is woken (the
    /// owner, on taking an item from its queue, wakes a parked worker if more wait behind it).</summary>
    internal void PushFromOutside(IThreadPoolWorkItem work)
    {
        _queue.Enqueue(work);
        Wake();
    }

    /// <summary>Schedule from this worker's thread: into the slot (its previous item to the back of the queue), or, for
    /// the item running, to the back of the queue. Admitted against the credit of an executed item when there is one.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void ScheduleInside(IThreadPoolWorkItem work)
    {
        if (!Admit())
        {
            DropOnArrival(work);
            return;
        }
        if (ReferenceEquals(work, _current))
        {
            var others = !_queue.IsEmpty;
            _queue.Enqueue(work); // a run that spent its budget: behind everything queued here
            if (others)
            {
                _pool.WakeOneIdle(this); // two or more wait here now
            }
            return;
        }
        var previous = Interlocked.Exchange(ref _slot, work); // publishes the item to a thief's CompareExchange
        if (previous is not null)
        {
            _queue.Enqueue(previous); // newest in the slot; two items wait here now
            _pool.WakeOneIdle(this);
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool Admit()
    {
        if (_pool.IsShuttingDown)
        {
            return AdmitWhileShuttingDown();
        }
        if (_unretired > 0)
        {
            _unretired--; // the executed item still counted in the pool's word stands for this one
            return true;
        }
        return _pool.TryAccept(fromInside: true);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool AdmitWhileShuttingDown() => !_pool.IsDiscarding && _pool.TryAccept(fromInside: true);

    private void Run()
    {
        RunNextPool.EnterWorker(this);
        Pinning = WorkerPinningPlan.PinCurrent(Index, _cpu, _unpinned);
        var others = _pool.Workers.Length;
        _seenSlot = new IThreadPoolWorkItem?[others];
        _seenAt = new long[others];
        _started.Signal();
        var slotRuns = 0;
        while (true)
        {
            if (TryTakeOwn(ref slotRuns, out var item) || TrySteal(out item))
            {
                _idle = 0;
                RunOrDrop(item);
                continue;
            }
            if (_pool.IsShuttingDown)
            {
                RetireCredit(); // a drain closes only when every item is retired; while running, the credit waits
            }
            if (_pool.IsDoneNow())
            {
                break;
            }
            if (WaitForWork() is { } stalled)
            {
                _idle = 0;
                slotRuns = 0;
                RunOrDrop(stalled);
            }
        }
        RetireCredit();
        RunNextPool.LeaveWorker();
        _pool.WorkerExited();
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool TryTakeOwn(ref int slotRuns, out IThreadPoolWorkItem item)
    {
        if (Volatile.Read(ref _slot) is not null)
        {
            if (slotRuns < _maxSlotRuns || _queue.IsEmpty)
            {
                var next = Interlocked.Exchange(ref _slot, null);
                if (next is not null)
                {
                    if (slotRuns < _maxSlotRuns)
                    {
                        slotRuns++;
                    }
                    Volatile.Write(ref _slotRuns, _slotRuns + 1);
                    item = next;
                    return true;
                }
            }
            else
            {
                Demote(); // MaxSlotRuns in a row and something waits: the queue's head runs now
            }
        }
        if (_queue.TryDequeue(out item!))
        {
            slotRuns = 0;
            if (!_queue.IsEmpty)
            {
                _pool.WakeOneIdle(this); // more wait behind the one taken: two or more were waiting here
            }
            return true;
        }
        return false;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Demote()
    {
        if (Interlocked.Exchange(ref _slot, null) is { } demoted)
        {
            _queue.Enqueue(demoted);
            _pool.WakeOneIdle(this);
        }
    }

    private bool TrySteal(out IThreadPoolWorkItem item)
    {
        var workers = _pool.Workers;
        var others = workers.Length - 1;
        for (var i = 0; i < others; i++)
        {
            // every other worker once, starting one further on after each successful steal (never this worker)
            var victim = workers[(Index + 1 + (_stealFrom + i) % others) % workers.Length];
            if (victim._queue.TryDequeue(out item!))
            {
                _stealFrom++;
                Volatile.Write(ref _steals, _steals + 1);
                return true;
            }
        }
        item = null!;
        return false;
    }

    /// <summary>Takes another worker's slot item when this thread has seen that same item there for the pool's steal
    /// delay (its owner is stalled in a long item); null otherwise.</summary>
    private IThreadPoolWorkItem? TryStealStalledSlot()
    {
        var workers = _pool.Workers;
        long now = 0;
        for (var i = 0; i < workers.Length; i++)
        {
            if (i == Index)
            {
                continue;
            }
            var seen = Volatile.Read(ref workers[i]._slot);
            if (seen is null)
            {
                _seenSlot![i] = null;
                continue;
            }
            if (now == 0)
            {
                now = Stopwatch.GetTimestamp();
            }
            if (!ReferenceEquals(seen, _seenSlot![i]))
            {
                _seenSlot[i] = seen;
                _seenAt![i] = now;
                continue;
            }
            if (now - _seenAt![i] >= _pool.SlotStealTicks
                && ReferenceEquals(Interlocked.CompareExchange(ref workers[i]._slot, null, seen), seen))
            {
                _seenSlot[i] = null;
                Volatile.Write(ref _steals, _steals + 1);
                return seen;
            }
        }
        return null;
    }

    /// <summary>
    /// Spins, yields, then parks until there is work; returns a stalled slot item it took, or null to look again. The
    /// idle budget (<see cref="SpinLimit"/> spins, then <see cref="YieldLimit"/> yields) is spent across calls and
    /// restored only when this worker runs an item, so a worker whose steals keep failing (another queue's owner takes
    /// its items first) still parks instead of spinning on a busy machine.
    /// </summary>
    private IThreadPoolWorkItem? WaitForWork()
    {
        while (_idle < SpinLimit + YieldLimit)
        {
            var spinning = _idle < SpinLimit;
            _idle++;
            if (spinning)
            {
                SpinHint.Pause();
            }
            else
            {
                Thread.Yield();
            }
            if (HasOwnWork || MustLook)
            {
                return null;
            }
            if (_pool.OthersHaveWork(this))
            {
                return null; // a steal to try (the budget goes on if it fails)
            }
            if ((!spinning || _idle % SlotLookEvery == 0) && TryStealStalledSlot() is { } stalled)
            {
                return stalled;
            }
        }
        var condition = new WorthWaking(this);
        _parker.Park(ref condition);
        Volatile.Write(ref _stealAsked, 0);
        _idle = 0; // woken: a fresh budget
        return null;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void RunOrDrop(IThreadPoolWorkItem item)
    {
        if (_pool.IsDiscarding)
        {
            Drop(item);
        }
        else
        {
            Execute(item);
        }
        _unretired++;
        if (++_sinceRetire == RetireBatch)
        {
            RetireCredit();
        }
    }

    private void RetireCredit()
    {
        _sinceRetire = 0;
        if (_unretired > 0)
        {
            var items = _unretired;
            _unretired = 0;
            _pool.Retire(items);
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void Execute(IThreadPoolWorkItem item)
    {
        _current = item;
        try
        {
            item.Execute();
        }
        catch (Exception e)
        {
            _pool.ReportFault(Index, e);
        }
        _current = null;
        Volatile.Write(ref _executed.Value, _executed.Value + 1);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Drop(IThreadPoolWorkItem item)
    {
        TellDropped(item);
        Volatile.Write(ref _dropped, _dropped + 1);
    }

    /// <summary>Refused from inside (a discarding shutdown): dropped here, counted, told; never admitted.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void DropOnArrival(IThreadPoolWorkItem item)
    {
        Volatile.Write(ref _dropped, _dropped + 1);
        TellDropped(item);
    }

    private void TellDropped(IThreadPoolWorkItem item) => _pool.TellDropped(item, Index);

    /// <summary>The park condition: this worker's own work, a shutdown that needs it (credit to retire, or done), or a
    /// request to steal. Read after the parker's fence. Work on other queues alone does not end a park: their owners are
    /// awake, and a thief is asked explicitly (WakeOneIdle -> WakeToSteal) when two or more items wait on a worker.</summary>
    private readonly struct WorthWaking(RunNextWorker worker) : IWaitCondition
    {
        public bool IsSatisfied() => worker.HasOwnWork || worker.MustLook || Volatile.Read(ref worker._stealAsked) != 0;
    }
}
