using System.Net;
using System.Net.Sockets;

namespace PerfBuf.Remote;

/// <summary>Free TCP ports for a node to listen on, chosen by the kernel (bind to port 0, read it back, close).</summary>
public static class FreePort
{
    /// <summary>A TCP port on <paramref name="address"/> (loopback when null) that was free a moment ago.</summary>
    public static int Pick(IPAddress? address = null)
    {
        using var probe = new Socket(AddressFamily.InterNetwork, SocketType.Stream, ProtocolType.Tcp);
        probe.Bind(new IPEndPoint(address ?? IPAddress.Loopback, 0));
        return ((IPEndPoint)probe.LocalEndPoint!).Port;
    }
}
