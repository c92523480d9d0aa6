// Design: SpscByteRing — a single-producer / single-consumer ring of bytes that hands out contiguous grants
// (a BipBuffer: the producer never receives a split span; when the end of the buffer is too short it skips to
// the start, and a watermark tells the consumer where the data before the skip ends).
//
// Who writes what: the producer alone writes tail (committed bytes, skips included), wrapAt (the watermark, on a
//   skip) and closed; the consumer alone writes head; cachedHead / cachedTail are private copies; the grant state
//   lives in each single-owner handle. Positions are 64-bit virtual byte counts; byte p is buffer[p & mask].
// Invariants: 0 <= tail - head <= capacity; [head, tail) belongs to the consumer; a grant never overlaps it; while
//   head is in lap k, wrapAt holds lap k's watermark or an older one, never a newer one.
// The largest grant: MaxGrant = capacity / 2 always fits once the consumer has caught up; a larger request is an
//   ArgumentOutOfRangeException. Framing: TryGrantMessage / TryReadMessage prefix a 4-byte length.
// Source: Simon Cooke's bip-buffer (2003) in the lock-free form of James Munns' bbqueue (grant/commit,
//   read/release, a watermark), with 64-bit positions and SpscRing's cached index; nothing copied.
// Known weaknesses: one thread per side (Debug check); a skip wastes up to MaxGrant - 1 bytes; one grant at a time
//   per side; the bytes are not padded from the index lines.
// Memory ordering (no reliance on x86 TSO): commit = plain byte writes [and Volatile.Write(wrapAt)], then
//   Volatile.Write(tail) (release), acquired by the consumer before it reads bytes or wrapAt; release = reads,
//   then Volatile.Write(head), acquired by the producer before it overwrites. Close: closed after the last tail;
//   IsCompleted reads closed before tail.
// Proof and details: src/Mailboxes/Payloads/DESIGN.md#spscbytering

using System.Buffers.Binary;
using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core;
using PerfBuf.Core.Padding;

namespace PerfBuf.Mailboxes.Payloads;

