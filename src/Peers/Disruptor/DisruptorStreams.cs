// Design: Disruptor-net 6.0.1 behind the lab's streaming workload (E01, E02), set up as its users set it up
// for speed, with the lab's verification in the consumer.
//
// - A stream owns one disruptor, started once (the benchmark's [GlobalSetup]) and halted once ([GlobalCleanup]).
//   Its single event processor runs the handler on a dedicated thread (TaskScheduler.Default + LongRunning, what
//   Disruptor.Start() does) and waits for events with the chosen wait strategy (BusySpin or Yielding).
// - Producers publish through a readonly-struct publisher over the ring buffer: Next() claims a sequence (single
//   or multi-producer sequencer, fixed at construction), the event is written in place through the ring's
//   indexer, Publish(sequence) makes it visible. Next() waits inside Disruptor (its own spin) while the ring is
//   full. The struct keeps the producer loop specialised per ring type, as the lab's ports do.
// - The consumer is Disruptor's: a handler (IValueEventHandler over a struct event, or IBatchEventHandler over a
//   class event) hands every value to a struct sink (the lab's verifier, supplied by the experiment) and, once per
//   batch, publishes how many events it has handled (Volatile.Write). The thread that measures knows how many it
//   published and waits for that count: when it is reached the handler has seen the last message, and the
//   release/acquire pair makes the sink's state readable.
// - Faults: the sink throws on a wrong message. A recording exception handler keeps the first exception and lets
//   the processor continue without verifying, so the ring drains and no producer stays in Next() forever; the
//   measuring thread sees the fault and fails the invocation.
// - Shutdown: Halt() cancels the processor's wait; the handler's OnShutdown and the thread's end are awaited
//   (bounded), so a stopped stream has released its thread — the tests check it.
// Follows Disruptor-net's PerfTests (src/Disruptor.PerfTests/Throughput: OneToOne…SequencedThroughputTest, its
// _Value and _BatchPublisher variants, and the multi-producer ones): Next/write/Publish into a ring with one event
// processor. Differs from them:
// - ring size: the experiment's capacity (its tests use 64 Ki slots), so every row of E01/E02 has the same ring;
// - wait strategy: BusySpin and Yielding rows, both shown (its tests take the strategy from the command line);
// - verification: per-producer order, count and checksum of every message (its tests check the sum at the end);
// - GC and JIT: workstation GC (the rows allocate nothing per message) and BenchmarkDotNet's defaults (its PerfTests
//   project turns tiered compilation off), on a 2-core machine.
// Weakness (theirs, by design): a BusySpin consumer keeps its core busy between invocations too; on a 2-core
// machine that is the price of the lowest wake-up latency.
using System.Runtime.CompilerServices;
using Disruptor;
using Disruptor.Dsl;
using PerfBuf.Mailboxes;

namespace PerfBuf.Peers.DisruptorNet;

/// <summary>A producer's handle on a ring: publish one long (waits inside Disruptor while the ring is full).</summary>
public interface ILongPublisher
{
    void Publish(long value);

    /// <summary>
    /// Claims <c>values.Length</c> sequences with one <c>Next(n)</c>, writes them in place and makes them visible with
    /// one <c>Publish(lo, hi)</c>: Disruptor's batch publication (one claim on the shared cursor per run, not per event).
    /// </summary>
    void Publish(ReadOnlySpan<long> values);
}

/// <summary>Publishes into a <c>ValueRingBuffer</c> of struct events: Next, write in place, Publish.</summary>
public readonly struct ValueRingPublisher(ValueRingBuffer<LongValueEvent> ring) : ILongPublisher
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Publish(long value)
    {
        var sequence = ring.Next();
        ring[sequence].Value = value;
        ring.Publish(sequence);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Publish(ReadOnlySpan<long> values)
    {
        var hi = ring.Next(values.Length);
        var lo = hi - values.Length + 1;
        for (var i = 0; i < values.Length; i++)
        {
            ring[lo + i].Value = values[i];
        }
        ring.Publish(lo, hi);
    }
}

/// <summary>Publishes into a <c>RingBuffer</c> of preallocated class events: Next, write the entry, Publish.</summary>
public readonly struct RingPublisher(RingBuffer<LongEvent> ring) : ILongPublisher
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Publish(long value)
    {
        var sequence = ring.Next();
        ring[sequence].Value = value;
        ring.Publish(sequence);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Publish(ReadOnlySpan<long> values)
    {
        var hi = ring.Next(values.Length);
        var lo = hi - values.Length + 1;
        for (var i = 0; i < values.Length; i++)
        {
            ring[lo + i].Value = values[i];
        }
        ring.Publish(lo, hi);
    }
}

