// Akka.NET's rows of LocalPingPongBenchmarks, compiled under PERFBUF_PEER_AKKA.
#if PERFBUF_PEER_AKKA
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.AkkaNet;

namespace PerfBuf.Experiments.E13;

public partial class LocalPingPongBenchmarks
{
    [GlobalSetup(Target = nameof(Akka))]
    public void SetupAkka() => Start(t => PeerRallyRow.Akka(t, Batch), RoundTrips);

    /// <summary>Akka.NET with its default dispatcher (the .NET thread pool, throughput 30): <c>Tell</c> with the ping as
    /// sender, the pong tells back to <c>Sender</c> (<see cref="Peers.AkkaNet.AkkaLocalPingPong"/>).</summary>
    [PeerRow(PeerLibrary.Akka)]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long Akka() => _run!.Invoke();
}

internal sealed partial class PeerRallyRow
{
    /// <summary>Akka.NET (settings: <see cref="AkkaLocalPingPong"/>).</summary>
    public static PeerRallyRow Akka(IReadOnlyList<PairTally> tallies, int batch)
    {
        var akka = AkkaLocalPingPong.Start(Rallies(tallies), batch);
        return new PeerRallyRow("Akka", akka.Serve, Nothing, akka);
    }
}
#endif
