using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E14;

/// <summary>
/// E14, seed 003's SkyNet: the root spawns 10 actors, each of them 10 more, down to 10^D leaves (D = 6: 1 000 000
/// leaves, 1 111 111 actors, the seed's size; D = 4: 11 111 actors, where every row, Orleans included, completes);
/// each leaf answers its ordinal, each parent sums its ten answers and answers upwards, every actor stops once it has
/// answered, and the root's answer must be 10^D · (10^D − 1) / 2, 499 999 500 000 at D = 6 (<see cref="SkyNetRun"/>
/// checks it and the actor counts). One operation = one whole tree, in a host (actor system, pool, silo) created and
/// torn down inside the invocation, so nothing of one invocation survives into the next. Invocations take up to
/// seconds: the lab's long-invocation job (BDN's Monitoring strategy, one invocation per iteration).
/// </summary>
[BenchmarkCategory("E14")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "Orleans")] // Orleans promises no order of calls to a grain
public partial class SkyNetBenchmarks
{
    /// <summary>The seed's depth: a million leaves.</summary>
    public const int SeedDepth = 6;

    /// <summary>The small tree: every row completes it, Orleans within its default response timeout.</summary>
    public const int SmallDepth = 4;

    /// <summary>D in the smoke test (111 actors), whatever the cell's <see cref="Depth"/>.</summary>
    public const int SmokeDepth = 2;

    private SkyNetRun? _run;

    /// <summary>D: levels below the root.</summary>
    [Params(SmallDepth, SeedDepth)]
    public int Depth { get; set; }

    private void Start(string method) => _run = new SkyNetRun(RowFor(method), Scale.Of(Depth, SmokeDepth));

    /// <summary>The implementation behind benchmark method <paramref name="method"/> (the tests build every row through it too).</summary>
    /// <exception cref="ArgumentException">No such row in this build.</exception>
    internal static ISkyNetRow RowFor(string method)
    {
        ISkyNetRow? row = method switch
        {
            nameof(RuntimeOnAffinePool) => new RuntimeSkyNetRow(method, static () => RuntimeHost.OnAffinePool("E14")),
            nameof(RuntimeOnThreadPool) => new RuntimeSkyNetRow(method, static () => RuntimeHost.OnThreadPool("E14")),
            nameof(RuntimeOnThreadPoolLocalQueue) => new RuntimeSkyNetRow(method, static () => RuntimeHost.OnThreadPoolLocalQueue("E14")),
            nameof(RuntimeOnRunNextPool) => new RuntimeSkyNetRow(method, static () => RuntimeHost.OnRunNextPool("E14")),
            nameof(RuntimeOnThreadPoolRunNext) => new RuntimeSkyNetRow(method, static () => RuntimeHost.OnThreadPoolRunNext("E14")),
            nameof(TaskWhenAll) => new TaskWhenAllRow(),
            nameof(PlainRecursion) => new PlainRecursionRow(),
            _ => null,
        };
        ProtoActorRowFor(method, ref row);
        AkkaRowFor(method, ref row);
        OrleansRowFor(method, ref row);
        return row ?? throw new ArgumentException($"E14 has no row '{method}' in this build", nameof(method));
    }

    /// <summary>A peer's file sets <paramref name="row"/> when <paramref name="method"/> is one of its rows (where that
    /// peer is not compiled in, the call is not either).</summary>
    static partial void ProtoActorRowFor(string method, ref ISkyNetRow? row);

    /// <inheritdoc cref="ProtoActorRowFor"/>
    static partial void AkkaRowFor(string method, ref ISkyNetRow? row);

    /// <inheritdoc cref="ProtoActorRowFor"/>
    static partial void OrleansRowFor(string method, ref ISkyNetRow? row);

    [GlobalSetup(Target = nameof(RuntimeOnAffinePool))]
    public void SetupRuntimeOnAffinePool() => Start(nameof(RuntimeOnAffinePool));

    [GlobalSetup(Target = nameof(RuntimeOnThreadPool))]
    public void SetupRuntimeOnThreadPool() => Start(nameof(RuntimeOnThreadPool));

    [GlobalSetup(Target = nameof(RuntimeOnThreadPoolLocalQueue))]
    public void SetupRuntimeOnThreadPoolLocalQueue() => Start(nameof(RuntimeOnThreadPoolLocalQueue));

    [GlobalSetup(Target = nameof(RuntimeOnRunNextPool))]
    public void SetupRuntimeOnRunNextPool() => Start(nameof(RuntimeOnRunNextPool));

    [GlobalSetup(Target = nameof(RuntimeOnThreadPoolRunNext))]
    public void SetupRuntimeOnThreadPoolRunNext() => Start(nameof(RuntimeOnThreadPoolRunNext));

    [GlobalSetup(Target = nameof(TaskWhenAll))]
    public void SetupTaskWhenAll() => Start(nameof(TaskWhenAll));

    [GlobalSetup(Target = nameof(PlainRecursion))]
    public void SetupPlainRecursion() => Start(nameof(PlainRecursion));

    [GlobalCleanup]
    public void Cleanup()
    {
        try
        {
            _run?.Report();
            _run?.CountCrossings();
        }
        finally
        {
            _run = null;
        }
    }

    /// <summary>Ours: the lab's actor runtime on a new AffinePool per invocation (one pinned worker per core; actors keyed
    /// in spawn order, so siblings land on different workers); <see cref="SkyNetNode"/>, <see cref="RuntimeSkyNetRow"/>.</summary>
    [Benchmark]
    public long RuntimeOnAffinePool() => _run!.Invoke();

    /// <summary>Ours: the same actors on the .NET thread pool, every run queued on its global queue (the runtime's
    /// <c>ThreadPoolScheduler</c>: first in, first out, so the tree is built level by level).</summary>
    [Benchmark]
    public long RuntimeOnThreadPool() => _run!.Invoke();

    /// <summary>Ours: the same actors on the .NET thread pool, a run scheduled from a pool thread queued on that thread's
    /// local queue (<c>ThreadPoolLocalQueueScheduler</c>, as <c>Task.Run</c> queues: the tree is built depth first).</summary>
    [Benchmark]
    public long RuntimeOnThreadPoolLocalQueue() => _run!.Invoke();

    /// <summary>Ours: the same actors on a new RunNextPool per invocation (one pinned worker per core): a child spawned and
    /// told by its parent's run goes to the worker's next slot (its predecessor in the slot to the back of the queue),
    /// and idle workers steal from the queues.</summary>
    [Benchmark]
    public long RuntimeOnRunNextPool() => _run!.Invoke();

    /// <summary>Ours: the same actors on the .NET thread pool with a next slot (<c>ThreadPoolRunNextScheduler</c>): a
    /// child told by its parent's run runs next in the same work item, up to three in a row; the slot's displaced actors
    /// and the rest become work items on the global queue.</summary>
    [Benchmark]
    public long RuntimeOnThreadPoolRunNext() => _run!.Invoke();

    /// <summary>Without actors: an async method per node, children started with <c>Task.Run</c>, awaited with
    /// <c>Task.WhenAll</c> (<see cref="TaskWhenAllRow"/>).</summary>
    [Benchmark(Baseline = true)]
    [Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler)] // the thread pool's queues: no order promised
    public long TaskWhenAll() => _run!.Invoke();

    /// <summary>The floor: a plain recursive sum on one thread (<see cref="PlainRecursionRow"/>).</summary>
    [Benchmark]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // a recursion: one call at a time, on the caller
    public long PlainRecursion() => _run!.Invoke();
}
