// Design: the serving side of E15's raw-socket floor (the design note and the client, which drives R1–R3:
// src/Experiments/E15-Remote/RawSocketFloor.cs) — the lab's frames (src/Remote/Wire/Frame.cs) with no actors, no pipe and
// no dispatch. One thread accepts a connection and serves it to its end: receive what is there, answer every whole frame
// into one buffer, send that buffer whole, keep the partial frame's bytes for the next receive. One send per receive:
// answers are batched exactly as the requests arrived. The far node serves it for role "floor".

using System.Net;
using System.Net.Sockets;
using PerfBuf.Remote;
using PerfBuf.Remote.Wire;

namespace PerfBuf.RemoteNode;

/// <summary>The serving side of the raw-socket floor: one thread, one connection at a time, every frame answered.</summary>
public sealed class RawSocketFloorServer : IDisposable
{
    private readonly Socket _listener;
    private readonly Thread _thread;
    private volatile Socket? _current; // the connection being served, closed by Dispose to end its blocking receive
    private volatile bool _stopping;

    private RawSocketFloorServer(Socket listener)
    {
        _listener = listener;
        _thread = new Thread(Serve) { IsBackground = true, Name = "floor server" };
    }

    /// <summary>Where it listens.</summary>
    public IPEndPoint EndPoint => (IPEndPoint)_listener.LocalEndPoint!;

    /// <summary>Listens on <paramref name="endPoint"/> and serves on its own thread until disposed.</summary>
    public static RawSocketFloorServer Start(IPEndPoint endPoint)
    {
        ArgumentNullException.ThrowIfNull(endPoint);
        var listener = new Socket(endPoint.AddressFamily, SocketType.Stream, ProtocolType.Tcp);
        listener.Bind(endPoint);
        listener.Listen(16);
        var server = new RawSocketFloorServer(listener);
        server._thread.Start();
        return server;
    }

    private void Serve()
    {
        var incoming = new byte[64 * 1024];
        var outgoing = new byte[incoming.Length * 2];
        while (!_stopping)
        {
            Socket socket;
            try
            {
                socket = _listener.Accept();
            }
            catch (Exception e) when (e is SocketException or ObjectDisposedException)
            {
                return; // the listener closed
            }
            _current = socket;
            using (socket)
            {
                socket.NoDelay = true;
                try
                {
                    ServeOne(socket, incoming, outgoing);
                }
                catch (Exception e) when (e is SocketException or ObjectDisposedException or RemoteException)
                {
                    // the client went away or sent garbage: serve the next one
                }
            }
            _current = null;
        }
    }

    private static void ServeOne(Socket socket, byte[] incoming, byte[] outgoing)
    {
        var filled = 0;
        while (true)
        {
            var received = socket.Receive(incoming, filled, incoming.Length - filled, SocketFlags.None);
            if (received == 0)
            {
                return;
            }
            filled += received;
            var answers = new Answers(outgoing);
            var consumed = FrameReader.ReadAll(incoming.AsSpan(0, filled), ref answers, "floor client");
            if (answers.Length > 0)
            {
                BlockingSend.All(socket, outgoing.AsSpan(0, answers.Length));
            }
            if (answers.SawGoodbye)
            {
                return;
            }
            filled -= consumed;
            incoming.AsSpan(consumed, filled).CopyTo(incoming);
        }
    }

    public void Dispose()
    {
        _stopping = true;
        _listener.Dispose();
        _current?.Dispose();
        if (!_thread.Join(TimeSpan.FromSeconds(5)))
        {
            throw new InvalidOperationException("the raw-socket floor server's thread did not stop within 5 s of its sockets closing");
        }
    }

    /// <summary>Writes the answer to each message frame (its value, back to its replyTo) and a goodbye to a goodbye.</summary>
    private struct Answers(byte[] buffer) : IFrameSink
    {
        public int Length { get; private set; }

        public bool SawGoodbye { get; private set; }

        public void OnFrame(in Frame frame)
        {
            var answer = frame.Kind == FrameKind.Goodbye ? Frame.Goodbye : Frame.Message(frame.ReplyTo, frame.Target, frame.Value);
            SawGoodbye |= frame.Kind == FrameKind.Goodbye;
            answer.WriteTo(buffer.AsSpan(Length));
            Length += Frame.HeaderLength;
        }
    }
}
