// Design: the raw-socket floor of E15 — the same frames (src/Remote/Wire/Frame.cs) as the lab's transport with no actors, no pipe
// and no dispatch: one thread per side, blocking Socket calls, the cheapest way to do R1–R3 on this machine.
//   Server (the far node, role "floor"; src/RemoteNode/RawSocketFloorServer.cs): one thread accepts a connection and
//   serves it to its end: receive what is there, answer every whole frame into one buffer, send that buffer whole, keep
//   the partial frame's bytes for the next receive. One send per receive: answers are batched exactly as the requests
//   arrived.
//   Client (the benchmark thread):
//     R1  sends values 1 … M in sends of up to Batch frames while at most Window frames are unanswered, receiving
//         whatever is there between sends (and blocking on receive when the window is full or all are sent): one thread
//         cannot send without bound while the far side's answers fill the socket buffers, so the window is the floor's
//         flow control (the actors' transport buffers in its pipe instead).
//     R2  N logical clients: all N first requests in one send; then each receive's answers are checked and the next
//         request of each answered client goes out in one send.
//     R3  one request, one blocking receive of its answer, in turn.
// Every answer's value is checked as the lab's transport checks it; a wrong one, a close, a reset or a timeout throws a
// RemoteException naming the node. Crossings: hops in the slot of each value, as the lab's transport's (all on the
// calling thread here).

using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using PerfBuf.Core.Threading;
using PerfBuf.Remote;
using PerfBuf.Remote.Wire;

namespace PerfBuf.Experiments.E15;

/// <summary>The client side of the raw-socket floor: R1–R3 on the calling thread, blocking calls.</summary>
public sealed class RawSocketFloorClient : IDisposable
{
    /// <summary>R1's frames per send.</summary>
    public const int Batch = 256;

    /// <summary>R1's most unanswered frames.</summary>
    public const int Window = 4096;

    private readonly Socket _socket;
    private readonly byte[] _incoming = new byte[64 * 1024];
    private readonly byte[] _outgoing = new byte[Math.Max(Batch, ActorsMax) * Frame.HeaderLength];
    private const int ActorsMax = 1 << 16;

    private RawSocketFloorClient(Socket socket, string node)
    {
        _socket = socket;
        Node = node;
    }

    /// <summary>The far node's name and endpoint.</summary>
    public string Node { get; }

    /// <summary>
    /// Connects to the floor server at <paramref name="server"/> (after the traffic rule's check), synchronously: the
    /// floor's socket must stay a blocking one (TrafficRule.Connect says why).
    /// </summary>
    public static RawSocketFloorClient Connect(IPEndPoint server, string node)
    {
        ArgumentNullException.ThrowIfNull(server);
        var socket = new Socket(server.AddressFamily, SocketType.Stream, ProtocolType.Tcp);
        try
        {
            TrafficRule.Connect(socket, server, node);
        }
        catch
        {
            socket.Dispose();
            throw;
        }
        return Over(socket, node);
    }

    /// <summary>The client over <paramref name="socket"/>, already connected to the floor server; the client owns it from here.</summary>
    public static RawSocketFloorClient Over(Socket socket, string node)
    {
        ArgumentNullException.ThrowIfNull(socket);
        socket.NoDelay = true;
        return new RawSocketFloorClient(socket, node);
    }

    /// <summary>R1: values 1 … <paramref name="messages"/>, windowed; returns the answers' sum.</summary>
    public long Stream(int messages, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(messages);
        var deadline = Deadline(timeout);
        var sent = 0L;
        var sink = new StreamAnswers();
        var filled = 0;
        while (sink.Answers < messages)
        {
            var unanswered = sent - sink.Answers;
            if (sent < messages && unanswered < Window)
            {
                var count = (int)Math.Min(Math.Min(Batch, messages - sent), Window - unanswered);
                var pass = Crossings.Active;
                for (var i = 0; i < count; i++)
                {
                    pass?.Send((int)sent);
                    Frame.Message(0, 0, ++sent).WriteTo(_outgoing.AsSpan(i * Frame.HeaderLength));
                }
                Send(count * Frame.HeaderLength);
                if (sent < messages && sent - sink.Answers < Window && _socket.Available == 0)
                {
                    continue; // room to send more and nothing to read yet
                }
            }
            filled = Receive(filled, ref sink, deadline, sink.Answers, messages);
        }
        return sink.Sum;
    }

    /// <summary>
    /// R2: <paramref name="pairs"/> logical clients, <paramref name="requestsPerClient"/> requests each, one in flight per
    /// client; client i's request k carries (i - 1) × M + k + 1. Returns the answers' sum.
    /// </summary>
    public long Echo(int pairs, int requestsPerClient, TimeSpan timeout) => Echo(pairs, requestsPerClient, TimeSpan.Zero, null, timeout);

    /// <summary>
    /// R3: <paramref name="requests"/> round trips in turn, each after a pause of <paramref name="gap"/> (zero: back to
    /// back), each one's time (Stopwatch ticks) into <paramref name="latencies"/> when given.
    /// </summary>
    public long RoundTrips(int requests, TimeSpan gap, long[]? latencies, TimeSpan timeout) => Echo(1, requests, gap, latencies, timeout);

