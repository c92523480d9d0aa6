using System.Reflection;
using PerfBuf.Remote;

namespace PerfBuf.Experiments.E15;

/// <summary>Where E15's far node program is, and starting it (RemoteNodeProcess.cs, beside it).</summary>
public static class RemoteNodes
{
    /// <summary>
    /// The node program (PerfBuf.RemoteNode.dll) this assembly was built with (its build records the path), unless the
    /// environment variable PERFBUF_REMOTE_NODE names another.
    /// </summary>
    public static string Program =>
        Environment.GetEnvironmentVariable("PERFBUF_REMOTE_NODE") is { Length: > 0 } overridden
            ? overridden
            : typeof(RemoteNodes).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
                  .FirstOrDefault(a => a.Key == "PerfBuf.RemoteNode")?.Value
              ?? throw new RemoteException("far node", "this build of the experiments does not record where the node program is");

    /// <summary>
    /// Starts a far node of <paramref name="role"/> at <paramref name="host"/>:<paramref name="port"/> (loopback unless
    /// told), inside network namespace <paramref name="inNamespace"/> when one is given, with <paramref name="environment"/>
    /// added to the environment it inherits.
    /// </summary>
    public static Task<RemoteNodeProcess> StartAsync(string role, int port, string? fault = null, string host = "127.0.0.1",
        TimeSpan? stopTimeout = null, string? inNamespace = null, IReadOnlyDictionary<string, string>? environment = null) =>
        RemoteNodeProcess.StartAsync(Program, new RemoteNodeStart(role, host, port)
        {
            Fault = fault,
            Namespace = inNamespace,
            StopTimeout = stopTimeout ?? TimeSpan.FromSeconds(10),
            Environment = environment,
        });
}
