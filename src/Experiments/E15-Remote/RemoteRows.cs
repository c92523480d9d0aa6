using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using PerfBuf.Experiments.Harness;
using PerfBuf.Remote;
using PerfBuf.Remote.Hosting;
using PerfBuf.Remote.Transport;
using PerfBuf.Workloads.Remote;

namespace PerfBuf.Experiments.E15;

/// <summary>E15's rows: what runs on the far node (its role) and the client that talks to it from the benchmark process.</summary>
public enum RemoteRow
{
    /// <summary>The raw-socket floor: the lab's frames, no actors, one thread per side, blocking calls.</summary>
    RawSocketFloor,

    /// <summary>The lab's transport: the runtime's actors at both ends, frames through a batching pipe.</summary>
    LabTransport,

    /// <summary>The lab's direct transport: the runtime's actors at both ends, run on the connection's own threads (the
    /// receiving thread runs the actor a frame is for), blocking sockets, a lock-free ring to the sender thread
    /// (src/Remote/Transport/DirectConnection.cs, src/Runtime/Scheduling/CallingThreadScheduler.cs).</summary>
    LabDirect,

    /// <summary>The direct transport with the actors on the thread pool, as the pipe transport's: what the hand-over to
    /// the pool costs beside the transport itself.</summary>
    LabDirectPool,

    /// <summary>The lab's transport with <see cref="InlineCompletions.Variable"/>=1 in both processes: .NET runs a socket's
    /// completions on its epoll thread instead of queueing them to the thread pool (a one-line setting, measured).</summary>
    LabInline,

    /// <summary>Proto.Remote 1.8.0 (gRPC): a Proto.Actor system on each side.</summary>
    ProtoRemote,

    /// <summary>Akka.Remote 1.5.74 (DotNetty): an Akka.NET system on each side, echo actors deployed remotely.</summary>
    AkkaRemote,

    /// <summary>Orleans 10.4.2: a silo in the far process, an external client here.</summary>
    OrleansRemote,
}

/// <summary>Where a session's two nodes run.</summary>
public enum RemoteHosts
{
    /// <summary>Two OS processes on loopback.</summary>
    Loopback,

    /// <summary>
    /// Two network namespaces the session makes, joined by a veth pair: the far node runs in one, this process's socket is
    /// made in the other (Linux, root: src/Remote/Hosting/NamespaceHosts.cs).
    /// </summary>
    Namespaces,

    /// <summary>As <see cref="Namespaces"/>, with both ends of the link shaped by a token bucket to <see cref="RemoteSession.ShapedRate"/> (tc).</summary>
    ShapedNamespaces,
}

/// <summary>One row's client side, whatever it talks through: R1–R3 as E15's benchmarks call them.</summary>
public interface IRemoteClient : IAsyncDisposable
{
    /// <summary>R1: values 1 … M one way, each answered; the answers' sum.</summary>
    long Stream(int messages, TimeSpan timeout);

    /// <summary>R2's setup: <paramref name="pairs"/> client actors here, each paired with a server actor there.</summary>
    void PrepareEcho(int pairs);

    /// <summary>R2: each client's next request when its answer arrived; client i's k-th carries i × M + k + 1 (i from 0); the sum.</summary>
    long Echo(int pairs, int requestsPerClient, TimeSpan timeout);

    /// <summary>
    /// R3: requests in turn, each after a pause of <paramref name="gap"/> (zero: back to back), each one's round trip
    /// (Stopwatch ticks) into <paramref name="latencies"/>; the sum.
    /// </summary>
    long RoundTrips(int requests, TimeSpan gap, long[] latencies, TimeSpan timeout);
}

/// <summary>A row's far node (a separate process) and its client, started together and stopped together.</summary>
public sealed class RemoteSession : IAsyncDisposable
{
    /// <summary>The rate a shaped link runs at (tc's notation): a gigabit link, as between two hosts of a rack.</summary>
    public const string ShapedRate = "1gbit";

    /// <summary>The longest an invocation may take before it fails with what arrived.</summary>
    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(60);

    private RemoteSession(RemoteNodeProcess node, IRemoteClient client, NamespaceHosts? hosts)
    {
        Node = node;
        Client = client;
        Hosts = hosts;
    }

    public RemoteNodeProcess Node { get; }

    public IRemoteClient Client { get; }

    /// <summary>The namespace hosts the session runs between (removed with it), or null on loopback.</summary>
    public NamespaceHosts? Hosts { get; }

