using System.Reflection;
using PerfBuf.Remote;

namespace PerfBuf.Experiments.E15;

/// <summary>
/// .NET's setting that runs socket completions on the epoll thread that saw them (DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS=1)
/// instead of queueing each to the thread pool: fewer hand-overs, and a continuation that blocks stalls every socket on
/// that epoll thread. The runtime reads it once, when this process's socket engine first starts; E15's LabInline row sets
/// it in its own benchmark process (each case runs in a process of its own) before any socket, and the far node it
/// starts inherits it.
/// </summary>
public static class InlineCompletions
{
    /// <summary>The environment variable.</summary>
    public const string Variable = "DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS";

    /// <summary>
    /// Sets the variable and checks that this process's socket engine runs with it: an engine started before (a socket
    /// made earlier in the process) keeps what it read, and the row fails rather than measure the other setting.
    /// </summary>
    public static void Enable()
    {
        Environment.SetEnvironmentVariable(Variable, "1");
        if (InForce() is { } inForce && !inForce)
        {
            throw new RemoteException("inline completions", $"{Variable}=1 was set after this process's socket engine had started without it; the row would measure the default");
        }
    }

    /// <summary>Whether this process's socket engine runs completions inline, or null where the runtime does not say (not Linux, or another runtime's internals).</summary>
    public static bool? InForce() =>
        typeof(System.Net.Sockets.Socket).Assembly.GetType("System.Net.Sockets.SocketAsyncEngine")
            ?.GetField("InlineSocketCompletionsEnabled", BindingFlags.NonPublic | BindingFlags.Static)?.GetValue(null) as bool?;
}
