// Design: MpscRingXadd<T> — bounded multi-producer / single-consumer ring with two ways to claim a slot: a
// compare-and-swap claim that never waits (TryPushCas) and a fetch-and-add claim that may (TryPushXadd).
//
// Who writes what: tail (MpscIndices.Tail) every producer, only with Interlocked (CompareExchange or Increment to
//   claim, Or to close); cell Sequence / Item the position's producer, then the consumer (MpscSlots); head the
//   consumer only; closedAt the one producer whose Close won, once.
// The two claims: TryPushXadd checks fullness, then takes a ticket with one LOCK XADD that never fails; a
//   producer that overshoots past the free slots waits inside the ring until the consumer frees its cell (at most
//   P - 1 wait). TryPushCas claims with Vyukov's CAS only when the cell is free now: it never waits (lock-free).
//   Mixing both on one ring is safe. A call documented as non-blocking uses TryPushCas; never call TryPushXadd
//   on the consumer's own thread (an overshoot would wait for a cell only that thread can free).
// Invariant: a cell's Item is written only by the holder of its current position after the sequence says free,
//   so the ring never holds more than capacity items.
// Close: Interlocked.Or(ref tail, ClosedBit) returns the final position F, stored in closedAt; every claim below F
//   is published, every later one returns Closed; complete when head == F. Nothing is lost or duplicated.
// Known weaknesses: TryPushXadd is not wait-free, TryPushCas not wait-free either (CAS retries); a producer
//   pre-empted between claim and publish stalls the consumer; cells are not padded; Count includes claimed tickets.
// Memory ordering: Interlocked operations are full fences; cell hand-over is MpscSlots' sequence release/acquire
//   pair (the claim's acquire of the sequence orders the consumer's read of the previous lap before the overwrite);
//   IsCompleted acquires closedAt before comparing head. No x86-only reasoning. Re-entrant consumer calls refused.
// Shared code: the ring's state (MpscSlotRing) and the consumer's Capacity, TryPop and Drain (MpscSlotConsumer,
//   the consumer's base class) are the other per-slot ring's too: MpscSlots.cs.
// Proof and details: src/Mailboxes/Mpsc/DESIGN.md#mpscringxadd

using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>
/// Bounded MPSC ring whose producers claim a slot either with compare-and-swap, never waiting
/// (<see cref="MpscXaddProducer{T}.TryPushCas"/>), or with one fetch-and-add that may wait for the consumer
/// (<see cref="MpscXaddProducer{T}.TryPushXadd"/>). The producer handle is safe to share among any number of
/// threads; the consumer handle has a single owner.
/// </summary>
public static class MpscRingXadd<T>
{
    /// <summary>Creates the ring and its handles.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (MpscXaddProducer<T> Producer, MpscXaddConsumer<T> Consumer) Create(int capacity)
    {
        CapacityRule.Validate(capacity);
        var ring = new MpscSlotRing<T>(capacity); // the state both per-slot rings share (MpscSlots.cs)
        return (new MpscXaddProducer<T>(ring), new MpscXaddConsumer<T>(ring));
    }
}

/// <summary>Producer end of an <see cref="MpscRingXadd{T}"/>: thread-safe, share it among all producers.</summary>
public sealed class MpscXaddProducer<T>
{
    private readonly MpscSlotRing<T> _ring;
    private readonly MpscCell<T>[] _cells; // copied from the ring, never reassigned
    private readonly int _mask;

