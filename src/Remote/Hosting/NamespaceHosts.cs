// Design: E15's second kind of host (docs/DESIGN.md §10): two Linux network namespaces joined by a veth pair, made by the run
// itself and removed by its cleanup, so that a message crosses a real (virtual) link between two network stacks rather
// than loopback inside one.
//   make      `ip netns add` twice, one veth pair with one end moved into each namespace, an address on each end
//             (10.99.<n>.1/30 near, .2 far; the namespaces hold nothing else, so the addresses cannot collide with the
//             machine's), both ends and both loopbacks up. Names are unique per run: pb<pid>n<n>a|b for the namespaces,
//             pv<pid>n<n>a|b for the veth ends (at most 15 characters, the kernel's limit).
//   the rule  each end's address is registered with the traffic rule together with its namespace's identity
//             (net:[inode], read on a thread that entered it), so a connect to it passes only from a thread inside one
//             of the run's namespaces: a socket made in the root namespace would leave the machine by the default route.
//   shaped    optionally, both veth ends get a token bucket (`tc qdisc add … root tbf rate <rate>`): a link that is not free,
//             where what a transport saves in bytes shows in its time. TransmittedBytes reads both ends' counters
//             (`ip -s -j link`: Ethernet frames as sent, headers and acknowledgements included).
//   near end  a socket for the near namespace is made and connected on a short-lived thread that entered it with
//             setns(2) (a socket belongs to the namespace of the thread that made it, whichever thread uses it after);
//             the benchmark process itself stays in the root namespace. The far node runs inside the far namespace
//             through `ip netns exec`.
//   removal   Dispose deletes both namespaces (the veth pair goes with them) and forgets their addresses; the
//             process's exit deletes any pair still there; and every Make first deletes namespaces of this naming
//             whose process is gone (a run that was killed), so no run leaves one behind for long.
// Only root with `ip` on Linux can make them; Availability says why not otherwise, and the rows that need them are
// left out of a run with that reason.

using System.Diagnostics;
using System.Globalization;
using System.Net;
using System.Net.Sockets;
using System.Runtime.InteropServices;
using System.Text.RegularExpressions;

namespace PerfBuf.Remote.Hosting;

/// <summary>Two network namespaces joined by a veth pair, made for one run and removed with it (Linux, root).</summary>
public sealed partial class NamespaceHosts : IDisposable
{
    private const int CloneNewNet = 0x40000000;
    private static readonly Lock LiveGate = new();
    private static readonly List<NamespaceHosts> Live = [];
    private static int _sequence;
    private static int _exitHookInstalled;
    private readonly List<string> _identities = [];
    private int _disposed;

    private NamespaceHosts(int n)
    {
        var pid = Environment.ProcessId.ToString(CultureInfo.InvariantCulture);
        var tag = $"{pid}n{n.ToString(CultureInfo.InvariantCulture)}";
        Near = $"pb{tag}a";
        Far = $"pb{tag}b";
        NearLink = $"pv{tag}a";
        FarLink = $"pv{tag}b";
        var subnet = (byte)(n % 250);
        NearAddress = new IPAddress([10, 99, subnet, 1]);
        FarAddress = new IPAddress([10, 99, subnet, 2]);
    }

    /// <summary>The near namespace's name (the benchmark process's sockets are made in it).</summary>
    public string Near { get; }

    /// <summary>The far namespace's name (the far node runs in it).</summary>
    public string Far { get; }

    /// <summary>The veth end in the near namespace.</summary>
    public string NearLink { get; }

    /// <summary>The veth end in the far namespace.</summary>
    public string FarLink { get; }

    /// <summary>The near end's address.</summary>
    public IPAddress NearAddress { get; }

    /// <summary>The far end's address (the far node listens on it).</summary>
    public IPAddress FarAddress { get; }

