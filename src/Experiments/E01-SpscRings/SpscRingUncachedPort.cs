using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E01;

public readonly struct SpscRingUncachedPort(SpscRingUncached<long>.Producer producer, SpscRingUncached<long>.Consumer consumer) : IPort
{
    public static SpscRingUncachedPort Create(int capacity)
    {
        var (p, c) = SpscRingUncached<long>.Create(capacity);
        return new SpscRingUncachedPort(p, c);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);
}
