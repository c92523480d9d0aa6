// Design: one TCP connection of the lab's transport, carrying frames (Wire/Frame.cs) both ways.
//
// Sending. Any thread calls Send: under the connection's write lock it writes the frame into the outgoing Pipe's writer
// and flushes it, which only makes the bytes visible to the send loop (the pipe itself never pauses its writer:
// pauseWriterThreshold 0). One send loop per connection takes everything the writers flushed since its last turn
// (PipeReader.ReadAsync returns all of it) and hands it to the socket, segment by segment. While a socket send is in
// flight, frames pile up in the pipe and go out together on the next turn: writes are batched exactly while the socket
// is busy, and a lone frame on an idle connection goes out at once. The pipe's segments (64 KiB) come from its pool,
// the socket's awaitables are cached per socket: nothing is allocated per frame once the pool has grown to the backlog.
// Flow control. What the pipe holds is bounded by a send window (WindowBytes, 4 MiB: R1's whole stream fits): a Send
// that would pass it waits (Send parks the thread on a monitor, SendAsync polls every millisecond holding no thread) or
// is refused (TrySend) until the send loop has handed the socket enough to bring the queue under half the window. So a
// peer that stops reading stops this side's senders at the window instead of growing its memory. An answering node
// (Start's unanswered count given: LabTransportServer) also stops reading requests while WindowFrames of the requests
// it received have replies not yet on the wire, so a client that sends without reading its replies holds the server to
// one window of replies and one window of requests per connection, and its own sends back up into its own window.
//   Ordering: frames from one thread go out in the order it sent them (one lock, one pipe); frames from two threads in
//   the order they took the lock.
// Receiving. One receive loop reads the socket through a PipeReader over the socket's stream, parses every whole frame
// in what arrived (FrameReader, checking each header before waiting for the rest of its frame) and hands message frames
// to the sink (the node's dispatcher: a Tell to the target actor). A goodbye frame ends the peer's side cleanly.
// Endings. Completion completes when the peer said goodbye and closed; it faults with a RemoteException naming the node
// and what was seen when the stream ends without a goodbye (the peer went away), in the middle of a frame (truncated),
// with a bad header (wrong version, oversized, malformed), or on a reset; Faulted is raised once, first, so a run
// waiting for answers fails at once instead of waiting for its timeout. CloseAsync says goodbye, waits (bounded) for
// the peer's goodbye and closes the socket; a side that receives a goodbye first answers with its own and ends its
// sending side, so a clean close takes one round trip. Saying goodbye and ending the sending side are one step, in one
// turn of the write lock: a Send that returned normally is queued before the goodbye (the peer reads it, or the
// connection fails and Completion says so); a Send after it throws RemoteException and queued nothing.
// Requests in flight at a close. A node that answers requests (LabTransportServer) gives Start its count of requests
// received and not answered; when the peer's goodbye arrives, the receive loop waits until that count is zero before
// it answers with its own goodbye, so every request sent before a goodbye is answered before the connection closes
// (the closing side keeps reading until the answering goodbye). If the count stops falling for CloseTimeout, the
// connection fails instead, with a RemoteException saying how many requests went unanswered, and the peer sees the
// connection end without a goodbye: a close is clean only when nothing asked was left unanswered.

using System.Buffers;
using System.IO.Pipelines;
using System.Net.Sockets;
using PerfBuf.Remote.Wire;

namespace PerfBuf.Remote.Transport;

/// <summary>One connection of the lab's transport: frames out through a batching send loop, frames in to a sink.</summary>
public sealed class RemoteConnection : FrameConnectionBase
{
    /// <summary>How long CloseAsync waits for the peer's goodbye before it closes anyway.</summary>
    public static readonly TimeSpan CloseTimeout = ConnectionRules.CloseTimeout;

    /// <summary>
    /// The send window: bytes queued by senders and not yet handed to the socket. A Send that would pass it waits
    /// (<see cref="Send"/>, <see cref="SendAsync"/>) or is refused (<see cref="TrySend"/>) until the send loop has
    /// handed the socket enough to bring it under half; a goodbye may pass it by its one frame.
    /// </summary>
    public const int WindowBytes = 4 * 1024 * 1024;

