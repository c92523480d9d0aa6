using System.Net.Sockets;
using System.Runtime.InteropServices;
using System.Runtime.Versioning;

namespace PerfBuf.Remote.Transport;

/// <summary>
/// The one socket call .NET does not offer: send(2) with MSG_DONTWAIT on a socket left blocking, so a caller can try a
/// send that never waits without turning the socket non-blocking for every other call (.NET's SocketFlags have no such
/// flag; a socket made non-blocking, or that ever went async, completes blocking calls through its epoll thread).
/// Linux only; elsewhere <see cref="IsSupported"/> is false and nobody calls it.
/// </summary>
internal static unsafe partial class SocketCalls
{
    private const int MsgDontWait = 0x40;
    private const int MsgNoSignal = 0x4000;
    private const int EAGAIN = 11;
    private const int EINTR = 4;

    public static bool IsSupported => OperatingSystem.IsLinux();

    /// <summary>
    /// Sends what the kernel takes of <paramref name="bytes"/> now on <paramref name="socket"/> (its descriptor
    /// <paramref name="fd"/>): the count (0 when it would wait), or −1 on an error or a closed socket (left for the
    /// connection's blocking sender to meet and report).
    /// </summary>
    /// <remarks>The socket's handle is held for the call (a reference on its SafeHandle), so a socket closed meanwhile
    /// fails the call instead of letting its descriptor number, reused, be written to.</remarks>
    [SupportedOSPlatform("linux")]
    public static int TrySend(Socket socket, nint fd, ReadOnlySpan<byte> bytes)
    {
        var handle = socket.SafeHandle;
        var held = false;
        try
        {
            handle.DangerousAddRef(ref held);
        }
        catch (ObjectDisposedException)
        {
            return -1;
        }
        try
        {
            return TrySendHeld(fd, bytes);
        }
        finally
        {
            if (held)
            {
                handle.DangerousRelease();
            }
        }
    }

    [SupportedOSPlatform("linux")]
    private static int TrySendHeld(nint fd, ReadOnlySpan<byte> bytes)
    {
        fixed (byte* p = bytes)
        {
            while (true)
            {
                var sent = Send(fd, p, (nuint)bytes.Length, MsgDontWait | MsgNoSignal);
                if (sent >= 0)
                {
                    return (int)sent;
                }
                var errno = Marshal.GetLastPInvokeError();
                if (errno == EINTR)
                {
                    continue;
                }
                return errno == EAGAIN ? 0 : -1;
            }
        }
    }

    /// <summary>The socket's file descriptor, or −1 where sends that never wait are not supported.</summary>
    public static nint Descriptor(Socket socket) => IsSupported ? socket.SafeHandle.DangerousGetHandle() : -1;

    [SupportedOSPlatform("linux")]
    [LibraryImport("libc", EntryPoint = "send", SetLastError = true)]
    private static partial nint Send(nint fd, byte* buffer, nuint length, int flags);
}
