// Design: SpscBatchProducer<T> — batch publication on the SpscRing<T> layout.
//
// What it is
//   A second producer end for the ring of SpscRing.cs (same SpscIndices, same buffer, same SpscConsumer<T>): the
//   producer writes k slots and publishes the tail once for all k. SpscRing's own producer is left as it is (a frozen
//   type); E01 measures the two side by side, so the write-up shows what batch publication buys on its own.
//   Create one with SpscBatchRing.Create<T>(capacity).
//
// Who writes what (as in SpscRing.cs)
//   Tail, CachedHead, Closed: this producer. Head, CachedTail: the consumer (SpscConsumer<T>, unchanged).
//
// Why batch publication
//   With one publication per item, a consumer that keeps up reads the tail line after every item and reads slot
//   lines while the producer is still writing them: a slot line can cross between the cores several times before
//   it is full. Publishing k items with one release store means the consumer sees k slots at once, all written: with
//   k at least one cache line of items, each slot line crosses once and the tail line once per batch. The consumer's
//   Drain already publishes the head once per batch (SpscRing.cs), and the producer re-reads the head only when its
//   cached copy says there is not room for the whole batch.
//
// Memory ordering (ECMA-335 + the .NET memory model; no reliance on x86 TSO)
//   TryPushBatch copies the k items into their slots (plain writes), then Volatile.Write(Tail, tail + k): a release,
//   so no slot write can move after it. The consumer's Volatile.Read(Tail) is the matching acquire: every slot below
//   the tail it reads is fully written when it reads it. A batch claim works the same way: the caller writes through
//   the claimed span, and Publish is the release store. Room: the producer's Volatile.Read(Head) (acquire) orders its
//   later overwrites of the freed slots after the consumer's reads of them, which precede the consumer's release of
//   Head. Close: Volatile.Write(Closed) after the last tail publication in program order, as in SpscRing.cs.
//
// Semantics
//   TryPushBatch is all or nothing: Ok (every item published, in order), Full (nothing written: fewer free slots
//   than items) or Closed. An empty span or one longer than the capacity is an ArgumentException (the first is a
//   caller's slip, the second could never succeed). TryClaimBatch(max) reserves between 1 and max contiguous slots
//   (it stops at the end of the buffer, so a claim never wraps); the caller fills a prefix and publishes its length.
//   A claim that is not published is abandoned: the next push or claim reuses its slots.
//
// Source
//   Batch publication is the Disruptor's "claim n sequences, publish the highest" (LMAX, "Disruptor: High
//   performance alternative to bounded queues for exchanging data between concurrent threads", 2011), applied to
//   the Lamport ring with cached indices of SpscRing.cs. Written from the description for this lab.
//
// Known weaknesses
//   The buffer is an ordinary array: its first slot is not aligned to a cache line, so a batch of whole lines still
//   shares its first and last line with the neighbouring batches. A batch waits for room for all of it (a caller
//   that wants "as many as fit" uses TryClaimBatch). Exactly one producer thread at a time (checked in Debug).

using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core;

namespace PerfBuf.Mailboxes.Spsc;

/// <summary>Creates an <see cref="SpscRing{T}"/> whose producer end publishes in batches.</summary>
public static class SpscBatchRing
{
    /// <summary>Creates a ring of <paramref name="capacity"/> slots, its batch producer and its consumer.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (SpscBatchProducer<T> Producer, SpscConsumer<T> Consumer) Create<T>(int capacity)
    {
        var ring = SpscRing<T>.CreateRing(capacity);
        return (new SpscBatchProducer<T>(ring), new SpscConsumer<T>(ring));
    }
}

/// <summary>
/// The batch-publishing producer end of an <see cref="SpscRing{T}"/>. Single owner: one thread at a time.
/// </summary>
public sealed class SpscBatchProducer<T>
{
    private readonly SpscRing<T> _ring;
    private readonly T[] _buffer;
    private readonly int _mask;
    private OwnerCheck _owner; // Debug only

