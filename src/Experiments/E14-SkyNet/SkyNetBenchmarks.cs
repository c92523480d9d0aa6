using BenchmarkDotNet.Attributes;
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
public class SkyNetBenchmarks
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
    internal static ISkyNetRow RowFor(string method) => method switch
    {
        nameof(RuntimeOnAffinePool) => new RuntimeSkyNetRow(method, static () => RuntimeHost.OnAffinePool("E14")),
        nameof(RuntimeOnThreadPool) => new RuntimeSkyNetRow(method, static () => RuntimeHost.OnThreadPool("E14")),
        nameof(RuntimeOnThreadPoolLocalQueue) => new RuntimeSkyNetRow(method, static () => RuntimeHost.OnThreadPoolLocalQueue("E14")),
        nameof(TaskWhenAll) => new TaskWhenAllRow(),
        nameof(PlainRecursion) => new PlainRecursionRow(),
#if PERFBUF_PEER_PROTOACTOR
        nameof(ProtoActorChildren) => new ProtoSkyNetRow(children: true),
        nameof(ProtoActorNoChildren) => new ProtoSkyNetRow(children: false),
#endif
#if PERFBUF_PEER_AKKA
        nameof(Akka) => new AkkaSkyNetRow(),
#endif
#if PERFBUF_PEER_ORLEANS
        nameof(Orleans) => new OrleansSkyNetRow(),
#endif
        _ => throw new ArgumentException($"E14 has no row '{method}' in this build", nameof(method)),
    };

    [GlobalSetup(Target = nameof(RuntimeOnAffinePool))]
    public void SetupRuntimeOnAffinePool() => Start(nameof(RuntimeOnAffinePool));

    [GlobalSetup(Target = nameof(RuntimeOnThreadPool))]
    public void SetupRuntimeOnThreadPool() => Start(nameof(RuntimeOnThreadPool));

    [GlobalSetup(Target = nameof(RuntimeOnThreadPoolLocalQueue))]
    public void SetupRuntimeOnThreadPoolLocalQueue() => Start(nameof(RuntimeOnThreadPoolLocalQueue));

    [GlobalSetup(Target = nameof(TaskWhenAll))]
    public void SetupTaskWhenAll() => Start(nameof(TaskWhenAll));

    [GlobalSetup(Target = nameof(PlainRecursion))]
    public void SetupPlainRecursion() => Start(nameof(PlainRecursion));

#if PERFBUF_PEER_PROTOACTOR
    [GlobalSetup(Target = nameof(ProtoActorChildren))]
    public void SetupProtoActorChildren() => Start(nameof(ProtoActorChildren));

    [GlobalSetup(Target = nameof(ProtoActorNoChildren))]
    public void SetupProtoActorNoChildren() => Start(nameof(ProtoActorNoChildren));
#endif
#if PERFBUF_PEER_AKKA

    [GlobalSetup(Target = nameof(Akka))]
    public void SetupAkka() => Start(nameof(Akka));
#endif
#if PERFBUF_PEER_ORLEANS

    [GlobalSetup(Target = nameof(Orleans))]
    public void SetupOrleans() => Start(nameof(Orleans));
#endif

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Report();
        _run = null;
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

    /// <summary>Without actors: an async method per node, children started with <c>Task.Run</c>, awaited with
    /// <c>Task.WhenAll</c> (<see cref="TaskWhenAllRow"/>).</summary>
    [Benchmark(Baseline = true)]
    public long TaskWhenAll() => _run!.Invoke();

    /// <summary>The floor: a plain recursive sum on one thread (<see cref="PlainRecursionRow"/>).</summary>
    [Benchmark]
    public long PlainRecursion() => _run!.Invoke();

#if PERFBUF_PEER_PROTOACTOR
    /// <summary>Proto.Actor, children of their parent (<c>context.Spawn</c>), seed 003's "ProtoActor" row.</summary>
    [Benchmark]
    public long ProtoActorChildren() => _run!.Invoke();

    /// <summary>Proto.Actor spawned from the root context (no parent–child link), seed 003's "ProtoActor (No Children)" row.</summary>
    [Benchmark]
    public long ProtoActorNoChildren() => _run!.Invoke();
#endif
#if PERFBUF_PEER_AKKA

    /// <summary>Akka.NET, children created with <c>Context.ActorOf</c>, seed 003's "Akka.NET" row.</summary>
    [Benchmark]
    public long Akka() => _run!.Invoke();
#endif
#if PERFBUF_PEER_ORLEANS

    /// <summary>Orleans: grains calling their ten child grains, a silo per invocation (seed 003: FAILED; here the root's
    /// call fails at D = 6 when the tree outlives Orleans' default response timeout).</summary>
    [Benchmark]
    public long Orleans() => _run!.Invoke();
#endif
}
