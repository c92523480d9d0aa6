using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E09;

/// <summary>
/// What every E09 message holds, so the consumer can check every byte: message s (1, 2, 3…) of length L starts with s
/// as a little-endian long (the stamp) and continues with L − 8 bytes of a fixed random source, starting at an offset
/// that depends on s. A lost, repeated or reordered message has the wrong stamp; a torn, stale or corrupted one has a
/// byte that differs from the source; a wrong length is caught against the size schedule.
/// </summary>
public static class PayloadPattern
{
    /// <summary>Smallest message: the stamp and 8 bytes of content.</summary>
    public const int MinLength = 16;

    /// <summary>Largest message (64 KB).</summary>
    public const int MaxLength = 64 * 1024;

    private const int Window = 64 * 1024; // offsets into the source: [0, Window)
    private static readonly byte[] Source = MakeSource();

    private static byte[] MakeSource()
    {
        var bytes = new byte[Window + MaxLength];
        new Random(9009).NextBytes(bytes);
        return bytes;
    }

    /// <summary>The content of message <paramref name="sequence"/> after its stamp.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ReadOnlySpan<byte> Content(long sequence, int length) =>
        new(Source, (int)(sequence * 8191) & (Window - 1), length - sizeof(long));

    /// <summary>Writes message <paramref name="sequence"/> into <paramref name="message"/> (all of it: its length is the message's).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Write(Span<byte> message, long sequence)
    {
        BinaryPrimitives.WriteInt64LittleEndian(message, sequence);
        Content(sequence, message.Length).CopyTo(message[sizeof(long)..]);
        if (Planted.Fault != PlantedFault.None)
        {
            Planted.Apply(message, sequence);
        }
    }
}

/// <summary>
/// The lengths of a run's messages: one size for every message, or the random mix (lengths log-uniform between 16 B
/// and 64 KB, from a fixed seed, a table of 4 096 cycled so every row sends the same lengths in the same order).
/// </summary>
public sealed class PayloadSizes
{
    private const int MixEntries = 4096;

    private readonly int[] _lengths;
    private readonly int _mask;

    private PayloadSizes(int[] lengths)
    {
        _lengths = lengths;
        _mask = lengths.Length - 1;
    }

    /// <summary>Every message <paramref name="size"/> bytes.</summary>
    public static PayloadSizes Fixed(int size)
    {
        if (size is < PayloadPattern.MinLength or > PayloadPattern.MaxLength)
        {
            throw new ArgumentOutOfRangeException(nameof(size), size, $"a message is {PayloadPattern.MinLength} … {PayloadPattern.MaxLength} bytes");
        }
        return new PayloadSizes([size]);
    }

    /// <summary>The random mix: log-uniform lengths in [16 B, 64 KB] (mean ≈ 7.9 KB, median ≈ 1 KB).</summary>
    public static PayloadSizes Mix { get; } = new([.. MixLengths()]);

    private static IEnumerable<int> MixLengths()
    {
        var random = new Random(9010);
        var lo = Math.Log(PayloadPattern.MinLength);
        var hi = Math.Log(PayloadPattern.MaxLength);
        for (var i = 0; i < MixEntries; i++)
        {
            yield return (int)Math.Clamp(Math.Round(Math.Exp(lo + (random.NextDouble() * (hi - lo)))), PayloadPattern.MinLength, PayloadPattern.MaxLength);
        }
    }

    /// <summary>The largest length of the schedule.</summary>
    public int Max => _lengths.Max();

    /// <summary>The length message <paramref name="sequence"/> must have.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int LengthOf(long sequence) => _lengths[(int)sequence & _mask];

    /// <summary>The length a producer gives message <paramref name="sequence"/> (the planted-fault hook: one wrong length).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public int ProducerLengthOf(long sequence) =>
        Planted.Fault == PlantedFault.None ? _lengths[(int)sequence & _mask] : Planted.Length(sequence, _lengths[(int)sequence & _mask]);

    /// <summary>Bytes of messages 1 … <paramref name="messages"/>.</summary>
    public long BytesOf(long messages)
    {
        long total = 0;
        for (long s = 1; s <= messages; s++)
        {
            total += LengthOf(s);
        }
        return total;
    }

    /// <summary>Mean message length over the table.</summary>
    public double MeanLength => _lengths.Average();
}

/// <summary>
/// The consumer's check of an E09 stream: each message in order against its stamp, length and content; at the end the
/// count, the bytes and the checksum of the stamps. Any mismatch throws <see cref="BenchmarkVerificationException"/>.
/// </summary>
public struct PayloadVerifier
{
    private readonly PayloadSizes _sizes;
    private readonly long _messages;
    private readonly long _expectedBytes;
    private long _next;
    private long _bytes;
    private long _stampSum;
    private Crossings? _crossings;

