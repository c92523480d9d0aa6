using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E10;

/// <summary>
/// E10's chain (<see cref="ChainRun{TRing}"/>): K actors in a ring pass one token M = 50 000 times; each actor forwards
/// token + 1 to the next, so every delivery is a hand-over from one actor to the next and at most one actor has work
/// at any moment. The token's final value, the total deliveries and each actor's share are verified. One operation =
/// one delivery (OperationsPerInvoke = M): the time per operation is the time per hop. Thread crossings per delivery:
/// the token's injection is its send, and each actor's receipt of it a hop (<see cref="ChainTally"/>).
/// </summary>
[BenchmarkCategory("E10")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
public partial class AffineChainBenchmarks
{
    /// <summary>M: deliveries of the token per invocation.</summary>
    public const int Hops = 50_000;

    private IRun? _run;
    private Func<long>? _invoke;
    private IReadOnlyList<CpuTrack> _tracks = [];

    /// <summary>Actors in the ring: this machine's cores, 20 per core.</summary>
    [ParamsSource(nameof(RingSizes))]
    public int K { get; set; }

    public static IEnumerable<int> RingSizes() => new[] { 1, 20 }.Select(k => k * Environment.ProcessorCount);

    private void Start<TRing>(Func<ChainTally, TRing> start)
        where TRing : struct, IActorRing
    {
        var hops = Scale.Of(Hops, 2_000);
        var run = new ChainRun<TRing>(start, Scale.Actors(K), hops);
        _tracks = run.Tally.Tracks;
        _run = run.Counted(hops, slots: 1);
        _invoke = _run.Invoke;
    }

    [GlobalSetup(Target = nameof(RuntimeOnAffinePool))]
    public void SetupRuntimeOnAffinePool() => Start(t => RuntimeActorRing.Start(t, RuntimeHost.OnAffinePool("E10-chain")));

    [GlobalSetup(Target = nameof(RuntimeOnThreadPool))]
    public void SetupRuntimeOnThreadPool() => Start(t => RuntimeActorRing.Start(t, RuntimeHost.OnThreadPool("E10-chain")));

    [GlobalSetup(Target = nameof(RuntimeOnRunNextPool))]
    public void SetupRuntimeOnRunNextPool() => Start(t => RuntimeActorRing.Start(t, RuntimeHost.OnRunNextPool("E10-chain-run-next")));

    [GlobalSetup(Target = nameof(RuntimeOnThreadPoolRunNext))]
    public void SetupRuntimeOnThreadPoolRunNext() => Start(t => RuntimeActorRing.Start(t, RuntimeHost.OnThreadPoolRunNext("E10-chain-run-next")));

    [GlobalSetup(Target = nameof(PoolActor))]
    public void SetupPool() => Start(PoolActorRing.Start);

    [GlobalSetup(Target = nameof(ThreadedActorMpsc))]
    public void SetupThreaded() => Start(ThreadedActorRing.Start);

    [GlobalCleanup]
    public void Cleanup()
    {
        try
        {
            CpuMigrations.Report(_tracks); // the timed invocations: before the counting pass (the run's Dispose) adds one
        }
        finally
        {
            try
            {
                _run?.Dispose();
            }
            finally
            {
                _run = null;
                _invoke = null;
                _tracks = [];
            }
        }
    }

    /// <summary>The runtime on an AffinePool of one pinned worker per core: actor i on worker i mod cores, so a hop
    /// between neighbours crosses to another worker (when there are several), whose queue it wakes.</summary>
    [Benchmark(OperationsPerInvoke = Hops)]
    public long RuntimeOnAffinePool() => _invoke!();

    /// <summary>The runtime on the .NET thread pool: each hop queues the next actor's run as a pool work item.</summary>
    [Benchmark(OperationsPerInvoke = Hops)]
    public long RuntimeOnThreadPool() => _invoke!();

    /// <summary>The runtime on a RunNextPool of one pinned worker per core: a hop's Tell puts the next actor in its
    /// worker's next slot, so the token runs around the ring on the thread it is on (idle workers may steal).</summary>
    [Benchmark(OperationsPerInvoke = Hops)]
    public long RuntimeOnRunNextPool() => _invoke!();

    /// <summary>The runtime on the .NET thread pool with a next slot: the next actor runs in the same work item, up to
    /// three in a row, then a work item of its own.</summary>
    [Benchmark(OperationsPerInvoke = Hops)]
    public long RuntimeOnThreadPoolRunNext() => _invoke!();

    /// <summary>PoolActor ring (MpscRingXadd, 1 024 slots, 64 messages per run): each hop queues the next actor as a work item.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Hops)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = Chain.Capacity, Placement = Placement.Scheduler)]
    public long PoolActor() => _invoke!();

    /// <summary>ThreadedActor ring (a thread per actor, MpscRingXadd, 1 024 slots, spin-then-park): each hop wakes the next thread.</summary>
    [Benchmark(OperationsPerInvoke = Hops)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = Chain.Capacity)]
    public long ThreadedActorMpsc() => _invoke!();
}
