#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.AkkaNet;
#endif
#if PERFBUF_PEER_ORLEANS
using PerfBuf.Peers.MicrosoftOrleans;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The SkyNet adapters behind E14, one peer at a time: a small tree is summed with every actor (grain) started and
/// stopped and none live afterwards, and bad arguments are refused before any actor system or silo starts. Skipped,
/// naming the peer, where that peer is not built. (Tests/Experiments/SkyNetTests runs every E14 row, the peers' among
/// them, at more depths and with more checks.)
/// </summary>
public sealed class SkyNetAdapterTests
{
    private static readonly TimeSpan Patience = TimeSpan.FromMinutes(1);

    [PeerFact("ProtoActor")]
    public void Proto_Actor_sums_the_tree_with_and_without_children()
    {
#if PERFBUF_PEER_PROTOACTOR
        foreach (var children in new[] { true, false })
        {
            var result = ProtoSkyNet.Run(2, children, static o => o, Patience);
            Assert.Equal((4_950L, 111L, 111L, 0L), (result.Sum, result.Spawned, result.Stopped, result.LiveAfter));
        }
        Assert.Equal("depth", Assert.Throws<ArgumentOutOfRangeException>(() => ProtoSkyNet.Run(-1, true, static o => o, Patience)).ParamName);
        Assert.Equal("leaf", Assert.Throws<ArgumentNullException>(() => ProtoSkyNet.Run(2, false, null!, Patience)).ParamName);
#endif
    }

    [PeerFact("Akka")]
    public void Akka_NET_sums_the_tree()
    {
#if PERFBUF_PEER_AKKA
        var result = AkkaSkyNet.Run(2, static o => o, Patience);
        Assert.Equal((4_950L, 111L, 111L, 0L), (result.Sum, result.Spawned, result.Stopped, result.LiveAfter));
        Assert.Equal("depth", Assert.Throws<ArgumentOutOfRangeException>(() => AkkaSkyNet.Run(9, static o => o, Patience)).ParamName);
        Assert.Equal("leaf", Assert.Throws<ArgumentNullException>(() => AkkaSkyNet.Run(2, null!, Patience)).ParamName);
#endif
    }

    [PeerFact("Orleans")]
    public void Orleans_sums_the_tree_and_deactivates_every_grain()
    {
#if PERFBUF_PEER_ORLEANS
        var result = OrleansSkyNet.Run(2, static o => o, Patience);
        Assert.Equal((4_950L, 111L, 111L, 0L), (result.Sum, result.Spawned, result.Stopped, result.LiveAfter));
        Assert.Equal("depth", Assert.Throws<ArgumentOutOfRangeException>(() => OrleansSkyNet.Run(-1, static o => o, Patience)).ParamName);
        Assert.Equal("leaf", Assert.Throws<ArgumentNullException>(() => OrleansSkyNet.Run(2, null!, Patience)).ParamName);
#endif
    }
}
