using System.Runtime.CompilerServices;

namespace PerfBuf.Core.Waiting;

/// <summary>
/// Spins, then yields, then parks on a <see cref="Parker"/> shared with the publisher. Idle waiters cost no
/// CPU; a publisher whose waiter is awake pays one fence and one read of a line that only parking writes.
/// </summary>
/// <remarks>
/// Contract: the publisher makes its data visible first (a release store), then calls <see cref="Wake"/>.
/// <see cref="WaitUntil{TCondition}"/> returns only once the condition holds; it never returns early and never
/// misses a wake-up that follows a publication.
/// </remarks>
public readonly struct SpinThenParkWait
{
    private readonly Parker _parker;

    /// <summary>Spin hints before yielding.</summary>
    public int SpinLimit { get; }

    /// <summary>Yields after spinning, before parking.</summary>
    public int YieldLimit { get; }

    public SpinThenParkWait(Parker parker, int spinLimit = 1024, int yieldLimit = 64)
    {
        ArgumentNullException.ThrowIfNull(parker);
        ArgumentOutOfRangeException.ThrowIfNegative(spinLimit);
        ArgumentOutOfRangeException.ThrowIfNegative(yieldLimit);
        _parker = parker;
        SpinLimit = spinLimit;
        YieldLimit = yieldLimit;
    }

    /// <summary>The parking spot this strategy and its publisher share.</summary>
    public Parker Parker => _parker;

    /// <summary>Blocks (spins, yields, then parks) until <paramref name="condition"/> holds.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WaitUntil<TCondition>(ref TCondition condition) where TCondition : struct, IWaitCondition
    {
        if (!condition.IsSatisfied())
        {
            WaitSlow(ref condition);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WaitSlow<TCondition>(ref TCondition condition) where TCondition : struct, IWaitCondition
    {
        for (var i = 0; i < SpinLimit; i++)
        {
            SpinHint.Pause();
            if (condition.IsSatisfied())
            {
                return;
            }
        }
        for (var i = 0; i < YieldLimit; i++)
        {
            Thread.Yield();
            if (condition.IsSatisfied())
            {
                return;
            }
        }
        _parker.Park(ref condition);
    }

    /// <summary>Publisher side, after publishing: wakes a parked waiter if there is one.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Wake() => _parker.Unpark();
}
