using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core.Padding;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// One actor's view of an invocation: how many messages it handled and the checksum of their work. Written by
/// the actor's thread only; the hammer arms it before posting (the posts publish the arming) and reads it after
/// the countdown. The hot fields sit in their own padded block so two actors' tallies never share a line.
/// </summary>
public sealed class ActorTally(PayloadTable table, CountdownEvent countdown)
{
    /// <summary>The message that ends an invocation when the count is not known in advance (E06's dropping policy).</summary>
    public const int EndMarker = -1;

    private HotFields _hot;

    public long Count => _hot.Count;

    public long Checksum => _hot.Checksum;

    /// <summary>Expect <paramref name="target"/> messages, or, with <paramref name="target"/> = 0, an <see cref="EndMarker"/>.</summary>
    public void Arm(long target)
    {
        _hot.Count = 0;
        _hot.Checksum = 0;
        _hot.Target = target;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(int index)
    {
        if (index == EndMarker)
        {
            countdown.Signal();
            return;
        }
        _hot.Checksum += table.Run(index);
        if (++_hot.Count == _hot.Target)
        {
            countdown.Signal();
        }
    }

    [StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
    private struct HotFields
    {
        [FieldOffset(CacheLine.Size)] public long Count;
        [FieldOffset(CacheLine.Size + 8)] public long Checksum;
        [FieldOffset(CacheLine.Size + 16)] public long Target;
    }
}
