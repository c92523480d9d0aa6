using Akka.Actor;
using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Counters;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.Akka;

/// <summary>
/// E13's batched ping-pong (seed 003's LocalPingPong) on Akka.NET 1.5.74: P pairs of a ping and a pong
/// <see cref="UntypedActor"/>. A ping hands its start message and every echo to its pair's rally function
/// (<see cref="Rally"/>) and tells the batch it answers with, one message per sequence number, with itself as the
/// sender; the pong tells every message back to its sender.
/// </summary>
/// <remarks>
/// Follows Akka.NET's PingPong program (src/benchmark/PingPong: pairs of <c>UntypedActor</c>s telling message objects
/// back to <c>Sender</c>, many in flight per pair) and seed 003's Akka.NET LocalPingPong, on <see cref="AkkaHost"/>'s
/// rule: <c>type = Dispatcher</c> on the <c>default-executor</c> (the .NET thread pool) with a throughput of
/// <see cref="AkkaHost.Throughput"/> messages per mailbox run (or the sweep's value, <see cref="Start(IReadOnlyList{Func{int, int}}, int, int)"/>)
/// and no throughput deadline (read back from the running system: <see cref="ConfiguredThroughput"/>), the default
/// unbounded mailbox; only logging is turned down. Differs from it (besides <see cref="AkkaHost"/>'s throughput and
/// GC): a batch of B in flight per pair, refilled when the whole batch is back (its program keeps up to 1 000 in flight
/// and answers each echo at once), every echo counted and summed by the pair's rally function; one message object per
/// round trip, carrying a sequence number (the ping creates it, the pong tells the same object back:
/// <c>Sender.Tell(message, Self)</c>, the sender travelling in Akka.NET's envelope). Crossings (a counting pass,
/// <see cref="Crossings"/>): a ball's tell by its ping, its handling by the pong and its echo's handling by the ping are
/// one journey, in slot pair × B + sequence mod B (unique in flight: a pair's B balls have B consecutive sequence
/// numbers).
/// </remarks>
public sealed class AkkaLocalPingPong : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly IActorRef[] _pings;
    private readonly IActorRef[] _actors;
    private readonly StopCountdown _stops = new();

    private AkkaLocalPingPong(IReadOnlyList<Func<int, int>> rallies, int batch, int throughput)
    {
        _system = AkkaHost.Start("perfbuf-local-ping-pong", throughput);
        _pings = new IActorRef[rallies.Count];
        var actors = new List<IActorRef>(2 * rallies.Count);
        for (var i = 0; i < rallies.Count; i++)
        {
            var rally = rallies[i];
            var pair = i;
            var pong = _system.ActorOf(Props.Create(() => new PongActor(pair, batch, _stops)));
            _pings[i] = _system.ActorOf(Props.Create(() => new PingActor(rally, batch, pong, pair, _stops)));
            actors.Add(_pings[i]);
            actors.Add(pong);
        }
        _actors = [.. actors];
    }

    /// <summary>Starts an actor system with one ping and one pong per rally function.</summary>
    /// <param name="rallies">Pair i's rally function (<see cref="Rally"/>), called by its ping one message at a time.</param>
    /// <param name="batch">B: sequence numbers a ping tells at once.</param>
    /// <exception cref="ArgumentNullException"><paramref name="rallies"/> or one of them is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="rallies"/> is empty, or <paramref name="batch"/> is below 1.</exception>
    public static AkkaLocalPingPong Start(IReadOnlyList<Func<int, int>> rallies, int batch) => Start(rallies, batch, AkkaHost.Throughput);

    /// <summary>As <see cref="Start(IReadOnlyList{Func{int, int}}, int)"/>, with the dispatcher throughput
    /// <paramref name="throughput"/> instead of <see cref="AkkaHost.Throughput"/> (E13's sweep, which picks the rule's value).</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="rallies"/> is empty, or <paramref name="batch"/> or
    /// <paramref name="throughput"/> is below 1.</exception>
    public static AkkaLocalPingPong Start(IReadOnlyList<Func<int, int>> rallies, int batch, int throughput)
    {
        Rally.CheckArguments(rallies, batch);
        ArgumentOutOfRangeException.ThrowIfLessThan(throughput, 1);
        return new AkkaLocalPingPong(rallies, batch, throughput);
    }

    /// <summary>P.</summary>
    public int Pairs => _pings.Length;

    /// <summary>The default dispatcher's throughput in the running system's settings.</summary>
    public int ConfiguredThroughput => _system.ConfiguredThroughput();

    /// <summary>Tells pair <paramref name="pair"/>'s ping its start message (no sender).</summary>
    public void Serve(int pair) => _pings[pair].Tell(ServeMessage.Instance, ActorRefs.NoSender);

    /// <summary>True once the actor system has terminated.</summary>
    public bool IsStopped => _system.IsTerminated();

    /// <summary>Stops every actor after its queued messages (a <c>PoisonPill</c>), waits for each, then terminates the system.</summary>
    public ValueTask DisposeAsync() => _system.PoisonAllAndTerminateAsync(_stops, _actors, "local ping-pong");

    /// <summary>A ping's message: a sequence number.</summary>
    private sealed class Ball(int sequence)
    {
        public int Sequence { get; } = sequence;
    }

    private sealed class ServeMessage
    {
        public static readonly ServeMessage Instance = new();
    }

    /// <summary>Ball <paramref name="sequence"/>'s crossings slot in pair <paramref name="pair"/>.</summary>
    private static int CrossingSlot(int pair, int batch, int sequence) => pair * batch + sequence % batch;

    private sealed class PingActor(Func<int, int> rally, int batch, IActorRef pong, int pair, StopCountdown stops) : UntypedActor
    {
        protected override void OnReceive(object message)
        {
            var crossings = Crossings.Active;
            int first;
            if (message is Ball ball)
            {
                crossings?.Hop(CrossingSlot(pair, batch, ball.Sequence));
                first = rally(ball.Sequence);
            }
            else if (message is ServeMessage)
            {
                first = rally(Rally.Serve);
            }
            else
            {
                Unhandled(message);
                return;
            }
            for (var sequence = first; first >= 0 && sequence < first + batch; sequence++)
            {
                crossings?.Send(CrossingSlot(pair, batch, sequence));
                pong.Tell(new Ball(sequence), Self);
            }
        }

        protected override void PostStop() => stops.OneStopped();
    }

    private sealed class PongActor(int pair, int batch, StopCountdown stops) : UntypedActor
    {
        protected override void OnReceive(object message)
        {
            if (message is Ball ball)
            {
                Crossings.Active?.Hop(CrossingSlot(pair, batch, ball.Sequence));
                Sender.Tell(message, Self);
            }
            else
            {
                Unhandled(message);
            }
        }

        protected override void PostStop() => stops.OneStopped();
    }
}
