// Design: the lab's second transport, built for the socket floor (E15's LabDirect rows): the same frames, close,
// window and in-flight rules as RemoteConnection (IFrameConnection.cs), with no pipe, no lock, no async call and no
// thread-pool hop between the socket and the actors.
//
// The socket stays blocking for its whole life: it is connected (TrafficRule.Connect) or accepted synchronously and
// never sees an async call, so .NET never registers it with its epoll thread; every call is one system call on the
// thread that makes it.
// Receiving. One thread of the connection's own blocks in recv(2) into a 64 KiB buffer, parses every whole frame in
// what arrived (FrameReader over the span, each header checked before the rest of its frame is awaited) and hands each
// message frame to the sink on the spot (the node's dispatch: a Tell to the target actor), then keeps the partial
// frame's bytes for the next receive. No hand-over between the receive and the dispatch; with the actors on the
// connection's threads (CallingThreadScheduler) the Tell runs the actor right there. Replies an actor sends on the
// receiving thread during one receive's dispatch wait in the ring, unannounced, and go out together when the dispatch
// ends (FlushReplies: one send that never waits, the rest carried to the sender thread): one receive of requests, one
// send of their replies, as on the floor.
// Sending. Senders (the actors, on any thread) push their frame into a lock-free multi-producer ring of frames
// (MpscRingXadd, CAS claim: never waits) and wake the connection's sender thread only if it sleeps (FutexParker: a
// fence and a read when it is awake). The sender thread drains the ring into one 64 KiB buffer and hands it to the
// socket in one blocking send: frames are coalesced exactly while senders outpace the socket. It does not spin before
// it sleeps: with two threads per connection on each side and the actors' pool threads besides, a spinning sender takes
// a core from the actors that feed it, and on a two-core machine every spin tried (256 and 32 pauses, E15's quick
// runs) lost on every row (R1, R2 and R3) to sleeping at once.
// Sending in place. A lone frame on a quiet connection would pay a wake-up (the sender's futex wait and wake) and a
// hand-over for one send. So a sender that finds the ring empty, nobody sending and no frame sent in place in the last
// QuietMicroseconds sends its frame itself, with send(2) flagged MSG_DONTWAIT (it never waits, on a socket that stays
// blocking for everyone else: SocketCalls.cs, which holds the socket's handle for the call, so a socket closed meanwhile
// fails it rather than letting a reused descriptor number be written to). What the kernel does not take at once is
// carried: the rest goes to the sender thread, which sends it before anything else. A burst (a second frame within
// QuietMicroseconds) goes through the ring and the sender thread, so a stream is coalesced.
// The write token. Whoever hands bytes to the socket (the sender thread, or a sender in place) holds _writeToken (CAS
// 0 → 1, released with a Volatile.Write): bytes go out in the order they were taken. The sender thread takes it before
// it drains the ring and releases it after the send; a sender in place takes it, then checks the ring is empty (a
// frame its own thread pushed earlier is still in the ring, or in the sender's buffer under the token: either way it
// cannot be overtaken), so frames from one thread go out in the order it sent them.
// Flow control. The ring is the send window (WindowFrames, 3 MiB of frames): a Send that finds it full sleeps until the
// sender thread has brought it under half (Send), or is refused (TrySend); an answering node stops reading requests
// while a window of them have replies not yet on the wire, as RemoteConnection does.
// Endings. Closing (a goodbye, or an end without one) is one atomic step on the ring (Close: every claim below its final
// position is delivered, every later one refused), so a Send that returned normally is sent before the goodbye and a
// Send after it throws; the sender thread writes the goodbye once the ring has drained, then shuts the socket's send
// side. Failures, goodbyes and in-flight requests are handled as in RemoteConnection (same messages); a failure shuts
// the socket both ways, which wakes both threads out of their blocking calls.
// Memory ordering: the ring's own (publish with a release store, consume with an acquire); FutexParker's Dekker pair
// for the sender's sleep (a pusher publishes, then Unpark fences and reads the sleeper count) and for senders waiting
// for room; the write token's CAS (acquire) and Volatile.Write (release) order every holder's socket writes and
// counters after the previous holder's. Counters written by one holder at a time are published with Volatile.Write.
// Known weaknesses: two threads per connection (a node with many connections wants a shared I/O thread); every burst
// that finds the sender thread asleep pays its wake-up (a futex wake and a context switch), which the pipe transport,
// whose send loop runs as a thread-pool continuation behind the actors' own work items, does not.

