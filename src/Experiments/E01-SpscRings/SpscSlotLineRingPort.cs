using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E01;

/// <summary>SpscSlotLineRing.cs: the per-slot sequence ring with one slot per 128-byte block.</summary>
public readonly struct SpscSlotLineRingPort(SpscSlotLineProducer<long> producer, SpscSlotLineConsumer<long> consumer) : IPort
{
    public static SpscSlotLineRingPort Create(int capacity)
    {
        var (p, c) = SpscSlotLineRing<long>.Create(capacity);
        return new SpscSlotLineRingPort(p, c);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);
}
