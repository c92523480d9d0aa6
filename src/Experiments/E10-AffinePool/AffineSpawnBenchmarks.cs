using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Harness;
#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.AkkaNet;
#endif

namespace PerfBuf.Experiments.E10;

/// <summary>
/// E10's spawn cost (<see cref="SpawnRun"/>): one invocation creates N = 20 000 idle actors (no message is ever sent to
/// them) and stops them all. One operation = one actor created and stopped (OperationsPerInvoke = N): the time per
/// operation is ns per actor, the allocation per operation bytes per actor. "Spawn ns/actor" and "Stop ns/actor" split
/// the time between the two phases. Started, stopped and live counts are verified.
/// </summary>
[BenchmarkCategory("E10")]
public class AffineSpawnBenchmarks
{
    /// <summary>N: actors created and stopped per invocation.</summary>
    public const int Actors = 20_000;

    private SpawnRun? _run;
    private IDisposable? _spawner;

    private void Start<TSpawner>(TSpawner spawner)
        where TSpawner : ISpawner, IDisposable
    {
        _spawner = spawner;
        _run = new SpawnRun(spawner, Scale.Of(Actors, 200));
    }

    [GlobalSetup(Target = nameof(RuntimeOnAffinePool))]
    public void SetupRuntimeOnAffinePool() => Start(new RuntimeSpawner(RuntimeHost.OnAffinePool("E10-spawn")));

    [GlobalSetup(Target = nameof(RuntimeOnThreadPool))]
    public void SetupRuntimeOnThreadPool() => Start(new RuntimeSpawner(RuntimeHost.OnThreadPool("E10-spawn")));

#if PERFBUF_PEER_PROTOACTOR
    [GlobalSetup(Target = nameof(ProtoActor))]
    public void SetupProto() => Start(new ProtoSpawner(ProtoSpawn.Start()));
#endif
#if PERFBUF_PEER_AKKA

    [GlobalSetup(Target = nameof(Akka))]
    public void SetupAkka() => Start(new AkkaSpawner(AkkaSpawn.Start()));
#endif

    [GlobalCleanup]
    public void Cleanup()
    {
        try
        {
            _spawner?.Dispose();
        }
        finally
        {
            _run?.Report();
            _spawner = null;
            _run = null;
        }
    }

    /// <summary>The runtime on an AffinePool of one pinned worker per core, spawned and stopped as <see cref="RuntimeOnThreadPool"/>.</summary>
    [Benchmark(OperationsPerInvoke = Actors)]
    public long RuntimeOnAffinePool() => _run!.Invoke();

    /// <summary>
    /// The runtime on the .NET thread pool: <c>system.Spawn</c> per actor (one shared factory, the row's options; the
    /// mailbox starts at 8 cells), <c>StopAsync</c> per actor, all awaited, then until the system counts no live actor.
    /// </summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Actors)]
    public long RuntimeOnThreadPool() => _run!.Invoke();

#if PERFBUF_PEER_PROTOACTOR
    /// <summary>Proto.Actor: <c>Root.Spawn(props)</c> per actor (one Props, defaults), <c>Root.Stop(pid)</c> per actor, then a
    /// wait until every actor handled <c>Stopped</c> (<see cref="ProtoSpawn"/>).</summary>
    [Benchmark(OperationsPerInvoke = Actors)]
    public long ProtoActor() => _run!.Invoke();
#endif
#if PERFBUF_PEER_AKKA

    /// <summary>Akka.NET: <c>system.ActorOf(props)</c> per actor (one Props, default dispatcher), <c>system.Stop(actor)</c> per
    /// actor, then a wait until every actor ran <c>PostStop</c> (<see cref="AkkaSpawn"/>).</summary>
    [Benchmark(OperationsPerInvoke = Actors)]
    public long Akka() => _run!.Invoke();
#endif
}