using System.Collections.Concurrent;
using System.Diagnostics;
using System.Net.Sockets;
using PerfBuf.Core.Waiting;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Remote.Wire;

namespace PerfBuf.Remote.Transport;

/// <summary>One connection of the lab's direct transport: blocking socket calls on two threads of its own.</summary>
public sealed class DirectConnection : FrameConnectionBase
{
    /// <summary>The send window in frames: the ring's capacity.</summary>
    public const int WindowFrames = 1 << 17;

    /// <summary>The send window in bytes (3 MiB): frames in the ring, plus what the sender thread holds for one send.</summary>
    public const int WindowBytes = WindowFrames * Frame.HeaderLength;

    /// <summary>A frame is sent in place only when none was in this long.</summary>
    public const int QuietMicroseconds = 20;

    private const int BufferBytes = 64 * 1024;

    /// <summary>The kind of a ring entry that stands for the next planted bytes (never a kind on the wire).</summary>
    private const FrameKind RawEntry = 0;

    private const int Open = 0;
    private const int Goodbye = 1;
    private const int WithoutGoodbye = 2;

    private static readonly long QuietTicks = Stopwatch.Frequency * QuietMicroseconds / 1_000_000;

    private readonly Socket _socket;
    private readonly nint _descriptor; // -1 where sends in place are not supported
    private readonly MpscXaddProducer<Frame> _producer;
    private readonly MpscXaddConsumer<Frame> _consumer;
    private readonly FutexParker _senderSleep = new();
    private readonly FutexParker _roomSleep = new();
    private readonly ConcurrentQueue<byte[]> _raw = new();
    private readonly byte[] _carry = new byte[BufferBytes]; // under the token: bytes handed over in place that the kernel did not take
    private readonly byte[] _flush = new byte[BufferBytes]; // the receiving thread's: one receive's replies, drained for one send
    private readonly TaskCompletionSource _sent = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly TaskCompletionSource _received = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private int _writeToken;      // 0: free; 1: someone hands bytes to the socket (CAS to take, Volatile.Write to give back)
    private int _carryLength;     // under the token
    private int _receiverId;      // the receiving thread's managed id (set before it receives anything)
    private bool _dispatching;    // the receiving thread only: true while it hands one receive's frames to the sink
    private int _closing;         // Open, Goodbye or WithoutGoodbye: set once (CAS), before the ring closes
    private byte[]? _lastBytes;   // planted bytes that end the stream (tests): written before the CAS on _closing
    private long _lastInPlace;    // Stopwatch ticks of the last send in place (a hint: racy by design)
    private long _framesSent;     // under the token
    private long _bytesOnWire;    // under the token
    private Func<IFrameConnection, long>? _unanswered;

    private DirectConnection(Socket socket, string node) : base(socket, node)
    {
        _socket = socket;
        _socket.Blocking = true;
        _socket.NoDelay = true;
        _descriptor = SocketCalls.Descriptor(socket);
        (_producer, _consumer) = MpscRingXadd<Frame>.Create(WindowFrames);
    }

    /// <summary>Message frames handed to the socket so far (a frame whose bytes went out in two sends counts at its first).</summary>
    public override long FramesSent => Volatile.Read(ref _framesSent);

    /// <inheritdoc/>
    public override long BytesOnWire => Volatile.Read(ref _bytesOnWire);

    /// <summary>Frames in the ring, in bytes (what the sender thread holds for its current send is not counted).</summary>
    public override long QueuedBytes => (long)_consumer.Count * Frame.HeaderLength;

