// Design: SpscRingUncached<T> — FROZEN variant of SpscRing<T> WITHOUT the cached opposite index.
//
// Same layout as SpscRing<T> (producer block and consumer block 128 = CacheLine.Size bytes apart) and the same
// ownership: the producer alone writes tail, the consumer alone writes head. What is removed is the trick: every
// push loads the consumer's head and every pop loads the producer's tail, so each operation reads a line the other
// core keeps writing; the type exists to measure what the cached index saves.
//
// Memory ordering: as in SpscRing<T> — slot write then Volatile.Write(tail) (release) on the producer,
// Volatile.Read(tail) (acquire) then slot read on the consumer; slot read/clear then Volatile.Write(head) on the
// consumer, Volatile.Read(head) before overwriting on the producer. Close is a release store of a flag, checked on
// every push (there is no cached head to fold it into); IsCompleted acquires the flag before reading tail.
//
// Source: Lamport's SPSC ring (see SpscRing). Known weakness: the one under test; no claims, no Drain, no Count.
// Frozen — never edit it to test something else.
// Proof and details: src/Mailboxes/Spsc/DESIGN.md#spscringuncached

using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core.Padding;

namespace PerfBuf.Mailboxes.Spsc;

/// <summary>Indices of <see cref="SpscRingUncached{T}"/>: no cached copies, 128 bytes apart.</summary>
[StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
internal struct SpscIndicesUncached
{
    // padding: bytes [0, 128)

    /// <summary>Producer-written with Volatile.Write (publication), consumer-read with Volatile.Read on every pop.</summary>
    [FieldOffset(CacheLine.Size)]
    internal long Tail;

    /// <summary>Producer-written once with Volatile.Write; consumer reads it with Volatile.Read before Tail.</summary>
    [FieldOffset(CacheLine.Size + 8)]
    internal int Closed;

    // padding: bytes [140, 256)

    /// <summary>Consumer-written with Volatile.Write (slot release), producer-read with Volatile.Read on every push.</summary>
    [FieldOffset(2 * CacheLine.Size)]
    internal long Head;

    // padding: bytes [264, 384)
}

/// <summary>Frozen variant: <see cref="SpscRing{T}"/> without cached opposite indices.</summary>
public sealed class SpscRingUncached<T>
{
    private readonly T[] _buffer;
    private readonly int _mask;
    private SpscIndicesUncached _indices;

    private SpscRingUncached(int capacity)
    {
        _buffer = new T[capacity];
        _mask = capacity - 1;
    }

    /// <summary>Creates the ring and its two single-owner handles; capacity as for <see cref="SpscRing{T}"/>.</summary>
    public static (Producer Producer, Consumer Consumer) Create(int capacity)
    {
        CapacityRule.Validate(capacity);
        var ring = new SpscRingUncached<T>(capacity);
        return (new Producer(ring), new Consumer(ring));
    }

    /// <summary>Producer end. Single owner.</summary>
    public sealed class Producer
    {
        private readonly SpscRingUncached<T> _ring;
        private readonly T[] _buffer;
        private readonly int _mask;
        private OwnerCheck _owner;

        internal Producer(SpscRingUncached<T> ring)
        {
            _ring = ring;
            _buffer = ring._buffer;
            _mask = ring._mask;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public PushStatus TryPush(in T item)
        {
            _owner.Enter(nameof(SpscRingUncached<T>) + ".Producer");
            ref var ix = ref _ring._indices;
            var tail = ix.Tail;
            if (ix.Closed != 0)
            {
                _owner.Exit();
                return PushStatus.Closed;
            }
            if (tail - Volatile.Read(ref ix.Head) >= _buffer.Length) // acquire, every push: the point of the variant
            {
                _owner.Exit();
                return PushStatus.Full;
            }
            Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(_buffer), (int)tail & _mask) = item;
            Volatile.Write(ref ix.Tail, tail + 1);
            _owner.Exit();
            return PushStatus.Ok;
        }

        /// <summary>Idempotent; see <see cref="SpscProducer{T}.Close"/>.</summary>
        public void Close()
        {
            _owner.Enter(nameof(SpscRingUncached<T>) + ".Producer");
            SpscStreamEnd.Close(ref _ring._indices.Closed);
            _owner.Exit();
        }
    }

    /// <summary>Consumer end. Single owner.</summary>
    public sealed class Consumer
    {
        private readonly SpscRingUncached<T> _ring;
        private readonly T[] _buffer;
        private readonly int _mask;
        private OwnerCheck _owner;

        internal Consumer(SpscRingUncached<T> ring)
        {
            _ring = ring;
            _buffer = ring._buffer;
            _mask = ring._mask;
        }

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool TryPop([MaybeNullWhen(false)] out T item)
        {
            _owner.Enter(nameof(SpscRingUncached<T>) + ".Consumer");
            ref var ix = ref _ring._indices;
            var head = ix.Head;
            if (head == Volatile.Read(ref ix.Tail)) // acquire, every pop: the point of the variant
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

        /// <summary>Closed and drained; see <see cref="SpscConsumer{T}.IsCompleted"/>.</summary>
        public bool IsCompleted =>
            SpscStreamEnd.IsCompleted(ref _ring._indices.Closed, ref _ring._indices.Tail, ref _ring._indices.Head);
    }
}
