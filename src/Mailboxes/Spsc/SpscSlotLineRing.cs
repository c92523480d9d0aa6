// Design: SpscSlotLineRing<T> — SpscSlotRing's per-slot sequence protocol with one slot per 128-byte block.
//
// Why a new type: the frozen SpscSlotRing packs its 16-byte cells four to a 64-byte line, so in a ping-pong the
//   consumer's free store of cell p and the next publication into cell p + 1 fight over one line. Here each cell
//   has a 128-byte block of its own (CacheLine.Size, so the adjacent-line prefetcher does not pair cells either).
// Who writes what, cell states, invariants, close, re-entrancy: exactly SpscSlotRing's, with SpscSlotLineCell<T>:
//   the producer owns cells whose Sequence is their position, the consumer those at position + 1; each side reads
//   only the cell it is about to use; the private indices are SpscSlotIndices (128 bytes apart).
// Layout: { Sequence, Item, 112 bytes of padding }; with T = long a cell is exactly 128 bytes (the layout test
//   pins it). The array is not line-aligned, so a cell may straddle two lines, but two cells never share one.
// Source: SpscSlotRing's (FastForward with Vyukov's per-cell sequence).
// Known weaknesses: 8 times SpscSlotRing's memory for a long payload, a new line per message in a stream (made for
//   latency, not streaming); the consumer still writes every cell's line; one thread per side (Debug check).
// Memory ordering (no reliance on x86 TSO): Item, then Volatile.Write(Sequence, p + 1) (release), read after an
//   acquire of p + 1; read/clear Item, then Volatile.Write(Sequence, p + capacity), acquired by the producer before
//   it overwrites. Close: Volatile.Write(ClosedAt, tail) after every publication, acquired by the consumer.
// Proof and details: src/Mailboxes/Spsc/DESIGN.md#spscslotlinering

using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core;

namespace PerfBuf.Mailboxes.Spsc;

/// <summary>112 bytes of padding: with the 16 bytes of sequence and item, a 128-byte cell.</summary>
[InlineArray(14)]
internal struct SlotLinePadding
{
    private long _element;
}

/// <summary>One slot of an <see cref="SpscSlotLineRing{T}"/>: the hand-over sequence, the item, then padding.</summary>
[StructLayout(LayoutKind.Sequential)]
internal struct SpscSlotLineCell<T>
{
    /// <summary>Volatile.Write by the owner handing the cell over, Volatile.Read by the side taking it.</summary>
    public long Sequence;

    /// <summary>Plain: ordered by the Sequence release/acquire pair.</summary>
    public T Item;

    /// <summary>Keeps the next cell off this cell's lines.</summary>
    internal SlotLinePadding Padding;
}

/// <summary>
/// Bounded single-producer single-consumer ring whose slots carry their own sequence number, one slot per 128-byte
/// block. Create one with <see cref="Create"/>; give the producer handle to one thread and the consumer handle to
/// another.
/// </summary>
/// <typeparam name="T">Item type; reference-holding slots are cleared when consumed.</typeparam>
public sealed class SpscSlotLineRing<T>
{
    internal readonly SpscSlotLineCell<T>[] Cells;
    internal readonly int Mask;
    internal SpscSlotIndices Indices; // SpscSlotRing's private indices and closedAt, 128 bytes apart

    private SpscSlotLineRing(int capacity)
    {
        Cells = new SpscSlotLineCell<T>[capacity];
        for (var i = 0; i < Cells.Length; i++)
        {
            Cells[i].Sequence = i; // free for position i; published to the other threads with the handles
        }
        Mask = capacity - 1;
        Indices.ClosedAt = -1;
    }

    /// <summary>Creates a ring of <paramref name="capacity"/> slots and its two single-owner handles.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (SpscSlotLineProducer<T> Producer, SpscSlotLineConsumer<T> Consumer) Create(int capacity)
    {
        CapacityRule.Validate(capacity);
        var ring = new SpscSlotLineRing<T>(capacity);
        return (new SpscSlotLineProducer<T>(ring), new SpscSlotLineConsumer<T>(ring));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static ref SpscSlotLineCell<T> Cell(SpscSlotLineCell<T>[] cells, long position, int mask) =>
        ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(cells), (int)position & mask);

    /// <summary>Debug check of 0 &lt;= tail - head &lt;= capacity.</summary>
    [Conditional("DEBUG")]
    internal void AssertInvariants() => Indices.AssertInvariants(Cells.Length);
}

/// <summary>The producer end of an <see cref="SpscSlotLineRing{T}"/>. Single owner: one thread at a time.</summary>
public sealed class SpscSlotLineProducer<T>
{
    private readonly SpscSlotLineRing<T> _ring;
    private readonly SpscSlotLineCell<T>[] _cells;
    private readonly int _mask;
    private OwnerCheck _owner; // Debug only