    /// <summary>The receive loop's read buffer: what one read brings at most (besides a partial frame kept).</summary>
    private const int ReadBufferBytes = 64 * 1024;

    /// <summary>The window in frames: an answering node reads no further request while this many requests it received
    /// have replies not yet on the wire.</summary>
    public const int WindowFrames = WindowBytes / Frame.HeaderLength;

    private readonly Socket _socket;
    private readonly NetworkStream _stream;
    private readonly Pipe _outgoing = new(new PipeOptions(pauseWriterThreshold: 0, resumeWriterThreshold: 0,
        minimumSegmentSize: 64 * 1024, useSynchronizationContext: false));
    private readonly Lock _writeLock = new();
    private Task _sendLoop = Task.CompletedTask;
    private Task _receiveLoop = Task.CompletedTask;
    private bool _writerClosed; // under _writeLock
    private long _framesSent;     // message frames queued by Send, under _writeLock; read racily by FramesSent
    private long _queuedBytes;    // written into the pipe and not yet handed to the socket: added under _writeLock, subtracted by the send loop (Interlocked)
    private long _bytesOnWire;    // handed to the socket: the send loop only
    private int _roomWaiters;     // senders waiting for room (Interlocked), each under _roomGate to park
    private readonly object _roomGate = new();
    private Func<IFrameConnection, long>? _unanswered; // the node's count of requests received and not answered yet

    private RemoteConnection(Socket socket, string node) : base(socket, node)
    {
        _socket = socket;
        _socket.NoDelay = true;
        _stream = new NetworkStream(socket, ownsSocket: false);
    }

    /// <summary>Message frames queued by <see cref="Send"/> so far (diagnostics; a goodbye is not counted).</summary>
    public override long FramesSent => Volatile.Read(ref _framesSent);

    /// <summary>Bytes handed to the socket so far (diagnostics).</summary>
    public override long BytesOnWire => Volatile.Read(ref _bytesOnWire);

    /// <summary>Bytes queued and not yet handed to the socket: at most <see cref="WindowBytes"/> plus a goodbye.</summary>
    public override long QueuedBytes => Interlocked.Read(ref _queuedBytes);

    /// <inheritdoc/>
    public override long SendWindowBytes => WindowBytes;

    /// <summary>
    /// Starts the send and receive loops on a connected <paramref name="socket"/>; message frames go to the sink
    /// <paramref name="sinkFor"/> makes for the connection (before either loop starts), on the receive loop's thread,
    /// one at a time, in arrival order. A node that answers requests passes <paramref name="unanswered"/>, its count of
    /// requests received on this connection and not answered yet: the peer's goodbye is then answered only once that
    /// count is zero (every request received before the goodbye answered first), or, when it stops falling for
    /// <see cref="CloseTimeout"/>, the connection fails with an error that says how many went unanswered.
    /// </summary>
    public static RemoteConnection Start<TSink>(Socket socket, string node, Func<IFrameConnection, TSink> sinkFor,
        Func<IFrameConnection, long>? unanswered = null)
        where TSink : struct, IFrameSink
    {
        ArgumentNullException.ThrowIfNull(socket);
        ArgumentNullException.ThrowIfNull(sinkFor);
        var connection = new RemoteConnection(socket, node) { _unanswered = unanswered };
        var sink = sinkFor(connection);
        // on the thread pool, whatever the caller's synchronization context: the loops never run on the caller's context
        connection._sendLoop = Task.Run(connection.SendLoopAsync);
        connection._receiveLoop = Task.Run(() => connection.ReceiveLoopAsync(sink));
        return connection;
    }

    /// <summary>
    /// Queues <paramref name="frame"/> for sending. When the send window is full (<see cref="WindowBytes"/> queued and
    /// not yet handed to the socket: the peer reads slower than this side sends, or not at all) it waits, holding the
    /// calling thread, until the send loop has made room, the connection fails or it is closed. Throws
    /// <see cref="RemoteException"/> when the connection has failed or is closing (the frame was not queued).
    /// </summary>
    public override void Send(in Frame frame)
    {
        while (!TryQueue(in frame))
        {
            WaitForRoom();
        }
    }

