using Proto;

namespace PerfBuf.Peers.ProtoActor;

/// <summary>
/// E10's chain on Proto.Actor 1.8.0: K actors in a ring pass a token (a <c>long</c>); actor i hands each token it
/// receives to the hop function, <c>hop(i, token)</c>, and sends what it returns to actor (i + 1) mod K, or stops the
/// token when it returns a negative value. The hop function is the workload's: it counts, checks and decides.
/// </summary>
/// <remarks>
/// Proto.Actor's defaults, as <see cref="ProtoActorFanOut"/> states them (unbounded mailbox, thread-pool dispatcher,
/// throughput <see cref="ProtoActorFanOut.Throughput"/>). An actor forwards with <c>context.Send</c>; each token value is a
/// new message object (a boxed <c>long</c>), as a message that carries a changing counter is in user code.
/// Follows no ring program of Proto.Actor's (it has none); differs from its InprocessBenchmark's settings as
/// <see cref="ProtoActorFanOut"/> does.
/// </remarks>
public sealed class ProtoActorChain : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly PID[] _ring;

    private ProtoActorChain(int actors, Func<int, long, long> hop)
    {
        _system = ProtoActorHost.Start();
        _ring = new PID[actors];
        for (var i = 0; i < actors; i++)
        {
            var index = i;
            _ring[i] = _system.Root.Spawn(Props.FromProducer(() => new ChainActor(index, _ring, hop)));
        }
        // every PID is in the ring before the first token is sent (Inject), and that send publishes the array
    }

    /// <summary>Starts an actor system with <paramref name="actors"/> actors in a ring.</summary>
    /// <param name="actors">K, at least 1 (one actor passes the token to itself).</param>
    /// <param name="hop">Called by actor i with each token it receives; returns the token to send on, or a negative
    /// value to stop. Called on the actors' mailbox runs, one token at a time.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="actors"/> is below 1.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="hop"/> is null.</exception>
    public static ProtoActorChain Start(int actors, Func<int, long, long> hop)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(actors, 1);
        ArgumentNullException.ThrowIfNull(hop);
        return new ProtoActorChain(actors, hop);
    }

    /// <summary>K.</summary>
    public int Count => _ring.Length;

    /// <summary>Sends <paramref name="token"/> to actor 0 from the root context.</summary>
    public void Inject(long token) => _system.Root.Send(_ring[0], token);

    /// <summary>True once the actor system has shut down.</summary>
    public bool IsStopped => _system.IsShutDown();

    /// <summary>Stops every actor after its queued messages (<c>PoisonAsync</c>), then shuts the actor system down.</summary>
    public ValueTask DisposeAsync() => _system.PoisonAllAndShutDownAsync(_ring, "chain workload done");

    private sealed class ChainActor(int index, PID[] ring, Func<int, long, long> hop) : IActor
    {
        public Task ReceiveAsync(IContext context)
        {
            if (context.Message is long token)
            {
                var next = hop(index, token);
                if (next >= 0)
                {
                    context.Send(ring[(index + 1) % ring.Length], next);
                }
            }
            return Task.CompletedTask;
        }
    }
}
