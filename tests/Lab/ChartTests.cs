using System.Xml.Linq;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// Charts: the points come from the rows the chart selects, scaled with their standard errors; the axes turn
/// logarithmic past a 10× span; the SVG is well-formed, names every line and is the same bytes every time.
/// </summary>
public sealed class ChartTests
{
    private static readonly XNamespace Svg = "http://www.w3.org/2000/svg";

    private static ResultRow Row(string method, string parameters, double meanNs, double? stdErrNs = null, bool baseline = false,
        bool success = true, Dictionary<string, double>? metrics = null) => new()
    {
        Type = "FanOutBenchmarks",
        Method = method,
        Parameters = parameters,
        Baseline = baseline,
        Success = success,
        MeanNs = meanNs,
        StdErrNs = stdErrNs,
        Metrics = metrics ?? [],
    };

    private static readonly Chart PerDelivery = new("per-delivery", "time per delivery vs T", "FanOutBenchmarks", "T", "T (actors)",
        "time per delivery (ns)", ChartValue.Time(r => r.Number("N") * r.Number("T")), "N=1000");

    private static List<ResultRow> FanOutRows() =>
    [
        Row("ThreadedActor", "T=100&N=1000&P=10", 1e6, stdErrNs: 1e5),
        Row("ThreadedActor", "T=20&N=1000&P=10", 2e5, stdErrNs: 4e4),
        Row("MailboxProcessor", "T=20&N=1000&P=10", 4e5, baseline: true),
        Row("MailboxProcessor", "T=100&N=1000&P=10", 3e6, baseline: true),
        Row("ThreadedActor", "T=20&N=5&P=10", 1),                      // other N: not this chart's
        Row("ThreadedActor", "T=10&N=1000&P=10", 1, success: false),   // failed: not drawn
        Row("Other", "T=10&N=1000&P=10", 1, success: false),           // only failed rows: no line
    ];

    [Fact]
    public void Points_are_the_selected_rows_per_method_over_numeric_x_in_order_with_scaled_errors()
    {
        var data = ChartData.From(PerDelivery, FanOutRows(), "m1, full run r1 (commit abc1234).")!;
        Assert.Equal(["20", "100"], data.XLabels);
        Assert.Equal([20.0, 100.0], data.XValues!);
        Assert.Equal(["ThreadedActor", "MailboxProcessor (baseline)"], data.Series.Select(s => s.Name));
        var threaded = data.Series[0].Points;
        Assert.Equal([(0, 10.0, (double?)2.0), (1, 10.0, 1.0)], threaded.Select(p => (p.XIndex, p.Value, p.StdErr))); // 2e5 / 20 000, 4e4 / 20 000
        var mailbox = data.Series[1].Points;
        Assert.Equal([(0, 20.0, (double?)null), (1, 30.0, null)], mailbox.Select(p => (p.XIndex, p.Value, p.StdErr)));
        Assert.True(data.HasErrors);
        Assert.Equal("time per delivery vs T (N=1000)", data.Title);
        Assert.Equal("m1, full run r1 (commit abc1234).", data.Caption[0]);
        Assert.Contains("standard error", data.Caption[1], StringComparison.Ordinal);
    }

    [Fact]
    public void Nothing_to_draw_gives_no_chart()
    {
        Assert.Null(ChartData.From(PerDelivery, [Row("ThreadedActor", "T=20&N=1000&P=10", 1)], "run")); // one x value
        Assert.Null(ChartData.From(PerDelivery, [], "run"));
    }

    [Fact]
    public void A_metric_has_no_error_bars_and_the_caption_says_so()
    {
        var chart = new Chart("ctx", "switches vs T", "FanOutBenchmarks", "T", "T (actors)", "switches per op",
            ChartValue.Metric("CtxSwitchesPerOp"));
        var rows = new List<ResultRow>
        {
            Row("A", "T=1", 100, stdErrNs: 5, metrics: new() { ["CtxSwitchesPerOp"] = 0.5 }),
            Row("A", "T=2", 100, stdErrNs: 5, metrics: new() { ["CtxSwitchesPerOp"] = 0.25 }),
            Row("B", "T=1", 100, stdErrNs: 5), // no such metric: no line
        };
        var data = ChartData.From(chart, rows, "run")!;
        Assert.Equal(["A"], data.Series.Select(s => s.Name));
        Assert.False(data.HasErrors);
        Assert.Contains("No error bars", data.Caption[1], StringComparison.Ordinal);
    }

