using System.Diagnostics;
using HdrHistogram;
using PerfBuf.Profiling;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// A latency record for reported metrics: each sample (nanoseconds) goes into an HdrHistogram
/// (<see cref="LongHistogram"/>, <see cref="SignificantDigits"/> significant digits), read back as the reported-metric
/// lines a benchmark prints from its cleanup: one per column, a percentile in microseconds or the sample count.
/// </summary>
/// <remarks>
/// One recorder at a time: the caller records each sample after the previous one (one thread, or a hand-over that
/// orders them) and reads the metrics after the last sample is recorded. A sample the histogram cannot hold (negative,
/// or above <see cref="HighestTrackableNs"/>) throws instead of being dropped, so a broken record fails the run rather
/// than reporting a distribution without it.
/// </remarks>
public sealed class LatencyHistogram
{
    /// <summary>Largest sample the histogram tracks: one minute, far above any invocation's.</summary>
    public const long HighestTrackableNs = 60_000_000_000;

    /// <summary>Value resolution: 3 significant digits, so a reported percentile is within 0.1 % of the recorded value.</summary>
    public const int SignificantDigits = 3;

    private static readonly double NsPerTick = 1e9 / Stopwatch.Frequency;

    private readonly LongHistogram _samplesNs = new(HighestTrackableNs, SignificantDigits);
    private readonly string _sample;
    private readonly IReadOnlyList<(string Id, string Column, double? Percentile)> _columns;

    /// <param name="sample">What one sample is, for error messages ("a probe wait").</param>
    /// <param name="columns">The metrics, in the order they are reported: (metric id, column header, percentile 0–100
    /// in µs (100: the largest sample), or null for the sample count).</param>
    public LatencyHistogram(string sample, IReadOnlyList<(string Id, string Column, double? Percentile)> columns)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(sample);
        ArgumentNullException.ThrowIfNull(columns);
        _sample = sample;
        _columns = columns;
    }

    /// <summary>Samples recorded.</summary>
    public long Count => _samplesNs.TotalCount;

    /// <summary>Records one sample given in <see cref="Stopwatch"/> ticks (converted to nanoseconds).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The sample is negative or longer than <see cref="HighestTrackableNs"/>.</exception>
    public void RecordTicks(long stopwatchTicks) => RecordNs((long)(stopwatchTicks * NsPerTick));

    /// <summary>Records one sample in nanoseconds.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The sample is negative or longer than <see cref="HighestTrackableNs"/>.</exception>
    public void RecordNs(long sampleNs)
    {
        if (sampleNs is < 0 or > HighestTrackableNs)
        {
            throw new ArgumentOutOfRangeException(nameof(sampleNs), sampleNs,
                $"{_sample} lies between 0 and {HighestTrackableNs} ns; this one cannot be recorded");
        }
        _samplesNs.RecordValue(sampleNs);
    }

    /// <summary>The sample at <paramref name="percentile"/> (0–100), in microseconds, as HdrHistogram reports it.</summary>
    public double PercentileUs(double percentile) => _samplesNs.GetValueAtPercentile(percentile) / 1e3;

    /// <summary>The metric values (id, column header, value); none when nothing was recorded.</summary>
    public IReadOnlyList<(string Id, string Column, double Value)> Metrics() =>
        Count == 0
            ? []
            : [.. _columns.Select(c => (c.Id, c.Column, c.Percentile is { } p ? PercentileUs(p) : Count))];

    /// <summary>Prints the metric lines the reported-metrics diagnoser turns into columns (nothing when nothing was recorded).</summary>
    public void Report()
    {
        foreach (var (id, column, value) in Metrics())
        {
            ReportedMetrics.Write(id, column, value);
        }
    }
}
