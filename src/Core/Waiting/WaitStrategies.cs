using System.Runtime.CompilerServices;

namespace PerfBuf.Core.Waiting;

/// <summary>
/// Spins on the processor's spin hint and never gives up the core. Lowest wake-up latency; on a machine with
/// fewer cores than spinning threads it starves the thread it waits for, so use it only with pinned threads
/// and spare cores.
/// </summary>
public readonly struct BusySpinWait : IWaitStrategy
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WaitUntil<TCondition>(ref TCondition condition) where TCondition : struct, IWaitCondition
    {
        while (!condition.IsSatisfied())
        {
            SpinHint.Pause();
        }
    }

    /// <summary>Nothing to do: a spinning waiter sees the publication by itself.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Wake() { }
}

/// <summary>
/// Spins <see cref="SpinLimit"/> hints, then calls <see cref="Thread.Yield"/> between checks (and
/// <c>Thread.Sleep(0)</c> every 16th time, so threads of any priority get the core). Never sleeps, so the
/// publisher pays nothing; an idle waiter still burns its core.
/// </summary>
public readonly struct SpinThenYieldWait : IWaitStrategy
{
    /// <summary>Spin hints before the first yield.</summary>
    public int SpinLimit { get; }

    public SpinThenYieldWait(int spinLimit)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(spinLimit);
        SpinLimit = spinLimit;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WaitUntil<TCondition>(ref TCondition condition) where TCondition : struct, IWaitCondition
    {
        if (!condition.IsSatisfied())
        {
            WaitSlow(ref condition, SpinLimit);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void WaitSlow<TCondition>(ref TCondition condition, int spinLimit) where TCondition : struct, IWaitCondition
    {
        var backoff = new Backoff(spinLimit);
        while (!condition.IsSatisfied())
        {
            backoff.Pause();
        }
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Wake() { }
}

/// <summary>
/// Spins, then yields, then parks on a <see cref="Parker"/> shared with the publisher. Idle waiters cost no
/// CPU; a publisher whose waiter is awake pays one fence and one read of a line that only parking writes.
/// </summary>
public readonly struct SpinThenParkWait : IWaitStrategy
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

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Wake() => _parker.Unpark();
}
