using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E10;

/// <summary>
/// E10's spawn cost (<see cref="SpawnRun"/>): one invocation creates N = 20 000 idle actors (no message is ever sent to
/// them) and stops them all. One operation = one actor created and stopped (OperationsPerInvoke = N): the time per
/// operation is ns per actor, the allocation per operation bytes per actor. "Spawn ns/actor" and "Stop ns/actor" split
/// the time between the two phases. Started, stopped and live counts are verified. Thread crossings per actor: its
/// spawn and its first message (<see cref="SpawnRun.CountCrossings"/>).
/// </summary>
[BenchmarkCategory("E10")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
public partial class AffineSpawnBenchmarks
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

    [GlobalSetup(Target = nameof(RuntimeOnRunNextPool))]
    public void SetupRuntimeOnRunNextPool() => Start(new RuntimeSpawner(RuntimeHost.OnRunNextPool("E10-spawn-run-next")));

    [GlobalCleanup]
    public void Cleanup()
    {
        try
        {
            _run?.Report(); // the timed invocations: before the counting pass adds one
            _run?.CountCrossings();
        }
        finally
        {
            try
            {
                _spawner?.Dispose();
            }
            finally
            {
                _spawner = null;
                _run = null;
            }
        }
    }

    /// <summary>The runtime on an AffinePool of one pinned worker per core, spawned and stopped as <see cref="RuntimeOnThreadPool"/>.</summary>
    [Benchmark(OperationsPerInvoke = Actors)]
    public long RuntimeOnAffinePool() => _run!.Invoke();

    /// <summary>The runtime on a RunNextPool of one pinned worker per core, spawned and stopped as <see cref="RuntimeOnThreadPool"/>.</summary>
    [Benchmark(OperationsPerInvoke = Actors)]
    public long RuntimeOnRunNextPool() => _run!.Invoke();

    /// <summary>
    /// The runtime on the .NET thread pool: <c>system.Spawn</c> per actor (one shared factory, the row's options; the
    /// mailbox starts at 8 cells), <c>StopAsync</c> per actor, all awaited, then until the system counts no live actor.
    /// </summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Actors)]
    public long RuntimeOnThreadPool() => _run!.Invoke();
}
