using System.Diagnostics;
using System.Text.Json;
using PerfBuf.Experiments.E07;
using PerfBuf.Lab;
using PerfBuf.Profiling;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// E07's probe record: the waits it is given come back as the percentiles, units and metric names E07's results
/// carry, within HdrHistogram's resolution; a wait it cannot hold fails instead of vanishing.
/// </summary>
public sealed class ProbeLatencyTests
{
    /// <summary>3 significant digits: a reported value is within 0.1 % of the recorded one.</summary>
    private const double Resolution = 1e-3;

    private static ProbeLatency RecordMicroseconds(IEnumerable<long> waitsUs)
    {
        var probe = new ProbeLatency();
        foreach (var us in waitsUs)
        {
            probe.RecordNs(us * 1_000);
        }
        return probe;
    }

    private static void AssertWithinResolution(double expected, double actual, string what) =>
        Assert.True(Math.Abs(actual - expected) <= expected * Resolution, $"{what}: expected {expected} within 0.1 %, got {actual}");

    [Fact]
    public void Percentiles_of_a_known_distribution_come_back_in_microseconds()
    {
        // 1 … 10 000 µs, each once: the nearest-rank p50, p99 and p99.9 are 5 000, 9 900 and 9 990 µs
        var probe = RecordMicroseconds(Enumerable.Range(1, 10_000).Select(i => (long)i).Reverse());
        var metrics = probe.Metrics().ToDictionary(m => m.Id, m => m.Value);
        AssertWithinResolution(5_000, metrics["ProbeP50Us"], "p50");
        AssertWithinResolution(9_900, metrics["ProbeP99Us"], "p99");
        AssertWithinResolution(9_990, metrics["ProbeP999Us"], "p99.9");
        Assert.Equal(10_000, metrics["ProbeSamples"]);
    }

    [Fact]
    public void A_skewed_distribution_keeps_its_tail()
    {
        // 990 fast waits of 5 µs and 10 slow ones of 20 ms: p50 is fast, p99.9 is the slow tail
        var probe = RecordMicroseconds([.. Enumerable.Repeat(5L, 990), .. Enumerable.Repeat(20_000L, 10)]);
        AssertWithinResolution(5, probe.PercentileUs(50), "p50");
        AssertWithinResolution(5, probe.PercentileUs(99), "p99");
        AssertWithinResolution(20_000, probe.PercentileUs(99.9), "p99.9");
    }

    [Fact]
    public void Stopwatch_ticks_are_converted_to_nanoseconds()
    {
        var probe = new ProbeLatency();
        probe.RecordTicks(Stopwatch.Frequency / 1_000); // one millisecond
        AssertWithinResolution(1_000, probe.PercentileUs(50), "1 ms in µs");
    }

    [Theory]
    [InlineData(-1L)]
    [InlineData(ProbeLatency.HighestTrackableNs + 1)]
    public void A_wait_the_histogram_cannot_hold_is_refused_not_dropped(long waitNs)
    {
        var probe = new ProbeLatency();
        Assert.Throws<ArgumentOutOfRangeException>(() => probe.RecordNs(waitNs));
        Assert.Equal(0, probe.Count);
    }

    [Fact]
    public void The_longest_trackable_wait_is_recorded()
    {
        var probe = new ProbeLatency();
        probe.RecordNs(ProbeLatency.HighestTrackableNs);
        AssertWithinResolution(ProbeLatency.HighestTrackableNs / 1e3, probe.PercentileUs(100), "max");
    }

    [Fact]
    public void Nothing_recorded_reports_nothing()
    {
        Assert.Empty(new ProbeLatency().Metrics());
    }

    [Fact]
    public void Metric_lines_parse_back_as_the_diagnoser_reads_them()
    {
        var probe = RecordMicroseconds([10, 20, 30]);
        foreach (var (id, column, value) in probe.Metrics())
        {
            Assert.True(ReportedMetrics.TryParse(ReportedMetrics.Format(id, column, value), out var parsedId, out var parsedColumn, out var parsedValue));
            Assert.Equal((id, column, value), (parsedId, parsedColumn, parsedValue));
        }
    }

    [Fact]
    public void The_metric_names_and_units_are_the_ones_the_committed_E07_results_carry()
    {
        // old and new runs stay comparable: same ids, same column headers (and so the same units)
        var results = RepoPaths.Discover().Results;
        var files = Directory.EnumerateFiles(results, "*MiniBatchingBenchmarks-lab.json", SearchOption.AllDirectories)
            .Where(f => f.Contains($"{Path.DirectorySeparatorChar}E07{Path.DirectorySeparatorChar}", StringComparison.Ordinal))
            .ToList();
        Assert.NotEmpty(files);
        var expected = ProbeLatency.Columns.Select(c => (c.Id, c.Column)).ToList();
        foreach (var file in files)
        {
            var rows = JsonSerializer.Deserialize<LabJsonFile>(File.ReadAllText(file), LabJsonFile.JsonOptions)!.Rows;
            foreach (var row in rows.Where(r => r.MetricNames.Keys.Any(k => k.StartsWith("Probe", StringComparison.Ordinal))))
            {
                var committed = row.MetricNames.Where(kv => kv.Key.StartsWith("Probe", StringComparison.Ordinal))
                    .Select(kv => (kv.Key, kv.Value)).OrderBy(p => p.Key, StringComparer.Ordinal).ToList();
                Assert.Equal(expected.OrderBy(p => p.Id, StringComparer.Ordinal), committed);
            }
        }
    }
}
