namespace PerfBuf.Workloads.Counters;

/// <summary>
/// The peer adapters' count of actors (grains) that started and stopped, and a wait until the stopped count reaches a
/// target: each actor counts its own start and stop hook (Akka.NET's <c>PreStart</c>/<c>PostStop</c>, Proto.Actor's
/// <c>Started</c>/<c>Stopped</c>, an Orleans grain's activation and deactivation) with an <c>Interlocked</c> increment,
/// and only the increment that reaches the target sets the event, so a stop costs the actor one increment.
/// </summary>
public sealed class StopCountdown
{
    private long _started;
    private long _stopped;
    private long _target = long.MaxValue;
    private readonly ManualResetEventSlim _reached = new(false);

    /// <summary>Starts counted so far.</summary>
    public long StartedCount => Volatile.Read(ref _started);

    /// <summary>Stops counted so far.</summary>
    public long StoppedCount => Volatile.Read(ref _stopped);

    /// <summary>Counts one start (an actor's start hook calls it).</summary>
    public void OneStarted() => Interlocked.Increment(ref _started);

    /// <summary>Counts one stop (an actor's stop hook calls it); the one that reaches the target wakes the waiter.</summary>
    public void OneStopped()
    {
        if (Interlocked.Increment(ref _stopped) == Volatile.Read(ref _target))
        {
            _reached.Set();
        }
    }

    /// <summary>Expects <paramref name="more"/> stops beyond those counted so far; call before sending them.</summary>
    public void Arm(int more) => ArmTotal(StoppedCount + more);

    /// <summary>Expects the stopped count to reach <paramref name="target"/>; call before sending the stops.</summary>
    public void ArmTotal(long target)
    {
        _reached.Reset();
        Volatile.Write(ref _target, target);
    }

    /// <summary>True once the stopped count reached the target (at once if it already has); false after <paramref name="patience"/>.</summary>
    public bool Wait(TimeSpan patience) =>
        StoppedCount >= Volatile.Read(ref _target) || (_reached.Wait(patience) && StoppedCount >= Volatile.Read(ref _target));
}