    [Fact]
    public void Axes_turn_logarithmic_past_a_tenfold_span()
    {
        var chart = new Chart("c", "t", "FanOutBenchmarks", "T", "T", "ns", ChartValue.Time(), Series: "Work");
        ChartData Of(params (string T, double Ns)[] points) =>
            ChartData.From(chart, [.. points.Select(p => Row("A", $"T={p.T}&Work=Sum", p.Ns))], "run")!;

        var narrow = Of(("1", 100), ("2", 900));
        Assert.False(narrow.LogX);   // 1 … 2
        Assert.False(narrow.LogY);   // 9×
        var wide = Of(("1", 100), ("10", 1001));
        Assert.True(wide.LogX);      // 10×: a parameter grid
        Assert.True(wide.LogY);      // just over 10×
        var withZero = Of(("1", 0), ("10", 1000));
        Assert.False(withZero.LogY); // a log axis cannot show 0
        Assert.Equal(["Work=Sum"], wide.Series.Select(s => s.Name));
    }

    [Fact]
    public void The_log_axis_decides_on_every_point_shown_not_one_series_at_a_time()
    {
        // each row on its own spans 2×, together 200×: on a linear axis the fast row would lie flat along the bottom
        var chart = new Chart("c", "t", "FanOutBenchmarks", "T", "T", "ns", ChartValue.Time());
        var wide = ChartData.From(chart, [Row("Fast", "T=1", 10), Row("Fast", "T=2", 20), Row("Slow", "T=1", 1000), Row("Slow", "T=2", 2000)], "run")!;
        Assert.All(wide.Series, s => Assert.True(s.Points.Max(p => p.Value) / s.Points.Min(p => p.Value) < ChartData.LogSpan));
        Assert.True(wide.LogY);
        var narrow = ChartData.From(chart, [Row("Fast", "T=1", 100), Row("Fast", "T=2", 200), Row("Slow", "T=1", 500), Row("Slow", "T=2", 999)], "run")!;
        Assert.False(narrow.LogY); // 9.99× across both
        var tenfold = ChartData.From(chart, [Row("Fast", "T=1", 100), Row("Slow", "T=1", 1000), Row("Slow", "T=2", 500)], "run")!;
        Assert.True(tenfold.LogY);  // exactly 10×
    }

    [Fact]
    public void A_ratio_chart_is_always_logarithmic_and_draws_its_ranges_and_reference_lines()
    {
        var data = new ChartData("Ratios", "headline", "ratio", ["1", "2"], null,
            [new ChartSeries("target met", [new ChartPoint(0, 1.5, null) { Low = 1.2, High = 1.9 }, new ChartPoint(1, 1.8, null)])],
            ["run", "Error bars: min to max."])
        {
            RatioAxis = true,
            JoinPoints = false,
            References = [new ChartReference(1, "1×"), new ChartReference(1.3, "target", Target: true) { XIndex = 0 }],
        };
        Assert.True(data.LogY); // 1.5 … 1.8: a narrow span, still a ratio
        Assert.True(data.HasErrors);
        Assert.Equal((1.2, 1.9), (data.Series[0].Points[0].ErrorLow, data.Series[0].Points[0].ErrorHigh));
        Assert.Null(data.Series[0].Points[1].ErrorLow);
        var texts = XDocument.Parse(SvgChart.Render(data)).Root!.Descendants(Svg + "text").Select(t => t.Value.Trim()).ToList();
        Assert.Contains("1×", texts);
        Assert.Contains("target", texts);
    }

