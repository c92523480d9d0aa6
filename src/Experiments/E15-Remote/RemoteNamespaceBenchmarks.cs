using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E15;

/// <summary>
/// E15's rows between namespace hosts: R1 and R2 (seed 001's N = 100, M = 100) as the loopback classes run them,
/// between two Linux network namespaces each case makes and removes, joined by a veth pair: the far node runs inside
/// the far namespace (`ip netns exec`); the lab's and the floor's sockets are made on a thread of this process that
/// entered the near one (setns); a peer's client, whose library makes its sockets on threads of its own, runs as a
/// process of its own inside the near namespace (src/RemoteNode/NearClient.cs), driven over a pipe, one command per
/// invocation. Every frame crosses the veth link between two network stacks instead of loopback inside one
/// (src/Remote/Hosting/NamespaceHosts.cs). The same sizes and checks as RemoteStreamBenchmarks and
/// RemoteEchoBenchmarks, so each row reads against its loopback twin; each row also reports the link's bytes per
/// operation (both ends' transmitted frames, headers and acknowledgements included). A peer's row runs under its
/// library's own GC only (server), in a full run too: its loopback twin shows the other.
/// </summary>
public abstract class NamespaceRows
{
    private protected readonly RemoteBench Bench = new();

    private protected static int N => Scale.Smoke ? 10 : EchoClients;

    private static int PerClient => Scale.Of(RemoteEchoBenchmarks.Requests, RemoteEchoBenchmarks.SmokeRequests) / N;

    private static int M(int full) => Scale.Of(full, RemoteStreamBenchmarks.SmokeMessages);

    /// <summary>R2's N here: seed 001's 100.</summary>
    public const int EchoClients = 100;

    /// <summary>Where the rows run: between namespace hosts, on a free or a shaped link.</summary>
    private protected abstract RemoteHosts Hosts { get; }

    private void Stream(RemoteRow row, Func<long> invocation, int messages) =>
        Bench.Start(row, invocation, M(messages), 2L * M(messages), Hosts);

    private void Echo(RemoteRow row, Func<long> invocation) =>
        Bench.Start(row, invocation, (N * PerClient) + 1, (long)N * PerClient, Hosts);

    [GlobalSetup(Target = nameof(FloorStream))]
    public void SetupFloorStream() => Stream(RemoteRow.RawSocketFloor, FloorStream, RemoteStreamBenchmarks.Messages);

    [GlobalSetup(Target = nameof(LabStream))]
    public void SetupLabStream() => Stream(RemoteRow.LabTransport, LabStream, RemoteStreamBenchmarks.Messages);

    [GlobalSetup(Target = nameof(DirectStream))]
    public void SetupDirectStream() => Stream(RemoteRow.LabDirect, DirectStream, RemoteStreamBenchmarks.Messages);

    [GlobalSetup(Target = nameof(FloorEcho))]
    public void SetupFloorEcho() => Echo(RemoteRow.RawSocketFloor, FloorEcho);

    [GlobalSetup(Target = nameof(LabEcho))]
    public void SetupLabEcho() => Echo(RemoteRow.LabTransport, LabEcho);

    [GlobalSetup(Target = nameof(DirectEcho))]
    public void SetupDirectEcho() => Echo(RemoteRow.LabDirect, DirectEcho);

    [GlobalCleanup]
    public void Cleanup() => Bench.Stop();

    /// <summary>R1 on the floor: values 1 … M one way, windowed, each answered (both directions counted).</summary>
    [Benchmark(OperationsPerInvoke = 2 * RemoteStreamBenchmarks.Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = RawSocketFloorClient.Window)] // at most Window frames unanswered
    public long FloorStream() => Bench.Stream(M(RemoteStreamBenchmarks.Messages));

    /// <summary>R1 on the lab's transport: a runtime actor on each side.</summary>
    [Benchmark(OperationsPerInvoke = 2 * RemoteStreamBenchmarks.Messages)]
    public long LabStream() => Bench.Stream(M(RemoteStreamBenchmarks.Messages));

    /// <summary>R1 on the lab's direct transport.</summary>
    [Benchmark(OperationsPerInvoke = 2 * RemoteStreamBenchmarks.Messages)]
    public long DirectStream() => Bench.Stream(M(RemoteStreamBenchmarks.Messages));

    /// <summary>R2 (N = 100, M = 100) on the floor.</summary>
    [Benchmark(OperationsPerInvoke = RemoteEchoBenchmarks.Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = EchoClients)] // one request unanswered per logical client
    public long FloorEcho() => Bench.Echo(N, PerClient);

    /// <summary>R2 (N = 100, M = 100) on the lab's transport: N runtime actors here, N there.</summary>
    [Benchmark(OperationsPerInvoke = RemoteEchoBenchmarks.Requests)]
    public long LabEcho() => Bench.Echo(N, PerClient);

