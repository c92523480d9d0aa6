using System.Diagnostics;
using System.Runtime.CompilerServices;

namespace PerfBuf.Mailboxes.Mpsc;

/// <summary>
/// The operations off the push/pop paths of the bounded MPSC rings (MpscRingCas, MpscRingXadd, MpscBatchRing): close,
/// completion, count and the Debug invariant check, written once on the shared tail word (position bits plus
/// <see cref="MpscIndices.ClosedBit"/>) and the consumer's head. Each ring passes its own index fields (the rings keep
/// them in different padded structs); every read keeps the order and the ordering (Volatile.Read = acquire) the rings
/// had when each wrote these itself.
/// </summary>
/// <remarks>
/// Two ways to know where the stream ends. MpscRingCas and MpscBatchRing claim by compare-and-swap on the whole tail
/// word, so once Close has set the closed bit no claim can succeed and the tail's position part is the end
/// (<see cref="IsCompletedByClosedBit"/>). MpscRingXadd's fetch-and-add keeps moving the tail after Close (tickets
/// drawn with the bit set are refused, not given back), so its end is the position recorded by the first closer
/// (<see cref="CloseRecordingEnd"/>, <see cref="IsCompletedAtClosedAt"/>).
/// </remarks>
internal static class MpscTail
{
    /// <summary>Sets the closed bit (Interlocked: a full fence; idempotent); returns the tail word before it.</summary>
    internal static long Close(ref long tail) => Interlocked.Or(ref tail, MpscIndices.ClosedBit);

    /// <summary>MpscRingXadd's close: sets the closed bit; the first closer records the position at which the ring
    /// closed in <paramref name="closedAt"/> (release).</summary>
    internal static void CloseRecordingEnd(ref long tail, ref long closedAt)
    {
        var before = Close(ref tail);
        if ((before & MpscIndices.ClosedBit) == 0)
        {
            Volatile.Write(ref closedAt, before); // the first closer records where the stream ends
        }
    }

    /// <summary>Consumer only, for the rings whose claims compare the whole tail word: closed, and the tail's position
    /// equals <paramref name="head"/> (every claimed position delivered, none can follow). Reads tail (acquire), then
    /// head (the consumer's own, plain).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool IsCompletedByClosedBit(ref long tail, ref long head)
    {
        var observed = Volatile.Read(ref tail); // acquire
        return (observed & MpscIndices.ClosedBit) != 0 && (observed & MpscIndices.PositionMask) == head;
    }

    /// <summary>Consumer only, MpscRingXadd: the close position is known and <paramref name="head"/> reached it. Reads
    /// closedAt (acquire; -1 while open or mid-Close), then head (plain).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static bool IsCompletedAtClosedAt(ref long closedAt, ref long head)
    {
        var end = Volatile.Read(ref closedAt);
        return end >= 0 && head == end;
    }

    /// <summary>Claimed positions not yet consumed (published or about to be): tail's position (acquire) minus head.
    /// Never above the capacity for a ring that claims only free cells (MpscRingCas, MpscBatchRing).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static int Claimed(ref long tail, ref long head) =>
        (int)((Volatile.Read(ref tail) & MpscIndices.PositionMask) - head);

    /// <summary>As <see cref="Claimed"/>, capped to [0, <paramref name="capacity"/>]: MpscRingXadd's count, whose tail
    /// also counts overshooting tickets still waiting outside the ring.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static int ClaimedCapped(ref long tail, ref long head, int capacity)
    {
        var claimed = (Volatile.Read(ref tail) & MpscIndices.PositionMask) - head;
        return (int)Math.Clamp(claimed, 0, capacity);
    }

    /// <summary>Debug check of 0 &lt;= tail - head &lt;= <paramref name="capacity"/> (MpscRingCas, MpscBatchRing).
    /// Reads head, then tail.</summary>
    [Conditional("DEBUG")]
    internal static void AssertWithinCapacity(ref long tail, ref long head, int capacity)
    {
        var consumed = head;
        var claimed = Volatile.Read(ref tail) & MpscIndices.PositionMask;
        Debug.Assert(consumed <= claimed && claimed - consumed <= capacity, "tail - head outside [0, capacity]");
    }

    /// <summary>Debug check of MpscRingXadd: head &lt;= tail, and head never past the close position (overshooting
    /// tickets can put tail more than a capacity ahead, so that bound is not checked). Reads head, tail,
    /// closedAt.</summary>
    [Conditional("DEBUG")]
    internal static void AssertWithinClaims(ref long tail, ref long head, ref long closedAt)
    {
        var consumed = head;
        var claimed = Volatile.Read(ref tail) & MpscIndices.PositionMask;
        var end = Volatile.Read(ref closedAt);
        Debug.Assert(consumed <= claimed, "consumed a position nobody claimed");
        Debug.Assert(end < 0 || consumed <= end, "consumed past the close position");
    }
}
