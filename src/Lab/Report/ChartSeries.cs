namespace PerfBuf.Lab;

/// <summary>One line of a chart: its legend name and its points, in x order.</summary>
public sealed record ChartSeries(string Name, IReadOnlyList<ChartPoint> Points);
