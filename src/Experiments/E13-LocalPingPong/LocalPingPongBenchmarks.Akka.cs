// Akka.NET's rows of LocalPingPongBenchmarks, compiled under PERFBUF_PEER_AKKA.
#if PERFBUF_PEER_AKKA
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.Akka;

namespace PerfBuf.Experiments.E13;

public partial class LocalPingPongBenchmarks
{
    [GlobalSetup(Target = nameof(Akka))]
    public void SetupAkka() => Start(t => PeerRallyRow.Akka(t, Batch), RoundTrips);

    /// <summary>Akka.NET on the lab's rule (the default dispatcher on the .NET thread pool, throughput
    /// <see cref="AkkaHost.Throughput"/>): <c>Tell</c> with the ping as sender, the pong tells back to <c>Sender</c>
    /// (<see cref="AkkaLocalPingPong"/>).</summary>
    [PeerRow(PeerLibrary.Akka)]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long Akka() => _run!.Invoke();
}

internal sealed partial class PeerRallyRow
{
    /// <summary>Akka.NET (settings: <see cref="AkkaLocalPingPong"/>) with the dispatcher throughput
    /// <paramref name="throughput"/> (the lab's rule, <see cref="AkkaHost.Throughput"/>, unless E13's sweep sets it).</summary>
    public static PeerRallyRow Akka(IReadOnlyList<PairTally> tallies, int batch, int throughput = AkkaHost.Throughput)
    {
        var akka = AkkaLocalPingPong.Start(Rallies(tallies), batch, throughput);
        return new PeerRallyRow(throughput == AkkaHost.Throughput ? "Akka" : $"Akka (throughput {throughput})", akka.Serve, Nothing, akka);
    }
}
#endif
