using PerfBuf.Core.Counters;
using PerfBuf.Experiments.Harness;
using PerfBuf.Remote;

namespace PerfBuf.Experiments.E15;

/// <summary>
/// One E15 benchmark class's row in progress: its far node and client (<see cref="RemoteSession"/>), started by the
/// row's [GlobalSetup] and stopped by the cleanup after the crossings counting pass; the workloads with their checks
/// (a wrong sum throws, a lost message ends the invocation with a RemoteException: no number either way) and R3's
/// latency record.
/// </summary>
internal sealed class RemoteBench
{
    private RemoteSession? _session;
    private Func<long>? _invocation;
    private int _slots;
    private long _operations;
    private bool _verified;
    private LatencyHistogram? _latency;
    private long[] _latencies = [];
    private int _invocations;

    /// <summary>R3's metrics: round trip percentiles in µs and the sample count.</summary>
    public static readonly (string Id, string Column, double? Percentile)[] LatencyColumns =
    [
        ("RttP50Us", "RTT p50 µs", 50),
        ("RttP99Us", "RTT p99 µs", 99),
        ("RttP999Us", "RTT p99.9 µs", 99.9),
        ("RttSamples", "RTT samples", null),
    ];

    /// <summary>Starts <paramref name="row"/>'s node and client; <paramref name="invocation"/> is the row's benchmark
    /// method, run once more as the crossings counting pass (<paramref name="slots"/> slots, <paramref name="operations"/>
    /// operations per invocation), on loopback or between namespace hosts (<paramref name="hosts"/>).</summary>
    public void Start(RemoteRow row, Func<long> invocation, int slots, long operations, RemoteHosts hosts = RemoteHosts.Loopback)
    {
        _session = RemoteSession.StartAsync(row, hosts: hosts).GetAwaiter().GetResult();
        _invocation = invocation;
        _slots = slots;
        _operations = operations;
    }

    private RemoteSession Session => _session ?? throw new InvalidOperationException("the row's setup did not run");

    /// <summary>R1: values 1 … M one way, each answered; checks the sum M(M + 1)/2.</summary>
    public long Stream(int messages)
    {
        var sum = Session.Run(c => c.Stream(messages, RemoteSession.Timeout));
        Check.Equal(Triangle(messages), sum, $"R1: the sum of {messages} answers");
        _verified = true;
        return sum;
    }

    /// <summary>R2: <paramref name="pairs"/> clients × <paramref name="requestsPerClient"/> requests; checks the sum.</summary>
    public long Echo(int pairs, int requestsPerClient)
    {
        Session.Client.PrepareEcho(pairs);
        var sum = Session.Run(c => c.Echo(pairs, requestsPerClient, RemoteSession.Timeout));
        Check.Equal(Triangle((long)pairs * requestsPerClient), sum, $"R2: the sum of {pairs} × {requestsPerClient} answers");
        _verified = true;
        return sum;
    }

    /// <summary>
    /// R3: <paramref name="requests"/> round trips in turn, each after a pause of <paramref name="gap"/>, each recorded (every invocation after the process's first:
    /// that one warms the path); checks the sum.
    /// </summary>
    public long RoundTrips(int requests, TimeSpan gap)
    {
        if (_latencies.Length < requests)
        {
            _latencies = new long[requests];
        }
        var latencies = _latencies;
        var sum = Session.Run(c => c.RoundTrips(requests, gap, latencies, RemoteSession.Timeout));
        Check.Equal(Triangle(requests), sum, $"R3: the sum of {requests} answers");
        _verified = true;
        if (Crossings.IsCounting)
        {
            return sum;
        }
        if (_invocations++ > 0)
        {
            _latency ??= new LatencyHistogram("a round trip", LatencyColumns);
            for (var k = 0; k < requests; k++)
            {
                _latency.RecordTicks(latencies[k]);
            }
        }
        return sum;
    }

    /// <summary>The syscall metrics: system calls per operation in this process and in the far node's.</summary>
    public static readonly (string Id, string Column)[] SyscallColumns =
    [
        ("SyscallsPerOp", "Syscalls/op"),
        ("FarSyscallsPerOp", "Far syscalls/op"),
    ];