    /// <summary>The node program's role for each row.</summary>
    public static string RoleOf(RemoteRow row) => row switch
    {
        RemoteRow.RawSocketFloor => "floor",
        RemoteRow.LabTransport or RemoteRow.LabInline => "lab",
        RemoteRow.LabDirect => "lab-direct",
        RemoteRow.LabDirectPool => "lab-direct-pool",
        RemoteRow.ProtoRemote => "proto-remote",
        RemoteRow.AkkaRemote => "akka-remote",
        RemoteRow.OrleansRemote => "orleans",
        _ => throw new ArgumentOutOfRangeException(nameof(row), row, null),
    };

    /// <summary>
    /// Starts <paramref name="row"/>'s far node and connects its client, on loopback or between two network namespaces
    /// the session makes (<see cref="RemoteHosts.Namespaces"/>: a peer's client then runs as a process of its own in the near namespace); on a failure
    /// nothing is left running and no namespace is left behind.
    /// </summary>
    public static async Task<RemoteSession> StartAsync(RemoteRow row, string? fault = null, RemoteHosts hosts = RemoteHosts.Loopback)
    {
        if (row == RemoteRow.LabInline)
        {
            if (Scale.Smoke)
            {
                // a shared process (the smoke tests'): turning the engine inline would change every later socket in it
                Console.Out.WriteLine($"// LabInline: a smoke run in a shared process leaves its socket engine as it is (the workload is checked; the far node has {InlineCompletions.Variable}=1)");
            }
            else if (!InlineCompletions.TryEnable())
            {
                // before this process's first socket (a benchmark case's own process); a shared process's engine started earlier
                throw new RemoteException("inline completions", $"this process's socket engine started without {InlineCompletions.Variable}=1 " +
                    "(a socket was made in it before the row's setup): LabInline needs a process of its own, not an in-process run");
            }
        }
        var namespaces = hosts switch
        {
            RemoteHosts.Namespaces => NamespaceHosts.Make(),
            RemoteHosts.ShapedNamespaces => NamespaceHosts.Make(ShapedRate),
            _ => null,
        };
        RemoteNodeProcess? node = null;
        try
        {
            var port = FreePort.Pick();
            var address = namespaces?.FarAddress ?? IPAddress.Loopback;
            node = await RemoteNodes.StartAsync(RoleOf(row), port, fault, address.ToString(), inNamespace: namespaces?.Far,
                environment: row == RemoteRow.LabInline ? InlineCompletions.NodeEnvironment : null).ConfigureAwait(false);
            var server = new IPEndPoint(address, port);
            var client = namespaces is null
                ? await ConnectAsync(row, server, node.Name).ConfigureAwait(false)
                : IsPeer(row)
                    ? await NearClientProcess.StartAsync(RoleOf(row), namespaces, server).ConfigureAwait(false)
                    : Over(row, namespaces.ConnectFromNear(server, node.Name), node.Name);
            return new RemoteSession(node, client, namespaces);
        }
        catch (Exception e)
        {
            if (node is not null)
            {
                await node.DisposeAsync().ConfigureAwait(false);
            }
            namespaces?.Dispose();
            if (node is null)
            {
                throw;
            }
            throw e is RemoteException remote ? node.Explain(remote) : new RemoteException(node.Name, $"could not connect: {e.Message}", e);
        }
    }

    /// <summary>Whether <paramref name="row"/> is a peer's (its library makes its own sockets: between namespace hosts its
    /// client runs as a process of its own inside the near namespace).</summary>
    public static bool IsPeer(RemoteRow row) => row is RemoteRow.ProtoRemote or RemoteRow.AkkaRemote or RemoteRow.OrleansRemote;

    /// <summary>The lab's or the floor's client over a socket already connected (inside the near namespace).</summary>
    private static IRemoteClient Over(RemoteRow row, Socket socket, string node) => row switch
    {
        RemoteRow.LabTransport or RemoteRow.LabInline => new LabClient(LabTransportClient.Over(socket, node)),
        RemoteRow.LabDirect => new LabClient(LabTransportClient.Over(socket, node, TransportKind.Direct, ActorThreads.Connection)),
        RemoteRow.LabDirectPool => new LabClient(LabTransportClient.Over(socket, node, TransportKind.Direct)),
        _ => new FloorClient(RawSocketFloorClient.Over(socket, node)),
    };

