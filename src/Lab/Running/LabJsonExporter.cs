using System.Text.Json;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using PerfBuf.Profiling;

namespace PerfBuf.Lab;

/// <summary>
/// Writes <c>&lt;Type&gt;-lab.json</c>: one row per benchmark with the numbers the write-ups are generated
/// from (mean per operation, allocation per operation, every diagnoser metric by id, the baseline flag).
/// BDN's brief JSON has no diagnoser metrics and its full JSON carries every measurement; this file is the
/// small, committed middle.
/// </summary>
public sealed class LabJsonExporter : ExporterBase
{
    public static readonly LabJsonExporter Default = new();

    protected override string FileExtension => "json";

    protected override string FileCaption => "lab";

    public override void ExportToLog(Summary summary, ILogger logger)
    {
        var rows = summary.Reports.Select(report =>
        {
            var bc = report.BenchmarkCase;
            var stats = report.ResultStatistics;
            return new ResultRow
            {
                Type = bc.Descriptor.Type.Name,
                Method = bc.Descriptor.WorkloadMethod.Name,
                Parameters = bc.Parameters.PrintInfo,
                Baseline = bc.Descriptor.Baseline,
                Job = bc.Job.ResolvedId,
                // an in-process case runs in this process, under its GC; any other under its job's
                Gc = bc.Job.Infrastructure.Toolchain is BenchmarkDotNet.Toolchains.InProcess.Emit.InProcessEmitToolchain
                    ? (System.Runtime.GCSettings.IsServerGC ? GcKind.Server : GcKind.Workstation)
                    : LabConfig.GcOf(bc.Job),
                Success = report.Success && stats is not null,
                MeanNs = stats?.Mean,
                MedianNs = stats?.Median,
                StdDevNs = stats?.StandardDeviation,
                StdErrNs = stats?.StandardError,
                Iterations = stats?.N,
                LaunchMeansNs = LaunchMeans(report),
                SamplesNs = Samples(report),
                AllocatedBytesPerOp = bc.Config.HasMemoryDiagnoser() ? report.GcStats.GetBytesAllocatedPerOperation(bc) : null,
                Gen0Per1kOps = report.GcStats.TotalOperations > 0 ? report.GcStats.Gen0Collections * 1000.0 / report.GcStats.TotalOperations : null,
                Metrics = MetricValues(report),
                MetricNames = report.Metrics.Values.ToDictionary(m => m.Descriptor.Id, m => m.Descriptor.DisplayName),
                LaunchMetrics = ReportedMetricsDiagnoser.Default.LaunchValues(bc) is { Count: > 0 } launches
                    ? launches.ToDictionary(kv => kv.Key, kv => kv.Value)
                    : null,
            };
        }).ToList();
        logger.WriteLine(JsonSerializer.Serialize(new LabJsonFile { Title = summary.Title, Rows = rows }, LabJsonFile.JsonOptions));
    }

    /// <summary>
    /// Every metric of the row by id: a diagnoser's as BenchmarkDotNet measured it; one the benchmark reports itself, the
    /// mean of its launches' values where it reported in each (BenchmarkDotNet keeps the last launch's), so the tables
    /// and the headline read the same figure as the range over launches is taken around.
    /// </summary>
    private static Dictionary<string, double> MetricValues(BenchmarkReport report)
    {
        var launches = ReportedMetricsDiagnoser.Default.LaunchValues(report.BenchmarkCase);
        return report.Metrics.Values.ToDictionary(m => m.Descriptor.Id,
            m => launches.TryGetValue(m.Descriptor.Id, out var values) && values.Count > 0 ? values.Average() : m.Value);
    }

    /// <summary>
    /// Every result measurement (overhead removed, outliers out) in ns per operation, in launch and iteration order, rounded
    /// to 4 significant digits (the tests that read them need no more, and the file stays small): what `lab compare`'s
    /// Mann–Whitney test reads.
    /// </summary>
    public static List<double>? Samples(BenchmarkReport report)
    {
        var samples = report.GetResultRuns()
            .Where(m => m.Operations > 0)
            .Select(m => double.Parse((m.Nanoseconds / m.Operations).ToString("G4", System.Globalization.CultureInfo.InvariantCulture), System.Globalization.CultureInfo.InvariantCulture))
            .ToList();
        return samples.Count > 0 ? samples : null;
    }

    /// <summary>Each launch's mean over BenchmarkDotNet's result measurements (overhead removed, outliers out), in ns per operation.</summary>
    public static List<double>? LaunchMeans(BenchmarkReport report)
    {
        var launches = report.GetResultRuns()
            .Where(m => m.Operations > 0)
            .GroupBy(m => m.LaunchIndex)
            .OrderBy(g => g.Key)
            .Select(g => g.Average(m => m.Nanoseconds / m.Operations))
            .ToList();
        return launches.Count > 0 ? launches : null;
    }
}
