#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.Akka;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Akka.NET adapters behind E10 (<see cref="E10AdapterTests"/>), the fan-out on the lab's Akka.NET rule (the default
/// dispatcher on the default executor, throughput <c>AkkaHost.Throughput</c>).
/// </summary>
[Peer(Project)]
public sealed class AkkaE10AdapterTests : E10AdapterTests
{
    private const string Project = "Akka";

#if PERFBUF_PEER_AKKA
    protected override FanOut StartFanOut(IReadOnlyList<Action<int>> handlers)
    {
        var fanOut = AkkaFanOut.Start(handlers);
        Assert.Equal(AkkaHost.Throughput, fanOut.ConfiguredThroughput);
        Assert.Equal("default-executor", fanOut.ConfiguredExecutor);
        return new FanOut(fanOut.Count, fanOut.Post, () => PeerAdapter.StopAsync(fanOut, () => fanOut.IsStopped, ActorWorkloadChecks.Patience));
    }

    protected override Chain StartChain(int actors, Func<int, long, long> hop)
    {
        var chain = AkkaChain.Start(actors, hop);
        return new Chain(chain.Inject, () => PeerAdapter.StopAsync(chain, () => chain.IsStopped, ActorWorkloadChecks.Patience));
    }

    protected override Spawner StartSpawn()
    {
        var spawn = AkkaSpawn.Start();
        return new Spawner(spawn.Spawn, () => spawn.Live, () => spawn.Started, () => spawn.Stopped, spawn.StopAll, spawn.DisposeAsync);
    }
#else
    protected override FanOut StartFanOut(IReadOnlyList<Action<int>> handlers) => throw PeerAdapter.NotBuilt(Project);

    protected override Chain StartChain(int actors, Func<int, long, long> hop) => throw PeerAdapter.NotBuilt(Project);

    protected override Spawner StartSpawn() => throw PeerAdapter.NotBuilt(Project);
#endif
}
