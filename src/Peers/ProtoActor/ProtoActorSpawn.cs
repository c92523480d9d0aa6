using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Counters;
using Proto;

namespace PerfBuf.Peers.ProtoActor;

/// <summary>
/// E10's spawn cost on Proto.Actor 1.8.0: spawn idle actors (no message is ever sent to them) and stop them. Each actor
/// counts its <c>Started</c> and <c>Stopped</c> lifecycle messages, so a caller can verify that every actor it spawned
/// started and stopped.
/// </summary>
/// <remarks>
/// Proto.Actor's defaults, as <see cref="ProtoActorFanOut"/> states them; one <c>Props</c> for every actor, spawned from the
/// root context with <c>Root.Spawn</c> (a generated name each). Stopping is <c>Root.Stop(pid)</c> per actor (a stop
/// system message, not awaited one by one), then one wait until every actor has handled its <c>Stopped</c>.
/// Thread crossings (<see cref="Crossings"/>, a counting pass): a spawn and the child's first message, <c>Started</c>,
/// are one journey: the spawn records the send on the spawning thread, the child's <c>Started</c> the hop.
/// Follows Proto.Actor's SpawnBenchmark (benchmarks/SpawnBenchmark) for what it measures; differs (besides
/// <see cref="ProtoActorHost"/>'s GC): idle actors spawned flat from the root context with the default props, not a tree
/// with its program's props (E14's <see cref="ProtoActorSkyNet"/> has both), because E10 times creation and stopping alone,
/// and every start and stop is counted.
/// </remarks>
public sealed class ProtoActorSpawn : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly Props _props;
    private readonly StopCountdown _counts = new();
    private readonly List<PID> _live = [];
    private int _startSlots;

    private ProtoActorSpawn()
    {
        _system = ProtoActorHost.Start();
        _props = Props.FromProducer(() => new IdleActor(this));
    }

    /// <summary>Starts an actor system with no actor in it.</summary>
    public static ProtoActorSpawn Start() => new();

    /// <summary>Actors spawned and not yet stopped.</summary>
    public int Live => _live.Count;

    /// <summary>Actors that handled <c>Started</c> since the system started.</summary>
    public long Started => _counts.StartedCount;

    /// <summary>Actors that handled <c>Stopped</c> since the system started.</summary>
    public long Stopped => _counts.StoppedCount;

    /// <summary>Spawns <paramref name="count"/> idle actors.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public void Spawn(int count)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        var crossings = Crossings.Active;
        _startSlots = 0; // published to the children by their spawns
        for (var i = 0; i < count; i++)
        {
            crossings?.Send(i);
            _live.Add(_system.Root.Spawn(_props));
        }
    }

    /// <summary>Stops every live actor and returns once each has handled <c>Stopped</c>.</summary>
    /// <exception cref="TimeoutException">Not every actor stopped within <paramref name="patience"/>.</exception>
    public void StopAll(TimeSpan patience)
    {
        var target = Stopped + _live.Count;
        _counts.ArmTotal(target);
        foreach (var pid in _live)
        {
            _system.Root.Stop(pid);
        }
        _live.Clear();
        if (!_counts.Wait(patience))
        {
            throw new TimeoutException($"{target - Stopped} Proto.Actor actors did not stop within {patience.TotalSeconds} s");
        }
    }

    /// <summary>Stops what is live and shuts the actor system down.</summary>
    public async ValueTask DisposeAsync()
    {
        StopAll(TimeSpan.FromMinutes(1));
        await _system.ShutDownAsync("spawn workload done").ConfigureAwait(false);
    }

    /// <summary>
    /// The hop of a child's <c>Started</c> in a counting pass. Children take the slots in the order they start, not
    /// their spawns': every send of the invocation ran on the one spawning thread (<see cref="Spawn"/>), and a child
    /// starts after its spawn, so the slot it takes has had its send, and it holds that thread whichever spawn it was.
    /// </summary>
    private void StartHop(Crossings crossings) => crossings.Hop(Interlocked.Increment(ref _startSlots) - 1);

    private sealed class IdleActor(ProtoActorSpawn owner) : IActor
    {
        public Task ReceiveAsync(IContext context)
        {
            switch (context.Message)
            {
                case Proto.Started:
                    if (Crossings.Active is { } crossings)
                    {
                        owner.StartHop(crossings);
                    }
                    owner._counts.OneStarted();
                    break;
                case Proto.Stopped:
                    owner._counts.OneStopped();
                    break;
            }
            return Task.CompletedTask;
        }
    }
}
