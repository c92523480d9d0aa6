using PerfBuf.Core.Statistics;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Core;

/// <summary>
/// LatencyHistogram: the bucket layout tiles the longs, percentiles stay within RelativeError of the exact nearest-rank
/// order statistic of a sorted copy (uniform, exponential, bimodal), edge values, errors, Merge, Reset, no allocation.
/// </summary>
public sealed class LatencyHistogramTests(ITestOutputHelper output)
{
    private static readonly double[] Percentiles =
        [0, 0.1, 1, 5, 10, 25, 33.3, 50, 66.7, 75, 90, 95, 99, 99.5, 99.9, 99.99, 100];

    /// <summary>Nearest rank, computed the way the histogram documents it.</summary>
    private static long ExactPercentile(long[] sorted, double percentile)
    {
        var rank = Math.Clamp((long)Math.Ceiling(percentile / 100 * sorted.Length), 1, sorted.Length);
        return sorted[rank - 1];
    }

    private void AssertWithinError(long[] values, LatencyHistogram histogram, string label)
    {
        var sorted = (long[])values.Clone();
        Array.Sort(sorted);
        Assert.Equal(sorted.Length, histogram.Count);
        Assert.Equal(sorted[0], histogram.Min);
        Assert.Equal(sorted[^1], histogram.Max);
        var random = new Random(11);
        var percentiles = Percentiles.Concat(Enumerable.Range(0, 200).Select(_ => random.NextDouble() * 100));
        double worst = 0;
        foreach (var p in percentiles)
        {
            var exact = ExactPercentile(sorted, p);
            var reported = histogram.ValueAtPercentile(p);
            Assert.InRange(reported, histogram.Min, histogram.Max);
            var error = Math.Abs((double)reported - exact);
            Assert.True(error <= exact * LatencyHistogram.RelativeError,
                $"{label} p{p}: reported {reported}, exact {exact} (error {error}, allowed {exact * LatencyHistogram.RelativeError})");
            if (exact > 0)
            {
                worst = Math.Max(worst, error / exact);
            }
        }
        output.WriteLine($"{label}: worst relative error {worst:P3} (bound {LatencyHistogram.RelativeError:P3})");
    }

    private static LatencyHistogram RecordAll(IEnumerable<long> values)
    {
        var histogram = new LatencyHistogram();
        foreach (var v in values)
        {
            histogram.Record(v);
        }
        return histogram;
    }

    [Fact]
    public void Buckets_tile_every_long_without_gap_or_overlap()
    {
        Assert.Equal(0, LatencyHistogram.LowestOf(0));
        for (var i = 0; i < LatencyHistogram.BucketCount - 1; i++)
        {
            Assert.Equal(i, LatencyHistogram.IndexOf(LatencyHistogram.LowestOf(i)));
            Assert.Equal(LatencyHistogram.LowestOf(i) + LatencyHistogram.WidthOf(i), LatencyHistogram.LowestOf(i + 1));
        }
        var last = LatencyHistogram.BucketCount - 1;
        Assert.Equal(last, LatencyHistogram.IndexOf(long.MaxValue));
        Assert.Equal(long.MaxValue, LatencyHistogram.LowestOf(last) + (LatencyHistogram.WidthOf(last) - 1));
    }

    [Fact]
    public void Every_value_falls_in_its_bucket()
    {
        var random = new Random(3);
        for (var i = 0; i < 100_000; i++)
        {
            var v = i < 1000 ? i : random.NextInt64(0, long.MaxValue) >> random.Next(63);
            var index = LatencyHistogram.IndexOf(v);
            Assert.InRange(index, 0, LatencyHistogram.BucketCount - 1);
            var low = LatencyHistogram.LowestOf(index);
            Assert.InRange(v, low, low + (LatencyHistogram.WidthOf(index) - 1));
        }
    }

    [Fact]
    public void Uniform_percentiles_within_stated_error()
    {
        var random = new Random(1);
        var values = Enumerable.Range(0, 200_000).Select(_ => random.NextInt64(0, 10_000_000)).ToArray();
        AssertWithinError(values, RecordAll(values), "uniform 0..10 ms");
    }

    [Fact]
    public void Exponential_percentiles_within_stated_error()
    {
        var random = new Random(2);
        var values = Enumerable.Range(0, 200_000)
            .Select(_ => (long)(-50_000 * Math.Log(1 - random.NextDouble()))).ToArray();
        AssertWithinError(values, RecordAll(values), "exponential mean 50 us");
    }

    [Fact]
    public void Bimodal_percentiles_within_stated_error()
    {
        var random = new Random(4);
        var values = Enumerable.Range(0, 200_000)
            .Select(_ => random.Next(10) == 0
                ? 1_000_000 + random.NextInt64(0, 200_000) // a slow mode: ~1 ms
                : 2_000 + random.NextInt64(0, 300))        // the fast mode: ~2 us
            .ToArray();
        AssertWithinError(values, RecordAll(values), "bimodal 2 us / 1 ms");
    }

