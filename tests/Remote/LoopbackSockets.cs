using System.Net;
using System.Net.Sockets;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Remote;

/// <summary>Two connected TCP sockets on loopback (the traffic rule: both ends on this machine), for tests that start
/// RemoteConnections on them directly.</summary>
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
}
