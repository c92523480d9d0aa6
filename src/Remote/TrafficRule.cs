// Design: the traffic rule of docs/DESIGN.md §10, enforced in code before every connect (and before an address is handed to a
// peer library, which connects on its own). A target passes when it is
//   - a loopback address (127.0.0.0/8, ::1), or
//   - an address this process's run assigned inside a network namespace it made (registered through Allow), and the
//     caller's thread is itself inside one of those namespaces (its /proc/thread-self/ns/net is one of theirs): a
//     connection from the root namespace to a namespace address would leave the machine by the default route.
// A process started inside one of the run's namespaces checks for itself: a far node the address it listens on
// (CheckListen: one of its namespace's own), a near client the address it reaches (CheckTarget: on one of its
// namespace's own links), each after checking that it runs in the namespace it was told (a run's namespace has no route
// beyond its links). Anything else throws RemoteException before a packet is sent. The registry is process-wide and small; it is read
// under a lock (a connect is not a hot path).

using System.Net;
using System.Net.Sockets;

namespace PerfBuf.Remote;

/// <summary>Checks a target address against the traffic rule (docs/DESIGN.md §10) before anything connects to it.</summary>
public static class TrafficRule
{
    private static readonly Lock Gate = new();
    private static readonly List<(IPAddress Address, string NamespaceId)> Assigned = [];

    /// <summary>
    /// Records that this run assigned <paramref name="address"/> inside the network namespace whose
    /// <c>/proc/…/ns/net</c> identity is <paramref name="namespaceId"/> (as <see cref="CurrentNamespaceId"/> reads it).
    /// </summary>
    public static void Allow(IPAddress address, string namespaceId)
    {
        ArgumentNullException.ThrowIfNull(address);
        ArgumentException.ThrowIfNullOrEmpty(namespaceId);
        lock (Gate)
        {
            Assigned.Add((address, namespaceId));
        }
    }

    /// <summary>Forgets the addresses assigned in <paramref name="namespaceId"/> (its namespace was removed).</summary>
    public static void Forget(string namespaceId)
    {
        lock (Gate)
        {
            Assigned.RemoveAll(a => a.NamespaceId == namespaceId);
        }
    }

    /// <summary>
    /// Throws <see cref="RemoteException"/> (naming <paramref name="node"/>) unless <paramref name="target"/> may be sent to
    /// from the calling thread: a loopback address, or an address this run assigned inside its own namespaces when the
    /// calling thread is inside one of them.
    /// </summary>
    public static void Check(IPAddress target, string node)
    {
        ArgumentNullException.ThrowIfNull(target);
        if (IPAddress.IsLoopback(target))
        {
            return;
        }
        string[] runNamespaces;
        bool assigned;
        lock (Gate)
        {
            assigned = Assigned.Any(a => a.Address.Equals(target));
            runNamespaces = [.. Assigned.Select(a => a.NamespaceId).Distinct()];
        }
        if (!assigned)
        {
            throw new RemoteException(node, $"refused to connect to {target}: only loopback and the addresses this run assigned inside its own network namespaces may be reached (docs/DESIGN.md §10)");
        }
        var here = CurrentNamespaceId();
        if (here is null || !runNamespaces.Contains(here))
        {
            throw new RemoteException(node, $"refused to connect to {target} from outside the run's network namespaces (this thread's namespace: {here ?? "unknown"}): the connection would leave the machine by the default route (docs/DESIGN.md §10)");
        }
    }

    /// <summary>
    /// Throws <see cref="RemoteException"/> unless a far node may be told to listen on <paramref name="host"/> inside
    /// the network namespace <paramref name="namespaceName"/> the run made: the address must be one this run assigned
    /// (the namespace's own checks run in the node, <see cref="CheckListen"/>). Without a namespace: loopback only.
    /// </summary>
    public static IPAddress CheckNodeAddress(string host, string? namespaceName, string node)
    {
        if (namespaceName is null)
        {
            return Check(host, node);
        }
        var address = ParseHost(host, node);
        lock (Gate)
        {
            if (!IPAddress.IsLoopback(address) && !Assigned.Any(a => a.Address.Equals(address)))
            {
                throw new RemoteException(node, $"refused to start a node on {address} in namespace {namespaceName}: not an address this run assigned inside its own namespaces (docs/DESIGN.md §10)");
            }
        }
        return address;
    }

    /// <summary>
    /// The far node's check of the address it is told to listen on: loopback; or, when the node was started inside a
    /// network namespace a run made (<paramref name="namespaceName"/>, of the run's naming, and this thread is inside
    /// that very namespace), an address of one of that namespace's own interfaces, which it then registers as its
    /// namespace's (so a node is only ever reached where the run made it reachable).
    /// </summary>
    public static IPAddress CheckListen(string host, string? namespaceName, string node)
    {
        var address = ParseHost(host, node);
        if (IPAddress.IsLoopback(address))
        {
            return address;
        }
        var here = InRunNamespace(namespaceName, node, $"listen on {address}");
        if (!OwnAddresses().Any(u => u.Address.Equals(address)))
        {
            throw new RemoteException(node, $"refused to listen on {address}: no interface of namespace {namespaceName} has it");
        }
        Allow(address, here);
        return address;
    }

