// Design: SpscRingPad64<T> — FROZEN variant of SpscRing<T> with 64-byte instead of 128-byte padding.
//
// Same algorithm, invariants and memory-ordering argument as SpscRing<T>: the producer owns tail (published with
// Volatile.Write, read by the consumer with Volatile.Read), the consumer owns head (same pairing in the other
// direction), each side caches the other's index and reloads it only when its copy says full/empty, Close is a
// release store of a flag that IsCompleted acquires before reading tail.
// The only difference is the layout: the producer block and the consumer block are CacheLine.Hardware (64) bytes
// apart instead of CacheLine.Size (128), so an adjacent-line prefetcher may drag the other side's line along. The
// type exists to measure whether that costs anything on the machine at hand.
//
// Source: Lamport's SPSC ring with cached indices (citations under SpscRing). Known weakness: the one under test,
// plus those of SpscRing<T>. No claims, no Drain, no Count; frozen — never edit it to test something else.
// Proof and details: src/Mailboxes/Spsc/DESIGN.md#spscringpad64

using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core.Padding;

namespace PerfBuf.Mailboxes.Spsc;

/// <summary>Indices of <see cref="SpscRingPad64{T}"/>: producer and consumer blocks 64 bytes apart.</summary>
[StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Hardware)]
internal struct SpscIndices64
{
    // padding: bytes [0, 64) keep the object header and other fields off the producer's line

    /// <summary>Producer-written with Volatile.Write (publication), consumer-read with Volatile.Read.</summary>
    [FieldOffset(CacheLine.Hardware)]
    internal long Tail;

    /// <summary>Producer-private, plain.</summary>
    [FieldOffset(CacheLine.Hardware + 8)]
    internal long CachedHead;

    /// <summary>Producer-written once with Volatile.Write; consumer reads it with Volatile.Read before Tail.</summary>
    [FieldOffset(CacheLine.Hardware + 16)]
    internal int Closed;

    // padding: bytes [84, 128)

    /// <summary>Consumer-written with Volatile.Write (slot release), producer-read with Volatile.Read.</summary>
    [FieldOffset(2 * CacheLine.Hardware)]
    internal long Head;

    /// <summary>Consumer-private, plain.</summary>
    [FieldOffset(2 * CacheLine.Hardware + 8)]
    internal long CachedTail;

    // padding: bytes [144, 192)
}

/// <summary>Frozen variant: <see cref="SpscRing{T}"/> with 64-byte padding between the indices.</summary>
public sealed class SpscRingPad64<T>
{
    private readonly T[] _buffer;
    private readonly int _mask;
    private SpscIndices64 _indices;

    private SpscRingPad64(int capacity)
    {
        _buffer = new T[capacity];
        _mask = capacity - 1;
    }

    /// <summary>Creates the ring and its two single-owner handles; capacity as for <see cref="SpscRing{T}"/>.</summary>
    public static (Producer Producer, Consumer Consumer) Create(int capacity)
    {
        CapacityRule.Validate(capacity);
        var ring = new SpscRingPad64<T>(capacity);
        return (new Producer(ring), new Consumer(ring));
    }

    /// <summary>Producer end. Single owner.</summary>
    public sealed class Producer
    {
        private readonly SpscRingPad64<T> _ring;
        private readonly T[] _buffer;
        private readonly int _mask;
        private OwnerCheck _owner;

        internal Producer(SpscRingPad64<T> ring)
        {
            _ring = ring;
            _buffer = ring._buffer;
            _mask = ring._mask;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public PushStatus TryPush(in T item)
        {
            _owner.Enter(nameof(SpscRingPad64<T>) + ".Producer");
            ref var ix = ref _ring._indices;
            var tail = ix.Tail;
            if (tail - ix.CachedHead >= _buffer.Length && !HasRoom(ref ix, tail, out var status))
            {
                _owner.Exit();
                return status;
            }
            Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_buffer), (int)tail & _mask) = item;
            Volatile.Write(ref ix.Tail, tail + 1);
            _owner.Exit();
            return PushStatus.Ok;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private bool HasRoom(ref SpscIndices64 ix, long tail, out PushStatus status)
        {
            if (ix.Closed != 0)
            {
                status = PushStatus.Closed;
                return false;
            }
            var head = Volatile.Read(ref ix.Head);
            ix.CachedHead = head;
            status = PushStatus.Full;
            return tail - head < _buffer.Length;
        }

        /// <summary>Idempotent; see <see cref="SpscProducer{T}.Close"/>.</summary>
        public void Close()
        {
            _owner.Enter(nameof(SpscRingPad64<T>) + ".Producer");
            SpscStreamEnd.CloseCachingProducer(ref _ring._indices.Closed, ref _ring._indices.CachedHead);
            _owner.Exit();
        }
    }

    /// <summary>Consumer end. Single owner.</summary>
    public sealed class Consumer
    {
        private readonly SpscRingPad64<T> _ring;
        private readonly T[] _buffer;
        private readonly int _mask;
        private OwnerCheck _owner;

        internal Consumer(SpscRingPad64<T> ring)
        {
            _ring = ring;
            _buffer = ring._buffer;
            _mask = ring._mask;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool TryPop([MaybeNullWhen(false)] out T item)
        {
            _owner.Enter(nameof(SpscRingPad64<T>) + ".Consumer");
            ref var ix = ref _ring._indices;
            var head = ix.Head;
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
                slot = default!;
            }
            Volatile.Write(ref ix.Head, head + 1);
            _owner.Exit();
            return true;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private static bool RefreshTail(ref SpscIndices64 ix, long head)
        {
            var tail = Volatile.Read(ref ix.Tail);
            ix.CachedTail = tail;
            return tail != head;
        }

        /// <summary>Closed and drained; see <see cref="SpscConsumer{T}.IsCompleted"/>.</summary>
        public bool IsCompleted =>
            SpscStreamEnd.IsCompleted(ref _ring._indices.Closed, ref _ring._indices.Tail, ref _ring._indices.Head);
    }
}
