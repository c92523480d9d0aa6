using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E01;

public readonly struct SpscRingPort(SpscProducer<long> producer, SpscConsumer<long> consumer) : IDrainPort
{
    public static SpscRingPort Create(int capacity)
    {
        var (p, c) = SpscRing<long>.Create(capacity);
        return new SpscRingPort(p, c);
    }

    public SpscProducer<long> Producer => producer;
    public SpscConsumer<long> Consumer => consumer;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);

    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, Mailboxes.IHandler<long> =>
        consumer.Drain(ref handler, max);
}