    /// <summary>Whether this machine lets a run make namespace hosts, and if not, why.</summary>
    public static (bool Available, string Reason) Availability { get; } = Probe();

    /// <summary>Whether a run can also shape their link (tc, iproute2's traffic control), and if not, why.</summary>
    public static (bool Available, string Reason) ShapingAvailability { get; } = ProbeShaping();

    /// <summary>The rate the link is shaped to (tc's notation), or null for an unshaped link.</summary>
    public string? Rate { get; private set; }

    /// <summary>Bytes both veth ends have transmitted so far (frames as sent on the link).</summary>
    public long TransmittedBytes()
    {
        ObjectDisposedException.ThrowIf(Volatile.Read(ref _disposed) != 0, this);
        var total = 0L;
        foreach (var (ns, link) in new[] { (Near, NearLink), (Far, FarLink) })
        {
            var (code, output) = Run("ip", ["-n", ns, "-s", "-j", "link", "show", "dev", link], check: false);
            using var json = code == 0 ? System.Text.Json.JsonDocument.Parse(output) : null;
            total += json?.RootElement[0].GetProperty("stats64").GetProperty("tx").GetProperty("bytes").GetInt64()
                ?? throw new RemoteException("namespace hosts", $"could not read {link}'s counters in {ns}: {output.Trim()}");
        }
        return total;
    }

    /// <summary>
    /// Makes the pair (after deleting what killed runs left behind). Throws <see cref="RemoteException"/> when the machine
    /// cannot (see <see cref="Availability"/>) or a step fails; a failed make removes what it made.
    /// </summary>
    public static NamespaceHosts Make() => Make(rate: null);

    /// <summary>
    /// As <see cref="Make()"/>, with both veth ends shaped to <paramref name="rate"/> (tc's notation, e.g. "1gbit") by a
    /// token bucket filter when one is given (<see cref="ShapingAvailability"/>).
    /// </summary>
    public static NamespaceHosts Make(string? rate)
    {
        if (!Availability.Available)
        {
            throw new RemoteException("namespace hosts", Availability.Reason);
        }
        if (rate is not null && !ShapingAvailability.Available)
        {
            throw new RemoteException("namespace hosts", ShapingAvailability.Reason);
        }
        RemoveAbandoned();
        var hosts = new NamespaceHosts(Interlocked.Increment(ref _sequence)) { Rate = rate };
        lock (LiveGate)
        {
            Live.Add(hosts);
        }
        InstallExitHook();
        try
        {
            Ip("netns", "add", hosts.Near);
            Ip("netns", "add", hosts.Far);
            Ip("link", "add", hosts.NearLink, "type", "veth", "peer", "name", hosts.FarLink);
            Ip("link", "set", hosts.NearLink, "netns", hosts.Near);
            Ip("link", "set", hosts.FarLink, "netns", hosts.Far);
            foreach (var (ns, link, address) in new[] { (hosts.Near, hosts.NearLink, hosts.NearAddress), (hosts.Far, hosts.FarLink, hosts.FarAddress) })
            {
                Ip("-n", ns, "addr", "add", $"{address}/30", "dev", link);
                Ip("-n", ns, "link", "set", link, "up");
                Ip("-n", ns, "link", "set", "lo", "up");
                if (rate is not null)
                {
                    // burst: a tick's worth of bytes at 1 Gbit/s (125 KB at HZ = 1000) and more; latency bounds the queue
                    Run("tc", ["-n", ns, "qdisc", "add", "dev", link, "root", "tbf", "rate", rate, "burst", "256kb", "latency", "20ms"]);
                }
                var id = InNamespace(ns, () => TrafficRule.CurrentNamespaceId()
                    ?? throw new RemoteException("namespace hosts", $"could not read the identity of namespace {ns}"));
                hosts._identities.Add(id);
                TrafficRule.Allow(address, id);
            }
        }
        catch
        {
            TryIp("link", "delete", hosts.NearLink); // if making stopped before the end moved into its namespace
            hosts.Dispose();
            throw;
        }
        return hosts;
    }

