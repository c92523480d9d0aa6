using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Experiments.E02;

/// <summary>The XADD ring through its fetch-and-add claim (TryPushXadd): the producers of a stream wait for room
/// anyway, and this is the claim E02 has measured as "MpscRingXadd" from the start.</summary>
public readonly struct MpscRingXaddPort(MpscXaddProducer<long> producer, MpscXaddConsumer<long> consumer) : IPort
{
    public static MpscRingXaddPort Create(int capacity)
    {
        var (p, c) = MpscRingXadd<long>.Create(capacity);
        return new MpscRingXaddPort(p, c);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPushXadd(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);
}
