using BenchmarkDotNet.Attributes;
using PerfBuf.Core.Threading;
using PerfBuf.Core.Waiting;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;

namespace PerfBuf.Experiments.E02;

/// <summary>
/// E02: P producer threads each push their own sequence 1..N/P (N = 4 M longs in all) into one queue; the
/// measuring thread consumes and verifies per-producer FIFO, count and checksum. One operation = one message.
/// </summary>
[BenchmarkCategory("E02")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity)]
public class MpscStreamBenchmarks
{
    public const int Messages = 4_000_000;

    /// <summary>Slots of every bounded queue in the comparison.</summary>
    public const int Capacity = 1024;

    private IRun? _run;

    [Params(1, 2, 4)]
    public int Producers { get; set; }

    /// <summary>How a side that found the queue empty (or full) polls again: after every PAUSE, after 256, or after a yield
    /// of its core (never spinning).</summary>
    [Params(Polling.Eager, Polling.Patient, Polling.Yielding)]
    public Polling Polling { get; set; }

    private int N => Scale.Of(Messages) / Producers * Producers;

    /// <summary><paramref name="run"/>, counting its crossings at cleanup: one slot per message (producer × N/P + sequence).</summary>
    private IRun Counted(IRun run) => run.Counted(N, SequenceVerifier.CrossingSlots(Producers, N / Producers));

    /// <summary>The floor writes and reads one producer's sequence of all N messages (<see cref="CopyFloorRun"/>), so it
    /// counts one producer's slots.</summary>
    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor() => _run = new CopyFloorRun(Capacity, N).Counted(N, SequenceVerifier.CrossingSlots(1, N));

    [GlobalSetup(Target = nameof(ConcurrentQueue))]
    public void SetupConcurrentQueue() => _run = Counted(new StreamRun<ConcurrentQueuePort>(ConcurrentQueuePort.Create(), Producers, N, Polling));

    [GlobalSetup(Target = nameof(Channel))]
    public void SetupChannel() => _run = Counted(new StreamRun<ChannelPort>(ChannelPort.Unbounded(singleWriter: false), Producers, N, Polling));

    [GlobalSetup(Target = nameof(MpscRingXadd))]
    public void SetupMpscRingXadd() => _run = Counted(new StreamRun<MpscRingXaddPort>(MpscRingXaddPort.Create(Capacity), Producers, N, Polling));

    [GlobalSetup(Target = nameof(MpscRingXaddNoWait))]
    public void SetupMpscRingXaddNoWait() =>
        _run = Counted(new StreamRun<MpscRingXaddNoWaitPort>(MpscRingXaddNoWaitPort.Create(Capacity), Producers, N, Polling));

    [GlobalSetup(Target = nameof(MpscRingCas))]
    public void SetupMpscRingCas() => _run = Counted(new StreamRun<MpscRingCasPort>(MpscRingCasPort.Create(Capacity), Producers, N, Polling));

    [GlobalSetup(Target = nameof(MpscBatchRing))]
    public void SetupMpscBatchRing() =>
        _run = Counted(new StreamRun<MpscBatchRingPort>(MpscBatchRingPort.Create(Capacity), Producers, N, Polling, consume: Loops.Drain));

    [GlobalSetup(Target = nameof(MpscBatchRingBatch))]
    public void SetupMpscBatchRingBatch() =>
        _run = Counted(new StreamRun<MpscBatchRingPort>(MpscBatchRingPort.Create(Capacity), Producers, N, Polling,
            produce: MpscBatchLoops.ProduceRuns, consume: Loops.Drain));

    [GlobalSetup(Target = nameof(MpscLanes))]
    public void SetupMpscLanes() =>
        _run = Counted(new StreamRun<MpscLanesPort>(MpscLanesPort.Create(Producers, Capacity), Producers, N, Polling,
            produce: MpscLanesLoops.Produce, consume: Loops.Drain));

    [GlobalSetup(Target = nameof(MpscLeanLanes))]
    public void SetupMpscLeanLanes() =>
        _run = Counted(new StreamRun<MpscLeanLanesPort>(MpscLeanLanesPort.Create(Producers, Capacity), Producers, N, Polling,
            produce: MpscLeanLanesLoops.Produce, consume: Loops.DrainSpans));

    [GlobalSetup(Target = nameof(MpscLinkedQueue))]
    public void SetupMpscLinkedQueue() => _run = Counted(new StreamRun<MpscLinkedQueuePort>(MpscLinkedQueuePort.Create(), Producers, N, Polling));

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>The BCL's lock-free MPMC segment queue: Enqueue / TryDequeue with the shared back-off.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long ConcurrentQueue() => _run!.Invoke();