    [Fact]
    public void Every_line_keeps_its_legend_entry_however_many_rows_the_legend_takes()
    {
        // ScottPlot sizes a bottom legend from its previous drawing and leaves out the rows that do not fit
        var chart = new Chart("c", "t", "FanOutBenchmarks", "T", "T", "ns", ChartValue.Time());
        var rows = Enumerable.Range(0, 16).SelectMany(i => new[] { Row($"SomeLongRowName{i}", "T=1", 10 + i), Row($"SomeLongRowName{i}", "T=2", 20 + i) });
        var data = ChartData.From(chart, [.. rows], "run")!;
        var svg = SvgChart.Render(data);
        var texts = XDocument.Parse(svg).Root!.Descendants(Svg + "text").Select(t => t.Value.Trim()).ToHashSet();
        Assert.All(data.Series, s => Assert.Contains(s.Name, texts));
        Assert.True(SvgHeight(svg) > SvgChart.Height, "a legend of six rows makes the chart taller, not the plot smaller");
    }

    [Fact]
    public void A_long_caption_is_wrapped_and_makes_the_chart_taller()
    {
        var line = string.Join(' ', Enumerable.Repeat("word", 100));
        var wrapped = SvgChart.Wrap(["short", line]);
        Assert.Equal("short", wrapped[0]);
        Assert.All(wrapped, l => Assert.True(l.Length <= SvgChart.CaptionLineLength));
        Assert.Equal(line, string.Join(' ', wrapped.Skip(1).Select(l => l.Trim())));
        var chart = new Chart("c", "t", "FanOutBenchmarks", "T", "T", "ns", ChartValue.Time());
        var data = ChartData.From(chart, [Row("A", "T=1", 1), Row("A", "T=2", 2)], "run")! with { Caption = ["run", line, line] };
        Assert.True(SvgHeight(SvgChart.Render(data)) > SvgChart.Height);
    }

    private static double SvgHeight(string svg) =>
        double.Parse(((string?)XDocument.Parse(svg).Root!.Attribute("height"))!.TrimEnd('p', 'x'), System.Globalization.CultureInfo.InvariantCulture);

    [Fact]
    public void Non_numeric_x_values_are_categories_in_order()
    {
        var chart = new Chart("c", "t", "FanOutBenchmarks", "Work", "work", "ns", ChartValue.Time());
        var data = ChartData.From(chart, [Row("A", "Work=Sum", 1), Row("A", "Work=Sha512", 2)], "run")!;
        Assert.Null(data.XValues);
        Assert.Equal(["Sha512", "Sum"], data.XLabels);
        Assert.Contains("<svg", SvgChart.Render(data), StringComparison.Ordinal);
    }

    [Fact]
    public void A_trade_off_chart_takes_x_from_each_row_and_joins_a_methods_cells()
    {
        var chart = new Chart("trade", "wake latency vs CPU burnt", "FanOutBenchmarks", "Gap", "waiter CPU (%)", "p50 (µs)",
            ChartValue.Metric("P50")) { XFrom = ChartValue.Metric("Cpu") };
        var data = ChartData.From(chart,
        [
            Row("Spin", "Gap=2000", 1, metrics: new() { ["P50"] = 0.2, ["Cpu"] = 100 }),
            Row("Spin", "Gap=50000", 1, metrics: new() { ["P50"] = 0.25, ["Cpu"] = 99.5 }),
            Row("Spin", "Gap=1000000", 1, metrics: new() { ["P50"] = 0.3, ["Cpu"] = 99 }),
            Row("Futex", "Gap=2000", 1, metrics: new() { ["P50"] = 20, ["Cpu"] = 3 }),
            Row("Futex", "Gap=50000", 1, metrics: new() { ["P50"] = 30, ["Cpu"] = 1 }),
            Row("Futex", "Gap=1000000", 1, metrics: new() { ["P50"] = 40, ["Cpu"] = 0.1 }),
            Row("NoCpu", "Gap=2000", 1, metrics: new() { ["P50"] = 5 }), // no x: not drawn
        ], "run")!;
        Assert.True(data.Scatter);
        Assert.True(data.LogX); // 0.1 … 100 %
        Assert.True(data.JoinPoints);
        Assert.Equal(["Spin", "Futex"], data.Series.Select(s => s.Name));
        Assert.Equal([100.0, 99.5, 99.0], data.Series[0].Points.Select(p => p.X!.Value));
        Assert.Equal([20.0, 30.0, 40.0], data.Series[1].Points.Select(p => p.Value));
        Assert.Contains(data.Caption, c => c.Contains("over Gap (2000, 50000, 1000000)", StringComparison.Ordinal));
        Assert.Equal(Svg + "svg", XDocument.Parse(SvgChart.Render(data)).Root!.Name);
    }

