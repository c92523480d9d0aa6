using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Experiments.Harness;

public readonly struct MpscRingXaddPort(MpscXaddProducer<long> producer, MpscXaddConsumer<long> consumer) : IPort
{
    public static MpscRingXaddPort Create(int capacity)
    {
        var (p, c) = MpscRingXadd<long>.Create(capacity);
        return new MpscRingXaddPort(p, c);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);
}