    /// <summary>As <see cref="Send"/>, but false (nothing queued) when the send window is full; never waits.</summary>
    /// <exception cref="RemoteException">The connection has failed or is closing.</exception>
    public override bool TrySend(in Frame frame) => TryQueue(in frame);

    /// <summary>
    /// As <see cref="Send"/>, but a full send window is awaited without holding the calling thread: completes at once,
    /// allocating nothing, when there is room; otherwise polls every millisecond (each wait allocates a delay) until
    /// there is room, the connection fails or it is closed. Fails with <see cref="RemoteException"/> as Send throws.
    /// </summary>
    public ValueTask SendAsync(Frame frame)
    {
        try
        {
            return TryQueue(in frame) ? default : SendWhenRoomAsync(frame);
        }
        catch (RemoteException e)
        {
            return ValueTask.FromException(e);
        }
    }

    private async ValueTask SendWhenRoomAsync(Frame frame)
    {
        do
        {
            await Task.Delay(1).ConfigureAwait(false);
        }
        while (!TryQueue(in frame));
    }

    /// <summary>Writes the frame into the pipe if the window has room; false when it has none; throws when closed.</summary>
    private bool TryQueue(in Frame frame)
    {
        lock (_writeLock)
        {
            if (_writerClosed)
            {
                ThrowClosed();
            }
            if (Interlocked.Read(ref _queuedBytes) + Frame.HeaderLength > WindowBytes)
            {
                return false;
            }
            WriteFrameLocked(in frame);
            if (frame.Kind == FrameKind.Message)
            {
                Volatile.Write(ref _framesSent, _framesSent + 1);
            }
            return true;
        }
    }

    /// <summary>Under the write lock: writes <paramref name="frame"/> into the pipe and hands it to the send loop.</summary>
    private void WriteFrameLocked(in Frame frame)
    {
        var writer = _outgoing.Writer;
        frame.WriteTo(writer.GetSpan(Frame.HeaderLength));
        writer.Advance(Frame.HeaderLength);
        HandOverLocked(Frame.HeaderLength);
    }

    /// <summary>Under the write lock: counts <paramref name="bytes"/> just written as queued (before the flush makes them
    /// the send loop's, which subtracts them once on the socket) and flushes.</summary>
    private void HandOverLocked(int bytes)
    {
        Interlocked.Add(ref _queuedBytes, bytes);
        var flush = _outgoing.Writer.FlushAsync();
        if (!flush.IsCompleted)
        {
            flush.AsTask().GetAwaiter().GetResult(); // unreachable with pauseWriterThreshold 0; kept correct anyway
        }
    }

    /// <summary>Parks the calling sender until the send loop brings the queue under half the window, or the
    /// connection ends. A Dekker pair with <see cref="WakeRoomWaiters"/>: the waiter counts itself (Interlocked), then
    /// re-checks under the gate; the send loop subtracts (Interlocked), then reads the count and pulses under the gate.</summary>
    private void WaitForRoom()
    {
        Interlocked.Increment(ref _roomWaiters);
        try
        {
            lock (_roomGate)
            {
                while (Interlocked.Read(ref _queuedBytes) > WindowBytes / 2 && !Volatile.Read(ref _writerClosed))
                {
                    Monitor.Wait(_roomGate);
                }
            }
        }
        finally
        {
            Interlocked.Decrement(ref _roomWaiters);
        }
    }

    /// <summary>After the writer closed: every waiting sender re-checks and throws (unconditional: a close is rare).</summary>
    private void WakeRoomWaitersOnClose()
    {
        lock (_roomGate)
        {
            Monitor.PulseAll(_roomGate);
        }
    }

    private void WakeRoomWaiters()
    {
        if (Volatile.Read(ref _roomWaiters) != 0)
        {
            lock (_roomGate)
            {
                Monitor.PulseAll(_roomGate);
            }
        }
    }

