using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// The charts the report draws from the committed results: every experiment with a natural x axis has one that the
/// newest full run fills, and the headline charts show each headline's ratio and its range over launches exactly as
/// the headline table computes them (<see cref="HeadlineValue"/>), an every-cell headline in each of its cells.
/// </summary>
public sealed class ChartsFromResultsTests
{
    private static readonly RepoPaths Repo = RepoPaths.Discover();

    private static readonly ResultStore Store = new(Repo.Results);

    public static TheoryData<string> WithHeadlines()
    {
        var data = new TheoryData<string>();
        foreach (var e in Catalog.All.Where(e => e.Headlines.Count > 0 && Store.Select(e.Id).Count > 0))
        {
            data.Add(e.Id);
        }
        return data;
    }

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
        // a chart over a parameter value added later (E02's yielding polling) is drawn by the machines whose newest run
        // measured it; every chart must be drawn by at least one machine's newest full run
        var machines = Store.Select(id).ToList();
        foreach (var chart in experiment.Charts)
        {
            var drawn = 0;
            foreach (var machine in machines)
            {
                if (machine.Classes.SingleOrDefault(c => c.Type == chart.Type)?.Run is not { } run)
                {
                    continue; // this machine has not run the chart's class
                }
                Assert.True(run.Record.IsFull);
                if (ChartData.From(chart, run.Rows, "run") is not { } data)
                {
                    continue;
                }
                drawn++;
                Assert.True(data.XLabels.Count >= 2);
                Assert.Contains(data.Series, s => s.Name.EndsWith("(baseline)", StringComparison.Ordinal));
            }
            Assert.True(drawn > 0, $"{id} {chart.Slug}: no machine's newest full run draws it");
        }
    }

    [Theory]
    [MemberData(nameof(WithHeadlines))]
    public void The_headline_chart_shows_each_headlines_ratio_and_range_over_launches(string id)
    {
        var experiment = Catalog.Find(id)!;
        foreach (var machine in Store.Select(id))
        {
            var values = experiment.Headlines.Select(h => HeadlineValue.Of(h, machine, experiment)).ToList();
            var chart = HeadlineCharts.Overview(values, "run");
            if (values.All(v => v.Ratio is null || v.Headline.IsAbsolute))
            {
                Assert.Null(chart);
                continue;
            }
            Assert.NotNull(chart);
            Assert.True(chart.LogY);
            Assert.Equal(values.Count, chart.XLabels.Count);
            var points = chart.Series.SelectMany(s => s.Points).ToDictionary(p => p.XIndex);
            for (var i = 0; i < values.Count; i++)
            {
                var value = values[i];
                if (value.Ratio is not { } ratio || value.Headline.IsAbsolute)
                {
                    // not measured, or ns per operation (E03's overheads): no point on a ratio axis, the key says why
                    Assert.False(points.ContainsKey(i), $"{id} headline {i + 1} has no ratio but a point");
                    continue;
                }
                var point = points[i];
                Assert.Equal(ratio, point.Value);
                Assert.Equal(value.HasRange ? value.Low : null, point.Low);
                Assert.Equal(value.HasRange ? value.High : null, point.High);
                if (value.Headline.MinRatio is { } min)
                {
                    Assert.Contains(chart.References, r => r.Target && r.XIndex == i && r.Value == min);
                }
            }
            Assert.Contains(chart.References, r => r.Value == 1 && r.XIndex is null);
            Assert.Contains(chart.Caption, c => c.Contains("min to max, not a standard error", StringComparison.Ordinal));
        }
    }

    [Theory]
    [InlineData("E04")]
    [InlineData("E10")]
    [InlineData("E13")]
    public void An_every_cell_headline_is_drawn_in_each_cell_and_its_worst_cell_is_the_headline(string id)
    {
        var experiment = Catalog.Find(id)!;
        var machine = Store.Select(id).First();
        var charts = HeadlineCharts.EveryCell(experiment, machine, "run").ToDictionary(c => c.Slug, c => c.Data);
        var everyCell = experiment.Headlines.Select((h, i) => (Headline: h, Number: i + 1)).Where(h => h.Headline.Row.Parameters == Headline.EveryCell).ToList();
        Assert.NotEmpty(everyCell);
        foreach (var (headline, number) in everyCell)
        {
            var value = HeadlineValue.Of(headline, machine, experiment);
            if (value.Ratio is null)
            {
                // rows not measured yet on this machine (a headline added before its run): no chart drawn for it
                Assert.DoesNotContain(charts, c => c.Key.StartsWith($"{HeadlineCharts.SlugPrefix}-{number}-by-", StringComparison.Ordinal));
                continue;
            }
            var data = Assert.Single(charts, c => c.Key.StartsWith($"{HeadlineCharts.SlugPrefix}-{number}-by-", StringComparison.Ordinal)).Value;
            var points = data.Series.SelectMany(s => s.Points).ToList();
            Assert.Equal(value.Ratio, points.Min(p => p.Value));
            if (value.HasRange)
            {
                Assert.Equal(value.Low, points.Min(p => p.Low)); // the headline's range reaches down to its lowest cell's
            }
            Assert.Contains(data.References, r => r.Value == 1);
            Assert.Equal(headline.MinRatio is not null, data.References.Any(r => r.Target && r.Value == headline.MinRatio));
            // each cell's point is the headline evaluated in that cell alone
            foreach (var cell in HeadlineValue.Cells(headline, machine, experiment))
            {
                var parameters = cell.Headline.Row.Parameters;
                var single = HeadlineValue.Of(headline with
                {
                    Row = headline.Row with { Parameters = parameters },
                    Baseline = headline.Baseline! with { Parameters = parameters },
                    Floor = headline.Floor is { } floor ? floor with { Parameters = parameters } : null,
                }, machine, experiment);
                Assert.Equal(single.Ratio, cell.Ratio);
                Assert.Contains(points, p => p.Value == single.Ratio && p.Low == (single.HasRange ? single.Low : null) && p.High == (single.HasRange ? single.High : null));
            }
        }
    }
}
