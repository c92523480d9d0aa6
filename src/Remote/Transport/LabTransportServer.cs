// Design: the serving side of the lab's transport (E15's far node: role "lab" on RemoteConnection, "lab-direct" on
// DirectConnection; TransportKind). It listens on one address; each accepted connection gets its own table of echo
// actors in one ActorSystem on the thread pool, spawned on the first frame for their id. An echo actor answers every
// message with the same value to the frame's replyTo, on the same connection (IFrameConnection.Send: queued for the
// sender, never waiting). The receiver delivers with a Tell; nothing runs on it but the parse and the Tell. A client's
// goodbye is answered only after every message it sent before the goodbye was echoed (the rule for requests in flight:
// the connection counts the frames it received and sent, and an echo sends one per message). A planted fault (tests
// only) strikes after a frame count, on the receiver, before that frame is delivered.

using System.Net;
using System.Net.Sockets;
using PerfBuf.Mailboxes;
using PerfBuf.Remote.Wire;
using PerfBuf.Runtime;

namespace PerfBuf.Remote.Transport;

/// <summary>The far node of the lab's transport: echo actors behind a listening socket.</summary>
public sealed class LabTransportServer : IAsyncDisposable
{
    private readonly Socket _listener;
    private readonly ActorSystem _system = new("lab-server");
    private readonly PlantedFault _fault;
    private readonly List<IFrameConnection> _connections = [];
    private readonly TransportKind _kind;
    private readonly ActorOptions _actorOptions;
    private readonly CancellationTokenSource _stop = new();
    private Task _acceptLoop = Task.CompletedTask;

    private LabTransportServer(Socket listener, PlantedFault fault, TransportKind kind, ActorThreads actors)
    {
        _listener = listener;
        _fault = fault;
        _kind = kind;
        _actorOptions = FrameConnection.ActorOptionsFor(actors);
    }

    /// <summary>The connections accepted so far (tests: what each holds).</summary>
    internal IFrameConnection[] Connections
    {
        get
        {
            lock (_connections)
            {
                return [.. _connections];
            }
        }
    }

    /// <summary>Where it listens.</summary>
    public IPEndPoint EndPoint => (IPEndPoint)_listener.LocalEndPoint!;

    /// <summary>Set when a planted <see cref="FaultKind.Crash"/> or <see cref="FaultKind.Hang"/> strikes (the node program acts on it).</summary>
    public event Action<FaultKind>? FaultStruck;

    /// <summary>Listens on <paramref name="endPoint"/> and serves every connection, on the <paramref name="kind"/> transport
    /// with its echo actors where <paramref name="actors"/> says, until disposed.</summary>
    public static LabTransportServer Start(IPEndPoint endPoint, PlantedFault fault = default, TransportKind kind = TransportKind.Pipe,
        ActorThreads actors = ActorThreads.Pool)
    {
        ArgumentNullException.ThrowIfNull(endPoint);
        var listener = new Socket(endPoint.AddressFamily, SocketType.Stream, ProtocolType.Tcp);
        listener.Bind(endPoint);
        listener.Listen(64);
        var server = new LabTransportServer(listener, fault, kind, actors);
        // the direct transport's sockets never see an async call, so its listener accepts on a blocking thread of its own
        server._acceptLoop = kind == TransportKind.Direct
            ? Task.Factory.StartNew(server.AcceptBlocking, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default)
            : server.AcceptLoopAsync();
        return server;
    }

    private async Task AcceptLoopAsync()
    {
        try
        {
            while (!_stop.IsCancellationRequested)
            {
                Serve(await _listener.AcceptAsync(_stop.Token).ConfigureAwait(false));
            }
        }
        catch (OperationCanceledException)
        {
            // disposed
        }
        catch (Exception e) when (e is SocketException or ObjectDisposedException)
        {
            // the listener closed
        }
    }

