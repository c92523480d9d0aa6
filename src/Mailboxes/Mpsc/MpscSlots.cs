// Design: the slot array and consumer side shared by the two bounded MPSC rings (MpscRingXadd, MpscRingCas).
//
// What is shared: MpscSlotRing (the cells and the padded indices; both rings' handles hold one), MpscSlotConsumer
//   (the consumer end's Capacity, TryPop and Drain; MpscCasConsumer and MpscXaddConsumer derive from it and add only
//   what differs: when the ring is complete, what Count counts) and MpscSlots (claim, publish, pop, drain).
// Who writes what: each cell's Item and Sequence belong to the producer holding the cell's position, then to the
//   consumer; the sequence hands the cell over, so no cell is written by two parties at once. The consumer's head
//   is private (producers never read it) and plain, padded away from the producers' tail.
// Cell states: Sequence == p free for the producer of position p; p + 1 published, the consumer's; p + capacity
//   emptied, free for position p + capacity. The rings differ only in how a producer obtains p and closes.
// Source: Dmitry Vyukov's bounded MPMC queue with a per-slot sequence (1024cores.net), with one consumer.
// The price of the per-slot design: Drain frees each cell with its own sequence store (no shared consumer index to
//   publish once per batch). A handler calling back into its consumer during Drain is refused (DrainGuard.cs).
// Known weakness: cells are adjacent (16 bytes for a long payload), so neighbouring producers and the consumer
//   false-share slot lines; padding each cell would cost 8-16x the memory.
// Memory ordering: the producer writes Item, then Volatile.Write(Sequence, p + 1) (release); the consumer
//   Volatile.Reads Sequence (acquire) before reading Item; after reading and clearing Item it writes
//   Volatile.Write(Sequence, p + capacity), which a producer acquires before overwriting the cell.
// Proof and details: src/Mailboxes/Mpsc/DESIGN.md#mpscslots

using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core.Padding;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>One slot of a bounded MPSC ring: the hand-over sequence and the item.</summary>
internal struct MpscCell<T>
{
    /// <summary>Read with Volatile.Read, written with Volatile.Write by whoever owns the cell (see the design note).</summary>
    public long Sequence;

    /// <summary>Plain: ordered by the Sequence release/acquire pair.</summary>
    public T Item;
}

