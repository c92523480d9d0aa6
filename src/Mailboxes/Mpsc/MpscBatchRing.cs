// Design: MpscBatchRing<T> — bounded multi-producer / single-consumer ring whose cells are freed in batches: the
// consumer publishes one sequence per drained batch and producers check room against a shared cached copy of it;
// per-slot flags serve publication only.
//
// Who writes what
//   tail (MpscBatchIndices.Tail)   every producer, only with Interlocked (CompareExchange to claim, Or to close).
//   cachedHead                     producers: a copy of head, refreshed (Volatile.Write) by a producer whose check
//                                  against the copy said "full"; on the tail's block, so a claim reads one line.
//   head                           the consumer only: the next position it will read. Volatile.Write once per
//                                  drained batch (once per TryPop); producers Volatile.Read it only on a refresh.
//   items[i]                       the producer holding the position, then the consumer (hand-over below).
//   flags[i]                       the producer holding the position, once per lap: the lap number
//                                  (int)(position >> log2(capacity)) with Volatile.Write after the item. Never
//                                  cleared: a flag from the previous lap differs from the one the consumer expects.
//                                  Start value -1 (no lap).
//
// Invariants
//   head <= tail <= head + capacity (position parts); cachedHead <= head (it only ever holds values read from
//   head, and a stale, smaller copy is merely conservative). Positions [head, tail) are claimed; of those, the
//   ones whose flag carries their lap are published. A cell is written by one party at a time.
//
// The trick, against the per-slot-sequence rings (MpscRingCas/MpscRingXadd, MpscSlots.cs)
//   There a producer learns that a cell is free from that cell's own sequence, which the consumer stores once per
//   item: every consumed item costs a store into a line that a producer reads next lap. Here the consumer stores
//   nothing per cell. It reads flags from head up to the first unpublished one, hands that batch to the handler,
//   and then writes head ONCE: that single release frees every cell of the batch. A producer claims position p when
//   p - capacity < cachedHead (position p's previous lap consumed) with one compare-and-swap on tail; only when the
//   cached copy says "full" does it read head (a line the consumer owns) and store the fresh value into the cache,
//   so with a consumer that keeps up the producers read the consumer's line about once per lap between them.
//   The claim is checked against the tail value it compares: the CAS succeeds only if no other claim moved tail
//   since the room check, so a claim never has to be backed out and TryPush keeps the Ok/Full/Closed promise of
//   the other rings (it never waits, for the consumer or for another producer).
//   TryPushBatch claims k consecutive positions with the same single CAS (tail -> tail + k) and publishes them in
//   order; it takes "as many as fit": k = min(items, free slots seen), so it returns the count of a prefix pushed.
//
// Close: Interlocked.Or(ref tail, ClosedBit), as in MpscRingCas. Every claim (single or batch) compares the whole
//   tail word, so after the Or every claim fails and returns Closed; every claim that succeeded came before the Or,
//   below the final position F, and its producer will publish it (nothing can stop a producer between its CAS and
//   its flag stores but pre-emption). IsCompleted reads tail (acquire) and is true when the closed bit is set and
//   head == F: every claimed position has been delivered and none can follow. No item is lost or duplicated.
//
// Memory ordering (Volatile = acquire/release per the .NET memory model; no reliance on x86 TSO)
//   Publication: a producer writes items[p] (plain), then Volatile.Write(flags[p], lap(p)) (release). The consumer
//   Volatile.Reads flags[p] (acquire) and reads items[p] only when it carries lap(p): it sees the item.
//   Freeing: the consumer reads (and, for references, clears) items of the batch, then Volatile.Write(head)
//   (release). A producer Volatile.Reads head (acquire) and stores it into cachedHead with Volatile.Write (release);
//   a producer that Volatile.Reads cachedHead (acquire) is ordered after that refresher's read of head, so in
//   every case the consumer's reads of the old item happen before any producer's overwrite of the cell (the
//   release/acquire chain is transitive). The CAS on tail is a full fence and orders the room check before the
//   item write. IsCompleted's acquire of tail orders the producers' claims before the comparison with head.
//
// Re-entrancy: a handler's call back into the consumer during Drain is refused (DrainGuard.cs): Drain keeps the
//   position in a local and publishes head when it returns; a nested pop would be overwritten by that store.
//
// Source
//   The multi-producer sequencer of the LMAX Disruptor (M. Thompson, D. Farley, M. Barker, P. Gee, A. Stewart,
//   "Disruptor: High performance alternative to bounded queues for exchanging data between concurrent threads",
//   LMAX, 2011; the Java Disruptor's MultiProducerSequencer and its .NET port's, Disruptor-net): a claim cursor,
//   a cached gating sequence, an "available" buffer holding each slot's lap, consumers that publish their
//   sequence per batch. Written from that description for this lab, with the lab's Full/Closed semantics (the
//   Disruptor's Next() waits for room; its TryNext() is the non-waiting claim this resembles).
//
// Known weaknesses
//   A producer pre-empted between its claim and its flag store stalls the consumer at that position (common to
//   every claim-then-publish design); a batch claim widens that window to the whole batch. Items and flags sit in
//   two arrays, so a publication touches two lines; cells are not padded (neighbouring producers false-share). The
//   CAS claim retries under contention like MpscRingCas (lock-free, not wait-free). Producers learn of freed cells
//   only per consumer batch, so a consumer that handles long batches keeps the ring "full" longer than a per-slot
//   ring would. Count includes claimed-but-unpublished positions.