    private void AcceptBlocking()
    {
        try
        {
            while (!_stop.IsCancellationRequested)
            {
                Serve(_listener.Accept());
            }
        }
        catch (Exception e) when (e is SocketException or ObjectDisposedException)
        {
            // the listener closed
        }
    }

    private void Serve(Socket socket)
    {
        var node = $"lab client {socket.RemoteEndPoint}";
        var connection = FrameConnection.Start(_kind, socket, node, c =>
        {
            var echoes = new ActorTable { Spawn = id => _system.Spawn<Frame, Echo>(() => new Echo(c, id), _actorOptions) };
            return new FaultingDispatch(new ActorDispatch(echoes), _fault, c, socket, this);
        }, unanswered: c => c.FramesReceived - c.FramesSent); // an echo answers each message with one
        lock (_connections)
        {
            _connections.Add(connection);
        }
    }

    /// <summary>Closes every connection (goodbye, bounded), stops the actors and the listener.</summary>
    public async ValueTask DisposeAsync()
    {
        await _stop.CancelAsync().ConfigureAwait(false);
        _listener.Dispose();
        await _acceptLoop.ConfigureAwait(false);
        IFrameConnection[] open;
        lock (_connections)
        {
            open = [.. _connections];
        }
        await Task.WhenAll(open.Select(c => c.CloseAsync())).ConfigureAwait(false);
        await _system.StopAllAsync(drain: false).WaitAsync(TimeSpan.FromSeconds(10)).ConfigureAwait(false);
        _stop.Dispose();
    }

    /// <summary>An echo actor: answers each message with its value, to the frame's replyTo.</summary>
    private struct Echo(IFrameConnection connection, int self) : IHandler<Frame>
    {
        public readonly void Handle(in Frame item) => connection.Send(Frame.Message(item.ReplyTo, self, item.Value));
    }

    /// <summary>The dispatch with a planted fault: counts frames, strikes when the count is reached and serves no frame after.</summary>
    private struct FaultingDispatch(ActorDispatch dispatch, PlantedFault fault, IFrameConnection connection, Socket socket,
        LabTransportServer server) : IFrameSink
    {
        private long _frames;

        public void OnFrame(in Frame frame)
        {
            // with no fault planted the test is the one comparison it always was; once struck, the node has stopped
            // serving: later frames are read and dropped, so no echo fails on the closed writer and shuts the socket
            // before the planted bytes have gone out
            if (fault.Kind != FaultKind.None && _frames++ >= fault.After)
            {
                if (_frames == fault.After + 1)
                {
                    Strike();
                }
                return;
            }
            dispatch.OnFrame(in frame);
        }

        private readonly void Strike()
        {
            // planted bytes go through the connection's pipe, after every frame queued before them
            Span<byte> bytes = stackalloc byte[Frame.HeaderLength];
            Frame.Message(0, 0, 0).WriteTo(bytes);
            switch (fault.Kind)
            {
                case FaultKind.Disconnect:
                    connection.EndWithoutGoodbye();
                    break;
                case FaultKind.Reset:
                    socket.LingerState = new LingerOption(true, 0);
                    socket.Close();
                    break;
                case FaultKind.Truncate:
                    connection.SendRaw(bytes[..(Frame.HeaderLength / 2)], end: true);
                    break;
                case FaultKind.Oversize:
                    System.Buffers.Binary.BinaryPrimitives.WriteUInt32LittleEndian(bytes, 1 << 20);
                    connection.SendRaw(bytes);
                    break;
                case FaultKind.WrongVersion:
                    bytes[4] = Frame.Version + 8;
                    connection.SendRaw(bytes);
                    break;
                case FaultKind.Crash:
                case FaultKind.Hang:
                    server.FaultStruck?.Invoke(fault.Kind);
                    if (fault.Kind == FaultKind.Hang)
                    {
                        Thread.Sleep(Timeout.Infinite); // the receive loop stops here: no frame is read or answered again
                    }
                    break;
            }
        }
    }
}
