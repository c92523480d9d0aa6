using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E01;

/// <summary>SpscRing's per-message producer with the span consumer (SpscSpanConsumer.cs).</summary>
public readonly struct SpscSpanRingPort(SpscProducer<long> producer, SpscSpanConsumer<long> consumer) : ISpanDrainPort
{
    public static SpscSpanRingPort Create(int capacity)
    {
        var (p, c) = SpscSpanRing.Create<long>(capacity);
        return new SpscSpanRingPort(p, c);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    public bool TryPop(out long item) => OneItem.TryPop(consumer, out item);

    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, ISpanHandler<long> =>
        consumer.Drain(ref handler, max);
}

/// <summary>SpscRing's batch producer (SpscBatchProducer.cs) with the span consumer.</summary>
public readonly struct SpscBatchSpanRingPort(SpscBatchProducer<long> producer, SpscSpanConsumer<long> consumer) : ISpanDrainPort
{
    public static SpscBatchSpanRingPort Create(int capacity)
    {
        var (p, c) = SpscSpanRing.CreateBatch<long>(capacity);
        return new SpscBatchSpanRingPort(p, c);
    }

    public SpscBatchProducer<long> Producer => producer;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    public bool TryPop(out long item) => OneItem.TryPop(consumer, out item);

    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, ISpanHandler<long> =>
        consumer.Drain(ref handler, max);
}

/// <summary>A single pop from a span consumer: a drain of at most one item (the ports' TryPop; the stream rows drain).</summary>
internal struct OneItem : ISpanHandler<long>
{
    private long _item;

    public void Handle(ReadOnlySpan<long> items) => _item = items[0];

    public static bool TryPop(SpscSpanConsumer<long> consumer, out long item)
    {
        var one = new OneItem();
        var got = consumer.Drain(ref one, 1) == 1;
        item = one._item;
        return got;
    }
}

/// <summary>The lean ring (SpscLeanRing.cs): per-message push and pop, or the span drain.</summary>
public readonly struct SpscLeanRingPort(SpscLeanProducer<long> producer, SpscLeanConsumer<long> consumer) : ISpanDrainPort
{
    public static SpscLeanRingPort Create(int capacity)
    {
        var (p, c) = SpscLeanRing.Create<long>(capacity);
        return new SpscLeanRingPort(p, c);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);

    public int Drain<THandler>(ref THandler handler, int max) where THandler : struct, ISpanHandler<long> =>
        consumer.Drain(ref handler, max);
}
