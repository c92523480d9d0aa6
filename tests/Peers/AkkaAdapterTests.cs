#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.Akka;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Akka.NET adapter behind E11 (<see cref="PingPongAdapterTests"/>): <c>Ask</c> answers every request, the
/// dispatcher runs with the throughput the write-up states, and the actor system terminates cleanly.
/// </summary>
[Peer(Project)]
public sealed class AkkaAdapterTests : PingPongAdapterTests
{
    private const string Project = "Akka";

    protected override Task<Pinger> StartAsync()
    {
#if PERFBUF_PEER_AKKA
        var akka = AkkaPingPong.Start();
        Assert.Equal(AkkaHost.Throughput, akka.ConfiguredThroughput);
        return Task.FromResult(new Pinger(akka.AskAsync, () => akka.IsStopped,
            () => PeerAdapter.StopAsync(akka, () => akka.IsStopped, PingRounds.Patience)));
#else
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}
