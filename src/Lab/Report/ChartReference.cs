namespace PerfBuf.Lab;

/// <summary>
/// A horizontal reference line of a chart, drawn dashed and named in the legend: 1× on a ratio chart, a headline's target.
/// </summary>
/// <param name="Value">The y value the line marks.</param>
/// <param name="Label">What it marks ("target ≥ 2×"), as the legend names it.</param>
/// <param name="Target">A target (drawn in red); otherwise a plain reference such as 1× (grey).</param>
public sealed record ChartReference(double Value, string Label, bool Target = false)
{
    /// <summary>The one x category the line spans (a target that holds for one headline); null: across the chart.</summary>
    public int? XIndex { get; init; }
}
