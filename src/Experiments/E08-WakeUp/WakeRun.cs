using System.Diagnostics;
using System.Runtime;
using PerfBuf.Core.Counters;
using PerfBuf.Core.Threading;
using PerfBuf.Core.Waiting;
using PerfBuf.Experiments.Harness;
using PerfBuf.Profiling;

namespace PerfBuf.Experiments.E08;

/// <summary>
/// One E08 row's work: the producer loop every row shares, over the row's <see cref="WakeStrategy"/> and the shared
/// <see cref="WakeHandler"/>. An invocation posts N messages, one at a time: for message i the producer waits until
/// message i − 1 is acknowledged, lets the idle gap pass (measured from the moment it saw the acknowledgement), stamps
/// the clock and posts. Then it checks the invocation: N wakes, the checksum N(N + 1)/2, no message out of order.
/// </summary>
/// <remarks>
/// <para>Idle gap: at least 1 ms is slept (<see cref="Thread.Sleep(int)"/>, whole milliseconds), a shorter one is spun
/// on the clock with the spin hint. The gap actually taken (from the acknowledgement seen to the stamp) is what the
/// CPU metric divides by.</para>
/// <para>Metrics (every invocation of the process after the first, which BenchmarkDotNet spends on jitting; never the
/// crossings counting pass, <see cref="InvokeUnrecorded"/>): the wake latency's percentiles from the handler's
/// histogram, and "Waiter CPU %": the CPU time the process used during those invocations minus the producer's own and
/// minus the time the runtime spent compiling on other threads (<see cref="JitInfo"/>: tier-up, not waiting), over the
/// sum of their idle gaps, × 100 (100 = one core busy all the idle time). Linux only (the CPU clocks,
/// <see cref="CpuClock"/>, read at both ends of each invocation); elsewhere that metric is left out.</para>
/// <para>Every wait of the producer is bounded: a message not acknowledged within <see cref="Deadline"/>, or a waiter
/// that failed, fails the invocation (<see cref="Check.Fail"/>) with what it waited for.</para>
/// </remarks>
public sealed class WakeRun : IRun
{
    /// <summary>The longest the producer waits for one acknowledgement.</summary>
    public static readonly TimeSpan Deadline = TimeSpan.FromSeconds(30);

    /// <summary>The CPU metric's id and column.</summary>
    public const string CpuMetricId = "WaiterCpuPercent";

    public const string CpuColumn = "Waiter CPU %";

    /// <summary>Gaps from this long up are slept rather than spun.</summary>
    public const long SleptGapNs = 1_000_000;

    /// <summary>How often (in back-off steps) a waiting producer checks the deadline and the waiter's health.</summary>
    private const int PollMask = 1023;

    private static readonly double NsPerTick = 1e9 / Stopwatch.Frequency;

    private readonly WakeHandler _handler = new();
    private readonly WakeStrategy _strategy;
    private readonly int _sleepMs;
    private readonly long _gapTicks;
    private readonly bool _cpuReadable = CpuClock.ProcessNs().HasValue && CpuClock.CurrentThreadNs().HasValue;
    private int _invocations;
    private long _waiterCpuNs;
    private long _idleTicks;

