// Proto.Actor's rows of AffineChainBenchmarks, compiled under PERFBUF_PEER_PROTOACTOR.
#if PERFBUF_PEER_PROTOACTOR
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Peers.ProtoActor;

namespace PerfBuf.Experiments.E10;

public partial class AffineChainBenchmarks
{
    [GlobalSetup(Target = nameof(ProtoActor))]
    public void SetupProto() => Start(ProtoActorRing.Start);

    /// <summary>Proto.Actor with its defaults (<see cref="Peers.ProtoActor.ProtoActorChain"/>); a boxed long per hop.</summary>
    [PeerRow(PeerLibrary.ProtoActor)]
    [Benchmark(OperationsPerInvoke = Hops)]
    public long ProtoActor() => _invoke!();
}

/// <summary>K Proto.Actor actors in a ring (<see cref="ProtoActorChain"/>, Proto.Actor's defaults).</summary>
public readonly struct ProtoActorRing(ProtoActorChain chain) : IActorRing
{
    public static ProtoActorRing Start(ChainTally tally) => new(ProtoActorChain.Start(tally.Count, tally.Hop));

    public int Count => chain.Count;

    public void Inject(long token) => chain.Inject(token);

    public void Stop() => ActorStop.All([chain.DisposeAsync().AsTask()]);
}
#endif
