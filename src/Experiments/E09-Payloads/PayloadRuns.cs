using System.Buffers;
using System.Buffers.Binary;
using System.Collections.Concurrent;
using System.IO.Pipelines;
using System.Runtime.InteropServices;
using System.Threading.Channels;
using PerfBuf.Core.Threading;
using PerfBuf.Core.Waiting;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Payloads;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E09;

/// <summary>
/// One E09 stream: a producer worker (a long-lived <see cref="BenchWorker"/>) writes messages 1 … N, the measuring
/// thread consumes and verifies them (<see cref="PayloadVerifier"/>). Each transport overrides the two loops; the
/// waiting is the lab's patient back-off on both sides, so the rows differ only in how the bytes travel.
/// Crossings: each producer records message s's send (<see cref="PayloadVerifier.CrossingSlot"/>) right before it
/// hands the message over; the verifier records its handling on the measuring thread.
/// </summary>
public abstract class PayloadRun : IRun
{
    private readonly WorkerGroup _producer;
    private PayloadVerifier _verifier;

    protected PayloadRun(PayloadSizes sizes, long messages)
    {
        Sizes = sizes;
        Messages = messages;
        _verifier = new PayloadVerifier(sizes, messages);
        _producer = new WorkerGroup([new BenchWorker("payload-producer", self => Produce(self, Loops.NewBackoff(Polling.Patient)))]);
    }

    protected PayloadSizes Sizes { get; }

    protected long Messages { get; }

    protected WorkerGroup Producers => _producer;

    public long Invoke()
    {
        _verifier.Reset();
        _producer.StartAll();
        Consume(ref _verifier, Loops.NewBackoff(Polling.Patient));
        _producer.JoinAll();
        _verifier.Complete();
        return _verifier.Received;
    }

    /// <summary>Writes messages 1 … <see cref="Messages"/>, each send recorded in the crossings pass if one is active;
    /// returns early only when <paramref name="self"/> is stopping.</summary>
    protected abstract void Produce(BenchWorker self, Backoff backoff);

    /// <summary>Receives until the verifier has every message.</summary>
    protected abstract void Consume(ref PayloadVerifier verifier, Backoff backoff);

    public virtual void Dispose() => _producer.Dispose();

    /// <summary>The producer's wait for room: false when the worker is asked to stop.</summary>
    protected static bool Wait(BenchWorker self, ref Backoff backoff)
    {
        if (self.Stopping)
        {
            return false;
        }
        backoff.Pause();
        return true;
    }
}

/// <summary>SpscByteRing: the producer writes each message in place into a message grant; the consumer reads it in place.</summary>
public sealed class ByteRingRun : PayloadRun
{
    private readonly ByteRingProducer _producer;
    private readonly ByteRingConsumer _consumer;

    public ByteRingRun(int capacity, PayloadSizes sizes, long messages) : base(sizes, messages) =>
        (_producer, _consumer) = SpscByteRing.Create(capacity);

    protected override void Produce(BenchWorker self, Backoff backoff)
    {
        var crossings = Crossings.Active;
        for (long s = 1; s <= Messages; s++)
        {
            var length = Sizes.ProducerLengthOf(s);
            ByteWriteGrant grant;
            PushStatus status;
            while ((status = _producer.TryGrantMessage(length, out grant)) != PushStatus.Ok)
            {
                if (status == PushStatus.Closed || !Wait(self, ref backoff))
                {
                    return;
                }
            }
            PayloadPattern.Write(grant.Span, s);
            crossings?.Send(PayloadVerifier.CrossingSlot(s));
            grant.Commit();
            backoff.Reset();
        }
    }

    protected override void Consume(ref PayloadVerifier verifier, Backoff backoff)
    {
        var consumer = _consumer;
        while (verifier.Received < verifier.Expected)
        {
            if (consumer.TryReadMessage(out var grant))
            {
                verifier.Accept(grant.Span);
                grant.Release();
                backoff.Reset();
            }
            else
            {
                Loops.WaitForProducers(ref backoff, Producers);
            }
        }
    }
}

/// <summary>How a pooled row's ring is pushed and popped: SpscRing or MpscRingXadd (one producer), both of PooledMessage.</summary>
public enum PooledRing
{
    Spsc,
    MpscXadd,
}