    private long Echo(int pairs, int requestsPerClient, TimeSpan gap, long[]? latencies, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(pairs);
        ArgumentOutOfRangeException.ThrowIfGreaterThanOrEqual(pairs, ActorsMax);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(requestsPerClient);
        var deadline = Deadline(timeout);
        var sink = new EchoAnswers(new long[pairs + 1], requestsPerClient, _outgoing, latencies, Node);
        for (var id = 1; id <= pairs; id++)
        {
            sink.Queue(id);
        }
        if (gap > TimeSpan.Zero)
        {
            Thread.Sleep(gap);
        }
        sink.StampSend();
        Send(sink.Length);
        var filled = 0;
        var total = (long)pairs * requestsPerClient;
        while (sink.Answers < total)
        {
            sink.Length = 0;
            filled = Receive(filled, ref sink, deadline, sink.Answers, total);
            if (sink.Length > 0)
            {
                if (gap > TimeSpan.Zero)
                {
                    Thread.Sleep(gap); // R3's idle pause before the next request (one client: one request per send)
                }
                sink.StampSend();
                Send(sink.Length);
            }
        }
        return sink.Sum;
    }

    /// <summary>The run's deadline; the socket's receive timeout is set once per run (setting it per receive allocates).</summary>
    private long Deadline(TimeSpan timeout)
    {
        _socket.ReceiveTimeout = (int)Math.Clamp(timeout.TotalMilliseconds, 1, int.MaxValue);
        return Stopwatch.GetTimestamp() + (long)(timeout.TotalSeconds * Stopwatch.Frequency);
    }

    private void Send(int length)
    {
        try
        {
            BlockingSend.All(_socket, _outgoing.AsSpan(0, length));
        }
        catch (SocketException e)
        {
            throw new RemoteException(Node, $"sending failed: {e.SocketErrorCode} ({e.Message})", e);
        }
    }

    /// <summary>One blocking receive (bounded by the deadline); every whole frame goes to the sink. Returns the bytes kept.</summary>
    private int Receive<TSink>(int filled, ref TSink sink, long deadline, long answers, long expected)
        where TSink : struct, IFrameSink
    {
        var left = deadline - Stopwatch.GetTimestamp();
        if (left <= 0)
        {
            throw new RemoteException(Node, $"timed out with {answers} of {expected} answers received");
        }
        int received;
        try
        {
            received = _socket.Receive(_incoming, filled, _incoming.Length - filled, SocketFlags.None);
        }
        catch (SocketException e) when (e.SocketErrorCode == SocketError.TimedOut)
        {
            throw new RemoteException(Node, $"timed out with {answers} of {expected} answers received", e);
        }
        catch (SocketException e)
        {
            throw new RemoteException(Node, $"receiving failed: {e.SocketErrorCode} ({e.Message}), with {answers} of {expected} answers received", e);
        }
        if (received == 0)
        {
            throw new RemoteException(Node, filled > 0
                ? $"the connection closed in the middle of a frame, with {answers} of {expected} answers received"
                : $"the peer closed the connection, with {answers} of {expected} answers received");
        }
        filled += received;
        var consumed = FrameReader.ReadAll(_incoming.AsSpan(0, filled), ref sink, Node);
        filled -= consumed;
        _incoming.AsSpan(consumed, filled).CopyTo(_incoming);
        return filled;
    }

    /// <summary>Says goodbye and closes.</summary>
    public void Dispose()
    {
        try
        {
            Frame.Goodbye.WriteTo(_outgoing);
            BlockingSend.All(_socket, _outgoing.AsSpan(0, Frame.HeaderLength));
            _socket.Shutdown(SocketShutdown.Send);
        }
        catch (SocketException)
        {
            // gone already
        }
        _socket.Dispose();
    }

    private struct StreamAnswers : IFrameSink
    {
        public long Answers { get; private set; }

        public long Sum { get; private set; }

        public void OnFrame(in Frame frame)
        {
            Crossings.Active?.Hop((int)(frame.Value - 1));
            Answers++;
            Sum += frame.Value;
        }
    }

    private struct EchoAnswers(long[] answered, int requestsPerClient, byte[] outgoing, long[]? latencies, string node) : IFrameSink
    {
        private long _sentAt;

        public long Answers { get; private set; }

        public long Sum { get; private set; }

        public int Length { get; set; }

        public void StampSend()
        {
            if (latencies is not null)
            {
                _sentAt = Stopwatch.GetTimestamp();
            }
        }

        public void Queue(int id)
        {
            var value = Value(id, answered[id]);
            Crossings.Active?.Send((int)value);
            Frame.Message(id, id, value).WriteTo(outgoing.AsSpan(Length));
            Length += Frame.HeaderLength;
        }

        private readonly long Value(int id, long k) => ((id - 1) * (long)requestsPerClient) + k + 1;

        public void OnFrame(in Frame frame)
        {
            var id = frame.Target;
            if ((uint)id >= (uint)answered.Length || id == 0 || frame.Value != Value(id, answered[id]))
            {
                throw new RemoteException(node, $"an answer to client {id} carried {frame.Value}, which it did not ask for");
            }
            Crossings.Active?.Hop((int)frame.Value);
            if (latencies is not null)
            {
                latencies[Answers] = Stopwatch.GetTimestamp() - _sentAt;
            }
            Answers++;
            Sum += frame.Value;
            if (++answered[id] < requestsPerClient)
            {
                Queue(id);
            }
        }
    }
}
