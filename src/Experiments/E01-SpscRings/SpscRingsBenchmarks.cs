using System.Collections.Concurrent;
using BenchmarkDotNet.Attributes;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E01;

/// <summary>
/// E01 stream: one producer thread pushes 1..N (N = 10 M longs), the measuring thread pops and verifies
/// every message (order, count, checksum). One operation = one message.
/// </summary>
[BenchmarkCategory("E01")]
[Promises(Bound.Bounded, Order.Fifo, CapacityParameter = nameof(Capacity))]
public partial class SpscStreamBenchmarks
{
    public const int Messages = 10_000_000;

    private IRun? _run;

    /// <summary>
    /// Slots of every bounded queue in the comparison (the unbounded rows ignore it, so their two runs show the
    /// run-to-run noise). 1 024 longs fit in L1 with room to spare; 65 536 let the producer run further ahead.
    /// </summary>
    [Params(1024, 65536)]
    public int Capacity { get; set; }
    private AsyncChannelStreamRun? _asyncRun;

    private static int N => Scale.Of(Messages);

    /// <summary><paramref name="run"/>, counting its crossings at cleanup: one slot per message (one producer).</summary>
    private static IRun Counted(IRun run) => run.Counted(N, SequenceVerifier.CrossingSlots(1, N));

    [GlobalSetup(Target = nameof(Channel))]
    public void SetupChannel() => _run = Counted(new StreamRun<ChannelPort>(ChannelPort.Unbounded(singleWriter: true), 1, N));

    [GlobalSetup(Target = nameof(ChannelBounded))]
    public void SetupChannelBounded() => _run = Counted(new StreamRun<ChannelPort>(ChannelPort.Bounded(Capacity, singleWriter: true), 1, N));

    [GlobalSetup(Target = nameof(ChannelAsync))]
    public void SetupChannelAsync() => _asyncRun = new AsyncChannelStreamRun(ChannelPort.Unbounded(singleWriter: true).Channel, 1, N);

    [GlobalSetup(Target = nameof(ConcurrentQueue))]
    public void SetupConcurrentQueue() => _run = Counted(new StreamRun<ConcurrentQueuePort>(ConcurrentQueuePort.Create(), 1, N));

    [GlobalSetup(Target = nameof(BlockingCollection))]
    public void SetupBlockingCollection()
    {
        var stop = new CancellationTokenSource();
        _run = Counted(new CancellingRun(new StreamRun<BlockingCollectionPort>(BlockingCollectionPort.Bounded(Capacity, stop.Token), 1, N), stop));
    }

    [GlobalSetup(Target = nameof(SpscRing))]
    public void SetupSpscRing() => _run = Counted(new StreamRun<SpscRingPort>(SpscRingPort.Create(Capacity), 1, N));

    [GlobalSetup(Target = nameof(SpscRingDrain))]
    public void SetupSpscRingDrain() =>
        _run = Counted(new StreamRun<SpscRingPort>(SpscRingPort.Create(Capacity), 1, N, consume: Loops.Drain));

    [GlobalSetup(Target = nameof(SpscRingClaimDrain))]
    public void SetupSpscRingClaimDrain() =>
        _run = Counted(new StreamRun<SpscRingPort>(SpscRingPort.Create(Capacity), 1, N, produce: SpscLoops.ProduceByClaim, consume: Loops.Drain));

    [GlobalSetup(Target = nameof(SpscSlotRing))]
    public void SetupSpscSlotRing() => _run = Counted(new StreamRun<SpscSlotRingPort>(SpscSlotRingPort.Create(Capacity), 1, N));

    [GlobalSetup(Target = nameof(SpscRingBatch))]
    public void SetupSpscRingBatch() =>
        _run = Counted(new StreamRun<SpscBatchRingPort>(SpscBatchRingPort.Create(Capacity), 1, N, produce: SpscLoops.ProduceByBatch, consume: Loops.Drain));

    [GlobalSetup(Target = nameof(SpscRingBatchClaim))]
    public void SetupSpscRingBatchClaim() =>
        _run = Counted(new StreamRun<SpscBatchRingPort>(SpscBatchRingPort.Create(Capacity), 1, N, produce: SpscLoops.ProduceByBatchClaim, consume: Loops.Drain));

    [GlobalSetup(Target = nameof(SpscRingSpan))]
    public void SetupSpscRingSpan() =>
        _run = Counted(new StreamRun<SpscSpanRingPort>(SpscSpanRingPort.Create(Capacity), 1, N, consume: Loops.DrainSpans));