/// <summary>Shared indices of the bounded MPSC rings: the producers' tail and the consumer's block 128 bytes apart.</summary>
[StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
internal struct MpscIndices
{
    /// <summary>Bit of <see cref="Tail"/> that means "closed" (positions stay far below 2^62).</summary>
    internal const long ClosedBit = 1L << 62;

    /// <summary>Mask of the position part of <see cref="Tail"/>.</summary>
    internal const long PositionMask = ClosedBit - 1;

    // padding: bytes [0, 128)

    /// <summary>Next position to hand out, plus <see cref="ClosedBit"/>. Every producer reads it with Volatile.Read
    /// and changes it only with Interlocked (Increment/CompareExchange/Or): many writers need an atomic RMW.</summary>
    [FieldOffset(CacheLine.Size)]
    internal long Tail;

    // padding: bytes [136, 256)

    /// <summary>Next position to consume. Consumer-private (plain): producers decide by the cell sequence.</summary>
    [FieldOffset(2 * CacheLine.Size)]
    internal long Head;

    /// <summary>XADD ring only: position at which Close took effect, -1 while open. Written once by the closing
    /// producer with Volatile.Write, read by the consumer with Volatile.Read; it sits on the consumer's block
    /// because the consumer polls it and a producer writes it once.</summary>
    [FieldOffset(2 * CacheLine.Size + 8)]
    internal long ClosedAt;

    // padding: bytes [272, 384)
}

/// <summary>
/// The state of one bounded per-slot ring, whichever way its producers claim (MpscRingCas, MpscRingXadd): the cells and
/// the padded indices. Both rings' handles hold it; the public ring types only create it.
/// </summary>
internal sealed class MpscSlotRing<T>
{
    internal readonly MpscCell<T>[] Cells;
    internal readonly int Mask;
    internal MpscIndices Indices;

    internal MpscSlotRing(int capacity)
    {
        Cells = MpscSlots.NewCells<T>(capacity);
        Mask = capacity - 1;
        Indices.ClosedAt = -1; // open; only the XADD ring's Close records a position here
    }
}

/// <summary>
/// The consumer end both bounded per-slot rings share (<see cref="MpscCasConsumer{T}"/>,
/// <see cref="MpscXaddConsumer{T}"/>): Capacity, TryPop and Drain. Single owner. What differs between the rings —
/// when the consumer is complete, what it counts — is in each derived consumer.
/// </summary>
public abstract class MpscSlotConsumer<T>
{
    // A base class, not a struct embedded in each consumer: the fields stay fields of the handle, so a pop reads them
    // straight from the handle as before (calling a struct field's methods makes the JIT check the handle for null
    // and keep an interior pointer on every pop). The methods are not virtual: calls stay direct and inline.
    private protected readonly MpscSlotRing<T> _ring;
    private protected readonly MpscCell<T>[] _cells; // the ring's, copied so that a pop reads them from the handle
    private protected readonly int _mask;
    private OwnerCheck _owner;
    private DrainGuard _drain; // refuses calls from inside this consumer's Drain (every build); names this class

    private protected MpscSlotConsumer(MpscSlotRing<T> ring)
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
        _drain.ThrowIfDraining(nameof(MpscSlotConsumer<T>));
        _owner.Enter(nameof(MpscSlotConsumer<T>));
        var ok = MpscSlots.TryPop(_cells, _mask, ref _ring.Indices.Head, out item);
#if DEBUG
        AssertInvariants();
#endif
        _owner.Exit();
        return ok;
    }

    /// <summary>Hands up to <paramref name="max"/> published items to <paramref name="handler"/>; returns the count.</summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<T>
    {
        _drain.Enter(nameof(MpscSlotConsumer<T>));
        _owner.Enter(nameof(MpscSlotConsumer<T>));
        try
        {
            return MpscSlots.Drain(_cells, _mask, ref _ring.Indices.Head, ref handler, max);
        }
        finally
        {
            _owner.Exit();
            _drain.Exit();
        }
    }

#if DEBUG
    /// <summary>The derived ring's invariants after a pop (debug builds only).</summary>
    private protected abstract void AssertInvariants();
#endif
}

/// <summary>The operations the per-slot sequence rings share (identical code, identical behaviour): the consumer side
/// of both bounded MPSC rings, and the compare-and-swap claim of MpscRingCas and of each MpscSegmentedQueue segment.</summary>
internal static class MpscSlots
{
    internal static MpscCell<T>[] NewCells<T>(int capacity) => NewCells<T>(capacity, reserved: 0);

    /// <summary>
    /// A ring whose last <paramref name="reserved"/> cells are not free yet: their sequence is position − capacity (as
    /// if a previous lap's item still sat there), so a claim of their first-lap position finds the ring full until
    /// <see cref="ReleaseReserved"/> frees them (the bounded MpscSegmentedQueue's grown segments).
    /// </summary>
    internal static MpscCell<T>[] NewCells<T>(int capacity, int reserved)
    {
        var cells = new MpscCell<T>[capacity];
        var free = capacity - reserved;
        for (var i = 0; i < cells.Length; i++)
        {
            // free for position i, or held back; published to other threads by the handles' creation or, for a
            // grown segment, by the Interlocked link that makes it reachable
            cells[i].Sequence = i < free ? i : i - capacity;
        }
        return cells;
    }

