using Akka.Actor;
using PerfBuf.Core.Counters;

namespace PerfBuf.Peers.AkkaNet;

/// <summary>
/// E10's spawn cost on Akka.NET 1.5.74: create idle actors (no message is ever told to them) and stop them. Each actor
/// counts its <c>PreStart</c> and <c>PostStop</c>, so a caller can verify that every actor it created started and
/// stopped.
/// </summary>
/// <remarks>
/// Akka.NET's defaults, as <see cref="AkkaFanOut"/> states them; one <c>Props</c> for every actor, created under the
/// user guardian with <c>system.ActorOf(props)</c> (a generated name each). Stopping is <c>system.Stop(actor)</c> per
/// actor (not awaited one by one), then one wait until every actor has run <c>PostStop</c>.
/// </remarks>
public sealed class AkkaSpawn : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly Props _props;
    private readonly StopCountdown _counts = new();
    private readonly List<IActorRef> _live = [];

    private AkkaSpawn()
    {
        _system = AkkaHost.Start("perfbuf-spawn");
        _props = Props.Create(() => new IdleActor(_counts));
    }

    /// <summary>Starts an actor system with no actor of ours in it.</summary>
    public static AkkaSpawn Start() => new();

    /// <summary>Actors created and not yet stopped.</summary>
    public int Live => _live.Count;

    /// <summary>Actors that ran <c>PreStart</c> since the system started.</summary>
    public long Started => _counts.StartedCount;

    /// <summary>Actors that ran <c>PostStop</c> since the system started.</summary>
    public long Stopped => _counts.StoppedCount;

    /// <summary>Creates <paramref name="count"/> idle actors.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is negative.</exception>
    public void Spawn(int count)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(count);
        for (var i = 0; i < count; i++)
        {
            _live.Add(_system.ActorOf(_props));
        }
    }

    /// <summary>Stops every live actor and returns once each has run <c>PostStop</c>.</summary>
    /// <exception cref="TimeoutException">Not every actor stopped within <paramref name="patience"/>.</exception>
    public void StopAll(TimeSpan patience)
    {
        var target = Stopped + _live.Count;
        _counts.ArmTotal(target);
        foreach (var actor in _live)
        {
            _system.Stop(actor);
        }
        _live.Clear();
        if (!_counts.Wait(patience))
        {
            throw new TimeoutException($"{target - Stopped} Akka.NET actors did not stop within {patience.TotalSeconds} s");
        }
    }

    /// <summary>Stops what is live and terminates the actor system.</summary>
    public async ValueTask DisposeAsync()
    {
        StopAll(TimeSpan.FromMinutes(1));
        await _system.TerminateAsync().ConfigureAwait(false);
    }

    private sealed class IdleActor(StopCountdown counts) : UntypedActor
    {
        protected override void OnReceive(object message) => Unhandled(message);

        protected override void PreStart() => counts.OneStarted();

        protected override void PostStop() => counts.OneStopped();
    }
}