    /// <summary>
    /// A TCP socket made on a thread inside the near namespace and connected there to <paramref name="server"/> (after
    /// the traffic rule's check on that thread).
    /// </summary>
    public Socket ConnectFromNear(IPEndPoint server, string node)
    {
        ArgumentNullException.ThrowIfNull(server);
        ObjectDisposedException.ThrowIf(Volatile.Read(ref _disposed) != 0, this);
        return InNamespace(Near, () =>
        {
            var socket = new Socket(server.AddressFamily, SocketType.Stream, ProtocolType.Tcp);
            try
            {
                TrafficRule.Connect(socket, server, $"{node} (from namespace {Near})");
                return socket;
            }
            catch
            {
                socket.Dispose();
                throw;
            }
        });
    }

    /// <summary>Runs <paramref name="work"/> on a new thread that entered namespace <paramref name="name"/> (setns).</summary>
    public static T InNamespace<T>(string name, Func<T> work)
    {
        ArgumentException.ThrowIfNullOrEmpty(name);
        ArgumentNullException.ThrowIfNull(work);
        T result = default!;
        Exception? failure = null;
        var thread = new Thread(() =>
        {
            try
            {
                using (var handle = File.OpenHandle($"/run/netns/{name}"))
                {
                    if (SetNs((int)handle.DangerousGetHandle(), CloneNewNet) != 0)
                    {
                        throw new RemoteException("namespace hosts", $"could not enter namespace {name}: errno {Marshal.GetLastPInvokeError()}");
                    }
                }
                result = work();
            }
            catch (Exception e)
            {
                failure = e;
            }
        }) { IsBackground = true, Name = $"in {name}" };
        thread.Start();
        thread.Join();
        if (failure is not null)
        {
            throw failure is RemoteException ? failure : new RemoteException("namespace hosts", $"in namespace {name}: {failure.Message}", failure);
        }
        return result;
    }

    /// <summary>Whether namespace <paramref name="name"/> exists now (`ip netns list`).</summary>
    public static bool Exists(string name) => ListNamespaces().Contains(name);

    /// <summary>Deletes both namespaces (the veth pair goes with them) and forgets their addresses; safe to call twice.</summary>
    public void Dispose()
    {
        if (Interlocked.Exchange(ref _disposed, 1) != 0)
        {
            return;
        }
        foreach (var id in _identities)
        {
            TrafficRule.Forget(id);
        }
        foreach (var ns in new[] { Near, Far })
        {
            TryIp("netns", "delete", ns);
        }
        lock (LiveGate)
        {
            Live.Remove(this);
        }
    }

    /// <summary>
    /// Deletes the namespaces of this naming (pb&lt;pid&gt;n&lt;n&gt;a|b) whose process is gone; returns their names.
    /// </summary>
    public static IReadOnlyList<string> RemoveAbandoned()
    {
        var removed = new List<string>();
        foreach (var name in ListNamespaces())
        {
            if (OurNaming().Match(name) is { Success: true } m && !IsAlive(int.Parse(m.Groups[1].Value, CultureInfo.InvariantCulture)))
            {
                TryIp("netns", "delete", name);
                removed.Add(name);
            }
        }
        return removed;
    }

    /// <summary>Whether <paramref name="name"/> is of the naming a run gives its namespaces (pb&lt;pid&gt;n&lt;n&gt;a|b).</summary>
    public static bool IsRunNamespaceName(string name) => OurNaming().IsMatch(name);

    private static bool IsAlive(int pid) => pid == Environment.ProcessId || Directory.Exists($"/proc/{pid}");

    private static List<string> ListNamespaces()
    {
        var (code, output) = RunIp(["netns", "list"]);
        return code != 0
            ? []
            : [.. output.Split('\n', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries).Select(l => l.Split(' ')[0])];
    }