    internal SpscSlotLineProducer(SpscSlotLineRing<T> ring)
    {
        _ring = ring;
        _cells = ring.Cells;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _cells.Length;

    /// <summary>Copies <paramref name="item"/> into the next slot and publishes it: Ok, Full (nothing written) or
    /// Closed (after <see cref="Close"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPush(in T item)
    {
        _owner.Enter(nameof(SpscSlotLineProducer<T>));
        ref var ix = ref _ring.Indices;
        var tail = ix.Tail; // own index: plain read (carries ClosedBit once closed, which no sequence matches)
        ref var cell = ref SpscSlotLineRing<T>.Cell(_cells, tail, _mask);
        if (Volatile.Read(ref cell.Sequence) != tail) // acquire: the consumer's read of the old item comes first
        {
            _owner.Exit();
            return (tail & SpscSlotIndices.ClosedBit) != 0 ? PushStatus.Closed : PushStatus.Full;
        }
        cell.Item = item;
        ix.Tail = tail + 1;                          // before the release: a consumer that takes p sees tail > p
        Volatile.Write(ref cell.Sequence, tail + 1); // release: the item write above is visible first
        _owner.Exit();
        return PushStatus.Ok;
    }

    /// <summary>Closes the ring: later pushes return Closed; items already pushed are still delivered, then the
    /// consumer's <see cref="SpscSlotLineConsumer{T}.IsCompleted"/> turns true. Idempotent.</summary>
    public void Close()
    {
        _owner.Enter(nameof(SpscSlotLineProducer<T>));
        _ring.Indices.CloseFromProducer();
        _owner.Exit();
    }
}

/// <summary>The consumer end of an <see cref="SpscSlotLineRing{T}"/>. Single owner: one thread at a time.</summary>
public sealed class SpscSlotLineConsumer<T>
{
    private readonly SpscSlotLineRing<T> _ring;
    private readonly SpscSlotLineCell<T>[] _cells;
    private readonly int _mask;
    private OwnerCheck _owner;
    private DrainGuard _drain; // refuses calls from inside this consumer's Drain (every build)

    internal SpscSlotLineConsumer(SpscSlotLineRing<T> ring)
    {
        _ring = ring;
        _cells = ring.Cells;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _cells.Length;

    /// <summary>Takes the oldest item. False when the ring is empty right now (see <see cref="IsCompleted"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop([MaybeNullWhen(false)] out T item)
    {
        _drain.ThrowIfDraining(nameof(SpscSlotLineConsumer<T>));
        _owner.Enter(nameof(SpscSlotLineConsumer<T>));
        ref var ix = ref _ring.Indices;
        var head = ix.Head; // own index: plain read
        ref var cell = ref SpscSlotLineRing<T>.Cell(_cells, head, _mask);
        if (Volatile.Read(ref cell.Sequence) != head + 1) // acquire: the producer's item write comes first
        {
            item = default;
            _owner.Exit();
            return false;
        }
        item = cell.Item;
        Free(ref cell, ref ix, head);
        _owner.Exit();
        return true;
    }

    /// <summary>After the item at <paramref name="position"/> was read: clears a reference-holding item, advances head
    /// and frees the cell for the next lap with a release store.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void Free(ref SpscSlotLineCell<T> cell, ref SpscSlotIndices ix, long position)
    {
        if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
        {
            cell.Item = default!; // don't keep the item alive from the ring
        }
        ix.Head = position + 1;                                     // before the release
        Volatile.Write(ref cell.Sequence, position + _cells.Length); // release: our read happens before reuse
    }

    /// <summary>Hands up to <paramref name="max"/> consecutive published items to <paramref name="handler"/> (by
    /// <c>in</c>, straight from the slots), freeing each cell right after its item; returns the count. If the
    /// handler throws, its item counts as consumed.</summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<T>
    {
        _drain.Enter(nameof(SpscSlotLineConsumer<T>));
        _owner.Enter(nameof(SpscSlotLineConsumer<T>));
        ref var ix = ref _ring.Indices;
        var position = ix.Head;
        var done = 0;
        try
        {
            while (done < max)
            {
                ref var cell = ref SpscSlotLineRing<T>.Cell(_cells, position, _mask);
                if (Volatile.Read(ref cell.Sequence) != position + 1) // acquire, per cell
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
                    Free(ref cell, ref ix, position);
                    position++;
                }
            }
        }
        finally
        {
            _owner.Exit();
            _drain.Exit();
        }
        return done;
    }

    /// <summary>True once the producer has closed the ring and every item it pushed before closing has been
    /// consumed. False means "more may come".</summary>
    public bool IsCompleted => _ring.Indices.IsCompletedForConsumer();

    /// <summary>Items published and not yet consumed: a diagnostic snapshot (the producer's tail read with
    /// Volatile.Read). Always in [0, capacity].</summary>
    public int Count => _ring.Indices.CountForConsumer();
}
