#if PERFBUF_PEER_DISRUPTOR
using Disruptor.Dsl;
using PerfBuf.Peers.DisruptorNet;

namespace PerfBuf.Experiments.Harness;

/// <summary>The Disruptor configurations the experiments run.</summary>
public static class DisruptorRuns
{
    /// <summary><c>ValueDisruptor</c>, struct events, <c>IValueEventHandler</c>.</summary>
    public static DisruptorStreamRun<ValueRingPublisher> Value(int ringSize, ProducerType type, DisruptorWait wait, int producers, long messages,
        Polling polling = Polling.Patient, int claim = 1) =>
        new(sink => new DisruptorValueStream<VerifyingSink>(ringSize, type, wait, sink), producers, messages, polling, claim);

    /// <summary><c>Disruptor&lt;T&gt;</c>, class events, <c>IBatchEventHandler</c>.</summary>
    public static DisruptorStreamRun<RingPublisher> Batch(int ringSize, ProducerType type, DisruptorWait wait, int producers, long messages,
        Polling polling = Polling.Patient, int claim = 1) =>
        new(sink => new DisruptorBatchStream<VerifyingSink>(ringSize, type, wait, sink), producers, messages, polling, claim);
}
#endif
