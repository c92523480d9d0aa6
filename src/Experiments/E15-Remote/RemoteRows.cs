using System.Diagnostics;
using System.Net;
using PerfBuf.Experiments.Harness;
using PerfBuf.Remote;
using PerfBuf.Remote.Floor;
using PerfBuf.Remote.Hosting;
using PerfBuf.Remote.Transport;

namespace PerfBuf.Experiments.E15;

/// <summary>E15's rows: what runs on the far node (its role) and the client that talks to it from the benchmark process.</summary>
public enum RemoteRow
{
    /// <summary>The raw-socket floor: the lab's frames, no actors, one thread per side, blocking calls.</summary>
    RawSocketFloor,

    /// <summary>The lab's transport: the runtime's actors at both ends, frames through a batching pipe.</summary>
    LabTransport,

    /// <summary>Proto.Remote 1.8.0 (gRPC): a Proto.Actor system on each side.</summary>
    ProtoRemote,

    /// <summary>Akka.Remote 1.5.74 (DotNetty): an Akka.NET system on each side, echo actors deployed remotely.</summary>
    AkkaRemote,

    /// <summary>Orleans 10.4.2: a silo in the far process, an external client here.</summary>
    OrleansRemote,
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
    /// <summary>The longest an invocation may take before it fails with what arrived.</summary>
    public static readonly TimeSpan Timeout = TimeSpan.FromSeconds(60);

    private RemoteSession(RemoteNodeProcess node, IRemoteClient client)
    {
        Node = node;
        Client = client;
    }

    public RemoteNodeProcess Node { get; }

    public IRemoteClient Client { get; }

    /// <summary>The node program's role for each row.</summary>
    public static string RoleOf(RemoteRow row) => row switch
    {
        RemoteRow.RawSocketFloor => "floor",
        RemoteRow.LabTransport => "lab",
        RemoteRow.ProtoRemote => "proto-remote",
        RemoteRow.AkkaRemote => "akka-remote",
        RemoteRow.OrleansRemote => "orleans",
        _ => throw new ArgumentOutOfRangeException(nameof(row), row, null),
    };

    /// <summary>Starts <paramref name="row"/>'s far node on loopback and connects its client; on a failure nothing is left running.</summary>
    public static async Task<RemoteSession> StartAsync(RemoteRow row, string? fault = null)
    {
        var port = FreePort.Pick();
        var node = await RemoteNodes.StartAsync(RoleOf(row), port, fault).ConfigureAwait(false);
        try
        {
            var client = await ConnectAsync(row, new IPEndPoint(IPAddress.Loopback, port), node.Name).ConfigureAwait(false);
            return new RemoteSession(node, client);
        }
        catch (Exception e)
        {
            await node.DisposeAsync().ConfigureAwait(false);
            throw e is RemoteException remote ? node.Explain(remote) : new RemoteException(node.Name, $"could not connect: {e.Message}", e);
        }
    }

    private static async Task<IRemoteClient> ConnectAsync(RemoteRow row, IPEndPoint server, string node)
    {
        var host = server.Address.ToString();
        switch (row)
        {
            case RemoteRow.RawSocketFloor:
                return new FloorClient(await RawSocketFloorClient.ConnectAsync(server, node, CancellationToken.None).ConfigureAwait(false));
            case RemoteRow.LabTransport:
                return new LabClient(await LabTransportClient.ConnectAsync(server, node, CancellationToken.None).ConfigureAwait(false));
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

    /// <summary>Stops the client, then the node (bounded; a node that does not stop is killed).</summary>
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
            await Node.DisposeAsync().ConfigureAwait(false);
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

/// <summary>A peer's client behind <see cref="IRemoteClient"/>: its tasks awaited on the benchmark thread.</summary>
internal sealed class PeerClient(IRemotePeerClient client) : IRemoteClient
{
    private int _pairs;

    public long Stream(int messages, TimeSpan timeout) => client.StreamAsync(messages, timeout).GetAwaiter().GetResult();

    public void PrepareEcho(int pairs)
    {
        if (pairs != _pairs)
        {
            client.PrepareEchoAsync(pairs, CancellationToken.None).GetAwaiter().GetResult();
            _pairs = pairs;
        }
    }

    public long Echo(int pairs, int requestsPerClient, TimeSpan timeout)
    {
        if (pairs != _pairs)
        {
            throw new InvalidOperationException($"prepared {_pairs} pairs, asked to run {pairs}");
        }
        return client.EchoAsync(requestsPerClient, timeout).GetAwaiter().GetResult();
    }

    public long RoundTrips(int requests, TimeSpan gap, long[] latencies, TimeSpan timeout)
    {
        var sum = 0L;
        for (var k = 0; k < requests; k++)
        {
            if (gap > TimeSpan.Zero)
            {
                Thread.Sleep(gap);
            }
            var pass = PerfBuf.Core.Threading.Crossings.Active;
            pass?.Send(k + 1);
            var sent = Stopwatch.GetTimestamp();
            var answer = client.RoundTripAsync(k + 1, timeout).GetAwaiter().GetResult();
            latencies[k] = Stopwatch.GetTimestamp() - sent;
            pass?.Hop(k + 1);
            if (answer != k + 1)
            {
                throw new RemoteException("peer", $"round trip {k} answered {answer}, not {k + 1}");
            }
            sum += answer;
        }
        return sum;
    }

    public ValueTask DisposeAsync() => client.DisposeAsync();
}
