#if PERFBUF_PEER_ORLEANS
using System.Net;
using System.Net.Sockets;
using PerfBuf.Peers.MicrosoftOrleans;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Orleans adapter behind E11 (<see cref="PingPongAdapterTests"/>): grain calls through the co-hosted grain factory
/// answer every request, and a silo stops cleanly, releasing its port.
/// </summary>
[Peer(Project)]
public sealed class OrleansAdapterTests : PingPongAdapterTests
{
    private const string Project = "Orleans";

    protected override async Task<Pinger> StartAsync()
    {
#if PERFBUF_PEER_ORLEANS
        var orleans = await OrleansPingPong.StartAsync().WaitAsync(PingRounds.Patience);
        return new Pinger(r => orleans.PingAsync(r).AsTask(), () => orleans.IsStopped, async () =>
        {
            await PeerAdapter.StopAsync(orleans, () => orleans.IsStopped, PingRounds.Patience);
            // the silo's listener is closed: the port can be bound again
            using var listener = new TcpListener(IPAddress.Loopback, orleans.SiloPort);
            listener.Start();
            listener.Stop();
        });
#else
        await Task.CompletedTask;
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}
