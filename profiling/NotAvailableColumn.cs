using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace PerfBuf.Profiling;

/// <summary>
/// The column of a metric that a machine may be unable to measure: the metric's value where a benchmark has it,
/// <see cref="Text"/> where a benchmark ran and has none. BDN shows a metric column only when some benchmark has the
/// metric; this column is there whenever it is in the config, so a machine that cannot measure the metric (no PMU, not
/// Linux) shows the column saying "n/a" instead of leaving it out. The value is never made up: the JSON reports simply
/// have no such metric.
/// </summary>
/// <remarks>
/// Its <see cref="Id"/> is the metric's id, as for BDN's own <see cref="MetricColumn"/>: the summary keeps one column
/// per id (the first its column providers offer), so with the metric present in some report either column may be the
/// one shown, and both print the value the same way.
/// </remarks>
internal sealed class NotAvailableColumn(IMetricDescriptor descriptor) : IColumn
{
    /// <summary>What the column says for a benchmark without the metric.</summary>
    public const string Text = "n/a";

    private readonly IMetricDescriptor _descriptor = descriptor;
    private readonly MetricColumn _values = new(descriptor);

    public string Id => _descriptor.Id;

    public string ColumnName => _descriptor.DisplayName;

    public string Legend => _descriptor.Legend + $" ({Text}: not measurable here, see the diagnoser's closing lines)";

    public bool AlwaysShow => true;

    public ColumnCategory Category => ColumnCategory.Metric;

    public int PriorityInCategory => _descriptor.PriorityInCategory;

    public bool IsNumeric => true;

    public UnitType UnitType => _descriptor.UnitType;

    public bool IsDefault(Summary summary, BenchmarkCase benchmarkCase) => false;

    public bool IsAvailable(Summary summary) => true;

    public string GetValue(Summary summary, BenchmarkCase benchmarkCase) => GetValue(summary, benchmarkCase, SummaryStyle.Default);

    public string GetValue(Summary summary, BenchmarkCase benchmarkCase, SummaryStyle style)
    {
        ArgumentNullException.ThrowIfNull(summary);
        return summary[benchmarkCase] is { Success: true } report && !report.Metrics.ContainsKey(_descriptor.Id)
            ? Text
            : _values.GetValue(summary, benchmarkCase, style);
    }

    public override string ToString() => ColumnName;
}