    [GlobalSetup(Target = nameof(SpscLeanRing))]
    public void SetupSpscLeanRing() => _run = Counted(new StreamRun<SpscLeanRingPort>(SpscLeanRingPort.Create(Capacity), 1, N));

    [GlobalSetup(Target = nameof(SpscLeanRingDrain))]
    public void SetupSpscLeanRingDrain() =>
        _run = Counted(new StreamRun<SpscLeanRingPort>(SpscLeanRingPort.Create(Capacity), 1, N, consume: Loops.DrainSpans));

    [GlobalSetup(Target = nameof(SpscRingBatchSpan))]
    public void SetupSpscRingBatchSpan() =>
        _run = Counted(new StreamRun<SpscBatchSpanRingPort>(SpscBatchSpanRingPort.Create(Capacity), 1, N, produce: SpscLoops.ProduceByBatchClaim, consume: Loops.DrainSpans));

    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor() => _run = Counted(new CopyFloorRun(Capacity, N));

    [GlobalSetup(Target = nameof(SpscRingPad64))]
    public void SetupSpscRingPad64() => _run = Counted(new StreamRun<SpscRingPad64Port>(SpscRingPad64Port.Create(Capacity), 1, N));

    [GlobalSetup(Target = nameof(SpscRingUncached))]
    public void SetupSpscRingUncached() => _run = Counted(new StreamRun<SpscRingUncachedPort>(SpscRingUncachedPort.Create(Capacity), 1, N));

    [GlobalCleanup]
    public void Cleanup()
    {
        try
        {
            // the async row's invocation is a task, not an IRun: its counting pass runs here, once it verified
            if (_asyncRun is { Verified: true } asyncRun)
            {
                CrossingsMetric.Count(SequenceVerifier.CrossingSlots(1, N), N, () => asyncRun.InvokeAsync().GetAwaiter().GetResult());
            }
        }
        finally
        {
            _run?.Dispose();
            _asyncRun?.Dispose();
            (_run, _asyncRun) = (null, null);
        }
    }

    /// <summary>Unbounded, SingleReader/SingleWriter, TryWrite/TryRead with the shared back-off.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long Channel() => _run!.Invoke();

    /// <summary>Bounded (Capacity, FullMode.Wait), TryWrite/TryRead with the shared back-off.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long ChannelBounded() => _run!.Invoke();

    /// <summary>Unbounded; the consumer awaits WaitToReadAsync when empty (the idiomatic async reader).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public Task<long> ChannelAsync() => _asyncRun!.InvokeAsync();

    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long ConcurrentQueue() => _run!.Invoke();

    /// <summary>Bounded (Capacity), blocking Add/Take.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long BlockingCollection() => _run!.Invoke();

    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscRing() => _run!.Invoke();

    /// <summary>TryPush; the consumer drains batches and publishes its index once per batch.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscRingDrain() => _run!.Invoke();

    /// <summary>Zero-copy claim/publish on the producer, batch drain on the consumer.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscRingClaimDrain() => _run!.Invoke();

    /// <summary>Per-slot sequence ring: the consumer polls the slot itself, no shared index.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscSlotRing() => _run!.Invoke();

    /// <summary>SpscRing's layout with the batch producer end: TryPushBatch of 64 messages (one tail store per
    /// batch); the consumer drains batches.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscRingBatch() => _run!.Invoke();

    /// <summary>As <see cref="SpscRingBatch"/>, written in place: TryClaimBatch(64), fill, publish once.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscRingBatchClaim() => _run!.Invoke();

    /// <summary>SpscRing's per-message producer; the span consumer (SpscSpanConsumer.cs) hands each drained run to the
    /// verifier as a span, checked with its state in locals: one tail read and one head store per drain.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscRingSpan() => _run!.Invoke();

    /// <summary>SpscRing's protocol on the lean layout (SpscLeanRing.cs): each side's index block in its own handle, a
    /// one-compare fast path, every slow step a call; pushed and popped one message at a time.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscLeanRing() => _run!.Invoke();

    /// <summary>The lean ring's per-message producer, its span drain on the consumer side.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscLeanRingDrain() => _run!.Invoke();

    /// <summary>As <see cref="SpscRingBatchClaim"/> (64 slots claimed, written in place, published once), drained by the
    /// span consumer.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscRingBatchSpan() => _run!.Invoke();

    /// <summary>No queue and no second core: the same messages written to a ring-sized buffer and read back through
    /// the verifier, 64 at a time (CopyFloorRun.cs): the physical floor every row is read against.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long Floor() => _run!.Invoke();

