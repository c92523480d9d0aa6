using System.Reflection;
using PerfBuf.Remote;

namespace PerfBuf.Experiments.E15;

/// <summary>
/// .NET's setting that runs socket completions on the epoll thread that saw them (DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS=1)
/// instead of queueing each to the thread pool: fewer hand-overs, and a continuation that blocks stalls every socket on
/// that epoll thread. The runtime reads it once, when a process's socket engine first starts. E15's LabInline row turns
/// it on in its own benchmark process before any socket (each case runs in a process of its own) and gives it to its far
/// node in that node's environment; this process's environment is left as it was, so no other child inherits it.
/// </summary>
public static class InlineCompletions
{
    /// <summary>The environment variable.</summary>
    public const string Variable = "DOTNET_SYSTEM_NET_SOCKETS_INLINE_COMPLETIONS";

    /// <summary>The far node's environment for the setting.</summary>
    public static IReadOnlyDictionary<string, string> NodeEnvironment { get; } = new Dictionary<string, string> { [Variable] = "1" };

    /// <summary>
    /// Turns the setting on for this process's socket engine if the engine has not started yet (it starts now, reading
    /// it), and says whether the engine runs with it: false when a socket made earlier in the process started it without
    /// (a run inside a shared process, as the smoke tests'). The process's environment is restored either way.
    /// </summary>
    public static bool TryEnable()
    {
        var previous = Environment.GetEnvironmentVariable(Variable);
        Environment.SetEnvironmentVariable(Variable, "1");
        try
        {
            return InForce() == true; // the first read of the engine's field starts it, with the variable set
        }
        finally
        {
            Environment.SetEnvironmentVariable(Variable, previous);
        }
    }

    /// <summary>Whether this process's socket engine runs completions inline, or null where the runtime does not say (not Linux, or another runtime's internals).</summary>
    public static bool? InForce() =>
        typeof(System.Net.Sockets.Socket).Assembly.GetType("System.Net.Sockets.SocketAsyncEngine")
            ?.GetField("InlineSocketCompletionsEnabled", BindingFlags.NonPublic | BindingFlags.Static)?.GetValue(null) as bool?;
}
