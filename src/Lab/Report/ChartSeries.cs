namespace PerfBuf.Lab;

/// <summary>One line of a chart: its legend name and its points, in x order.</summary>
public sealed record ChartSeries(string Name, IReadOnlyList<ChartPoint> Points)
{
    /// <summary>
    /// The colour of the line, as an index into the chart's palette (Category10: 0 blue, 1 orange, 2 green, 3 red, 7 grey),
    /// where its meaning asks for one (a verdict); null: the line's place among the chart's lines.
    /// </summary>
    public int? ColorIndex { get; init; }
}
