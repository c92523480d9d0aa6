using PerfBuf.Lab;
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.Akka;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The lab's one Akka.NET dispatcher throughput (<c>AkkaHost.Throughput</c>) is the pick of E13's committed sweep: the
/// throughput with the lowest geometric mean over the sweep's P cells, each cell at its faster GC. A re-run of the sweep
/// that picks another value fails this test until the constant follows it.
/// </summary>
public sealed class AkkaThroughputRuleTests
{
    private const string SweepClass = "AkkaThroughputSweepBenchmarks";

    /// <summary>The sweep's pick from its rows: per throughput, the geometric mean over P of each cell's faster GC.</summary>
    public static int Pick(IEnumerable<ResultRow> rows)
    {
        var cells = rows.Where(r => r.Success && r.MeanNs is > 0)
            .GroupBy(r => (Throughput: (int)r.Number("Throughput"), Pairs: (int)r.Number("Pairs")))
            .Select(g => (g.Key.Throughput, g.Key.Pairs, Fastest: g.Min(r => r.MeanNs!.Value)))
            .ToList();
        var pairs = cells.Select(c => c.Pairs).Distinct().Count();
        return cells.GroupBy(c => c.Throughput)
            .Where(g => g.Count() == pairs)
            .MinBy(g => g.Average(c => Math.Log(c.Fastest)))!
            .Key;
    }

    [Fact]
    public void The_pick_is_the_lowest_geometric_mean_over_the_cells_at_each_cells_faster_gc()
    {
        static ResultRow Cell(int throughput, int pairs, double ns, GcKind gc = GcKind.Workstation) =>
            new() { Type = SweepClass, Method = "Akka", Parameters = $"Pairs={pairs}&Throughput={throughput}", Success = true, MeanNs = ns, Gc = gc };
        // 100 wins one cell, 30 the other by more: 30's geometric mean is lower; 30's slow workstation twin does not count
        Assert.Equal(30, Pick([
            Cell(30, 2, 54), Cell(30, 8, 43), Cell(30, 8, 90, GcKind.Server),
            Cell(100, 2, 50), Cell(100, 8, 54),
            Cell(5, 2, 60), Cell(5, 8, 40),
        ]));
    }

    [PeerFact("Akka")]
    public void The_labs_one_akka_throughput_is_the_committed_sweeps_pick()
    {
#if PERFBUF_PEER_AKKA
        var store = new ResultStore(RepoPaths.Discover().Results);
        var sweep = store.Select("E13")
            .SelectMany(m => m.Classes.Where(c => c.Type == SweepClass))
            .MaxBy(c => c.Run.Record.StartedUtc);
        Assert.True(sweep is not null, "E13's throughput sweep has no committed full run: run ./lab run E13 --filter AkkaThroughputSweep");
        var pick = Pick(sweep.Run.Rows.Where(r => r.Type == SweepClass));
        Assert.True(pick == AkkaHost.Throughput,
            $"the committed sweep {sweep.Run.Name} picks throughput {pick}; AkkaHost.Throughput is {AkkaHost.Throughput}");
#endif
    }
}
