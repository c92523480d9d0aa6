// Design: what the lab's two transports share (E15). A frame connection carries the lab's frames (Wire/Frame.cs) both
// ways over one TCP socket and keeps the same rules whichever way it moves the bytes (RemoteConnection.cs: a pipe and
// async loops; DirectConnection.cs: blocking calls on two threads of its own):
//   sending    Send queues a frame and returns (waiting only for room in the send window); TrySend never waits;
//              frames from one thread go out in the order it sent them.
//   window     what is queued and not yet handed to the socket is bounded (SendWindowBytes); an answering node stops
//              reading requests while a window of them have replies not yet on the wire.
//   endings    Completion completes on a clean close (goodbyes both ways) and faults with a RemoteException naming the
//              node and what was seen otherwise; Faulted is raised once, first. A Send that returned before the goodbye
//              is sent before it; a Send after it throws. Requests received before the peer's goodbye are answered first.
// The server and the client of the lab's transport (LabTransportServer, LabTransportClient) run on either.

using System.Net.Sockets;
using PerfBuf.Remote.Wire;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;

namespace PerfBuf.Remote.Transport;

/// <summary>Which of the lab's transports a connection is.</summary>
public enum TransportKind
{
    /// <summary>RemoteConnection: a System.IO.Pipelines pipe under a lock, async send and receive loops on the thread pool.</summary>
    Pipe,

    /// <summary>DirectConnection: blocking socket calls on two threads of the connection's own, a lock-free ring to its sender.</summary>
    Direct,
}

/// <summary>Where a lab node's actors run (LabTransportServer, LabTransportClient).</summary>
public enum ActorThreads
{
    /// <summary>On the .NET thread pool (the runtime's default scheduler): the receiver's Tell hands each actor's run to a pool thread.</summary>
    Pool,

    /// <summary>On the thread that Tells them (CallingThreadScheduler): the connection's receiving thread runs the actor a
    /// frame is for, and a caller's Tell runs its actor on the caller's thread; no hand-over between threads.</summary>
    Connection,
}

/// <summary>One connection of the lab's transport, whichever design moves its bytes.</summary>
public interface IFrameConnection : IAsyncDisposable
{
    /// <summary>The far node's name and endpoint, for messages.</summary>
    string Node { get; }

    /// <summary>Completes when the peer said goodbye and closed; faults with <see cref="RemoteException"/> otherwise.</summary>
    Task Completion { get; }

    /// <summary>Raised once, on the first failure (before <see cref="Completion"/> faults), on the thread that saw it.</summary>
    event Action<RemoteException>? Faulted;

    /// <summary>The failure that ended the connection, or null; set with a full fence before <see cref="Faulted"/> is raised.</summary>
    RemoteException? Failure { get; }

    /// <summary>Message frames received so far (diagnostics; the answering node's count of requests).</summary>
    long FramesReceived { get; }

    /// <summary>Message frames sent so far (diagnostics; each transport says when it counts one).</summary>
    long FramesSent { get; }

    /// <summary>Bytes handed to the socket so far.</summary>
    long BytesOnWire { get; }

    /// <summary>Bytes queued and not yet handed to the socket.</summary>
    long QueuedBytes { get; }

    /// <summary>The send window: at most this many bytes are queued and not yet handed to the socket (plus a goodbye).</summary>
    long SendWindowBytes { get; }

    /// <summary>Queues a frame; waits (holding the thread) while the send window is full. Throws <see cref="RemoteException"/>
    /// when the connection has failed or is closing (nothing queued).</summary>
    void Send(in Frame frame);

    /// <summary>As <see cref="Send"/>, but false (nothing queued) when the send window is full; never waits.</summary>
    bool TrySend(in Frame frame);

    /// <summary>Says goodbye, lets everything queued go out, waits (bounded) for the peer's goodbye and closes. Never
    /// throws (DisposeAsync does the same).</summary>
    Task CloseAsync();

    /// <summary>Queues raw bytes (tests' planted faults) and, with <paramref name="end"/>, ends the sending side without a goodbye.</summary>
    internal void SendRaw(ReadOnlySpan<byte> bytes, bool end = false);

