// Design: SpscLeanRing<T> — SpscRing's protocol (a tail store per pushed item, a head store per popped item, cached
//   opposite indices, 128-byte index blocks) laid out for the shortest per-item path. Each side's index block lives in
//   its own handle object, so a push or a pop touches its own handle's fields only (no hop through a shared ring
//   object); each side caches its bound as the value its own index is compared with (the producer the first tail it may
//   not use, the consumer the last tail it saw), so the fast path is one compare; and every slow step (refreshing the
//   bound, a full or empty ring, a closed ring) is a call out of the fast path with nothing kept across it (the pop
//   reads its index again after the refresh, and the refresh takes no out parameter, so the caller's item stays in a
//   register). The consumer
//   also drains in spans, as SpscSpanConsumer does. Create with SpscLeanRing.Create<T>.
//
// Who writes what: the producer alone writes Tail (items ever published), Limit (its cached head + capacity) and Closed;
//   the consumer alone writes Head (items ever consumed) and Seen (its cached tail). Each side reads the other's index
//   through the other handle, with Volatile.Read, only when its bound says full / empty.
// Invariants: 0 <= Tail - Head <= capacity; Tail <= Limit <= Head + capacity (Head only grows); Head <= Seen <= Tail.
//   Slots [Head, Tail) belong to the consumer, all others to the producer. Close sets Limit = Tail, so every later push
//   takes the slow path, which reports Closed.
// Memory ordering (no reliance on x86 TSO): the producer writes the slot, then Volatile.Write(Tail) (release); the
//   consumer's Volatile.Read(Tail) (acquire) precedes its slot reads. The consumer reads (and clears) the slot, then
//   Volatile.Write(Head) (release); the producer's Volatile.Read(Head) (acquire) precedes its overwrite. Close writes
//   Closed (release) after the last Tail; IsCompleted acquires Closed before Tail.
// Known weaknesses: as SpscRing (one producer and one consumer thread, checked in Debug; fixed capacity); each handle
//   carries a padded index block (384 bytes).
// Proof and details: src/Mailboxes/Spsc/DESIGN.md#spscleanring

using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core.Padding;

namespace PerfBuf.Mailboxes.Spsc;

