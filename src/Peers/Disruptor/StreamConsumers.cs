using System.Runtime.CompilerServices;
using Disruptor;
using PerfBuf.Mailboxes;

// The folder is Disruptor/, the namespace DisruptorNet: a PerfBuf.Peers.Disruptor namespace would shadow the
// package's own Disruptor namespace inside these files.
namespace PerfBuf.Peers.DisruptorNet;

/// <summary>The struct event of the <c>ValueDisruptor</c> rows: one long, stored inline in the ring's array.</summary>
public struct LongValueEvent
{
    public long Value;
}

/// <summary>The class event of the <c>Disruptor&lt;T&gt;</c> rows: one long per preallocated ring entry.</summary>
public sealed class LongEvent
{
    public long Value;
}

/// <summary>The consumer's wait strategy (what Disruptor's event processor does when the ring is empty).</summary>
public enum DisruptorWait
{
    /// <summary><c>BusySpinWaitStrategy</c>: spins on the cursor, never yields (the low-latency setting).</summary>
    BusySpin,

    /// <summary><c>YieldingWaitStrategy</c>: 100 spins, then <c>Thread.Yield()</c> between checks.</summary>
    Yielding,

    /// <summary><c>SleepingWaitStrategy</c>: 100 spins, 100 <c>Thread.Yield()</c>, then <c>Thread.Sleep(0)</c> between checks.</summary>
    Sleeping,

    /// <summary><c>BlockingWaitStrategy</c>: <c>Monitor.Wait</c> on an empty ring; every <c>Publish</c> pulses the monitor.</summary>
    Blocking,
}

internal static class DisruptorWaits
{
    public static IWaitStrategy Create(DisruptorWait wait) => wait switch
    {
        DisruptorWait.BusySpin => new BusySpinWaitStrategy(),
        DisruptorWait.Yielding => new YieldingWaitStrategy(),
        DisruptorWait.Sleeping => new SleepingWaitStrategy(),
        DisruptorWait.Blocking => new BlockingWaitStrategy(),
        _ => throw new ArgumentOutOfRangeException(nameof(wait), wait, null),
    };
}

/// <summary>
/// The state every stream consumer shares with the thread that measures: how many events it has handled (the
/// measuring thread ends an invocation when this reaches what was published), the first exception it met, and
/// the processor thread's start and stop.
/// </summary>
/// <remarks>
/// Public with public interface methods on purpose: Disruptor-net wraps a visible handler class in a generated
/// struct proxy so its event processor calls the handler without interface dispatch, as its users get it.
/// </remarks>
public abstract class StreamConsumer<TSink> where TSink : struct, IHandler<long>
{
    private static readonly TimeSpan StartStopTimeout = TimeSpan.FromSeconds(10);

    /// <summary>
    /// The verifying sink. Written by the processor thread while events flow; read and reset by the measuring
    /// thread only while the consumer is idle (everything published was handled, <see cref="Handled"/> says so).
    /// </summary>
    internal TSink Sink;

    /// <summary>
    /// Events handled since the start, written once per batch with release semantics after the sink saw the
    /// batch, read with acquire by the measuring thread: seeing N here makes the sink's state for N visible.
    /// </summary>
    private long _handled;

    /// <summary>
    /// Set by the processor thread only (in the exception handler), read by it per event: after the first failure
    /// the consumer stops verifying and only counts, so the ring keeps draining and no producer blocks forever.
    /// Plain field: no other thread reads it (they read <see cref="_fault"/>).
    /// </summary>
    protected bool Faulted;

    /// <summary>The first exception the sink threw; volatile, the measuring thread polls it while it waits.</summary>
    private volatile Exception? _fault;

    private readonly ManualResetEventSlim _started = new(false);
    private readonly ManualResetEventSlim _stopped = new(false);
    private Thread? _thread;

    protected StreamConsumer(TSink sink) => Sink = sink;

    public long Handled => Volatile.Read(ref _handled);

    public Exception? Fault => _fault;

