// Design: SpscSlotRing<T> — bounded single-producer / single-consumer ring whose slots carry their own sequence
// number (the "full/empty" flag lives in the slot, not in a shared index).
//
// Who writes what: cell.Sequence by whichever side hands the cell over (producer publishes, consumer frees), read
//   by the other with Volatile.Read; cell.Item producer then consumer, plain. tail (producer) and head (consumer)
//   are private plain positions on their own 128-byte blocks; closedAt is the final tail, written once by Close.
// Cell states: Sequence == p free for position p; p + 1 holds p's item; p + capacity emptied, free next lap.
// Invariants: 0 <= tail - head <= capacity; positions [head, tail) belong to the consumer, other cells to the
//   producer.
// The trick: neither side reads the other's index — each asks the cell it is about to use, so a ping-pong
//   message moves one cache line where SpscRing moves two. Close sets ClosedBit in tail so no cell can match it;
//   Drain frees each cell as it goes; a re-entrant consumer call from a handler is refused.
// Source: FastForward (Giacomoni, Moseley, Vachharajani, PPoPP 2008) with Vyukov's per-cell sequence instead of a
//   NULL sentinel, specialised to one producer and one consumer.
// Known weaknesses: 16-byte cells for a long payload; the consumer writes every slot line; adjacent cells
//   false-share while the ring is nearly empty; one thread per side (Debug check); fixed capacity. Frozen.
// Memory ordering (no reliance on x86 TSO): Item, then Volatile.Write(Sequence, p + 1) (release), taken after an
//   acquire read of p + 1; read/clear Item, then Volatile.Write(Sequence, p + capacity), which the producer
//   acquires before overwriting. Each side advances its own index before the hand-over, so Count and the Debug
//   check are exact. Close: Volatile.Write(closedAt, tail) after every publication; IsCompleted acquires it and
//   compares with head.
// Proof and details: src/Mailboxes/Spsc/DESIGN.md#spscslotring

using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core;
using PerfBuf.Core.Padding;

namespace PerfBuf.Mailboxes.Spsc;

/// <summary>One slot of an <see cref="SpscSlotRing{T}"/>: the hand-over sequence and the item.</summary>
internal struct SpscSlotCell<T>
{
    /// <summary>Volatile.Write by the owner handing the cell over, Volatile.Read by the side taking it.</summary>
    public long Sequence;

    /// <summary>Plain: ordered by the Sequence release/acquire pair.</summary>
    public T Item;
}

