using System.Net;
using System.Net.Sockets;
using PerfBuf.Remote.Transport;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Remote;

/// <summary>Two connected TCP sockets on loopback (the traffic rule: both ends on this machine), for tests that start
/// connections of either transport on them directly.</summary>
internal static class LoopbackSockets
{
    /// <summary>A client socket and the server socket its connection was accepted as, each step bounded.</summary>
    public static async Task<(Socket Client, Socket Server)> ConnectedPairAsync()
    {
        using var listener = new Socket(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);
        listener.Bind(new IPEndPoint(IPAddress.Loopback, 0));
        listener.Listen(1);
        var client = new Socket(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);
        var accepting = listener.AcceptAsync();
        await Bounded(client.ConnectAsync((IPEndPoint)listener.LocalEndPoint!), "connect");
        return (client, await Bounded(accepting, "accept"));
    }

    /// <summary>
    /// A connected pair for a connection of <paramref name="kind"/>: the direct transport's sockets must never see an
    /// async call, so they connect and accept synchronously (loopback: the connect completes in the listener's backlog,
    /// and the accept then returns at once).
    /// </summary>
    public static async Task<(Socket Client, Socket Server)> ConnectedPairAsync(TransportKind kind)
    {
        if (kind != TransportKind.Direct)
        {
            return await ConnectedPairAsync();
        }
        using var listener = new Socket(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);
        listener.Bind(new IPEndPoint(IPAddress.Loopback, 0));
        listener.Listen(1);
        var client = new Socket(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);
        client.Connect((IPEndPoint)listener.LocalEndPoint!);
        return (client, listener.Accept());
    }

    /// <summary>A client socket connected to <paramref name="server"/> (loopback) as a connection of <paramref name="kind"/> needs it.</summary>
    public static async Task<Socket> ConnectAsync(IPEndPoint server, TransportKind kind)
    {
        var socket = new Socket(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);
        if (kind == TransportKind.Direct)
        {
            socket.Connect(server);
        }
        else
        {
            await Bounded(socket.ConnectAsync(server), "connect");
        }
        return socket;
    }
}
