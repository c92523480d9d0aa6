using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E01;

public readonly struct SpscSlotRingPort(SpscSlotProducer<long> producer, SpscSlotConsumer<long> consumer) : IPort
{
    public static SpscSlotRingPort Create(int capacity)
    {
        var (p, c) = SpscSlotRing<long>.Create(capacity);
        return new SpscSlotRingPort(p, c);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);
}
