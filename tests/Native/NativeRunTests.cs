using PerfBuf.Core.Native;

namespace PerfBuf.Tests.Native;

/// <summary>
/// The C loops under the lab's stress checks: every message arrives once, in order (the C consumer checks each value
/// against the expected next one; the count and checksum are checked here too), at the smallest capacities, where the
/// producer meets a full ring on almost every message; crossings are counted from real thread ids; a planted fault in
/// the C work is caught and never hangs; a run is reusable and its disposal is final.
/// </summary>
public sealed class NativeRunTests
{
    private static NativeRunConfig Config(NativeRunKind kind, long messages, int capacity = 0, int batch = 1, int oneLine = 0, long gapNs = 0) =>
        new() { Kind = kind, Capacity = capacity, Batch = batch, OneLine = oneLine, WorkerCpu = -1, Messages = messages, IdleGapNs = gapNs };

    private static void AssertAllArrived(NativeRunResult result, long n, long checksum)
    {
        Assert.Equal(n, result.Received);
        Assert.Equal(checksum, result.Checksum);
        Assert.Equal(0, result.OrderErrors);
        Assert.Equal(0, result.FirstErrorAt);
    }

    [NativeTheory]
    [InlineData(2, 1)]
    [InlineData(4, 1)]
    [InlineData(4, 4)]
    [InlineData(2, 2)]
    [InlineData(1024, 1)]
    [InlineData(1024, 64)]
    [InlineData(65536, 64)]
    public void Stream_delivers_every_message_once_in_order(int capacity, int batch)
    {
        // a ring of 2 or 4 slots meets a full ring on almost every message: the back-off yields, so fewer messages there
        long n = capacity <= 4 ? 20_000 : 300_000;
        using var run = new NativeRun(Config(NativeRunKind.Stream, n, capacity, batch));
        for (var invocation = 0; invocation < 3; invocation++)
        {
            var result = run.Invoke(NativeRunFlags.None, [], out var status);
            Assert.Equal(NativeRun.Ok, status);
            AssertAllArrived(result, n, n * (n + 1) / 2);
            Assert.True(result.ElapsedNs > 0);
        }
    }

    [NativeTheory]
    [InlineData(NativeRunKind.LinePingPong, 0)]
    [InlineData(NativeRunKind.LinePingPong, 1)]
    [InlineData(NativeRunKind.RingPingPong, 0)]
    [InlineData(NativeRunKind.SlotPingPong, 0)]
    public void Ping_pong_serves_every_round_trip(NativeRunKind kind, int oneLine)
    {
        const long n = 20_000;
        using var run = new NativeRun(Config(kind, n, kind == NativeRunKind.LinePingPong ? 0 : 2, oneLine: oneLine));
        var result = run.Invoke(NativeRunFlags.None, [], out var status);
        Assert.Equal(NativeRun.Ok, status);
        AssertAllArrived(result, n, oneLine == 1 ? n * n : n * (n + 1) / 2);
    }

    [NativeTheory]
    [InlineData(NativeRunKind.Stream, 1.0)]
    [InlineData(NativeRunKind.RingPingPong, 2.0)]
    [InlineData(NativeRunKind.LinePingPong, 2.0)]
    [InlineData(NativeRunKind.FutexWake, 1.0)]
    public void Crossings_are_counted_per_hop_from_thread_ids(NativeRunKind kind, double perMessage)
    {
        const long n = 2_000;
        using var run = new NativeRun(Config(kind, n, kind is NativeRunKind.Stream or NativeRunKind.RingPingPong ? 64 : 0));
        var plain = run.Invoke(NativeRunFlags.None, [], out _);
        Assert.Equal(0, plain.Hops); // counted only in the counting pass
        var counted = run.Invoke(NativeRunFlags.CountCrossings, [], out var status);
        Assert.Equal(NativeRun.Ok, status);
        Assert.Equal((long)(perMessage * n), counted.Hops);
        Assert.Equal((long)(perMessage * n), counted.Crossings); // the C worker is always another thread than the caller
    }

    [NativeTheory]
    [InlineData(NativeRunKind.Stream)]
    [InlineData(NativeRunKind.LinePingPong)]
    [InlineData(NativeRunKind.RingPingPong)]
    [InlineData(NativeRunKind.SlotPingPong)]
    [InlineData(NativeRunKind.FutexWake)]
    public void A_planted_fault_in_the_C_work_is_caught_without_hanging(NativeRunKind kind)
    {
        const long n = 1_000;
        using var run = new NativeRun(Config(kind, n, kind is NativeRunKind.Stream or NativeRunKind.RingPingPong or NativeRunKind.SlotPingPong ? 16 : 0));
        var result = run.Invoke(NativeRunFlags.PlantFault, [], out var status);
        var caught = status == NativeRun.VerifyFailed || result.OrderErrors > 0 || result.Checksum != n * (n + 1) / 2 || result.Received != n;
        Assert.True(caught, $"{kind}: the planted fault left no trace (status {status}, received {result.Received}, checksum {result.Checksum})");
        // and the run is still usable afterwards
        var clean = run.Invoke(NativeRunFlags.None, [], out status);
        Assert.Equal(NativeRun.Ok, status);
        AssertAllArrived(clean, n, n * (n + 1) / 2);
    }

    [NativeFact]
    public void A_futex_wake_records_one_latency_per_message()
    {
        const long n = 200;
        using var run = new NativeRun(Config(NativeRunKind.FutexWake, n, gapNs: 20_000));
        var latencies = new long[n];
        var result = run.Invoke(NativeRunFlags.None, latencies, out var status);
        Assert.Equal(NativeRun.Ok, status);
        AssertAllArrived(result, n, n * (n + 1) / 2);
        Assert.All(latencies, l => Assert.True(l > 0, "a latency the waiter did not record"));
        Assert.True(result.WorkerCpuNs >= 0);
    }

    [NativeFact]
    public void A_disposed_run_refuses_another_invocation()
    {
        var run = new NativeRun(Config(NativeRunKind.Stream, 100, 8));
        run.Dispose();
        run.Dispose(); // idempotent
        Assert.Throws<ObjectDisposedException>(() => run.Invoke(NativeRunFlags.None, [], out _));
    }

    [NativeFact]
    public unsafe void Futex_wait_returns_at_once_when_the_value_differs_and_times_out_otherwise()
    {
        var word = 5;
        Assert.Equal(0, NativeFloor.FutexWait(&word, 4, -1));
        Assert.Equal(-6, NativeFloor.FutexWait(&word, 5, 1_000_000)); // PB_E_TIMEOUT after 1 ms, nobody wakes it
        Assert.Equal(0, NativeFloor.FutexWake(&word, 1)); // nobody waits
    }

    [NativeFact]
    public void The_clock_is_the_one_Stopwatch_reads()
    {
        if (!OperatingSystem.IsLinux())
        {
            return;
        }
        // both read CLOCK_MONOTONIC in ns on Linux: a native stamp lies between two managed ones
        var before = System.Diagnostics.Stopwatch.GetTimestamp();
        var native = NativeFloor.ClockNs();
        var after = System.Diagnostics.Stopwatch.GetTimestamp();
        Assert.Equal(1_000_000_000, System.Diagnostics.Stopwatch.Frequency);
        Assert.InRange(native, before, after);
    }
}
