using System.Globalization;

namespace PerfBuf.Lab;

/// <summary>
/// What one chart draws, taken from result rows alone (docs/DESIGN.md §8: the report is a function of results/): the
/// titles, the x values, one series per method (or per value of the chart's series parameter), the caption.
/// </summary>
/// <param name="Title">The chart's title with its row condition.</param>
/// <param name="XTitle">x axis title with unit.</param>
/// <param name="YTitle">y axis title with unit.</param>
/// <param name="XLabels">The x values as the parameters print them, in ascending order.</param>
/// <param name="XValues">The same as numbers, or null when some are not numbers (then the x axis is categories).</param>
/// <param name="Series">The lines, in the order their rows first appear in the results.</param>
/// <param name="Caption">Lines under the chart: the machine and run, and what the error bars are.</param>
public sealed record ChartData(
    string Title,
    string XTitle,
    string YTitle,
    IReadOnlyList<string> XLabels,
    IReadOnlyList<double>? XValues,
    IReadOnlyList<ChartSeries> Series,
    IReadOnlyList<string> Caption)
{
    /// <summary>A span beyond this (largest ÷ smallest) gets a log axis.</summary>
    public const double LogSpan = 10;

    /// <summary>
    /// Log x axis: the x values are positive numbers spanning <see cref="LogSpan"/>× or more. The x values are a
    /// parameter grid, usually geometric (T = 10, 20, 100): on a linear axis its small values crowd together.
    /// </summary>
    public bool LogX => Scatter
        ? Series.SelectMany(s => s.Points).Select(p => p.X!.Value).ToList() is var px && px.Min() > 0 && px.Max() / px.Min() >= LogSpan
        : XValues is { } xs && xs.Min() > 0 && xs.Max() / xs.Min() >= LogSpan;

    /// <summary>A trade-off chart: every point carries its own x (<see cref="ChartPoint.X"/>), the axis is numeric.</summary>
    public bool Scatter => Series.Any(s => s.Points.Any(p => p.X is not null));

    /// <summary>
    /// Log y axis: every value is positive and the values of all series together span <see cref="LogSpan"/>× or more
    /// (one slow row beside fast ones would squash them into the bottom of a linear axis, even when each row on its own
    /// stays within a narrow span); a ratio chart always (<see cref="RatioAxis"/>).
    /// </summary>
    public bool LogY => Series.SelectMany(s => s.Points).Select(p => p.Value).ToList() is var values && values.Count > 0 && values.Min() > 0
        && (RatioAxis || values.Max() / values.Min() >= LogSpan);

    /// <summary>
    /// The values are ratios: a log y axis whatever their span, so that 2× and 0.5× lie as far from 1× on either side.
    /// </summary>
    public bool RatioAxis { get; init; }

    /// <summary>Whether a series' points are joined by a line (false: markers only, for points that are not a sequence).</summary>
    public bool JoinPoints { get; init; } = true;

    /// <summary>Horizontal reference lines (1× and the targets on a ratio chart); none by default.</summary>
    public IReadOnlyList<ChartReference> References { get; init; } = [];

    /// <summary>Whether any point has an error bar (a standard error or a range).</summary>
    public bool HasErrors => Series.Any(s => s.Points.Any(p => p.ErrorLow is not null));

    private static readonly CultureInfo Inv = CultureInfo.InvariantCulture;

    /// <summary>
    /// The fewest x values whose points a line joins: a line through two measured values draws a trend between them that
    /// nobody measured, so a chart of two values shows markers only.
    /// </summary>
    public const int FewestToJoin = 3;

    /// <summary>
    /// The chart of <paramref name="rows"/> (one benchmark class of one run); null when fewer than two x values or
    /// no series have a value (nothing to draw). <paramref name="runLine"/> names the machine and run for the caption.
    /// </summary>
    public static ChartData? From(Chart chart, IReadOnlyList<ResultRow> rows, string runLine)
    {
        var selected = rows.Where(r => r.Success && r.Type == chart.Type && r.Matches(chart.Where) && r.Param(chart.X) is not null).ToList();
        var (labels, numbers) = XAxis(selected.Select(r => r.Param(chart.X)!));
        string SeriesOf(ResultRow r) => chart.Series is { } p ? $"{p}={r.Param(p)}" : r.Method + (r.Baseline ? " (baseline)" : "");
        var series = new List<ChartSeries>();
        foreach (var name in selected.Select(SeriesOf).Distinct())
        {
            var points = new List<ChartPoint>();
            for (var i = 0; i < labels.Count; i++)
            {
                // a peer's row measured under both GCs is drawn in its faster one
                if (selected.Where(r => SeriesOf(r) == name && r.Param(chart.X) == labels[i]).MinBy(r => r.MeanNs ?? double.MaxValue) is { } row &&
                    chart.Y.Value(row) is { } value && double.IsFinite(value))
                {
                    var error = chart.Y.StdErr(row);
                    var x = chart.XFrom?.Value(row);
                    if (chart.XFrom is not null && (x is not { } px || !double.IsFinite(px)))
                    {
                        continue; // a trade-off point needs both values
                    }
                    points.Add(new ChartPoint(i, value, error is { } e && double.IsFinite(e) ? e : null) { X = x });
                }
            }
            if (points.Count > 0)
            {
                series.Add(new ChartSeries(name, points));
            }
        }
        if ((chart.XFrom is null ? labels.Count < 2 : series.Sum(s => s.Points.Count) < 2) || series.Count == 0)
        {
            return null;
        }
        var title = chart.Title + (chart.Where.Length > 0 ? $" ({chart.Where.Replace("&", ", ", StringComparison.Ordinal)})" : "");
        var hasErrors = series.Any(s => s.Points.Any(p => p.StdErr is not null));
        var errorLine = hasErrors
            ? "Error bars: ±1 standard error of the mean (BenchmarkDotNet's StdErr over the measured iterations)."
            : "No error bars: the results hold one value per row for this metric, no spread.";
        var join = labels.Count >= FewestToJoin;
        var caption = new List<string> { runLine, errorLine };
        if (!join)
        {
            caption.Add($"Markers only: {chart.X} was measured at {labels.Count} values ({string.Join(", ", labels)}), too few for a line between them to show a trend.");
        }
        else if (chart.XFrom is not null)
        {
            caption.Add($"Each line joins one row's cells over {chart.X} ({string.Join(", ", labels)}), in that order.");
        }
        return new ChartData(title, chart.XTitle, chart.YTitle, labels, numbers, series, [.. caption]) { JoinPoints = join };
    }

    /// <summary>
    /// The x values of a parameter axis as the parameters print them, once each: in ascending order with their numbers
    /// when every one is a number, else in ordinal order with no numbers (the axis is then categories).
    /// </summary>
    internal static (List<string> Labels, List<double>? Numbers) XAxis(IEnumerable<string> values)
    {
        var labels = values.Distinct().ToList();
        var numbers = labels.Select(x => double.TryParse(x, NumberStyles.Float, Inv, out var v) ? v : (double?)null).ToList();
        return numbers.All(n => n is not null)
            ? ([.. labels.Zip(numbers).OrderBy(p => p.Second!.Value).Select(p => p.First)], [.. numbers.Select(n => n!.Value).Order()])
            : ([.. labels.Order(StringComparer.Ordinal)], null);
    }
}