    /// <summary>
    /// System calls by kind, each counted on its own tracepoints (syscalls:sys_enter_*) in the same pass; "other" is the
    /// total less every kind named. Reported per operation for each process (metric ids: Sys{Kind}PerOp here,
    /// FarSys{Kind}PerOp in the far node).
    /// </summary>
    public static readonly (string Kind, string[] Calls)[] SyscallKinds =
    [
        ("Send", ["sendto", "sendmsg", "write", "writev"]),
        ("Receive", ["recvfrom", "recvmsg", "read", "readv"]),
        ("Futex", ["futex"]),
        ("Epoll", ["epoll_wait", "epoll_pwait", "epoll_pwait2", "epoll_ctl"]),
        ("Sleep", ["sched_yield", "nanosleep", "clock_nanosleep"]),
    ];

    /// <summary>Every metric the syscall pass reports: the totals, then each kind and "other", here and far.</summary>
    public static IEnumerable<(string Id, string Column)> SyscallMetrics =>
        SyscallColumns.Concat(new[] { ("", "here"), ("Far", "far") }.SelectMany(side =>
            SyscallKinds.Select(k => k.Kind).Append("Other").Select(kind =>
                ($"{side.Item1}Sys{kind}PerOp", $"{(side.Item1.Length == 0 ? "" : "Far ")}{kind.ToLowerInvariant()}/op"))));

    /// <summary>
    /// The latency metrics (R3), then the syscall pass (one more invocation with the raw_syscalls:sys_enter tracepoint
    /// counted on every thread of both processes), then the counting pass, then the node and client stopped.
    /// </summary>
    public void Stop()
    {
        try
        {
            if (_verified)
            {
                _latency?.Report();
                if (!Scale.Smoke)
                {
                    CountSyscalls();
                }
            }
        }
        catch
        {
            StopSession(); // a failed syscall pass still stops the node and removes its namespaces
            throw;
        }
        CrossingsCleanup.CountThenStop(_verified, _slots, _operations, _invocation, StopSession);
    }

    private void StopSession()
    {
        var session = _session;
        _session = null;
        session?.DisposeAsync().AsTask().GetAwaiter().GetResult();
    }

    /// <summary>
    /// Runs the row's invocation once more with syscall counters on every thread of this process and of the far node
    /// (<see cref="ProcessPerfCounters"/>: the raw_syscalls:sys_enter tracepoint for the total, syscalls:sys_enter_* for
    /// each kind; root and tracefs) and reports each count per operation; where the counters cannot be opened, the
    /// columns are absent and the reason is printed.
    /// </summary>
    private void CountSyscalls()
    {
        if (_invocation is null || _session is null)
        {
            return;
        }
        var tracepoints = SyscallKinds.SelectMany(k => k.Calls).Select(c => $"syscalls/sys_enter_{c}").ToArray();
        using var here = ProcessPerfCounters.Open(Environment.ProcessId, [PerfEvent.Syscalls], tracepoints);
        using var far = ProcessPerfCounters.Open(_session.Node.ProcessId, [PerfEvent.Syscalls], tracepoints);
        here.Enable();
        far.Enable();
        _invocation();
        here.Disable();
        far.Disable();
        foreach (var ((id, column), counters, side) in SyscallColumns.Zip([here, far], ["", "Far"]))
        {
            var reading = counters.Read(PerfEvent.Syscalls);
            if (!reading.TryGetValue(out var total))
            {
                Console.Out.WriteLine($"// {column}: {reading.Reason}");
                continue;
            }
            PerfBuf.Profiling.ReportedMetrics.Write(id, column, (double)total.Count / _operations);
            var named = 0L;
            foreach (var (kind, calls) in SyscallKinds)
            {
                var count = 0L;
                foreach (var call in calls)
                {
                    var part = counters.ReadTracepoint($"syscalls/sys_enter_{call}");
                    if (!part.TryGetValue(out var value))
                    {
                        Console.Out.WriteLine($"// {side} {kind} ({call}): {part.Reason}");
                        count = -1;
                        break;
                    }
                    count += value.Count;
                }
                if (count < 0)
                {
                    named = -1;
                    continue;
                }
                named = named < 0 ? named : named + count;
                Report(side, kind, count);
            }
            if (named >= 0)
            {
                Report(side, "Other", total.Count - named);
            }
        }

        void Report(string side, string kind, long count)
        {
            var (id, column) = SyscallMetrics.First(m => m.Id == $"{side}Sys{kind}PerOp");
            PerfBuf.Profiling.ReportedMetrics.Write(id, column, (double)count / _operations);
        }
    }

    private static long Triangle(long n) => n * (n + 1) / 2;

    /// <summary>Whether the crossings counting pass is running (its invocation records no latency).</summary>
    private static class Crossings
    {
        public static bool IsCounting => PerfBuf.Core.Threading.Crossings.Active is not null;
    }
}