    /// <summary>The processor's thread (set when it starts).</summary>
    public Thread? Thread => Volatile.Read(ref _thread);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    protected void Progress(long handled) => Volatile.Write(ref _handled, handled);

    /// <summary>Called by Disruptor's exception handler on the processor thread; the failed events still count.</summary>
    internal void Fail(Exception error, long handled)
    {
        Faulted = true;
        _fault ??= error;
        Progress(handled);
    }

    protected void Started()
    {
        Volatile.Write(ref _thread, System.Threading.Thread.CurrentThread);
        _started.Set();
    }

    protected void Stopped() => _stopped.Set();

    internal void WaitStarted()
    {
        if (!_started.Wait(StartStopTimeout))
        {
            throw new InvalidOperationException($"Disruptor event processor did not start within {StartStopTimeout.TotalSeconds} s");
        }
    }

    /// <summary>After a halt: waits for the processor to leave its loop and for its thread to end.</summary>
    internal void WaitStopped()
    {
        if (!_stopped.Wait(StartStopTimeout) || _thread?.Join(StartStopTimeout) == false)
        {
            throw new InvalidOperationException($"Disruptor event processor did not stop within {StartStopTimeout.TotalSeconds} s");
        }
        _started.Dispose();
        _stopped.Dispose();
    }
}

/// <summary>
/// <c>IValueEventHandler</c> over struct events: one call per event; the handled count is published at the end
/// of each batch the processor hands over (<paramref name="endOfBatch"/>), not per event.
/// </summary>
public sealed class ValueStreamHandler<TSink>(TSink sink) : StreamConsumer<TSink>(sink), IValueEventHandler<LongValueEvent>
    where TSink : struct, IHandler<long>
{
    public void OnEvent(ref LongValueEvent data, long sequence, bool endOfBatch)
    {
        if (!Faulted)
        {
            Sink.Handle(data.Value);
        }
        if (endOfBatch)
        {
            Progress(sequence + 1);
        }
    }

    public void OnStart() => Started();

    public void OnShutdown() => Stopped();
}

/// <summary>
/// <c>IBatchEventHandler</c> over class events: one call per available batch, iterated as a span; the sink is
/// copied to a local for the batch and written back once, the handled count published once per batch.
/// </summary>
public sealed class BatchStreamHandler<TSink>(TSink sink) : StreamConsumer<TSink>(sink), IBatchEventHandler<LongEvent>
    where TSink : struct, IHandler<long>
{
    public void OnBatch(EventBatch<LongEvent> batch, long sequence)
    {
        if (!Faulted)
        {
            var local = Sink;
            foreach (var e in batch.AsSpan())
            {
                local.Handle(e.Value);
            }
            Sink = local;
        }
        Progress(sequence + batch.Length);
    }

    public void OnStart() => Started();

    public void OnShutdown() => Stopped();
}

/// <summary>
/// Disruptor's exception handler for the stream rows: records the first failure in the consumer and lets the
/// processor go on (the default one, <c>FatalExceptionHandler</c>, rethrows and ends the processor, which would
/// leave a producer spinning in <c>Next()</c> on a full ring).
/// </summary>
internal sealed class RecordingExceptionHandler<TSink>(StreamConsumer<TSink> consumer)
    : IValueExceptionHandler<LongValueEvent>, IExceptionHandler<LongEvent>
    where TSink : struct, IHandler<long>
{
    public void HandleEventException(Exception ex, long sequence, ref LongValueEvent evt) => consumer.Fail(ex, sequence + 1);

    public void HandleEventException(Exception ex, long sequence, LongEvent evt) => consumer.Fail(ex, sequence + 1);

    public void HandleEventException(Exception ex, long sequence, EventBatch<LongEvent> batch) => consumer.Fail(ex, sequence + batch.Length);

    public void HandleOnTimeoutException(Exception ex, long sequence) => consumer.Fail(ex, consumer.Handled);

    public void HandleOnStartException(Exception ex) => consumer.Fail(ex, consumer.Handled);

    public void HandleOnShutdownException(Exception ex) => consumer.Fail(ex, consumer.Handled);
}