/// <summary>The producer's index block of an <see cref="SpscLeanRing"/>: its fields 128 bytes from anything else.</summary>
[StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
internal struct SpscLeanProducerBlock
{
    /// <summary>Producer-written (Volatile.Write = publication), consumer-read (Volatile.Read).</summary>
    [FieldOffset(CacheLine.Size)]
    internal long Tail;

    /// <summary>Producer-private: the first tail it may not publish (its cached head + capacity; Tail once closed).</summary>
    [FieldOffset(CacheLine.Size + 8)]
    internal long Limit;

    /// <summary>0 open, 1 closed: producer-written once (Volatile.Write), consumer-read (Volatile.Read, before Tail).</summary>
    [FieldOffset(CacheLine.Size + 16)]
    internal int Closed;
}

/// <summary>The consumer's index block of an <see cref="SpscLeanRing"/>: its fields 128 bytes from anything else.</summary>
[StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
internal struct SpscLeanConsumerBlock
{
    /// <summary>Consumer-written (Volatile.Write = slot release), producer-read (Volatile.Read).</summary>
    [FieldOffset(CacheLine.Size)]
    internal long Head;

    /// <summary>Consumer-private: the last tail it read (items below it are published).</summary>
    [FieldOffset(CacheLine.Size + 8)]
    internal long Seen;
}

/// <summary>Creates a lean single-producer single-consumer ring (<see cref="SpscLeanProducer{T}"/>, <see cref="SpscLeanConsumer{T}"/>).</summary>
public static class SpscLeanRing
{
    /// <summary>Creates a ring of <paramref name="capacity"/> slots and its two single-owner handles.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (SpscLeanProducer<T> Producer, SpscLeanConsumer<T> Consumer) Create<T>(int capacity)
    {
        CapacityRule.Validate(capacity);
        var buffer = new T[capacity];
        var producer = new SpscLeanProducer<T>(buffer);
        var consumer = new SpscLeanConsumer<T>(buffer, producer);
        producer.Consumer = consumer;
        return (producer, consumer);
    }
}

/// <summary>The producer end of an <see cref="SpscLeanRing"/>. Single owner: one thread at a time.</summary>
public sealed class SpscLeanProducer<T>
{
    private readonly T[] _buffer;
    private readonly int _mask;
    internal SpscLeanConsumer<T> Consumer = null!; // set once by SpscLeanRing.Create, before the handles are handed out
    internal SpscLeanProducerBlock Block;
    private OwnerCheck _owner; // Debug only

    internal SpscLeanProducer(T[] buffer)
    {
        _buffer = buffer;
        _mask = buffer.Length - 1;
        Block.Limit = buffer.Length;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _buffer.Length;

    /// <summary>Copies <paramref name="item"/> into the next slot and publishes it.</summary>
    /// <returns><see cref="PushStatus.Ok"/>, <see cref="PushStatus.Full"/> (nothing written) or
    /// <see cref="PushStatus.Closed"/> (after <see cref="Close"/>).</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPush(in T item)
    {
        var tail = Block.Tail; // own index: plain read
        if (tail == Block.Limit)
        {
            return PushSlow(in item);
        }
        _owner.Enter(nameof(SpscLeanProducer<T>));
        Put(tail, in item);
        _owner.Exit();
        return PushStatus.Ok;
    }

    /// <summary>The slot write and its publication.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void Put(long tail, in T item)
    {
        Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_buffer), (int)tail & _mask) = item;
        Volatile.Write(ref Block.Tail, tail + 1); // release: the slot write above is visible first
    }

    /// <summary>The bound said full: closed? otherwise reload the consumer's index and push if a slot is free.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private PushStatus PushSlow(in T item)
    {
        _owner.Enter(nameof(SpscLeanProducer<T>));
        try
        {
            if (Block.Closed != 0) // own write: plain read suffices
            {
                return PushStatus.Closed;
            }
            var tail = Block.Tail;
            var limit = Volatile.Read(ref Consumer.Block.Head) + _buffer.Length; // acquire: the consumer's reads of the freed slots come first
            Block.Limit = limit;
            if (tail == limit)
            {
                return PushStatus.Full;
            }
            Put(tail, in item);
            return PushStatus.Ok;
        }
        finally
        {
            _owner.Exit();
        }
    }

    /// <summary>
    /// Closes the ring: later pushes return <see cref="PushStatus.Closed"/>; items already pushed are still delivered,
    /// then the consumer's <see cref="SpscLeanConsumer{T}.IsCompleted"/> turns true. Idempotent.
    /// </summary>
    public void Close()
    {
        _owner.Enter(nameof(SpscLeanProducer<T>));
        if (Block.Closed == 0)
        {
            Block.Limit = Block.Tail;           // every later push takes the slow path, which reports Closed
            Volatile.Write(ref Block.Closed, 1); // release: ordered after every earlier publication of Tail
        }
        _owner.Exit();
    }
}

/// <summary>The consumer end of an <see cref="SpscLeanRing"/>. Single owner: one thread at a time.</summary>
public sealed class SpscLeanConsumer<T>
{
    private readonly T[] _buffer;
    private readonly int _mask;
    private readonly SpscLeanProducer<T> _producer;
    internal SpscLeanConsumerBlock Block;
    private OwnerCheck _owner; // Debug only
    private DrainGuard _drain; // refuses calls from inside this consumer's Drain (every build)

    internal SpscLeanConsumer(T[] buffer, SpscLeanProducer<T> producer)
    {
        _buffer = buffer;
        _mask = buffer.Length - 1;
        _producer = producer;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _buffer.Length;

    /// <summary>Takes the oldest item. False when the ring is empty right now (see <see cref="IsCompleted"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop([MaybeNullWhen(false)] out T item)
    {
        _drain.ThrowIfDraining(nameof(SpscLeanConsumer<T>));
        if (Block.Head == Block.Seen && !Refresh())
        {
            item = default;
            return false;
        }
        _owner.Enter(nameof(SpscLeanConsumer<T>));
        item = Take(Block.Head); // read again after the call: nothing is kept across it
        _owner.Exit();
        return true;
    }

    /// <summary>The slot read, its clear for a reference-holding T, and its release.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private T Take(long head)
    {
        ref var slot = ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_buffer), (int)head & _mask);
        var item = slot;
        if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
        {
            slot = default!; // don't keep the item alive from the ring
        }
        Volatile.Write(ref Block.Head, head + 1); // release: our read/clear of the slot happens before its reuse
        return item;
    }

    /// <summary>The bound said empty: reload the producer's index; true if an item is there now.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool Refresh()
    {
        var seen = Volatile.Read(ref _producer.Block.Tail); // acquire: pairs with the producer's release of the slot
        Block.Seen = seen;
        return seen != Block.Head;
    }

    /// <summary>
    /// Hands up to <paramref name="max"/> published items to <paramref name="handler"/> in at most two spans (the oldest
    /// first), then releases them with one store of the head. Returns the count (0 when empty or <paramref name="max"/>
    /// &lt; 1). As <see cref="SpscSpanConsumer{T}.Drain{THandler}"/>: one acquire read of the tail per call.
    /// </summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, ISpanHandler<T>
    {
        _drain.Enter(nameof(SpscLeanConsumer<T>));
        _owner.Enter(nameof(SpscLeanConsumer<T>));
        try
        {
            var tail = Volatile.Read(ref _producer.Block.Tail); // acquire: slots below it are written
            Block.Seen = tail;
            return SpscSpans.Drain(_buffer, _mask, ref Block.Head, tail, max, ref handler);
        }
        finally
        {
            _owner.Exit();
            _drain.Exit();
        }
    }

    /// <summary>
    /// True once the producer has closed the ring and every item it pushed before closing has been consumed.
    /// False means "more may come"; an empty, open ring is not completed.
    /// </summary>
    public bool IsCompleted
    {
        get
        {
            _drain.ThrowIfDraining(nameof(SpscLeanConsumer<T>));
            return SpscStreamEnd.IsCompleted(ref _producer.Block.Closed, ref _producer.Block.Tail, ref Block.Head);
        }
    }

    /// <summary>Items published and not yet consumed (exact for the consumer's head, a snapshot of the tail).</summary>
    public int Count => (int)(Volatile.Read(ref _producer.Block.Tail) - Block.Head);
}
