using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Reports;

namespace PerfBuf.Profiling;

/// <summary>
/// Puts a warning into the summary, next to the benchmark it concerns, for each benchmark whose
/// <paramref name="metricId"/> metric is above zero (e.g. threads a diagnoser could not follow).
/// </summary>
/// <param name="id">The analyser's id: the diagnoser's name.</param>
/// <param name="metricId">The count metric that flags a problem.</param>
/// <param name="message">The warning, from the metric's value and the benchmark's display name.</param>
internal sealed class MetricWarningAnalyser(string id, string metricId, Func<double, string, string> message) : IAnalyser
{
    public string Id { get; } = id;

    private string MetricId { get; } = metricId;

    public IEnumerable<Conclusion> Analyse(Summary summary)
    {
        ArgumentNullException.ThrowIfNull(summary);
        foreach (var report in summary.Reports)
        {
            if (report.Metrics.TryGetValue(MetricId, out var metric) && metric.Value > 0)
            {
                yield return Conclusion.CreateWarning(Id, message(metric.Value, report.BenchmarkCase.DisplayInfo), report);
            }
        }
    }

    public override bool Equals(object? obj) => obj is MetricWarningAnalyser other && other.Id == Id && other.MetricId == MetricId;

    public override int GetHashCode() => HashCode.Combine(Id, MetricId);
}
