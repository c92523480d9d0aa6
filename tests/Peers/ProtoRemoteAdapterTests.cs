#if PERFBUF_PEER_PROTOREMOTE
using System.Diagnostics;
using PerfBuf.Peers.ProtoRemote;
using PerfBuf.Remote;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Proto.Remote adapter behind E15, both nodes in this process on 127.0.0.1: R1's stream sums every answer (twice in
/// a row on the same actors), R2's pairs and R3's round trip answer with the values sent, a non-loopback server address
/// is refused before anything starts, and a client whose server stops gets a <c>RemoteException</c> within its timeout
/// instead of a hang; every node stops within its bound.
/// </summary>
public sealed class ProtoRemoteAdapterTests
{
    private const string Project = "ProtoRemote";

#if PERFBUF_PEER_PROTOREMOTE
    private const string Loopback = "127.0.0.1";

    /// <summary>Generous for work that takes milliseconds, on two cores shared with the rest of the suite.</summary>
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(15);

    /// <summary>What dispose promises: at most 10 s.</summary>
    private static readonly TimeSpan StopBound = TimeSpan.FromSeconds(10);

    private static async Task<(ProtoRemoteServer Server, ProtoRemoteClient Client)> StartAsync()
    {
        using var cancellation = new CancellationTokenSource(Patience);
        var server = await ProtoRemoteServer.StartAsync(Loopback, FreePort.Pick(), cancellation.Token);
        try
        {
            var port = int.Parse(server.Address.Split(':')[^1], System.Globalization.CultureInfo.InvariantCulture);
            var client = await ProtoRemoteClient.ConnectAsync(Loopback, port, Loopback, FreePort.Pick(), cancellation.Token);
            return (server, client);
        }
        catch
        {
            await server.DisposeAsync();
            throw;
        }
    }

    private static async Task StopAsync(ProtoRemoteServer server, ProtoRemoteClient client)
    {
        var clock = Stopwatch.StartNew();
        await client.DisposeAsync().AsTask().WaitAsync(StopBound);
        await server.DisposeAsync().AsTask().WaitAsync(StopBound);
        Assert.True(client.IsStopped, "the client says it has not stopped");
        Assert.True(server.IsStopped, "the server says it has not stopped");
        Assert.True(clock.Elapsed < 2 * StopBound, $"stopping both nodes took {clock.Elapsed}");
    }

    private static long Triangle(long n) => n * (n + 1) / 2;
#endif

