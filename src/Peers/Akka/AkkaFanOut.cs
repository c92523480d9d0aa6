using Akka.Actor;
using PerfBuf.Workloads.Counters;

namespace PerfBuf.Peers.Akka;

/// <summary>
/// E10's fan-out on Akka.NET 1.5.74: one <see cref="UntypedActor"/> per handler; the poster tells every message to every
/// actor, and each actor hands each int it receives to its handler (<see cref="Action{T}"/>, called on the actor's
/// mailbox run, one message at a time, in the order the poster told them).
/// </summary>
/// <remarks>
/// <see cref="AkkaHost"/>'s rule (<c>AkkaHost.Start(name, AkkaHost.Throughput)</c>, as every Akka.NET system of the lab
/// starts): <c>type = Dispatcher</c> on the <c>default-executor</c>, the .NET thread pool, with a throughput of
/// <see cref="AkkaHost.Throughput"/> messages per mailbox run and no throughput deadline (read back from the running
/// system: <see cref="ConfiguredThroughput"/>), the default unbounded mailbox; logging turned down (WARNING, no
/// dead-letter logging) so nothing is printed per message. Follows no Akka.NET program of its own (it has no fan-out
/// program): its actors are those of its PingPong program (src/benchmark/PingPong), <c>UntypedActor</c>s told with
/// <c>Tell</c>. Differs from it (besides <see cref="AkkaHost"/>'s throughput and GC): the lab's fan-out workload, one
/// poster telling every message to every actor, each handled by the lab's checking handler. A fan-out tells one
/// message object to all its receivers: the ints 0…255 are boxed once (<see cref="Boxed"/>); larger values are boxed
/// per tell.
/// </remarks>
public sealed class AkkaFanOut : IAsyncDisposable
{
    private static readonly object[] s_boxes = [.. Enumerable.Range(0, 256).Select(i => (object)i)];

    private readonly ActorSystem _system;
    private readonly IActorRef[] _actors;
    private readonly StopCountdown _stops = new();

    private AkkaFanOut(IReadOnlyList<Action<int>> handlers)
    {
        _system = AkkaHost.Start("perfbuf-fanout", AkkaHost.Throughput);
        _actors = new IActorRef[handlers.Count];
        for (var i = 0; i < handlers.Count; i++)
        {
            var handler = handlers[i];
            _actors[i] = _system.ActorOf(Props.Create(() => new FanOutActor(handler, _stops)));
        }
    }

    /// <summary>Starts an actor system with one actor per handler.</summary>
    /// <param name="handlers">One per actor; each is called with every message its actor receives.</param>
    /// <exception cref="ArgumentNullException"><paramref name="handlers"/> or one of them is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="handlers"/> is empty.</exception>
    public static AkkaFanOut Start(IReadOnlyList<Action<int>> handlers)
    {
        ArgumentNullException.ThrowIfNull(handlers);
        ArgumentOutOfRangeException.ThrowIfZero(handlers.Count, nameof(handlers));
        for (var i = 0; i < handlers.Count; i++)
        {
            ArgumentNullException.ThrowIfNull(handlers[i], nameof(handlers));
        }
        return new AkkaFanOut(handlers);
    }

    /// <summary>Actors.</summary>
    public int Count => _actors.Length;

    /// <summary>The default dispatcher's throughput in the running system's settings.</summary>
    public int ConfiguredThroughput => _system.ConfiguredThroughput();

    /// <summary>The default dispatcher's executor in the running system's settings.</summary>
    public string ConfiguredExecutor => _system.ConfiguredExecutor();

    /// <summary>The object a tell of <paramref name="message"/> carries: shared for 0…255, a new box otherwise.</summary>
    public static object Boxed(int message) => (uint)message < (uint)s_boxes.Length ? s_boxes[message] : message;

    /// <summary>Tells <paramref name="message"/> to actor <paramref name="actor"/> (no sender).</summary>
    public void Post(int actor, int message) => _actors[actor].Tell(Boxed(message), ActorRefs.NoSender);

    /// <summary>True once the actor system has terminated.</summary>
    public bool IsStopped => _system.IsTerminated();

    /// <summary>
    /// Stops every actor after the messages already in its mailbox (a <c>PoisonPill</c> told behind them), waits until
    /// each has stopped, then terminates the actor system.
    /// </summary>
    public ValueTask DisposeAsync() => _system.PoisonAllAndTerminateAsync(_stops, _actors, "fan-out");

    private sealed class FanOutActor(Action<int> handler, StopCountdown stops) : UntypedActor
    {
        protected override void OnReceive(object message)
        {
            if (message is int value)
            {
                handler(value);
            }
            else
            {
                Unhandled(message);
            }
        }

        protected override void PostStop() => stops.OneStopped();
    }
}
