using System.Runtime.CompilerServices;
using System.Threading.Channels;

namespace PerfBuf.Experiments.Harness;

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
