using System.Diagnostics;

namespace PerfBuf.Tests.Profiling;

/// <summary>
/// Lock contention by construction. The runtime counts a contention (ContentionStart, Monitor.LockContentionCount)
/// only when a thread stops spinning on a held lock and blocks, and it raises ContentionStart before the thread
/// starts waiting. So a holder that keeps the lock until it has seen the contender announce its acquisition and
/// then block (<see cref="System.Threading.ThreadState.WaitSleepJoin"/>) makes every hand-over one contention,
/// however the scheduler runs the two threads.
/// </summary>
internal static class LockBlocking
{
    /// <summary>How long a contender may take to block before the holder gives up (a hang, not a slow machine).</summary>
    public static readonly TimeSpan Limit = TimeSpan.FromSeconds(30);

    /// <summary>
    /// Called by the thread holding the lock: returns once <paramref name="contender"/> has announced
    /// <paramref name="round"/> in <paramref name="announced"/> and is blocked. The contender must announce
    /// right before taking the lock, with nothing that waits in between, so that its blocked state after the
    /// announcement can only be the wait for the lock.
    /// </summary>
    /// <exception cref="TimeoutException">The contender did not block within <see cref="Limit"/>.</exception>
    public static void WaitUntilBlocked(Thread contender, ref long announced, long round)
    {
        var clock = Stopwatch.StartNew();
        var spinner = new SpinWait();
        // the announcement is read before the state: a wait seen after it is the lock's
        while (Volatile.Read(ref announced) < round || (contender.ThreadState & System.Threading.ThreadState.WaitSleepJoin) == 0)
        {
            if (clock.Elapsed > Limit)
            {
                throw new TimeoutException($"{contender.Name} did not block on the lock within {Limit.TotalSeconds} s " +
                    $"(round {round}, announced {Volatile.Read(ref announced)}, state {contender.ThreadState})");
            }
            spinner.SpinOnce();
        }
    }
}
