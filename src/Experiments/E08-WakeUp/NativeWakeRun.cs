using PerfBuf.Core.Native;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E08;

/// <summary>
/// E08's native row: the same wake, all in C (the native floor's futex wake, src/Native): a C waiter parked in a futex
/// wait on the message's sequence word, the measuring thread (in C for the invocation) waiting for the acknowledgement,
/// letting the idle gap pass (slept from 1 ms up, spun on the clock below), stamping CLOCK_MONOTONIC (the clock
/// Stopwatch reads), storing and always calling futex wake; the waiter reads the clock first and writes the latency.
/// The C side checks count, checksum and order, and this side checks them again (<see cref="NativeLoopRun"/>).
/// Metrics as <see cref="WakeRun"/> reports them, over every invocation after the first: the latencies from C into the
/// same histogram, and Waiter CPU % = the C waiter thread's own CPU time over the idle time, taken as the invocation's
/// elapsed time in C minus the sum of its wake latencies (what is left is the gaps and the acknowledgements' few
/// hundred nanoseconds).
/// </summary>
public sealed class NativeWakeRun : IRun
{
    private readonly NativeLoopRun _run;
    private readonly LatencyHistogram _latency = new("a wake latency", WakeHandler.LatencyColumns);
    private int _invocations;
    private long _waiterCpuNs;
    private long _idleNs;

    public NativeWakeRun(int messages, long idleGapNs)
    {
        Messages = messages;
        _run = new NativeLoopRun(new NativeRunConfig
        {
            Kind = NativeRunKind.FutexWake,
            Batch = 1,
            WorkerCpu = -1,
            Messages = messages,
            IdleGapNs = idleGapNs,
        }, messages, recordLatencies: true);
    }

    /// <summary>N.</summary>
    public int Messages { get; }

    /// <summary>True once an invocation verified.</summary>
    public bool Verified { get; private set; }

    public long Invoke()
    {
        var received = _run.Invoke();
        Verified = true;
        if (++_invocations > 1)
        {
            long latencies = 0;
            foreach (var ns in _run.LastLatenciesNs)
            {
                _latency.RecordNs(ns);
                latencies += ns;
            }
            _waiterCpuNs += _run.Last.WorkerCpuNs;
            _idleNs += Math.Max(0, _run.Last.ElapsedNs - latencies);
        }
        return received;
    }

    /// <summary>Prints the metric lines (<see cref="WakeRun"/>'s ids and columns); nothing before a recorded invocation.</summary>
    public void Report() =>
        WakeRun.Report(WakeRun.MetricsOf(_latency, _idleNs > 0 ? 100.0 * _waiterCpuNs / _idleNs : null));

    /// <summary>The crossings counting pass (counted in C), then the C waiter stopped.</summary>
    public void Dispose() => _run.Dispose();
}