    /// <inheritdoc/>
    public override long SendWindowBytes => WindowBytes;

    /// <summary>
    /// Starts the receiving and sending threads on a connected <paramref name="socket"/>, which must never have seen an
    /// async call (connect and accept it synchronously); as <see cref="RemoteConnection.Start{TSink}"/> otherwise.
    /// </summary>
    public static DirectConnection Start<TSink>(Socket socket, string node, Func<IFrameConnection, TSink> sinkFor,
        Func<IFrameConnection, long>? unanswered = null)
        where TSink : struct, IFrameSink
    {
        ArgumentNullException.ThrowIfNull(socket);
        ArgumentNullException.ThrowIfNull(sinkFor);
        var connection = new DirectConnection(socket, node) { _unanswered = unanswered };
        var sink = sinkFor(connection);
        new Thread(connection.SendLoop) { IsBackground = true, Name = "direct sender" }.Start();
        new Thread(() => connection.ReceiveLoop(sink)) { IsBackground = true, Name = "direct receiver" }.Start();
        return connection;
    }

    /// <inheritdoc/>
    public override void Send(in Frame frame)
    {
        while (!TryQueue(in frame))
        {
            WaitForRoom();
        }
    }

    /// <inheritdoc/>
    public override bool TrySend(in Frame frame) => TryQueue(in frame);

    private bool TryQueue(in Frame frame)
    {
        // a reply made on the receiving thread while it dispatches one receive waits in the ring for the receive's end,
        // when the receiving thread sends them all at once (FlushReplies)
        var deferred = _dispatching && Environment.CurrentManagedThreadId == _receiverId;
        if (!deferred && TrySendInPlace(in frame))
        {
            return true;
        }
        switch (_producer.TryPushCas(in frame))
        {
            case PushStatus.Ok:
                if (!deferred)
                {
                    _senderSleep.Unpark(); // a fence and a read, unless the sender thread sleeps
                }
                return true;
            case PushStatus.Full:
                return false;
            default:
                throw Closed();
        }
    }

    /// <summary>
    /// Sends the frame on the calling thread when the connection is quiet: the ring empty, nobody sending, no send in
    /// place in the last <see cref="QuietMicroseconds"/>. True when the frame went (or its rest is carried to the
    /// sender thread); false when it must go through the ring.
    /// </summary>
    private bool TrySendInPlace(in Frame frame)
    {
        if (!OperatingSystem.IsLinux() || _descriptor < 0 || frame.Kind == RawEntry || Volatile.Read(ref _writeToken) != 0 || _consumer.Count != 0)
        {
            return false; // a frame in the ring, or a send under way: this one goes after them, through the ring
        }
        var now = Stopwatch.GetTimestamp();
        if (now - Volatile.Read(ref _lastInPlace) < QuietTicks)
        {
            Volatile.Write(ref _lastInPlace, now); // a burst: it goes through the ring, and so does its next frame
            return false;
        }
        if (Interlocked.CompareExchange(ref _writeToken, 1, 0) != 0)
        {
            return false;
        }
        var carried = false;
        try
        {
            // under the token: a frame pushed earlier (by this thread or any) is in the ring still, so it goes first
            if (Volatile.Read(ref _closing) != Open || _consumer.Count != 0 || _carryLength != 0)
            {
                return false;
            }
            Span<byte> bytes = stackalloc byte[Frame.HeaderLength];
            frame.WriteTo(bytes);
            carried = !SendOrCarry(bytes, frame.Kind == FrameKind.Message ? 1 : 0);
            Volatile.Write(ref _lastInPlace, Stopwatch.GetTimestamp());
            return true;
        }
        finally
        {
            Volatile.Write(ref _writeToken, 0);
            if (carried)
            {
                _senderSleep.Unpark();
            }
        }
    }

