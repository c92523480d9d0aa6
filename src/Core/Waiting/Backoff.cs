using System.Runtime.CompilerServices;

namespace PerfBuf.Core.Waiting;

/// <summary>
/// An imperative back-off for retry loops whose "attempt" has side effects
/// (<c>while (!TryPush(x)) backoff.Pause();</c>), where a <see cref="IWaitCondition"/> does not fit.
/// </summary>
/// <remarks>
/// It spins on the processor's spin hint until <see cref="SpinLimit"/> hints are spent, then yields the core
/// between attempts (every 16th time with <c>Thread.Sleep(0)</c>); it never sleeps for a time slice.
/// <see cref="PausesPerPoll"/> sets how often the caller polls while spinning: 1 polls after every hint (lowest
/// latency); a larger value lets that many hints pass between polls. A poll of an empty or full ring reads the
/// very cache line the other side is writing, so polling eagerly makes the other side pay a line transfer per
/// poll, while a patient poller lets a batch accumulate: PausesPerPoll trades the poller's latency against the
/// other side's throughput.
/// </remarks>
public struct Backoff
{
    private int _count;
    private int _spun;

    /// <summary>Spin hints to spend before the first yield.</summary>
    public int SpinLimit { get; }

    /// <summary>Spin hints between two polls (1 = poll after every hint).</summary>
    internal int PausesPerPoll { get; }

    public Backoff(int spinLimit, int pausesPerPoll = 1)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(spinLimit);
        ArgumentOutOfRangeException.ThrowIfLessThan(pausesPerPoll, 1);
        SpinLimit = spinLimit;
        PausesPerPoll = pausesPerPoll;
        _count = 0;
        _spun = 0;
    }

    /// <summary>Attempts since the last <see cref="Reset"/>.</summary>
    public readonly int Count => _count;

    /// <summary>Waits a little before the next attempt.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Pause()
    {
        if (_spun < SpinLimit)
        {
            if (PausesPerPoll == 1)
            {
                SpinHint.Pause();
                _spun++;
            }
            else
            {
                Spin(PausesPerPoll);
                _spun += PausesPerPoll;
            }
        }
        else
        {
            Yield(_count);
        }
        _count++;
    }

    /// <summary>Call after a successful attempt so the next wait starts with spinning again.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Reset()
    {
        _count = 0;
        _spun = 0;
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void Spin(int pauses)
    {
        for (var i = 0; i < pauses; i++)
        {
            SpinHint.Pause();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void Yield(int attempt)
    {
        if ((attempt & 15) == 15)
        {
            Thread.Sleep(0);
        }
        else
        {
            Thread.Yield();
        }
    }
}