    private static void InstallExitHook()
    {
        if (Interlocked.Exchange(ref _exitHookInstalled, 1) != 0)
        {
            return;
        }
        AppDomain.CurrentDomain.ProcessExit += (_, _) =>
        {
            NamespaceHosts[] left;
            lock (LiveGate)
            {
                left = [.. Live];
            }
            foreach (var hosts in left)
            {
                hosts.Dispose();
            }
        };
    }

    private static (bool, string) Probe()
    {
        if (!OperatingSystem.IsLinux())
        {
            return (false, "network namespaces are a Linux facility");
        }
        if (Environment.UserName != "root" && !IsRootUid())
        {
            return (false, "making network namespaces needs root (this process is not)");
        }
        try
        {
            // one namespace made and deleted: the only sure test that this host lets a run make them
            var probe = $"pb{Environment.ProcessId.ToString(CultureInfo.InvariantCulture)}n0a";
            var (code, output) = RunIp(["netns", "add", probe]);
            RunIp(["netns", "delete", probe]);
            return code == 0 ? (true, "root, with ip") : (false, $"`ip netns add` failed: {output.Trim()}");
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return (false, "the `ip` command (iproute2) is not installed");
        }
    }

    private static (bool, string) ProbeShaping()
    {
        try
        {
            var (code, output) = Run("tc", ["-V"], check: false);
            return code == 0 ? (true, "tc") : (false, $"`tc -V` failed: {output.Trim()}");
        }
        catch (System.ComponentModel.Win32Exception)
        {
            return (false, "the `tc` command (iproute2's traffic control) is not installed");
        }
    }

    private static bool IsRootUid()
    {
        try
        {
            return File.ReadLines("/proc/self/status").FirstOrDefault(l => l.StartsWith("Uid:", StringComparison.Ordinal)) is { } line
                && line.Split('\t', StringSplitOptions.RemoveEmptyEntries) is [_, var real, ..] && real == "0";
        }
        catch (IOException)
        {
            return false;
        }
    }

    private static void Ip(params string[] arguments) => Run("ip", arguments);

    private static (int Code, string Output) Run(string program, IReadOnlyList<string> arguments, bool check = true)
    {
        var (code, output) = RunProgram(program, arguments);
        if (check && code != 0)
        {
            throw new RemoteException("namespace hosts", $"`{program} {string.Join(' ', arguments)}` failed ({code}): {output.Trim()}");
        }
        return (code, output);
    }

    private static void TryIp(params string[] arguments)
    {
        try
        {
            RunIp(arguments);
        }
        catch (Exception e) when (e is System.ComponentModel.Win32Exception or RemoteException)
        {
            // no ip (nothing was made with it), or one that hung: cleanup goes on; the next Make removes what is left
        }
    }

    private static (int Code, string Output) RunIp(IReadOnlyList<string> arguments) => RunProgram("ip", arguments);

    private static (int Code, string Output) RunProgram(string program, IReadOnlyList<string> arguments)
    {
        var info = new ProcessStartInfo(program)
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var a in arguments)
        {
            info.ArgumentList.Add(a);
        }
        using var process = Process.Start(info) ?? throw new RemoteException("namespace hosts", $"could not start {program}");
        var error = process.StandardError.ReadToEndAsync();
        var output = process.StandardOutput.ReadToEnd();
        if (!process.WaitForExit(30_000))
        {
            process.Kill();
            throw new RemoteException("namespace hosts", $"`{program} {string.Join(' ', arguments)}` did not finish within 30 s");
        }
        return (process.ExitCode, output + error.GetAwaiter().GetResult());
    }

    [LibraryImport("libc", EntryPoint = "setns", SetLastError = true)]
    private static partial int SetNs(int fd, int nstype);

    [GeneratedRegex(@"^pb(\d+)n\d+[ab]$")]
    private static partial Regex OurNaming();
}
