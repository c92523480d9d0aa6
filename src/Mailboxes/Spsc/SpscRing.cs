// Design: SpscRing<T> — bounded single-producer / single-consumer ring with cached opposite indices.
//
// Who writes what: the producer alone writes tail (items ever published) and closed; the consumer alone writes
//   head (items ever consumed); cachedHead / cachedTail are each side's private copy of the other's index. Both
//   indices are 64-bit counters that never wrap in practice; slot i is buffer[i & mask], capacity a power of two.
// Invariants: 0 <= tail - head <= capacity; slots [head, tail) belong to the consumer, all others to the producer.
// The trick: each side reloads the other's index (a cross-core miss) only when its cached copy says full / empty,
//   so with a consumer that keeps up each index line crosses about once per lap; the two index blocks sit
//   CacheLine.Size (128) bytes apart. Close makes cachedHead look "full", so the push fast path is one compare.
//   Drain publishes head once per batch. A handler calling back into its consumer during Drain is refused.
// Source: Lamport's SPSC ring (TOPLAS 1983) with the cached-index refinement of FastForward / MCRingBuffer
//   (Lee, Bu, Chandranmenon, IPDPS 2010), as in Rigtorp's SPSCQueue; written from the descriptions.
// Known weaknesses: one producer and one consumer thread (checked in Debug only); slots are unpadded, so a
//   nearly empty ring shares slot lines between the sides; fixed capacity; an unpublished claim is abandoned.
// Memory ordering (no reliance on x86 TSO): the producer writes the slot, then Volatile.Write(tail) (release);
//   the consumer's Volatile.Read(tail) (acquire) precedes its slot reads. The consumer reads / clears the slot,
//   then Volatile.Write(head); the producer's Volatile.Read(head) orders its overwrite after that read. Each side
//   reads its own index plainly. Close writes closed after the last tail; IsCompleted acquires closed before tail.
// Proof and details: src/Mailboxes/Spsc/DESIGN.md#spscring

using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core;
using PerfBuf.Core.Padding;

namespace PerfBuf.Mailboxes.Spsc;