    public PayloadVerifier(PayloadSizes sizes, long messages)
    {
        _sizes = sizes;
        _messages = messages;
        _expectedBytes = sizes.BytesOf(messages);
        _next = 1;
        _bytes = 0;
        _stampSum = 0;
    }

    /// <summary>Messages accepted so far.</summary>
    public readonly long Received => _next - 1;

    /// <summary>Messages the run must deliver.</summary>
    public readonly long Expected => _messages;

    /// <summary>The length of the next message (for a consumer that must know it before reading, e.g. to size a copy).</summary>
    public readonly int NextLength => _sizes.LengthOf(_next);

    /// <summary>
    /// Forgets what was received, for the next invocation; called on the consuming side before the invocation's producer
    /// starts, it also picks up the crossings counting pass if one is active, and then records each accepted message's
    /// hop in it (the producers record the sends, <see cref="CrossingSlot"/>).
    /// </summary>
    public void Reset()
    {
        _next = 1;
        _bytes = 0;
        _stampSum = 0;
        _crossings = Crossings.Active;
    }

    /// <summary>The crossings slot of message <paramref name="sequence"/> (1 … N): its stamp, one slot per message.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int CrossingSlot(long sequence) => (int)(sequence - 1);

    /// <summary>The crossings slots an invocation of <paramref name="messages"/> messages needs.</summary>
    public static int CrossingSlots(long messages) => checked((int)messages);

    /// <summary>Checks one message: length, stamp, every content byte.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Accept(ReadOnlySpan<byte> message)
    {
        var sequence = _next;
        var length = _sizes.LengthOf(sequence);
        if (message.Length != length || message.Length < sizeof(long))
        {
            Reject(message, "length");
        }
        var stamp = BinaryPrimitives.ReadInt64LittleEndian(message);
        if (stamp != sequence || !message[sizeof(long)..].SequenceEqual(PayloadPattern.Content(sequence, length)))
        {
            Reject(message, stamp != sequence ? "stamp" : "content");
        }
        _next = sequence + 1;
        _bytes += length;
        _stampSum += stamp;
        if (_crossings is { } crossings)
        {
            crossings.Hop(CrossingSlot(sequence));
        }
    }

    /// <summary>The end-of-run check.</summary>
    public readonly void Complete()
    {
        Check.Equal(_messages, Received, "messages received");
        Check.Equal(_expectedBytes, _bytes, "payload bytes received");
        Check.Equal(_messages * (_messages + 1) / 2, _stampSum, "checksum of stamps");
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void Reject(ReadOnlySpan<byte> message, string what)
    {
        var expected = _sizes.LengthOf(_next);
        if (what == "length")
        {
            Check.Fail($"message {_next}: {message.Length} bytes, expected {expected}");
        }
        var stamp = BinaryPrimitives.ReadInt64LittleEndian(message);
        if (what == "stamp")
        {
            Check.Fail($"message {_next}: stamp {stamp}, expected {_next} ({(stamp < _next ? "duplicate or reordered" : "lost messages before it")})");
        }
        var content = PayloadPattern.Content(_next, expected);
        var at = message[sizeof(long)..].CommonPrefixLength(content) + sizeof(long);
        Check.Fail($"message {_next}: byte {at} of {expected} is {message[at]}, expected {content[at - sizeof(long)]}");
    }
}

/// <summary>A wrong result planted in every E09 producer, for the smoke test that proves each check catches it.</summary>
public enum PlantedFault
{
    None,

    /// <summary>One byte of message 3's content flipped after it was written.</summary>
    CorruptByte,

    /// <summary>Message 3 stamped 4 (as if message 3 were lost).</summary>
    SkipMessage,

    /// <summary>Message 3 one byte shorter than the schedule says.</summary>
    WrongLength,
}

/// <summary>The test hook behind <see cref="PlantedFault"/>: zero cost beyond one static read while it is off.</summary>
internal static class Planted
{
    /// <summary>The message the fault hits (early enough for every smoke run).</summary>
    public const long Victim = 3;

    /// <summary>Set by the experiments smoke test only.</summary>
    internal static PlantedFault Fault;

    public static void Apply(Span<byte> message, long sequence)
    {
        if (sequence != Victim)
        {
            return;
        }
        if (Fault == PlantedFault.CorruptByte)
        {
            message[^1] ^= 0x5A;
        }
        else if (Fault == PlantedFault.SkipMessage)
        {
            BinaryPrimitives.WriteInt64LittleEndian(message, sequence + 1);
        }
    }

    public static int Length(long sequence, int length) =>
        Fault == PlantedFault.WrongLength && sequence == Victim ? length - 1 : length;
}
