using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// The floor-distance target of a headline (<see cref="Headline.MaxFloorDistance"/>): the row's mean at most that many
/// times the floor row's, together with the ratio's target; over the whole range of launches (the row's slowest launch
/// over the floor's fastest) and, in an every-cell headline, in every cell. A floor row without a result yet leaves the
/// verdict open ("not measured"), never met.
/// </summary>
public sealed class FloorTargetTests : IDisposable
{
    private const string Type = "ActorX";

    private readonly SyntheticResults _results = new();

    public void Dispose() => _results.Dispose();

    private static Headline Target(string parameters) =>
        new("ours vs the best peer", new RowKey(Type, "Ours", parameters), new RowKey(Type, "PeerA|PeerB", parameters),
            MinRatio: 2, TargetText: "≥ 2× the best like-for-like peer and ≤ 1.5× the floor", MaxFloorDistance: 1.5)
        {
            Floor = new RowKey(Type, "Floor", parameters),
        };

    private static ResultRow Row(string method, string parameters, double meanNs, params double[] launches)
    {
        var row = SyntheticResults.Row(Type, method, parameters, meanNs, baseline: method == "PeerA");
        if (launches.Length > 0)
        {
            row.LaunchMeansNs = [.. launches];
        }
        return row;
    }

    private HeadlineValue Evaluate(Headline headline) => Assert.Single(_results.Report().Headlines(SyntheticResults.Definition([headline])));

    [Fact]
    public void Met_when_the_ratio_holds_against_the_best_peer_and_the_row_is_within_the_floor_distance()
    {
        // the best peer is PeerB (60 ns): 60 / 25 = 2.4×; the floor 20 ns: 25 / 20 = 1.25×
        _results.Store(Row("Ours", "P=1", 25), Row("PeerA", "P=1", 100), Row("PeerB", "P=1", 60), Row("Floor", "P=1", 20));
        var value = Evaluate(Target("P=1"));
        Assert.Equal(2.4, value.Ratio!.Value, 9);
        Assert.Equal("best: PeerB", value.Picked);
        Assert.Equal(1.25, value.FloorDistance!.Value, 9);
        Assert.True(value.FloorWithinTarget);
        Assert.True(value.Met);
    }

    [Fact]
    public void A_metric_headline_compares_the_metric_lowest_first_and_its_floor_distance()
    {
        // three launches reporting the same p50: a range, so a verdict (a metric from one launch gives none)
        static ResultRow WithMetric(string method, double p50, double meanNs)
        {
            var row = Row(method, "Gap=1", meanNs);
            row.Metrics["WakeP50Us"] = p50;
            row.LaunchMetrics = new() { ["WakeP50Us"] = [p50, p50, p50] };
            return row;
        }
        // times say nothing here (the gap dominates them): the metric decides, the best of picks its lowest value
        _results.Store(WithMetric("Ours", 6, 1000), WithMetric("PeerA", 12, 10), WithMetric("PeerB", 9, 10_000), WithMetric("Floor", 4, 1));
        var value = Evaluate(new Headline("p50", new RowKey(Type, "Ours", "Gap=1"), new RowKey(Type, "PeerA|PeerB", "Gap=1"),
            MinRatio: 1.4, TargetText: "≥ 1.4×") { Measure = HeadlineMeasure.Metric, MetricId = "WakeP50Us", Floor = new RowKey(Type, "Floor", "Gap=1") });
        Assert.Equal(9.0 / 6, value.Ratio!.Value, 9); // PeerB, the lower p50
        Assert.Equal(1.5, value.FloorDistance!.Value, 9);
        Assert.True(value.Met);
        Assert.Contains("WakeP50Us", value.Text, StringComparison.Ordinal);
        Assert.Equal("1.50–1.50×", value.RangeText);
    }

    [Fact]
    public void Missed_when_the_row_is_farther_from_the_floor_though_the_ratio_holds()
    {
        _results.Store(Row("Ours", "P=1", 31), Row("PeerA", "P=1", 100), Row("PeerB", "P=1", 90), Row("Floor", "P=1", 20));
        var value = Evaluate(Target("P=1"));
        Assert.True(value.Ratio >= 2);
        Assert.False(value.FloorWithinTarget); // 31 / 20 = 1.55×
        Assert.False(value.Met);
        // the chart draws the ratio target, which the point clears: its colour says the miss is in a part not drawn
        Assert.Equal(HeadlineCharts.MissedUndrawn, HeadlineCharts.Verdict(value));
    }