    /// <summary>
    /// Under the token, with nothing carried: sends what the kernel takes of <paramref name="bytes"/> now (a send that
    /// never waits) and carries the rest to the sender thread, which sends it before anything else; false when something
    /// is carried (the caller wakes the sender thread). A socket error carries everything: the sender thread meets it and
    /// reports it. <paramref name="messages"/> message frames are counted as sent.
    /// </summary>
    [System.Runtime.Versioning.SupportedOSPlatform("linux")]
    private bool SendOrCarry(ReadOnlySpan<byte> bytes, long messages)
    {
        var sent = Math.Max(0, SocketCalls.TrySend(_socket, _descriptor, bytes));
        if (sent < bytes.Length)
        {
            bytes[sent..].CopyTo(_carry);
            _carryLength = bytes.Length - sent;
        }
        Volatile.Write(ref _bytesOnWire, _bytesOnWire + sent);
        Volatile.Write(ref _framesSent, _framesSent + messages);
        return sent == bytes.Length;
    }

    /// <summary>
    /// The receiving thread, after one receive's frames were dispatched: the replies they made wait in the ring; if
    /// nobody is sending, it drains them and sends them in one call that never waits (the rest carried to the sender
    /// thread), so a receive of requests costs one send of their replies. If the sender thread holds the token, or
    /// something is carried, or the connection closes, the sender thread is woken to send them instead.
    /// </summary>
    private void FlushReplies()
    {
        if (!_consumer.IsNextPublished)
        {
            return;
        }
        if (!OperatingSystem.IsLinux() || _descriptor < 0 || Interlocked.CompareExchange(ref _writeToken, 1, 0) != 0)
        {
            _senderSleep.Unpark();
            return;
        }
        var handOver = true;
        try
        {
            if (_carryLength == 0 && Volatile.Read(ref _closing) == Open)
            {
                var into = new BufferWriter(_flush, 0, _raw);
                _consumer.Drain(ref into, BufferBytes / Frame.HeaderLength);
                handOver = !SendOrCarry(_flush.AsSpan(0, into.Length), into.Messages) || _consumer.IsNextPublished;
            }
        }
        finally
        {
            Volatile.Write(ref _writeToken, 0);
            if (handOver)
            {
                _senderSleep.Unpark();
            }
            if (_consumer.Count < WindowFrames / 2)
            {
                _roomSleep.Unpark();
            }
        }
    }

    /// <summary>Sleeps until the ring is under half full or the connection closes (a Dekker pair with the sender's Unpark).</summary>
    private void WaitForRoom()
    {
        _senderSleep.Unpark(); // replies deferred by the receiving thread wait for no one: the sender thread drains them
        var room = new RoomOrClosed(this);
        _roomSleep.Park(ref room);
    }

    private readonly struct RoomOrClosed(DirectConnection c) : IWaitCondition
    {
        public bool IsSatisfied() => c._consumer.Count < WindowFrames / 2 || Volatile.Read(ref c._closing) != Open;
    }

    private readonly struct SenderWork(DirectConnection c) : IWaitCondition
    {
        public bool IsSatisfied() => c._consumer.IsNextPublished || Volatile.Read(ref c._carryLength) != 0 || c._consumer.IsCompleted;
    }

