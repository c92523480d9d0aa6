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
}
