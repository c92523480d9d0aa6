using System.Runtime.CompilerServices;

namespace PerfBuf.Core.Waiting;

/// <summary>
/// An imperative spin-then-yield back-off for retry loops whose "attempt" has side effects
/// (<c>while (!TryPush(x)) backoff.Pause();</c>), where a <see cref="IWaitCondition"/> does not fit.
/// Spins <see cref="SpinLimit"/> hints, then yields the core between attempts, every 16th time with
/// <c>Thread.Sleep(0)</c>. Never sleeps for a time slice, so it never adds a timer's latency.
/// </summary>
public struct Backoff
{
    private int _count;

    /// <summary>Spin hints before the first yield.</summary>
    public int SpinLimit { get; }

    public Backoff(int spinLimit)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(spinLimit);
        SpinLimit = spinLimit;
        _count = 0;
    }

    /// <summary>Attempts since the last <see cref="Reset"/>.</summary>
    public readonly int Count => _count;

    /// <summary>Waits a little before the next attempt.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Pause()
    {
        if (_count < SpinLimit)
        {
            SpinHint.Pause();
        }
        else
        {
            Yield(_count - SpinLimit);
        }
        _count++;
    }

    /// <summary>Call after a successful attempt so the next wait starts with spinning again.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Reset() => _count = 0;

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void Yield(int yields)
    {
        if ((yields & 15) == 15)
        {
            Thread.Sleep(0);
        }
        else
        {
            Thread.Yield();
        }
    }
}
