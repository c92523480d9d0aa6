using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Experiments.E02;

/// <summary>The XADD ring through its non-blocking claim (TryPushCas: compare-and-swap, never waits for the consumer):
/// what the actors' non-blocking calls pay, beside <see cref="MpscRingXaddPort"/> on the same ring.</summary>
public readonly struct MpscRingXaddNoWaitPort(MpscXaddProducer<long> producer, MpscXaddConsumer<long> consumer) : IPort
{
    public static MpscRingXaddNoWaitPort Create(int capacity)
    {
        var (p, c) = MpscRingXadd<long>.Create(capacity);
        return new MpscRingXaddNoWaitPort(p, c);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPushCas(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);
}
