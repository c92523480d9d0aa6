using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E15;

/// <summary>
/// E15 on namespace hosts: R1, R2 (seed 001's N = 100, M = 100) and R3 (back to back) as the loopback classes run them,
/// between two Linux network namespaces each case makes and removes, joined by a veth pair: the far node runs inside
/// the far namespace (`ip netns exec`), this process's socket is made on a thread that entered the near one (setns), so
/// every frame crosses the veth link between two network stacks instead of loopback inside one
/// (src/Remote/Hosting/NamespaceHosts.cs). The same sizes and checks as RemoteStreamBenchmarks, RemoteEchoBenchmarks
/// and RemoteLatencyBenchmarks, so each row reads against its loopback twin.
/// Rows: the lab's two transports and the raw-socket floor only. The peers' libraries make their sockets on threads of
/// their own, in this process's (root) namespace, from which a connection to a namespace address would leave the
/// machine by the default route (docs/DESIGN.md §10); running them here would need their client in a process of its own
/// inside the near namespace, which E15 does not build.
/// Only as root on Linux with `ip`; elsewhere the rows are left out with the reason (<see cref="NamespaceRowsAttribute"/>).
/// </summary>
[BenchmarkCategory("E15")]
[NamespaceRows]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
public class RemoteNamespaceBenchmarks
{
    private readonly RemoteBench _bench = new();

    private static int M => Scale.Of(RemoteStreamBenchmarks.Messages, RemoteStreamBenchmarks.SmokeMessages);

    private static int N => Scale.Smoke ? 10 : EchoClients;

    private static int PerClient => Scale.Of(RemoteEchoBenchmarks.Requests, RemoteEchoBenchmarks.SmokeRequests) / N;

    private static int K => Scale.Of(RemoteLatencyBenchmarks.Requests, RemoteLatencyBenchmarks.SmokeRequests);

    /// <summary>R2's N here: seed 001's 100.</summary>
    public const int EchoClients = 100;

    private void Start(RemoteRow row, Func<long> invocation, int slots, long operations) =>
        _bench.Start(row, invocation, slots, operations, RemoteHosts.Namespaces);

    [GlobalSetup(Target = nameof(FloorStream))]
    public void SetupFloorStream() => Start(RemoteRow.RawSocketFloor, FloorStream, M, 2L * M);

    [GlobalSetup(Target = nameof(LabStream))]
    public void SetupLabStream() => Start(RemoteRow.LabTransport, LabStream, M, 2L * M);

    [GlobalSetup(Target = nameof(DirectStream))]
    public void SetupDirectStream() => Start(RemoteRow.LabDirect, DirectStream, M, 2L * M);

    [GlobalSetup(Target = nameof(FloorEcho))]
    public void SetupFloorEcho() => Start(RemoteRow.RawSocketFloor, FloorEcho, (N * PerClient) + 1, (long)N * PerClient);

    [GlobalSetup(Target = nameof(LabEcho))]
    public void SetupLabEcho() => Start(RemoteRow.LabTransport, LabEcho, (N * PerClient) + 1, (long)N * PerClient);

    [GlobalSetup(Target = nameof(DirectEcho))]
    public void SetupDirectEcho() => Start(RemoteRow.LabDirect, DirectEcho, (N * PerClient) + 1, (long)N * PerClient);

    [GlobalSetup(Target = nameof(FloorRoundTrips))]
    public void SetupFloorRoundTrips() => Start(RemoteRow.RawSocketFloor, FloorRoundTrips, K + 1, K);

    [GlobalSetup(Target = nameof(LabRoundTrips))]
    public void SetupLabRoundTrips() => Start(RemoteRow.LabTransport, LabRoundTrips, K + 1, K);

    [GlobalSetup(Target = nameof(DirectRoundTrips))]
    public void SetupDirectRoundTrips() => Start(RemoteRow.LabDirect, DirectRoundTrips, K + 1, K);

    [GlobalCleanup]
    public void Cleanup() => _bench.Stop();

    /// <summary>R1 on the floor: values 1 … M one way, windowed, each answered (both directions counted).</summary>
    [Benchmark(OperationsPerInvoke = 2 * RemoteStreamBenchmarks.Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = RawSocketFloorClient.Window)] // at most Window frames unanswered
    public long FloorStream() => _bench.Stream(M);

    /// <summary>R1 on the lab's transport: a runtime actor on each side.</summary>
    [Benchmark(OperationsPerInvoke = 2 * RemoteStreamBenchmarks.Messages)]
    public long LabStream() => _bench.Stream(M);

    /// <summary>R1 on the lab's direct transport.</summary>
    [Benchmark(OperationsPerInvoke = 2 * RemoteStreamBenchmarks.Messages)]
    public long DirectStream() => _bench.Stream(M);

    /// <summary>R2 (N = 100, M = 100) on the floor.</summary>
    [Benchmark(OperationsPerInvoke = RemoteEchoBenchmarks.Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = EchoClients)] // one request unanswered per logical client
    public long FloorEcho() => _bench.Echo(N, PerClient);

    /// <summary>R2 (N = 100, M = 100) on the lab's transport: N runtime actors here, N there.</summary>
    [Benchmark(OperationsPerInvoke = RemoteEchoBenchmarks.Requests)]
    public long LabEcho() => _bench.Echo(N, PerClient);

    /// <summary>R2 (N = 100, M = 100) on the lab's direct transport.</summary>
    [Benchmark(OperationsPerInvoke = RemoteEchoBenchmarks.Requests)]
    public long DirectEcho() => _bench.Echo(N, PerClient);

    /// <summary>R3, back to back, on the floor (RTT percentiles as RemoteLatencyBenchmarks reports them).</summary>
    [Benchmark(OperationsPerInvoke = RemoteLatencyBenchmarks.Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // one request in flight
    public long FloorRoundTrips() => _bench.RoundTrips(K, TimeSpan.Zero);

    /// <summary>R3, back to back, on the lab's transport.</summary>
    [Benchmark(OperationsPerInvoke = RemoteLatencyBenchmarks.Requests)]
    public long LabRoundTrips() => _bench.RoundTrips(K, TimeSpan.Zero);

    /// <summary>R3, back to back, on the lab's direct transport.</summary>
    [Benchmark(OperationsPerInvoke = RemoteLatencyBenchmarks.Requests)]
    public long DirectRoundTrips() => _bench.RoundTrips(K, TimeSpan.Zero);
}