    [Fact]
    public void Small_values_are_exact()
    {
        var values = Enumerable.Range(0, 256).Select(i => (long)i).Concat([0, 0, 1, 255]).ToArray();
        var histogram = RecordAll(values);
        var sorted = values.Order().ToArray();
        foreach (var p in Percentiles)
        {
            Assert.Equal(ExactPercentile(sorted, p), histogram.ValueAtPercentile(p));
        }
    }

    [Theory]
    [InlineData(0L)]
    [InlineData(1L)]
    [InlineData(255L)]
    [InlineData(256L)]
    [InlineData(123_456_789L)]
    [InlineData(long.MaxValue - 1)]
    [InlineData(long.MaxValue)]
    public void A_single_value_is_every_percentile_exactly(long value)
    {
        var histogram = RecordAll([value]);
        Assert.Equal(1, histogram.Count);
        Assert.Equal(value, histogram.Min);
        Assert.Equal(value, histogram.Max);
        Assert.Equal((double)value, histogram.Mean);
        foreach (var p in Percentiles)
        {
            Assert.Equal(value, histogram.ValueAtPercentile(p)); // clamped to [Min, Max]
        }
    }

    [Fact]
    public void Huge_values_keep_exact_extremes_and_mean_and_bounded_percentiles()
    {
        long[] values = [long.MaxValue, long.MaxValue - 1, long.MaxValue / 2, long.MaxValue / 3, 1L << 62, 0];
        var histogram = RecordAll(values);
        Assert.Equal(0, histogram.Min);
        Assert.Equal(long.MaxValue, histogram.Max);
        var exactMean = (double)values.Aggregate(Int128.Zero, (s, v) => s + v) / values.Length;
        Assert.Equal(exactMean, histogram.Mean); // the sum does not overflow
        AssertWithinError(values, histogram, "huge");
    }

    [Fact]
    public void Empty_histogram_reports_a_clear_error()
    {
        var histogram = new LatencyHistogram();
        Assert.Equal(0, histogram.Count);
        Assert.Contains("empty", Assert.Throws<InvalidOperationException>(() => histogram.ValueAtPercentile(50)).Message);
        Assert.Throws<InvalidOperationException>(() => histogram.Min);
        Assert.Throws<InvalidOperationException>(() => histogram.Max);
        Assert.Throws<InvalidOperationException>(() => histogram.Mean);
    }

    [Theory]
    [InlineData(-0.001)]
    [InlineData(100.001)]
    [InlineData(double.NaN)]
    [InlineData(double.PositiveInfinity)]
    public void Percentile_out_of_range_is_refused(double percentile)
    {
        var histogram = RecordAll([1, 2, 3]);
        Assert.Throws<ArgumentOutOfRangeException>(() => histogram.ValueAtPercentile(percentile));
    }

    [Fact]
    public void Negative_value_is_refused() =>
        Assert.Throws<ArgumentOutOfRangeException>(() => new LatencyHistogram().Record(-1));

    [Fact]
    public void Merge_equals_recording_both()
    {
        var random = new Random(5);
        var a = Enumerable.Range(0, 50_000).Select(_ => random.NextInt64(100, 5_000)).ToArray();
        var b = Enumerable.Range(0, 30_000).Select(_ => random.NextInt64(1_000, 9_000_000)).ToArray();
        var merged = RecordAll(a);
        merged.Merge(RecordAll(b));
        merged.Merge(new LatencyHistogram()); // merging an empty one changes nothing
        var both = RecordAll(a.Concat(b));
        Assert.Equal(both.Count, merged.Count);
        Assert.Equal(both.Min, merged.Min);
        Assert.Equal(both.Max, merged.Max);
        Assert.Equal(both.Mean, merged.Mean);
        for (var p = 0.0; p <= 100; p += 0.25)
        {
            Assert.Equal(both.ValueAtPercentile(p), merged.ValueAtPercentile(p));
        }
        var intoEmpty = new LatencyHistogram();
        intoEmpty.Merge(both);
        Assert.Equal(both.ValueAtPercentile(99), intoEmpty.ValueAtPercentile(99));
        AssertWithinError([.. a, .. b], merged, "merged");
    }

    [Fact]
    public void Reset_forgets_everything()
    {
        var histogram = RecordAll([5, 1_000, 1_000_000]);
        histogram.Reset();
        Assert.Equal(0, histogram.Count);
        Assert.Throws<InvalidOperationException>(() => histogram.ValueAtPercentile(50));
        histogram.Record(42);
        Assert.Equal(42, histogram.Min);
        Assert.Equal(42, histogram.Max);
        Assert.Equal(42, histogram.ValueAtPercentile(100));
    }

    [Fact]
    public void Record_allocates_nothing()
    {
        var histogram = new LatencyHistogram();
        var values = new long[4096];
        var random = new Random(6);
        for (var i = 0; i < values.Length; i++)
        {
            values[i] = random.NextInt64(0, long.MaxValue) >> random.Next(63);
        }
        for (var i = 0; i < 100_000; i++)
        {
            histogram.Record(values[i & 4095]); // warm-up: tiering
        }
        var before = GC.GetAllocatedBytesForCurrentThread();
        for (var i = 0; i < 1_000_000; i++)
        {
            histogram.Record(values[i & 4095]);
        }
        var allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.Equal(0, allocated);
        Assert.Equal(1_100_000, histogram.Count);
    }
}
