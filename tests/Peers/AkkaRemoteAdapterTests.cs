#if PERFBUF_PEER_AKKAREMOTE
using System.Diagnostics;
using System.Net;
using System.Net.Sockets;
using PerfBuf.Peers.AkkaRemote;
using PerfBuf.Remote;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Akka.Remote adapter behind E15, both ends in this process on loopback: R1 sums every answer (twice in a row, then
/// a burst), R2's pairs answer every request with its own value, R3 answers one value; a non-loopback server is refused
/// before anything connects; a server whose port is taken fails to start; a client whose server stopped gets a
/// <c>RemoteException</c> from R1, R3 and R2 within its timeout, not a hang. Skipped, with the reason, where Akka.Remote
/// is not built.
/// </summary>
public sealed class AkkaRemoteAdapterTests
{
    private const string Project = "AkkaRemote";

#if PERFBUF_PEER_AKKAREMOTE
    private const string Loopback = "127.0.0.1";

    /// <summary>A run's timeout where the server is up (generous: a loaded 2-core machine).</summary>
    private static readonly TimeSpan Timeout = TimeSpan.FromSeconds(15);

    /// <summary>A run's timeout where the server is gone.</summary>
    private static readonly TimeSpan Short = TimeSpan.FromSeconds(1);

    private static long Triangle(long n) => n * (n + 1) / 2;

    /// <summary>A server and a client connected to it on loopback ports of their own.</summary>
    private static async Task<(AkkaRemoteServer Server, AkkaRemoteClient Client)> StartAsync()
    {
        using var patience = new CancellationTokenSource(TimeSpan.FromSeconds(25));
        var port = FreePort.Pick();
        var server = await AkkaRemoteServer.StartAsync(Loopback, port, patience.Token);
        try
        {
            return (server, await AkkaRemoteClient.ConnectAsync(Loopback, port, Loopback, FreePort.Pick(), patience.Token));
        }
        catch
        {
            await server.DisposeAsync();
            throw;
        }
    }

    private static async Task StopAsync(AkkaRemoteServer server, AkkaRemoteClient client)
    {
        await PeerAdapter.StopAsync(client, () => client.IsStopped, TimeSpan.FromSeconds(10));
        await PeerAdapter.StopAsync(server, () => server.IsStopped, TimeSpan.FromSeconds(10));
    }

    [PeerFact(Project)]
    public async Task Stream_sums_every_answer_twice_in_a_row_with_the_stated_settings()
    {
        var (server, client) = await StartAsync();
        try
        {
            Assert.Equal("ValueMessageSerializer", client.MessageSerializer);
            Assert.Equal("true", client.ConfiguredValue("akka.remote.dot-netty.tcp.batching.enabled"));
            Assert.Equal("30", client.ConfiguredValue("akka.remote.dot-netty.tcp.batching.max-pending-writes"));
            Assert.Equal("30", client.ConfiguredValue("akka.actor.default-dispatcher.throughput"));
            Assert.Equal("default-executor", client.ConfiguredValue("akka.actor.default-dispatcher.executor"));
            const int messages = 400;
            Assert.Equal(Triangle(messages), await client.StreamAsync(messages, Timeout));
            Assert.Equal(Triangle(messages), await client.StreamAsync(messages, Timeout));
            const int burst = 20_000; // a burst the transport batches: nothing is dropped
            Assert.Equal(Triangle(burst), await client.StreamAsync(burst, Timeout));
        }
        finally
        {
            await StopAsync(server, client);
        }
    }

    [PeerFact(Project)]
    public async Task Echo_pairs_answer_every_request_with_its_value_and_a_new_count_replaces_the_set()
    {
        var (server, client) = await StartAsync();
        try
        {
            await client.PrepareEchoAsync(3, CancellationToken.None);
            Assert.Equal(Triangle(3 * 20), await client.EchoAsync(20, Timeout));
            Assert.Equal(Triangle(3 * 20), await client.EchoAsync(20, Timeout));
            await client.PrepareEchoAsync(2, CancellationToken.None);
            Assert.Equal(Triangle(2 * 7), await client.EchoAsync(7, Timeout));
        }
        finally
        {
            await StopAsync(server, client);
        }
    }

    [PeerFact(Project)]
    public async Task Round_trip_answers_the_value_it_was_sent()
    {
        var (server, client) = await StartAsync();
        try
        {
            Assert.Equal(42L, await client.RoundTripAsync(42, Timeout));
            const long wide = (1L << 40) + 7; // all 64 bits travel
            Assert.Equal(-wide, await client.RoundTripAsync(-wide, Timeout));
        }
        finally
        {
            await StopAsync(server, client);
        }
    }

    [PeerFact(Project)]
    public async Task A_server_off_loopback_is_refused_before_anything_connects()
    {
        var started = Stopwatch.StartNew();
        var refused = await Assert.ThrowsAsync<RemoteException>(() =>
            AkkaRemoteClient.ConnectAsync("10.1.2.3", 4711, Loopback, FreePort.Pick(), CancellationToken.None));
        Assert.Contains("refused", refused.What, StringComparison.Ordinal);
        Assert.Contains("10.1.2.3", refused.Node, StringComparison.Ordinal);
        Assert.True(started.Elapsed < TimeSpan.FromSeconds(5), $"the refusal took {started.Elapsed}");
    }

    [PeerFact(Project)]
    public async Task A_server_whose_port_is_taken_fails_to_start_with_a_remote_exception()
    {
        using var taken = new TcpListener(IPAddress.Loopback, 0);
        taken.Start();
        var port = ((IPEndPoint)taken.LocalEndpoint).Port;
        using var patience = new CancellationTokenSource(TimeSpan.FromSeconds(25));
        var failed = await Assert.ThrowsAsync<RemoteException>(() => AkkaRemoteServer.StartAsync(Loopback, port, patience.Token));
        Assert.Contains($"{port}", failed.What, StringComparison.Ordinal);
    }

    [PeerFact(Project)]
    public async Task A_client_whose_server_stopped_gets_a_remote_exception_within_its_timeout()
    {
        var (server, client) = await StartAsync();
        try
        {
            Assert.Equal(Triangle(100), await client.StreamAsync(100, Timeout));
            Assert.Equal(7L, await client.RoundTripAsync(7, Timeout));
            await client.PrepareEchoAsync(2, CancellationToken.None);
            await PeerAdapter.StopAsync(server, () => server.IsStopped, TimeSpan.FromSeconds(10));

            var started = Stopwatch.StartNew();
            var stream = await Assert.ThrowsAsync<RemoteException>(() => client.StreamAsync(100, Short));
            Assert.Contains("answers arrived", stream.What, StringComparison.Ordinal);
            var roundTrip = await Assert.ThrowsAsync<RemoteException>(() => client.RoundTripAsync(8, Short));
            Assert.Contains("no reply", roundTrip.What, StringComparison.Ordinal);
            var echo = await Assert.ThrowsAsync<RemoteException>(() => client.EchoAsync(5, Short));
            Assert.Contains("0 of 10 replies arrived", echo.What, StringComparison.Ordinal);
            Assert.True(started.Elapsed < 3 * Short + TimeSpan.FromSeconds(10), $"the three failures took {started.Elapsed}");
        }
        finally
        {
            await StopAsync(server, client);
        }
    }
#else
    // Without the peer these tests are reported as skipped by [PeerFact]; the bodies never run.
    private static Task NotBuilt() => throw PeerAdapter.NotBuilt(Project);

    [PeerFact(Project)]
    public Task Stream_sums_every_answer_twice_in_a_row_with_the_stated_settings() => NotBuilt();

    [PeerFact(Project)]
    public Task Echo_pairs_answer_every_request_with_its_value_and_a_new_count_replaces_the_set() => NotBuilt();

    [PeerFact(Project)]
    public Task Round_trip_answers_the_value_it_was_sent() => NotBuilt();

    [PeerFact(Project)]
    public Task A_server_off_loopback_is_refused_before_anything_connects() => NotBuilt();

    [PeerFact(Project)]
    public Task A_server_whose_port_is_taken_fails_to_start_with_a_remote_exception() => NotBuilt();

    [PeerFact(Project)]
    public Task A_client_whose_server_stopped_gets_a_remote_exception_within_its_timeout() => NotBuilt();
#endif
}
