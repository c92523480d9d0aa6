// Orleans' rows of PingPongBenchmarks, compiled under PERFBUF_PEER_ORLEANS.
#if PERFBUF_PEER_ORLEANS
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.MicrosoftOrleans;

namespace PerfBuf.Experiments.E11;

public partial class PingPongBenchmarks
{
    private OrleansPingPong? _orleans;

    /// <summary>Starts the in-process silo (about a second) and takes the grain reference.</summary>
    [GlobalSetup(Target = nameof(OrleansGrainCall))]
    public void SetupOrleans()
    {
        Prepare(OrleansGrainCall);
        _orleans = OrleansPingPong.Start();
    }

    partial void StopOrleans(List<Task> stops)
    {
        if (_orleans is { } orleans)
        {
            stops.Add(orleans.DisposeAsync().AsTask());
        }
        _orleans = null;
    }

    /// <summary>Orleans: <c>grain.Ping(request)</c> on one grain of an in-process silo, through the co-hosted grain
    /// factory (settings: <see cref="OrleansPingPong"/>).</summary>
    [PeerRow(PeerLibrary.Orleans)]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long OrleansGrainCall() => PingPong.Run(new OrleansClient(_orleans!), N, _pending, _tally);
}

internal readonly struct OrleansClient(OrleansPingPong orleans) : IPingClient
{
    public ValueTask<int> AskAsync(int request) => orleans.PingAsync(request);
}
#endif