    /// <summary>Frozen variant: indices padded to 64 bytes instead of 128.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscRingPad64() => _run!.Invoke();

    /// <summary>Frozen variant: no cached copy of the opposite index.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpscRingUncached() => _run!.Invoke();
}

/// <summary>
/// E01 ping-pong: the measuring thread sends a message and waits for its echo before the next (100 k round
/// trips per invocation). One operation = one round trip; compare with E00's cache-line round trip.
/// </summary>
[BenchmarkCategory("E01")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity)]
public class SpscPingPongBenchmarks
{
    public const int RoundTrips = 100_000;

    /// <summary>Each direction's queue capacity (one message is in flight at a time).</summary>
    public const int Capacity = 64;

    private IRun? _run;

    private static int N => Scale.Of(RoundTrips);

    /// <summary><paramref name="run"/>, counting its crossings at cleanup: one slot per round trip (the runs' key).</summary>
    private static IRun Counted(IRun run) => run.Counted(N, N);

    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor() => _run = Counted(new LinePingPongRun(LineLayout.TwoLines, N));

    [GlobalSetup(Target = nameof(Channel))]
    public void SetupChannel() =>
        _run = Counted(new PingPongRun<ChannelPort>(ChannelPort.Unbounded(singleWriter: true), ChannelPort.Unbounded(singleWriter: true), N));

    [GlobalSetup(Target = nameof(ConcurrentQueue))]
    public void SetupConcurrentQueue() =>
        _run = Counted(new PingPongRun<ConcurrentQueuePort>(ConcurrentQueuePort.Create(), ConcurrentQueuePort.Create(), N));

    [GlobalSetup(Target = nameof(BlockingCollection))]
    public void SetupBlockingCollection()
    {
        var stop = new CancellationTokenSource();
        _run = Counted(new CancellingRun(new PingPongRun<BlockingCollectionPort>(
            BlockingCollectionPort.Bounded(Capacity, stop.Token), BlockingCollectionPort.Bounded(Capacity, stop.Token), N), stop));
    }

    [GlobalSetup(Target = nameof(SpscRing))]
    public void SetupSpscRing() =>
        _run = Counted(new PingPongRun<SpscRingPort>(SpscRingPort.Create(Capacity), SpscRingPort.Create(Capacity), N));

    [GlobalSetup(Target = nameof(SpscSlotRing))]
    public void SetupSpscSlotRing() =>
        _run = Counted(new PingPongRun<SpscSlotRingPort>(SpscSlotRingPort.Create(Capacity), SpscSlotRingPort.Create(Capacity), N));

    [GlobalSetup(Target = nameof(SpscSlotLineRing))]
    public void SetupSpscSlotLineRing() =>
        _run = Counted(new PingPongRun<SpscSlotLineRingPort>(SpscSlotLineRingPort.Create(Capacity), SpscSlotLineRingPort.Create(Capacity), N));

    [GlobalSetup(Target = nameof(SpscRingPad64))]
    public void SetupSpscRingPad64() =>
        _run = Counted(new PingPongRun<SpscRingPad64Port>(SpscRingPad64Port.Create(Capacity), SpscRingPad64Port.Create(Capacity), N));

