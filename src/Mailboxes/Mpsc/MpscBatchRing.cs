// Design: MpscBatchRing<T> — bounded multi-producer / single-consumer ring whose cells are freed in batches: the
// consumer publishes one sequence per drained batch and producers check room against a shared cached copy of it;
// per-slot flags serve publication only.
//
// Who writes what: tail every producer, only with Interlocked (CompareExchange to claim, Or to close); cachedHead
//   producers, refreshed by one whose check said "full"; head the consumer only, once per drained batch; items[i]
//   and flags[i] (the lap number, never cleared, start -1) the producer holding the position, items then the
//   consumer.
// Invariants: head <= tail <= head + capacity; cachedHead <= head; a cell is written by one party at a time.
// The trick: the consumer stores nothing per cell — one release of head frees a whole batch; a producer claims p
//   when p - capacity < cachedHead with one CAS on tail and reads head only when the copy says full. The CAS is
//   checked against the tail it compares, so a claim is never backed out: TryPush never waits. TryPushBatch claims
//   k positions with the same single CAS ("as many as fit"). Close is the Or of ClosedBit into tail, as MpscRingCas.
// Source: the LMAX Disruptor's multi-producer sequencer (claim cursor, cached gating sequence, per-slot lap
//   buffer), with the lab's Full/Closed semantics.
// Known weaknesses: a producer pre-empted between claim and flag stalls the consumer (a batch widens the window);
//   two arrays, unpadded cells; CAS retries under contention; room appears only per consumer batch.
// Memory ordering (no reliance on x86 TSO): items[p], then Volatile.Write(flags[p], lap) (release), acquired by
//   the consumer before the item; the consumer's reads precede Volatile.Write(head); a producer acquires head (or
//   cachedHead, refreshed with a release), so the release/acquire chain orders every read before any overwrite;
//   the CAS is a full fence. A handler calling back into the consumer during Drain is refused.
// Proof and details: src/Mailboxes/Mpsc/DESIGN.md#mpscbatchring

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
