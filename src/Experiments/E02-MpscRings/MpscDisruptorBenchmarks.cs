// Disruptor-net's E02 class (all of its rows), compiled under PERFBUF_PEER_DISRUPTOR.
#if PERFBUF_PEER_DISRUPTOR
using BenchmarkDotNet.Attributes;
using Disruptor.Dsl;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Peers.DisruptorNet;

namespace PerfBuf.Experiments.E02;

/// <summary>
/// E02's workload through multi-producer Disruptor-net (compiled where it restores, docs/DESIGN.md §8): P producer threads
/// each publish their own sequence 1..N/P into one ring of <see cref="MpscStreamBenchmarks.Capacity"/> slots; the
/// handler on the consumer thread verifies per-producer FIFO, count and checksum. One operation = one message.
/// A class of its own so it can run P = 1 and 2 only: with 4 busy-spinning producers and a busy-spinning consumer on
/// 2 cores a row measures the OS scheduler for minutes per case (earlier runs: 3.2–3.4 µs per message), and the
/// wait strategies under test decide nothing there. The final drain waits patiently (Disruptor's consumer waits its
/// own way: its wait strategy).
/// </summary>
[BenchmarkCategory("E02")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = MpscStreamBenchmarks.Capacity)]
public class MpscDisruptorBenchmarks
{
    /// <summary>Sequences a <c>DisruptorClaim*</c> producer claims and publishes at once (Next(n) … Publish(lo, hi)).</summary>
    public const int ClaimRun = 64;

    private IRun? _run;

    [Params(1, 2)]
    public int Producers { get; set; }

    private int N => Scale.Of(MpscStreamBenchmarks.Messages) / Producers * Producers;

    /// <summary><paramref name="run"/>, counting its crossings at cleanup: one slot per message (producer × N/P + sequence).</summary>
    private IRun Counted(IRun run) => run.Counted(N, SequenceVerifier.CrossingSlots(Producers, N / Producers));

    [GlobalSetup(Target = nameof(DisruptorMultiBusySpin))]
    public void SetupDisruptorMultiBusySpin() =>
        _run = Counted(DisruptorRuns.Value(MpscStreamBenchmarks.Capacity, ProducerType.Multi, DisruptorWait.BusySpin, Producers, N, Polling.Patient));

    [GlobalSetup(Target = nameof(DisruptorMultiYielding))]
    public void SetupDisruptorMultiYielding() =>
        _run = Counted(DisruptorRuns.Value(MpscStreamBenchmarks.Capacity, ProducerType.Multi, DisruptorWait.Yielding, Producers, N, Polling.Patient));

    [GlobalSetup(Target = nameof(DisruptorMultiSleeping))]
    public void SetupDisruptorMultiSleeping() =>
        _run = Counted(DisruptorRuns.Value(MpscStreamBenchmarks.Capacity, ProducerType.Multi, DisruptorWait.Sleeping, Producers, N, Polling.Patient));

    [GlobalSetup(Target = nameof(DisruptorMultiBlocking))]
    public void SetupDisruptorMultiBlocking() =>
        _run = Counted(DisruptorRuns.Value(MpscStreamBenchmarks.Capacity, ProducerType.Multi, DisruptorWait.Blocking, Producers, N, Polling.Patient));

    [GlobalSetup(Target = nameof(DisruptorMultiBatchBusySpin))]
    public void SetupDisruptorMultiBatchBusySpin() =>
        _run = Counted(DisruptorRuns.Batch(MpscStreamBenchmarks.Capacity, ProducerType.Multi, DisruptorWait.BusySpin, Producers, N, Polling.Patient));

    [GlobalSetup(Target = nameof(DisruptorClaim64BusySpin))]
    public void SetupDisruptorClaim64BusySpin() =>
        _run = Counted(DisruptorRuns.Value(MpscStreamBenchmarks.Capacity, ProducerType.Multi, DisruptorWait.BusySpin, Producers, N, Polling.Patient, claim: ClaimRun));

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>Disruptor-net: ValueDisruptor (struct events, Capacity slots), multi-producer sequencer, IValueEventHandler
    /// on its own thread, BusySpinWaitStrategy.</summary>
    [PeerRow(PeerLibrary.Disruptor)]
    [Benchmark(OperationsPerInvoke = MpscStreamBenchmarks.Messages)]
    public long DisruptorMultiBusySpin() => _run!.Invoke();

    /// <summary>As <see cref="DisruptorMultiBusySpin"/> with YieldingWaitStrategy.</summary>
    [PeerRow(PeerLibrary.Disruptor)]
    [Benchmark(OperationsPerInvoke = MpscStreamBenchmarks.Messages)]
    public long DisruptorMultiYielding() => _run!.Invoke();

    /// <summary>As <see cref="DisruptorMultiBusySpin"/> with SleepingWaitStrategy (spin, yield, then Sleep(0)).</summary>
    [PeerRow(PeerLibrary.Disruptor)]
    [Benchmark(OperationsPerInvoke = MpscStreamBenchmarks.Messages)]
    public long DisruptorMultiSleeping() => _run!.Invoke();

    /// <summary>As <see cref="DisruptorMultiBusySpin"/> with BlockingWaitStrategy (every Publish pulses a monitor).</summary>
    [PeerRow(PeerLibrary.Disruptor)]
    [Benchmark(OperationsPerInvoke = MpscStreamBenchmarks.Messages)]
    public long DisruptorMultiBlocking() => _run!.Invoke();

    /// <summary>Disruptor&lt;T&gt; (class events), multi-producer sequencer, IBatchEventHandler over each available batch, BusySpin.</summary>
    [PeerRow(PeerLibrary.Disruptor)]
    [Benchmark(OperationsPerInvoke = MpscStreamBenchmarks.Messages)]
    public long DisruptorMultiBatchBusySpin() => _run!.Invoke();

    /// <summary>Labelled, not like for like: as <see cref="DisruptorMultiBusySpin"/>, but each producer claims and
    /// publishes runs of <see cref="ClaimRun"/> sequences (one fetch-and-add on the cursor per run, not per message).</summary>
    [PeerRow(PeerLibrary.Disruptor)]
    [Benchmark(OperationsPerInvoke = MpscStreamBenchmarks.Messages)]
    public long DisruptorClaim64BusySpin() => _run!.Invoke();
}
#endif