    [Fact]
    public void Missed_when_the_ratio_misses_though_the_row_is_near_the_floor()
    {
        _results.Store(Row("Ours", "P=1", 21), Row("PeerA", "P=1", 100), Row("PeerB", "P=1", 40), Row("Floor", "P=1", 20));
        var value = Evaluate(Target("P=1"));
        Assert.True(value.FloorWithinTarget);
        Assert.False(value.Met); // 40 / 21 < 2
        Assert.Equal("target missed", HeadlineCharts.Verdict(value)); // below the drawn target line
    }

    [Fact]
    public void Exactly_the_distance_meets_it()
    {
        _results.Store(Row("Ours", "P=1", 30), Row("PeerA", "P=1", 100), Row("PeerB", "P=1", 90), Row("Floor", "P=1", 20));
        Assert.True(Evaluate(Target("P=1")).Met);
    }

    [Fact]
    public void The_whole_range_over_launches_must_meet_it()
    {
        // means: 28 / 20 = 1.4× (within); the row's slowest launch over the floor's fastest: 32 / 19 ≈ 1.68× (not)
        _results.Store(
            Row("Ours", "P=1", 28, 24, 28, 32),
            Row("PeerA", "P=1", 200, 200, 200, 200),
            Row("PeerB", "P=1", 300, 300, 300, 300),
            Row("Floor", "P=1", 20, 19, 20, 21));
        var value = Evaluate(Target("P=1"));
        Assert.Equal(1.4, value.FloorDistance!.Value, 9);
        Assert.Equal(32.0 / 19, value.FloorDistanceHigh!.Value, 9);
        Assert.Equal(24.0 / 21, value.FloorDistanceLow!.Value, 9);
        Assert.False(value.FloorWithinTarget);
        Assert.False(value.Met);
        Assert.Equal("1.40× the floor (1.14–1.68×)", value.FloorText);
    }

    [Fact]
    public void Every_cell_headline_needs_the_distance_in_every_cell()
    {
        // the worst ratio is at P = 1 (near the floor there); P = 2 has the better ratio but is far from its floor
        _results.Store(
            Row("Ours", "P=1", 25), Row("PeerA", "P=1", 60), Row("Floor", "P=1", 20),
            Row("Ours", "P=2", 40), Row("PeerA", "P=2", 400), Row("Floor", "P=2", 20));
        var value = Evaluate(Target(Headline.EveryCell));
        Assert.Equal(2.4, value.Ratio!.Value, 9);
        Assert.Equal(2.0, value.FloorDistance!.Value, 9); // P = 2: 40 / 20
        Assert.False(value.Met);

        _results.Store(
            Row("Ours", "P=1", 25), Row("PeerA", "P=1", 60), Row("Floor", "P=1", 20),
            Row("Ours", "P=2", 28), Row("PeerA", "P=2", 400), Row("Floor", "P=2", 20));
        Assert.True(Evaluate(Target(Headline.EveryCell)).Met);
    }

    [Fact]
    public void A_floor_row_without_a_result_leaves_the_verdict_open_and_says_so()
    {
        // the ratio holds; the floor row has not been measured yet
        _results.Store(Row("Ours", "P=1", 25), Row("PeerA", "P=1", 100), Row("PeerB", "P=1", 60));
        var value = Evaluate(Target("P=1"));
        Assert.Equal(2.4, value.Ratio!.Value, 9);
        Assert.Null(value.FloorDistance);
        Assert.Null(value.FloorWithinTarget);
        Assert.True(value.FloorNotMeasured);
        Assert.Null(value.Met);
        Assert.Equal("not measured", value.FloorText);
        var block = _results.Report().ResultsBlock(SyntheticResults.Definition([Target("P=1")]));
        Assert.Contains("| not measured | ≥ 2× the best like-for-like peer and ≤ 1.5× the floor | — (floor not measured yet) |", block);

        // a ratio that misses is missed whatever the floor will show
        _results.Store(Row("Ours", "P=1", 50), Row("PeerA", "P=1", 100), Row("PeerB", "P=1", 60));
        Assert.False(Evaluate(Target("P=1")).Met);
    }

    [Fact]
    public void A_headline_without_the_target_shows_the_distance_and_judges_only_its_ratio()
    {
        _results.Store(Row("Ours", "P=1", 40), Row("PeerA", "P=1", 100), Row("PeerB", "P=1", 90), Row("Floor", "P=1", 20));
        var value = Evaluate(Target("P=1") with { MaxFloorDistance = null });
        Assert.Equal(2.0, value.FloorDistance!.Value, 9);
        Assert.Null(value.FloorWithinTarget);
        Assert.True(value.Met); // 90 / 40 ≥ 2; the floor distance was not asked for
    }

