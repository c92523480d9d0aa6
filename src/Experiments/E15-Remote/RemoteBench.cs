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

    /// <summary>
    /// System calls by kind, each counted on its own tracepoints (syscalls:sys_enter_*) in the same pass as the total
    /// (raw_syscalls:sys_enter); "Other" is the total less every kind named. Reported per operation for each process:
    /// SyscallsPerOp and Sys{Kind}PerOp for the client's ("here": this process, or a peer's near client process between
    /// namespace hosts), FarSyscallsPerOp and FarSys{Kind}PerOp for the far node's.
    /// </summary>
    public static readonly (string Kind, string[] Calls)[] SyscallKinds =
    [
        ("Send", ["sendto", "sendmsg", "write", "writev"]),
        ("Receive", ["recvfrom", "recvmsg", "read", "readv"]),
        ("Futex", ["futex"]),
        ("Epoll", ["epoll_wait", "epoll_pwait", "epoll_pwait2", "epoll_ctl"]),
        ("Sleep", ["sched_yield", "nanosleep", "clock_nanosleep"]),
    ];

    /// <summary>Bytes on the wire per operation between namespace hosts: both veth ends' transmitted bytes (frames with
    /// their Ethernet, IP and TCP headers, acknowledgements included) over one more invocation.</summary>
    public const string WireBytesMetric = "WireBytesPerOp";

    /// <summary>Bytes a peer's near client process allocated per operation (between namespace hosts, where the client is
    /// not the benchmark process and B/op does not see it).</summary>
    public const string ClientBytesMetric = "ClientAllocatedPerOp";

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
        if (_session?.Client is NearClientProcess near)
        {
            // a peer's client in a process of its own: the counting pass runs there, on the same invocation
            try
            {
                if (_verified && _invocation is not null)
                {
                    near.CountNext(_slots, _operations);
                    _invocation();
                    CrossingsMetric.Report(near.CountedCrossings ?? throw new RemoteException(Session.Node.Name, "the near client counted no crossings"));
                }
            }
            finally
            {
                StopSession();
            }
            return;
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
    /// Runs the row's invocation once more with syscall counters on every thread of the client's process and of the far
    /// node (<see cref="ProcessPerfCounters"/>: the raw_syscalls:sys_enter tracepoint for the total, syscalls:sys_enter_*
    /// for each kind; root and tracefs) and reports each count per operation; where the counters cannot be opened, the
    /// columns are absent and the reason is printed. Between namespace hosts, the veth link's bytes over the same
    /// invocation too (<see cref="WireBytesMetric"/>).
    /// </summary>
    private void CountSyscalls()
    {
        if (_invocation is null || _session is not { } session)
        {
            return;
        }
        var client = session.Client is NearClientProcess near ? near.ProcessId : Environment.ProcessId;
        var tracepoints = SyscallKinds.SelectMany(k => k.Calls).Select(Tracepoint).ToArray();
        using var here = ProcessPerfCounters.Open(client, [PerfEvent.Syscalls], tracepoints);
        using var far = ProcessPerfCounters.Open(session.Node.ProcessId, [PerfEvent.Syscalls], tracepoints);
        var wireBefore = session.Hosts?.TransmittedBytes();
        here.Enable();
        far.Enable();
        _invocation();
        here.Disable();
        far.Disable();
        if (wireBefore is { } before && session.Hosts!.TransmittedBytes() - before is var wire)
        {
            PerfBuf.Profiling.ReportedMetrics.Write(WireBytesMetric, "Wire B/op", (double)wire / _operations);
        }
        if (session.Client is NearClientProcess nearClient)
        {
            // B/op counts this process, which only drives the client process over a pipe: the client's own allocation
            PerfBuf.Profiling.ReportedMetrics.Write(ClientBytesMetric, "Client B/op", (double)nearClient.LastAllocated / _operations);
        }
        foreach (var (counters, side) in new[] { (here, ""), (far, "Far") })
        {
            var column = side.Length == 0 ? "Syscalls/op" : "Far syscalls/op";
            var reading = counters.Read(PerfEvent.Syscalls);
            if (!reading.TryGetValue(out var total))
            {
                Console.Out.WriteLine($"// {column}: {reading.Reason}");
                continue;
            }
            PerfBuf.Profiling.ReportedMetrics.Write($"{side}SyscallsPerOp", column, (double)total.Count / _operations);
            var named = 0L;
            foreach (var (kind, calls) in SyscallKinds)
            {
                var count = 0L;
                foreach (var call in calls)
                {
                    var part = counters.ReadTracepoint(Tracepoint(call));
                    if (!part.TryGetValue(out var value))
                    {
                        Console.Out.WriteLine($"// {column}, {kind} ({call}): {part.Reason}");
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

        void Report(string side, string kind, long count) =>
            PerfBuf.Profiling.ReportedMetrics.Write($"{side}Sys{kind}PerOp", $"{(side.Length == 0 ? "" : "Far ")}{kind.ToLowerInvariant()}/op",
                (double)count / _operations);

        static string Tracepoint(string call) => $"syscalls/sys_enter_{call}";
    }

    private static long Triangle(long n) => n * (n + 1) / 2;

    /// <summary>Whether the crossings counting pass is running (its invocation records no latency).</summary>
    private static class Crossings
    {
        public static bool IsCounting => PerfBuf.Core.Threading.Crossings.Active is not null;
    }
}