    /// <summary>
    /// Queues raw bytes as they are (the tests' planted faults: truncated, oversized or wrong-version frames) and, with
    /// <paramref name="end"/>, ends the sending side without a goodbye in the same turn of the write lock, so no frame
    /// of another sender can follow them.
    /// </summary>
    internal override void SendRaw(ReadOnlySpan<byte> bytes, bool end = false)
    {
        lock (_writeLock)
        {
            if (_writerClosed)
            {
                ThrowClosed();
            }
            _outgoing.Writer.Write(bytes);
            HandOverLocked(bytes.Length);
            if (end)
            {
                _writerClosed = true;
                _outgoing.Writer.Complete();
            }
        }
        if (end)
        {
            WakeRoomWaitersOnClose();
        }
    }

    /// <summary>
    /// Ends the sending side without a goodbye: what is queued still goes out, then the socket's send side shuts (the
    /// tests' planted disconnect and truncation).
    /// </summary>
    internal override void EndWithoutGoodbye() => CloseWriter();

    private protected override void EndSending() => CloseWriter();

    private void ThrowClosed() => throw Closed();

    private async Task SendLoopAsync()
    {
        var reader = _outgoing.Reader;
        try
        {
            while (true)
            {
                var result = await reader.ReadAsync().ConfigureAwait(false);
                var buffer = result.Buffer;
                foreach (var segment in buffer)
                {
                    for (var sent = 0; sent < segment.Length;)
                    {
                        var n = await _socket.SendAsync(segment[sent..], SocketFlags.None).ConfigureAwait(false);
                        sent += n;
                        Volatile.Write(ref _bytesOnWire, _bytesOnWire + n);
                        if (Interlocked.Add(ref _queuedBytes, -n) <= WindowBytes / 2) // full fence before the waiters' count
                        {
                            WakeRoomWaiters();
                        }
                    }
                }
                reader.AdvanceTo(buffer.End);
                if (result.IsCompleted)
                {
                    break;
                }
            }
            _socket.Shutdown(SocketShutdown.Send);
        }
        catch (Exception e) when (e is SocketException or IOException or ObjectDisposedException)
        {
            if (ConnectionRules.ReceiverKnowsBetter(e))
            {
                await Task.WhenAny(_receiveLoop, Task.Delay(ConnectionRules.ReceiverFirst)).ConfigureAwait(false); // the receiver says why, if it can
            }
            Fail(new RemoteException(Node, $"sending failed: {ConnectionRules.Describe(e)}", e));
        }
        finally
        {
            await reader.CompleteAsync().ConfigureAwait(false);
        }
    }

    private async Task ReceiveLoopAsync<TSink>(TSink sink)
        where TSink : struct, IFrameSink
    {
        var reader = PipeReader.Create(_stream, new StreamPipeReaderOptions(bufferSize: ReadBufferBytes, minimumReadSize: 16 * 1024, leaveOpen: true));
        var endpoint = new GoodbyeWatch<TSink>(sink);
        try
        {
            while (true)
            {
                if (_unanswered is not null)
                {
                    await WaitForRepliesOnWireAsync().ConfigureAwait(false);
                }
                var result = await reader.ReadAsync().ConfigureAwait(false);
                var buffer = result.Buffer;
                var before = endpoint.Messages;
                var consumed = FrameReader.ReadAll(buffer, ref endpoint, Node);
                Volatile.Write(ref _framesReceived, _framesReceived + (endpoint.Messages - before));
                reader.AdvanceTo(buffer.GetPosition(consumed), buffer.End);
                if (endpoint.SawGoodbye)
                {
                    // the peer is done: answer what it asked before its goodbye, then answer with our goodbye (unless
                    // we said it first, or failed) and end our side, in one step: no frame can follow the goodbye
                    if (_unanswered is not null)
                    {
                        await AnswerInFlightAsync(_unanswered).ConfigureAwait(false);
                    }
                    SayGoodbyeAndCloseWriter();
                    break;
                }
                if (result.IsCompleted)
                {
                    throw endpoint.EndedEarly(Node, buffer.Length - consumed);
                }
            }
            Ended.TrySetResult();
        }
        catch (RemoteException e)
        {
            Fail(e);
        }
        catch (Exception e) when (e is SocketException or IOException or ObjectDisposedException)
        {
            Fail(new RemoteException(Node, $"receiving failed: {ConnectionRules.Describe(e)}", e));
        }
        catch (Exception e)
        {
            // the sink threw (an actor refused a Tell, a frame for an unknown actor): the connection cannot go on
            Fail(ConnectionRules.Undeliverable(Node, e));
        }
        finally
        {
            await reader.CompleteAsync().ConfigureAwait(false);
        }
    }