    /// <summary>
    /// A near client process's check of the far node it is told to reach (its library then connects on its own):
    /// loopback; or, when the process was started inside a network namespace a run made (<paramref name="namespaceName"/>,
    /// of the run's naming, and this thread is inside that very namespace), an address on one of that namespace's own
    /// links (in the subnet of one of its interfaces' addresses, and not its own), which it then registers as its
    /// namespace's. A run's namespace has no route beyond its links, so nothing sent from it can leave the machine.
    /// </summary>
    public static IPAddress CheckTarget(string host, string? namespaceName, string node)
    {
        var address = ParseHost(host, node);
        if (IPAddress.IsLoopback(address))
        {
            return address;
        }
        var here = InRunNamespace(namespaceName, node, $"connect to {address}");
        var onLink = OwnAddresses().Any(u => u.Address.AddressFamily == address.AddressFamily && !u.Address.Equals(address)
            && !IPAddress.IsLoopback(u.Address) && SameSubnet(u.Address, address, u.PrefixLength));
        if (!onLink)
        {
            throw new RemoteException(node, $"refused to connect to {address}: it is on no link of namespace {namespaceName} (docs/DESIGN.md §10)");
        }
        Allow(address, here);
        return address;
    }

    /// <summary>This thread's namespace identity, when it is the run's namespace <paramref name="namespaceName"/>; else throws.</summary>
    private static string InRunNamespace(string? namespaceName, string node, string what)
    {
        if (namespaceName is null || !Hosting.NamespaceHosts.IsRunNamespaceName(namespaceName))
        {
            throw new RemoteException(node, $"refused to {what}: outside a run's network namespace a node uses loopback only (docs/DESIGN.md §10)");
        }
        var here = CurrentNamespaceId();
        var named = Hosting.NamespaceHosts.InNamespace(namespaceName, CurrentNamespaceId);
        if (here is null || here != named)
        {
            throw new RemoteException(node, $"refused to {what}: this node runs in {here ?? "an unknown namespace"}, not in namespace {namespaceName} ({named})");
        }
        return here;
    }

    private static IEnumerable<System.Net.NetworkInformation.UnicastIPAddressInformation> OwnAddresses() =>
        System.Net.NetworkInformation.NetworkInterface.GetAllNetworkInterfaces().SelectMany(i => i.GetIPProperties().UnicastAddresses);

    private static bool SameSubnet(IPAddress a, IPAddress b, int prefixLength)
    {
        var (x, y) = (a.GetAddressBytes(), b.GetAddressBytes());
        for (var bit = 0; bit < prefixLength && bit < x.Length * 8; bit++)
        {
            var mask = 0x80 >> (bit % 8);
            if ((x[bit / 8] & mask) != (y[bit / 8] & mask))
            {
                return false;
            }
        }
        return prefixLength > 0;
    }

    /// <summary>As <see cref="Check(IPAddress, string)"/> for an endpoint.</summary>
    public static void Check(IPEndPoint target, string node)
    {
        ArgumentNullException.ThrowIfNull(target);
        Check(target.Address, node);
    }

    /// <summary>
    /// As <see cref="Check(IPAddress, string)"/> for a host name or address as a peer library takes it: it must be an IP
    /// literal (a name would be resolved by the library, out of the rule's sight).
    /// </summary>
    public static IPAddress Check(string host, string node)
    {
        var address = ParseHost(host, node);
        Check(address, node);
        return address;
    }

    /// <summary>
    /// The calling thread's network namespace identity (the target of <c>/proc/thread-self/ns/net</c>, e.g.
    /// <c>net:[4026531840]</c>), or null where it cannot be read (not Linux).
    /// </summary>
    public static string? CurrentNamespaceId()
    {
        if (!OperatingSystem.IsLinux())
        {
            return null;
        }
        try
        {
            return new FileInfo("/proc/thread-self/ns/net").LinkTarget;
        }
        catch (IOException)
        {
            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return null;
        }
    }

    /// <summary>
    /// Connects <paramref name="socket"/> to <paramref name="target"/> after the rule's check, blocking the calling thread:
    /// the socket stays a blocking one (.NET on Linux turns a socket that has seen one asynchronous call into a
    /// non-blocking one registered with its epoll thread, through which every later blocking call then waits).
    /// </summary>
    public static void Connect(Socket socket, IPEndPoint target, string node)
    {
        ArgumentNullException.ThrowIfNull(socket);
        Check(target, node);
        try
        {
            socket.Connect(target);
        }
        catch (SocketException e)
        {
            throw CouldNotConnect(node, target, e);
        }
    }

    /// <summary>Connects <paramref name="socket"/> to <paramref name="target"/> after the rule's check.</summary>
    public static async ValueTask ConnectAsync(Socket socket, IPEndPoint target, string node, CancellationToken cancellation)
    {
        ArgumentNullException.ThrowIfNull(socket);
        Check(target, node);
        try
        {
            await socket.ConnectAsync(target, cancellation).ConfigureAwait(false);
        }
        catch (SocketException e)
        {
            throw CouldNotConnect(node, target, e);
        }
    }

    /// <summary>
    /// <paramref name="host"/> as an IP address; a name is refused (it would be resolved by a library, out of the rule's
    /// sight).
    /// </summary>
    private static IPAddress ParseHost(string host, string node) =>
        IPAddress.TryParse(host, out var address)
            ? address
            : throw new RemoteException(node, $"refused host '{host}': give an IP address (a name would be resolved out of the traffic rule's sight)");

    private static RemoteException CouldNotConnect(string node, IPEndPoint target, SocketException e) =>
        new(node, $"could not connect to {target}: {e.SocketErrorCode} ({e.Message})", e);
}