    /// <summary>R2 (N = 100, M = 100) on the lab's direct transport.</summary>
    [Benchmark(OperationsPerInvoke = RemoteEchoBenchmarks.Requests)]
    public long DirectEcho() => Bench.Echo(N, PerClient);

#if PERFBUF_PEER_PROTOREMOTE
    [GlobalSetup(Target = nameof(ProtoRemoteStream))]
    public void SetupProtoRemoteStream() => Stream(RemoteRow.ProtoRemote, ProtoRemoteStream, RemoteStreamBenchmarks.Messages);

    [GlobalSetup(Target = nameof(ProtoRemoteEcho))]
    public void SetupProtoRemoteEcho() => Echo(RemoteRow.ProtoRemote, ProtoRemoteEcho);

    /// <summary>R1 on Proto.Remote 1.8.0, its client a process in the near namespace.</summary>
    [PeerRow(PeerLibrary.ProtoActor, Project = "ProtoRemote", OwnGcOnly = true)]
    [Benchmark(OperationsPerInvoke = 2 * RemoteStreamBenchmarks.Messages)]
    public long ProtoRemoteStream() => Bench.Stream(M(RemoteStreamBenchmarks.Messages));

    /// <summary>R2 (N = 100) on Proto.Remote 1.8.0.</summary>
    [PeerRow(PeerLibrary.ProtoActor, Project = "ProtoRemote", OwnGcOnly = true)]
    [Benchmark(OperationsPerInvoke = RemoteEchoBenchmarks.Requests)]
    public long ProtoRemoteEcho() => Bench.Echo(N, PerClient);
#endif

#if PERFBUF_PEER_AKKAREMOTE
    [GlobalSetup(Target = nameof(AkkaRemoteStream))]
    public void SetupAkkaRemoteStream() => Stream(RemoteRow.AkkaRemote, AkkaRemoteStream, RemoteStreamBenchmarks.FewerMessages);

    [GlobalSetup(Target = nameof(AkkaRemoteEcho))]
    public void SetupAkkaRemoteEcho() => Echo(RemoteRow.AkkaRemote, AkkaRemoteEcho);

    /// <summary>R1 on Akka.Remote 1.5.74 (M = 10 000, as on loopback), its client a process in the near namespace.</summary>
    [PeerRow(PeerLibrary.Akka, Project = "AkkaRemote", OwnGcOnly = true)]
    [Benchmark(OperationsPerInvoke = 2 * RemoteStreamBenchmarks.FewerMessages)]
    public long AkkaRemoteStream() => Bench.Stream(M(RemoteStreamBenchmarks.FewerMessages));

    /// <summary>R2 (N = 100) on Akka.Remote 1.5.74.</summary>
    [PeerRow(PeerLibrary.Akka, Project = "AkkaRemote", OwnGcOnly = true)]
    [Benchmark(OperationsPerInvoke = RemoteEchoBenchmarks.Requests)]
    public long AkkaRemoteEcho() => Bench.Echo(N, PerClient);
#endif

#if PERFBUF_PEER_ORLEANS
    [GlobalSetup(Target = nameof(OrleansStream))]
    public void SetupOrleansStream() => Stream(RemoteRow.OrleansRemote, OrleansStream, RemoteStreamBenchmarks.FewerMessages);

    [GlobalSetup(Target = nameof(OrleansEcho))]
    public void SetupOrleansEcho() => Echo(RemoteRow.OrleansRemote, OrleansEcho);

    /// <summary>R1 on Orleans 10.4.2 (M = 10 000, as on loopback), its client a process in the near namespace.</summary>
    [PeerRow(PeerLibrary.Orleans, OwnGcOnly = true)]
    [Benchmark(OperationsPerInvoke = 2 * RemoteStreamBenchmarks.FewerMessages)]
    public long OrleansStream() => Bench.Stream(M(RemoteStreamBenchmarks.FewerMessages));

    /// <summary>R2 (N = 100) on Orleans 10.4.2.</summary>
    [PeerRow(PeerLibrary.Orleans, OwnGcOnly = true)]
    [Benchmark(OperationsPerInvoke = RemoteEchoBenchmarks.Requests)]
    public long OrleansEcho() => Bench.Echo(N, PerClient);
#endif
}

/// <summary>
/// E15 on namespace hosts over a free veth link: <see cref="NamespaceRows"/>' R1 and R2, and R3 back to back (RTT
/// percentiles as RemoteLatencyBenchmarks reports them). Only as root on Linux with `ip`; elsewhere the rows are left
/// out with the reason (<see cref="NamespaceRowsAttribute"/>).
/// </summary>
[BenchmarkCategory("E15")]
[NamespaceRows]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansStream")] // Orleans promises no order of calls to a grain
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansEcho")]
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansRoundTrips")]
public class RemoteNamespaceBenchmarks : NamespaceRows
{
    private static int K => Scale.Of(RemoteLatencyBenchmarks.Requests, RemoteLatencyBenchmarks.SmokeRequests);

