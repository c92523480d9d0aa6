using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Experiments.E02;

public readonly struct MpscRingCasPort(MpscCasProducer<long> producer, MpscCasConsumer<long> consumer) : IPort
{
    public static MpscRingCasPort Create(int capacity)
    {
        var (p, c) = MpscRingCas<long>.Create(capacity);
        return new MpscRingCasPort(p, c);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);
}