    [Fact]
    public void The_svg_is_well_formed_and_names_the_chart_every_line_and_the_run()
    {
        var data = ChartData.From(PerDelivery, FanOutRows(), "m1, full run r1 (commit abc1234).")!;
        var document = XDocument.Parse(SvgChart.Render(data));
        var root = document.Root!;
        Assert.Equal(Svg + "svg", root.Name);
        Assert.Equal(data.Title, root.Element(Svg + "title")?.Value);
        var texts = root.Descendants(Svg + "text").Select(t => t.Value.Trim()).ToList();
        foreach (var series in data.Series)
        {
            Assert.Contains(series.Name, texts);
        }
        Assert.Contains(data.Title, texts);
        Assert.Contains(PerDelivery.XTitle, texts);
        Assert.Contains(PerDelivery.YTitle, texts);
        Assert.Contains(texts, t => t.Contains("m1, full run r1 (commit abc1234).", StringComparison.Ordinal));
        // every text is laid out in the one font the output is pinned to
        Assert.All(root.Descendants(Svg + "text"), t => Assert.Equal(SvgChart.FontFamily, (string?)t.Attribute("font-family")));
        // every reference points at an element of this file
        var ids = root.Descendants().Select(e => (string?)e.Attribute("id")).OfType<string>().ToHashSet();
        var references = root.Descendants().Select(e => (string?)e.Attribute("clip-path")).OfType<string>().ToList();
        Assert.All(references, r => Assert.Contains(r["url(#".Length..^1], ids));
    }

    [Fact]
    public void The_same_chart_is_the_same_bytes_whatever_was_drawn_before()
    {
        var data = ChartData.From(PerDelivery, FanOutRows(), "run")!;
        var first = SvgChart.Render(data);
        var other = ChartData.From(new Chart("c", "t", "FanOutBenchmarks", "T", "T", "ns", ChartValue.Time()),
            [Row("A", "T=1", 5), Row("A", "T=2", 6), Row("B", "T=1", 7)], "other run")!;
        _ = SvgChart.Render(other);
        Assert.Equal(first, SvgChart.Render(data));
        Assert.DoesNotContain("\r", first, StringComparison.Ordinal);
        Assert.EndsWith("</svg>\n", first, StringComparison.Ordinal);
    }

    [Fact]
    public void Two_measured_values_are_markers_without_a_line_and_the_caption_says_why()
    {
        var chart = new Chart("gap", "p50 vs gap", "FanOutBenchmarks", "Gap", "gap (µs)", "p50 (µs)", ChartValue.Time());
        var two = ChartData.From(chart, [Row("A", "Gap=2", 1), Row("A", "Gap=1000", 2), Row("B", "Gap=2", 3), Row("B", "Gap=1000", 4)], "run")!;
        Assert.False(two.JoinPoints);
        Assert.Contains(two.Caption, c => c.StartsWith("Markers only: Gap was measured at 2 values", StringComparison.Ordinal));
        var three = ChartData.From(chart, [Row("A", "Gap=2", 1), Row("A", "Gap=50", 1.5), Row("A", "Gap=1000", 2)], "run")!;
        Assert.True(three.JoinPoints);
        Assert.DoesNotContain(three.Caption, c => c.StartsWith("Markers only", StringComparison.Ordinal));
    }

    [Theory]
    [InlineData(4)]
    [InlineData(10)]
    [InlineData(15)]
    [InlineData(20)]
    public void No_two_series_of_a_chart_share_a_colour(int count)
    {
        var colors = Enumerable.Range(0, count).Select(i => SvgChart.SeriesColor(i, count).ToHex()).ToList();
        Assert.Equal(count, colors.Distinct().Count());
    }
}
