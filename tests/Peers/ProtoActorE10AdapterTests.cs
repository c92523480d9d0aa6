#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Proto.Actor adapters behind E10 (<see cref="E10AdapterTests"/>), the fan-out on Proto.Actor's default dispatcher
/// (throughput 300).
/// </summary>
[Peer(Project)]
public sealed class ProtoActorE10AdapterTests : E10AdapterTests
{
    private const string Project = "ProtoActor";

#if PERFBUF_PEER_PROTOACTOR
    protected override FanOut StartFanOut(IReadOnlyList<Action<int>> handlers)
    {
        var fanOut = ProtoActorFanOut.Start(handlers);
        Assert.Equal(ProtoActorFanOut.Throughput, fanOut.DispatcherThroughput);
        return new FanOut(fanOut.Count, fanOut.Post, () => PeerAdapter.StopAsync(fanOut, () => fanOut.IsStopped, ActorWorkloadChecks.Patience));
    }

    protected override Chain StartChain(int actors, Func<int, long, long> hop)
    {
        var chain = ProtoActorChain.Start(actors, hop);
        return new Chain(chain.Inject, () => PeerAdapter.StopAsync(chain, () => chain.IsStopped, ActorWorkloadChecks.Patience));
    }

    protected override Spawner StartSpawn()
    {
        var spawn = ProtoActorSpawn.Start();
        return new Spawner(spawn.Spawn, () => spawn.Live, () => spawn.Started, () => spawn.Stopped, spawn.StopAll, spawn.DisposeAsync);
    }
#else
    protected override FanOut StartFanOut(IReadOnlyList<Action<int>> handlers) => throw PeerAdapter.NotBuilt(Project);

    protected override Chain StartChain(int actors, Func<int, long, long> hop) => throw PeerAdapter.NotBuilt(Project);

    protected override Spawner StartSpawn() => throw PeerAdapter.NotBuilt(Project);
#endif
}