    [PeerFact(Project)]
    public async Task Stream_sums_every_answer_twice_in_a_row()
    {
#if PERFBUF_PEER_PROTOREMOTE
        var (server, client) = await StartAsync();
        try
        {
            Assert.Equal(Triangle(300), await client.StreamAsync(300, Patience));
            Assert.Equal(Triangle(500), await client.StreamAsync(500, Patience));
        }
        finally
        {
            await StopAsync(server, client);
        }
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public async Task Echo_pairs_answer_every_request_with_its_value()
    {
#if PERFBUF_PEER_PROTOREMOTE
        var (server, client) = await StartAsync();
        try
        {
            using var cancellation = new CancellationTokenSource(Patience);
            await client.PrepareEchoAsync(3, cancellation.Token);
            Assert.Equal(3, client.EchoPairs);
            Assert.Equal(Triangle(3 * 20), await client.EchoAsync(20, Patience));
            Assert.Equal(Triangle(3 * 7), await client.EchoAsync(7, Patience));
            // a new count replaces the set
            await client.PrepareEchoAsync(2, cancellation.Token);
            Assert.Equal(2, client.EchoPairs);
            Assert.Equal(Triangle(2 * 20), await client.EchoAsync(20, Patience));
        }
        finally
        {
            await StopAsync(server, client);
        }
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public async Task Echo_before_its_pairs_are_made_is_refused()
    {
#if PERFBUF_PEER_PROTOREMOTE
        var (server, client) = await StartAsync();
        try
        {
            await Assert.ThrowsAsync<InvalidOperationException>(() => client.EchoAsync(1, Patience));
        }
        finally
        {
            await StopAsync(server, client);
        }
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public async Task Round_trip_returns_the_value_sent()
    {
#if PERFBUF_PEER_PROTOREMOTE
        var (server, client) = await StartAsync();
        try
        {
            Assert.Equal(42L, await client.RoundTripAsync(42, Patience));
            Assert.Equal(long.MinValue, await client.RoundTripAsync(long.MinValue, Patience));
            Assert.Equal(long.MaxValue, await client.RoundTripAsync(long.MaxValue, Patience));
        }
        finally
        {
            await StopAsync(server, client);
        }
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public async Task A_non_loopback_address_is_refused_before_anything_starts()
    {
#if PERFBUF_PEER_PROTOREMOTE
        var clock = Stopwatch.StartNew();
        var server = await Assert.ThrowsAsync<RemoteException>(() =>
            ProtoRemoteClient.ConnectAsync("10.1.2.3", 4000, Loopback, FreePort.Pick(), CancellationToken.None));
        Assert.Contains("10.1.2.3", server.Message);
        Assert.Contains("refused", server.Message);
        // the address the far node would connect back to passes the same rule
        var client = await Assert.ThrowsAsync<RemoteException>(() =>
            ProtoRemoteClient.ConnectAsync(Loopback, 4000, "10.1.2.3", 0, CancellationToken.None));
        Assert.Contains("refused", client.Message);
        // a name would be resolved by the library, out of the rule's sight
        await Assert.ThrowsAsync<RemoteException>(() =>
            ProtoRemoteClient.ConnectAsync("localhost", 4000, Loopback, 0, CancellationToken.None));
        Assert.True(clock.Elapsed < TimeSpan.FromSeconds(5), $"refusing took {clock.Elapsed}: something was started or connected");
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public async Task A_call_that_times_out_says_how_far_it_got_and_leaves_the_next_call_exact()
    {
#if PERFBUF_PEER_PROTOREMOTE
        var (server, client) = await StartAsync();
        try
        {
            // far more round trips than a millisecond holds (seconds' worth): each call times out with answers still on
            // their way
            var instant = TimeSpan.FromMilliseconds(1);
            var stream = await Assert.ThrowsAsync<RemoteException>(() => client.StreamAsync(50_000, instant));
            Assert.Contains("of 50000 answers arrived within", stream.Message);
            // the late answers of the call that timed out reach none of the next call's
            Assert.Equal(Triangle(300), await client.StreamAsync(300, Patience));

            using var cancellation = new CancellationTokenSource(Patience);
            await client.PrepareEchoAsync(3, cancellation.Token);
            var echo = await Assert.ThrowsAsync<RemoteException>(() => client.EchoAsync(10_000, instant));
            Assert.Contains("of 30000 answers arrived within", echo.Message);
            Assert.Equal(Triangle(3 * 20), await client.EchoAsync(20, Patience));
            // (no such check for R3: one round trip on loopback can beat the timer of any timeout)
        }
        finally
        {
            await StopAsync(server, client);
        }
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public async Task A_stopped_server_gives_a_RemoteException_within_the_timeout()
    {
#if PERFBUF_PEER_PROTOREMOTE
        var (server, client) = await StartAsync();
        try
        {
            Assert.Equal(Triangle(100), await client.StreamAsync(100, Patience));
            Assert.Equal(7L, await client.RoundTripAsync(7, Patience));
            await server.DisposeAsync().AsTask().WaitAsync(StopBound);

            var timeout = TimeSpan.FromSeconds(2);
            var clock = Stopwatch.StartNew();
            var stream = await Assert.ThrowsAsync<RemoteException>(() => client.StreamAsync(200, timeout));
            Assert.True(clock.Elapsed < timeout + TimeSpan.FromSeconds(10), $"the stream failed after {clock.Elapsed}");
            Assert.Contains("of 200 answers", stream.Message);

            clock.Restart();
            await Assert.ThrowsAsync<RemoteException>(() => client.RoundTripAsync(8, timeout));
            Assert.True(clock.Elapsed < timeout + TimeSpan.FromSeconds(10), $"the round trip failed after {clock.Elapsed}");
        }
        finally
        {
            await StopAsync(server, client);
        }
#else
        await Task.CompletedTask;
#endif
    }
}
