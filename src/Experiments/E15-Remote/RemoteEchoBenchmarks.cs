using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E15;

/// <summary>
/// E15 R2, seed 001: N client actors in this process, N server echo actors in the far one (two OS processes on
/// loopback); each client sends its next request when its reply arrives, M each, all at once; client i's request k
/// carries i × M + k + 1 and its reply must carry the same (checked on arrival), and the total is checked at the end.
/// One operation = one request and its reply (OperationsPerInvoke = N × M = 10 000 in both cells): requests per second
/// = 10⁹ ÷ ns/op. Cells: seed 001's N = 100, M = 100, and N = 1 000 clients with M = 10 (ten times the actors in flight,
/// the same requests per invocation, which fits two cores and a few seconds).
/// Crossings (in this process): a request's send and its reply's handling, in the slot of its value.
/// </summary>
[BenchmarkCategory("E15")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansRemote")] // Orleans promises no order of calls to a grain
public class RemoteEchoBenchmarks
{
    /// <summary>Requests per invocation, N × M, in every cell.</summary>
    public const int Requests = 10_000;

    public const int SmokeRequests = 200;

    private readonly RemoteBench _bench = new();

    /// <summary>N: client actors here, each with its server actor there (seed 001's 100, and 1 000).</summary>
    [Params(100, 1_000)]
    public int Clients { get; set; }

    private int N => Scale.Smoke ? Math.Min(Clients, 10) : Clients;

    private int PerClient => Scale.Of(Requests, SmokeRequests) / N;

    private void Start(RemoteRow row, Func<long> invocation) =>
        _bench.Start(row, invocation, (N * PerClient) + 1, (long)N * PerClient);

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

    /// <summary>The floor: N logical clients on one thread, blocking calls, each receive's next requests in one send.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    [Promises(Bound.Bounded, Order.Fifo, CapacityParameter = nameof(Clients))] // one request unanswered per logical client
    public long RawSocketFloor() => _bench.Echo(N, PerClient);

    /// <summary>The lab's transport: N runtime actors here, N there.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Requests)]
    public long LabTransport() => _bench.Echo(N, PerClient);

    /// <summary>The lab's direct transport: the same actors, run on the connection's receiving thread; blocking sockets on
    /// threads of the connection's own.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    public long LabDirect() => _bench.Echo(N, PerClient);

    /// <summary>The direct transport with the actors on the thread pool (as the pipe transport's): the pool's hand-over, measured.</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    public long LabDirectPool() => _bench.Echo(N, PerClient);

    /// <summary>The lab's transport with its socket completions run inline on the epoll thread (one setting, in both processes).</summary>
    [Benchmark(OperationsPerInvoke = Requests)]
    public long LabInline() => _bench.Echo(N, PerClient);

#if PERFBUF_PEER_PROTOREMOTE
    [GlobalSetup(Target = nameof(ProtoRemote))]
    public void SetupProtoRemote() => Start(RemoteRow.ProtoRemote, ProtoRemote);

    /// <summary>Proto.Remote 1.8.0: N client actors, N echo actors spawned remotely.</summary>
    [PeerRow(PeerLibrary.ProtoActor, Project = "ProtoRemote")]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long ProtoRemote() => _bench.Echo(N, PerClient);
#endif

#if PERFBUF_PEER_AKKAREMOTE
    [GlobalSetup(Target = nameof(AkkaRemote))]
    public void SetupAkkaRemote() => Start(RemoteRow.AkkaRemote, AkkaRemote);

    /// <summary>Akka.Remote 1.5.74: N client actors, N echo actors deployed remotely (seed 001's AkkaPingpong).</summary>
    [PeerRow(PeerLibrary.Akka, Project = "AkkaRemote")]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long AkkaRemote() => _bench.Echo(N, PerClient);
#endif

#if PERFBUF_PEER_ORLEANS
    [GlobalSetup(Target = nameof(OrleansRemote))]
    public void SetupOrleansRemote() => Start(RemoteRow.OrleansRemote, OrleansRemote);

    /// <summary>Orleans 10.4.2: N async loops of an external client, N echo grains.</summary>
    [PeerRow(PeerLibrary.Orleans)]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long OrleansRemote() => _bench.Echo(N, PerClient);
#endif
}