    /// <param name="row">The wait strategy.</param>
    /// <param name="messages">N, messages per invocation (at least 1).</param>
    /// <param name="idleGapNs">The idle gap before each message: under 1 ms, or a whole number of milliseconds.</param>
    public WakeRun(WakeRow row, int messages, long idleGapNs)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(messages, 1);
        ArgumentOutOfRangeException.ThrowIfNegative(idleGapNs);
        if (idleGapNs >= SleptGapNs && idleGapNs % SleptGapNs != 0)
        {
            throw new ArgumentOutOfRangeException(nameof(idleGapNs), idleGapNs, "a gap of 1 ms or more is slept in whole milliseconds");
        }
        Row = row;
        Messages = messages;
        _sleepMs = checked((int)(idleGapNs / SleptGapNs));
        _gapTicks = (long)Math.Ceiling(idleGapNs / NsPerTick);
        _strategy = WakeStrategies.Start(row, _handler);
    }

    public WakeRow Row { get; }

    /// <summary>N.</summary>
    public int Messages { get; }

    /// <summary>True once an invocation verified.</summary>
    public bool Verified { get; private set; }

    /// <summary>Test hook: post the middle message with a wrong sequence number, as <see cref="Check.PlantFault"/> does.</summary>
    internal bool PlantWrongSequence { get; init; }

    /// <summary>The wake latencies recorded so far (every invocation after the first).</summary>
    public LatencyHistogram Latency => _handler.Latency;

    /// <summary>One invocation; records its latencies and CPU unless it is the process's first.</summary>
    public long Invoke() => Run(record: ++_invocations > 1);

    /// <summary>One invocation that records nothing: the crossings counting pass.</summary>
    public long InvokeUnrecorded() => Run(record: false);

    /// <summary>Waiter CPU % over the recorded invocations; null when none was recorded or the CPU clocks are not available here.</summary>
    public double? WaiterCpuPercent => _cpuReadable && _idleTicks > 0 ? 100.0 * _waiterCpuNs / (_idleTicks * NsPerTick) : null;

    /// <summary>The metric values (id, column header, value): the latency metrics, then the CPU metric where there is one.</summary>
    public IReadOnlyList<(string Id, string Column, double Value)> Metrics() => MetricsOf(_handler.Latency, WaiterCpuPercent);

    /// <summary>Prints the metric lines the reported-metrics diagnoser turns into columns.</summary>
    public void Report() => Report(Metrics());

    /// <summary>An E08 row's metrics (this row's and the native row's alike): <paramref name="latency"/>'s, then the waiter's CPU where measured.</summary>
    internal static IReadOnlyList<(string Id, string Column, double Value)> MetricsOf(LatencyHistogram latency, double? waiterCpuPercent) =>
        waiterCpuPercent is { } cpu ? [.. latency.Metrics(), (CpuMetricId, CpuColumn, cpu)] : latency.Metrics();

    /// <summary>Prints <paramref name="metrics"/> as the lines the reported-metrics diagnoser turns into columns.</summary>
    internal static void Report(IReadOnlyList<(string Id, string Column, double Value)> metrics)
    {
        foreach (var (id, column, value) in metrics)
        {
            ReportedMetrics.Write(id, column, value);
        }
    }

    private long Run(bool record)
    {
        var handler = _handler;
        var strategy = _strategy;
        var n = Messages;
        var crossings = Crossings.Active;
        // a planted fault (Check.PlantFault) posts the middle message with the next one's sequence number
        var wrongAt = PlantWrongSequence || Check.Planted != 0 ? n / 2 + 1 : 0;
        var measureCpu = record && _cpuReadable;
        handler.Begin(record);
        var process0 = measureCpu ? CpuClock.ProcessNs().Value : 0;
        var thread0 = measureCpu ? CpuClock.CurrentThreadNs().Value : 0;
        var compiling0 = measureCpu ? OtherThreadsCompiling() : default;
        long idleTicks = 0;
        for (long i = 1; i <= n; i++)
        {
            var acknowledged = AwaitAcknowledged(i - 1);
            crossings?.Send((int)(i - 1));
            var stamp = IdleGap(acknowledged);
            idleTicks += stamp - acknowledged;
            strategy.Post(new WakeMessage(i == wrongAt ? i + 1 : i, stamp));
        }
        AwaitAcknowledged(n);
        if (measureCpu)
        {
            var compiling1 = OtherThreadsCompiling();
            var thread1 = CpuClock.CurrentThreadNs().Value; // the producer's first, the process's last: its interval holds the producer's
            var process1 = CpuClock.ProcessNs().Value;
            _waiterCpuNs += process1 - process0 - (thread1 - thread0) - (long)(compiling1 - compiling0).TotalNanoseconds;
            _idleTicks += idleTicks;
        }
        if (handler.Fault is { } fault)
        {
            Check.Fail($"{Row}: the handler failed: {fault.Message}");
        }
        Check.Equal(n, handler.Wakes, $"{Row}: wakes");
        Check.Equal((long)n * (n + 1) / 2, handler.Checksum, $"{Row}: checksum of the sequence numbers handled");
        Check.Equal(0, handler.OrderErrors, $"{Row}: messages handled out of order, lost or repeated");
        Verified = true;
        return handler.Wakes;
    }

    /// <summary>
    /// The time the runtime spent compiling code on threads other than this one so far (tier-up rejits of the hot
    /// methods run on its background compiler thread during the first invocations): not the waiter's work.
    /// </summary>
    private static TimeSpan OtherThreadsCompiling() =>
        JitInfo.GetCompilationTime(currentThread: false) - JitInfo.GetCompilationTime(currentThread: true);

    /// <summary>Waits (spin hints, then yields) until <paramref name="count"/> messages are acknowledged; returns when it saw it.</summary>
    private long AwaitAcknowledged(long count)
    {
        if (_handler.Acknowledged < count)
        {
            WaitSlow(count);
        }
        return Stopwatch.GetTimestamp();
    }

    private void WaitSlow(long count)
    {
        var backoff = new Backoff(Loops.SpinLimit);
        var started = Stopwatch.GetTimestamp();
        while (_handler.Acknowledged < count)
        {
            if ((backoff.Count & PollMask) == PollMask)
            {
                ThrowIfStuck(count, started);
            }
            backoff.Pause();
        }
    }

    private void ThrowIfStuck(long count, long started)
    {
        if (_strategy.Fault is { } fault)
        {
            Check.Fail($"{Row}: the waiter failed while the producer waited for message {count}'s acknowledgement: {fault.Message}");
        }
        if (Stopwatch.GetElapsedTime(started) > Deadline)
        {
            Check.Fail($"{Row}: message {count} was not acknowledged within {Deadline.TotalSeconds} s " +
                       $"({_handler.Acknowledged} of {Messages} acknowledged)");
        }
    }

    /// <summary>The idle gap from <paramref name="from"/>: slept (≥ 1 ms) or spun on the clock; returns the clock at its end.</summary>
    private long IdleGap(long from)
    {
        if (_sleepMs > 0)
        {
            Thread.Sleep(_sleepMs);
            return Stopwatch.GetTimestamp();
        }
        var until = from + _gapTicks;
        long now;
        while ((now = Stopwatch.GetTimestamp()) < until)
        {
            SpinHint.Pause();
        }
        return now;
    }

    public void Dispose() => _strategy.Dispose();
}
