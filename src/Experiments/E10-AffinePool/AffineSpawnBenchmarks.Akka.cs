// Akka.NET's rows of AffineSpawnBenchmarks, compiled under PERFBUF_PEER_AKKA.
#if PERFBUF_PEER_AKKA
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Peers.Akka;

namespace PerfBuf.Experiments.E10;

public partial class AffineSpawnBenchmarks
{
    [GlobalSetup(Target = nameof(Akka))]
    public void SetupAkka() => Start(new AkkaSpawner(AkkaSpawn.Start()));

    /// <summary>Akka.NET: <c>system.ActorOf(props)</c> per actor (one Props, default dispatcher), <c>system.Stop(actor)</c> per
    /// actor, then a wait until every actor ran <c>PostStop</c> (<see cref="AkkaSpawn"/>).</summary>
    [PeerRow(PeerLibrary.Akka)]
    [Benchmark(OperationsPerInvoke = Actors)]
    public long Akka() => _run!.Invoke();
}

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
