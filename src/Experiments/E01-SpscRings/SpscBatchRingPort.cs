using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E01;

/// <summary>The ring of SpscRing.cs behind its batch-publishing producer end (SpscBatchProducer.cs).</summary>
public readonly struct SpscBatchRingPort(SpscBatchProducer<long> producer, SpscConsumer<long> consumer) : IDrainPort
{
    public static SpscBatchRingPort Create(int capacity)
    {
        var (p, c) = SpscBatchRing.Create<long>(capacity);
        return new SpscBatchRingPort(p, c);
    }

    public SpscBatchProducer<long> Producer => producer;
    public SpscConsumer<long> Consumer => consumer;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);

    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, Mailboxes.IHandler<long> =>
        consumer.Drain(ref handler, max);
}