/// <summary>
/// One started disruptor with one verifying consumer; see the design note at the top of this file.
/// </summary>
/// <typeparam name="TSink">What the consumer does with each value (the lab's verifier).</typeparam>
/// <typeparam name="TPublisher">The producers' handle on this disruptor's ring.</typeparam>
public abstract class DisruptorStream<TSink, TPublisher> : IDisposable
    where TSink : struct, IHandler<long>
    where TPublisher : struct, ILongPublisher
{
    private readonly StreamConsumer<TSink> _consumer;
    private bool _disposed;

    private protected DisruptorStream(StreamConsumer<TSink> consumer, int ringSize)
    {
        _consumer = consumer;
        RingSize = ringSize;
    }

    /// <summary>The producers' handle (any number of them for a multi-producer stream, one otherwise).</summary>
    public TPublisher Publisher { get; private protected set; }

    public int RingSize { get; }

    /// <summary>
    /// The consumer's sink. Touch it only while the consumer is idle: before anything is published, or once
    /// <see cref="Handled"/> has reached everything published.
    /// </summary>
    public ref TSink Sink => ref _consumer.Sink;

    /// <summary>Events the consumer has handled since the stream started (acquire read).</summary>
    public long Handled => _consumer.Handled;

    /// <summary>The first exception the consumer's sink threw, or null.</summary>
    public Exception? Fault => _consumer.Fault;

    /// <summary>The event processor's thread.</summary>
    public Thread? ConsumerThread => _consumer.Thread;

    private protected abstract void Halt();

    /// <summary>Halts the processor and waits (bounded) until its thread has ended.</summary>
    public void Dispose()
    {
        if (_disposed)
        {
            return;
        }
        _disposed = true;
        Halt();
        _consumer.WaitStopped();
        GC.SuppressFinalize(this);
    }
}

/// <summary>
/// <c>ValueDisruptor&lt;LongValueEvent&gt;</c> (struct events stored inline) with one
/// <c>IValueEventHandler</c>.
/// </summary>
public sealed class DisruptorValueStream<TSink> : DisruptorStream<TSink, ValueRingPublisher>
    where TSink : struct, IHandler<long>
{
    private readonly ValueDisruptor<LongValueEvent> _disruptor;

    public DisruptorValueStream(int ringSize, ProducerType producers, DisruptorWait wait, TSink sink)
        : this(new ValueStreamHandler<TSink>(sink), ringSize, producers, wait)
    {
    }

    private DisruptorValueStream(ValueStreamHandler<TSink> handler, int ringSize, ProducerType producers, DisruptorWait wait)
        : base(handler, ringSize)
    {
        _disruptor = new ValueDisruptor<LongValueEvent>(() => default, ringSize, TaskScheduler.Default, producers, DisruptorWaits.Create(wait));
        _disruptor.SetDefaultExceptionHandler(new RecordingExceptionHandler<TSink>(handler));
        _disruptor.HandleEventsWith(handler);
        Publisher = new ValueRingPublisher(_disruptor.Start());
        handler.WaitStarted();
    }

    private protected override void Halt() => _disruptor.Halt();
}

/// <summary>
/// <c>Disruptor&lt;LongEvent&gt;</c> (preallocated class events) with one <c>IBatchEventHandler</c>: the
/// processor hands over every available run of events as one <c>EventBatch</c>.
/// </summary>
public sealed class DisruptorBatchStream<TSink> : DisruptorStream<TSink, RingPublisher>
    where TSink : struct, IHandler<long>
{
    private readonly Disruptor<LongEvent> _disruptor;

    public DisruptorBatchStream(int ringSize, ProducerType producers, DisruptorWait wait, TSink sink)
        : this(new BatchStreamHandler<TSink>(sink), ringSize, producers, wait)
    {
    }

    private DisruptorBatchStream(BatchStreamHandler<TSink> handler, int ringSize, ProducerType producers, DisruptorWait wait)
        : base(handler, ringSize)
    {
        _disruptor = new Disruptor<LongEvent>(() => new LongEvent(), ringSize, TaskScheduler.Default, producers, DisruptorWaits.Create(wait));
        _disruptor.SetDefaultExceptionHandler(new RecordingExceptionHandler<TSink>(handler));
        _disruptor.HandleEventsWith(handler);
        Publisher = new RingPublisher(_disruptor.Start());
        handler.WaitStarted();
    }

    private protected override void Halt() => _disruptor.Halt();
}
