using Proto;

namespace PerfBuf.Peers.ProtoActor;

/// <summary>
/// E10's spawn cost on Proto.Actor 1.8.0: spawn idle actors (no message is ever sent to them) and stop them. Each actor
/// counts its <c>Started</c> and <c>Stopped</c> lifecycle messages, so a caller can verify that every actor it spawned
/// started and stopped.
/// </summary>
/// <remarks>
/// Proto.Actor's defaults, as <see cref="ProtoFanOut"/> states them; one <c>Props</c> for every actor, spawned from the
/// root context with <c>Root.Spawn</c> (a generated name each). Stopping is <c>Root.Stop(pid)</c> per actor (a stop
/// system message, not awaited one by one), then one wait until every actor has handled its <c>Stopped</c>.
/// </remarks>
public sealed class ProtoSpawn : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly Props _props;
    private readonly LifecycleCounts _counts = new();
    private readonly List<PID> _live = [];

    private ProtoSpawn()
    {
        var config = ActorSystemConfig.Setup()
            .WithMetrics(false)
            .WithDeveloperSupervisionLogging(false);
        _system = new ActorSystem(config);
        _props = Props.FromProducer(() => new IdleActor(_counts));
    }

    /// <summary>Starts an actor system with no actor in it.</summary>
    public static ProtoSpawn Start() => new();

    /// <summary>Actors spawned and not yet stopped.</summary>
    public int Live => _live.Count;

    /// <summary>Actors that handled <c>Started</c> since the system started.</summary>
    public long Started => Volatile.Read(ref _counts.Started);

    /// <summary>Actors that handled <c>Stopped</c> since the system started.</summary>
    public long Stopped => Volatile.Read(ref _counts.Stopped);

    /// <summary>Spawns <paramref name="count"/> idle actors.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public void Spawn(int count)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        for (var i = 0; i < count; i++)
        {
            _live.Add(_system.Root.Spawn(_props));
        }
    }

    /// <summary>Stops every live actor and returns once each has handled <c>Stopped</c>.</summary>
    /// <exception cref="TimeoutException">Not every actor stopped within <paramref name="patience"/>.</exception>
    public void StopAll(TimeSpan patience)
    {
        var target = Stopped + _live.Count;
        _counts.Arm(target);
        foreach (var pid in _live)
        {
            _system.Root.Stop(pid);
        }
        _live.Clear();
        if (!_counts.WaitForStopped(target, patience))
        {
            throw new TimeoutException($"{target - Stopped} Proto.Actor actors did not stop within {patience.TotalSeconds} s");
        }
    }

    /// <summary>Stops what is live and shuts the actor system down.</summary>
    public async ValueTask DisposeAsync()
    {
        StopAll(TimeSpan.FromMinutes(1));
        await _system.ShutdownAsync("spawn workload done").ConfigureAwait(false);
    }

    private sealed class IdleActor(LifecycleCounts counts) : IActor
    {
        public Task ReceiveAsync(IContext context)
        {
            switch (context.Message)
            {
                case Proto.Started:
                    Interlocked.Increment(ref counts.Started);
                    break;
                case Proto.Stopped:
                    counts.OneStopped();
                    break;
            }
            return Task.CompletedTask;
        }
    }

    /// <summary>
    /// Started/stopped totals (Interlocked increments by the actors), and a wait until the stopped total reaches a
    /// target: only the increment that reaches it sets the event, so an actor's stop costs one increment.
    /// </summary>
    private sealed class LifecycleCounts
    {
        public long Started;
        public long Stopped;
        private long _target = long.MaxValue;
        private readonly ManualResetEventSlim _reached = new(false);

        public void OneStopped()
        {
            if (Interlocked.Increment(ref Stopped) == Volatile.Read(ref _target))
            {
                _reached.Set();
            }
        }

        /// <summary>Call before the stops that should reach <paramref name="target"/> are sent.</summary>
        public void Arm(long target)
        {
            _reached.Reset();
            Volatile.Write(ref _target, target);
        }

        public bool WaitForStopped(long target, TimeSpan patience) =>
            Volatile.Read(ref Stopped) >= target || (_reached.Wait(patience) && Volatile.Read(ref Stopped) >= target);
    }
}
