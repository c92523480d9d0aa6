// Design: the near side of the lab's transport (E15's benchmark process): client actors of the runtime (ActorSystem on
// the thread pool) that address the far node's echo actors by id through one connection of either transport
// (IFrameConnection: RemoteConnection or DirectConnection). A client actor sends with its Send (queued for the
// connection's sender, which batches while the socket is busy); the receiver
// delivers each answer to the client actor the frame's target names, with a Tell. Actor ids on both sides:
//   0            R1's stream client here, and the echo actor it streams to there;
//   1 … N        R2's N client actors here, each paired with the echo actor of the same id there; R3 asks echo actor 1
//   AskId        R3's ask endpoint here: not an actor; the receive loop hands the answer to the waiting caller.
// A run (one benchmark invocation) starts its clients with a local command (a frame whose replyTo is Local, carrying
// the run's count) and waits on a RunSignal; every answer's value is checked (R2, R3: the exact value each request
// carried) or summed (R1), and a wrong one fails the run. A connection failure fails the run in progress at once.
// Crossings (the counting pass, Core/Threading/Crossings.cs): a message's send and its answer's handling are hops in
// the slot of its value (R1: value − 1; R2, R3: the value), on whichever thread each runs in this process.

using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using PerfBuf.Core.Threading;
using PerfBuf.Core.Waiting;
using PerfBuf.Mailboxes;
using PerfBuf.Remote.Wire;
using PerfBuf.Runtime;

namespace PerfBuf.Remote.Transport;

/// <summary>The client side of the lab's transport: the runtime's actors talking to a far node's echo actors.</summary>
public sealed class LabTransportClient : IAsyncDisposable
{
    /// <summary>The replyTo of a local command (start a run): never sent on the wire.</summary>
    private const int Local = -2;

    private const int StreamId = 0;

    private readonly ActorSystem _system = new("lab-client");
    private readonly ActorTable _table = new();
    private readonly RunSignal _run = new();
    private readonly AskEndpoint _asks;
    private IFrameConnection _connection = null!;
    private int _pairs;
    private ActorOptions _actorOptions = ActorOptions.Default;

    private LabTransportClient(string node, TransportKind kind)
    {
        Node = node;
        _asks = new AskEndpoint(kind);
    }

    /// <summary>The far node's name and endpoint.</summary>
    public string Node { get; }

    /// <summary>The connection (diagnostics, tests).</summary>
    public IFrameConnection Connection => _connection;

    /// <summary>Connects to the far node at <paramref name="server"/> (after the traffic rule's check) and spawns the stream client.</summary>
    /// <remarks>The direct transport's socket connects synchronously: it must never see an async call.</remarks>
    public static async Task<LabTransportClient> ConnectAsync(IPEndPoint server, string node, CancellationToken cancellation,
        TransportKind kind = TransportKind.Pipe, ActorThreads actors = ActorThreads.Pool)
    {
        ArgumentNullException.ThrowIfNull(server);
        var socket = new Socket(server.AddressFamily, SocketType.Stream, ProtocolType.Tcp);
        try
        {
            if (kind == TransportKind.Direct)
            {
                cancellation.ThrowIfCancellationRequested();
                TrafficRule.Connect(socket, server, node);
            }
            else
            {
                await TrafficRule.ConnectAsync(socket, server, node, cancellation).ConfigureAwait(false);
            }
        }
        catch
        {
            socket.Dispose();
            throw;
        }
        return Over(socket, node, kind, actors);
    }

    /// <summary>
    /// The client over <paramref name="socket"/>, already connected to the far node (E15's namespace hosts connect it on a
    /// thread inside their near namespace); the client owns it from here.
    /// </summary>
    public static LabTransportClient Over(Socket socket, string node, TransportKind kind = TransportKind.Pipe,
        ActorThreads actors = ActorThreads.Pool)
    {
        ArgumentNullException.ThrowIfNull(socket);
        var client = new LabTransportClient(node, kind) { _actorOptions = FrameConnection.ActorOptionsFor(actors) };
        client._connection = FrameConnection.Start(kind, socket, node, _ => new ClientDispatch(new ActorDispatch(client._table), client._asks));
        client._connection.Faulted += client._run.Fail;
        client._connection.Faulted += client._asks.Fail;
        client._table.Set(StreamId, client._system.Spawn<Frame, StreamClient>(() => new StreamClient(client._connection, client._run), client._actorOptions));
        return client;
    }

    /// <summary>
    /// R1: the stream client sends values 1 … <paramref name="messages"/> to the far echo actor without waiting; returns
    /// the sum of the answers once all <paramref name="messages"/> arrived.
    /// </summary>
    public long Stream(int messages, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(messages);
        Begin(1, messages);
        Start(StreamId, messages);
        return _run.Wait(timeout, Node);
    }

