using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E01;

public readonly struct SpscRingPad64Port(SpscRingPad64<long>.Producer producer, SpscRingPad64<long>.Consumer consumer) : IPort
{
    public static SpscRingPad64Port Create(int capacity)
    {
        var (p, c) = SpscRingPad64<long>.Create(capacity);
        return new SpscRingPad64Port(p, c);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);
}
