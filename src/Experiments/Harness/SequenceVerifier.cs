using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using PerfBuf.Core.Threading;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The message format and the consumer-side check shared by the streaming workloads: each message is
/// <c>(producer &lt;&lt; 40) | sequence</c> with sequences 1, 2, 3… per producer. The consumer checks every
/// message against the producer's previous one (per-producer FIFO, no loss, no duplicate) and, at the end,
/// the count and checksum.
/// </summary>
public struct SequenceVerifier
{
    public const int ProducerShift = 40;
    public const long SequenceMask = (1L << ProducerShift) - 1;

    private readonly long[] _last;
    private readonly long _perProducer;
    private long _received;
    private long _sum;
    private Crossings? _crossings;

    public SequenceVerifier(int producers, long perProducer)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(producers, 1);
        ArgumentOutOfRangeException.ThrowIfLessThan(perProducer, 1);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(perProducer, SequenceMask);
        _last = new long[producers];
        _perProducer = perProducer;
        _received = 0;
        _sum = 0;
    }

    /// <summary>
    /// Forgets what was received, for the next invocation (no allocation); called on the consuming side before the
    /// invocation's producers start, it also picks up the crossings counting pass if one is active, and then records
    /// each accepted message's hop in it (the producer loops record the sends, <see cref="CrossingSlot"/>).
    /// </summary>
    public void Reset()
    {
        Array.Clear(_last);
        _received = 0;
        _sum = 0;
        _crossings = Crossings.Active;
    }

    /// <summary>
    /// The crossings slot of the <paramref name="sequence"/>-th message of <paramref name="producer"/> (one slot per
    /// message of the invocation: <paramref name="perProducer"/> slots per producer).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static int CrossingSlot(int producer, long sequence, long perProducer) => checked((int)(producer * perProducer + sequence - 1));

    /// <summary>The crossings slots an invocation of <paramref name="producers"/> × <paramref name="perProducer"/> messages needs.</summary>
    public static int CrossingSlots(int producers, long perProducer) => checked((int)(producers * perProducer));

    /// <summary>Messages accepted so far.</summary>
    public readonly long Received => _received;

    /// <summary>Messages the run must deliver in total.</summary>
    public readonly long Expected => _perProducer * _last.Length;

    /// <summary>The <paramref name="sequence"/>-th message of <paramref name="producer"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static long Encode(int producer, long sequence) => ((long)producer << ProducerShift) | sequence;

    /// <summary>Fills <paramref name="run"/> with the messages of <paramref name="producer"/> from sequence
    /// <paramref name="first"/> on (a batch-publishing producer's next run).</summary>
    public static void EncodeRun(Span<long> run, int producer, long first)
    {
        for (var i = 0; i < run.Length; i++)
        {
            run[i] = Encode(producer, first + i);
        }
    }

    /// <summary>Checks one received message; throws on a gap, duplicate, reorder or unknown producer.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Accept(long message)
    {
        var producer = (int)(message >> ProducerShift);
        var sequence = message & SequenceMask;
        var last = _last;
        if ((uint)producer >= (uint)last.Length || sequence != last[producer] + 1)
        {
            Reject(message);
        }
        last[producer] = sequence;
        _received++;
        _sum += sequence;
        if (_crossings is { } crossings)
        {
            crossings.Hop(CrossingSlot(producer, sequence, _perProducer));
        }
    }

    /// <summary>
    /// Checks a run of received messages, in order, as <see cref="Accept"/> does one by one, with the verifier's state
    /// in locals for the whole run and written back once at its end (a span handler's check). One producer: each message
    /// must equal the next sequence (the producer's number is 0), one compare per message. Several producers: the span
    /// is checked as runs of one producer's consecutive messages (<see cref="AcceptProducerRun"/>), again one compare per
    /// message. While a crossings pass is active each message goes through <see cref="Accept"/>.
    /// </summary>
    public void AcceptAll(ReadOnlySpan<long> messages)
    {
        if (_crossings is not null)
        {
            foreach (var message in messages)
            {
                Accept(message);
            }
            return;
        }
        var last = _last;
        if (last.Length == 1)
        {
            var next = OpenRun(out var sum);
            var bad = CheckRun(messages, next, ref sum);
            if (bad >= 0)
            {
                RejectRun(next + bad, sum, messages[bad]);
            }
            CloseRun(next + messages.Length, sum);
            return;
        }
        while (!messages.IsEmpty)
        {
            var n = AcceptProducerRun(messages);
            messages = messages[n..];
        }
    }

    /// <summary>
    /// Several producers: the longest prefix of <paramref name="messages"/> that continues one producer's sequence (that of
    /// its first message) is checked as one run (<see cref="CheckRun"/>: one compare per message) and put on record;
    /// returns its length. A span of a lane holds one producer's messages, so it is one run; messages of producers that
    /// interleave are runs of one. Throws when the first message continues no producer's sequence.
    /// </summary>
    private int AcceptProducerRun(ReadOnlySpan<long> messages)
    {
        var first = messages[0];
        var producer = (int)(first >> ProducerShift);
        var last = _last;
        if ((uint)producer >= (uint)last.Length)
        {
            Reject(first);
        }
        var next = Encode(producer, last[producer] + 1);
        long sum = 0;
        var bad = CheckRun(messages, next, ref sum);
        var n = bad < 0 ? messages.Length : bad;
        if (n == 0)
        {
            Reject(first);
        }
        last[producer] += n;
        _received += n;
        _sum += sum - n * ((long)producer << ProducerShift); // the messages' sum less the producer's bits: their sequences'
        return n;
    }

    /// <summary>True when a consumer loop may keep a single producer's run in locals (<see cref="OpenRun"/>): one producer
    /// and no crossings pass (whose records need each message through <see cref="Accept"/>).</summary>
    public readonly bool SingleRun => _last.Length == 1 && _crossings is null;

    /// <summary>
    /// Starts a single producer's run kept in a consumer loop's locals: returns the next message expected (producer 0's
    /// message is its sequence) and the checksum so far. The loop checks each message against it, adds it to the sum, and
    /// hands both back with <see cref="CloseRun"/> (or, at a wrong message, <see cref="RejectRun"/>).
    /// </summary>
    public readonly long OpenRun(out long sum)
    {
        sum = _sum;
        return _last[0] + 1;
    }

    /// <summary>Ends a run opened with <see cref="OpenRun"/>: <paramref name="next"/> is the next message it expects now.</summary>
    public void CloseRun(long next, long sum)
    {
        _received += next - 1 - _last[0];
        _last[0] = next - 1;
        _sum = sum;
    }

    /// <summary>A run opened with <see cref="OpenRun"/> met <paramref name="message"/> where it expected
    /// <paramref name="next"/>: records the run so far and throws why.</summary>
    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    public void RejectRun(long next, long sum, long message)
    {
        CloseRun(next, sum);
        Reject(message);
        throw new UnreachableException();
    }

    /// <summary>
    /// One producer's run: each message must be <paramref name="first"/>, <paramref name="first"/> + 1, …; adds them to
    /// <paramref name="sum"/> (written once, at the end) and returns -1, or the index of the first message out of order (the
    /// sum then holds the messages before it). A method of its own so that its loop has the registers to itself: the
    /// count, the expected value and the sum stay in registers for the whole run.
    /// </summary>
    private static int CheckRun(ReadOnlySpan<long> messages, long first, ref long sum)
    {
        var total = sum;
        var next = first;
        for (var i = 0; i < messages.Length; i++)
        {
            var message = messages[i];
            if (message != next)
            {
                sum = total;
                return i;
            }
            total += message;
            next++;
        }
        sum = total;
        return -1;
    }

    /// <summary>The end-of-run check: every producer's last sequence, the count and the checksum.</summary>
    public readonly void Complete()
    {
        for (var p = 0; p < _last.Length; p++)
        {
            Check.Equal(_perProducer, _last[p], $"last sequence of producer {p}");
        }
        Check.Equal(Expected, _received, "messages received");
        Check.Equal(_last.Length * (_perProducer * (_perProducer + 1) / 2), _sum, "checksum of sequences");
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private readonly void Reject(long message)
    {
        var producer = (int)(message >> ProducerShift);
        var sequence = message & SequenceMask;
        if ((uint)producer >= (uint)_last.Length)
        {
            Check.Fail($"message {message:X}: unknown producer {producer}");
        }
        var expected = _last[producer] + 1;
        var kind = sequence <= _last[producer] ? "duplicate or reordered" : "lost messages before it";
        Check.Fail($"producer {producer}: got sequence {sequence}, expected {expected} ({kind})");
    }
}
