// Akka.NET's row of SeedPingPongBenchmarks, compiled under PERFBUF_PEER_AKKA.
#if PERFBUF_PEER_AKKA
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.Akka;

namespace PerfBuf.Experiments.E11;

public partial class SeedPingPongBenchmarks
{
    private AkkaPingActors? _akka;

    [GlobalSetup(Target = nameof(AkkaAsk))]
    public void SetupAkka() => _akka = AkkaPingActors.Start(Prepare(AkkaAsk));

    partial void StopAkka(List<Task> stops)
    {
        if (_akka is { } akka)
        {
            stops.Add(akka.DisposeAsync().AsTask());
        }
        _akka = null;
    }

    /// <summary>Akka.NET <c>Ask&lt;int&gt;(request)</c> to each of C actors on the thread-pool dispatcher at the lab's one
    /// throughput (<see cref="AkkaHost.Throughput"/>), no ask timeout (settings: <see cref="AkkaPingActors"/>).</summary>
    [PeerRow(PeerLibrary.Akka)]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long AkkaAsk() => SeedPingPong.Run(new AkkaActorsClient(_akka!), N, _pending, _tally, _answers!);
}

internal readonly struct AkkaActorsClient(AkkaPingActors akka) : IActorsClient
{
    public ValueTask<int> AskAsync(int actor, int request) => new(akka.AskAsync(actor, request));
}
#endif
