namespace PerfBuf.Lab;

/// <summary>One point of a chart line: which x value, the value drawn, and its standard error if the results hold one.</summary>
public sealed record ChartPoint(int XIndex, double Value, double? StdErr)
{
    /// <summary>A trade-off chart's x, taken from the row (<see cref="Chart.XFrom"/>); null on a parameter axis.</summary>
    public double? X { get; init; }
}
