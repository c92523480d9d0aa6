using System.Diagnostics;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E08;

/// <summary>One message: its sequence number (1 … N) and the producer's <see cref="Stopwatch"/> stamp, read just before it posted.</summary>
public readonly record struct WakeMessage(long Sequence, long Stamp);

/// <summary>
/// The handler every E08 row runs, wherever its waiter wakes up (a dedicated thread, a thread-pool thread, an
/// AffinePool worker): it reads the clock first, records the wake latency (now − the message's stamp), checks the
/// sequence number, counts the wake, adds the sequence number to a checksum, and acknowledges.
/// </summary>
/// <remarks>
/// Who writes what: the counts, the checksum and the histogram are written only by the handler, one message at a
/// time, and read by the producer at the end of an invocation; <see cref="Begin"/> (the producer) resets them while
/// the handler is idle. The acknowledgement is the hand-back: the handler writes it last with a release store, the
/// producer reads it with an acquire load before it posts the next message (or reads the counts), and every post
/// hands its message over with a release/acquire pair of its own (a store and a load, a lock, a queue), so each
/// handler run happens after the previous one and after the producer's reset, on whichever thread it runs.
/// The wake's index (0 … N − 1) is its crossings slot: the producer sends message i in slot i − 1, and the i-th wake is
/// handled in slot i − 1 whatever sequence number the message carries, so a wrong message cannot index out of range.
/// </remarks>
public sealed class WakeHandler
{
    /// <summary>The latency metrics, in the order they are reported: (metric id, column header, percentile or null for the count).</summary>
    public static readonly (string Id, string Column, double? Percentile)[] LatencyColumns =
    [
        ("WakeP50Us", "Wake p50 µs", 50),
        ("WakeP90Us", "Wake p90 µs", 90),
        ("WakeP99Us", "Wake p99 µs", 99),
        ("WakeP999Us", "Wake p99.9 µs", 99.9),
        ("WakeMaxUs", "Wake max µs", 100),
        ("WakeSamples", "Wake samples", null),
    ];

    private readonly LatencyHistogram _latency = new("a wake latency", LatencyColumns);
    private long _wakes;        // handler only (see the remarks); the producer reads it after the last acknowledgement
    private long _checksum;     // likewise
    private long _orderErrors;  // likewise
    private bool _recording;    // producer, before the invocation's first post; read by the handler after each post
    private Exception? _fault;  // the first thing the handler could not record
    private PaddedLong _acks;   // handler: release store of the wakes so far; producer: acquire loads

    /// <summary>The wake latencies recorded (invocations begun with <c>recording: true</c>).</summary>
    public LatencyHistogram Latency => _latency;

    /// <summary>Messages handled in this invocation.</summary>
    public long Wakes => _wakes;

    /// <summary>Sum of the sequence numbers handled in this invocation.</summary>
    public long Checksum => _checksum;

    /// <summary>Messages whose sequence number was not the next one (reordered, lost or repeated).</summary>
    public long OrderErrors => _orderErrors;

    /// <summary>What the handler failed to record (a latency out of range, a hop), or null.</summary>
    public Exception? Fault => _fault;

    /// <summary>Messages acknowledged so far in this invocation (acquire).</summary>
    public long Acknowledged => Volatile.Read(ref _acks.Value);

    /// <summary>Producer, with no message in flight: starts an invocation's counts; records latencies when <paramref name="recording"/>.</summary>
    public void Begin(bool recording)
    {
        _wakes = 0;
        _checksum = 0;
        _orderErrors = 0;
        _recording = recording;
        Volatile.Write(ref _acks.Value, 0);
    }

    /// <summary>Handles one message; its first act is reading the clock (the end of the wake this message measures).</summary>
    public void Handle(WakeMessage message)
    {
        var now = Stopwatch.GetTimestamp();
        var index = _wakes;
        try
        {
            if (_recording)
            {
                _latency.RecordTicks(now - message.Stamp);
            }
            Crossings.Active?.Hop((int)index);
        }
        catch (Exception e)
        {
            _fault ??= e; // the producer fails the invocation with it; the message is still counted and acknowledged
        }
        if (message.Sequence != index + 1)
        {
            _orderErrors++;
        }
        _checksum += message.Sequence;
        _wakes = index + 1;
        Volatile.Write(ref _acks.Value, index + 1);
    }
}