    private protected override RemoteHosts Hosts => RemoteHosts.Namespaces;

    private void RoundTrips(RemoteRow row, Func<long> invocation) => Bench.Start(row, invocation, K + 1, K, Hosts);

    [GlobalSetup(Target = nameof(FloorRoundTrips))]
    public void SetupFloorRoundTrips() => RoundTrips(RemoteRow.RawSocketFloor, FloorRoundTrips);

    [GlobalSetup(Target = nameof(LabRoundTrips))]
    public void SetupLabRoundTrips() => RoundTrips(RemoteRow.LabTransport, LabRoundTrips);

    [GlobalSetup(Target = nameof(DirectRoundTrips))]
    public void SetupDirectRoundTrips() => RoundTrips(RemoteRow.LabDirect, DirectRoundTrips);

    /// <summary>R3, back to back, on the floor (RTT percentiles as RemoteLatencyBenchmarks reports them).</summary>
    [Benchmark(OperationsPerInvoke = RemoteLatencyBenchmarks.Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // one request in flight
    public long FloorRoundTrips() => Bench.RoundTrips(K, TimeSpan.Zero);

    /// <summary>R3, back to back, on the lab's transport.</summary>
    [Benchmark(OperationsPerInvoke = RemoteLatencyBenchmarks.Requests)]
    public long LabRoundTrips() => Bench.RoundTrips(K, TimeSpan.Zero);

    /// <summary>R3, back to back, on the lab's direct transport.</summary>
    [Benchmark(OperationsPerInvoke = RemoteLatencyBenchmarks.Requests)]
    public long DirectRoundTrips() => Bench.RoundTrips(K, TimeSpan.Zero);

#if PERFBUF_PEER_PROTOREMOTE
    [GlobalSetup(Target = nameof(ProtoRemoteRoundTrips))]
    public void SetupProtoRemoteRoundTrips() => RoundTrips(RemoteRow.ProtoRemote, ProtoRemoteRoundTrips);

    /// <summary>R3, back to back, on Proto.Remote 1.8.0 (timed in its near client process).</summary>
    [PeerRow(PeerLibrary.ProtoActor, Project = "ProtoRemote", OwnGcOnly = true)]
    [Benchmark(OperationsPerInvoke = RemoteLatencyBenchmarks.Requests)]
    public long ProtoRemoteRoundTrips() => Bench.RoundTrips(K, TimeSpan.Zero);
#endif

#if PERFBUF_PEER_AKKAREMOTE
    [GlobalSetup(Target = nameof(AkkaRemoteRoundTrips))]
    public void SetupAkkaRemoteRoundTrips() => RoundTrips(RemoteRow.AkkaRemote, AkkaRemoteRoundTrips);

    /// <summary>R3, back to back, on Akka.Remote 1.5.74 (timed in its near client process).</summary>
    [PeerRow(PeerLibrary.Akka, Project = "AkkaRemote", OwnGcOnly = true)]
    [Benchmark(OperationsPerInvoke = RemoteLatencyBenchmarks.Requests)]
    public long AkkaRemoteRoundTrips() => Bench.RoundTrips(K, TimeSpan.Zero);
#endif

#if PERFBUF_PEER_ORLEANS
    [GlobalSetup(Target = nameof(OrleansRoundTrips))]
    public void SetupOrleansRoundTrips() => RoundTrips(RemoteRow.OrleansRemote, OrleansRoundTrips);

    /// <summary>R3, back to back, on Orleans 10.4.2 (timed in its near client process).</summary>
    [PeerRow(PeerLibrary.Orleans, OwnGcOnly = true)]
    [Benchmark(OperationsPerInvoke = RemoteLatencyBenchmarks.Requests)]
    public long OrleansRoundTrips() => Bench.RoundTrips(K, TimeSpan.Zero);
#endif
}

/// <summary>
/// E15 on namespace hosts over a link that is not free: <see cref="NamespaceRows"/>' R1 and R2 with both veth ends shaped
/// by a token bucket to 1 Gbit/s (`tc qdisc … tbf rate 1gbit`), where what a transport spends in bytes per message shows
/// in its time (R3 is left out: one frame in flight has nothing to pack). Only as root on Linux with `ip` and `tc`;
/// elsewhere the rows are left out with the reason (<see cref="ShapedLinkRowsAttribute"/>).
/// </summary>
[BenchmarkCategory("E15")]
[ShapedLinkRows]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansStream")] // Orleans promises no order of calls to a grain
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansEcho")]
public class RemoteShapedBenchmarks : NamespaceRows
{
    private protected override RemoteHosts Hosts => RemoteHosts.ShapedNamespaces;
}
