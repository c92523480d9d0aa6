using PerfBuf.Experiments.Harness;
#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.AkkaNet;
#endif

namespace PerfBuf.Experiments.E10;

#if PERFBUF_PEER_PROTOACTOR
/// <summary>Proto.Actor's idle actors (<see cref="ProtoSpawn"/>): started = <c>Started</c> handled, stopped = <c>Stopped</c> handled.</summary>
public sealed class ProtoSpawner(ProtoSpawn spawn) : ISpawner, IDisposable
{
    public void Spawn(int count) => spawn.Spawn(count);

    public void StopAll(TimeSpan patience) => spawn.StopAll(patience);

    public long Started => spawn.Started;

    public long Stopped => spawn.Stopped;

    public int Live => spawn.Live;

    public void Dispose() => ActorStop.All([spawn.DisposeAsync().AsTask()]);
}
#endif

#if PERFBUF_PEER_AKKA
/// <summary>Akka.NET's idle actors (<see cref="AkkaSpawn"/>): started = <c>PreStart</c> run, stopped = <c>PostStop</c> run.</summary>
public sealed class AkkaSpawner(AkkaSpawn spawn) : ISpawner, IDisposable
{
    public void Spawn(int count) => spawn.Spawn(count);

    public void StopAll(TimeSpan patience) => spawn.StopAll(patience);

    public long Started => spawn.Started;

    public long Stopped => spawn.Stopped;

    public int Live => spawn.Live;

    public void Dispose() => ActorStop.All([spawn.DisposeAsync().AsTask()]);
}
#endif