using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core;
using PerfBuf.Core.Padding;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>Shared indices of an <see cref="MpscBatchRing{T}"/>: the producers' block (tail and the cached head), then
/// the consumer's head, 128 bytes apart.</summary>
[StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
internal struct MpscBatchIndices
{
    // padding: bytes [0, 128)

    /// <summary>Next position to hand out, plus <see cref="MpscIndices.ClosedBit"/>. Producers read it with Volatile.Read
    /// and change it only with Interlocked (CompareExchange, Or): many writers need an atomic RMW.</summary>
    [FieldOffset(CacheLine.Size)]
    internal long Tail;

    /// <summary>Producers' shared copy of <see cref="Head"/> (Volatile.Read / Volatile.Write): on the tail's block, which
    /// every claim reads anyway; written only on a refresh, when the copy said "full".</summary>
    [FieldOffset(CacheLine.Size + 8)]
    internal long CachedHead;

    // padding: bytes [144, 256)

    /// <summary>Next position to consume. Written by the consumer only, with Volatile.Write once per batch (the release
    /// that frees the batch's cells); read by producers with Volatile.Read on a refresh; the consumer reads it plainly.</summary>
    [FieldOffset(2 * CacheLine.Size)]
    internal long Head;

    // padding: bytes [264, 384)
}

/// <summary>
/// Bounded MPSC ring with Disruptor's multi-producer layout: a CAS claim checked against a cached consumer sequence,
/// per-slot publication flags, and a consumer that frees its cells once per drained batch. The producer handle is safe
/// to share among any number of threads; the consumer handle has a single owner.
/// </summary>
public sealed class MpscBatchRing<T>
{
    internal readonly T[] Items;
    internal readonly int[] Flags;
    internal readonly int Mask;
    internal readonly int Shift;
    internal MpscBatchIndices Indices;

    private MpscBatchRing(int capacity)
    {
        Items = new T[capacity];
        Flags = new int[capacity];
        Array.Fill(Flags, -1); // no lap yet; published to other threads by the handles' creation
        Mask = capacity - 1;
        Shift = BitOperations.Log2((uint)capacity);
    }

    /// <summary>Creates the ring and its handles.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (MpscBatchProducer<T> Producer, MpscBatchConsumer<T> Consumer) Create(int capacity)
    {
        CapacityRule.Validate(capacity);
        var ring = new MpscBatchRing<T>(capacity);
        return (new MpscBatchProducer<T>(ring), new MpscBatchConsumer<T>(ring));
    }

    /// <summary>The flag value that says "position <paramref name="position"/> is published" (its lap, truncated: only
    /// equality with the current or the previous lap's value matters).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal int Lap(long position) => (int)(position >> Shift);
}

/// <summary>Producer end of an <see cref="MpscBatchRing{T}"/>: thread-safe, share it among all producers.</summary>
public sealed class MpscBatchProducer<T>
{
    private readonly MpscBatchRing<T> _ring;
    private readonly T[] _items;
    private readonly int[] _flags;
    private readonly int _mask;

    internal MpscBatchProducer(MpscBatchRing<T> ring)
    {
        _ring = ring;
        _items = ring.Items;
        _flags = ring.Flags;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _items.Length;

    /// <summary>
    /// Pushes a copy of <paramref name="item"/> without ever waiting: Ok, Full (no free slot, even after reading the
    /// consumer's latest sequence) or Closed. Lock-free: a retry means another producer's claim succeeded.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPush(in T item)
    {
        ref var indices = ref _ring.Indices;
        var position = Volatile.Read(ref indices.Tail);
        if ((position & MpscIndices.ClosedBit) == 0
            && position - _items.Length < Volatile.Read(ref indices.CachedHead) // acquire: the old item was read
            && Interlocked.CompareExchange(ref indices.Tail, position + 1, position) == position)
        {
            Publish(position, in item);
            return PushStatus.Ok;
        }
        return TryPushSlow(in item);
    }

    /// <summary>The claim loop: closed, full after a refresh of the cached head, or lost the race (retry with the tail
    /// the CAS returned).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private PushStatus TryPushSlow(in T item)
    {
        var status = Claim(1, out var position, out _);
        if (status == PushStatus.Ok)
        {
            Publish(position, in item);
        }
        return status;
    }

    /// <summary>
    /// Pushes as many items of <paramref name="items"/>, from its start, as there are free slots, with one claim for all
    /// of them, and publishes them in order; never waits. Returns how many were pushed (a prefix of the span): at least
    /// one when <paramref name="status"/> is Ok, zero when it is Full (no free slot) or Closed.
    /// </summary>
    /// <exception cref="ArgumentException">The span is empty, or longer than <see cref="Capacity"/> (it could never fit
    /// whole: pass it in pieces).</exception>
    public int TryPushBatch(ReadOnlySpan<T> items, out PushStatus status)
    {
        if (items.IsEmpty || items.Length > _items.Length)
        {
            ThrowBadBatch(items.Length, _items.Length);
        }
        status = Claim(items.Length, out var first, out var count);
        if (status != PushStatus.Ok)
        {
            return 0;
        }
        for (var i = 0; i < count; i++)
        {
            _items[(int)(first + i) & _mask] = items[i];
        }
        for (var i = 0; i < count; i++)
        {
            var position = first + i;
            // release: this item (and the batch's earlier ones) are visible before "published"
            Volatile.Write(ref _flags[(int)position & _mask], _ring.Lap(position));
        }
        return count;
    }

    /// <summary>Writes the item of a claimed <paramref name="position"/> and publishes it (release).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void Publish(long position, in T item)
    {
        var index = (int)position & _mask;
        _items[index] = item;
        Volatile.Write(ref _flags[index], _ring.Lap(position)); // release: the item is visible before "published"
    }

    /// <summary>
    /// Claims up to <paramref name="wanted"/> consecutive positions from <paramref name="first"/> with one CAS: Ok with
    /// <paramref name="count"/> &gt;= 1 positions owned by the caller, who must publish them; Full when no slot is free
    /// after reading the consumer's head; Closed. Nothing is claimed unless the result is Ok.
    /// </summary>
    private PushStatus Claim(int wanted, out long first, out int count)
    {
        ref var indices = ref _ring.Indices;
        var capacity = _items.Length;
        var position = Volatile.Read(ref indices.Tail);
        while (true)
        {
            if ((position & MpscIndices.ClosedBit) != 0)
            {
                first = 0;
                count = 0;
                return PushStatus.Closed;
            }
            var free = capacity - (position - Volatile.Read(ref indices.CachedHead));
            if (free < wanted)
            {
                var head = Volatile.Read(ref indices.Head); // acquire: the consumer's reads of the batch came first
                free = capacity - (position - head);
                RefreshCachedHead(ref indices, head);
                if (free <= 0)
                {
                    first = 0;
                    count = 0;
                    return PushStatus.Full;
                }
            }
            var take = (int)Math.Min(wanted, free);
            var seen = Interlocked.CompareExchange(ref indices.Tail, position + take, position);
            if (seen == position)
            {
                first = position;
                count = take;
                return PushStatus.Ok;
            }
            position = seen; // another producer claimed (or the ring closed): retry with what we saw
        }
    }

    /// <summary>Raises the producers' copy of head to <paramref name="head"/> (release); a racing refresher with an older
    /// value may lower it again, which only makes a later claim refresh once more.</summary>
    private static void RefreshCachedHead(ref MpscBatchIndices indices, long head)
    {
        if (head > Volatile.Read(ref indices.CachedHead))
        {
            Volatile.Write(ref indices.CachedHead, head);
        }
    }

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowBadBatch(int length, int capacity) => ThrowHelper.Argument("items", length == 0
        ? "TryPushBatch needs at least one item; the span is empty."
        : $"TryPushBatch takes at most Capacity ({capacity}) items at once; the span holds {length}. Push it in pieces.");

    /// <summary>
    /// Closes the ring: claims after this fail with Closed; every push that returned Ok (or pushed a count) is delivered
    /// before the consumer's IsCompleted turns true. Idempotent, callable from any thread.
    /// </summary>
    public void Close() => MpscTail.Close(ref _ring.Indices.Tail);
}

/// <summary>Consumer end of an <see cref="MpscBatchRing{T}"/>. Single owner.</summary>
public sealed class MpscBatchConsumer<T> : IActorMailbox<T>
{
    private readonly MpscBatchRing<T> _ring;
    private readonly T[] _items;
    private readonly int[] _flags;
    private readonly int _mask;
    private OwnerCheck _owner;
    private DrainGuard _drain; // refuses calls from inside this consumer's Drain (every build)

    internal MpscBatchConsumer(MpscBatchRing<T> ring)
    {
        _ring = ring;
        _items = ring.Items;
        _flags = ring.Flags;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _items.Length;

    /// <summary>Takes the next item in claim order; false if it is not published yet. Frees its cell at once (one
    /// release store of head per pop: Drain is the batch path).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop([MaybeNullWhen(false)] out T item)
    {
        _drain.ThrowIfDraining(nameof(MpscBatchConsumer<T>));
        _owner.Enter(nameof(MpscBatchConsumer<T>));
        ref var head = ref _ring.Indices.Head;
        var position = head;
        var index = (int)position & _mask;
        bool ok;
        if (Volatile.Read(ref _flags[index]) != _ring.Lap(position)) // acquire: the item write comes before it
        {
            item = default;
            ok = false; // empty, or the owner of this position has not published yet
        }
        else
        {
            item = _items[index];
            if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
            {
                _items[index] = default!;
            }
            Volatile.Write(ref head, position + 1); // release: the cell is free for the next lap
            ok = true;
        }
        AssertInvariants();
        _owner.Exit();
        return ok;
    }

    /// <summary>Hands up to <paramref name="max"/> consecutive published items to <paramref name="handler"/>, then frees
    /// all their cells with one release store of head; returns the count.</summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<T>
    {
        _drain.Enter(nameof(MpscBatchConsumer<T>));
        _owner.Enter(nameof(MpscBatchConsumer<T>));
        ref var head = ref _ring.Indices.Head;
        var start = head;
        var position = start;
        try
        {
            while (position - start < max)
            {
                var index = (int)position & _mask;
                if (Volatile.Read(ref _flags[index]) != _ring.Lap(position)) // acquire
                {
                    break;
                }
                try
                {
                    handler.Handle(in _items[index]);
                }
                finally
                {
                    if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
                    {
                        _items[index] = default!;
                    }
                    position++;
                }
            }
        }
        finally
        {
            if (position != start)
            {
                Volatile.Write(ref head, position); // release, once per batch: frees every cell of the batch
            }
            _owner.Exit();
            _drain.Exit();
        }
        return (int)(position - start);
    }

    /// <summary>True once the ring is closed and every item pushed with Ok has been consumed.</summary>
    public bool IsCompleted => MpscTail.IsCompletedByClosedBit(ref _ring.Indices.Tail, ref _ring.Indices.Head);

    /// <summary>True when the next item in claim order is published, i.e. a TryPop now would succeed (acquire read of
    /// its flag).</summary>
    public bool IsNextPublished
    {
        get
        {
            var head = _ring.Indices.Head;
            return Volatile.Read(ref _flags[(int)head & _mask]) == _ring.Lap(head);
        }
    }

    /// <summary>Claimed positions not yet consumed (published or about to be); never above Capacity.</summary>
    public int Count => MpscTail.Claimed(ref _ring.Indices.Tail, ref _ring.Indices.Head);

    [Conditional("DEBUG")]
    private void AssertInvariants() =>
        MpscTail.AssertWithinCapacity(ref _ring.Indices.Tail, ref _ring.Indices.Head, _items.Length);
}