    /// <summary>Ends the sending side without a goodbye: what is queued still goes out (tests' planted disconnect).</summary>
    internal void EndWithoutGoodbye();
}

/// <summary>Starts a connection of either transport.</summary>
public static class FrameConnection
{
    /// <summary>The spawn options that put an actor where <paramref name="threads"/> says.</summary>
    public static ActorOptions ActorOptionsFor(ActorThreads threads) => threads == ActorThreads.Connection ? OnConnection : ActorOptions.Default;

    private static readonly ActorOptions OnConnection = new() { Scheduler = CallingThreadScheduler.Instance };

    /// <summary>
    /// Starts a <paramref name="kind"/> connection on a connected <paramref name="socket"/>; message frames go to the sink
    /// <paramref name="sinkFor"/> makes, one at a time, in arrival order, on the connection's receiving thread. An
    /// answering node passes <paramref name="unanswered"/>, its count of requests received and not answered yet.
    /// </summary>
    public static IFrameConnection Start<TSink>(TransportKind kind, Socket socket, string node, Func<IFrameConnection, TSink> sinkFor,
        Func<IFrameConnection, long>? unanswered = null)
        where TSink : struct, IFrameSink => kind switch
        {
            TransportKind.Pipe => RemoteConnection.Start(socket, node, sinkFor, unanswered),
            TransportKind.Direct => DirectConnection.Start(socket, node, sinkFor, unanswered),
            _ => throw new ArgumentOutOfRangeException(nameof(kind), kind, null),
        };
}

/// <summary>What both transports' receivers share: a goodbye noted, message frames counted and passed on, endings worded.</summary>
internal struct GoodbyeWatch<TSink>(TSink sink) : IFrameSink
    where TSink : struct, IFrameSink
{
    private TSink _sink = sink;

    public bool SawGoodbye { get; private set; }

    public long Messages { get; private set; }

    public void OnFrame(in Frame frame)
    {
        if (frame.Kind == FrameKind.Goodbye)
        {
            SawGoodbye = true;
            return;
        }
        Messages++;
        _sink.OnFrame(in frame);
    }

    /// <summary>The failure of a stream that ended with <paramref name="rest"/> bytes of a frame unread (or none).</summary>
    public readonly RemoteException EndedEarly(string node, long rest) => new(node, rest > 0
        ? $"the connection closed in the middle of a frame ({rest} bytes of it received, after {Messages} whole frames)"
        : $"the peer closed the connection without a goodbye, after {Messages} frames (it went away mid-run)");
}

/// <summary>Wording and limits both transports share.</summary>
internal static class ConnectionRules
{
    /// <summary>How long a close waits for the peer's goodbye, and an answering node for its answers to move.</summary>
    public static readonly TimeSpan CloseTimeout = TimeSpan.FromSeconds(5);

    /// <summary>
    /// How long a sender whose error only says the connection is gone (a broken pipe: <see cref="ReceiverKnowsBetter"/>)
    /// waits for the receiver to report first: the receiving side says why (the end of the stream, a frame cut short, a
    /// reset it saw first).
    /// </summary>
    public static readonly TimeSpan ReceiverFirst = TimeSpan.FromMilliseconds(200);

    /// <summary>
    /// Whether a send's error only says the connection is gone (a broken pipe, <see cref="SocketError.Shutdown"/>), so the
    /// receiving side should say why (<see cref="ReceiverFirst"/>). A reset seen by the send says why itself: the kernel
    /// reports a reset once, to whichever call comes first, and the receive then sees only the end of the stream.
    /// </summary>
    public static bool ReceiverKnowsBetter(Exception e) => e is SocketException { SocketErrorCode: SocketError.Shutdown }
        or IOException { InnerException: SocketException { SocketErrorCode: SocketError.Shutdown } };

    /// <summary>A socket error in words.</summary>
    public static string Describe(Exception e) => e switch
    {
        SocketException s => $"{s.SocketErrorCode} ({s.Message})",
        IOException { InnerException: SocketException s } => $"{s.SocketErrorCode} ({s.Message})",
        _ => e.Message,
    };

    /// <summary>The failure of an answering node whose count of unanswered requests stopped falling at a close.</summary>
    public static RemoteException Unanswered(string node, long left) =>
        new(node, $"{left} requests received before the peer's goodbye were still unanswered " +
            $"after {CloseTimeout.TotalSeconds:0} s without progress; the connection ends without answering them");