/// <summary>
/// PooledMessage through a ring: the producer rents from <c>pool</c> (its thread), writes, pushes; the consumer pops,
/// verifies and returns the array (its thread).
/// </summary>
public sealed class PooledRun : PayloadRun
{
    private readonly ArrayPool<byte> _pool;
    private readonly PooledRing _kind;
    private readonly SpscProducer<PooledMessage>? _spscProducer;
    private readonly SpscConsumer<PooledMessage>? _spscConsumer;
    private readonly MpscXaddProducer<PooledMessage>? _xaddProducer;
    private readonly MpscXaddConsumer<PooledMessage>? _xaddConsumer;

    public PooledRun(PooledRing kind, int slots, ArrayPool<byte> pool, PayloadSizes sizes, long messages) : base(sizes, messages)
    {
        _pool = pool;
        _kind = kind;
        if (kind == PooledRing.Spsc)
        {
            (_spscProducer, _spscConsumer) = SpscRing<PooledMessage>.Create(slots);
        }
        else
        {
            (_xaddProducer, _xaddConsumer) = MpscRingXadd<PooledMessage>.Create(slots);
        }
    }

    protected override void Produce(BenchWorker self, Backoff backoff)
    {
        var crossings = Crossings.Active;
        for (long s = 1; s <= Messages; s++)
        {
            var message = PooledMessage.Rent(_pool, Sizes.ProducerLengthOf(s));
            PayloadPattern.Write(message.Span, s);
            crossings?.Send(PayloadVerifier.CrossingSlot(s));
            PushStatus status;
            while ((status = _kind == PooledRing.Spsc ? _spscProducer!.TryPush(message) : _xaddProducer!.TryPushCas(message)) != PushStatus.Ok)
            {
                if (status == PushStatus.Closed || !Wait(self, ref backoff))
                {
                    message.Return(); // not pushed: still ours
                    return;
                }
            }
            backoff.Reset();
        }
    }

    protected override void Consume(ref PayloadVerifier verifier, Backoff backoff)
    {
        while (verifier.Received < verifier.Expected)
        {
            PooledMessage message;
            var got = _kind == PooledRing.Spsc ? _spscConsumer!.TryPop(out message) : _xaddConsumer!.TryPop(out message);
            if (got)
            {
                verifier.Accept(message.Span);
                message.Return();
                backoff.Reset();
            }
            else
            {
                Loops.WaitForProducers(ref backoff, Producers);
            }
        }
    }
}

/// <summary>An unbounded queue of byte arrays, as a struct so the run's loops are specialised for it (no dispatch per message).</summary>
public interface IArrayQueue
{
    void Add(byte[] message);

    bool TryTake(out byte[] message);
}

/// <summary>Channel&lt;byte[]&gt;, unbounded, SingleReader and SingleWriter, through TryWrite/TryRead.</summary>
public readonly struct ChannelArrayQueue() : IArrayQueue
{
    private readonly Channel<byte[]> _channel = Channel.CreateUnbounded<byte[]>(new UnboundedChannelOptions { SingleReader = true, SingleWriter = true });

    public void Add(byte[] message)
    {
        if (!_channel.Writer.TryWrite(message))
        {
            Check.Fail("an unbounded channel refused a write");
        }
    }

    public bool TryTake(out byte[] message) => _channel.Reader.TryRead(out message!);
}

/// <summary>ConcurrentQueue&lt;byte[]&gt;: Enqueue/TryDequeue.</summary>
public readonly struct ConcurrentArrayQueue() : IArrayQueue
{
    private readonly ConcurrentQueue<byte[]> _queue = new();

    public void Add(byte[] message) => _queue.Enqueue(message);

    public bool TryTake(out byte[] message) => _queue.TryDequeue(out message!);
}

