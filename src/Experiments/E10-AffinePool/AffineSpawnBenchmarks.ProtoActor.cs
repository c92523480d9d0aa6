// Proto.Actor's rows of AffineSpawnBenchmarks, compiled under PERFBUF_PEER_PROTOACTOR.
#if PERFBUF_PEER_PROTOACTOR
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Peers.ProtoActor;

namespace PerfBuf.Experiments.E10;

public partial class AffineSpawnBenchmarks
{
    [GlobalSetup(Target = nameof(ProtoActor))]
    public void SetupProto() => Start(new ProtoActorSpawner(ProtoActorSpawn.Start()));

    /// <summary>Proto.Actor: <c>Root.Spawn(props)</c> per actor (one Props, defaults), <c>Root.Stop(pid)</c> per actor, then a
    /// wait until every actor handled <c>Stopped</c> (<see cref="ProtoActorSpawn"/>).</summary>
    [PeerRow(PeerLibrary.ProtoActor)]
    [Benchmark(OperationsPerInvoke = Actors)]
    public long ProtoActor() => _run!.Invoke();
}

/// <summary>Proto.Actor's idle actors (<see cref="ProtoActorSpawn"/>): started = <c>Started</c> handled, stopped = <c>Stopped</c> handled.</summary>
public sealed class ProtoActorSpawner(ProtoActorSpawn spawn) : ISpawner, IDisposable
{
    public void Spawn(int count) => spawn.Spawn(count);

    public void StopAll(TimeSpan patience) => spawn.StopAll(patience);

    public long Started => spawn.Started;

    public long Stopped => spawn.Stopped;

    public int Live => spawn.Live;

    public void Dispose() => ActorStop.All([spawn.DisposeAsync().AsTask()]);
}
#endif