    /// <summary>The failure of a close that got no goodbye back.</summary>
    public static RemoteException NoGoodbye(string node) =>
        new(node, $"no goodbye from the peer within {CloseTimeout.TotalSeconds:0} s of ours");

    /// <summary>The failure of a frame the sink could not take (an actor refused a Tell, an unknown actor).</summary>
    public static RemoteException Undeliverable(string node, Exception e) =>
        new(node, $"a received frame could not be delivered: {e.Message}", e);
}

/// <summary>
/// What both transports' connections keep alike: the far node's name, the ending (Completion, Faulted, Failure) and the
/// count of frames received; the first failure wins (<see cref="Fail"/>).
/// </summary>
public abstract class FrameConnectionBase : IFrameConnection
{
    private readonly Socket _socket;
    private RemoteException? _failure; // set once, by the first failure (Interlocked: a full fence before Faulted is raised)
    private protected long _framesReceived; // the receiving side only; read racily by FramesReceived

    private protected FrameConnectionBase(Socket socket, string node)
    {
        _socket = socket;
        Node = node;
    }

    /// <summary>Completed by the receiving side on a clean end; faulted by <see cref="Fail"/>.</summary>
    private protected TaskCompletionSource Ended { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    /// <inheritdoc/>
    public string Node { get; }

    /// <inheritdoc/>
    public Task Completion => Ended.Task;

    /// <inheritdoc/>
    public event Action<RemoteException>? Faulted;

    /// <summary>
    /// The failure that ended the connection, or null. Set (with a full fence) before <see cref="Faulted"/> is raised: a
    /// run that publishes its wait with a full fence and then finds this null is sure to be told by Faulted.
    /// </summary>
    public RemoteException? Failure => Volatile.Read(ref _failure);

    /// <inheritdoc/>
    public long FramesReceived => Volatile.Read(ref _framesReceived);

    /// <inheritdoc/>
    public abstract long FramesSent { get; }

    /// <inheritdoc/>
    public abstract long BytesOnWire { get; }

    /// <inheritdoc/>
    public abstract long QueuedBytes { get; }

    /// <inheritdoc/>
    public abstract long SendWindowBytes { get; }

    /// <inheritdoc/>
    public abstract void Send(in Frame frame);

    /// <inheritdoc/>
    public abstract bool TrySend(in Frame frame);

    /// <inheritdoc/>
    public abstract Task CloseAsync();

    public async ValueTask DisposeAsync() => await CloseAsync().ConfigureAwait(false);

    void IFrameConnection.SendRaw(ReadOnlySpan<byte> bytes, bool end) => SendRaw(bytes, end);

    void IFrameConnection.EndWithoutGoodbye() => EndWithoutGoodbye();

    /// <inheritdoc cref="IFrameConnection.SendRaw"/>
    internal abstract void SendRaw(ReadOnlySpan<byte> bytes, bool end = false);

    /// <inheritdoc cref="IFrameConnection.EndWithoutGoodbye"/>
    internal abstract void EndWithoutGoodbye();

    /// <summary>Ends the sending side without a goodbye (what is queued still goes out); nothing when it ended already.</summary>
    private protected abstract void EndSending();

    /// <summary>The error a Send on a closed connection throws: the failure, or "closed".</summary>
    private protected RemoteException Closed() =>
        Completion.Exception?.InnerException as RemoteException
        ?? new RemoteException(Node, "the connection is closed; the frame was not sent");

    /// <summary>The first failure wins: Faulted, then Completion faults; sending ends and the socket shuts both ways
    /// (which wakes whatever waits in a call on it).</summary>
    private protected void Fail(RemoteException failure)
    {
        if (Interlocked.CompareExchange(ref _failure, failure, null) is not null)
        {
            return;
        }
        EndSending();
        Faulted?.Invoke(failure);
        Ended.TrySetException(failure);
        try
        {
            _socket.Shutdown(SocketShutdown.Both);
        }
        catch (Exception e) when (e is SocketException or ObjectDisposedException)
        {
            // already closed
        }
    }
}
