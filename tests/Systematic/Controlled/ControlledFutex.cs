namespace PerfBuf.Core.Native;

/// <summary>How a futex wait returned (the stand-in's copy of the real enum).</summary>
public enum FutexWaitResult
{
    Woken,
    ValueDiffered,
    Interrupted,
    TimedOut,
}

/// <summary>
/// Stands in for the lab's <c>PerfBuf.Core.Native.Futex</c> in the controlled build (src/Core/Native is not compiled into
/// it, so this type takes the name): the kernel's guarantee — the word is compared with the expected value and the
/// thread queued atomically with respect to a wake on it — is one controlled monitor held across the compare and the
/// wait, and across the wake. A lost wake-up in a caller's protocol is then a sleeper nobody pulses: a deadlock Coyote
/// reports. One gate for every word (a new one per execution): a wake on any word pulses every sleeper, which the callers' loops must (and do)
/// tolerate, as they tolerate the kernel's spurious wake-ups.
/// </summary>
public static class Futex
{
    private static object s_gate = new();

    public static bool IsSupported => true;

    /// <summary>A fresh gate for the next execution (Systematic.Explore calls it first in each): Coyote refuses a monitor
    /// that a previous execution created or left held.</summary>
    public static void NewExecution() => s_gate = new object();

    public static FutexWaitResult Wait(ref int word, int expected)
    {
        Monitor.Enter(s_gate);
        try
        {
            if (Volatile.Read(ref word) != expected)
            {
                return FutexWaitResult.ValueDiffered;
            }
            Monitor.Wait(s_gate);
            return FutexWaitResult.Woken;
        }
        finally
        {
            Monitor.Exit(s_gate);
        }
    }

    /// <summary>The timed wait: the same, with the controlled monitor's timed wait as the sleep.</summary>
    public static FutexWaitResult Wait(ref int word, int expected, TimeSpan timeout)
    {
        Monitor.Enter(s_gate);
        try
        {
            if (Volatile.Read(ref word) != expected)
            {
                return FutexWaitResult.ValueDiffered;
            }
            return Monitor.Wait(s_gate, timeout) ? FutexWaitResult.Woken : FutexWaitResult.TimedOut;
        }
        finally
        {
            Monitor.Exit(s_gate);
        }
    }

    public static int Wake(ref int word, int count)
    {
        Monitor.Enter(s_gate);
        try
        {
            Monitor.PulseAll(s_gate);
        }
        finally
        {
            Monitor.Exit(s_gate);
        }
        return 0;
    }
}
