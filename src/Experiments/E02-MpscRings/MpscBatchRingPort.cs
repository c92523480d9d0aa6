using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Experiments.E02;

/// <summary>The batch-freeing ring (Disruptor's multi-producer layout): TryPush per message, or TryPushBatch through
/// <see cref="Producer"/>; the consumer drains in batches (<see cref="Loops.Drain"/>), each freed with one store.</summary>
public readonly struct MpscBatchRingPort(MpscBatchProducer<long> producer, MpscBatchConsumer<long> consumer) : IDrainPort
{
    public static MpscBatchRingPort Create(int capacity)
    {
        var (p, c) = MpscBatchRing<long>.Create(capacity);
        return new MpscBatchRingPort(p, c);
    }

    public MpscBatchProducer<long> Producer => producer;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);

    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<long> =>
        consumer.Drain(ref handler, max);
}
