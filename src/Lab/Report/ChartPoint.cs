namespace PerfBuf.Lab;

/// <summary>
/// One point of a chart line: which x value, the value drawn, and its standard error if the results hold one (or,
/// instead, a range: <see cref="Low"/> … <see cref="High"/>).
/// </summary>
public sealed record ChartPoint(int XIndex, double Value, double? StdErr)
{
    /// <summary>A trade-off chart's x, taken from the row (<see cref="Chart.XFrom"/>); null on a parameter axis.</summary>
    public double? X { get; init; }

    /// <summary>The low end of a range bar (a headline's lowest ratio over launches); null: no range.</summary>
    public double? Low { get; init; }

    /// <summary>The high end of a range bar; null: no range.</summary>
    public double? High { get; init; }

    /// <summary>Where the error bar ends below: value − standard error, or the range's low end; null without a bar.</summary>
    public double? ErrorLow => StdErr is { } e ? Value - e : Low;

    /// <summary>Where the error bar ends above: value + standard error, or the range's high end; null without a bar.</summary>
    public double? ErrorHigh => StdErr is { } e ? Value + e : High;
}
