using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// Like for like, measured: a headline whose row and baseline differ in thread crossings per message (the benchmarks'
/// own count, "Crossings/op") is labelled with the counts, per cell, and gives no verdict; the peer side stays its fastest
/// row; a headline its definition marks not like for like is labelled with its reason, never leads a definition's list and
/// never stands in the README index; the distance to the floor row.
/// </summary>
public sealed class LikeForLikeTests : IDisposable
{
    private const string Type = "PingX";

    private readonly SyntheticResults _results = new();

    public void Dispose() => _results.Dispose();

    private static Headline Pair(string parameters, string? notLikeForLike = null) =>
        new("ours vs peer", new RowKey(Type, "Ours", parameters), new RowKey(Type, "Peer", parameters)) { NotLikeForLike = notLikeForLike };

    private static ResultRow Row(string method, string parameters, double meanNs, double? crossings, bool baseline = false) =>
        SyntheticResults.Row(Type, method, parameters, meanNs, baseline, crossingsPerOp: crossings);

    private HeadlineValue Value(Headline headline) =>
        Assert.Single(_results.Report().Headlines(SyntheticResults.Definition([headline])));

    [Fact]
    public void Every_headline_in_the_committed_results_whose_rows_cross_differently_is_labelled_and_gives_no_verdict()
    {
        var report = new Report(RepoPaths.Discover());
        var store = new ResultStore(RepoPaths.Discover().Results);
        var wrong = Catalog.All.SelectMany(e => store.Select(e.Id).SelectMany(m => e.Headlines.Select(h => HeadlineValue.Of(h, m, e))))
            .Where(v => v.LikeForLike == false && !SchedulersPlacedThem(v) && (!v.IsLabelled || v.Met is not null || v.CrossingsDiffer.Count == 0))
            .Select(v => v.Headline.Label).ToList();
        Assert.True(wrong.Count == 0, string.Join(Environment.NewLine, wrong));
        Assert.NotNull(report.LabelledHeadlines(Catalog.All[0]));
    }

    /// <summary>A crossings difference the headline reads as its schedulers' outcome (Headline.CrossingsByScheduler,
    /// both rows placed by their schedulers): noted with the reason, not labelled (CrossingsBySchedulerTests).</summary>
    private static bool SchedulersPlacedThem(HeadlineValue v) =>
        v.Headline.CrossingsByScheduler is { } reason && v.CrossingsDiffer.Count == 0
        && v.PromiseNotes.Any(n => n.Contains(reason, StringComparison.Ordinal));

    [Fact]
    public void A_best_of_picks_the_fastest_row_that_crosses_like_the_baseline_in_every_cell()
    {
        // P=1: the split row is faster but crosses on every message where the peer does not; P=2: both cross alike
        _results.Store(
            Row("OursSplit", "P=1", 10, 1), Row("OursPool", "P=1", 20, 0.3), Row("Peer", "P=1", 40, 0.1, baseline: true),
            Row("OursSplit", "P=2", 10, 0.2), Row("OursPool", "P=2", 20, 0.3), Row("Peer", "P=2", 40, 0.1, baseline: true));
        var every = new Headline("ours vs peer", new RowKey(Type, "OursSplit|OursPool", Headline.EveryCell), new RowKey(Type, "Peer", Headline.EveryCell));
        var block = _results.Report().ResultsBlock(SyntheticResults.Definition([every]));
        Assert.Contains("| ours vs peer (best: OursPool) | 2.00×", block); // the worst cell, P=1, with the row that crosses alike
        Assert.False(Value(every).IsLabelled);
        var one = new Headline("ours vs peer at P=1", new RowKey(Type, "OursSplit|OursPool", "P=1"), new RowKey(Type, "Peer", "P=1"));
        Assert.Contains("| ours vs peer at P=1 (best: OursPool) | 2.00×", _results.Report().ResultsBlock(SyntheticResults.Definition([one])));
        var marked = one with { Label = "split vs peer", NotLikeForLike = "the split row crosses, the peer does not" };
        Assert.Contains("| split vs peer (best: OursSplit) — **not like for like**: the split row crosses, the peer does not; crossings per message 1.000 against", _results.Report().ResultsBlock(SyntheticResults.Definition([marked])));
    }

    [Fact]
    public void A_peers_fastest_twin_stays_its_baseline_when_it_crosses_differently_and_the_headline_is_labelled()
    {
        var server = Row("Peer", "P=1", 30, 2, baseline: true);
        server.Gc = GcKind.Server;
        _results.Store(Row("Ours", "P=1", 10, 0.1), Row("Peer", "P=1", 40, 0.2, baseline: true), server);
        var value = Value(Pair("P=1"));
        Assert.Equal(3.0, value.Ratio!.Value, 9); // the faster server twin (30 ns), never the slower one that crosses alike
        Assert.True(value.IsLabelled);
        Assert.Null(value.Met);
        Assert.Contains("crossings per message 0.1000 against 2.000", string.Join("; ", value.Labels));
    }

