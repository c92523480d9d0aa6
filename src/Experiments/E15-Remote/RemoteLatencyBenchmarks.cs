using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E15;

/// <summary>
/// E15 R3, latency: one client, sequential request/response across two OS processes on loopback: the benchmark thread
/// sends request k (carrying k + 1) to an echo actor on the far node and waits for its answer before the next, back to
/// back (GapMs = 0) or after a 1 ms pause (GapMs = 1: both sides have gone idle, their threads parked); each round trip
/// is recorded (HdrHistogram, every invocation after the process's first) and reported as p50, p99 and p99.9 in µs;
/// every answer is checked. One operation = one round trip (OperationsPerInvoke = 1 000); in the 1 ms cell the time per
/// operation includes the pause, so that cell is read by its percentiles.
/// Crossings (in this process): a request is sent and its answer consumed on the benchmark thread; how each library
/// carries the answer to that thread inside it is not a hop the harness sees.
/// </summary>
[BenchmarkCategory("E15")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansRemote")] // Orleans promises no order of calls to a grain
public class RemoteLatencyBenchmarks
{
    public const int Requests = 1_000;

    public const int SmokeRequests = 50;

    private readonly RemoteBench _bench = new();

    private static int K => Scale.Of(Requests, SmokeRequests);

    /// <summary>The pause before each request: none (back to back) or 1 ms (the threads of both sides park).</summary>
    [Params(0, 1)]
    public int GapMs { get; set; }

    private TimeSpan Gap => TimeSpan.FromMilliseconds(GapMs);

    private void Start(RemoteRow row, Func<long> invocation) => _bench.Start(row, invocation, K + 1, K);

    [GlobalSetup(Target = nameof(RawSocketFloor))]
    public void SetupFloor() => Start(RemoteRow.RawSocketFloor, RawSocketFloor);

    [GlobalSetup(Target = nameof(LabTransport))]
    public void SetupLab() => Start(RemoteRow.LabTransport, LabTransport);

    [GlobalSetup(Target = nameof(LabDirect))]
    public void SetupDirect() => Start(RemoteRow.LabDirect, LabDirect);

    [GlobalSetup(Target = nameof(LabDirectPool))]
    public void SetupDirectPool() => Start(RemoteRow.LabDirectPool, LabDirectPool);

    [GlobalSetup(Target = nameof(LabInline))]
    public void SetupInline() => Start(RemoteRow.LabInline, LabInline);

    [GlobalCleanup]
    public void Cleanup() => _bench.Stop();

    /// <summary>The floor: a blocking send, a blocking receive of its answer.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // one request in flight
    public long RawSocketFloor() => _bench.RoundTrips(K, Gap);

    /// <summary>The lab's transport: the request through the send loop to the far echo actor, the answer from the receive
    /// loop straight to the waiting thread.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Requests)]
    public long LabTransport() => _bench.RoundTrips(K, Gap);

    /// <summary>The lab's direct transport: the request sent in place on the asking thread when the connection is quiet,
    /// the far echo actor run on its connection's receiving thread, the answer from the receiving thread straight to the
    /// waiting one.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    public long LabDirect() => _bench.RoundTrips(K, Gap);

    /// <summary>The direct transport with the actors on the thread pool (as the pipe transport's): the pool's hand-over, measured.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    public long LabDirectPool() => _bench.RoundTrips(K, Gap);

    /// <summary>The lab's transport with its socket completions run inline on the epoll thread (one setting, in both processes).</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    public long LabInline() => _bench.RoundTrips(K, Gap);

#if PERFBUF_PEER_PROTOREMOTE
    [GlobalSetup(Target = nameof(ProtoRemote))]
    public void SetupProtoRemote() => Start(RemoteRow.ProtoRemote, ProtoRemote);

    /// <summary>Proto.Remote 1.8.0: RequestAsync from the root context to a remotely spawned echo actor.</summary>
    [PeerRow(PeerLibrary.ProtoActor, Project = "ProtoRemote")]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long ProtoRemote() => _bench.RoundTrips(K, Gap);
#endif

#if PERFBUF_PEER_AKKAREMOTE
    [GlobalSetup(Target = nameof(AkkaRemote))]
    public void SetupAkkaRemote() => Start(RemoteRow.AkkaRemote, AkkaRemote);

    /// <summary>Akka.Remote 1.5.74: Ask to a remotely deployed echo actor.</summary>
    [PeerRow(PeerLibrary.Akka, Project = "AkkaRemote")]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long AkkaRemote() => _bench.RoundTrips(K, Gap);
#endif

#if PERFBUF_PEER_ORLEANS
    [GlobalSetup(Target = nameof(OrleansRemote))]
    public void SetupOrleansRemote() => Start(RemoteRow.OrleansRemote, OrleansRemote);

    /// <summary>Orleans 10.4.2: an awaited grain call.</summary>
    [PeerRow(PeerLibrary.Orleans)]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long OrleansRemote() => _bench.RoundTrips(K, Gap);
#endif
}