/// <summary>
/// The shared indices of an <see cref="SpscRing{T}"/>: producer block, then consumer block, 128 bytes apart.
/// </summary>
[StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
internal struct SpscIndices
{
    // padding: bytes [0, 128) keep the object header and the ring's other fields off the producer block

    /// <summary>Producer-written (Volatile.Write = publication), consumer-read (Volatile.Read). Not a
    /// volatile field: each access states its own ordering, and the producer's own reads are plain.</summary>
    [FieldOffset(CacheLine.Size)]
    internal long Tail;

    /// <summary>Producer-private, plain: nobody else reads it, so it needs no barrier.</summary>
    [FieldOffset(CacheLine.Size + 8)]
    internal long CachedHead;

    /// <summary>0 open, 1 closed. Producer-written once with Volatile.Write; consumer reads with Volatile.Read
    /// (before reading Tail). The producer reads it plainly (its own write).</summary>
    [FieldOffset(CacheLine.Size + 16)]
    internal int Closed;

    // padding: bytes [148, 256) keep the consumer block off the producer's 128-byte block

    /// <summary>Consumer-written (Volatile.Write = slot release), producer-read (Volatile.Read).</summary>
    [FieldOffset(2 * CacheLine.Size)]
    internal long Head;

    /// <summary>Consumer-private, plain.</summary>
    [FieldOffset(2 * CacheLine.Size + 8)]
    internal long CachedTail;

    // padding: bytes [272, 384) keep whatever follows this struct off the consumer's 128-byte block
}

/// <summary>
/// Bounded single-producer single-consumer ring. Create one with <see cref="Create"/> and give the producer
/// handle to one thread and the consumer handle to another.
/// </summary>
/// <typeparam name="T">Item type; reference-holding slots are cleared when consumed.</typeparam>
public sealed class SpscRing<T>
{
    internal readonly T[] Buffer;
    internal readonly int Mask;
    internal SpscIndices Indices; // the only mutable shared state; see the layout above

    private SpscRing(int capacity)
    {
        Buffer = new T[capacity];
        Mask = capacity - 1;
    }

    /// <summary>Creates a ring of <paramref name="capacity"/> slots and its two single-owner handles.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (SpscProducer<T> Producer, SpscConsumer<T> Consumer) Create(int capacity)
    {
        var ring = CreateRing(capacity);
        return (new SpscProducer<T>(ring), new SpscConsumer<T>(ring));
    }

    /// <summary>The ring alone, for a producer end other than <see cref="SpscProducer{T}"/> (SpscBatchProducer.cs).</summary>
    internal static SpscRing<T> CreateRing(int capacity)
    {
        CapacityRule.Validate(capacity);
        return new SpscRing<T>(capacity);
    }

    /// <summary>The producer side of Close, shared by both producer ends. Producer thread only.</summary>
    internal void CloseFromProducer() => SpscStreamEnd.CloseCachingProducer(ref Indices.Closed, ref Indices.CachedHead);

    /// <summary>Debug check of 0 &lt;= tail - head &lt;= capacity. Reads head, then tail: from either side the
    /// result is exact for the caller's own index and conservative for the other one.</summary>
    [Conditional("DEBUG")]
    internal void AssertInvariants()
    {
        var head = Volatile.Read(ref Indices.Head);
        var tail = Volatile.Read(ref Indices.Tail);
        Debug.Assert(tail >= head, "the consumer passed the producer");
        Debug.Assert(tail - head <= Buffer.Length, "more items than slots");
    }
}

/// <summary>
/// The producer end of an <see cref="SpscRing{T}"/>. Single owner: one thread at a time.
/// </summary>
public sealed class SpscProducer<T>
{
    private readonly SpscRing<T> _ring;   // shared indices live in _ring.Indices
    private readonly T[] _buffer;         // copied from the ring: one load less per push; never reassigned
    private readonly int _mask;
    private OwnerCheck _owner;            // Debug only

    internal SpscProducer(SpscRing<T> ring)
    {
        _ring = ring;
        _buffer = ring.Buffer;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _buffer.Length;

    /// <summary>Copies <paramref name="item"/> into the next slot and publishes it.</summary>
    /// <returns><see cref="PushStatus.Ok"/>, <see cref="PushStatus.Full"/> (nothing written) or
    /// <see cref="PushStatus.Closed"/> (after <see cref="Close"/>).</returns>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryPush(in T item)
    {
        _owner.Enter(nameof(SpscProducer<T>));
        ref var ix = ref _ring.Indices;
        var tail = ix.Tail; // own index: plain read
        if (tail - ix.CachedHead >= _buffer.Length && !HasRoom(ref ix, tail, out var status))
        {
            _owner.Exit();
            return status;
        }
        Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_buffer), (int)tail & _mask) = item;
        Volatile.Write(ref ix.Tail, tail + 1); // release: the slot write above is visible first
        _owner.Exit();
        return PushStatus.Ok;
    }

    /// <summary>
    /// Reserves the next slot for an in-place write. Write through <see cref="SpscClaim{T}.Slot"/>, then call
    /// <see cref="SpscClaim{T}.Publish"/>. Returns false when the ring is full or closed.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryClaim(out SpscClaim<T> claim)
    {
        _owner.Enter(nameof(SpscProducer<T>));
        ref var ix = ref _ring.Indices;
        var tail = ix.Tail;
        if (tail - ix.CachedHead >= _buffer.Length && !HasRoom(ref ix, tail, out _))
        {
            claim = default;
            _owner.Exit();
            return false;
        }
        claim = new SpscClaim<T>(this, ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_buffer), (int)tail & _mask), tail);
        _owner.Exit();
        return true;
    }

    /// <summary>Publishes the slot claimed at <paramref name="ticket"/> (called by <see cref="SpscClaim{T}.Publish"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void Publish(long ticket)
    {
        ref var ix = ref _ring.Indices;
        if (ix.Tail != ticket || ix.Closed != 0)
        {
            ThrowHelper.InvalidOperation("This claim was already published, superseded by a later push, or the ring was closed.");
        }
        Volatile.Write(ref ix.Tail, ticket + 1); // release: the caller's writes through Slot are visible first
    }

    /// <summary>Slow path: closed? otherwise reload the consumer's index. True if a slot is free.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool HasRoom(ref SpscIndices ix, long tail, out PushStatus status)
    {
        if (ix.Closed != 0) // own write: plain read suffices
        {
            status = PushStatus.Closed;
            return false;
        }
        var head = Volatile.Read(ref ix.Head); // acquire: the consumer's last reads of the freed slots come first
        ix.CachedHead = head;
        _ring.AssertInvariants();
        status = PushStatus.Full;
        return tail - head < _buffer.Length;
    }

    /// <summary>
    /// Closes the ring: later pushes return <see cref="PushStatus.Closed"/>; items already pushed are still
    /// delivered, then the consumer's <see cref="SpscConsumer{T}.IsCompleted"/> turns true. Idempotent.
    /// </summary>
    public void Close()
    {
        _owner.Enter(nameof(SpscProducer<T>));
        _ring.CloseFromProducer();
        _owner.Exit();
    }
}