    /// <summary>Unbounded, SingleReader, multi-writer; TryWrite/TryRead with the shared back-off.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long Channel() => _run!.Invoke();

    /// <summary>Bounded (Capacity), slot claimed by fetch-and-add (TryPushXadd: may wait after losing the race for
    /// the last free slot).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long MpscRingXadd() => _run!.Invoke();

    /// <summary>The same XADD ring through its non-blocking TryPushCas: a slot is claimed by compare-and-swap only when it
    /// is free, so a producer never waits for the consumer (what TryPost and PoolActor's Posts use).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long MpscRingXaddNoWait() => _run!.Invoke();

    /// <summary>Bounded (Capacity), slot claimed by compare-and-swap.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long MpscRingCas() => _run!.Invoke();

    /// <summary>Bounded (Capacity), Disruptor's multi-producer layout: slot claimed by compare-and-swap against a cached
    /// copy of the consumer's sequence (TryPush, never waits), per-slot publication flags; the consumer drains every
    /// published message at once and frees the batch's cells with one store.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long MpscBatchRing() => _run!.Invoke();

    /// <summary>Labelled, not like for like: as <see cref="MpscBatchRing"/>, but each producer publishes runs of
    /// <see cref="MpscBatchLoops.Run"/> messages with TryPushBatch (one claim per run, or per part of a run that fits).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long MpscBatchRingBatch() => _run!.Invoke();

    /// <summary>The floor (docs/DESIGN.md §3): one thread writes the N messages into a buffer of <see cref="Capacity"/> slots, 64 at a
    /// time, and reads each batch back through the verifier (<see cref="CopyFloorRun"/>, E01's floor): the same bytes with no
    /// second core, no claim and no wait. It has no producers and no polling; it runs in every cell so each cell is read
    /// against a floor measured beside it.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long Floor() => _run!.Invoke();

    /// <summary>A lane per producer (MpscLanes): each producer pushes into its own SPSC ring of <see cref="Capacity"/> slots
    /// through its own handle (a plain slot write and a release store, no atomic read-modify-write, no line written by
    /// another producer); the consumer pops one message at a time, round robin over the lanes. The producer holds a handle
    /// of its own, which the shared queues above do not ask for.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.PerProducer, Capacity = Capacity)] // each lane holds Capacity: Producers × Capacity in all
    public long MpscLanes() => _run!.Invoke();

    /// <summary>A lean lane per producer (MpscLeanLanes): each producer pushes into its own SpscLeanRing of
    /// <see cref="Capacity"/> slots through its own handle; the consumer drains the lanes round robin, each lane's published
    /// messages as at most two spans (one read of the lane's tail and one store of its head per visit), each span checked
    /// as one producer's run.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.PerProducer, Capacity = Capacity)] // each lane holds Capacity: Producers × Capacity in all
    public long MpscLeanLanes() => _run!.Invoke();

    /// <summary>Unbounded Vyukov node queue with pooled nodes.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long MpscLinkedQueue() => _run!.Invoke();
}

/// <summary>The batch-publishing producer of <see cref="MpscStreamBenchmarks.MpscBatchRingBatch"/>.</summary>
internal static class MpscBatchLoops
{
    /// <summary>Messages a producer hands to one TryPushBatch call (as Disruptor-net's claim rows, <c>ClaimRun</c>).</summary>
    public const int Run = 64;

    /// <summary>Runs of <see cref="Run"/> messages (the last one shorter); a run that does not fit whole is pushed in
    /// parts, as many as fit at each call, waiting with the shared back-off while the ring is full. Each message's send
    /// is recorded in the crossings pass before its run is pushed.</summary>
    public static void ProduceRuns(MpscBatchRingPort port, int producer, long count, BenchWorker self, Backoff backoff)
    {
        var ring = port.Producer;
        var crossings = Crossings.Active;
        Span<long> run = stackalloc long[Run];
        for (long s = 1; s <= count;)
        {
            var n = (int)Math.Min(Run, count - s + 1);
            SequenceVerifier.EncodeRun(run[..n], producer, s);
            if (crossings is not null)
            {
                for (var i = 0; i < n; i++)
                {
                    crossings.Send(SequenceVerifier.CrossingSlot(producer, s + i, count));
                }
            }
            for (var done = 0; done < n;)
            {
                var pushed = ring.TryPushBatch(run[done..n], out var status);
                if (status == PushStatus.Closed)
                {
                    Check.Fail("push to a closed mailbox");
                }
                if (pushed > 0)
                {
                    done += pushed;
                    backoff.Reset();
                    continue;
                }
                if (self.Stopping)
                {
                    return;
                }
                backoff.Pause();
            }
            s += n;
        }
    }
}
