// Design: MpscRingXadd<T> — bounded multi-producer / single-consumer ring; producers claim by fetch-and-add.
//
// Who writes what
//   tail (MpscIndices.Tail)   every producer, only with Interlocked (Increment to claim, Or to close).
//   cell.Sequence / cell.Item the producer holding the cell's position, then the consumer (see MpscSlots.cs).
//   head                      the consumer only (private).
//   closedAt                  the one producer whose Close won, once.
//
// The trick: one LOCK XADD per push. A producer takes ticket p = Interlocked.Increment(ref tail) - 1: it
// cannot fail and never retries, unlike a CAS loop whose failure rate grows with the number of producers
// (compare MpscRingCas<T>). Dmitry Vyukov's bounded queue (1024cores.net) uses CAS; the XADD form is the
// one of e.g. LCRQ-style and Disruptor-style multi-producer sequencers.
//
// Staying bounded without giving tickets back. A ticket cannot be returned, so fullness is checked BEFORE
// the XADD: the producer reads tail t (acquire) and the sequence of cell t; if that cell is still occupied by
// the previous lap (sequence < t) it returns Full without touching tail. Several producers can pass that
// check together and then draw tickets past the free slots; such an overshooting producer holds ticket p
// whose cell is still full, and it WAITS (spin, then yield/sleep) until the consumer frees that cell
// (sequence == p). It never writes an occupied cell, so the ring never holds more than `capacity` items;
// at most P-1 producers can be waiting like this (each passed the check while at least one slot was free).
// Invariant: a cell's Item is written only by the holder of its current position after the sequence says free.
//
// Close without losing or duplicating an item. Close does Interlocked.Or(ref tail, ClosedBit): it returns
// the position F at which the ring closed and stores it in closedAt (Volatile.Write). Every ticket drawn
// before the Or is < F and carries no closed bit: its producer will publish it (possibly after waiting for
// the consumer) and TryPush returns Ok. Every ticket drawn after the Or carries the bit: its producer
// returns Closed and never touches a cell. The consumer is complete when closedAt is known and head == F:
// all positions below F are published and consumed, and no position >= F will ever be published. So every
// item is either delivered exactly once or its TryPush returned Closed.
//
// Memory ordering: Interlocked operations are full fences. Cell hand-over is the Volatile.Write/Volatile.Read
// pair on the sequence described in MpscSlots.cs. IsCompleted acquires closedAt before comparing head; no
// x86-only reasoning anywhere.
//
// Known weaknesses
//   TryPush is not wait-free: an overshooting producer waits for the consumer. A consumer thread that also
//   pushes into its own XADD ring can therefore deadlock itself when it overshoots (CAS has no such case).
//   A producer pre-empted between claiming and publishing stalls the consumer at that position (TryPop
//   returns false although later positions may be published) — common to all per-slot designs.
//   Cells are not padded (see MpscSlots.cs). Count can include claimed-but-unpublished tickets.

using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>
/// Bounded MPSC ring whose producers claim slots with one fetch-and-add. The producer handle is safe to
/// share among any number of threads; the consumer handle has a single owner.
/// </summary>
public sealed class MpscRingXadd<T>
{
    internal readonly MpscCell<T>[] Cells;
    internal readonly int Mask;
    internal MpscIndices Indices;

    private MpscRingXadd(int capacity)
    {
        Cells = MpscSlots.NewCells<T>(capacity);
        Mask = capacity - 1;
        Indices.ClosedAt = -1;
    }

    /// <summary>Creates the ring and its handles.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (MpscXaddProducer<T> Producer, MpscXaddConsumer<T> Consumer) Create(int capacity)
    {
        CapacityRule.Validate(capacity);
        var ring = new MpscRingXadd<T>(capacity);
        return (new MpscXaddProducer<T>(ring), new MpscXaddConsumer<T>(ring));
    }
}

/// <summary>Producer end of an <see cref="MpscRingXadd{T}"/>: thread-safe, share it among all producers.</summary>
public sealed class MpscXaddProducer<T>
{
    private readonly MpscRingXadd<T> _ring;
    private readonly MpscCell<T>[] _cells; // copied from the ring, never reassigned
    private readonly int _mask;

    internal MpscXaddProducer(MpscRingXadd<T> ring)
    {
        _ring = ring;
        _cells = ring.Cells;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _cells.Length;

    /// <summary>
    /// Pushes a copy of <paramref name="item"/>. Returns Full without claiming when the next slot is occupied;
    /// a producer that loses a race past the last free slot waits for the consumer to free its slot.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPush(in T item)
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
    /// is free (the check TryPush makes before claiming). False means that cell still holds the item of the
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

    /// <summary>Overshoot: our ticket is a lap ahead of the consumer; wait until it frees the cell.</summary>
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
    /// Closes the ring: pushes that draw a ticket after this return Closed; every push that returned Ok is
    /// delivered before the consumer's IsCompleted turns true. Idempotent, callable from any thread.
    /// </summary>
    public void Close()
    {
        var before = Interlocked.Or(ref _ring.Indices.Tail, MpscIndices.ClosedBit);
        if ((before & MpscIndices.ClosedBit) == 0)
        {
            Volatile.Write(ref _ring.Indices.ClosedAt, before); // the first closer records where the stream ends
        }
    }
}

/// <summary>Consumer end of an <see cref="MpscRingXadd{T}"/>. Single owner.</summary>
public sealed class MpscXaddConsumer<T>
{
    private readonly MpscRingXadd<T> _ring;
    private readonly MpscCell<T>[] _cells;
    private readonly int _mask;
    private OwnerCheck _owner;

    internal MpscXaddConsumer(MpscRingXadd<T> ring)
    {
        _ring = ring;
        _cells = ring.Cells;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _cells.Length;

    /// <summary>Takes the next item in claim order; false if it is not published yet.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop([MaybeNullWhen(false)] out T item)
    {
        _owner.Enter(nameof(MpscXaddConsumer<T>));
        var ok = MpscSlots.TryPop(_cells, _mask, ref _ring.Indices.Head, out item);
        AssertInvariants();
        _owner.Exit();
        return ok;
    }

    /// <summary>Hands up to <paramref name="max"/> published items to <paramref name="handler"/>; returns the count.</summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<T>
    {
        _owner.Enter(nameof(MpscXaddConsumer<T>));
        try
        {
            return MpscSlots.Drain(_cells, _mask, ref _ring.Indices.Head, ref handler, max);
        }
        finally
        {
            _owner.Exit();
        }
    }

    /// <summary>True once the ring is closed and every item pushed with Ok has been consumed.</summary>
    public bool IsCompleted
    {
        get
        {
            var closedAt = Volatile.Read(ref _ring.Indices.ClosedAt); // acquire; -1 while open (or mid-Close)
            return closedAt >= 0 && _ring.Indices.Head == closedAt;
        }
    }

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
    public int Count
    {
        get
        {
            var claimed = (Volatile.Read(ref _ring.Indices.Tail) & MpscIndices.PositionMask) - _ring.Indices.Head;
            return (int)Math.Clamp(claimed, 0, _cells.Length);
        }
    }

    [Conditional("DEBUG")]
    private void AssertInvariants()
    {
        var head = _ring.Indices.Head;
        var tail = Volatile.Read(ref _ring.Indices.Tail) & MpscIndices.PositionMask;
        var closedAt = Volatile.Read(ref _ring.Indices.ClosedAt);
        Debug.Assert(head <= tail, "consumed a position nobody claimed");
        Debug.Assert(closedAt < 0 || head <= closedAt, "consumed past the close position");
    }
}