    [Fact]
    public void Every_headline_with_a_floor_distance_target_names_its_floor_row()
    {
        foreach (var headline in Catalog.All.SelectMany(e => e.Headlines).Where(h => h.MaxFloorDistance is not null))
        {
            Assert.True(headline.Floor is not null, $"headline '{headline.Label}' has a floor-distance target but no floor row");
        }
    }

    /// <summary>
    /// Issue 26's floor rule: every time headline of an experiment (E00, the floor experiment, aside) reads its row
    /// against a floor measured in the same run: a <see cref="Headline.Floor"/> (or a floor row as its baseline) that
    /// names a [Benchmark] method of one of the experiment's own classes. Allocation headlines compare bytes and have none.
    /// </summary>
    [Fact]
    public void Every_time_headline_names_a_floor_row_of_its_own_run()
    {
        foreach (var experiment in Catalog.All.Where(e => e.Id != "E00"))
        {
            foreach (var headline in experiment.Headlines.Where(h => h.Measure == HeadlineMeasure.Time))
            {
                var floor = headline.Floor ?? (headline.Baseline is { } b && b.Method.Contains("Floor", StringComparison.Ordinal) ? b : null);
                Assert.True(floor is not null, $"{experiment.Id}: headline '{headline.Label}' names no floor row");
                var type = experiment.Benchmarks.SingleOrDefault(t => t.Name == floor.Type);
                Assert.True(type is not null, $"{experiment.Id}: the floor of '{headline.Label}' is in {floor.Type}, not a class of the experiment");
                Assert.True(type.GetMethod(floor.Method)?.GetCustomAttributes(typeof(BenchmarkDotNet.Attributes.BenchmarkAttribute), false).Length > 0,
                    $"{experiment.Id}: the floor of '{headline.Label}', {floor}, is not a benchmark of {floor.Type}");
            }
        }
    }

    /// <summary>
    /// Ratios within one run (docs/DESIGN.md §3), held for E11, whose two classes run apart: each headline's row, baseline,
    /// minus and floor are rows of one benchmark class, measured together, so no E11 headline waits on two runs for its
    /// verdict (seed 000's workload has its own floor for that).
    /// </summary>
    [Fact]
    public void Every_E11_headline_reads_its_rows_and_floor_from_one_class()
    {
        var two = Catalog.Find("E11")!.Headlines.Where(h => h.Types.Count != 1)
            .Select(h => $"'{h.Label}' reads rows of {string.Join(" and ", h.Types)}").ToList();
        Assert.True(two.Count == 0, string.Join("\n", two));
    }

    /// <summary>
    /// Ratios are taken within one run: a headline whose rows come from two runs (here the peer's class was measured
    /// only in the earlier run) shows its value, names both runs and gives no verdict, though its ratio would meet the
    /// target.
    /// </summary>
    [Fact]
    public void A_headline_whose_rows_come_from_two_runs_gives_no_verdict_and_names_them()
    {
        var headline = new Headline("ours vs the peer", new RowKey(Type, "Ours", ""), new RowKey("PeerBenchmarks", "Peer", ""),
            MinRatio: 2, TargetText: "≥ 2×");
        _results.StoreRuns(
            [SyntheticResults.Row("PeerBenchmarks", "Peer", "", 100), SyntheticResults.Row(Type, "Ours", "", 60)],
            [SyntheticResults.Row(Type, "Ours", "", 10)]);
        var value = Evaluate(headline);
        Assert.Equal(10, value.Ratio!.Value, 6);
        Assert.Null(value.Met);
        Assert.Equal(2, value.AcrossRuns.Count);
        var block = _results.Report().ResultsBlock(SyntheticResults.Definition([headline]));
        Assert.Contains("**across runs**", block, StringComparison.Ordinal);
        Assert.Contains("— (rows from different runs)", block, StringComparison.Ordinal);

        // both classes in one run: the verdict is given
        _results.StoreRuns([SyntheticResults.Row("PeerBenchmarks", "Peer", "", 100), SyntheticResults.Row(Type, "Ours", "", 10)]);
        Assert.True(Evaluate(headline).Met);
        Assert.Empty(Evaluate(headline).AcrossRuns);
    }
}