    internal MpscXaddProducer(MpscSlotRing<T> ring)
    {
        _ring = ring;
        _cells = ring.Cells;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _cells.Length;

    /// <summary>
    /// Pushes a copy of <paramref name="item"/> without ever waiting: claims the next position only when its cell
    /// is free (compare-and-swap), so it returns Ok, Full (the cell at the tail still holds the previous lap) or
    /// Closed. Lock-free: a retry means another producer's claim succeeded.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPushCas(in T item)
    {
        ref var tail = ref _ring.Indices.Tail;
        var position = Volatile.Read(ref tail);
        if ((position & MpscIndices.ClosedBit) == 0)
        {
            ref var cell = ref MpscSlots.Cell(_cells, position, _mask);
            if (Volatile.Read(ref cell.Sequence) == position // acquire: the consumer's read of the old item comes first
                && Interlocked.CompareExchange(ref tail, position + 1, position) == position)
            {
                cell.Item = item;
                Volatile.Write(ref cell.Sequence, position + 1); // release: publish
                return PushStatus.Ok;
            }
        }
        return TryPushCasSlow(in item);
    }

    /// <summary>The CAS claim's loop: closed, full, or lost the race (retry with the tail the CAS returned).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private PushStatus TryPushCasSlow(in T item)
    {
        ref var tail = ref _ring.Indices.Tail;
        var position = Volatile.Read(ref tail);
        while (true)
        {
            if ((position & MpscIndices.ClosedBit) != 0)
            {
                return PushStatus.Closed;
            }
            ref var cell = ref MpscSlots.Cell(_cells, position, _mask);
            var lag = Volatile.Read(ref cell.Sequence) - position;
            if (lag == 0)
            {
                var seen = Interlocked.CompareExchange(ref tail, position + 1, position);
                if (seen == position)
                {
                    cell.Item = item;
                    Volatile.Write(ref cell.Sequence, position + 1);
                    return PushStatus.Ok;
                }
                position = seen; // another producer claimed it (or the ring closed): retry with what we saw
            }
            else if (lag < 0)
            {
                return PushStatus.Full; // the cell still holds (or is being filled with) the previous lap's item
            }
            else
            {
                position = Volatile.Read(ref tail); // position was claimed and published meanwhile
            }
        }
    }

    /// <summary>
    /// Pushes a copy of <paramref name="item"/> with one fetch-and-add claim. Returns Full without claiming when
    /// the cell at the tail it read is occupied; but a producer that loses the race for the last free slot after
    /// that check holds a ticket a lap ahead and WAITS until the consumer frees its cell. For producers that are
    /// allowed to wait for room; never call it on the consumer's own thread.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPushXadd(in T item)
    {
        ref var tail = ref _ring.Indices.Tail;
        var observed = Volatile.Read(ref tail);
        if ((observed & MpscIndices.ClosedBit) != 0)
        {
            return PushStatus.Closed;
        }
        if (Volatile.Read(ref MpscSlots.Cell(_cells, observed, _mask).Sequence) < observed)
        {
            return PushStatus.Full; // the cell still holds (or is being filled with) the previous lap's item
        }
        var ticket = Interlocked.Increment(ref tail) - 1; // the claim: never fails, never retried
        if ((ticket & MpscIndices.ClosedBit) != 0)
        {
            return PushStatus.Closed; // drawn after Close: not a valid position, nothing to give back
        }
        ref var cell = ref MpscSlots.Cell(_cells, ticket, _mask);
        if (Volatile.Read(ref cell.Sequence) != ticket) // acquire: the consumer's read of the old item comes first
        {
            WaitForSlot(ref cell, ticket);
        }
        cell.Item = item;
        Volatile.Write(ref cell.Sequence, ticket + 1); // release: publish
        return PushStatus.Ok;
    }

    /// <summary>
    /// Snapshot for a producer that waits for room: true when the ring is closed or the cell at the current tail
    /// is free (the check both claims make before claiming). False means that cell still holds the item of the
    /// position one lap back, which the consumer has yet to take. Reads only (tail and one cell sequence, both
    /// acquire); a true answer can be stale by the time the caller pushes, a false one means "full when read".
    /// </summary>
    public bool HasRoomOrIsClosed
    {
        get
        {
            var observed = Volatile.Read(ref _ring.Indices.Tail);
            return (observed & MpscIndices.ClosedBit) != 0
                || Volatile.Read(ref MpscSlots.Cell(_cells, observed, _mask).Sequence) >= observed;
        }
    }

    /// <summary>TryPushXadd's overshoot: our ticket is a lap ahead of the consumer; wait until it frees the cell.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void WaitForSlot(ref MpscCell<T> cell, long ticket)
    {
        var spinner = new SpinWait();
        long sequence;
        while ((sequence = Volatile.Read(ref cell.Sequence)) != ticket)
        {
            Debug.Assert(sequence < ticket, "someone else used our ticket");
            spinner.SpinOnce();
        }
    }

    /// <summary>
    /// Closes the ring: pushes that claim after this return Closed; every push that returned Ok is delivered before
    /// the consumer's IsCompleted turns true. Idempotent, callable from any thread.
    /// </summary>
    public void Close() => MpscTail.CloseRecordingEnd(ref _ring.Indices.Tail, ref _ring.Indices.ClosedAt);
}

/// <summary>Consumer end of an <see cref="MpscRingXadd{T}"/>. Single owner.</summary>
public sealed class MpscXaddConsumer<T> : MpscSlotConsumer<T>, IActorMailbox<T>
{
    // Capacity, TryPop and Drain: MpscSlotConsumer (MpscSlots.cs), shared with the other per-slot ring.
    internal MpscXaddConsumer(MpscSlotRing<T> ring) : base(ring)
    {
    }

    /// <summary>True once the ring is closed and every item pushed with Ok has been consumed.</summary>
    public bool IsCompleted => MpscTail.IsCompletedAtClosedAt(ref _ring.Indices.ClosedAt, ref _ring.Indices.Head);

    /// <summary>
    /// True when the next item in claim order is published, i.e. a TryPop now would succeed. Unlike
    /// <see cref="Count"/> it ignores claims whose producer has not stored yet. Acquire read of the cell's sequence.
    /// </summary>
    public bool IsNextPublished
    {
        get
        {
            var head = _ring.Indices.Head;
            return Volatile.Read(ref MpscSlots.Cell(_cells, head, _mask).Sequence) == head + 1;
        }
    }

    /// <summary>Approximate: claimed positions not yet consumed (including claims not yet published and waiting
    /// overshooters), capped at <see cref="Capacity"/>.</summary>
    public int Count => MpscTail.ClaimedCapped(ref _ring.Indices.Tail, ref _ring.Indices.Head, _cells.Length);

#if DEBUG
    private protected override void AssertInvariants() =>
        MpscTail.AssertWithinClaims(ref _ring.Indices.Tail, ref _ring.Indices.Head, ref _ring.Indices.ClosedAt);
#endif
}
