// Design: the near side of the lab's transport (E15's benchmark process): client actors of the runtime (ActorSystem on
// the thread pool) that address the far node's echo actors by id through one RemoteConnection. A client actor sends
// with RemoteConnection.Send (queued for the send loop, which batches while the socket is busy); the receive loop
// delivers each answer to the client actor the frame's target names, with a Tell. Actor ids on both sides:
//   0            R1's stream client here, and the echo actor it streams to there;
//   1 … N        R2's N client actors here, each paired with the echo actor of the same id there; R3 uses client 1.
// A run (one benchmark invocation) starts its clients with a local command (a frame whose replyTo is Local, carrying
// the run's count) and waits on a RunSignal; every answer's value is checked (R2, R3: the exact value each request
// carried) or summed (R1), and a wrong one fails the run. A connection failure fails the run in progress at once.

using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
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
    private RemoteConnection _connection = null!;
    private int _pairs;

    private LabTransportClient(string node) => Node = node;

    /// <summary>The far node's name and endpoint.</summary>
    public string Node { get; }

    /// <summary>The connection (diagnostics, tests).</summary>
    public RemoteConnection Connection => _connection;

    /// <summary>Connects to the far node at <paramref name="server"/> (after the traffic rule's check) and spawns the stream client.</summary>
    public static async Task<LabTransportClient> ConnectAsync(IPEndPoint server, string node, CancellationToken cancellation)
    {
        ArgumentNullException.ThrowIfNull(server);
        var socket = new Socket(server.AddressFamily, SocketType.Stream, ProtocolType.Tcp);
        try
        {
            await TrafficRule.ConnectAsync(socket, server, node, cancellation).ConfigureAwait(false);
        }
        catch
        {
            socket.Dispose();
            throw;
        }
        var client = new LabTransportClient(node);
        client._connection = RemoteConnection.Start(socket, node, _ => new ActorDispatch(client._table));
        client._connection.Faulted += client._run.Fail;
        client._table.Set(StreamId, client._system.Spawn<Frame, StreamClient>(() => new StreamClient(client._connection, client._run)));
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
            _table.Set(id, _system.Spawn<Frame, EchoClient>(() => new EchoClient(_connection, _run, self)));
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
    /// R3: client 1 sends <paramref name="requests"/> requests one after another; each one's round trip (Stopwatch ticks)
    /// goes into <paramref name="latencies"/> (at least that long) when given. Returns the answers' sum.
    /// </summary>
    public long RoundTrips(int requests, long[]? latencies, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(requests);
        if (latencies is not null)
        {
            ArgumentOutOfRangeException.ThrowIfLessThan(latencies.Length, requests, nameof(latencies));
        }
        PrepareEcho(1);
        Begin(1, requests, latencies);
        Start(1, requests);
        return _run.Wait(timeout, Node);
    }

    /// <summary>
    /// Starts a run's signal; a connection that failed before (its Faulted raised for an earlier run) fails it at once.
    /// Reset fences fully before the check, and the connection sets its failure with a full fence before it raises
    /// Faulted: one of the two tells this run.
    /// </summary>
    private void Begin(int clients, long expected, long[]? latencies = null)
    {
        _run.Reset(clients, expected, latencies);
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
    private struct StreamClient(RemoteConnection connection, RunSignal run) : IHandler<Frame>
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
                for (long value = 1; value <= _expected; value++)
                {
                    connection.Send(Frame.Message(StreamId, StreamId, value));
                }
                return;
            }
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

    /// <summary>R2's and R3's client: one request in flight; the answer must carry the request's value.</summary>
    private struct EchoClient(RemoteConnection connection, RunSignal run, int self) : IHandler<Frame>
    {
        private long _requests;
        private long _answers;
        private long _sum;
        private long _sentAt;

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
            if (item.Value != expected)
            {
                run.Fail(new RemoteException(connection.Node, $"client {self}'s answer {_answers} carried {item.Value}, its request {expected}"));
                return;
            }
            if (run.Latencies is { } latencies)
            {
                latencies[_answers] = Stopwatch.GetTimestamp() - _sentAt;
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
            _sentAt = Stopwatch.GetTimestamp();
            connection.Send(Frame.Message(self, self, Value(_answers)));
        }
    }
}
