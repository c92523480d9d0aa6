using System.Collections.Concurrent;
using System.Runtime.CompilerServices;
using System.Threading.Channels;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.Lab.Workloads;

/// <summary>
/// One queue implementation seen by a workload: a non-blocking push and pop. Implemented by readonly structs
/// so the workload loops are specialised per implementation by the JIT (no interface dispatch per message).
/// </summary>
/// <remarks>
/// Every port is driven by the same loops with the same <see cref="Core.Waiting.Backoff"/>, so the rows of an
/// experiment differ only in the queue. Exceptions: <see cref="BlockingCollectionPort"/> blocks inside the
/// collection (its purpose), and the async Channel rows use the Channel's own awaitable API.
/// </remarks>
public interface IPort
{
    /// <summary>False when the queue is full right now.</summary>
    bool TryPush(long item);

    /// <summary>False when the queue is empty right now.</summary>
    bool TryPop(out long item);
}

/// <summary>Helpers for ports over the lab's mailboxes.</summary>
internal static class PortStatus
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool Pushed(PushStatus status)
    {
        if (status == PushStatus.Ok)
        {
            return true;
        }
        if (status == PushStatus.Closed)
        {
            Check.Fail("push to a closed mailbox");
        }
        return false;
    }
}

public readonly struct SpscRingPort(SpscProducer<long> producer, SpscConsumer<long> consumer) : IPort
{
    public static SpscRingPort Create(int capacity)
    {
        var (p, c) = SpscRing<long>.Create(capacity);
        return new SpscRingPort(p, c);
    }

    public SpscProducer<long> Producer => producer;
    public SpscConsumer<long> Consumer => consumer;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => PortStatus.Pushed(producer.TryPush(item));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => consumer.TryPop(out item);
}

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

/// <summary>A Channel driven through its synchronous TryWrite/TryRead (no awaits).</summary>
public readonly struct ChannelPort(Channel<long> channel) : IPort
{
    /// <summary>The lab's unbounded single-reader/single-writer channel (the E01 baseline).</summary>
    public static ChannelPort Unbounded(bool singleWriter) =>
        new(System.Threading.Channels.Channel.CreateUnbounded<long>(new UnboundedChannelOptions { SingleReader = true, SingleWriter = singleWriter }));

    /// <summary>A bounded channel whose writers wait when full.</summary>
    public static ChannelPort Bounded(int capacity, bool singleWriter) =>
        new(System.Threading.Channels.Channel.CreateBounded<long>(new BoundedChannelOptions(capacity)
        {
            SingleReader = true,
            SingleWriter = singleWriter,
            FullMode = BoundedChannelFullMode.Wait,
        }));

    public Channel<long> Channel => channel;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item) => channel.Writer.TryWrite(item);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => channel.Reader.TryRead(out item);
}

public readonly struct ConcurrentQueuePort(ConcurrentQueue<long> queue) : IPort
{
    public static ConcurrentQueuePort Create() => new(new ConcurrentQueue<long>());

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item)
    {
        queue.Enqueue(item);
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => queue.TryDequeue(out item);
}

/// <summary>
/// BlockingCollection used as designed: <c>Add</c> blocks while the bounded collection is full and
/// <c>Take</c> blocks while it is empty (both wait on SemaphoreSlim). The token lets a failed run tear down.
/// </summary>
public readonly struct BlockingCollectionPort(BlockingCollection<long> collection, CancellationToken stop) : IPort
{
    public static BlockingCollectionPort Bounded(int capacity, CancellationToken stop) =>
        new(new BlockingCollection<long>(new ConcurrentQueue<long>(), capacity), stop);

    public bool TryPush(long item)
    {
        collection.Add(item, stop);
        return true;
    }

    public bool TryPop(out long item)
    {
        item = collection.Take(stop);
        return true;
    }
}
