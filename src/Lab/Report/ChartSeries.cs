namespace PerfBuf.Lab;

/// <summary>One line of a chart: its legend name and its points, in x order.</summary>
public sealed record ChartSeries(string Name, IReadOnlyList<ChartPoint> Points)
{
    /// <summary>Largest value ÷ smallest; infinity when a value is not positive (no log axis then).</summary>
    public double Span
    {
        get
        {
            var min = Points.Min(p => p.Value);
            return min > 0 ? Points.Max(p => p.Value) / min : double.PositiveInfinity;
        }
    }
}
