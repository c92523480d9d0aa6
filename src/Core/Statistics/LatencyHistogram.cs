// Design: LatencyHistogram — a log-linear histogram of non-negative longs for latency percentiles.
//
// Bucket layout (SubBucketBits = k = 7, SubBuckets = 2^k = 128)
//   A value v is split into a power-of-two range and a linear position inside it:
//       shift = max(0, floor(log2 v) - k)             (0 for v < 2^(k+1) = 256)
//       index = shift * 128 + (v >> shift)
//   shift 0 holds 0..255 exactly (one value per counter). For shift s >= 1, v >> s lies in [128, 256), so range
//   [2^(s+7), 2^(s+8)) is cut into 128 linear sub-buckets of width 2^s, at indexes s*128 + 128 .. s*128 + 255.
//   The ranges tile [0, long.MaxValue] without gaps or overlaps; the largest index (shift 55, v >> 55 = 255) is
//   55*128 + 255, so the counts array has 56*128 + 128 = 7296 longs (57 KB), allocated once at construction.
//   Record is then: LeadingZeroCount, a shift, an add — O(1), no allocation, no loop.
//
// Error bound
//   A percentile is reported as the midpoint of the sub-bucket holding the exact order statistic x, clamped to
//   [Min, Max]. In a sub-bucket of width w = 2^s (s >= 1) every value is at least 128 w, and the midpoint is at
//   most w/2 away from x, so |reported - x| <= x / 256 (RelativeError, about 0.39%). Shift-0 sub-buckets hold one
//   value each: exact. Clamping only moves the answer towards x (x itself lies in [Min, Max]).
//
// Percentile definition: nearest rank. ValueAtPercentile(p) estimates the smallest recorded value v such that at
//   least p% of the recorded values are <= v, i.e. the value of rank max(1, ceil(p/100 * Count)) in sorted order;
//   p = 0 gives Min and p = 100 gives Max (both exact).
//
// Threading: not thread-safe, and deliberately without atomics (an Interlocked add per Record would cost more
//   than the rest of it and contend). One recorder per thread; Merge the histograms afterwards.
//
// Known weaknesses: the mean is kept exactly (Int128 sum) but other moments are not; percentile queries walk the
//   counts array (7296 entries), cheap for reporting and not meant for a hot path.

using System.Diagnostics;
using System.Numerics;
using System.Runtime.CompilerServices;

namespace PerfBuf.Core.Statistics;

/// <summary>
/// Log-linear histogram of non-negative values (nanoseconds, Stopwatch ticks…) with percentiles within
/// <see cref="RelativeError"/> of the exact order statistic. Not thread-safe: one per recording thread, then
/// <see cref="Merge"/>.
/// </summary>
[DebuggerDisplay("Count = {Count}")]
public sealed class LatencyHistogram
{
    /// <summary>log2 of the linear sub-buckets per power-of-two range.</summary>
    public const int SubBucketBits = 7;

    /// <summary>Linear sub-buckets per power-of-two range.</summary>
    public const int SubBuckets = 1 << SubBucketBits;

    /// <summary>Largest shift: long.MaxValue has its top bit at 62, so 62 - <see cref="SubBucketBits"/>.</summary>
    private const int MaxShift = 62 - SubBucketBits;

    /// <summary>Number of counters: every index of a non-negative long is below this.</summary>
    public const int BucketCount = (MaxShift + 1) * SubBuckets + SubBuckets;

    /// <summary>Bound on |reported − exact| / exact for any percentile (half a sub-bucket over its lowest value).</summary>
    public const double RelativeError = 1.0 / (2 * SubBuckets);

    private readonly long[] _counts = new long[BucketCount];
    private long _count;
    private long _min = long.MaxValue;
    private long _max = long.MinValue;
    private Int128 _sum;

    /// <summary>Values recorded.</summary>
    public long Count => _count;

    /// <summary>Smallest recorded value (exact).</summary>
    /// <exception cref="InvalidOperationException">The histogram is empty.</exception>
    public long Min
    {
        get
        {
            ThrowIfEmpty();
            return _min;
        }
    }

