using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E07;

/// <summary>
/// E07's probe record: how long each probe continuation waited for a pool thread, kept in a
/// <see cref="LatencyHistogram"/> (HdrHistogram, nanoseconds, 3 significant digits) and reported as the
/// reported-metric lines whose names and units E07's results have always carried, so old and new runs compare.
/// </summary>
/// <remarks>
/// One recorder at a time: the probe is one async loop, each sample recorded after the previous one, and the
/// metrics are read after that loop has finished (the task's completion orders the reads after the writes).
/// A wait the histogram cannot hold (negative, or above <see cref="HighestTrackableNs"/>) throws instead of being
/// dropped, so a broken record fails the run rather than reporting a distribution without it.
/// </remarks>
public sealed class ProbeLatency
{
    /// <summary>Largest wait the histogram tracks: one minute, far above any E07 invocation.</summary>
    public const long HighestTrackableNs = LatencyHistogram.HighestTrackableNs;

    /// <summary>Value resolution: 3 significant digits, so a reported percentile is within 0.1 % of the recorded value.</summary>
    public const int SignificantDigits = LatencyHistogram.SignificantDigits;

    /// <summary>The metrics, in the order they are reported: (metric id, column header, percentile or null for the count).</summary>
    public static readonly (string Id, string Column, double? Percentile)[] Columns =
    [
        ("ProbeP50Us", "Probe p50 µs", 50),
        ("ProbeP99Us", "Probe p99 µs", 99),
        ("ProbeP999Us", "Probe p99.9 µs", 99.9),
        ("ProbeSamples", "Probe samples", null),
    ];

    private readonly LatencyHistogram _waits = new("a probe wait", Columns);

    /// <summary>Waits recorded.</summary>
    public long Count => _waits.Count;

    /// <summary>Records one wait given in <see cref="System.Diagnostics.Stopwatch"/> ticks (converted to nanoseconds).</summary>
    /// <exception cref="ArgumentOutOfRangeException">The wait is negative or longer than <see cref="HighestTrackableNs"/>.</exception>
    public void RecordTicks(long stopwatchTicks) => _waits.RecordTicks(stopwatchTicks);

    /// <summary>Records one wait in nanoseconds.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The wait is negative or longer than <see cref="HighestTrackableNs"/>.</exception>
    public void RecordNs(long waitNs) => _waits.RecordNs(waitNs);

    /// <summary>The wait at <paramref name="percentile"/> (0–100), in microseconds, as HdrHistogram reports it.</summary>
    public double PercentileUs(double percentile) => _waits.PercentileUs(percentile);

    /// <summary>The metric values (id, column header, value); none when nothing was recorded.</summary>
    public IReadOnlyList<(string Id, string Column, double Value)> Metrics() => _waits.Metrics();

    /// <summary>Prints the metric lines the reported-metrics diagnoser turns into columns (nothing when nothing was recorded).</summary>
    public void Report() => _waits.Report();
}
