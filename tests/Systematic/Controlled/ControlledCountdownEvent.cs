using Microsoft.Coyote.Runtime;

namespace PerfBuf.Systematic.Controlled;

/// <summary>
/// Stands in for <see cref="System.Threading.CountdownEvent"/> in the controlled build, with the members the lab's code
/// uses (RunNextPool's constructor waits until every worker has started): <see cref="Signal"/> is a scheduling point
/// and a decrement; <see cref="Wait"/> pauses the calling controlled operation until the count is zero, so Coyote runs
/// the workers meanwhile (a real CountdownEvent would block the one operation Coyote lets run: a hang, not a report).
/// </summary>
public sealed class ControlledCountdownEvent(int initialCount)
{
    private int _count = initialCount;

    public int CurrentCount => System.Threading.Volatile.Read(ref _count);

    public bool Signal()
    {
        SchedulingPoint.Interleave();
        var left = System.Threading.Interlocked.Decrement(ref _count);
        if (left < 0)
        {
            throw new InvalidOperationException("CountdownEvent signalled more often than its count");
        }
        return left == 0;
    }

    /// <summary>Pauses until the count is zero (the predicate reads the count directly: it must not be a controlled step).</summary>
    public void Wait() => Operation.PauseUntil(() => System.Threading.Volatile.Read(ref _count) == 0);
}
