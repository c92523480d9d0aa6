using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// A write-up's headline table draws only on runs of committed code: a run recorded with uncommitted changes (its
/// env.json says Dirty) may stay in results/, but no headline may read it.
/// </summary>
public sealed class DirtyRunTests : IDisposable
{
    private readonly SyntheticResults _results = new();

    public void Dispose() => _results.Dispose();

    [Fact]
    public void No_committed_write_ups_headline_table_draws_on_a_run_recorded_dirty()
    {
        var report = new Report(RepoPaths.Discover());
        var dirty = Catalog.All.SelectMany(report.DirtyHeadlineRuns).ToList();
        Assert.True(dirty.Count == 0, string.Join(Environment.NewLine, dirty));
    }

    [Fact]
    public void A_planted_dirty_run_under_a_headline_is_found_and_named()
    {
        var definition = SyntheticResults.Definition([new Headline("ours vs peer", new RowKey("PingX", "Ours", "P=1"), new RowKey("PingX", "Peer", "P=1"))]);
        _results.Store(SyntheticResults.Row("PingX", "Ours", "P=1", 10, false), SyntheticResults.Row("PingX", "Peer", "P=1", 20, true));
        Assert.Empty(_results.Report().DirtyHeadlineRuns(definition));
        _results.StoreRuns("M src/Core/Ring.cs", [SyntheticResults.Row("PingX", "Ours", "P=1", 10, false), SyntheticResults.Row("PingX", "Peer", "P=1", 20, true)]);
        var line = Assert.Single(_results.Report().DirtyHeadlineRuns(definition));
        Assert.Contains("class PingX", line);
        Assert.Contains("src/Core/Ring.cs", line);
    }

    [Theory]
    [InlineData("M ANSWERS.md", true)]
    [InlineData("M ANSWERS.md, M src/Core/Ring.cs", false)]
    [InlineData("M src/Experiments/ANSWERS.md", false)]
    [InlineData("", false)]
    public void A_run_dirty_only_in_the_answer_page_counts_as_its_commit(string dirtyFiles, bool onlyReport)
    {
        Assert.Equal(onlyReport, Provenance.OnlyReportOutputs(dirtyFiles));
        var definition = SyntheticResults.Definition([new Headline("ours vs peer", new RowKey("PingX", "Ours", "P=1"), new RowKey("PingX", "Peer", "P=1"))]);
        _results.StoreRuns(dirtyFiles.Length == 0 ? "M x" : dirtyFiles,
            [SyntheticResults.Row("PingX", "Ours", "P=1", 10, false), SyntheticResults.Row("PingX", "Peer", "P=1", 20, true)]);
        Assert.Equal(onlyReport ? 0 : 1, _results.Report().DirtyHeadlineRuns(definition).Count);
    }
}
