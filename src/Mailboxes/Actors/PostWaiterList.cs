// Design: PostWaiterList<T, THandler> — BoundedThreadedActor's async producers waiting for room, and the free
// list their waiters are reused from.
//
// Shape
//   A FIFO intrusive doubly linked list of PostWaiters (their Prev/Next/Listed fields), a singly linked free list
//   of at most PoolLimit waiters (through Next), and the listed count. Everything but the count is guarded by
//   one gate (a lock: every caller is on the slow path — a producer that met a full ring, the cancellation
//   callback, or a waker that saw the count non-zero).
//
// Who writes what
//   list, free list   under the gate only: Enlist and Unlist (producers, cancellation callbacks), DispatchAll (the
//                     actor after a batch, StopAsync, a fault), Rent and Return (PostAsync, GetResult).
//   listed count      Interlocked writes under the gate, so each is a full fence; read with Volatile.Read, after
//                     its own fence, by the waker (BoundedThreadedActor.WakeProducers). On its own padded block:
//                     the actor reads it once per batch, and producers never write a line the actor reads.
//
// Why listing cannot miss a wake-up (BoundedThreadedActor.cs, "Wake-up, actor -> producers", has the argument):
// Enlist lists the waiter and increments the count (full fence) before it re-checks the ring; the waker frees a
// cell or closes the ring, fences, then reads the count. Cancellation: a waiter is listed only after the gate saw
// its token uncancelled, and the callback unlists it under the same gate, so a waiter is owned by exactly one of
// the producer, the dispatcher and the callback.
//
// A struct: it lives in a non-readonly field of its actor and is only called in place, so the actor's per-batch
// read of the count is the same single load as a field of its own. Never copied (a copy would have its own list).
//
// Known weaknesses: no fairness across a wake-up — DispatchAll hands every listed waiter to the thread pool at
// once (a thundering herd under many producers), and a dispatched waiter competes with fresh producers.

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
