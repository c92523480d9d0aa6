// Akka.NET's dispatcher-throughput sweep, compiled under PERFBUF_PEER_AKKA.
#if PERFBUF_PEER_AKKA
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Peers.Akka;

namespace PerfBuf.Experiments.E13;

/// <summary>
/// The sweep that picks the lab's one Akka.NET dispatcher throughput (<see cref="AkkaHost.Throughput"/>, which every
/// Akka.NET adapter of every experiment runs): E13's Akka.NET rally (<see cref="LocalPingPongBenchmarks.Akka"/>: the
/// same pairs, batch, round trips, verification and crossings count) at each throughput of the grid, as Akka.NET's own
/// PingPong program sweeps it and keeps the best. The fastest row of a full run is the rule's value. P = 2 (every
/// worker has a pair of its own on 2 cores) and P = 8 (the seed's table). With B = 100 in flight per pair a mailbox
/// never holds more than 100 messages, so from 100 up the throughput no longer ends a run before the batch does.
/// In no headline and not in the quick run (<see cref="LocalPingPongExperiment"/>).
/// </summary>
[BenchmarkCategory("E13")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
public class AkkaThroughputSweepBenchmarks
{
    private IRun? _run;

    /// <summary>P: pairs of actors.</summary>
    [Params(2, 8)]
    public int Pairs { get; set; }

    /// <summary>The dispatcher throughput: messages a mailbox run processes before it yields the pool thread (Akka.NET
    /// ships 30).</summary>
    [Params(5, 30, 100, 300, 900)]
    public int Throughput { get; set; }

    [GlobalSetup]
    public void Setup() =>
        _run = LocalPingPongBenchmarks.Rally(t => PeerRallyRow.Akka(t, LocalPingPongBenchmarks.Batch, Throughput), Pairs,
            LocalPingPongBenchmarks.RoundTrips);

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>Akka.NET's rally with the default dispatcher at <see cref="Throughput"/> (<see cref="AkkaLocalPingPong"/>).</summary>
    [PeerRow(PeerLibrary.Akka)]
    [Benchmark(OperationsPerInvoke = LocalPingPongBenchmarks.Messages)]
    public long Akka() => _run!.Invoke();
}
#endif
