// Akka.NET's rows of SkyNetBenchmarks, compiled under PERFBUF_PEER_AKKA.
#if PERFBUF_PEER_AKKA
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.Akka;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E14;

public partial class SkyNetBenchmarks
{
    static partial void AkkaRowFor(string method, ref ISkyNetRow? row) => row ??= method switch
    {
        nameof(Akka) => new AkkaSkyNetRow(),
        _ => null,
    };

    [GlobalSetup(Target = nameof(Akka))]
    public void SetupAkka() => Start(nameof(Akka));

    /// <summary>Akka.NET, children created with <c>Context.ActorOf</c>, seed 003's "Akka.NET" row.</summary>
    [PeerRow(PeerLibrary.Akka)]
    [Benchmark]
    public long Akka() => _run!.Invoke();
}

/// <summary>Akka.NET (settings: <see cref="AkkaSkyNet"/>): children created with <c>Context.ActorOf</c>.</summary>
internal sealed class AkkaSkyNetRow : ISkyNetRow
{
    public string Name => "Akka.NET";

    public bool CountsActors => true;

    public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience) => AkkaSkyNet.Run(depth, leaf, patience);
}
#endif
