// Proto.Actor's rows of SkyNetBenchmarks, compiled under PERFBUF_PEER_PROTOACTOR.
#if PERFBUF_PEER_PROTOACTOR
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.ProtoActor;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E14;

public partial class SkyNetBenchmarks
{
    static partial void ProtoActorRowFor(string method, ref ISkyNetRow? row) => row ??= method switch
    {
        nameof(ProtoActorChildren) => new ProtoActorSkyNetRow(children: true),
        nameof(ProtoActorNoChildren) => new ProtoActorSkyNetRow(children: false),
        nameof(ProtoActorOwnSettings) => new ProtoActorSkyNetRow(children: false, ownSettings: true),
        _ => null,
    };

    [GlobalSetup(Target = nameof(ProtoActorChildren))]
    public void SetupProtoActorChildren() => Start(nameof(ProtoActorChildren));

    [GlobalSetup(Target = nameof(ProtoActorNoChildren))]
    public void SetupProtoActorNoChildren() => Start(nameof(ProtoActorNoChildren));

    [GlobalSetup(Target = nameof(ProtoActorOwnSettings))]
    public void SetupProtoActorOwnSettings() => Start(nameof(ProtoActorOwnSettings));

    /// <summary>Proto.Actor, children of their parent (<c>context.Spawn</c>), seed 003's "ProtoActor" row.</summary>
    [PeerRow(PeerLibrary.ProtoActor)]
    [Benchmark]
    public long ProtoActorChildren() => _run!.Invoke();

    /// <summary>Proto.Actor spawned from the root context (no parent–child link), seed 003's "ProtoActor (No Children)" row.</summary>
    [PeerRow(PeerLibrary.ProtoActor)]
    [Benchmark]
    public long ProtoActorNoChildren() => _run!.Invoke();

    /// <summary>Proto.Actor as its own SpawnBenchmark program configures it: spawned from the root context, both mailbox
    /// queues <c>LockingUnboundedMailboxQueue(4)</c>, start deadline zero.</summary>
    [PeerRow(PeerLibrary.ProtoActor)]
    [Benchmark]
    public long ProtoActorOwnSettings() => _run!.Invoke();
}

/// <summary>Proto.Actor (settings: <see cref="ProtoActorSkyNet"/>): with children (<c>context.Spawn</c>) or without (spawned from the root context).</summary>
internal sealed class ProtoActorSkyNetRow(bool children, bool ownSettings = false) : ISkyNetRow
{
    public string Name => ownSettings ? "Proto.Actor (its SpawnBenchmark's settings)" : children ? "Proto.Actor (children)" : "Proto.Actor (no children)";

    public bool CountsActors => true;

    public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience) => ProtoActorSkyNet.Run(depth, children, leaf, patience, ownSettings);
}
#endif