    private static async Task<IRemoteClient> ConnectAsync(RemoteRow row, IPEndPoint server, string node)
    {
        var host = server.Address.ToString();
        switch (row)
        {
            case RemoteRow.RawSocketFloor:
                return new FloorClient(RawSocketFloorClient.Connect(server, node));
            case RemoteRow.LabTransport or RemoteRow.LabInline:
                return new LabClient(await LabTransportClient.ConnectAsync(server, node, CancellationToken.None).ConfigureAwait(false));
            case RemoteRow.LabDirect:
                return new LabClient(await LabTransportClient.ConnectAsync(server, node, CancellationToken.None, TransportKind.Direct,
                    ActorThreads.Connection).ConfigureAwait(false));
            case RemoteRow.LabDirectPool:
                return new LabClient(await LabTransportClient.ConnectAsync(server, node, CancellationToken.None, TransportKind.Direct).ConfigureAwait(false));
#if PERFBUF_PEER_PROTOREMOTE
            case RemoteRow.ProtoRemote:
                return new PeerClient(
                    await PerfBuf.Peers.ProtoRemote.ProtoRemoteClient.ConnectAsync(host, server.Port, host, FreePort.Pick(), CancellationToken.None).ConfigureAwait(false));
#endif
#if PERFBUF_PEER_AKKAREMOTE
            case RemoteRow.AkkaRemote:
                return new PeerClient(
                    await PerfBuf.Peers.AkkaRemote.AkkaRemoteClient.ConnectAsync(host, server.Port, host, FreePort.Pick(), CancellationToken.None).ConfigureAwait(false));
#endif
#if PERFBUF_PEER_ORLEANS
            case RemoteRow.OrleansRemote:
                return new PeerClient(
                    await PerfBuf.Peers.MicrosoftOrleans.OrleansRemoteClient.ConnectAsync(host, server.Port, host, 0, CancellationToken.None).ConfigureAwait(false));
#endif
            default:
                _ = host;
                throw new InvalidOperationException($"{row}'s peer is not built here (./lab peers)");
        }
    }

    /// <summary>
    /// Runs <paramref name="work"/>; a RemoteException (a lost connection, a timeout) is explained with the node's state
    /// (exited, its code and last error lines) and rethrown: the invocation reports no number.
    /// </summary>
    public T Run<T>(Func<IRemoteClient, T> work)
    {
        try
        {
            return work(Client);
        }
        catch (RemoteException e)
        {
            throw Node.Explain(e);
        }
    }

    /// <summary>Stops the client, then the node (bounded; a node that does not stop is killed), then removes the namespaces.</summary>
    public async ValueTask DisposeAsync()
    {
        try
        {
            await Client.DisposeAsync().AsTask().WaitAsync(TimeSpan.FromSeconds(20)).ConfigureAwait(false);
        }
        catch (Exception e) when (e is RemoteException or TimeoutException or OperationCanceledException)
        {
            // the node goes anyway
        }
        finally
        {
            try
            {
                await Node.DisposeAsync().ConfigureAwait(false);
            }
            finally
            {
                Hosts?.Dispose();
            }
        }
    }

    private sealed class LabClient(LabTransportClient client) : IRemoteClient
    {
        public long Stream(int messages, TimeSpan timeout) => client.Stream(messages, timeout);

        public void PrepareEcho(int pairs) => client.PrepareEcho(pairs);

        public long Echo(int pairs, int requestsPerClient, TimeSpan timeout) => client.Echo(pairs, requestsPerClient, timeout);

        public long RoundTrips(int requests, TimeSpan gap, long[] latencies, TimeSpan timeout) => client.RoundTrips(requests, gap, latencies, timeout);

        public ValueTask DisposeAsync() => client.DisposeAsync();
    }

    private sealed class FloorClient(RawSocketFloorClient client) : IRemoteClient
    {
        public long Stream(int messages, TimeSpan timeout) => client.Stream(messages, timeout);

        public void PrepareEcho(int pairs)
        {
        }

        public long Echo(int pairs, int requestsPerClient, TimeSpan timeout) => client.Echo(pairs, requestsPerClient, timeout);

        public long RoundTrips(int requests, TimeSpan gap, long[] latencies, TimeSpan timeout) => client.RoundTrips(requests, gap, latencies, timeout);

        public ValueTask DisposeAsync()
        {
            client.Dispose();
            return ValueTask.CompletedTask;
        }
    }
}

/// <summary>A peer's client behind <see cref="IRemoteClient"/>, driven on the benchmark thread (<see cref="PeerDriver"/>).</summary>
internal sealed class PeerClient(IRemotePeerClient client) : IRemoteClient
{
    private readonly PeerDriver _driver = new(client);

    public long Stream(int messages, TimeSpan timeout) => _driver.Stream(messages, timeout);

    public void PrepareEcho(int pairs) => _driver.PrepareEcho(pairs);

    public long Echo(int pairs, int requestsPerClient, TimeSpan timeout) => _driver.Echo(pairs, requestsPerClient, timeout);

    public long RoundTrips(int requests, TimeSpan gap, long[] latencies, TimeSpan timeout) => _driver.RoundTrips(requests, gap, latencies, timeout);

    public ValueTask DisposeAsync() => _driver.DisposeAsync();
}
