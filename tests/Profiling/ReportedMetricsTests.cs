using PerfBuf.Profiling;

namespace PerfBuf.Tests.Profiling;

/// <summary>The line format a benchmark reports its own metrics in, as the host-side diagnoser reads it.</summary>
public sealed class ReportedMetricsTests
{
    [Theory]
    [InlineData("ProbeP99Us", "Probe p99 µs", 123.456)]
    [InlineData("DroppedPercent", "Dropped %", 0)]
    [InlineData("Big", "Big", 1.5e300)]
    public void A_metric_line_round_trips(string id, string column, double value)
    {
        var line = ReportedMetrics.Format(id, column, value);
        Assert.True(ReportedMetrics.TryParse(line, out var parsedId, out var parsedColumn, out var parsedValue));
        Assert.Equal((id, column, value), (parsedId, parsedColumn, parsedValue));
    }

    [Fact]
    public void A_prefixed_line_from_the_benchmark_process_still_parses()
    {
        // BDN's host may prefix the child's output lines; the prefix is searched, not anchored
        Assert.True(ReportedMetrics.TryParse("// " + ReportedMetrics.Format("X", "X col", 2), out var id, out _, out var value));
        Assert.Equal(("X", 2.0), (id, value));
    }

    [Theory]
    [InlineData("WorkloadActual   1: 16 op, 1000 ns, 62.5 ns/op")]
    [InlineData("// PerfBuf metric: only-an-id")]
    [InlineData("// PerfBuf metric: Id | Column | not-a-number")]
    [InlineData("// PerfBuf metric:  | Column | 1")]
    public void Other_lines_are_ignored(string line) =>
        Assert.False(ReportedMetrics.TryParse(line, out _, out _, out _));

    [Fact]
    public void Ids_with_the_separator_are_refused()
    {
        Assert.Throws<ArgumentException>(() => ReportedMetrics.Write("a|b", "c", 1));
        Assert.Throws<ArgumentException>(() => ReportedMetrics.Write("a", "c|d", 1));
    }

    [Fact]
    public void Every_launchs_values_are_kept_in_launch_order_and_a_new_case_starts_afresh()
    {
        var log = new MetricLaunchLog();
        string[] lines =
        [
            "// Benchmark: WakeUpBenchmarks.RawFutex: Full [IdleGapNs=1000000]",
            "// Launch: 1 / 3", ReportedMetrics.Format("WakeP50Us", "Wake p50 µs", 10), "WorkloadActual   1: 1 op, 5 ns, 5 ns/op",
            "// Launch: 2 / 3", ReportedMetrics.Format("WakeP50Us", "Wake p50 µs", 11), ReportedMetrics.Format("WakeP50Us", "Wake p50 µs", 12),
            "// Launch: 3 / 3", ReportedMetrics.Format("WakeP50Us", "Wake p50 µs", 13), ReportedMetrics.Format("WakeSamples", "Wake samples", 999),
        ];
        Assert.Equal(new[] { true, true, false, false, true, false, false, true, false, false }, lines.Select(log.Accept).ToArray());
        var values = log.Take();
        Assert.Equal(new[] { 10.0, 12.0, 13.0 }, values["WakeP50Us"]); // the last value of an id in a launch wins
        Assert.Equal(new[] { 999.0 }, values["WakeSamples"]);        // a launch without the id is left out of its list
        Assert.Empty(log.Take());

        // a metric line before any launch header, or of a case whose header came after, is not filed under the old case
        log.Accept(ReportedMetrics.Format("WakeP50Us", "Wake p50 µs", 1));
        log.Accept("// Benchmark: WakeUpBenchmarks.SpinThenPark: Full [IdleGapNs=1000000]");
        log.Accept("// Launch: 1 / 1");
        log.Accept(ReportedMetrics.Format("WakeP50Us", "Wake p50 µs", 20));
        Assert.Equal(new[] { 20.0 }, log.Take()["WakeP50Us"]);
    }
}
