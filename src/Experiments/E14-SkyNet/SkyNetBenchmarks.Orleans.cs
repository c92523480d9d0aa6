// Orleans' rows of SkyNetBenchmarks, compiled under PERFBUF_PEER_ORLEANS.
#if PERFBUF_PEER_ORLEANS
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.MicrosoftOrleans;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E14;

public partial class SkyNetBenchmarks
{
    static partial void OrleansRowFor(string method, ref ISkyNetRow? row) => row ??= method switch
    {
        nameof(Orleans) => new OrleansSkyNetRow(),
        _ => null,
    };

    [GlobalSetup(Target = nameof(Orleans))]
    public void SetupOrleans() => Start(nameof(Orleans));

    /// <summary>Orleans: grains calling their ten child grains, a silo per invocation (seed 003: FAILED; here the root's
    /// call fails at D = 6 when the tree outlives Orleans' default response timeout).</summary>
    [PeerRow(PeerLibrary.Orleans)]
    [Benchmark]
    public long Orleans() => _run!.Invoke();
}

/// <summary>Orleans (settings: <see cref="OrleansSkyNet"/>): grains calling their ten child grains, a silo per run.</summary>
internal sealed class OrleansSkyNetRow : ISkyNetRow
{
    public string Name => "Orleans";

    public bool CountsActors => true;

    public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience) => OrleansSkyNet.Run(depth, leaf, patience);
}
#endif