/// <summary>
/// The shared indices of an <see cref="SpscByteRing"/>: producer block (tail, its cached head, the watermark, closed),
/// then consumer block (head, its cached tail), 128 bytes apart.
/// </summary>
[StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
internal struct ByteRingIndices
{
    // padding: bytes [0, 128) keep the object header and the ring's other fields off the producer block

    /// <summary>Producer-written (Volatile.Write = publication of committed bytes), consumer-read (Volatile.Read).</summary>
    [FieldOffset(CacheLine.Size)]
    internal long Tail;

    /// <summary>Producer-private, plain.</summary>
    [FieldOffset(CacheLine.Size + 8)]
    internal long CachedHead;

    /// <summary>The last skip's watermark: producer-written (Volatile.Write before the tail that passes the lap end),
    /// consumer-read (Volatile.Read after that tail). On the producer block: written with the tail, rarely.</summary>
    [FieldOffset(CacheLine.Size + 16)]
    internal long WrapAt;

    /// <summary>0 open, 1 closed. Producer-written once (Volatile.Write); consumer-read (Volatile.Read, before Tail).</summary>
    [FieldOffset(CacheLine.Size + 24)]
    internal int Closed;

    // padding: bytes [156, 256) keep the consumer block off the producer's 128-byte block

    /// <summary>Consumer-written (Volatile.Write = release of read bytes), producer-read (Volatile.Read).</summary>
    [FieldOffset(2 * CacheLine.Size)]
    internal long Head;

    /// <summary>Consumer-private, plain.</summary>
    [FieldOffset(2 * CacheLine.Size + 8)]
    internal long CachedTail;

    // padding: bytes [272, 384) keep whatever follows off the consumer's 128-byte block
}

/// <summary>
/// Bounded single-producer single-consumer ring of bytes with contiguous in-place grants (a lock-free BipBuffer).
/// Create one with <see cref="Create"/>; give the producer handle to one thread and the consumer handle to another.
/// </summary>
public sealed class SpscByteRing
{
    /// <summary>Bytes of the length prefix of a message (little-endian <see cref="int"/>).</summary>
    public const int MessageHeader = sizeof(int);

    /// <summary>Cached head value that makes every grant take the slow path once the ring is closed.</summary>
    internal const long ClosedCachedHead = long.MinValue / 2;

    internal readonly byte[] Buffer;
    internal readonly int Mask;
    internal ByteRingIndices Indices; // the only mutable shared state; see the layout above

    private SpscByteRing(int capacity)
    {
        Buffer = GC.AllocateUninitializedArray<byte>(capacity);
        Mask = capacity - 1;
    }

    /// <summary>Creates a ring of <paramref name="capacity"/> bytes and its two single-owner handles.</summary>
    /// <param name="capacity">A power of two between 2 and 2^30. The largest grant is half of it.</param>
    /// <exception cref="ArgumentOutOfRangeException">The capacity breaks that rule.</exception>
    public static (ByteRingProducer Producer, ByteRingConsumer Consumer) Create(int capacity)
    {
        CapacityRule.Validate(capacity);
        var ring = new SpscByteRing(capacity);
        return (new ByteRingProducer(ring), new ByteRingConsumer(ring));
    }

    /// <summary>Largest grant a ring of <paramref name="capacity"/> bytes can always make: capacity / 2 (see the essay).</summary>
    public static int MaxGrantOf(int capacity) => capacity / 2;

    /// <summary>Debug check of 0 &lt;= tail - head &lt;= capacity (head read first: conservative from either side).</summary>
    [Conditional("DEBUG")]
    internal void AssertInvariants()
    {
        var head = Volatile.Read(ref Indices.Head);
        var tail = Volatile.Read(ref Indices.Tail);
        Debug.Assert(tail >= head, "the consumer passed the producer");
        Debug.Assert(tail - head <= Buffer.Length, "more bytes committed than the ring holds");
    }
}

/// <summary>The producer end of an <see cref="SpscByteRing"/>. Single owner: one thread at a time.</summary>
public sealed class ByteRingProducer
{
    private readonly SpscByteRing _ring;
    private readonly byte[] _buffer;
    private readonly int _mask;
    private OwnerCheck _owner;

    // the open grant (producer-private, plain): -1 when none
    private long _grantSerial;
    private long _openSerial = -1;
    private int _openOffset;   // buffer offset of the grant's first byte (the header, for a message)
    private int _openSize;     // bytes reserved, header included
    private int _openSkip;     // bytes skipped before it (0: no skip)
    private bool _openMessage;

    internal ByteRingProducer(SpscByteRing ring)
    {
        _ring = ring;
        _buffer = ring.Buffer;
        _mask = ring.Mask;
    }

    /// <summary>Bytes in the ring.</summary>
    public int Capacity => _buffer.Length;

    /// <summary>The ring's bytes (tests locate grants in it).</summary>
    internal byte[] Buffer => _buffer;

    /// <summary>The largest raw grant: <see cref="Capacity"/> / 2.</summary>
    public int MaxGrant => _buffer.Length / 2;

    /// <summary>The largest message: <see cref="MaxGrant"/> minus the 4-byte length prefix.</summary>
    public int MaxMessage => MaxGrant - SpscByteRing.MessageHeader;

    /// <summary>
    /// Reserves <paramref name="count"/> contiguous bytes to write in place. Write through
    /// <see cref="ByteWriteGrant.Span"/>, then <see cref="ByteWriteGrant.Commit(int)"/> the bytes written.
    /// </summary>
    /// <returns><see cref="PushStatus.Ok"/> (grant open), <see cref="PushStatus.Full"/> (no room now; nothing reserved)
    /// or <see cref="PushStatus.Closed"/>.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is not between 1 and <see cref="MaxGrant"/>.</exception>
    /// <exception cref="InvalidOperationException">A grant is still open (commit it first).</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryGrant(int count, out ByteWriteGrant grant)
    {
        if ((uint)(count - 1) >= (uint)MaxGrant)
        {
            ByteRingThrow.GrantSize(nameof(count), count, 1, MaxGrant, "MaxGrant (capacity / 2)");
        }
        return Reserve(count, message: false, out grant);
    }

    /// <summary>
    /// Reserves one message of up to <paramref name="length"/> bytes: the span is the payload; its 4-byte length prefix
    /// is written by <see cref="ByteWriteGrant.Commit(int)"/> (the committed length, which may be shorter).
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="length"/> is not between 0 and <see cref="MaxMessage"/>.</exception>
    /// <exception cref="InvalidOperationException">A grant is still open.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PushStatus TryGrantMessage(int length, out ByteWriteGrant grant)
    {
        if (length < 0 || length > MaxMessage)
        {
            ByteRingThrow.GrantSize(nameof(length), length, 0, MaxMessage, "MaxMessage (capacity / 2 - 4)");
        }
        return Reserve(length + SpscByteRing.MessageHeader, message: true, out grant);
    }

    /// <summary>Copies <paramref name="message"/> in as one framed message (grant, copy, commit).</summary>
    public PushStatus TryWriteMessage(ReadOnlySpan<byte> message)
    {
        var status = TryGrantMessage(message.Length, out var grant);
        if (status == PushStatus.Ok)
        {
            message.CopyTo(grant.Span);
            grant.Commit(message.Length);
        }
        return status;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private PushStatus Reserve(int size, bool message, out ByteWriteGrant grant)
    {
        if (_openSerial >= 0)
        {
            ByteRingThrow.GrantOpen("producer", "commit");
        }
        _owner.Enter(nameof(ByteRingProducer));
        ref var ix = ref _ring.Indices;
        var tail = ix.Tail; // own index: plain read
        var offset = (int)tail & _mask;
        var skip = offset + size > _buffer.Length ? _buffer.Length - offset : 0;
        var end = tail + skip + size;
        if (end - ix.CachedHead > _buffer.Length && !HasRoom(ref ix, end, out var status))
        {
            grant = default;
            _owner.Exit();
            return status;
        }
        var start = skip == 0 ? offset : 0;
        _openSerial = ++_grantSerial;
        _openOffset = start;
        _openSize = size;
        _openSkip = skip;
        _openMessage = message;
        var header = message ? SpscByteRing.MessageHeader : 0;
        grant = new ByteWriteGrant(this, ref At(_buffer, start + header), size - header, _openSerial);
        _owner.Exit();
        return PushStatus.Ok;
    }

    /// <summary>The byte at <paramref name="offset"/>; offset == length (an empty grant at the very end) is allowed, as for spans.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static ref byte At(byte[] buffer, int offset) => ref Unsafe.Add(ref MemoryMarshal.GetArrayDataReference(buffer), offset);

    /// <summary>Slow path: closed? otherwise reload the consumer's index. True if [.., end) fits.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool HasRoom(ref ByteRingIndices ix, long end, out PushStatus status)
    {
        if (ix.Closed != 0) // own write: plain read
        {
            status = PushStatus.Closed;
            return false;
        }
        var head = Volatile.Read(ref ix.Head); // acquire: the consumer's reads of the released bytes come first
        ix.CachedHead = head;
        _ring.AssertInvariants();
        status = PushStatus.Full;
        return end - head <= _buffer.Length;
    }

    /// <summary>Publishes the first <paramref name="count"/> bytes of the grant <paramref name="serial"/>.</summary>
    internal void Commit(long serial, int count)
    {
        if (serial != _openSerial)
        {
            ByteRingThrow.StaleGrant("write", "committed");
        }
        var header = _openMessage ? SpscByteRing.MessageHeader : 0;
        if ((uint)count > (uint)(_openSize - header))
        {
            ThrowHelper.ArgumentOutOfRange(nameof(count), count, $"count must be between 0 and the grant's {_openSize - header} bytes.");
        }
        _owner.Enter(nameof(ByteRingProducer));
        _openSerial = -1;
        ref var ix = ref _ring.Indices;
        if (count == 0 && header == 0)
        {
            _owner.Exit();
            return; // nothing to publish, and no skip taken
        }
        if (header != 0)
        {
            BinaryPrimitives.WriteInt32LittleEndian(_buffer.AsSpan(_openOffset, header), count);
        }
        var tail = ix.Tail;
        if (_openSkip != 0)
        {
            Volatile.Write(ref ix.WrapAt, tail); // the watermark: this lap's data ends here (published by the tail below)
            tail += _openSkip;
        }
        Volatile.Write(ref ix.Tail, tail + header + count); // release: the bytes (and the watermark) are visible first
        _owner.Exit();
    }

    /// <summary>
    /// Closes the ring: later grants return <see cref="PushStatus.Closed"/>; bytes already committed are still
    /// delivered, then <see cref="ByteRingConsumer.IsCompleted"/> turns true. An open grant can no longer be committed.
    /// Idempotent.
    /// </summary>
    public void Close()
    {
        _owner.Enter(nameof(ByteRingProducer));
        ref var ix = ref _ring.Indices;
        if (ix.Closed == 0)
        {
            ix.CachedHead = SpscByteRing.ClosedCachedHead; // every later grant takes the slow path
            Volatile.Write(ref ix.Closed, 1);               // release: after every earlier tail publication
        }
        _openSerial = -1;
        _owner.Exit();
    }
}

/// <summary>
/// An open write grant of an <see cref="SpscByteRing"/>: contiguous bytes to fill in place, then
/// <see cref="Commit(int)"/>. Lives on the stack only; one grant per producer at a time.
/// </summary>
public readonly ref struct ByteWriteGrant
{
    private readonly ByteRingProducer? _producer;
    private readonly ref byte _start;
    private readonly int _length;
    private readonly long _serial;

    internal ByteWriteGrant(ByteRingProducer producer, ref byte start, int length, long serial)
    {
        _producer = producer;
        _start = ref start;
        _length = length;
        _serial = serial;
    }

    /// <summary>The granted bytes (for a message, its payload). They may hold stale data: overwrite what you commit.</summary>
    public Span<byte> Span => MemoryMarshal.CreateSpan(ref _start, _length);

    /// <summary>Bytes granted (for a message, the payload's maximum length).</summary>
    public int Length => _length;

    /// <summary>Publishes the first <paramref name="count"/> bytes (for a message: a message of that length) and ends the grant.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative or more than <see cref="Length"/>.</exception>
    /// <exception cref="InvalidOperationException">Default or already committed grant, or the ring was closed.</exception>
    public void Commit(int count)
    {
        if (_producer is null)
        {
            ByteRingThrow.StaleGrant("write", "committed");
        }
        _producer.Commit(_serial, count);
    }

    /// <summary>Publishes every granted byte.</summary>
    public void Commit() => Commit(_length);
}

/// <summary>The consumer end of an <see cref="SpscByteRing"/>. Single owner: one thread at a time.</summary>
public sealed class ByteRingConsumer
{
    private readonly SpscByteRing _ring;
    private readonly byte[] _buffer;
    private readonly int _mask;
    private OwnerCheck _owner;

    // the open read grant (consumer-private, plain): -1 when none
    private long _grantSerial;
    private long _openSerial = -1;
    private long _openHead;    // position of the grant's first byte (after any skip)
    private int _openLength;   // bytes granted (for a message: header + payload)
    private bool _openMessage;

    internal ByteRingConsumer(SpscByteRing ring)
    {
        _ring = ring;
        _buffer = ring.Buffer;
        _mask = ring.Mask;
    }

    /// <summary>Bytes in the ring.</summary>
    public int Capacity => _buffer.Length;

    /// <summary>
    /// Grants committed bytes, contiguous from the oldest one: all of them up to the producer's position as the consumer
    /// last read it (it reads it again only when it has consumed everything it saw, the cached-index trick). False when
    /// nothing is committed right now (see <see cref="IsCompleted"/>). Read through <see cref="ByteReadGrant.Span"/>, then release what was consumed.
    /// </summary>
    /// <exception cref="InvalidOperationException">A read grant is still open (release it first).</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryRead(out ByteReadGrant grant)
    {
        if (!TryReadable(out var head, out var length))
        {
            grant = default;
            return false;
        }
        grant = Open(head, length, message: false, _mask & (int)head, length);
        return true;
    }

    /// <summary>Grants the oldest message as one span (its payload). False when no message is committed right now.</summary>
    /// <exception cref="InvalidOperationException">A read grant is still open, or the bytes are not a message (raw
    /// commits in a message ring).</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryReadMessage(out ByteReadGrant grant)
    {
        if (!TryReadable(out var head, out var available))
        {
            grant = default;
            return false;
        }
        var offset = (int)head & _mask;
        var length = available >= SpscByteRing.MessageHeader
            ? BinaryPrimitives.ReadInt32LittleEndian(_buffer.AsSpan(offset, SpscByteRing.MessageHeader))
            : -1;
        if ((uint)length > (uint)(available - SpscByteRing.MessageHeader))
        {
            ByteRingThrow.CorruptMessage(length, available);
        }
        grant = Open(head, SpscByteRing.MessageHeader + length, message: true, offset + SpscByteRing.MessageHeader, length);
        return true;
    }

    private ByteReadGrant Open(long head, int length, bool message, int spanOffset, int spanLength)
    {
        _openSerial = ++_grantSerial;
        _openHead = head;
        _openLength = length;
        _openMessage = message;
        return new ByteReadGrant(this, ref ByteRingProducer.At(_buffer, spanOffset), spanLength, _openSerial);
    }

    /// <summary>
    /// The contiguous committed bytes from the consumer's position: false when none. Moves past a skip (locally; the
    /// next release publishes it).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private bool TryReadable(out long head, out int length)
    {
        if (_openSerial >= 0)
        {
            ByteRingThrow.GrantOpen("consumer", "release");
        }
        _owner.Enter(nameof(ByteRingConsumer));
        ref var ix = ref _ring.Indices;
        head = ix.Head; // own index: plain read
        var tail = ix.CachedTail;
        if (tail == head)
        {
            tail = Volatile.Read(ref ix.Tail); // acquire: the bytes up to this tail (and the watermark) are readable
            ix.CachedTail = tail;
            if (tail == head)
            {
                length = 0;
                _owner.Exit();
                return false;
            }
        }
        var lapEnd = (head | (long)_mask) + 1; // mask is positive: no sign extension
        if (tail > lapEnd)
        {
            head = DataEnd(ref ix, head, lapEnd, tail, out tail);
        }
        _ring.AssertInvariants();
        length = (int)(tail - head);
        _owner.Exit();
        return true;
    }

    /// <summary>
    /// The committed bytes run past the end of head's lap. Returns where to read from (head, or the next lap's start
    /// when head has reached this lap's data end) and, in <paramref name="end"/>, where the contiguous bytes end.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private long DataEnd(ref ByteRingIndices ix, long head, long lapEnd, long tail, out long end)
    {
        // acquire, after the acquire of a tail past lapEnd: if the producer skipped out of this lap, its watermark
        // (written before that tail) is what we read; no newer one can exist while head is in this lap
        var wrapAt = Volatile.Read(ref ix.WrapAt);
        var lapStart = lapEnd - _buffer.Length;
        var dataEnd = wrapAt > lapStart ? wrapAt : lapEnd;
        Debug.Assert(dataEnd >= head, "the consumer passed the watermark");
        if (head < dataEnd)
        {
            end = dataEnd;
            return head;
        }
        end = tail; // next lap: tail - lapEnd <= capacity, so no further lap end inside
        return lapEnd;
    }

    /// <summary>Releases <paramref name="count"/> bytes of the grant <paramref name="serial"/>.</summary>
    internal void Release(long serial, int count)
    {
        if (serial != _openSerial)
        {
            ByteRingThrow.StaleGrant("read", "released");
        }
        if (_openMessage && count != _openLength - SpscByteRing.MessageHeader)
        {
            ThrowHelper.InvalidOperation("A message grant is released whole: call Release().");
        }
        if ((uint)count > (uint)_openLength)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(count), count, $"count must be between 0 and the grant's {_openLength} bytes.");
        }
        _owner.Enter(nameof(ByteRingConsumer));
        _openSerial = -1;
        var released = _openMessage ? _openLength : count;
        Volatile.Write(ref _ring.Indices.Head, _openHead + released); // release: our reads of those bytes come first
        _owner.Exit();
    }

    /// <summary>
    /// True once the producer has closed the ring and every byte it committed before closing has been released.
    /// False means "more may come"; an empty, open ring is not completed.
    /// </summary>
    public bool IsCompleted
    {
        get
        {
            ref var ix = ref _ring.Indices;
            if (Volatile.Read(ref ix.Closed) == 0) // acquire, and *before* reading the tail
            {
                return false;
            }
            return Volatile.Read(ref ix.Tail) == ix.Head;
        }
    }

    /// <summary>Bytes committed and not yet released, skips included (exact for the consumer's head, a snapshot of the tail).</summary>
    public long Count
    {
        get
        {
            ref var ix = ref _ring.Indices;
            return Volatile.Read(ref ix.Tail) - ix.Head;
        }
    }
}

