using Akka.Actor;
using PerfBuf.Workloads.Counters;

namespace PerfBuf.Peers.Akka;

/// <summary>
/// E10's chain on Akka.NET 1.5.74: K actors in a ring pass a token (a <c>long</c>); actor i hands each token it
/// receives to the hop function, <c>hop(i, token)</c>, and tells what it returns to actor (i + 1) mod K, or stops the
/// token when it returns a negative value. The hop function is the workload's: it counts, checks and decides.
/// </summary>
/// <remarks>
/// The settings of <see cref="AkkaFanOut"/> (<see cref="AkkaHost"/>'s rule: the default dispatcher on the .NET thread
/// pool, throughput <see cref="AkkaHost.Throughput"/>, the default unbounded mailbox). Follows no Akka.NET program of
/// its own (it has no ring program); its actors are told as in its PingPong program. Differs from it (besides
/// <see cref="AkkaHost"/>'s throughput and GC): the lab's ring workload, K actors passing one token. An actor forwards
/// with <c>Tell(next, Self)</c>; each token value is a new message object (a boxed <c>long</c>), as a message that
/// carries a changing counter is in user code.
/// </remarks>
public sealed class AkkaChain : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly IActorRef[] _ring;
    private readonly StopCountdown _stops = new();

    private AkkaChain(int actors, Func<int, long, long> hop)
    {
        _system = AkkaHost.Start("perfbuf-chain", AkkaHost.Throughput);
        _ring = new IActorRef[actors];
        for (var i = 0; i < actors; i++)
        {
            var index = i;
            _ring[i] = _system.ActorOf(Props.Create(() => new ChainActor(index, _ring, hop, _stops)));
        }
        // every reference is in the ring before the first token is told (Inject), and that tell publishes the array
    }

    /// <summary>Starts an actor system with <paramref name="actors"/> actors in a ring.</summary>
    /// <param name="actors">K, at least 1 (one actor passes the token to itself).</param>
    /// <param name="hop">Called by actor i with each token it receives; returns the token to tell on, or a negative
    /// value to stop. Called on the actors' mailbox runs, one token at a time.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="actors"/> is below 1.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="hop"/> is null.</exception>
    public static AkkaChain Start(int actors, Func<int, long, long> hop)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(actors, 1);
        ArgumentNullException.ThrowIfNull(hop);
        return new AkkaChain(actors, hop);
    }

    /// <summary>K.</summary>
    public int Count => _ring.Length;

    /// <summary>Tells <paramref name="token"/> to actor 0 (no sender).</summary>
    public void Inject(long token) => _ring[0].Tell(token, ActorRefs.NoSender);

    /// <summary>True once the actor system has terminated.</summary>
    public bool IsStopped => _system.IsTerminated();

    /// <summary>Stops every actor after its queued messages (a <c>PoisonPill</c>), waits for each, then terminates the system.</summary>
    public ValueTask DisposeAsync() => _system.PoisonAllAndTerminateAsync(_stops, _ring, "chain");

    private sealed class ChainActor(int index, IActorRef[] ring, Func<int, long, long> hop, StopCountdown stops) : UntypedActor
    {
        protected override void OnReceive(object message)
        {
            if (message is long token)
            {
                var next = hop(index, token);
                if (next >= 0)
                {
                    ring[(index + 1) % ring.Length].Tell(next, Self);
                }
            }
            else
            {
                Unhandled(message);
            }
        }

        protected override void PostStop() => stops.OneStopped();
    }
}
