// Akka.NET's rows of AffineChainBenchmarks, compiled under PERFBUF_PEER_AKKA.
#if PERFBUF_PEER_AKKA
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Peers.Akka;

namespace PerfBuf.Experiments.E10;

public partial class AffineChainBenchmarks
{
    [GlobalSetup(Target = nameof(Akka))]
    public void SetupAkka() => Start(AkkaActorRing.Start);

    /// <summary>Akka.NET with its default dispatcher (<see cref="Peers.Akka.AkkaChain"/>); a boxed long per hop.</summary>
    [PeerRow(PeerLibrary.Akka)]
    [Benchmark(OperationsPerInvoke = Hops)]
    public long Akka() => _invoke!();
}

/// <summary>K Akka.NET actors in a ring (<see cref="AkkaChain"/>, Akka.NET's default dispatcher).</summary>
public readonly struct AkkaActorRing(AkkaChain chain) : IActorRing
{
    public static AkkaActorRing Start(ChainTally tally) => new(AkkaChain.Start(tally.Count, tally.Hop));

    public int Count => chain.Count;

    public void Inject(long token) => chain.Inject(token);

    public void Stop() => ActorStop.All([chain.DisposeAsync().AsTask()]);
}
#endif
