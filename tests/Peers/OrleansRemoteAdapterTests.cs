#if PERFBUF_PEER_ORLEANS
using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using PerfBuf.Peers.MicrosoftOrleans;
using PerfBuf.Remote;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Orleans adapter behind E15 (<c>OrleansRemoteServer</c> and <c>OrleansRemoteClient</c>), with the
/// silo and the external client in this one test process on 127.0.0.1 (two hosts, talking TCP through the silo's
/// gateway, as Orleans' own Ping benchmark runs them): R1's answers, R2's loops and R3's round trip come back with the
/// right sums, a non-loopback address is refused before anything connects, a client whose silo stopped gets a
/// <c>RemoteException</c> within its timeout, and both sides stop within their bounds, releasing the gateway port.
/// Skipped, naming the peer, where Orleans is not built.
/// </summary>
public sealed class OrleansRemoteAdapterTests
{
    private const string Project = "Orleans";

#if PERFBUF_PEER_ORLEANS
    private const string Loopback = "127.0.0.1";

    /// <summary>The bound on a start (silo or client) in these tests.</summary>
    private static readonly TimeSpan StartPatience = TimeSpan.FromSeconds(30);

    /// <summary>The timeout a workload call is given (far more than a few hundred messages take).</summary>
    private static readonly TimeSpan CallTimeout = TimeSpan.FromSeconds(15);

    /// <summary>The contract's bound on a DisposeAsync.</summary>
    private static readonly TimeSpan StopBound = TimeSpan.FromSeconds(10);

    [PeerFact(Project)]
    public async Task Streams_one_way_messages_and_sums_the_answers_twice_in_a_row()
    {
        await WithPairAsync(async (_, client) =>
        {
            const int Messages = 300;
            Assert.Equal(Messages * (Messages + 1L) / 2, await client.StreamAsync(Messages, CallTimeout));
            Assert.Equal(Messages * (Messages + 1L) / 2, await client.StreamAsync(Messages, CallTimeout));
        });
    }

    [PeerFact(Project)]
    public async Task Echo_loops_get_every_reply()
    {
        await WithPairAsync(async (_, client) =>
        {
            const int Pairs = 3, Requests = 20;
            await client.PrepareEchoAsync(Pairs, CancellationToken.None);
            const long N = Pairs * Requests;
            Assert.Equal(N * (N + 1) / 2, await client.EchoAsync(Requests, CallTimeout));
            // a new count replaces the old set
            await client.PrepareEchoAsync(1, CancellationToken.None);
            Assert.Equal(Requests * (Requests + 1L) / 2, await client.EchoAsync(Requests, CallTimeout));
        });
    }

    [PeerFact(Project)]
    public async Task Round_trip_returns_the_value()
    {
        await WithPairAsync(async (_, client) =>
        {
            Assert.Equal(123_456_789_012L, await client.RoundTripAsync(123_456_789_012L, CallTimeout));
            Assert.Equal(-5L, await client.RoundTripAsync(-5L, CallTimeout));
        });
    }

    [PeerFact(Project)]
    public async Task A_non_loopback_server_is_refused_before_connecting()
    {
        var clock = Stopwatch.StartNew();
        var refused = await Assert.ThrowsAsync<RemoteException>(() =>
            OrleansRemoteClient.ConnectAsync("10.1.2.3", FreePort.Pick(), Loopback, 0, CancellationToken.None));
        Assert.Contains("refused", refused.What, StringComparison.Ordinal);
        await Assert.ThrowsAsync<RemoteException>(() =>
            OrleansRemoteClient.ConnectAsync("localhost", FreePort.Pick(), Loopback, 0, CancellationToken.None));
        // no client host was started: a connection attempt (or its retries) would take far longer
        Assert.True(clock.Elapsed < TimeSpan.FromSeconds(5), $"refusing took {clock.Elapsed}");
    }

    [PeerFact(Project)]
    public async Task A_client_whose_silo_stopped_gets_a_RemoteException_within_its_timeout()
    {
        var gatewayPort = FreePort.Pick();
        var server = await OrleansRemoteServer.StartAsync(Loopback, gatewayPort, CancellationToken.None).WaitAsync(StartPatience);
        OrleansRemoteClient? client = null;
        try
        {
            client = await OrleansRemoteClient.ConnectAsync(Loopback, gatewayPort, Loopback, 0, CancellationToken.None).WaitAsync(StartPatience);
            Assert.Equal(7L, await client.RoundTripAsync(7L, CallTimeout));

            await server.DisposeAsync().AsTask().WaitAsync(StopBound);
            Assert.True(server.IsStopped);

            var timeout = TimeSpan.FromSeconds(2);
            var clock = Stopwatch.StartNew();
            var failure = await Assert.ThrowsAsync<RemoteException>(() => client.RoundTripAsync(8L, timeout));
            Assert.True(clock.Elapsed < timeout + TimeSpan.FromSeconds(10), $"the failure took {clock.Elapsed} (timeout {timeout})");
            Assert.Contains($"{gatewayPort}", failure.Node, StringComparison.Ordinal);
        }
        finally
        {
            await server.DisposeAsync().AsTask().WaitAsync(StopBound); // again: a second stop is harmless
            if (client is not null)
            {
                await client.DisposeAsync().AsTask().WaitAsync(StopBound);
                Assert.True(client.IsStopped);
            }
        }
    }

    /// <summary>
    /// Starts a silo on a free gateway port and a client connected to it, runs <paramref name="test"/>, and stops both,
    /// each within the contract's bound; the gateway port can be bound again afterwards.
    /// </summary>
    private static async Task WithPairAsync(Func<OrleansRemoteServer, OrleansRemoteClient, Task> test)
    {
        var gatewayPort = FreePort.Pick();
        var server = await OrleansRemoteServer.StartAsync(Loopback, gatewayPort, CancellationToken.None).WaitAsync(StartPatience);
        try
        {
            var client = await OrleansRemoteClient.ConnectAsync(Loopback, gatewayPort, Loopback, 0, CancellationToken.None).WaitAsync(StartPatience);
            try
            {
                await test(server, client);
            }
            finally
            {
                await client.DisposeAsync().AsTask().WaitAsync(StopBound);
            }
            Assert.True(client.IsStopped, "the client's host has not stopped");
        }
        finally
        {
            await server.DisposeAsync().AsTask().WaitAsync(StopBound);
        }
        Assert.True(server.IsStopped, "the silo's host has not stopped");
        using var listener = new TcpListener(IPAddress.Loopback, gatewayPort);
        listener.Start(); // the gateway's listener is closed
        listener.Stop();
    }
#else
    [PeerFact(Project)]
    public void Adapter_is_not_built() => throw PeerAdapter.NotBuilt(Project);
#endif
}
