using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Threading;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// One actor's view of an invocation: how many messages it handled and the checksum of their work. Written by
/// the actor's thread only; the hammer arms it before posting (the posts publish the arming) and reads it after
/// the countdown. The hot fields sit in their own padded block so two actors' tallies never share a line.
/// </summary>
/// <remarks>
/// Thread crossings (<see cref="Crossings"/>): every handled message is a hop of the message the hammer sent (its
/// send, <see cref="Crossings.Send"/>, is the hammer's). A mailbox hands an actor its messages in the order they were
/// posted, so the actor's k-th message of an invocation (k from 0, end marker aside) is the one in slot
/// <c>firstSlot + k × slotStride</c>, the layout the hammer used for its sends (<see cref="Arm"/>).
/// </remarks>
public sealed class ActorTally(PayloadTable table, CountdownEvent countdown)
{
    /// <summary>The message that ends an invocation when the count is not known in advance (E06's dropping policy).</summary>
    public const int EndMarker = -1;

    private HotFields _hot;
    private Crossings? _crossings;
    private int _firstSlot;
    private int _slotStride;

    public long Count => _hot.Count;

    public long Checksum => _hot.Checksum;

    /// <summary>
    /// Expect <paramref name="target"/> messages, or, with <paramref name="target"/> = 0, an <see cref="EndMarker"/>;
    /// picks up the crossings counting pass if one is active, and then records the hop of the k-th message handled in
    /// slot <paramref name="firstSlot"/> + k × <paramref name="slotStride"/>.
    /// </summary>
    public void Arm(long target, int firstSlot, int slotStride)
    {
        _hot.Count = 0;
        _hot.Checksum = 0;
        _hot.Target = target;
        _firstSlot = firstSlot;
        _slotStride = slotStride;
        _crossings = Crossings.Active;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(int index)
    {
        if (index == EndMarker)
        {
            countdown.Signal();
            return;
        }
        if (_crossings is { } crossings)
        {
            crossings.Hop(checked(_firstSlot + (int)_hot.Count * _slotStride));
        }
        _hot.Checksum += table.Run(index);
        if (++_hot.Count == _hot.Target)
        {
            countdown.Signal();
        }
    }

    /// <summary>
    /// After an invocation in which every actor was to handle <paramref name="messages"/> messages of checksum
    /// <paramref name="expected"/>: checks each actor's count and checksum, and returns the checksum of all.
    /// </summary>
    public static long VerifyAll(ActorTally[] tallies, long messages, long expected) =>
        VerifyAll(tallies, messages, expected, expectedPerActor: null);

    /// <summary>
    /// As <see cref="VerifyAll(ActorTally[], long, long)"/> where each actor's messages have their own checksum,
    /// <paramref name="expectedPerActor"/>[a].
    /// </summary>
    public static long VerifyAll(ActorTally[] tallies, long messages, long[] expectedPerActor) =>
        VerifyAll(tallies, messages, 0, expectedPerActor);

    private static long VerifyAll(ActorTally[] tallies, long messages, long expected, long[]? expectedPerActor)
    {
        long total = 0;
        for (var a = 0; a < tallies.Length; a++)
        {
            Check.Equal(messages, tallies[a].Count, $"actor {a}: messages handled");
            Check.Equal(expectedPerActor?[a] ?? expected, tallies[a].Checksum, $"actor {a}: checksum");
            total += tallies[a].Checksum;
        }
        return total;
    }

    /// <summary>The actors (at most five) that have not handled <paramref name="messages"/> yet, for a wait that timed out.</summary>
    public static string Laggards(ActorTally[] tallies, long messages) =>
        string.Join(", ", tallies.Select((t, i) => $"#{i} {t.Count}/{messages}").Where((_, i) => tallies[i].Count != messages).Take(5));

    [StructLayout(LayoutKind.Explicit, Size = 3 * CacheLine.Size)]
    private struct HotFields
    {
        [FieldOffset(CacheLine.Size)] public long Count;
        [FieldOffset(CacheLine.Size + 8)] public long Checksum;
        [FieldOffset(CacheLine.Size + 16)] public long Target;
    }
}
