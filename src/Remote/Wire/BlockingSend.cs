using System.Net.Sockets;

namespace PerfBuf.Remote.Wire;

/// <summary>Sends on a blocking socket until every byte is written (the raw-socket floor's client and server both do).</summary>
public static class BlockingSend
{
    /// <summary>Sends all of <paramref name="bytes"/>, one <see cref="Socket.Send(ReadOnlySpan{byte}, SocketFlags)"/> after another.</summary>
    public static void All(Socket socket, ReadOnlySpan<byte> bytes)
    {
        while (!bytes.IsEmpty)
        {
            bytes = bytes[socket.Send(bytes, SocketFlags.None)..];
        }
    }
}