    /// <summary>R2's setup: client actors 1 … <paramref name="pairs"/> (spawned once; a larger count adds more).</summary>
    public void PrepareEcho(int pairs)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(pairs);
        ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(pairs, ActorTable.MaxActors);
        for (var id = _pairs + 1; id <= pairs; id++)
        {
            var self = id;
            _table.Set(id, _system.Spawn<Frame, EchoClient>(() => new EchoClient(_connection, _run, self), _actorOptions));
        }
        _pairs = Math.Max(_pairs, pairs);
    }

    /// <summary>
    /// R2: clients 1 … <paramref name="pairs"/> (prepared) each send <paramref name="requestsPerClient"/> requests, the next
    /// when the previous one's answer arrived; client i's request k carries (i - 1) × M + k + 1. Returns the answers' sum.
    /// </summary>
    public long Echo(int pairs, int requestsPerClient, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(requestsPerClient);
        if (pairs < 1 || pairs > _pairs)
        {
            throw new ArgumentOutOfRangeException(nameof(pairs), pairs, $"between 1 and the {_pairs} prepared pairs");
        }
        Begin(pairs, (long)pairs * requestsPerClient);
        for (var id = 1; id <= pairs; id++)
        {
            Start(id, requestsPerClient);
        }
        return _run.Wait(timeout, Node);
    }

    /// <summary>
    /// R3: the calling thread asks <paramref name="requests"/> times in turn, each after a pause of <paramref name="gap"/>
    /// (zero: back to back): each request goes to the far echo actor 1
    /// with the ask endpoint as its replyTo, and the receive loop hands the answer straight to the waiting caller (no
    /// actor on the way back, as a peer's request future). Each round trip (Stopwatch ticks) goes into
    /// <paramref name="latencies"/> (at least that long) when given. Returns the answers' sum (request k carries k + 1).
    /// </summary>
    public long RoundTrips(int requests, TimeSpan gap, long[]? latencies, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(requests);
        if (latencies is not null)
        {
            ArgumentOutOfRangeException.ThrowIfLessThan(latencies.Length, requests, nameof(latencies));
        }
        if (_connection.Failure is { } failed)
        {
            throw failed;
        }
        var sum = 0L;
        for (var k = 0; k < requests; k++)
        {
            if (gap > TimeSpan.Zero)
            {
                Thread.Sleep(gap); // an idle pause before the request (R3's gapped cell)
            }
            var pass = Crossings.Active;
            pass?.Send(k + 1);
            var sent = Stopwatch.GetTimestamp();
            var answer = _asks.Ask(_connection, k + 1, timeout);
            pass?.Hop(k + 1);
            if (latencies is not null)
            {
                latencies[k] = Stopwatch.GetTimestamp() - sent;
            }
            if (answer != k + 1)
            {
                throw new RemoteException(Node, $"round trip {k} was answered with {answer}, not {k + 1}");
            }
            sum += answer;
        }
        return sum;
    }

    /// <summary>
    /// Starts a run's signal; a connection that failed before (its Faulted raised for an earlier run) fails it at once.
    /// Reset fences fully before the check, and the connection sets its failure with a full fence before it raises
    /// Faulted: one of the two tells this run.
    /// </summary>
    private void Begin(int clients, long expected)
    {
        _run.Reset(clients, expected);
        if (_connection.Failure is { } failure)
        {
            throw failure;
        }
    }

    /// <summary>
    /// Tells a client actor to start; one that a connection failure stopped (its Send threw) refuses the Tell, and the
    /// run fails with the connection's failure instead.
    /// </summary>
    private void Start(int id, long count)
    {
        try
        {
            _table[id].Tell(Frame.Message(id, Local, count));
        }
        catch (InvalidOperationException) when (_connection.Failure is { } failure)
        {
            throw failure;
        }
    }

    /// <summary>Says goodbye (bounded) and stops the client actors.</summary>
    public async ValueTask DisposeAsync()
    {
        await _connection.CloseAsync().ConfigureAwait(false);
        await _system.StopAllAsync(drain: false).WaitAsync(TimeSpan.FromSeconds(10)).ConfigureAwait(false);
    }

    /// <summary>R1's client: a start command sends the run's values; each answer joins the sum.</summary>
    private struct StreamClient(IFrameConnection connection, RunSignal run) : IHandler<Frame>
    {
        private long _expected;
        private long _answers;
        private long _sum;

        public void Handle(in Frame item)
        {
            if (item.ReplyTo == Local)
            {
                _expected = item.Value;
                _answers = 0;
                _sum = 0;
                var pass = Crossings.Active; // the counting pass, if one runs (null in timed invocations)
                for (long value = 1; value <= _expected; value++)
                {
                    pass?.Send((int)(value - 1));
                    connection.Send(Frame.Message(StreamId, StreamId, value));
                }
                return;
            }
            Crossings.Active?.Hop((int)(item.Value - 1));
            _sum += item.Value;
            if (++_answers == _expected)
            {
                run.ClientDone(0, _answers, _sum);
            }
            else if ((_answers & 1023) == 0)
            {
                run.Progress(0, _answers);
            }
        }
    }

    /// <summary>R2's client: one request in flight; the answer must carry the request's value.</summary>
    private struct EchoClient(IFrameConnection connection, RunSignal run, int self) : IHandler<Frame>
    {
        private long _requests;
        private long _answers;
        private long _sum;

        public void Handle(in Frame item)
        {
            if (item.ReplyTo == Local)
            {
                _requests = item.Value;
                _answers = 0;
                _sum = 0;
                SendNext();
                return;
            }
            var expected = Value(_answers);
            Crossings.Active?.Hop((int)expected);
            if (item.Value != expected)
            {
                run.Fail(new RemoteException(connection.Node, $"client {self}'s answer {_answers} carried {item.Value}, its request {expected}"));
                return;
            }
            _sum += item.Value;
            if (++_answers == _requests)
            {
                run.ClientDone(self - 1, _answers, _sum);
                return;
            }
            run.Progress(self - 1, _answers);
            SendNext();
        }

        private readonly long Value(long k) => ((self - 1) * _requests) + k + 1;

        private void SendNext()
        {
            Crossings.Active?.Send((int)Value(_answers));
            connection.Send(Frame.Message(self, self, Value(_answers)));
        }
    }

    /// <summary>
    /// R3's ask endpoint: one request in flight from one calling thread. On the pipe transport the receive loop stores
    /// the answer and sets the event (its Set publishes the store: the event's own lock orders it before the waiter's
    /// read), the caller waits on it: the event's own short spin (SpinWait: pauses, then yields), then a kernel wait. On
    /// the direct transport the receive loop stores the answer, then the answered flag (release stores), then wakes the
    /// caller's <see cref="FutexParker"/> (a fence and a read when nobody sleeps); the caller spins with pauses only for
    /// at most <see cref="DirectSpin"/> (no yield: each is a system call), then parks on the futex for the time left.
    /// </summary>
    private sealed class AskEndpoint(TransportKind kind)
    {
        public const int AskId = ActorTable.MaxActors - 1;

        /// <summary>How long the direct transport's caller spins for its answer before it sleeps.</summary>
        /// <remarks>About two round trips on loopback here: an answer that comes back at once is taken without the futex
        /// wait and wake that sleeping costs (E15's syscall columns count them).</remarks>
        public static readonly TimeSpan DirectSpin = TimeSpan.FromMicroseconds(40);

        private readonly bool _direct = kind == TransportKind.Direct;
        private readonly ManualResetEventSlim? _answered = kind == TransportKind.Direct ? null : new(initialState: false, spinCount: 100);
        private readonly SpinThenFutexWait _directWait = kind == TransportKind.Direct ? new(new FutexParker(), DirectSpin) : default;
        private readonly Box _state = new();
        private RemoteException? _failure;

        /// <summary>The answer (either transport) and the direct transport's answered flag: one object, which the wait's condition holds.</summary>
        private sealed class Box
        {
            public long Answer;
            public int Answered;
        }

        private readonly struct Answered(Box box) : IWaitCondition
        {
            public bool IsSatisfied() => Volatile.Read(ref box.Answered) != 0;
        }

        public long Ask(IFrameConnection connection, long value, TimeSpan timeout)
        {
            if (_direct)
            {
                // ordered before the request by the send's own release (the ring's publication, or the system call)
                Volatile.Write(ref _state.Answered, 0);
            }
            else
            {
                _answered!.Reset();
            }
            connection.Send(Frame.Message(1, AskId, value));
            if (!WaitForAnswer(timeout))
            {
                throw new RemoteException(connection.Node, $"no answer to request {value} within {timeout.TotalSeconds:0} s");
            }
            if (Volatile.Read(ref _failure) is { } failure)
            {
                throw failure;
            }
            return Volatile.Read(ref _state.Answer);
        }

        private bool WaitForAnswer(TimeSpan timeout)
        {
            if (!_direct)
            {
                return _answered!.Wait(timeout);
            }
            var answered = new Answered(_state);
            return _directWait.WaitUntil(ref answered, timeout);
        }

        public void Answer(long value)
        {
            Volatile.Write(ref _state.Answer, value);
            Publish();
        }

        public void Fail(RemoteException failure)
        {
            Volatile.Write(ref _failure, failure);
            Publish();
        }

        /// <summary>After the answer's or the failure's store: the flag (direct) or the event (pipe).</summary>
        private void Publish()
        {
            if (_direct)
            {
                Volatile.Write(ref _state.Answered, 1);
                _directWait.Wake();
                return;
            }
            _answered!.Set();
        }
    }

    /// <summary>The client's dispatch: answers to the ask endpoint go to it, every other frame to its actor.</summary>
    private readonly struct ClientDispatch(ActorDispatch actors, AskEndpoint asks) : IFrameSink
    {
        public void OnFrame(in Frame frame)
        {
            if (frame.Target == AskEndpoint.AskId)
            {
                asks.Answer(frame.Value);
                return;
            }
            actors.OnFrame(in frame);
        }
    }
}
