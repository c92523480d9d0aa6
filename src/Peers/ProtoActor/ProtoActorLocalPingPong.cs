using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;
using Proto;
using Proto.Mailbox;

namespace PerfBuf.Peers.ProtoActor;

/// <summary>
/// E13's batched ping-pong (seed 003's LocalPingPong) on Proto.Actor 1.8.0: P pairs of a ping and a pong actor. A
/// ping hands its start message and every echo to its pair's rally function (<see cref="Rally"/>) and sends the batch
/// it answers with, one message per sequence number, each naming the ping's PID; the pong sends every message back to
/// the PID it names.
/// </summary>
/// <remarks>Every setting, and every difference from the peer's own benchmark program: this folder's NOTES.md, "ProtoActorLocalPingPong".</remarks>
public sealed class ProtoActorLocalPingPong : IAsyncDisposable
{
    /// <summary>Messages a mailbox run processes before it yields the pool thread (Proto.Actor's default).</summary>
    public const int Throughput = ProtoActorHost.DefaultThroughput;

    private readonly ActorSystem _system;
    private readonly PID[] _pings;
    private readonly PID[] _pongs;

    private ProtoActorLocalPingPong(IReadOnlyList<Func<int, int>> rallies, int batch)
    {
        _system = ProtoActorHost.Start();
        var dispatcher = new ThreadPoolDispatcher(Throughput);
        _pings = new PID[rallies.Count];
        _pongs = new PID[rallies.Count];
        for (var i = 0; i < rallies.Count; i++)
        {
            var rally = rallies[i];
            var pair = i;
            var pongProps = Props.FromProducer(() => new PongActor(pair, batch)).OnUnboundedMailbox(dispatcher);
            DispatcherThroughput = pongProps.Dispatcher.Throughput; // every pair's props carry the one dispatcher
            var pong = _system.Root.Spawn(pongProps);
            _pongs[i] = pong;
            _pings[i] = _system.Root.Spawn(
                Props.FromProducer(() => new PingActor(rally, batch, pong, pair)).OnUnboundedMailbox(dispatcher));
        }
    }

    /// <summary>Starts an actor system with one ping and one pong per rally function.</summary>
    /// <param name="rallies">Pair i's rally function (<see cref="Rally"/>), called by its ping one message at a time.</param>
    /// <param name="batch">B: sequence numbers a ping sends at once.</param>
    /// <exception cref="ArgumentNullException"><paramref name="rallies"/> or one of them is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="rallies"/> is empty, or <paramref name="batch"/> is below 1.</exception>
    public static ProtoActorLocalPingPong Start(IReadOnlyList<Func<int, int>> rallies, int batch)
    {
        Rally.CheckArguments(rallies, batch);
        return new ProtoActorLocalPingPong(rallies, batch);
    }

    /// <summary>P.</summary>
    public int Pairs => _pings.Length;

    /// <summary>The throughput of the dispatcher the actors run on (<see cref="Throughput"/>, read back from the props).</summary>
    public int DispatcherThroughput { get; }

    /// <summary>Sends pair <paramref name="pair"/>'s ping its start message from the root context.</summary>
    public void Serve(int pair) => _system.Root.Send(_pings[pair], ServeMessage.Instance);

    /// <summary>True once the actor system has shut down.</summary>
    public bool IsStopped => _system.IsShutDown();

    /// <summary>Stops every actor after its queued messages (<c>PoisonAsync</c>), then shuts the actor system down.</summary>
    public ValueTask DisposeAsync() => _system.PoisonAllAndShutDownAsync(_pings.Concat(_pongs), "local ping-pong workload done");

    /// <summary>A ping's message: a sequence number and the ping to send it back to.</summary>
    private sealed class Ball(int sequence, PID returnTo)
    {
        public int Sequence { get; } = sequence;

        public PID ReturnTo { get; } = returnTo;
    }

    private sealed class ServeMessage
    {
        public static readonly ServeMessage Instance = new();
    }

    /// <summary>Ball <paramref name="sequence"/>'s crossings slot in pair <paramref name="pair"/>.</summary>
    private static int CrossingSlot(int pair, int batch, int sequence) => pair * batch + sequence % batch;

    private sealed class PingActor(Func<int, int> rally, int batch, PID pong, int pair) : IActor
    {
        public Task ReceiveAsync(IContext context)
        {
            var crossings = Crossings.Active;
            if (crossings is not null && context.Message is Ball echo)
            {
                crossings.Hop(CrossingSlot(pair, batch, echo.Sequence));
            }
            var first = context.Message switch
            {
                Ball ball => rally(ball.Sequence),
                ServeMessage => rally(Rally.Serve),
                _ => -1,
            };
            for (var sequence = first; first >= 0 && sequence < first + batch; sequence++)
            {
                crossings?.Send(CrossingSlot(pair, batch, sequence));
                context.Send(pong, new Ball(sequence, context.Self));
            }
            return Task.CompletedTask;
        }
    }

    private sealed class PongActor(int pair, int batch) : IActor
    {
        public Task ReceiveAsync(IContext context)
        {
            if (context.Message is Ball ball)
            {
                Crossings.Active?.Hop(CrossingSlot(pair, batch, ball.Sequence));
                context.Send(ball.ReturnTo, ball);
            }
            return Task.CompletedTask;
        }
    }
}
