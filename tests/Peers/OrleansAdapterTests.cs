#if PERFBUF_PEER_ORLEANS
using System.Net;
using System.Net.Sockets;
using PerfBuf.Peers.MicrosoftOrleans;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Orleans adapter behind E11: grain calls through the co-hosted grain factory answer every request with 2r + 1 at
/// C = 1, 100 and 1 000 (one silo shared by the class), and a silo stops cleanly, releasing its port. Skipped, naming
/// Orleans, where that peer is not built.
/// </summary>
public sealed class OrleansAdapterTests(OrleansSilo silo) : IClassFixture<OrleansSilo>
{
    private const string Project = "Orleans";

    [PeerFact(Project)]
    public async Task Grain_calls_answer_every_request()
    {
#if PERFBUF_PEER_ORLEANS
        var orleans = silo.PingPong;
        await PingRounds.AtEveryConcurrency(r => orleans.PingAsync(r).AsTask());
#else
        await Task.CompletedTask;
        Assert.NotNull(silo);
#endif
    }

    [PeerFact(Project)]
    public async Task A_silo_stops_cleanly_and_releases_its_port()
    {
#if PERFBUF_PEER_ORLEANS
        var orleans = await OrleansPingPong.StartAsync().WaitAsync(PingRounds.Patience);
        await PingRounds.Run(r => orleans.PingAsync(r).AsTask(), concurrency: 10, rounds: 1, first: 0);
        Assert.False(orleans.IsStopped);
        await orleans.DisposeAsync().AsTask().WaitAsync(PingRounds.Patience);
        Assert.True(orleans.IsStopped);
        // the silo's listener is closed: the port can be bound again
        using var listener = new TcpListener(IPAddress.Loopback, orleans.SiloPort);
        listener.Start();
        listener.Stop();
#else
        await Task.CompletedTask;
#endif
    }
}
