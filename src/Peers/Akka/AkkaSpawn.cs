using Akka.Actor;
using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Counters;

namespace PerfBuf.Peers.Akka;

/// <summary>
/// E10's spawn cost on Akka.NET 1.5.74: create idle actors (no message is ever told to them) and stop them. Each actor
/// counts its <c>PreStart</c> and <c>PostStop</c>, so a caller can verify that every actor it created started and
/// stopped.
/// </summary>
/// <remarks>
/// Follows Akka.NET's SpawnBenchmark program (src/benchmark/SpawnBenchmark) for what it measures (creating and stopping
/// actors), on <see cref="AkkaHost"/>'s rule (the settings of <see cref="AkkaFanOut"/>). Differs from it (besides
/// <see cref="AkkaHost"/>'s throughput and GC): idle actors created flat under the user guardian with
/// <c>system.ActorOf(props)</c> (one <c>Props</c>, a generated name each) rather than a tree of children, because E10
/// times creation and stopping alone (E14's <see cref="AkkaSkyNet"/> is the tree); stopping is <c>system.Stop(actor)</c>
/// per actor (not awaited one by one), then one wait until every actor has run <c>PostStop</c>, so the count of starts
/// and stops is verified. Thread crossings (<see cref="Crossings"/>, a counting pass): a spawn and the child's first
/// message, its <c>Create</c> (which runs <c>PreStart</c>), are one journey: the spawn records the send on the spawning
/// thread, <c>PreStart</c> the hop.
/// </remarks>
public sealed class AkkaSpawn : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly Props _props;
    private readonly StopCountdown _counts = new();
    private readonly List<IActorRef> _live = [];
    private int _startSlots;

    private AkkaSpawn()
    {
        _system = AkkaHost.Start("perfbuf-spawn", AkkaHost.Throughput);
        _props = Props.Create(() => new IdleActor(this));
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
        var crossings = Crossings.Active;
        _startSlots = 0; // published to the children by their spawns
        for (var i = 0; i < count; i++)
        {
            crossings?.Send(i);
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

    /// <summary>
    /// The hop of a child's <c>PreStart</c> in a counting pass. Children take the slots in the order they start, not
    /// their creations': every send of the invocation ran on the one spawning thread (<see cref="Spawn"/>), and a
    /// child starts after its creation, so the slot it takes has had its send, and it holds that thread whichever
    /// creation it was.
    /// </summary>
    private void StartHop(Crossings crossings) => crossings.Hop(Interlocked.Increment(ref _startSlots) - 1);

    private sealed class IdleActor(AkkaSpawn owner) : UntypedActor
    {
        protected override void OnReceive(object message) => Unhandled(message);

        protected override void PreStart()
        {
            if (Crossings.Active is { } crossings)
            {
                owner.StartHop(crossings);
            }
            owner._counts.OneStarted();
        }

        protected override void PostStop() => owner._counts.OneStopped();
    }
}
