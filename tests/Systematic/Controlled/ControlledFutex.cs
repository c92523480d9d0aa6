namespace PerfBuf.Core.Native;

/// <summary>How a futex wait returned (the stand-in's copy of the real enum).</summary>
public enum FutexWaitResult
{
    Woken,
    ValueDiffered,
    Interrupted,
}

/// <summary>
/// Stands in for the lab's <c>PerfBuf.Core.Native.Futex</c> in the controlled build (src/Core/Native is not compiled into
/// it, so this type takes the name): the kernel's guarantee — the word is compared with the expected value and the
/// thread queued atomically with respect to a wake on it — is one controlled monitor held across the compare and the
/// wait, and across the wake. A lost wake-up in a caller's protocol is then a sleeper nobody pulses: a deadlock Coyote
/// reports. One gate for every word: a wake on any word pulses every sleeper, which the callers' loops must (and do)
/// tolerate, as they tolerate the kernel's spurious wake-ups.
/// </summary>
public static class Futex
{
    private static readonly object Gate = new();

    public static bool IsSupported => true;

    public static FutexWaitResult Wait(ref int word, int expected)
    {
        Monitor.Enter(Gate);
        try
        {
            if (Volatile.Read(ref word) != expected)
            {
                return FutexWaitResult.ValueDiffered;
            }
            Monitor.Wait(Gate);
            return FutexWaitResult.Woken;
        }
        finally
        {
            Monitor.Exit(Gate);
        }
    }

    public static int Wake(ref int word, int count)
    {
        Monitor.Enter(Gate);
        try
        {
            Monitor.PulseAll(Gate);
        }
        finally
        {
            Monitor.Exit(Gate);
        }
        return 0;
    }
}
