using PerfBuf.Workloads.Payloads;
#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.Akka;
#endif
#if PERFBUF_PEER_ORLEANS
using PerfBuf.Peers.MicrosoftOrleans;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The SkyNet adapters behind E14, the same checks for every peer (a subclass per peer below): a small tree is summed
/// with every actor (grain) started and stopped and none live afterwards, and bad arguments are refused before any actor
/// system or silo starts. Skipped, naming the peer, where that peer is not built. (Tests/Experiments/SkyNetTests runs
/// every E14 row, the peers' among them, at more depths and with more checks.)
/// </summary>
public abstract class SkyNetAdapterTests
{
    private static readonly TimeSpan Patience = TimeSpan.FromMinutes(1);

    /// <summary>One run of the peer's SkyNet: depth, leaf rule, patience.</summary>
    protected delegate SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience);

    /// <summary>Every way the peer's adapter runs the tree (Proto.Actor: with and without children).</summary>
    protected abstract IReadOnlyList<Run> Runs { get; }

    [PeerFact]
    public void Sums_the_tree_and_stops_every_actor()
    {
        foreach (var run in Runs)
        {
            var result = run(2, static o => o, Patience);
            Assert.Equal((4_950L, 111L, 111L, 0L), (result.Sum, result.Spawned, result.Stopped, result.LiveAfter));
            Assert.Equal("depth", Assert.Throws<ArgumentOutOfRangeException>(() => run(-1, static o => o, Patience)).ParamName);
            Assert.Equal("depth", Assert.Throws<ArgumentOutOfRangeException>(() => run(9, static o => o, Patience)).ParamName);
            Assert.Equal("leaf", Assert.Throws<ArgumentNullException>(() => run(2, null!, Patience)).ParamName);
        }
    }
}

[Peer(Project)]
public sealed class ProtoActorSkyNetAdapterTests : SkyNetAdapterTests
{
    private const string Project = "ProtoActor";

#if PERFBUF_PEER_PROTOACTOR
    protected override IReadOnlyList<Run> Runs =>
    [
        (depth, leaf, patience) => ProtoActorSkyNet.Run(depth, children: true, leaf, patience),
        (depth, leaf, patience) => ProtoActorSkyNet.Run(depth, children: false, leaf, patience),
    ];
#else
    protected override IReadOnlyList<Run> Runs => throw PeerAdapter.NotBuilt(Project);
#endif
}

[Peer(Project)]
public sealed class AkkaSkyNetAdapterTests : SkyNetAdapterTests
{
    private const string Project = "Akka";

#if PERFBUF_PEER_AKKA
    protected override IReadOnlyList<Run> Runs => [AkkaSkyNet.Run];
#else
    protected override IReadOnlyList<Run> Runs => throw PeerAdapter.NotBuilt(Project);
#endif
}

/// <summary>Orleans: every grain of the tree deactivated after the run.</summary>
[Peer(Project)]
public sealed class OrleansSkyNetAdapterTests : SkyNetAdapterTests
{
    private const string Project = "Orleans";

#if PERFBUF_PEER_ORLEANS
    protected override IReadOnlyList<Run> Runs => [OrleansSkyNet.Run];
#else
    protected override IReadOnlyList<Run> Runs => throw PeerAdapter.NotBuilt(Project);
#endif
}
