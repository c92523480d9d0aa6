using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// The charts the report draws from the committed results: every experiment with a natural x axis has one that the
/// newest full run fills.
/// </summary>
public sealed class ChartsFromResultsTests
{
    private static readonly RepoPaths Repo = RepoPaths.Discover();

    private static readonly ResultStore Store = new(Repo.Results);

    [Theory]
    [InlineData("E01")]
    [InlineData("E02")]
    [InlineData("E11")]
    [InlineData("E12")]
    [InlineData("E14")]
    public void The_newest_full_run_draws_the_experiments_chart_over_its_natural_x(string id)
    {
        var experiment = Catalog.Find(id)!;
        Assert.NotEmpty(experiment.Charts);
        var machine = Store.Select(id).First();
        foreach (var chart in experiment.Charts)
        {
            var run = Assert.Single(machine.Classes, c => c.Type == chart.Type).Run;
            Assert.True(run.Record.IsFull);
            var data = ChartData.From(chart, run.Rows, "run");
            Assert.True(data is not null, $"{id} {chart.Slug}: the newest full run ({run.Name}) draws nothing");
            Assert.True(data.XLabels.Count >= 2);
            Assert.Contains(data.Series, s => s.Name.EndsWith("(baseline)", StringComparison.Ordinal));
        }
    }
}