    internal SpscBatchProducer(SpscRing<T> ring)
    {
        _ring = ring;
        _buffer = ring.Buffer;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _buffer.Length;

    /// <summary>Publishes one item (a batch of one).</summary>
    public PushStatus TryPush(in T item) => TryPushBatch(new ReadOnlySpan<T>(in item));

    /// <summary>
    /// Copies every item of <paramref name="items"/> into the next slots, in order, and publishes them with one
    /// store of the producer index. All or nothing.
    /// </summary>
    /// <returns><see cref="PushStatus.Ok"/>, <see cref="PushStatus.Full"/> (fewer free slots than items: nothing
    /// written) or <see cref="PushStatus.Closed"/>.</returns>
    /// <exception cref="ArgumentException"><paramref name="items"/> is empty or longer than the capacity.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPushBatch(ReadOnlySpan<T> items)
    {
        var count = items.Length;
        if ((uint)(count - 1) >= (uint)_buffer.Length)
        {
            ThrowBadBatch(count);
        }
        _owner.Enter(nameof(SpscBatchProducer<T>));
        ref var ix = ref _ring.Indices;
        var tail = ix.Tail; // own index: plain read
        if (tail + count - ix.CachedHead > _buffer.Length && !HasRoom(ref ix, tail, count, out var status))
        {
            _owner.Exit();
            return status;
        }
        var start = (int)tail & _mask;
        var first = Math.Min(count, _buffer.Length - start);
        items[..first].CopyTo(new Span<T>(_buffer, start, first));
        if (first < count)
        {
            items[first..].CopyTo(_buffer); // the batch wraps to the start of the buffer
        }
        Volatile.Write(ref ix.Tail, tail + count); // release: every slot write above is visible first
        _owner.Exit();
        return PushStatus.Ok;
    }

    /// <summary>
    /// Reserves between 1 and <paramref name="max"/> contiguous free slots for in-place writes (fewer when the ring
    /// has less room or the buffer ends first). Write a prefix of <see cref="SpscBatchClaim{T}.Slots"/>, then publish
    /// it. False when the ring is full or closed.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="max"/> is less than 1.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryClaimBatch(int max, out SpscBatchClaim<T> claim)
    {
        if (max < 1)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(max), max, "at least 1");
        }
        _owner.Enter(nameof(SpscBatchProducer<T>));
        ref var ix = ref _ring.Indices;
        var tail = ix.Tail;
        var free = _buffer.Length - (tail - ix.CachedHead);
        if (free < max)
        {
            HasRoom(ref ix, tail, 1, out _); // refreshes CachedHead unless closed
            free = _buffer.Length - (tail - ix.CachedHead);
            if (free <= 0)
            {
                claim = default;
                _owner.Exit();
                return false;
            }
        }
        var start = (int)tail & _mask;
        var n = (int)Math.Min(Math.Min(max, free), _buffer.Length - start);
        claim = new SpscBatchClaim<T>(this, new Span<T>(_buffer, start, n), tail);
        _owner.Exit();
        return true;
    }

    /// <summary>Publishes <paramref name="count"/> slots claimed at <paramref name="ticket"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void Publish(long ticket, int count)
    {
        ref var ix = ref _ring.Indices;
        if (ix.Tail != ticket || ix.Closed != 0)
        {
            ThrowHelper.InvalidOperation("This batch claim was already published, superseded by a later push, or the ring was closed.");
        }
        Volatile.Write(ref ix.Tail, ticket + count); // release: the caller's writes through Slots are visible first
    }

    /// <summary>Slow path: closed? otherwise reload the consumer's index. True if <paramref name="count"/> slots are free.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool HasRoom(ref SpscIndices ix, long tail, int count, out PushStatus status)
    {
        if (ix.Closed != 0) // own write: plain read
        {
            status = PushStatus.Closed;
            return false;
        }
        var head = Volatile.Read(ref ix.Head); // acquire: the consumer's last reads of the freed slots come first
        ix.CachedHead = head;
        _ring.AssertInvariants();
        status = PushStatus.Full;
        return tail + count - head <= _buffer.Length;
    }

    /// <summary>Closes the ring (as <see cref="SpscProducer{T}.Close"/>): later pushes and claims fail; items
    /// already published are still delivered. Idempotent.</summary>
    public void Close()
    {
        _owner.Enter(nameof(SpscBatchProducer<T>));
        _ring.CloseFromProducer();
        _owner.Exit();
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void ThrowBadBatch(int count) =>
        throw new ArgumentException(
            count == 0
                ? "A batch needs at least one item."
                : $"A batch of {count} items can never fit a ring of {_buffer.Length} slots.",
            "items");
}

/// <summary>
/// Contiguous reserved, unpublished slots of an <see cref="SpscRing{T}"/>: write a prefix of <see cref="Slots"/> in
/// place, then publish it. Lives on the stack only; publish before the next push or claim.
/// </summary>
public readonly ref struct SpscBatchClaim<T>
{
    private readonly SpscBatchProducer<T>? _producer;
    private readonly long _ticket;

    internal SpscBatchClaim(SpscBatchProducer<T> producer, Span<T> slots, long ticket)
    {
        _producer = producer;
        Slots = slots;
        _ticket = ticket;
    }

    /// <summary>The claimed slots, oldest first (they may hold stale values: overwrite what you publish).</summary>
    public Span<T> Slots { get; }

    /// <summary>Publishes every claimed slot.</summary>
    public void Publish() => Publish(Slots.Length);

    /// <summary>Publishes the first <paramref name="count"/> claimed slots (one release store); the rest are abandoned.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is not between 1 and the claim's length.</exception>
    /// <exception cref="InvalidOperationException">Default claim, published twice, or the ring was closed in between.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Publish(int count)
    {
        if (_producer is null)
        {
            ThrowHelper.InvalidOperation("Publish on a default SpscBatchClaim.");
        }
        if ((uint)(count - 1) >= (uint)Slots.Length)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(count), count, $"between 1 and the claim's {Slots.Length} slots");
        }
        _producer.Publish(_ticket, count);
    }
}