    /// <summary>Frees the last <paramref name="reserved"/> cells of a ring made by <see cref="NewCells{T}(int, int)"/>
    /// for their first-lap positions (release stores: the same hand-over as a consumer's release of a cell). Called
    /// once, by the consumer, before any of those positions can have been claimed.</summary>
    internal static void ReleaseReserved<T>(MpscCell<T>[] cells, int reserved)
    {
        for (var i = cells.Length - reserved; i < cells.Length; i++)
        {
            Volatile.Write(ref cells[i].Sequence, i);
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static ref MpscCell<T> Cell<T>(MpscCell<T>[] cells, long position, int mask) =>
        ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(cells), (int)position & mask);

    /// <summary>
    /// The compare-and-swap claim (MpscRingCas.cs has the argument): Ok with <paramref name="position"/> owned by the
    /// caller, who must write the item and publish it; Full when the cell at the tail still holds the previous lap's
    /// item; Closed when <paramref name="tail"/> carries <see cref="MpscIndices.ClosedBit"/>. Nothing is claimed unless
    /// the result is Ok.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static PushStatus TryClaim<T>(ref long tail, MpscCell<T>[] cells, int mask, out long position)
    {
        position = Volatile.Read(ref tail);
        if ((position & MpscIndices.ClosedBit) == 0
            && Volatile.Read(ref Cell(cells, position, mask).Sequence) == position
            && Interlocked.CompareExchange(ref tail, position + 1, position) == position)
        {
            return PushStatus.Ok;
        }
        return TryClaimSlow(ref tail, cells, mask, out position);
    }

    /// <summary>The full Vyukov loop: closed, full, lost race (retry with a fresh tail).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static PushStatus TryClaimSlow<T>(ref long tail, MpscCell<T>[] cells, int mask, out long position)
    {
        position = Volatile.Read(ref tail);
        while (true)
        {
            if ((position & MpscIndices.ClosedBit) != 0)
            {
                return PushStatus.Closed;
            }
            var lag = Volatile.Read(ref Cell(cells, position, mask).Sequence) - position;
            if (lag == 0)
            {
                var seen = Interlocked.CompareExchange(ref tail, position + 1, position);
                if (seen == position)
                {
                    return PushStatus.Ok;
                }
                position = seen; // lost the race (or the ring closed): retry with what we saw
            }
            else if (lag < 0)
            {
                return PushStatus.Full;
            }
            else
            {
                position = Volatile.Read(ref tail);
            }
        }
    }

    /// <summary>Writes the item of a claimed <paramref name="position"/> and publishes it (release).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static void Publish<T>(MpscCell<T>[] cells, int mask, long position, in T item)
    {
        ref var cell = ref Cell(cells, position, mask);
        cell.Item = item;
        Volatile.Write(ref cell.Sequence, position + 1); // release: the item is visible before "published"
    }

    /// <summary>Pops the item at <paramref name="head"/> if it is published; advances head.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool TryPop<T>(MpscCell<T>[] cells, int mask, ref long head, [MaybeNullWhen(false)] out T item)
    {
        var position = head;
        ref var cell = ref Cell(cells, position, mask);
        if (Volatile.Read(ref cell.Sequence) != position + 1) // acquire: the item write comes before it
        {
            item = default;
            return false; // empty, or the owner of this position has not published yet
        }
        item = cell.Item;
        if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
        {
            cell.Item = default!;
        }
        Volatile.Write(ref cell.Sequence, position + cells.Length); // release: free for the next lap
        head = position + 1;
        return true;
    }

    /// <summary>Hands up to <paramref name="max"/> consecutive published items to the handler, releasing each cell.</summary>
    internal static int Drain<T, THandler>(MpscCell<T>[] cells, int mask, ref long head, ref THandler handler, int max)
        where THandler : struct, IHandler<T>
    {
        var position = head;
        var done = 0;
        try
        {
            while (done < max)
            {
                ref var cell = ref Cell(cells, position, mask);
                if (Volatile.Read(ref cell.Sequence) != position + 1)
                {
                    break;
                }
                done++;
                try
                {
                    handler.Handle(in cell.Item);
                }
                finally
                {
                    if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
                    {
                        cell.Item = default!;
                    }
                    Volatile.Write(ref cell.Sequence, position + cells.Length);
                    position++;
                }
            }
        }
        finally
        {
            head = position;
        }
        return done;
    }
}