    /// <summary>The sender thread: drain the ring into one buffer, one blocking send, spin, sleep.</summary>
    private void SendLoop()
    {
        var buffer = new byte[BufferBytes];
        var work = new SenderWork(this);
        try
        {
            while (true)
            {
                WaitForWork(ref work);
                TakeToken();
                try
                {
                    var length = _carryLength;
                    _carry.AsSpan(0, length).CopyTo(buffer);
                    _carryLength = 0;
                    var into = new BufferWriter(buffer, length, _raw);
                    _consumer.Drain(ref into, (BufferBytes - length) / Frame.HeaderLength);
                    if (into.Length > 0)
                    {
                        // room is made by the drain: senders waiting for it go on now, not after a send that may wait
                        // for the peer to read
                        if (_consumer.Count < WindowFrames / 2)
                        {
                            _roomSleep.Unpark();
                        }
                        BlockingSend.All(_socket, buffer.AsSpan(0, into.Length));
                        Volatile.Write(ref _bytesOnWire, _bytesOnWire + into.Length);
                        Volatile.Write(ref _framesSent, _framesSent + into.Messages);
                        continue;
                    }
                    if (_consumer.IsCompleted)
                    {
                        // the end: a goodbye, or the planted bytes that end the stream without one (acquire: _closing
                        // was set after _lastBytes)
                        var end = 0;
                        if (Volatile.Read(ref _closing) == Goodbye)
                        {
                            Frame.Goodbye.WriteTo(buffer);
                            end = Frame.HeaderLength;
                        }
                        else if (_lastBytes is { } last)
                        {
                            last.CopyTo(buffer, 0);
                            end = last.Length;
                        }
                        BlockingSend.All(_socket, buffer.AsSpan(0, end));
                        Volatile.Write(ref _bytesOnWire, _bytesOnWire + end);
                        _socket.Shutdown(SocketShutdown.Send);
                        return;
                    }
                }
                finally
                {
                    Volatile.Write(ref _writeToken, 0);
                }
            }
        }
        catch (Exception e)
        {
            if (ConnectionRules.ReceiverKnowsBetter(e))
            {
                _received.Task.Wait(ConnectionRules.ReceiverFirst); // the receiver says why, if it can
            }
            Fail(new RemoteException(Node, $"sending failed: {ConnectionRules.Describe(e)}", e));
        }
        finally
        {
            _roomSleep.Unpark();
            _sent.TrySetResult();
        }
    }

    /// <summary>No spin: the sender thread sleeps as soon as there is nothing to send (the design note says why).</summary>
    private void WaitForWork(ref SenderWork work) => _senderSleep.Park(ref work);

    /// <summary>The sender thread takes the token; a sender in place holds it for one send that never waits.</summary>
    private void TakeToken()
    {
        var spinner = new SpinWait();
        while (Interlocked.CompareExchange(ref _writeToken, 1, 0) != 0)
        {
            spinner.SpinOnce();
        }
    }

    /// <summary>Writes drained frames into the send buffer; a raw entry stands for the next planted bytes.</summary>
    private struct BufferWriter(byte[] buffer, int length, ConcurrentQueue<byte[]> raw) : IHandler<Frame>
    {
        public int Length = length;

        public long Messages;

        public void Handle(in Frame item)
        {
            if (item.Kind == RawEntry)
            {
                raw.TryDequeue(out var bytes);
                bytes!.CopyTo(buffer, Length);
                Length += bytes.Length;
                return;
            }
            item.WriteTo(buffer.AsSpan(Length));
            Length += Frame.HeaderLength;
            if (item.Kind == FrameKind.Message)
            {
                Messages++;
            }
        }
    }

    /// <summary>The receiving thread: blocking receives, every whole frame dispatched where it was read.</summary>
    private void ReceiveLoop<TSink>(TSink sink)
        where TSink : struct, IFrameSink
    {
        var buffer = new byte[Frame.MaxLength];
        var filled = 0;
        var watch = new GoodbyeWatch<TSink>(sink);
        _receiverId = Environment.CurrentManagedThreadId;
        try
        {
            while (true)
            {
                if (_unanswered is not null)
                {
                    WaitForRepliesOnWire();
                }
                var received = _socket.Receive(buffer.AsSpan(filled), SocketFlags.None);
                if (received == 0)
                {
                    throw watch.EndedEarly(Node, filled);
                }
                filled += received;
                var before = watch.Messages;
                _dispatching = true;
                int consumed;
                try
                {
                    consumed = FrameReader.ReadAll(buffer.AsSpan(0, filled), ref watch, Node);
                }
                finally
                {
                    _dispatching = false;
                    FlushReplies();
                }
                Volatile.Write(ref _framesReceived, _framesReceived + (watch.Messages - before));
                if (watch.SawGoodbye)
                {
                    if (_unanswered is not null)
                    {
                        AnswerInFlight(_unanswered);
                    }
                    CloseSending(Goodbye);
                    break;
                }
                filled -= consumed;
                buffer.AsSpan(consumed, filled).CopyTo(buffer);
            }
            Ended.TrySetResult();
        }
        catch (RemoteException e)
        {
            Fail(e);
        }
        catch (Exception e) when (e is SocketException or ObjectDisposedException)
        {
            Fail(new RemoteException(Node, $"receiving failed: {ConnectionRules.Describe(e)}", e));
        }
        catch (Exception e)
        {
            Fail(ConnectionRules.Undeliverable(Node, e));
        }
        finally
        {
            _received.TrySetResult();
        }
    }

