using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// Verdicts by rule: a headline whose row promises less than the row it is compared with is labelled with the difference,
/// generated from the rows' declarations, and gives no verdict; a promise the row keeps more of is noted and keeps the
/// verdict; a metric headline gives a range over its launches' figures, and none (so no verdict) from one launch.
/// </summary>
public sealed class HeadlineVerdictTests : IDisposable
{
    private readonly SyntheticResults _results = new();

    public void Dispose() => _results.Dispose();

    /// <summary>Rows with declared promises, named as the results name them (the class's short name).</summary>
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 256)]
    private sealed class PromiseRows
    {
        [Promises(Bound.Unbounded, Order.Fifo)]
        public void Unbounded() { }

        public void Bounded() { }

        [Promises(Bound.Bounded, Order.PerProducer, CapacityParameter = "Capacity")]
        public void Lanes() { }

        [Promises(Bound.Bounded, Order.Fifo, Capacity = 256, Placement = Placement.Author)]
        public void Pinned() { }
    }

    private const string Type = nameof(PromiseRows);

    private static Headline Pair(string row, string baseline, string parameters = "Capacity=64") =>
        new($"{row} vs {baseline}", new RowKey(Type, row, parameters), new RowKey(Type, baseline, parameters), MinRatio: 2, TargetText: "≥ 2×");

    private HeadlineValue Value(Headline headline) =>
        Assert.Single(_results.Report().Headlines(SyntheticResults.Definition([headline], benchmarks: [typeof(PromiseRows)])));

    private void StoreAll() => _results.Store(
        SyntheticResults.Row(Type, "Unbounded", "Capacity=64", 10), SyntheticResults.Row(Type, "Bounded", "Capacity=64", 100),
        SyntheticResults.Row(Type, "Lanes", "Capacity=64", 10), SyntheticResults.Row(Type, "Pinned", "Capacity=64", 10));

    [Fact]
    public void An_unbounded_row_against_a_bounded_one_is_labelled_and_gives_no_verdict()
    {
        StoreAll();
        var value = Value(Pair("Unbounded", "Bounded"));
        Assert.Equal(["mailbox unbounded against bounded at 256"], value.Labels);
        Assert.Null(value.Met); // 10× would meet ≥ 2×
        var block = _results.Report().ResultsBlock(SyntheticResults.Definition([Pair("Unbounded", "Bounded")], benchmarks: [typeof(PromiseRows)]));
        Assert.Contains("**not like for like**: mailbox unbounded against bounded at 256", block);
    }

    [Fact]
    public void Lanes_against_a_fifo_queue_are_labelled_with_the_order_and_the_capacity_read_from_the_cell()
    {
        StoreAll();
        var value = Value(Pair("Lanes", "Bounded"));
        Assert.Equal(["order per producer only against one order across producers"], value.Labels);
        Assert.Equal(["mailbox bounded at 64 against bounded at 256"], value.PromiseNotes);
    }

    [Fact]
    public void A_row_that_promises_more_keeps_its_verdict_and_the_difference_is_noted()
    {
        _results.Store(SyntheticResults.Row(Type, "Bounded", "Capacity=64", 10), SyntheticResults.Row(Type, "Unbounded", "Capacity=64", 100));
        var value = Value(Pair("Bounded", "Unbounded"));
        Assert.False(value.IsLabelled);
        Assert.Equal(["mailbox bounded at 256 against unbounded"], value.PromiseNotes);
        Assert.True(value.Met);
    }

    [Fact]
    public void Placement_chosen_by_the_author_is_labelled()
    {
        StoreAll();
        Assert.Equal(["the row's actors placed by the benchmark's author against no actors to place"], Value(Pair("Pinned", "Bounded")).Labels);
    }

    private static ResultRow MetricRow(string method, bool baseline, params double[] launches)
    {
        var row = SyntheticResults.Row(Type, method, "Capacity=64", 1000, baseline);
        row.Metrics["WakeP50Us"] = launches.Average();
        row.LaunchMeansNs = [.. launches.Select(_ => 1000.0)];
        row.LaunchMetrics = launches.Length > 1 ? new() { ["WakeP50Us"] = [.. launches] } : null;
        return row;
    }

    private static Headline Metric() =>
        new Headline("p50: Bounded vs Unbounded", new RowKey(Type, "Bounded", "Capacity=64"), new RowKey(Type, "Unbounded", "Capacity=64"),
            MinRatio: 1.5, TargetText: "≥ 1.5×") { Measure = HeadlineMeasure.Metric, MetricId = "WakeP50Us" };

    [Fact]
    public void A_metric_headline_takes_its_range_over_the_launches_and_its_verdict_from_the_whole_range()
    {
        // the row's p50 over three launches 10–12 µs, the baseline's 18–30 µs: 1.5–3.0×
        _results.Store(MetricRow("Bounded", false, 10, 11, 12), MetricRow("Unbounded", true, 18, 24, 30));
        var value = Value(Metric());
        Assert.True(value.HasRange);
        Assert.Equal(1.5, value.Low!.Value, 9);
        Assert.Equal(3.0, value.High!.Value, 9);
        Assert.True(value.Met);
        Assert.Contains("1.50–3.00×, 3 launches, WakeP50Us", value.Text);

        // one launch below the target takes the verdict
        _results.Store(MetricRow("Bounded", false, 10, 11, 20), MetricRow("Unbounded", true, 18, 24, 30));
        Assert.False(Value(Metric()).Met);
    }

    [Fact]
    public void A_metric_headline_from_one_launch_has_no_range_and_no_verdict()
    {
        _results.Store(MetricRow("Bounded", false, 10), MetricRow("Unbounded", true, 30));
        var value = Value(Metric());
        Assert.Equal(3.0, value.Ratio!.Value, 9);
        Assert.False(value.HasRange);
        Assert.Null(value.Met);
        var block = _results.Report().ResultsBlock(SyntheticResults.Definition([Metric()], benchmarks: [typeof(PromiseRows)]));
        Assert.Contains("one launch: no range", block);
    }
}