/// <summary>
/// The private indices of an <see cref="SpscSlotRing{T}"/>: producer block, then consumer block, 128 bytes apart.
/// </summary>
[StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
internal struct SpscSlotIndices
{
    /// <summary>Bit of <see cref="Tail"/> set by Close: no cell sequence can equal such a tail.</summary>
    internal const long ClosedBit = 1L << 62;

    /// <summary>Mask of the position part of <see cref="Tail"/>.</summary>
    internal const long PositionMask = ClosedBit - 1;

    // padding: bytes [0, 128) keep the object header and the ring's other fields off the producer block

    /// <summary>Next position to push, plus <see cref="ClosedBit"/> once closed. Producer-private: written and
    /// read plainly by the producer; the consumer reads it only for the diagnostic Count (Volatile.Read).</summary>
    [FieldOffset(CacheLine.Size)]
    internal long Tail;

    // padding: bytes [136, 256) keep the consumer block off the producer's 128-byte block

    /// <summary>Next position to pop. Consumer-private, plain (the producer reads it only in the Debug check).</summary>
    [FieldOffset(2 * CacheLine.Size)]
    internal long Head;

    /// <summary>Final tail, -1 while open. Written once by Close with Volatile.Write, read by the consumer with
    /// Volatile.Read. On the consumer's block: the consumer polls it, the producer writes it once.</summary>
    [FieldOffset(2 * CacheLine.Size + 8)]
    internal long ClosedAt;

    // padding: bytes [272, 384) keep whatever follows this struct off the consumer's 128-byte block

    // The index operations off the hot path, shared by the slot rings (SpscSlotRing, SpscSlotLineRing): called in
    // place on the ring's field, never on a copy.

    /// <summary>Producer only: sets ClosedBit in tail (every later push misses its cell and takes the slow path), then
    /// publishes the final tail in ClosedAt. Idempotent.</summary>
    internal void CloseFromProducer()
    {
        var tail = Tail;
        if ((tail & ClosedBit) == 0)
        {
            Tail = tail | ClosedBit;
            Volatile.Write(ref ClosedAt, tail); // release: after every earlier publication, in program order
        }
    }

    /// <summary>Consumer only: closed, and every item pushed before the close consumed.</summary>
    internal bool IsCompletedForConsumer()
    {
        var closedAt = Volatile.Read(ref ClosedAt); // acquire: the final tail, -1 while open
        return closedAt >= 0 && closedAt == Head;   // own index: plain read
    }

    /// <summary>Consumer only: published and not yet consumed, a snapshot (the producer's tail read with
    /// Volatile.Read: the one place a side reads the other's index). Always in [0, capacity].</summary>
    internal int CountForConsumer() => (int)((Volatile.Read(ref Tail) & PositionMask) - Head);

    /// <summary>Debug check of 0 &lt;= tail - head &lt;= <paramref name="capacity"/>. Reads head, then tail: exact for
    /// the caller's own index and, because each side moves its index before handing the cell over, never contradicted
    /// by the other one.</summary>
    [Conditional("DEBUG")]
    internal void AssertInvariants(int capacity)
    {
        var head = Volatile.Read(ref Head);
        var tail = Volatile.Read(ref Tail) & PositionMask;
        Debug.Assert(tail >= head, "the consumer passed the producer");
        Debug.Assert(tail - head <= capacity, "more items than slots");
    }
}

/// <summary>
/// Bounded single-producer single-consumer ring whose slots carry their own sequence number. Create one with
/// <see cref="Create"/> and give the producer handle to one thread and the consumer handle to another.
/// </summary>
/// <typeparam name="T">Item type; reference-holding slots are cleared when consumed.</typeparam>
public sealed class SpscSlotRing<T>
{
    internal readonly SpscSlotCell<T>[] Cells;
    internal readonly int Mask;
    internal SpscSlotIndices Indices; // the two private indices and closedAt; see the layout above

    private SpscSlotRing(int capacity)
    {
        Cells = new SpscSlotCell<T>[capacity];
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
    public static (SpscSlotProducer<T> Producer, SpscSlotConsumer<T> Consumer) Create(int capacity)
    {
        CapacityRule.Validate(capacity);
        var ring = new SpscSlotRing<T>(capacity);
        return (new SpscSlotProducer<T>(ring), new SpscSlotConsumer<T>(ring));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static ref SpscSlotCell<T> Cell(SpscSlotCell<T>[] cells, long position, int mask) =>
        ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(cells), (int)position & mask);

    /// <summary>Debug check of 0 &lt;= tail - head &lt;= capacity and of the two boundary cells. Reads head,
    /// then tail: exact for the caller's own index and, because each side moves its index before handing the
    /// cell over, never contradicted by the other one.</summary>
    [Conditional("DEBUG")]
    internal void AssertInvariants() => Indices.AssertInvariants(Cells.Length);
}

/// <summary>
/// The producer end of an <see cref="SpscSlotRing{T}"/>. Single owner: one thread at a time.
/// </summary>
public sealed class SpscSlotProducer<T>
{
    private readonly SpscSlotRing<T> _ring; // the indices live in _ring.Indices
    private readonly SpscSlotCell<T>[] _cells; // copied from the ring: one load less per push; never reassigned
    private readonly int _mask;
    private OwnerCheck _owner;                // Debug only

    internal SpscSlotProducer(SpscSlotRing<T> ring)
    {
        _ring = ring;
        _cells = ring.Cells;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _cells.Length;

    /// <summary>Copies <paramref name="item"/> into the next slot and publishes it.</summary>
    /// <returns><see cref="PushStatus.Ok"/>, <see cref="PushStatus.Full"/> (nothing written) or
    /// <see cref="PushStatus.Closed"/> (after <see cref="Close"/>).</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPush(in T item)
    {
        _owner.Enter(nameof(SpscSlotProducer<T>));
        ref var ix = ref _ring.Indices;
        var tail = ix.Tail; // own index: plain read
        ref var cell = ref SpscSlotRing<T>.Cell(_cells, tail, _mask);
        var sequence = Volatile.Read(ref cell.Sequence); // acquire: the consumer's read of the old item comes first
        if (sequence != tail)
        {
            var status = Refused(tail, sequence);
            _owner.Exit();
            return status;
        }
        cell.Item = item;
        ix.Tail = tail + 1;                           // before the release: a consumer that takes p sees tail > p
        Volatile.Write(ref cell.Sequence, tail + 1);  // release: the item write above is visible first
        _owner.Exit();
        return PushStatus.Ok;
    }

    /// <summary>Slow path: the cell is still occupied (Full), or tail carries the closed bit (Closed).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private PushStatus Refused(long tail, long sequence)
    {
        if ((tail & SpscSlotIndices.ClosedBit) != 0)
        {
            return PushStatus.Closed;
        }
        Debug.Assert(sequence == tail - _cells.Length + 1, "the cell at tail is neither free nor last lap's item");
        _ring.AssertInvariants();
        return PushStatus.Full;
    }

    /// <summary>
    /// Closes the ring: later pushes return <see cref="PushStatus.Closed"/>; items already pushed are still
    /// delivered, then the consumer's <see cref="SpscSlotConsumer{T}.IsCompleted"/> turns true. Idempotent.
    /// </summary>
    public void Close()
    {
        _owner.Enter(nameof(SpscSlotProducer<T>));
        _ring.Indices.CloseFromProducer();
        _owner.Exit();
    }
}

/// <summary>
/// The consumer end of an <see cref="SpscSlotRing{T}"/>. Single owner: one thread at a time.
/// </summary>
public sealed class SpscSlotConsumer<T>
{
    private readonly SpscSlotRing<T> _ring;
    private readonly SpscSlotCell<T>[] _cells;
    private readonly int _mask;
    private OwnerCheck _owner;
    private DrainGuard _drain; // refuses calls from inside this consumer's Drain (every build)

    internal SpscSlotConsumer(SpscSlotRing<T> ring)
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
        _drain.ThrowIfDraining(nameof(SpscSlotConsumer<T>));
        _owner.Enter(nameof(SpscSlotConsumer<T>));
        ref var ix = ref _ring.Indices;
        var head = ix.Head; // own index: plain read
        ref var cell = ref SpscSlotRing<T>.Cell(_cells, head, _mask);
        var sequence = Volatile.Read(ref cell.Sequence); // acquire: the producer's item write comes first
        if (sequence != head + 1)
        {
            AssertUnpublished(head, sequence); // Debug only: the empty path has nothing else to do
            item = default;
            _owner.Exit();
            return false;
        }
        item = cell.Item;
        if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
        {
            cell.Item = default!; // don't keep the item alive from the ring
        }
        ix.Head = head + 1;                                  // before the release (see the design note)
        Volatile.Write(ref cell.Sequence, head + _cells.Length); // release: our read/clear happens before reuse
        _owner.Exit();
        return true;
    }

    /// <summary>Debug check of an empty pop: the cell at head is still waiting for position head.</summary>
    [Conditional("DEBUG")]
    private void AssertUnpublished(long head, long sequence)
    {
        Debug.Assert(sequence == head, "the cell at head is neither unpublished nor published for head");
        _ring.AssertInvariants();
    }

    /// <summary>
    /// Hands up to <paramref name="max"/> consecutive published items to <paramref name="handler"/> (by
    /// <c>in</c>, straight from the slots), freeing each cell right after its item. Returns the count.
    /// </summary>
    /// <remarks>Unlike <see cref="SpscConsumer{T}.Drain"/> there is no index to publish once per batch: each cell
    /// is handed back with its own release store. If the handler throws, its item counts as consumed.</remarks>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<T>
    {
        _drain.Enter(nameof(SpscSlotConsumer<T>));
        _owner.Enter(nameof(SpscSlotConsumer<T>));
        ref var ix = ref _ring.Indices;
        var position = ix.Head;
        var done = 0;
        try
        {
            while (done < max)
            {
                ref var cell = ref SpscSlotRing<T>.Cell(_cells, position, _mask);
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
                    if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
                    {
                        cell.Item = default!;
                    }
                    ix.Head = position + 1;                                       // before the release
                    Volatile.Write(ref cell.Sequence, position + _cells.Length); // release: free for the next lap
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

    /// <summary>
    /// True once the producer has closed the ring and every item it pushed before closing has been consumed.
    /// False means "more may come"; an empty, open ring is not completed.
    /// </summary>
    public bool IsCompleted => _ring.Indices.IsCompletedForConsumer();

    /// <summary>
    /// Items published and not yet consumed: a diagnostic snapshot (exact head, the producer's tail read with
    /// Volatile.Read — the one place a side reads the other's index). Always in [0, capacity].
    /// </summary>
    public int Count => _ring.Indices.CountForConsumer();
}
