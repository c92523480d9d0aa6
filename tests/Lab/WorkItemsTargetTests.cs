using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// The work-items target of a headline (<see cref="Headline.MaxWorkItemsShare"/>): the row's thread-pool work items per
/// message must be at most that share of the baseline's, together with the ratio's target; in an every-cell headline,
/// in every cell. A side without a work-items count does not meet it (a target is met only when shown met).
/// </summary>
public sealed class WorkItemsTargetTests : IDisposable
{
    private const string Type = "FanOutX";

    private readonly SyntheticResults _results = new();

    public void Dispose() => _results.Dispose();

    /// <summary>T × 1 000 messages per operation.</summary>
    private static Experiment Definition(params Headline[] headlines) =>
        SyntheticResults.Definition(headlines, [new TableShape(Type, r => r.Number("T") * 1000, "T × 1 000")]);

    private static Headline Target(string parameters, double minRatio = 2, double share = 0.1) =>
        new("affine vs pool", new RowKey(Type, "Affine", parameters), new RowKey(Type, "Pool", parameters),
            MinRatio: minRatio, TargetText: "≥ 2×, ≤ 1/10 work items", MaxWorkItemsShare: share);

    private void Store(params ResultRow[] rows) => _results.Store(rows);

    private static ResultRow Row(string method, string parameters, double meanNs, double? workItemsPerOp, bool baseline = false) =>
        SyntheticResults.Row(Type, method, parameters, meanNs, baseline, workItemsPerOp);

    private HeadlineValue Evaluate(Headline headline) => Assert.Single(_results.Report().Headlines(Definition(headline)));

    [Fact]
    public void Met_when_both_the_ratio_and_the_work_items_share_hold()
    {
        // T = 2: 2 000 messages per operation; the pool runs 400 work items (0.2 per message), the affine row 20 (0.01)
        Store(Row("Affine", "T=2", 100, 20), Row("Pool", "T=2", 300, 400, baseline: true));
        var value = Evaluate(Target("T=2"));
        Assert.Equal(3.0, value.Ratio!.Value, 9);
        Assert.True(value.WorkItemsWithinShare);
        Assert.True(value.Met);
        Assert.Equal("0.01000 / 0.2000", value.WorkItemsText);
    }

    [Fact]
    public void Missed_when_the_row_runs_more_than_the_share_of_the_baselines_work_items_though_the_ratio_holds()
    {
        Store(Row("Affine", "T=2", 100, 41), Row("Pool", "T=2", 300, 400, baseline: true)); // 41 > 0.1 × 400
        var value = Evaluate(Target("T=2"));
        Assert.False(value.WorkItemsWithinShare);
        Assert.False(value.Met);
    }

    [Fact]
    public void Exactly_the_share_meets_it()
    {
        Store(Row("Affine", "T=2", 100, 40), Row("Pool", "T=2", 300, 400, baseline: true));
        Assert.True(Evaluate(Target("T=2")).Met);
    }

    [Fact]
    public void Missed_when_the_ratio_misses_though_the_work_items_hold()
    {
        Store(Row("Affine", "T=2", 200, 0), Row("Pool", "T=2", 300, 400, baseline: true));
        var value = Evaluate(Target("T=2"));
        Assert.True(value.WorkItemsWithinShare);
        Assert.False(value.Met);
    }

    [Fact]
    public void Not_met_where_the_work_items_were_not_measured()
    {
        Store(Row("Affine", "T=2", 100, null), Row("Pool", "T=2", 300, 400, baseline: true));
        var value = Evaluate(Target("T=2"));
        Assert.False(value.WorkItemsWithinShare);
        Assert.False(value.Met);
        Assert.Equal("n/a / 0.2000", value.WorkItemsText);
    }

    [Fact]
    public void Every_cell_headline_needs_the_share_in_every_cell()
    {
        // the worst ratio is at T = 2 (work items fine there); T = 8 has the better ratio but too many work items
        Store(
            Row("Affine", "T=2", 100, 10), Row("Pool", "T=2", 250, 400, baseline: true),
            Row("Affine", "T=8", 100, 900), Row("Pool", "T=8", 400, 1600, baseline: true));
        var value = Evaluate(Target(Headline.EveryCell));
        Assert.Equal(2.5, value.Ratio!.Value, 9);
        Assert.False(value.WorkItemsWithinShare);
        Assert.False(value.Met);

        Store(
            Row("Affine", "T=2", 100, 10), Row("Pool", "T=2", 250, 400, baseline: true),
            Row("Affine", "T=8", 100, 100), Row("Pool", "T=8", 400, 1600, baseline: true));
        Assert.True(Evaluate(Target(Headline.EveryCell)).Met);
    }

    [Fact]
    public void A_headline_without_the_target_leaves_it_out()
    {
        Store(Row("Affine", "T=2", 100, 400), Row("Pool", "T=2", 300, 400, baseline: true));
        var value = Evaluate(new Headline("plain", new RowKey(Type, "Affine", "T=2"), new RowKey(Type, "Pool", "T=2")));
        Assert.Null(value.WorkItemsWithinShare);
        Assert.Null(value.Met);
    }

    [Fact]
    public void The_share_alone_is_a_target()
    {
        Store(Row("Affine", "T=2", 400, 10), Row("Pool", "T=2", 300, 400, baseline: true));
        var value = Evaluate(Target("T=2") with { MinRatio = null });
        Assert.True(value.Met); // slower, but within the share: only the share was asked for
    }
}
