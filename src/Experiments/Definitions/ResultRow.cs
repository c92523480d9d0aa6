using System.Globalization;
using PerfBuf.Profiling;

namespace PerfBuf.Experiments.Definitions;

/// <summary>One benchmark's result as the lab reads it back.</summary>
public sealed class ResultRow
{
    public string Type { get; set; } = "";
    public string Method { get; set; } = "";
    public string Parameters { get; set; } = "";
    public bool Baseline { get; set; }
    public string Job { get; set; } = "";

    /// <summary>
    /// The GC the row ran under: <see cref="GcKind.Workstation"/> or <see cref="GcKind.Server"/> (both concurrent). A peer's
    /// row is measured under both in a full run (<see cref="PeerRowAttribute"/>); absent from results recorded before the
    /// lab ran any row under server GC, when every row ran under workstation GC, and read so.
    /// </summary>
    [System.Text.Json.Serialization.JsonConverter(typeof(System.Text.Json.Serialization.JsonStringEnumConverter<GcKind>))]
    public GcKind Gc { get; set; }
    public bool Success { get; set; }
    public double? MeanNs { get; set; }
    public double? MedianNs { get; set; }
    public double? StdDevNs { get; set; }
    public double? StdErrNs { get; set; }
    public int? Iterations { get; set; }
    public long? AllocatedBytesPerOp { get; set; }

    /// <summary>
    /// The mean of each launch's measured iterations (ns per operation, BenchmarkDotNet's result measurements, in
    /// launch order); one entry per launch. Absent from results recorded before the lab kept it: read as one launch.
    /// </summary>
    public List<double>? LaunchMeansNs { get; set; }

    /// <summary>
    /// Every measured iteration (ns per operation, BenchmarkDotNet's result measurements, outliers out), in launch order;
    /// absent from results recorded before the lab kept them.
    /// </summary>
    public List<double>? SamplesNs { get; set; }

    /// <summary>The launch means, or the overall mean as the only launch.</summary>
    public IReadOnlyList<double> Launches => LaunchMeansNs is { Count: > 0 } l ? l : MeanNs is { } m ? [m] : [];
    public double? Gen0Per1kOps { get; set; }
    /// <summary>Metric values by id; ids recorded under an older name are read as today's (<see cref="MetricIds.Canonical"/>).</summary>
    public Dictionary<string, double> Metrics { get => _metrics; set => _metrics = Canonical(value); }

    /// <summary>Metric display names by id, under today's ids like <see cref="Metrics"/>.</summary>
    public Dictionary<string, string> MetricNames { get => _metricNames; set => _metricNames = Canonical(value); }

    /// <summary>
    /// Each launch's value of every metric the benchmark reports itself (<c>ReportedMetrics</c>: wake percentiles, a
    /// probe's latency), by id, in launch order: what gives a metric headline its range over launches. Absent from
    /// results recorded before the lab kept it, and for metrics BenchmarkDotNet's diagnosers measure (one figure per row).
    /// </summary>
    public Dictionary<string, List<double>>? LaunchMetrics { get; set; }

    /// <summary>Each launch's value of metric <paramref name="metricId"/>, or <see cref="Metrics"/>' one figure where launches were not kept.</summary>
    public IReadOnlyList<double> MetricLaunches(string metricId) =>
        LaunchMetrics is { } launches && launches.TryGetValue(MetricIds.Canonical(metricId), out var values) && values.Count > 0 ? values
        : Metrics.TryGetValue(metricId, out var value) ? [value] : [];

    private Dictionary<string, double> _metrics = [];
    private Dictionary<string, string> _metricNames = [];

    private static Dictionary<string, T> Canonical<T>(Dictionary<string, T> byId) =>
        byId.Keys.All(k => MetricIds.Canonical(k) == k) ? byId : byId.ToDictionary(kv => MetricIds.Canonical(kv.Key), kv => kv.Value);

    public RowKey Key => new(Type, Method, Parameters);

    /// <summary>
    /// This row's baseline among <paramref name="rows"/>: same class and parameters, marked baseline, succeeded; where
    /// the baseline was measured under both GCs (a peer's), the faster.
    /// </summary>
    public ResultRow? FindBaseline(IEnumerable<ResultRow> rows) =>
        rows.Where(x => x.Type == Type && x.Baseline && x.Parameters == Parameters && x.Success).MinBy(x => x.MeanNs ?? double.MaxValue);

    /// <summary>
    /// What a headline of <paramref name="measure"/> reads of this row: its mean, its bytes per operation, or its metric
    /// <paramref name="metricId"/>; null where not measured.
    /// </summary>
    public double? Measured(HeadlineMeasure measure, string? metricId = null) => measure switch
    {
        HeadlineMeasure.Allocation => AllocatedBytesPerOp,
        HeadlineMeasure.Metric => metricId is not null && Metrics.TryGetValue(metricId, out var value) ? value : null,
        _ => MeanNs,
    };

    /// <summary>How many times faster than <paramref name="baseline"/> (its mean ÷ this mean), when both were measured.</summary>
    public double? SpeedupOver(ResultRow? baseline) =>
        MeanNs is { } mean && mean > 0 && baseline?.MeanNs is { } b ? b / mean : null;

    /// <summary>The value of parameter <paramref name="name"/> as printed ("Producers=2&amp;Polling=Eager" → "2"), or null.</summary>
    public string? Param(string name)
    {
        foreach (var part in Parameters.Split('&', StringSplitOptions.RemoveEmptyEntries))
        {
            var eq = part.IndexOf('=', StringComparison.Ordinal);
            if (eq > 0 && part.AsSpan(0, eq).SequenceEqual(name))
            {
                return part[(eq + 1)..];
            }
        }
        return null;
    }

    /// <summary>A parameter as a number (0 when absent or not numeric).</summary>
    public double Number(string name) =>
        double.TryParse(Param(name), NumberStyles.Float, CultureInfo.InvariantCulture, out var v) ? v : 0;

    /// <summary>True when every "name=value" of <paramref name="where"/> ("N=100000&amp;P=100") holds for this row.</summary>
    public bool Matches(string where) =>
        where.Split('&', StringSplitOptions.RemoveEmptyEntries).All(c =>
        {
            var eq = c.IndexOf('=', StringComparison.Ordinal);
            return eq > 0 && Param(c[..eq]) == c[(eq + 1)..];
        });

    public override string ToString() =>
        $"{Key}: {MeanNs?.ToString("0.###", CultureInfo.InvariantCulture) ?? "failed"} ns/op";
}