/// <summary>A new byte[] per message through an unbounded queue: what most code does (the Channel is E09's baseline).</summary>
public sealed class NewArrayRun<TQueue>(TQueue queue, PayloadSizes sizes, long messages) : PayloadRun(sizes, messages)
    where TQueue : struct, IArrayQueue
{
    protected override void Produce(BenchWorker self, Backoff backoff)
    {
        var crossings = Crossings.Active;
        for (long s = 1; s <= Messages; s++)
        {
            var message = new byte[Sizes.ProducerLengthOf(s)];
            PayloadPattern.Write(message, s);
            crossings?.Send(PayloadVerifier.CrossingSlot(s));
            queue.Add(message);
        }
    }

    protected override void Consume(ref PayloadVerifier verifier, Backoff backoff)
    {
        while (verifier.Received < verifier.Expected)
        {
            if (queue.TryTake(out var message))
            {
                verifier.Accept(message);
                backoff.Reset();
            }
            else
            {
                Loops.WaitForProducers(ref backoff, Producers);
            }
        }
    }
}

/// <summary>Channel&lt;ReadOnlyMemory&lt;byte&gt;&gt; (unbounded, SR/SW) over arrays rented from ArrayPool.Shared; the consumer returns them.</summary>
public sealed class ChannelRentedRun(PayloadSizes sizes, long messages) : PayloadRun(sizes, messages)
{
    private readonly Channel<ReadOnlyMemory<byte>> _channel =
        Channel.CreateUnbounded<ReadOnlyMemory<byte>>(new UnboundedChannelOptions { SingleReader = true, SingleWriter = true });

    protected override void Produce(BenchWorker self, Backoff backoff)
    {
        var writer = _channel.Writer;
        var crossings = Crossings.Active;
        for (long s = 1; s <= Messages; s++)
        {
            var length = Sizes.ProducerLengthOf(s);
            var array = ArrayPool<byte>.Shared.Rent(length);
            PayloadPattern.Write(array.AsSpan(0, length), s);
            crossings?.Send(PayloadVerifier.CrossingSlot(s));
            if (!writer.TryWrite(new ReadOnlyMemory<byte>(array, 0, length)))
            {
                Check.Fail("an unbounded channel refused a write");
            }
        }
    }

    protected override void Consume(ref PayloadVerifier verifier, Backoff backoff)
    {
        var reader = _channel.Reader;
        while (verifier.Received < verifier.Expected)
        {
            if (reader.TryRead(out var memory))
            {
                verifier.Accept(memory.Span);
                if (!MemoryMarshal.TryGetArray(memory, out var segment) || segment.Array is null)
                {
                    Check.Fail("a rented message is not an array");
                }
                ArrayPool<byte>.Shared.Return(segment.Array);
                backoff.Reset();
            }
            else
            {
                Loops.WaitForProducers(ref backoff, Producers);
            }
        }
    }
}

/// <summary>
/// System.IO.Pipelines: the producer frames each message (4-byte length, payload) with GetSpan/Advance and flushes it;
/// the consumer TryReads, verifies every whole frame of the buffer, and AdvanceTo past them. Both sides poll with the
/// lab's back-off (no awaits: the schedulers never run a continuation), so the Pipe is compared on its transport alone.
/// </summary>
public sealed class PipeRun : PayloadRun
{
    /// <summary>The settings of the row (stated in the write-up).</summary>
    public static PipeOptions Options(int pauseThreshold) => new(
        pool: MemoryPool<byte>.Shared,
        readerScheduler: PipeScheduler.Inline,
        writerScheduler: PipeScheduler.Inline,
        pauseWriterThreshold: pauseThreshold,
        resumeWriterThreshold: pauseThreshold / 2,
        minimumSegmentSize: 4096,
        useSynchronizationContext: false);

    private readonly Pipe _pipe;
    private readonly byte[] _scratch;

    public PipeRun(int pauseThreshold, PayloadSizes sizes, long messages) : base(sizes, messages)
    {
        _pipe = new Pipe(Options(pauseThreshold));
        _scratch = new byte[PayloadPattern.MaxLength];
    }

    protected override void Produce(BenchWorker self, Backoff backoff)
    {
        var writer = _pipe.Writer;
        var crossings = Crossings.Active;
        for (long s = 1; s <= Messages; s++)
        {
            var length = Sizes.ProducerLengthOf(s);
            var frame = writer.GetSpan(sizeof(int) + length);
            BinaryPrimitives.WriteInt32LittleEndian(frame, length);
            PayloadPattern.Write(frame.Slice(sizeof(int), length), s);
            crossings?.Send(PayloadVerifier.CrossingSlot(s));
            writer.Advance(sizeof(int) + length);
            var flush = writer.FlushAsync();
            while (!flush.IsCompleted) // paused above the threshold: wait for the reader to drain below the resume mark
            {
                if (!Wait(self, ref backoff))
                {
                    return;
                }
            }
            if (flush.GetAwaiter().GetResult().IsCompleted)
            {
                Check.Fail("the pipe's reader completed");
            }
            backoff.Reset();
        }
    }