    /// <summary>Largest recorded value (exact).</summary>
    /// <exception cref="InvalidOperationException">The histogram is empty.</exception>
    public long Max
    {
        get
        {
            ThrowIfEmpty();
            return _max;
        }
    }

    /// <summary>Arithmetic mean of the recorded values (from an exact sum).</summary>
    /// <exception cref="InvalidOperationException">The histogram is empty.</exception>
    public double Mean
    {
        get
        {
            ThrowIfEmpty();
            return (double)_sum / _count;
        }
    }

    /// <summary>Counts one occurrence of <paramref name="value"/>. O(1), allocation-free.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="value"/> is negative.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Record(long value)
    {
        if (value < 0)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(value), value, "Latencies are non-negative.");
        }
        _counts[IndexOf(value)]++;
        _count++;
        _sum += value;
        if (value < _min)
        {
            _min = value;
        }
        if (value > _max)
        {
            _max = value;
        }
    }

    /// <summary>
    /// The value at <paramref name="percentile"/> (nearest rank: the smallest recorded value with at least that
    /// share of values at or below it), within <see cref="RelativeError"/> of the exact one and never outside
    /// [<see cref="Min"/>, <see cref="Max"/>].
    /// </summary>
    /// <param name="percentile">0 to 100 inclusive.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="percentile"/> is outside 0..100 or NaN.</exception>
    /// <exception cref="InvalidOperationException">The histogram is empty.</exception>
    public long ValueAtPercentile(double percentile)
    {
        if (!(percentile >= 0 && percentile <= 100))
        {
            ThrowHelper.ArgumentOutOfRange(nameof(percentile), percentile, "A percentile is between 0 and 100.");
        }
        ThrowIfEmpty();
        var rank = (long)Math.Ceiling(percentile / 100 * _count);
        rank = Math.Clamp(rank, 1, _count);
        long seen = 0;
        for (var i = 0; i < _counts.Length; i++)
        {
            seen += _counts[i];
            if (seen >= rank)
            {
                return Math.Clamp(MidpointOf(i), _min, _max);
            }
        }
        throw new UnreachableException("the counts sum to Count");
    }

    /// <summary>Forgets every recorded value (keeps the counts array).</summary>
    public void Reset()
    {
        Array.Clear(_counts);
        _count = 0;
        _sum = 0;
        _min = long.MaxValue;
        _max = long.MinValue;
    }

    /// <summary>Adds every value recorded in <paramref name="other"/> to this histogram (as if recorded here).</summary>
    public void Merge(LatencyHistogram other)
    {
        ArgumentNullException.ThrowIfNull(other);
        var source = other._counts;
        for (var i = 0; i < source.Length; i++)
        {
            _counts[i] += source[i];
        }
        _count += other._count;
        _sum += other._sum;
        _min = Math.Min(_min, other._min);
        _max = Math.Max(_max, other._max);
    }

    /// <summary>The counter index of a non-negative value (see the design note).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal static int IndexOf(long value)
    {
        // floor(log2 v) - k = (63 - lzcnt) - 7; v = 0 gives lzcnt 64, a negative shift, clamped to 0
        var shift = Math.Max(0, 63 - SubBucketBits - BitOperations.LeadingZeroCount((ulong)value));
        return (shift << SubBucketBits) + (int)(value >> shift);
    }

    /// <summary>Lowest value of the counter at <paramref name="index"/>.</summary>
    internal static long LowestOf(int index)
    {
        // above the exact range index >> k = shift + 1, because v >> shift has its top bit at k
        var shift = index < 2 * SubBuckets ? 0 : (index >> SubBucketBits) - 1;
        return (long)(index - (shift << SubBucketBits)) << shift;
    }

    /// <summary>Width of the counter at <paramref name="index"/> (how many values share it).</summary>
    internal static long WidthOf(int index) => index < 2 * SubBuckets ? 1 : 1L << ((index >> SubBucketBits) - 1);

    private static long MidpointOf(int index) => LowestOf(index) + (WidthOf(index) >> 1);

    private void ThrowIfEmpty()
    {
        if (_count == 0)
        {
            ThrowHelper.InvalidOperation("The histogram is empty: no value has been recorded.");
        }
    }
}
