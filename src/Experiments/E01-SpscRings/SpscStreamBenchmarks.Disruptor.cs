// Disruptor-net's rows of SpscStreamBenchmarks, compiled under PERFBUF_PEER_DISRUPTOR.
#if PERFBUF_PEER_DISRUPTOR
using BenchmarkDotNet.Attributes;
using Disruptor.Dsl;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Peers.DisruptorNet;

namespace PerfBuf.Experiments.E01;

public partial class SpscStreamBenchmarks
{
    [GlobalSetup(Target = nameof(DisruptorValueBusySpin))]
    public void SetupDisruptorValueBusySpin() => _run = Counted(DisruptorRuns.Value(Capacity, ProducerType.Single, DisruptorWait.BusySpin, 1, N));

    [GlobalSetup(Target = nameof(DisruptorValueYielding))]
    public void SetupDisruptorValueYielding() => _run = Counted(DisruptorRuns.Value(Capacity, ProducerType.Single, DisruptorWait.Yielding, 1, N));

    [GlobalSetup(Target = nameof(DisruptorBatchBusySpin))]
    public void SetupDisruptorBatchBusySpin() => _run = Counted(DisruptorRuns.Batch(Capacity, ProducerType.Single, DisruptorWait.BusySpin, 1, N));

    [GlobalSetup(Target = nameof(DisruptorClaim64BusySpin))]
    public void SetupDisruptorClaim64BusySpin() =>
        _run = Counted(DisruptorRuns.Value(Capacity, ProducerType.Single, DisruptorWait.BusySpin, 1, N, claim: SpscLoops.Batch));

    /// <summary>Disruptor-net: ValueDisruptor (struct events, Capacity slots), single-producer sequencer,
    /// IValueEventHandler on its own thread, BusySpinWaitStrategy. The measuring thread is the producer.</summary>
    [PeerRow(PeerLibrary.Disruptor)]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long DisruptorValueBusySpin() => _run!.Invoke();

    /// <summary>As <see cref="DisruptorValueBusySpin"/> with YieldingWaitStrategy.</summary>
    [PeerRow(PeerLibrary.Disruptor)]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long DisruptorValueYielding() => _run!.Invoke();

    /// <summary>Disruptor-net: Disruptor&lt;T&gt; (class events), IBatchEventHandler over each available batch, BusySpin.</summary>
    [PeerRow(PeerLibrary.Disruptor)]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long DisruptorBatchBusySpin() => _run!.Invoke();

    /// <summary>The batch-publishing family's peer: as <see cref="DisruptorValueBusySpin"/>, but the producer claims
    /// <see cref="SpscLoops.Batch"/> (64) sequences at once (<c>Next(n)</c>), fills them and publishes the range with one call, as
    /// SpscRingBatch publishes 64 messages with one store.</summary>
    [PeerRow(PeerLibrary.Disruptor)]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long DisruptorClaim64BusySpin() => _run!.Invoke();
}
#endif
