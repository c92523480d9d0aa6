using BenchmarkDotNet.Columns;
using BenchmarkDotNet.Reports;

namespace PerfBuf.Profiling;

/// <summary>
/// A dimensionless count column (events per operation, or a plain count). Lower is better for every count we report.
/// </summary>
/// <remarks>
/// BDN groups metrics into columns by <see cref="Id"/> (MetricDescriptorEqualityComparer compares Ids only), so
/// one instance per Id is enough; <see cref="PriorityInCategory"/> orders our columns among themselves.
/// </remarks>
public sealed class CountMetricDescriptor : IMetricDescriptor
{
    public CountMetricDescriptor(string id, string displayName, string legend, int priorityInCategory, string numberFormat = "0.####")
    {
        Id = id;
        DisplayName = displayName;
        Legend = legend;
        PriorityInCategory = priorityInCategory;
        NumberFormat = numberFormat;
    }

    public string Id { get; }

    public string DisplayName { get; }

    public string Legend { get; }

    public string NumberFormat { get; }

    public UnitType UnitType => UnitType.Dimensionless;

    public string Unit => "Count";

    public bool TheGreaterTheBetter => false;

    public int PriorityInCategory { get; }

    /// <summary>Always true: a metric of ours exists only when it was measured (otherwise it is absent, never 0).</summary>
    public bool GetIsAvailable(Metric metric) => true;

    public override string ToString() => Id;
}
