using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Experiments.E02;

public readonly struct MpscLinkedQueuePort(MpscLinkedProducer<long> producer, MpscLinkedConsumer<long> consumer) : IPort
{
    public static MpscLinkedQueuePort Create()
    {
        var (p, c) = MpscLinkedQueue<long>.Create();
        return new MpscLinkedQueuePort(p, c);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);
}
