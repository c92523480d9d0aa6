using Proto;

namespace PerfBuf.Peers.ProtoActor;

/// <summary>
/// E10's fan-out on Proto.Actor 1.8.0: one actor per handler; the poster sends every message to every actor, and each
/// actor hands each int it receives to its handler (<see cref="Action{T}"/>, called on the actor's mailbox run, one
/// message at a time, in the order the poster sent them).
/// </summary>
/// <remarks>
/// Configured as its users run it, nothing changed from Proto.Actor's defaults, and every default stated:
/// <list type="bullet">
/// <item>the default props (<c>Props.FromProducer</c>): the unbounded mailbox (a <c>ConcurrentQueue</c> of user messages)
/// and the default dispatcher (<c>Dispatchers.DefaultDispatcher</c>, the .NET thread pool) with its throughput of
/// <see cref="Throughput"/> messages per mailbox run (read back from the props: <see cref="DispatcherThroughput"/>);</item>
/// <item>actor metrics off (the default), no middleware, no supervision logging (<c>ProtoActorHost.Start()</c>, as every
/// E10, E13 and E14 Proto.Actor system starts).</item>
/// </list>
/// A fan-out sends one message object to all its receivers: a message is an int, and the ints 0…255 are boxed once
/// (<see cref="Boxed"/>), so a delivery allocates nothing of the workload's own; larger values are boxed per send.
/// Follows no fan-out program of Proto.Actor's (it has none): its actors are configured as in its InprocessBenchmark
/// (the thread-pool dispatcher, the unbounded mailbox); differs (besides <see cref="ProtoActorHost"/>'s GC): the default
/// throughput, 300, rather than a sweep, and the lab's fan-out workload with its checking handlers.
/// </remarks>
public sealed class ProtoActorFanOut : IAsyncDisposable
{
    /// <summary>Messages a mailbox run processes before it yields the pool thread (Proto.Actor's default).</summary>
    public const int Throughput = ProtoActorHost.DefaultThroughput;

    private static readonly object[] s_boxes = [.. Enumerable.Range(0, 256).Select(i => (object)i)];

    private readonly ActorSystem _system;
    private readonly PID[] _pids;

    private ProtoActorFanOut(IReadOnlyList<Action<int>> handlers)
    {
        _system = ProtoActorHost.Start();
        _pids = new PID[handlers.Count];
        for (var i = 0; i < handlers.Count; i++)
        {
            var handler = handlers[i];
            var props = Props.FromProducer(() => new FanOutActor(handler));
            DispatcherThroughput = props.Dispatcher.Throughput;
            _pids[i] = _system.Root.Spawn(props);
        }
    }

    /// <summary>Starts an actor system with one actor per handler.</summary>
    /// <param name="handlers">One per actor; each is called with every message its actor receives.</param>
    /// <exception cref="ArgumentNullException"><paramref name="handlers"/> or one of them is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="handlers"/> is empty.</exception>
    public static ProtoActorFanOut Start(IReadOnlyList<Action<int>> handlers)
    {
        ArgumentNullException.ThrowIfNull(handlers);
        ArgumentOutOfRangeException.ThrowIfZero(handlers.Count, nameof(handlers));
        for (var i = 0; i < handlers.Count; i++)
        {
            ArgumentNullException.ThrowIfNull(handlers[i], nameof(handlers));
        }
        return new ProtoActorFanOut(handlers);
    }

    /// <summary>Actors.</summary>
    public int Count => _pids.Length;

    /// <summary>The throughput of the dispatcher the default props carry (Proto.Actor's default, <see cref="Throughput"/>).</summary>
    public int DispatcherThroughput { get; }

    /// <summary>The object a send of <paramref name="message"/> carries: shared for 0…255, a new box otherwise.</summary>
    public static object Boxed(int message) => (uint)message < (uint)s_boxes.Length ? s_boxes[message] : message;

    /// <summary>Sends <paramref name="message"/> to actor <paramref name="actor"/> from the root context.</summary>
    public void Post(int actor, int message) => _system.Root.Send(_pids[actor], Boxed(message));

    /// <summary>True once the actor system has shut down.</summary>
    public bool IsStopped => _system.IsShutDown();

    /// <summary>
    /// Stops every actor after the messages already in its mailbox (<c>PoisonAsync</c>: a poison pill queued behind
    /// them), then shuts the actor system down.
    /// </summary>
    public ValueTask DisposeAsync() => _system.PoisonAllAndShutDownAsync(_pids, "fan-out workload done");

    private sealed class FanOutActor(Action<int> handler) : IActor
    {
        public Task ReceiveAsync(IContext context)
        {
            if (context.Message is int message)
            {
                handler(message);
            }
            return Task.CompletedTask;
        }
    }
}
