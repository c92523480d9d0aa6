// Orleans' rows of LocalPingPongBenchmarks, compiled under PERFBUF_PEER_ORLEANS.
#if PERFBUF_PEER_ORLEANS
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.MicrosoftOrleans;

namespace PerfBuf.Experiments.E13;

public partial class LocalPingPongBenchmarks
{
    /// <summary>Starts the in-process silo (about a second); the grains activate in the first invocation (a warm-up).</summary>
    [GlobalSetup(Target = nameof(OrleansGrainCall))]
    public void SetupOrleans() => Start(t => PeerRallyRow.Orleans(t, Batch), OrleansRoundTrips);

    /// <summary>Orleans: a ping grain's awaited calls to its pong grain, a batch in flight, in an in-process silo
    /// (<see cref="Peers.MicrosoftOrleans.OrleansLocalPingPong"/>); R / 50 round trips per invocation.</summary>
    [PeerRow(PeerLibrary.Orleans)]
    [Benchmark(OperationsPerInvoke = OrleansMessages)]
    public long OrleansGrainCall() => _run!.Invoke();
}

internal sealed partial class PeerRallyRow
{
    /// <summary>Orleans grain-to-grain calls (settings: <see cref="OrleansLocalPingPong"/>); the row settles when every
    /// ping grain's <c>Play</c> call has returned.</summary>
    public static PeerRallyRow Orleans(IReadOnlyList<PairTally> tallies, int batch)
    {
        var orleans = OrleansLocalPingPong.Start(Rallies(tallies), batch);
        return new PeerRallyRow("OrleansGrainCall", orleans.Serve, orleans.WaitServed, orleans);
    }
}
#endif
