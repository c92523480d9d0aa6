// Design: SpscBatchProducer<T> — batch publication on the SpscRing<T> layout: a second producer end for the same
// SpscIndices, buffer and SpscConsumer<T>, writing k slots and publishing the tail once for all k (the frozen
// SpscRing producer stays as it is, so the two can be measured side by side). Create with SpscBatchRing.Create<T>.
//
// Who writes what (as in SpscRing): Tail, CachedHead, Closed this producer; Head, CachedTail the consumer.
// The trick: one release store per batch lets the consumer see k fully written slots at once, so with k at least a
//   line of items each slot line crosses once and the tail line once per batch; the head is re-read only when
//   the cached copy says the whole batch does not fit.
// Semantics: TryPushBatch is all or nothing (Ok / Full / Closed; an empty or over-capacity span is an
//   ArgumentException); TryClaimBatch(max) reserves 1..max contiguous slots that never wrap, and an unpublished
//   claim is abandoned.
// Source: the Disruptor's "claim n sequences, publish the highest" (LMAX, 2011) on SpscRing's cached-index ring.
// Known weaknesses: the array is not line-aligned, so neighbouring batches share their edge lines; a batch waits
//   for room for all of it; one producer thread at a time (checked in Debug).
// Memory ordering: plain slot writes (or writes through a claimed span), then Volatile.Write(Tail, tail + k)
//   (release), matched by the consumer's Volatile.Read(Tail) (acquire); the producer's Volatile.Read(Head)
//   orders its overwrites after the consumer's reads; Closed is written after the last tail, as in SpscRing.
// Proof and details: src/Mailboxes/Spsc/DESIGN.md#spscbatchproducer

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
