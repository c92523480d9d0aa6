// Design: SpscSlotRing<T> — bounded single-producer / single-consumer ring whose slots carry their own
// sequence number (the "full/empty" flag lives in the slot, not in a shared index).
//
// Who writes what
//   cell.Sequence  the side that currently owns the cell: the producer when it publishes, the consumer when
//                  it frees. Read by the other side with Volatile.Read. The only state the two sides share
//                  per message.
//   cell.Item      the producer (write), then the consumer (read, and clear if T holds references). Plain:
//                  ordered by the Sequence release/acquire pair.
//   tail           producer-private position (items ever pushed), plain, on the producer's 128-byte block.
//   head           consumer-private position (items ever popped), plain, on the consumer's 128-byte block.
//   closedAt       the final tail, written once by Close (Volatile.Write); -1 while open. On the consumer's
//                  block: the consumer polls it (IsCompleted), the producer writes it once.
//   Positions are 64-bit counters that never wrap in practice (2^62 items); position p lives in
//   cells[p & mask], capacity a power of two.
//
// Cell states (Dmitry Vyukov's bounded-queue encoding, one producer, one consumer)
//   Sequence == p             free for position p: the producer may write it.
//   Sequence == p + 1         holds the published item of position p: the consumer may read it.
//   Sequence == p + capacity  the consumer emptied position p: free for position p + capacity (next lap).
//   Initially cell i has Sequence == i (free for position i).
//
// Invariants
//   0 <= tail - head <= capacity. Positions [head, tail) are published and unconsumed and belong to the
//   consumer; every other cell belongs to the producer. From the producer, the cell of position tail reads
//   either tail (free) or tail - capacity + 1 (last lap's item, not yet consumed: Full). From the consumer,
//   the cell of position head reads either head (not yet published: empty) or head + 1 (published).
//
// The trick
//   Neither side ever reads the other side's index. The producer asks the cell it is about to write "are you
//   free for position tail?"; the consumer asks the cell it is about to read "do you hold position head?".
//   In a ping-pong the consumer polls the very line the producer writes the item into, so a message moves
//   ONE cache line (the cell), where the cached-index SpscRing moves two (the tail index line, then the slot
//   line, read one after the other). Both private indices are plain fields, each on its own 128-byte block
//   (CacheLine.Size) so neither owner's stores disturb the other.
//   Each side advances its own index BEFORE handing the cell over: then anyone who acquired a cell also sees
//   the index that produced it. Nothing on the hot path needs that; it makes the diagnostic Count and the
//   Debug invariant check exact in the directions they are used (see below).
//   Close makes the producer's tail impossible for any cell to match (it sets ClosedBit in tail), so the push
//   fast path stays a single compare and the closed check lives in the slow path.
//   Drain frees each cell with its own release store as it goes: there is no consumer index the producer
//   reads, so there is nothing to publish once per batch (the cached-index ring's one-store-per-batch saving
//   does not exist here).
//   Re-entrancy: refused. A handler that calls back into this consumer during Drain (TryPop or Drain) gets
//   InvalidOperationException in every build (DrainGuard.cs), before anything moves: Drain works on a local copy
//   of the position, so a nested pop would be overwritten by the outer Drain's own head store.
//
// Memory ordering (ECMA-335 + the .NET memory model; no reliance on x86 TSO)
//   Publish: the producer writes Item (plain), then Volatile.Write(Sequence, p + 1) — a release: the item write
//   cannot move after it. The consumer's Volatile.Read(Sequence) == p + 1 is an acquire: its read of Item
//   cannot move before it, so it reads the item the producer wrote.
//   Free: the consumer reads (and clears) Item, then Volatile.Write(Sequence, p + capacity) — a release: the
//   read cannot move after it. The producer's Volatile.Read(Sequence) == p + capacity (its next tail) is an
//   acquire: its overwrite of Item cannot move before it, so it never clobbers an item still being read.
//   Each side reads its own index plainly (only it writes it).
//   Close: the producer's last publication (a release of some cell) precedes Volatile.Write(closedAt, tail)
//   in program order; closedAt is exactly the number of items that will ever be published, so IsCompleted
//   acquires closedAt and compares it with the consumer's own head: equal means every one of them has been
//   popped. The comparison needs no item visibility; the acquire makes "completed" also carry everything
//   the producer wrote before Close, and keeps a polling loop from hoisting the read.
//   Count (diagnostic): the consumer reads tail with Volatile.Read. Because the producer stored tail = p + 1
//   before releasing position p, a consumer that has popped position head - 1 (acquired its sequence) reads
//   tail >= head: Count is never negative, and tail - head <= capacity always holds. The value is a snapshot.
//   The 64-bit tail is read atomically (aligned, 64-bit process); it is the only cross-side index read, and
//   only off the hot path.
//
// Source
//   J. Giacomoni, T. Moseley, M. Vachharajani, "FastForward for efficient pipeline parallelism: a
//   cache-optimized concurrent lock-free queue", PPoPP 2008 — the slots themselves carry the empty/full state
//   and the two sides never share an index. The per-cell sequence instead of FastForward's NULL sentinel is
//   Dmitry Vyukov's bounded MPMC queue (1024cores.net), specialised here to one producer and one consumer:
//   no XADD, no CAS, only plain stores and release/acquire pairs. Written from those descriptions for this lab.
//
// Known weaknesses and trade-offs
//   A slot is 16 bytes for a long payload (sequence + item) instead of 8: a full-speed stream moves twice the
//   bytes per item. The consumer WRITES every slot's line (the free store), where the cached-index ring's
//   consumer only reads slots (it clears reference slots, but not long ones): each line bounces back to the
//   producer Modified, not Shared. Slots are adjacent, so while the ring is nearly empty the producer and the
//   consumer work on neighbouring cells of the same line (false sharing the index padding cannot cure).
//   Exactly one producer and one consumer thread at a time (checked in Debug builds only). Capacity is fixed;
//   a slow consumer means Full. Frozen: a variant is a new type (DESIGN.md §3).

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
