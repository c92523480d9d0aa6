namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// What a chart draws for one result row, and the standard error of that value where the results record one
/// (BenchmarkDotNet's StdErr of the mean time); a metric column has no spread in the results, so no error bar.
/// </summary>
/// <param name="Value">The value drawn; null when the row does not have it.</param>
/// <param name="StdErr">Its standard error, in the same unit; null when the results hold none.</param>
public sealed record ChartValue(Func<ResultRow, double?> Value, Func<ResultRow, double?> StdErr)
{
    /// <summary>Whether this value comes with a standard error (the chart then draws error bars).</summary>
    public bool HasError { get; init; }

    /// <summary>
    /// Mean time per operation in ns divided by <paramref name="per"/> (the messages one operation moves, say),
    /// with BenchmarkDotNet's standard error divided alike.
    /// </summary>
    public static ChartValue Time(Func<ResultRow, double>? per = null) =>
        new(r => r.MeanNs / Divisor(r, per), r => r.StdErrNs / Divisor(r, per)) { HasError = true };

    /// <summary>A metric column (a diagnoser's or one the benchmark reported) divided by <paramref name="per"/>; no error bar.</summary>
    public static ChartValue Metric(string id, Func<ResultRow, double>? per = null) =>
        new(r => r.Metrics.TryGetValue(id, out var v) ? v / Divisor(r, per) : null, _ => null);

    private static double Divisor(ResultRow row, Func<ResultRow, double>? per) => per?.Invoke(row) ?? 1;
}
