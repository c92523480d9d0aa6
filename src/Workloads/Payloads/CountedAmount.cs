using PerfBuf.Core.Threading;

namespace PerfBuf.Workloads.Payloads;

/// <summary>
/// A counted amount: an integer message (E12's Add) that carries its <see cref="Crossings"/> slot during a counting
/// pass, so the message keeps its type and size — the slot in the high 32 bits, the amount (0 … 2^32 − 1) in the low
/// 32. Senders post counted amounts only while a pass is active; the handler reads the slot back with <see cref="Hop"/>.
/// </summary>
public static class CountedAmount
{
    /// <summary><paramref name="amount"/> with <paramref name="slot"/> in its high half.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The amount is not within 0 … 2^32 − 1, or the slot is negative.</exception>
    public static long Encode(long amount, int slot)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(amount);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(amount, uint.MaxValue);
        ArgumentOutOfRangeException.ThrowIfNegative(slot);
        return ((long)slot << 32) | amount;
    }

    /// <summary>Records the hop of the message whose slot <paramref name="counted"/> carries and returns its amount.</summary>
    public static long Hop(Crossings crossings, long counted)
    {
        ArgumentNullException.ThrowIfNull(crossings);
        crossings.Hop((int)(counted >>> 32));
        return counted & uint.MaxValue;
    }

    /// <summary>
    /// What an Add of <paramref name="value"/> adds: the value itself outside a counting pass; within one (every Add
    /// is counted then) its amount, once its hop is recorded.
    /// </summary>
    public static long Add(long value) => Crossings.Active is { } crossings ? Hop(crossings, value) : value;

    /// <summary>The slot E12's GetAndReset asks travel in (one ask in flight at a time; the Adds use slots from 1 on).</summary>
    public const int AskSlot = 0;

    /// <summary>Records a GetAndReset ask's hop in <see cref="AskSlot"/> while a counting pass is active.</summary>
    public static void AskHop() => Crossings.Active?.Hop(AskSlot);
}
