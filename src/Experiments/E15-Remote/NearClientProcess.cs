using System.Diagnostics;
using System.Globalization;
using System.Net;
using PerfBuf.Remote;
using PerfBuf.Remote.Hosting;

namespace PerfBuf.Experiments.E15;

/// <summary>
/// A peer's client side between namespace hosts: a process of its own inside the near namespace (the node program with
/// --target, src/RemoteNode/NearClient.cs), which makes the library's sockets there, driven one command at a time over
/// its standard input and output. An invocation costs one command and one reply through a pipe beside its messages;
/// R3's round trips are timed in the client process, each on its own. The crossings pass runs there too
/// (<see cref="CountNext"/>), and the syscall pass counts that process as "here".
/// </summary>
internal sealed class NearClientProcess : IRemoteClient
{
    /// <summary>How long a command may go without its reply beyond its own timeout.</summary>
    private static readonly TimeSpan ReplyMargin = TimeSpan.FromSeconds(30);

    private readonly RemoteNodeProcess _process;
    private string _prefix = "";

    private NearClientProcess(RemoteNodeProcess process) => _process = process;

    /// <summary>The client process's id.</summary>
    public int ProcessId => _process.ProcessId;

    /// <summary>Crossings per operation the last counted command reported, or null.</summary>
    public double? CountedCrossings { get; private set; }

    /// <summary>Bytes the client process allocated during the last workload command (all its threads).</summary>
    public long LastAllocated { get; private set; }

    /// <summary>Starts <paramref name="role"/>'s client in <paramref name="hosts"/>' near namespace, connected to <paramref name="server"/>.</summary>
    public static async Task<NearClientProcess> StartAsync(string role, NamespaceHosts hosts, IPEndPoint server)
    {
        ArgumentNullException.ThrowIfNull(hosts);
        var process = await RemoteNodeProcess.StartAsync(RemoteNodes.Program,
            new RemoteNodeStart(role, hosts.NearAddress.ToString(), FreePort.Pick()) { Namespace = hosts.Near, Target = server })
            .ConfigureAwait(false);
        return new NearClientProcess(process);
    }

    /// <summary>Runs the next workload command (stream, echo, rtt) as a crossings counting pass of <paramref name="slots"/> slots over <paramref name="operations"/> operations.</summary>
    public void CountNext(int slots, long operations)
    {
        CountedCrossings = null;
        _prefix = $"count {Text(slots)} {Text(operations)} ";
    }

    public long Stream(int messages, TimeSpan timeout) => Sum(Ask($"stream {Text(messages)} {Ms(timeout)}", timeout));

    public void PrepareEcho(int pairs) => _process.Ask($"prepare {Text(pairs)}", RemoteSession.Timeout + ReplyMargin);

    public long Echo(int pairs, int requestsPerClient, TimeSpan timeout) =>
        Sum(Ask($"echo {Text(pairs)} {Text(requestsPerClient)} {Ms(timeout)}", timeout));

    public long RoundTrips(int requests, TimeSpan gap, long[] latencies, TimeSpan timeout)
    {
        var words = Ask($"rtt {Text(requests)} {Text((long)gap.TotalMicroseconds)} {Ms(timeout)}", timeout * requests);
        if (words.Length < requests + 1)
        {
            throw new RemoteException(_process.Name, $"R3: {words.Length - 1} round trip times in the reply, not {requests}");
        }
        for (var k = 0; k < requests; k++)
        {
            latencies[k] = (long)(Number(words[k + 1]) * (Stopwatch.Frequency / 1e9));
        }
        return Number(words[0]);
    }

    public ValueTask DisposeAsync() => _process.DisposeAsync();

    /// <summary>A workload command's reply words, with its allocation (and a counted pass's crossings) taken off the end.</summary>
    private string[] Ask(string command, TimeSpan timeout)
    {
        var prefix = _prefix;
        _prefix = "";
        var words = _process.Ask(prefix + command, timeout + ReplyMargin).Split(' ', StringSplitOptions.RemoveEmptyEntries);
        if (prefix.Length > 0)
        {
            if (words is not [.. var counted, "crossings", var perOperation])
            {
                throw new RemoteException(_process.Name, $"a counted '{command}' replied without its crossings");
            }
            CountedCrossings = double.Parse(perOperation, CultureInfo.InvariantCulture);
            words = counted;
        }
        if (words is not [.. var result, "allocated", var bytes])
        {
            throw new RemoteException(_process.Name, $"'{command}' replied without its allocation");
        }
        LastAllocated = Number(bytes);
        return result;
    }

    private long Sum(string[] words) =>
        words is [var sum, ..] ? Number(sum) : throw new RemoteException(_process.Name, "an empty reply");

    private long Number(string text) =>
        long.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out var n)
            ? n : throw new RemoteException(_process.Name, $"'{text}' in a reply is not a count");

    private static string Text(long value) => value.ToString(CultureInfo.InvariantCulture);

    private static string Ms(TimeSpan timeout) => Text((long)Math.Ceiling(timeout.TotalMilliseconds));
}
