using PerfBuf.Core.Threading;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// E01's stream floor: one thread writes the messages a producer would send (1..N, encoded as the rings carry them)
/// into a buffer of the ring's size, 64 at a time, and reads each batch back through the same verifier the consumers
/// use, as a span-draining consumer does (<see cref="SequenceVerifier.AcceptAll"/>: the check's state in locals for the
/// batch, one compare per message), so the floor's reading side is the leanest consumer's, not a heavier one. The same bytes are written and read as through a ring, with no second core, no shared index and no wait: what
/// a message costs when nothing has to cross between cores. One operation = one message. Crossings: each message is
/// sent (written) and handled (verified) on the measuring thread, so the count is 0 by measurement.
/// </summary>
public sealed class CopyFloorRun : IRun
{
    private const int Batch = 64;
    private readonly long[] _buffer;
    private readonly long _messages;
    private SequenceVerifier _verifier;

    public CopyFloorRun(int capacity, long messages)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(capacity, 1);
        _buffer = new long[capacity];
        _messages = messages;
        _verifier = new SequenceVerifier(1, messages);
    }

    public long Invoke()
    {
        _verifier.Reset();
        var batch = Math.Min(Batch, _buffer.Length);
        var wrongAt = Check.Planted != 0 ? (_messages + 1) / 2 : 0; // a planted fault corrupts one message
        var crossings = Crossings.Active;
        long next = 1;
        var start = 0;
        while (next <= _messages)
        {
            var n = (int)Math.Min(Math.Min(batch, _messages - next + 1), _buffer.Length - start);
            var slots = _buffer.AsSpan(start, n);
            for (var i = 0; i < slots.Length; i++)
            {
                slots[i] = SequenceVerifier.Encode(0, next + i);
                crossings?.Send(SequenceVerifier.CrossingSlot(0, next + i, _messages));
            }
            if (wrongAt >= next && wrongAt < next + n)
            {
                slots[(int)(wrongAt - next)]++;
            }
            _verifier.AcceptAll(slots);
            next += n;
            start = (start + n) % _buffer.Length;
        }
        _verifier.Complete();
        return _verifier.Received;
    }

    public void Dispose()
    {
    }
}