/// <summary>
/// A reserved, unpublished slot of an <see cref="SpscRing{T}"/>: write the item in place through
/// <see cref="Slot"/>, then <see cref="Publish"/>. Lives on the stack only; publish before the next push.
/// </summary>
public readonly ref struct SpscClaim<T>
{
    private readonly SpscProducer<T>? _producer;
    private readonly ref T _slot;
    private readonly long _ticket;

    internal SpscClaim(SpscProducer<T> producer, ref T slot, long ticket)
    {
        _producer = producer;
        _slot = ref slot;
        _ticket = ticket;
    }

    /// <summary>The claimed slot (it may still hold a stale value: overwrite it).</summary>
    public ref T Slot => ref _slot;

    /// <summary>Makes the slot's contents visible to the consumer (a release store of the producer index).</summary>
    /// <exception cref="InvalidOperationException">Default claim, published twice, or the ring was closed
    /// in between (a programming error, not a runtime condition).</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Publish()
    {
        if (_producer is null)
        {
            ThrowHelper.InvalidOperation("Publish on a default SpscClaim.");
        }
        _producer.Publish(_ticket);
    }
}

/// <summary>
/// The consumer end of an <see cref="SpscRing{T}"/>. Single owner: one thread at a time.
/// </summary>
public sealed class SpscConsumer<T>
{
    private readonly SpscRing<T> _ring;
    private readonly T[] _buffer;
    private readonly int _mask;
    private OwnerCheck _owner;
    private DrainGuard _drain; // refuses calls from inside this consumer's Drain (every build)

    internal SpscConsumer(SpscRing<T> ring)
    {
        _ring = ring;
        _buffer = ring.Buffer;
        _mask = ring.Mask;
    }

    /// <summary>Number of slots.</summary>
    public int Capacity => _buffer.Length;

    /// <summary>Takes the oldest item. False when the ring is empty right now (see <see cref="IsCompleted"/>).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop([MaybeNullWhen(false)] out T item)
    {
        _drain.ThrowIfDraining(nameof(SpscConsumer<T>));
        _owner.Enter(nameof(SpscConsumer<T>));
        ref var ix = ref _ring.Indices;
        var head = ix.Head; // own index: plain read
        if (head == ix.CachedTail && !RefreshTail(ref ix, head))
        {
            item = default;
            _owner.Exit();
            return false;
        }
        ref var slot = ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_buffer), (int)head & _mask);
        item = slot;
        if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
        {
            slot = default!; // don't keep the item alive from the ring
        }
        Volatile.Write(ref ix.Head, head + 1); // release: our read/clear of the slot happens before its reuse
        _owner.Exit();
        return true;
    }

    /// <summary>
    /// Hands up to <paramref name="max"/> available items to <paramref name="handler"/> (by <c>in</c>, straight
    /// from the slots), then releases them all with one store of the consumer index. Returns the count.
    /// </summary>
    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<T>
    {
        _drain.Enter(nameof(SpscConsumer<T>));
        _owner.Enter(nameof(SpscConsumer<T>));
        ref var ix = ref _ring.Indices;
        var head = ix.Head;
        var available = ix.CachedTail - head;
        if (available < max)
        {
            ix.CachedTail = Volatile.Read(ref ix.Tail); // acquire: the slots up to this tail are readable
            available = ix.CachedTail - head;
        }
        var n = (int)Math.Min(available, Math.Max(max, 0));
        var done = 0;
        try
        {
            ref var data = ref MemoryMarshal.GetArrayDataReference(_buffer);
            while (done < n)
            {
                ref var slot = ref Unsafe.Add(ref data, (int)(head + done) & _mask);
                done++;
                if (RuntimeHelpers.IsReferenceOrContainsReferences<T>())
                {
                    try
                    {
                        handler.Handle(in slot);
                    }
                    finally
                    {
                        slot = default!; // also when the handler threw: the item counts as consumed
                    }
                }
                else
                {
                    handler.Handle(in slot); // nothing to clear: no try block on the value-type path
                }
            }
        }
        finally
        {
            if (done != 0)
            {
                Volatile.Write(ref ix.Head, head + done); // one release for the whole batch
            }
            _owner.Exit();
            _drain.Exit();
        }
        return done;
    }

    /// <summary>
    /// True once the producer has closed the ring and every item it pushed before closing has been consumed.
    /// False means "more may come"; an empty, open ring is not completed.
    /// </summary>
    public bool IsCompleted =>
        SpscStreamEnd.IsCompleted(ref _ring.Indices.Closed, ref _ring.Indices.Tail, ref _ring.Indices.Head);

    /// <summary>Items published and not yet consumed (exact for the consumer's head, a snapshot of the tail).</summary>
    public int Count
    {
        get
        {
            ref var ix = ref _ring.Indices;
            return (int)(Volatile.Read(ref ix.Tail) - ix.Head);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool RefreshTail(ref SpscIndices ix, long head)
    {
        var tail = Volatile.Read(ref ix.Tail); // acquire: pairs with the producer's release of the slot
        ix.CachedTail = tail;
        _ring.AssertInvariants();
        return tail != head;
    }
}
