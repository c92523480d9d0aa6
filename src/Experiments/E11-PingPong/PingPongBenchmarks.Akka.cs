// Akka.NET's rows of PingPongBenchmarks, compiled under PERFBUF_PEER_AKKA.
#if PERFBUF_PEER_AKKA
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.Akka;

namespace PerfBuf.Experiments.E11;

public partial class PingPongBenchmarks
{
    private AkkaPingPong? _akka;

    [GlobalSetup(Target = nameof(AkkaAsk))]
    public void SetupAkka()
    {
        Prepare(AkkaAsk);
        _akka = AkkaPingPong.Start();
    }

    partial void StopAkka(List<Task> stops)
    {
        if (_akka is { } akka)
        {
            stops.Add(akka.DisposeAsync().AsTask());
        }
        _akka = null;
    }

    /// <summary>Akka.NET <c>Ask&lt;int&gt;(request)</c> on the thread-pool dispatcher at the lab's one throughput (<see cref="AkkaHost.Throughput"/>), no ask timeout
    /// (settings: <see cref="AkkaPingPong"/>).</summary>
    [PeerRow(PeerLibrary.Akka)]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long AkkaAsk() => PingPong.Run(new AkkaClient(_akka!), N, _pending, _tally);
}

internal readonly struct AkkaClient(AkkaPingPong akka) : IPingClient
{
    public ValueTask<int> AskAsync(int request) => new(akka.AskAsync(request));
}
#endif
