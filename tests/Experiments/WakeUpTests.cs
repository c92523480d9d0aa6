using System.Diagnostics;
using System.Runtime.InteropServices;
using PerfBuf.Core.Native;
using PerfBuf.Core.Padding;
using PerfBuf.Experiments.E08;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// E08's rows at a tiny N: every row's run completes and verifies at both kinds of gap (spun and slept), records the
/// wake latencies of every invocation but the first, reports its metrics under the ids the definition's headlines
/// will read, and stops its waiter; a message with a wrong sequence number fails the run with
/// <see cref="BenchmarkVerificationException"/>. (Each benchmark case once, with a wrong expected value and with a
/// planted fault, is in <see cref="ExperimentsSmokeTests"/>.)
/// </summary>
public sealed class WakeUpTests
{
    private const int Messages = 8;

    public static TheoryData<WakeRow, long> RowsAndGaps()
    {
        var data = new TheoryData<WakeRow, long>();
        foreach (var row in Enum.GetValues<WakeRow>())
        {
            data.Add(row, 2_000);
            data.Add(row, 1_000_000);
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(RowsAndGaps))]
    public void Each_row_completes_verifies_and_records_every_invocation_but_the_first(WakeRow row, long idleGapNs)
    {
        if (!SupportedHere(row))
        {
            Assert.Throws<PlatformNotSupportedException>(() => new WakeRun(row, Messages, idleGapNs));
            return;
        }
        using var run = new WakeRun(row, Messages, idleGapNs);
        Assert.Equal(Messages, run.Invoke());
        Assert.True(run.Verified);
        Assert.Equal(0, run.Latency.Count); // the first invocation (BenchmarkDotNet's jitting one) is not recorded
        Assert.Empty(run.Metrics());
        Assert.Equal(Messages, run.Invoke());
        Assert.Equal(Messages, run.Latency.Count);
        Assert.Equal(Messages, run.InvokeUnrecorded()); // the crossings counting pass records nothing
        Assert.Equal(Messages, run.Latency.Count);
    }

    [Fact]
    public void The_metrics_carry_the_ids_and_columns_the_headlines_read()
    {
        using var run = new WakeRun(SupportedHere(WakeRow.RawFutex) ? WakeRow.RawFutex : WakeRow.SemaphoreSlim, Messages, 2_000);
        run.Invoke();
        run.Invoke();
        var metrics = run.Metrics();
        (string, string)[] latency =
        [
            ("WakeP50Us", "Wake p50 µs"), ("WakeP90Us", "Wake p90 µs"), ("WakeP99Us", "Wake p99 µs"),
            ("WakeP999Us", "Wake p99.9 µs"), ("WakeMaxUs", "Wake max µs"), ("WakeSamples", "Wake samples"),
        ];
        (string, string)[] expected = OperatingSystem.IsLinux() ? [.. latency, ("WaiterCpuPercent", "Waiter CPU %")] : latency;
        Assert.Equal(expected, metrics.Select(m => (m.Id, m.Column)));
        var values = metrics.ToDictionary(m => m.Id, m => m.Value);
        Assert.Equal(Messages, values["WakeSamples"]);
        Assert.True(values["WakeP50Us"] <= values["WakeP90Us"] && values["WakeP90Us"] <= values["WakeP99Us"]
                    && values["WakeP99Us"] <= values["WakeP999Us"] && values["WakeP999Us"] <= values["WakeMaxUs"]);
        if (OperatingSystem.IsLinux())
        {
            Assert.True(double.IsFinite(values["WaiterCpuPercent"]));
        }
    }

    [Theory]
    [InlineData(WakeRow.PureSpin)]
    [InlineData(WakeRow.ThreadPoolWorkItem)]
    [InlineData(WakeRow.TaskCompletionSourceAwait)]
    public void A_message_with_a_wrong_sequence_number_fails_the_run(WakeRow row)
    {
        using var run = new WakeRun(row, Messages, 2_000) { PlantWrongSequence = true };
        var error = Assert.Throws<BenchmarkVerificationException>(() => run.Invoke());
        Assert.Contains(row.ToString(), error.Message);
        Assert.False(run.Verified);
    }

    [Fact]
    public void The_handler_counts_a_sequence_number_that_is_not_the_next_one()
    {
        var handler = new WakeHandler();
        handler.Begin(recording: true);
        var stamp = Stopwatch.GetTimestamp();
        handler.Handle(new WakeMessage(1, stamp));
        handler.Handle(new WakeMessage(3, stamp)); // 2 and 3 swapped: the checksum cannot tell, the order check can
        handler.Handle(new WakeMessage(2, stamp));
        Assert.Equal(3, handler.Wakes);
        Assert.Equal(3, handler.Acknowledged);
        Assert.Equal(6, handler.Checksum);
        Assert.Equal(2, handler.OrderErrors);
        Assert.Null(handler.Fault);
        Assert.Equal(3, handler.Latency.Count);
    }

    [Fact]
    public void Bad_input_is_refused()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new WakeRun(WakeRow.PureSpin, 0, 2_000));
        Assert.Throws<ArgumentOutOfRangeException>(() => new WakeRun(WakeRow.PureSpin, Messages, -1));
        Assert.Throws<ArgumentOutOfRangeException>(() => new WakeRun(WakeRow.PureSpin, Messages, 1_500_000)); // not whole ms
    }

    [Fact]
    public void The_slot_is_one_cache_line_with_the_word_and_the_message_at_its_start()
    {
        Assert.Equal(CacheLine.Size, Marshal.SizeOf<WakeSlot>());
        Assert.Equal(0, Marshal.OffsetOf<WakeSlot>(nameof(WakeSlot.Word)).ToInt32());
        Assert.Equal(8, Marshal.OffsetOf<WakeSlot>(nameof(WakeSlot.Sequence)).ToInt32());
        Assert.Equal(16, Marshal.OffsetOf<WakeSlot>(nameof(WakeSlot.Stamp)).ToInt32());
    }

    /// <summary>False for the futex row where the futex is not available: it refuses to start there.</summary>
    private static bool SupportedHere(WakeRow row) => row != WakeRow.RawFutex || Futex.IsSupported;
}