    [Fact]
    public void A_planted_unlike_headline_is_labelled_with_its_counts_and_gives_no_verdict()
    {
        // the row keeps ping and pong on one thread (0 crossings per message); the peer crosses on every message
        _results.Store(Row("Ours", "P=1", 10, 0), Row("Peer", "P=1", 100, 1, baseline: true));
        var withTarget = new Headline("ours vs peer", new RowKey(Type, "Ours", "P=1"), new RowKey(Type, "Peer", "P=1"), MinRatio: 2, TargetText: "≥ 2×");
        var value = Value(withTarget);
        Assert.Equal(["crossings per message 0 against 1.000"], value.Labels);
        Assert.Null(value.Met); // 10× would meet ≥ 2×: a labelled headline gives no verdict
        var block = _results.Report().ResultsBlock(SyntheticResults.Definition([withTarget]));
        Assert.Contains("**not like for like**: crossings per message 0 against 1.000", block);
        Assert.Contains("| — (not like for like) |", block);
        Assert.Single(_results.Report().LabelledHeadlines(SyntheticResults.Definition([withTarget])));
    }

    [Fact]
    public void A_marked_unlike_headline_is_labelled_with_its_reason()
    {
        _results.Store(Row("Ours", "P=1", 10, 0), Row("Peer", "P=1", 100, 1, baseline: true));
        var marked = Pair("P=1", "a pair on one worker against a peer that crosses");
        var block = _results.Report().ResultsBlock(SyntheticResults.Definition([Pair("P=1"), marked]));
        Assert.Contains("**not like for like**: a pair on one worker against a peer that crosses; crossings per message 0 against 1.000", block);
    }

    [Fact]
    public void Rows_within_half_a_crossing_are_alike_and_rows_without_a_count_are_not_judged()
    {
        _results.Store(Row("Ours", "P=1", 10, 0.7), Row("Peer", "P=1", 100, 1, baseline: true));
        Assert.True(Value(Pair("P=1")).LikeForLike);
        Assert.False(Value(Pair("P=1")).IsLabelled);

        _results.Store(Row("Ours", "P=1", 10, null), Row("Peer", "P=1", 100, 1, baseline: true));
        Assert.Null(Value(Pair("P=1")).LikeForLike);
        Assert.False(Value(Pair("P=1")).IsLabelled);
    }

    [Fact]
    public void An_every_cell_headline_is_labelled_with_the_cells_whose_rows_cross_differently()
    {
        // the worst ratio is at P = 1, where the rows cross alike; at P = 2 they do not
        _results.Store(
            Row("Ours", "P=1", 50, 1), Row("Peer", "P=1", 100, 1, baseline: true),
            Row("Ours", "P=2", 10, 0), Row("Peer", "P=2", 100, 1, baseline: true));
        var value = Value(Pair(Headline.EveryCell));
        Assert.Equal(["at P=2: crossings per message 0 against 1.000"], value.Labels);
    }

    [Fact]
    public void An_unlike_headline_cannot_lead_a_definition()
    {
        Assert.True(Catalog.UnlikeHeadlinesComeLast([Pair("P=1"), Pair("P=1", "why")]));
        Assert.False(Catalog.UnlikeHeadlinesComeLast([Pair("P=1", "why"), Pair("P=1")]));
        Assert.All(Catalog.All, e => Assert.True(Catalog.UnlikeHeadlinesComeLast(e.Headlines), e.Id));
    }

    [Fact]
    public void The_distance_to_the_floor_is_the_rows_time_over_the_floors_worst_cell_first()
    {
        _results.Store(
            Row("Ours", "P=1", 30, 1), Row("Peer", "P=1", 100, 1, baseline: true), Row("Floor", "P=1", 20, 1),
            Row("Ours", "P=2", 60, 1), Row("Peer", "P=2", 300, 1, baseline: true), Row("Floor", "P=2", 20, 1));
        var headline = Pair(Headline.EveryCell) with { Floor = new RowKey(Type, "Floor", Headline.EveryCell) };
        var value = Assert.Single(_results.Report().Headlines(SyntheticResults.Definition([headline])));
        Assert.Equal(3.0, value.FloorDistance!.Value, 9); // P = 2: 60 / 20, the farther cell
        Assert.Equal("3.00× the floor", value.FloorText);
    }
}