    /// <summary>An answering node's flow control, as RemoteConnection's: no further read while a window of requests
    /// (less one read) have replies not yet on the wire.</summary>
    private void WaitForRepliesOnWire()
    {
        while (FramesReceived - FramesSent >= WindowFrames - Frame.MaxLength / Frame.HeaderLength
               && Volatile.Read(ref _closing) == Open)
        {
            Thread.Sleep(1);
        }
    }

    /// <summary>After the peer's goodbye: waits until every request received before it was answered; throws when the
    /// count stops falling for the close timeout.</summary>
    private void AnswerInFlight(Func<IFrameConnection, long> unanswered)
    {
        var left = unanswered(this);
        var stalled = Stopwatch.StartNew();
        while (left > 0)
        {
            if (stalled.Elapsed > ConnectionRules.CloseTimeout)
            {
                throw ConnectionRules.Unanswered(Node, left);
            }
            Thread.Sleep(1);
            var now = unanswered(this);
            if (now < left)
            {
                stalled.Restart(); // time without progress, not the drain's whole time
            }
            left = now;
        }
    }

    /// <summary>
    /// Ends the sending side in one step: the first caller sets how (with or without a goodbye), then the ring closes,
    /// so every Send that returned is ahead of the end and every later one throws. Nothing when already closing.
    /// </summary>
    private bool CloseSending(int how)
    {
        if (Interlocked.CompareExchange(ref _closing, how, Open) != Open)
        {
            return false;
        }
        _producer.Close();
        _senderSleep.Unpark();
        _roomSleep.Unpark();
        return true;
    }

    internal override void SendRaw(ReadOnlySpan<byte> bytes, bool end = false)
    {
        if (bytes.Length > Frame.HeaderLength)
        {
            throw new ArgumentOutOfRangeException(nameof(bytes), bytes.Length, $"planted bytes are at most {Frame.HeaderLength}");
        }
        if (end)
        {
            // the bytes and the end in one step, as the goodbye: after every frame queued before, and nothing after them
            _lastBytes = bytes.ToArray();
            if (!CloseSending(WithoutGoodbye))
            {
                throw Closed();
            }
            return;
        }
        _raw.Enqueue(bytes.ToArray());
        Send(new Frame(RawEntry, 0, 0, 0));
    }

    internal override void EndWithoutGoodbye() => CloseSending(WithoutGoodbye);

    private protected override void EndSending() => CloseSending(WithoutGoodbye);

    /// <inheritdoc/>
    public override async Task CloseAsync()
    {
        CloseSending(Goodbye);
        await Task.WhenAny(Task.WhenAll(_sent.Task, _received.Task), Task.Delay(ConnectionRules.CloseTimeout)).ConfigureAwait(false);
        if (!Ended.Task.IsCompleted)
        {
            Fail(ConnectionRules.NoGoodbye(Node));
        }
        // both threads are out of the socket, or on their way out of it (shut both ways): bounded, they end on their own
        await Task.WhenAny(Task.WhenAll(_sent.Task, _received.Task), Task.Delay(ConnectionRules.CloseTimeout)).ConfigureAwait(false);
        _socket.Dispose();
    }
}