    protected override void Consume(ref PayloadVerifier verifier, Backoff backoff)
    {
        var reader = _pipe.Reader;
        while (verifier.Received < verifier.Expected)
        {
            if (!reader.TryRead(out var result))
            {
                Loops.WaitForProducers(ref backoff, Producers);
                continue;
            }
            var buffer = result.Buffer;
            while (buffer.Length >= sizeof(int))
            {
                // fast path: every whole frame of the first segment, straight from its span, then one slice
                var first = buffer.FirstSpan;
                var used = 0;
                while (first.Length - used >= sizeof(int))
                {
                    var length = FrameLength(first[used..]);
                    if (first.Length - used - sizeof(int) < length)
                    {
                        break;
                    }
                    verifier.Accept(first.Slice(used + sizeof(int), length));
                    used += sizeof(int) + length;
                }
                if (used > 0)
                {
                    buffer = buffer.Slice(used);
                    continue;
                }
                if (!TrySlowFrame(ref buffer, ref verifier))
                {
                    break;
                }
            }
            reader.AdvanceTo(buffer.Start, buffer.End);
            backoff.Reset();
        }
    }

    private static int FrameLength(ReadOnlySpan<byte> header)
    {
        var length = BinaryPrimitives.ReadInt32LittleEndian(header);
        if ((uint)length > PayloadPattern.MaxLength)
        {
            Check.Fail($"a frame's length prefix reads {length}: the stream is out of step");
        }
        return length;
    }

    /// <summary>A frame that does not start in the first segment's span (its start at that segment's end): read it across
    /// segments, copying it once. False when the buffer does not hold the whole frame yet.</summary>
    private bool TrySlowFrame(ref ReadOnlySequence<byte> buffer, ref PayloadVerifier verifier)
    {
        Span<byte> header = stackalloc byte[sizeof(int)];
        buffer.Slice(0, sizeof(int)).CopyTo(header);
        var length = FrameLength(header);
        if (buffer.Length < sizeof(int) + length)
        {
            return false;
        }
        var frame = buffer.Slice(sizeof(int), length);
        if (frame.IsSingleSegment)
        {
            verifier.Accept(frame.FirstSpan);
        }
        else
        {
            frame.CopyTo(_scratch);
            verifier.Accept(_scratch.AsSpan(0, length));
        }
        buffer = buffer.Slice(frame.End);
        return true;
    }

    public override void Dispose()
    {
        base.Dispose();
        _pipe.Writer.Complete();
        _pipe.Reader.Complete();
    }
}

/// <summary>
/// The floor: one thread writes each message into a buffer of the byte ring's size (contiguously, starting over at
/// the front when the end is too short) and checks it there, with no hand-over and no queue. Same bytes written and
/// verified as every row. Crossings: each message is sent (written) and handled (verified) on the measuring thread,
/// so the count is 0 by measurement.
/// </summary>
public sealed class CopyFloorRun : IRun
{
    private readonly byte[] _buffer;
    private readonly PayloadSizes _sizes;
    private readonly long _messages;
    private PayloadVerifier _verifier;

    public CopyFloorRun(int capacity, PayloadSizes sizes, long messages)
    {
        _buffer = new byte[capacity];
        _sizes = sizes;
        _messages = messages;
        _verifier = new PayloadVerifier(sizes, messages);
    }

    public long Invoke()
    {
        _verifier.Reset();
        var crossings = Crossings.Active;
        var offset = 0;
        for (long s = 1; s <= _messages; s++)
        {
            var length = _sizes.ProducerLengthOf(s);
            if (offset + length > _buffer.Length)
            {
                offset = 0;
            }
            var message = _buffer.AsSpan(offset, length);
            PayloadPattern.Write(message, s);
            crossings?.Send(PayloadVerifier.CrossingSlot(s));
            _verifier.Accept(message);
            offset += length;
        }
        _verifier.Complete();
        return _verifier.Received;
    }

    public void Dispose()
    {
    }
}
