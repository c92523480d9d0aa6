using BenchmarkDotNet.Attributes;
#if PERFBUF_PEER_DISRUPTOR
using Disruptor.Dsl;
using PerfBuf.Peers.DisruptorNet;
#endif
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E02;

/// <summary>
/// E02: P producer threads each push their own sequence 1..N/P (N = 4 M longs in all) into one queue; the
/// measuring thread consumes and verifies per-producer FIFO, count and checksum. One operation = one message.
/// </summary>
[BenchmarkCategory("E02")]
public class MpscStreamBenchmarks
{
    public const int Messages = 4_000_000;

    /// <summary>Slots of every bounded queue in the comparison.</summary>
    public const int Capacity = 1024;

    private IRun? _run;

    [Params(1, 2, 4)]
    public int Producers { get; set; }

    /// <summary>How a side that found the queue empty (or full) polls again: after every PAUSE, or after 256.</summary>
    [Params(Polling.Eager, Polling.Patient)]
    public Polling Polling { get; set; }

    private int N => Scale.Of(Messages) / Producers * Producers;

    [GlobalSetup(Target = nameof(ConcurrentQueue))]
    public void SetupConcurrentQueue() => _run = new StreamRun<ConcurrentQueuePort>(ConcurrentQueuePort.Create(), Producers, N, Polling);

    [GlobalSetup(Target = nameof(Channel))]
    public void SetupChannel() => _run = new StreamRun<ChannelPort>(ChannelPort.Unbounded(singleWriter: false), Producers, N, Polling);

    [GlobalSetup(Target = nameof(MpscRingXadd))]
    public void SetupMpscRingXadd() => _run = new StreamRun<MpscRingXaddPort>(MpscRingXaddPort.Create(Capacity), Producers, N, Polling);

    [GlobalSetup(Target = nameof(MpscRingXaddNoWait))]
    public void SetupMpscRingXaddNoWait() =>
        _run = new StreamRun<MpscRingXaddNoWaitPort>(MpscRingXaddNoWaitPort.Create(Capacity), Producers, N, Polling);

    [GlobalSetup(Target = nameof(MpscRingCas))]
    public void SetupMpscRingCas() => _run = new StreamRun<MpscRingCasPort>(MpscRingCasPort.Create(Capacity), Producers, N, Polling);

    [GlobalSetup(Target = nameof(MpscLinkedQueue))]
    public void SetupMpscLinkedQueue() => _run = new StreamRun<MpscLinkedQueuePort>(MpscLinkedQueuePort.Create(), Producers, N, Polling);

#if PERFBUF_PEER_DISRUPTOR
    [GlobalSetup(Target = nameof(DisruptorMultiBusySpin))]
    public void SetupDisruptorMultiBusySpin() =>
        _run = DisruptorRuns.Value(Capacity, ProducerType.Multi, DisruptorWait.BusySpin, Producers, N, Polling);

    [GlobalSetup(Target = nameof(DisruptorMultiYielding))]
    public void SetupDisruptorMultiYielding() =>
        _run = DisruptorRuns.Value(Capacity, ProducerType.Multi, DisruptorWait.Yielding, Producers, N, Polling);
#endif

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>The BCL's lock-free MPMC segment queue: Enqueue / TryDequeue with the shared back-off.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Messages)]
    public long ConcurrentQueue() => _run!.Invoke();

    /// <summary>Unbounded, SingleReader, multi-writer; TryWrite/TryRead with the shared back-off.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long Channel() => _run!.Invoke();

    /// <summary>Bounded (Capacity), slot claimed by fetch-and-add (TryPushMayWait: may wait after losing the race for
    /// the last free slot).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long MpscRingXadd() => _run!.Invoke();

    /// <summary>The same XADD ring through its non-blocking TryPush: a slot is claimed by compare-and-swap only when it
    /// is free, so a producer never waits for the consumer (what TryPost and PoolActor's Posts use).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long MpscRingXaddNoWait() => _run!.Invoke();

    /// <summary>Bounded (Capacity), slot claimed by compare-and-swap.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long MpscRingCas() => _run!.Invoke();

    /// <summary>Unbounded Vyukov node queue with pooled nodes.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long MpscLinkedQueue() => _run!.Invoke();
#if PERFBUF_PEER_DISRUPTOR

    /// <summary>Disruptor-net: ValueDisruptor (struct events, Capacity slots), multi-producer sequencer, IValueEventHandler
    /// on its own thread, BusySpinWaitStrategy. Polling does not apply (Disruptor waits its own way).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long DisruptorMultiBusySpin() => _run!.Invoke();

    /// <summary>As <see cref="DisruptorMultiBusySpin"/> with YieldingWaitStrategy.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long DisruptorMultiYielding() => _run!.Invoke();
#endif
}