    [GlobalSetup(Target = nameof(SpscRingUncached))]
    public void SetupSpscRingUncached() =>
        _run = Counted(new PingPongRun<SpscRingUncachedPort>(SpscRingUncachedPort.Create(Capacity), SpscRingUncachedPort.Create(Capacity), N));

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>No queue: E00's two-line exchange, measured in this run as the floor every row is read against.</summary>
    [Benchmark(OperationsPerInvoke = RoundTrips)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // one padded line each way
    public long Floor() => _run!.Invoke();

    [Benchmark(Baseline = true, OperationsPerInvoke = RoundTrips)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long Channel() => _run!.Invoke();

    [Benchmark(OperationsPerInvoke = RoundTrips)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long ConcurrentQueue() => _run!.Invoke();

    [Benchmark(OperationsPerInvoke = RoundTrips)]
    public long BlockingCollection() => _run!.Invoke();

    [Benchmark(OperationsPerInvoke = RoundTrips)]
    public long SpscRing() => _run!.Invoke();

    /// <summary>Per-slot sequence ring: one line moves per direction instead of an index line and a slot line.</summary>
    [Benchmark(OperationsPerInvoke = RoundTrips)]
    public long SpscSlotRing() => _run!.Invoke();

    /// <summary>The same protocol with one slot per 128-byte block: the consumer's free store and the next
    /// publication land on different lines.</summary>
    [Benchmark(OperationsPerInvoke = RoundTrips)]
    public long SpscSlotLineRing() => _run!.Invoke();

    [Benchmark(OperationsPerInvoke = RoundTrips)]
    public long SpscRingPad64() => _run!.Invoke();

    [Benchmark(OperationsPerInvoke = RoundTrips)]
    public long SpscRingUncached() => _run!.Invoke();
}

/// <summary>
/// A run over <see cref="BlockingCollectionPort"/>s whose disposal first cancels the token they block with, so a side
/// left blocked in Add or Take by a failed invocation returns and its worker stops.
/// </summary>
internal sealed class CancellingRun(IRun inner, CancellationTokenSource stop) : IRun
{
    public long Invoke() => inner.Invoke();

    public void Dispose()
    {
        stop.Cancel();
        try
        {
            inner.Dispose();
        }
        finally
        {
            stop.Dispose();
        }
    }
}

/// <summary>The SpscRing-specific producer loops: zero-copy claim, batch publication and batch claim (the consumer
/// side is the shared <see cref="Loops.Drain{TPort}"/>). Each records a message's send in the crossings pass right
/// before it publishes the message, as <see cref="Loops.Produce{TPort}"/> does.</summary>
internal static class SpscLoops
{
    /// <summary>Messages per batch of the batch producers (8 cache lines of longs).</summary>
    public const int Batch = 64;

    public static void ProduceByClaim(SpscRingPort port, int producer, long count, BenchWorker self, Core.Waiting.Backoff backoff)
    {
        var ring = port.Producer;
        var crossings = Crossings.Active;
        for (long s = 1; s <= count; s++)
        {
            SpscClaim<long> claim;
            while (!ring.TryClaim(out claim))
            {
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
            }
            claim.Slot = SequenceVerifier.Encode(producer, s);
            crossings?.Send(SequenceVerifier.CrossingSlot(producer, s, count));
            claim.Publish();
            backoff.Reset();
        }
    }

    public static void ProduceByBatch(SpscBatchRingPort port, int producer, long count, BenchWorker self, Core.Waiting.Backoff backoff)
    {
        var ring = port.Producer;
        var crossings = Crossings.Active;
        Span<long> batch = stackalloc long[Batch];
        for (long s = 1; s <= count; s += batch.Length)
        {
            batch = batch[..(int)Math.Min(batch.Length, count - s + 1)];
            for (var i = 0; i < batch.Length; i++)
            {
                batch[i] = SequenceVerifier.Encode(producer, s + i);
                crossings?.Send(SequenceVerifier.CrossingSlot(producer, s + i, count));
            }
            while (ring.TryPushBatch(batch) != Mailboxes.PushStatus.Ok)
            {
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
            }
            backoff.Reset();
        }
    }

    public static void ProduceByBatchClaim(SpscBatchRingPort port, int producer, long count, BenchWorker self, Core.Waiting.Backoff backoff) =>
        ProduceByBatchClaim(port.Producer, producer, count, self, backoff);

    public static void ProduceByBatchClaim(SpscBatchSpanRingPort port, int producer, long count, BenchWorker self, Core.Waiting.Backoff backoff) =>
        ProduceByBatchClaim(port.Producer, producer, count, self, backoff);

    /// <summary>Claims up to <see cref="Batch"/> slots, writes the next messages into them and publishes them at once;
    /// the fill loop is a plain loop when no crossings pass is active (no per-message branch).</summary>
    private static void ProduceByBatchClaim(SpscBatchProducer<long> ring, int producer, long count, BenchWorker self, Core.Waiting.Backoff backoff)
    {
        var crossings = Crossings.Active;
        for (long s = 1; s <= count;)
        {
            SpscBatchClaim<long> claim;
            while (!ring.TryClaimBatch((int)Math.Min(Batch, count - s + 1), out claim))
            {
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
            }
            var slots = claim.Slots;
            var first = SequenceVerifier.Encode(producer, s);
            for (var i = 0; i < slots.Length; i++)
            {
                slots[i] = first + i;
            }
            if (crossings is not null)
            {
                for (var i = 0; i < slots.Length; i++)
                {
                    crossings.Send(SequenceVerifier.CrossingSlot(producer, s + i, count));
                }
            }
            claim.Publish();
            s += slots.Length;
            backoff.Reset();
        }
    }
}