/// <summary>
/// An open read grant of an <see cref="SpscByteRing"/>: committed bytes to read in place, then release. Lives on the
/// stack only; one grant per consumer at a time; the bytes belong to the consumer until released.
/// </summary>
public readonly ref struct ByteReadGrant
{
    private readonly ByteRingConsumer? _consumer;
    private readonly ref byte _start;
    private readonly int _length;
    private readonly long _serial;

    internal ByteReadGrant(ByteRingConsumer consumer, ref byte start, int length, long serial)
    {
        _consumer = consumer;
        _start = ref start;
        _length = length;
        _serial = serial;
    }

    /// <summary>The granted bytes (for a message, its payload).</summary>
    public ReadOnlySpan<byte> Span => MemoryMarshal.CreateReadOnlySpan(ref _start, _length);

    /// <summary>Bytes granted.</summary>
    public int Length => _length;

    /// <summary>Gives the first <paramref name="count"/> bytes back to the producer (a raw grant) and ends the grant.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative or more than <see cref="Length"/>.</exception>
    /// <exception cref="InvalidOperationException">Default or already released grant, or a message grant released in part.</exception>
    public void Release(int count)
    {
        if (_consumer is null)
        {
            ByteRingThrow.StaleGrant("read", "released");
        }
        _consumer.Release(_serial, count);
    }

    /// <summary>Gives every granted byte back (for a message, the whole message with its length prefix).</summary>
    public void Release() => Release(_length);
}

/// <summary>The byte ring's throws, off the hot path.</summary>
[StackTraceHidden]
internal static class ByteRingThrow
{
    [DoesNotReturn]
    public static void GrantSize(string paramName, int actual, int min, int max, string limit) =>
        ThrowHelper.ArgumentOutOfRange(paramName, actual, $"{paramName} must be between {min} and {limit} = {max}.");

    [DoesNotReturn]
    public static void GrantOpen(string side, string verb) => ThrowHelper.InvalidOperation(
        $"The byte ring's {side} already has an open grant: {verb} it before asking for another (one grant at a time).");

    [DoesNotReturn]
    public static void StaleGrant(string kind, string verb) => ThrowHelper.InvalidOperation(
        $"This {kind} grant is not open: it is a default grant, was already {verb}, or the ring was closed.");

    [DoesNotReturn]
    public static void CorruptMessage(int length, int available) => ThrowHelper.InvalidOperation(
        $"The bytes at the consumer's position are not a message (length prefix {length}, {available} contiguous bytes " +
        "committed): a ring carries either raw grants or messages, not both.");
}
