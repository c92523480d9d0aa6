// Orleans' row of SeedPingPongBenchmarks, compiled under PERFBUF_PEER_ORLEANS.
#if PERFBUF_PEER_ORLEANS
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.MicrosoftOrleans;

namespace PerfBuf.Experiments.E11;

public partial class SeedPingPongBenchmarks
{
    private OrleansPingGrains? _orleans;

    /// <summary>Starts the in-process silo (about a second) and activates the C grains.</summary>
    [GlobalSetup(Target = nameof(OrleansGrainCall))]
    public void SetupOrleans() => _orleans = OrleansPingGrains.Start(Prepare(OrleansGrainCall));

    partial void StopOrleans(List<Task> stops)
    {
        if (_orleans is { } orleans)
        {
            stops.Add(orleans.DisposeAsync().AsTask());
        }
        _orleans = null;
    }

    /// <summary>Orleans: <c>grain.Ping(request)</c> on each of C grains of an in-process silo, through the co-hosted grain
    /// factory (settings: <see cref="OrleansPingGrains"/>).</summary>
    [PeerRow(PeerLibrary.Orleans)]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long OrleansGrainCall() => SeedPingPong.Run(new OrleansGrainsClient(_orleans!), N, _pending, _tally, _answers!);
}

internal readonly struct OrleansGrainsClient(OrleansPingGrains orleans) : IActorsClient
{
    public ValueTask<int> AskAsync(int actor, int request) => orleans.PingAsync(actor, request);
}
#endif