    /// <summary>An answering node's flow control: while a window of requests it received (less one read) have replies not
    /// yet on the wire (a peer that sends without reading), it reads nothing more, so the peer's sends back up into its
    /// own window; ends when the replies move, or the writer closes (the close then decides).</summary>
    private async ValueTask WaitForRepliesOnWireAsync()
    {
        // one read adds at most ReadBufferBytes of frames, so stopping a read short of the window keeps every reply's
        // Send inside it: an answering actor never waits for room (it would hold its thread)
        while (FramesReceived - Volatile.Read(ref _bytesOnWire) / Frame.HeaderLength >= WindowFrames - ReadBufferBytes / Frame.HeaderLength
               && !Volatile.Read(ref _writerClosed))
        {
            await Task.Delay(1).ConfigureAwait(false);
        }
    }

    /// <summary>Waits, after the peer's goodbye, until every request received before it was answered; throws a
    /// RemoteException (the connection fails) when the count of unanswered requests stops falling for CloseTimeout.</summary>
    private async Task AnswerInFlightAsync(Func<IFrameConnection, long> unanswered)
    {
        var left = unanswered(this);
        var stalled = System.Diagnostics.Stopwatch.StartNew();
        while (left > 0)
        {
            if (stalled.Elapsed > CloseTimeout)
            {
                throw ConnectionRules.Unanswered(Node, left);
            }
            await Task.Delay(1).ConfigureAwait(false);
            var now = unanswered(this);
            if (now < left)
            {
                stalled.Restart(); // a hang limit counts time without progress, not the drain's whole time
            }
            left = now;
        }
    }

    /// <summary>
    /// The goodbye and the end of the sending side as one step, in one turn of the write lock: every Send that returned
    /// before it is queued ahead of the goodbye, and every Send after it throws (the frame not queued). Nothing when the
    /// sending side is closed already (a goodbye said, or a failure).
    /// </summary>
    private void SayGoodbyeAndCloseWriter()
    {
        lock (_writeLock)
        {
            if (_writerClosed)
            {
                return;
            }
            _writerClosed = true;
            WriteFrameLocked(Frame.Goodbye); // the goodbye may pass the window by its one frame
            _outgoing.Writer.Complete(); // the send loop sends everything queued, the goodbye last, then shuts the socket's send side
        }
        WakeRoomWaitersOnClose();
    }

    private void CloseWriter()
    {
        lock (_writeLock)
        {
            if (_writerClosed)
            {
                return;
            }
            _writerClosed = true;
        }
        _outgoing.Writer.Complete();
        WakeRoomWaitersOnClose();
    }

    /// <summary>
    /// Says goodbye, lets the send loop write everything queued, and waits (at most <see cref="CloseTimeout"/>) for the
    /// peer's goodbye; then closes the socket. Never throws: a failure stays on <see cref="Completion"/>.
    /// </summary>
    public override async Task CloseAsync()
    {
        SayGoodbyeAndCloseWriter();
        await Task.WhenAny(Task.WhenAll(_sendLoop, _receiveLoop), Task.Delay(CloseTimeout)).ConfigureAwait(false);
        if (!Ended.Task.IsCompleted)
        {
            Fail(ConnectionRules.NoGoodbye(Node));
        }
        _socket.Dispose();
        _stream.Dispose();
    }
}
