// Design: PostWaiterList<T, THandler> — BoundedThreadedActor's async producers waiting for room, and the free
// list their waiters are reused from.
//
// Who writes what: the FIFO intrusive list and the free list (at most PoolLimit) only under one gate (a lock: every
//   caller is on the slow path); the listed count by Interlocked writes under the gate, read with Volatile.Read by
//   the waker after its own fence, on its own padded block.
// Invariant: a waiter is owned by exactly one of the producer, the dispatcher and the cancellation callback.
// No missed wake-up: Enlist lists the waiter and increments the count (full fence) before it re-checks the ring;
//   the waker frees a cell or closes, fences, then reads the count (BoundedThreadedActor's argument).
// A struct in a non-readonly field of its actor, called in place and never copied (a copy would have its own
//   list), so the actor's per-batch read of the count is one load.
// Known weaknesses: no fairness across a wake-up — DispatchAll hands every waiter to the pool at once (a
//   thundering herd), and a dispatched waiter competes with fresh producers.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#postwaiterlist

using System.Runtime.CompilerServices;
using PerfBuf.Core.Padding;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>What <see cref="PostWaiterList{T, THandler}.Enlist"/> did with a waiter that met a full ring.</summary>
internal enum EnlistResult
{
    /// <summary>Listed: the next wake-up dispatches it; the caller must not touch it any more.</summary>
    Listed,

    /// <summary>Room (or the close) appeared while listing: not listed, the caller retries its push.</summary>
    Retry,

    /// <summary>Its token was cancelled: not listed, the caller completes it as cancelled.</summary>
    Canceled,
}

/// <summary>
/// The async producers of a <see cref="BoundedThreadedActor{T, THandler}"/> waiting for room, in arrival order, and
/// the pool of reusable waiters. Lives in a non-readonly field of its actor; never copied.
/// </summary>
internal struct PostWaiterList<T, THandler>
    where THandler : struct, IHandler<T>
{
    /// <summary>Waiters kept for reuse; more concurrent waits than this allocate (and are then collected).</summary>
    private const int PoolLimit = 32;

    // Everything below up to _listed is guarded by _gate.
    private readonly object _gate;
    private PostWaiter<T, THandler>? _head;
    private PostWaiter<T, THandler>? _tail;
    private PostWaiter<T, THandler>? _free;
    private int _freeCount;
    private PaddedInt _listed; // Interlocked writes under the gate; Volatile.Read after a fence by the waker

    public PostWaiterList()
    {
        _gate = new object();
    }

    /// <summary>Waiters listed right now (acquire; the waker reads it after its own fence).</summary>
    internal int ListedCount
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Volatile.Read(ref _listed.Value);
    }

    /// <summary>
    /// Producer side of the wake-up protocol for a waiter that met a full ring: lists it, then re-checks
    /// <paramref name="producer"/>'s room; unlists it again if room (or the close) appeared meanwhile.
    /// </summary>
    internal EnlistResult Enlist(PostWaiter<T, THandler> waiter, MpscXaddProducer<T> producer)
    {
        lock (_gate)
        {
            if (waiter.CancellationToken.IsCancellationRequested)
            {
                return EnlistResult.Canceled; // checked under the gate: see "Why listing cannot miss a wake-up"
            }
            Append(waiter);
            Interlocked.Increment(ref _listed.Value); // full fence: listed before the re-check below
            if (!producer.HasRoomOrIsClosed)
            {
                return EnlistResult.Listed; // the next WakeProducers will dispatch it
            }
            Remove(waiter);
            Interlocked.Decrement(ref _listed.Value);
            return EnlistResult.Retry;
        }
    }

    /// <summary>Cancellation callback side: true if it took the waiter off the list (so it must complete it).</summary>
    internal bool Unlist(PostWaiter<T, THandler> waiter, CancellationToken token)
    {
        lock (_gate)
        {
            if (!waiter.Listed || waiter.CancellationToken != token)
            {
                return false; // being retried or already completed: its owner sees the token when it lists again
            }
            Remove(waiter);
            Interlocked.Decrement(ref _listed.Value);
            return true;
        }
    }

    /// <summary>Unlists every waiter and hands each to the thread pool, where it retries its push.</summary>
    internal void DispatchAll()
    {
        PostWaiter<T, THandler>? waiter;
        lock (_gate)
        {
            waiter = _head;
            _head = null;
            _tail = null;
            for (var w = waiter; w is not null; w = w.Next)
            {
                w.Listed = false; // owned by this dispatcher from here: the cancel callback leaves it alone
            }
            Volatile.Write(ref _listed.Value, 0);
        }
        while (waiter is not null)
        {
            var next = waiter.Next; // read before queueing: the retry may list the waiter again at once
            waiter.Next = null;
            waiter.Prev = null;
            ThreadPool.UnsafeQueueUserWorkItem(waiter, preferLocal: false);
            waiter = next;
        }
    }

    /// <summary>A reset waiter from the free list, or a new one for <paramref name="actor"/>.</summary>
    internal PostWaiter<T, THandler> Rent(BoundedThreadedActor<T, THandler> actor)
    {
        lock (_gate)
        {
            if (_free is { } waiter)
            {
                _free = waiter.Next;
                waiter.Next = null;
                _freeCount--;
                return waiter;
            }
        }
        return new PostWaiter<T, THandler>(actor);
    }

    /// <summary>Keeps a completed, reset waiter for reuse while the free list is below its limit.</summary>
    internal void Return(PostWaiter<T, THandler> waiter)
    {
        lock (_gate)
        {
            if (_freeCount < PoolLimit)
            {
                waiter.Next = _free;
                _free = waiter;
                _freeCount++;
            }
        }
    }

    private void Append(PostWaiter<T, THandler> waiter)
    {
        waiter.Listed = true;
        waiter.Prev = _tail;
        waiter.Next = null;
        if (_tail is null)
        {
            _head = waiter;
        }
        else
        {
            _tail.Next = waiter;
        }
        _tail = waiter;
    }

    private void Remove(PostWaiter<T, THandler> waiter)
    {
        if (waiter.Prev is null)
        {
            _head = waiter.Next;
        }
        else
        {
            waiter.Prev.Next = waiter.Next;
        }
        if (waiter.Next is null)
        {
            _tail = waiter.Prev;
        }
        else
        {
            waiter.Next.Prev = waiter.Prev;
        }
        waiter.Prev = null;
        waiter.Next = null;
        waiter.Listed = false;
    }
}
