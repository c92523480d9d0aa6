namespace PerfBuf.Lab;

/// <summary>One point of a chart line: which x value, the value drawn, and its standard error if the results hold one.</summary>
public sealed record ChartPoint(int XIndex, double Value, double? StdErr);
