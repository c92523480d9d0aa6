using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E15;

/// <summary>
/// E15 R1, seed 003's RemoteBenchmark: one actor on each side, in two OS processes on loopback; the client sends
/// values 1 … M one way without waiting, the server's actor answers each with its value, and the invocation ends when
/// all M answers arrived (their sum M(M + 1)/2 is checked; a lost message ends it with a RemoteException naming the
/// node). One operation = one message counting both directions, as the seed counts (OperationsPerInvoke = 2M): messages
/// per second = 10⁹ ÷ ns/op. M is 100 000 for the rows that move it in well under a second here, 10 000 for
/// Akka.NET and Orleans (the same work per message, fewer messages, so an invocation stays within seconds).
/// Crossings (in this process): a message's send and its answer's handling, in the slot of its value.
/// </summary>
[BenchmarkCategory("E15")]
[Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
[Promises(Bound.Unbounded, Order.None, Placement = Placement.Scheduler, Row = "OrleansRemote")] // Orleans promises no order of calls to a grain
public class RemoteStreamBenchmarks
{
    public const int Messages = 100_000;

    /// <summary>M for the rows that move fewer messages per second (Akka.NET, Orleans).</summary>
    public const int FewerMessages = 10_000;

    public const int SmokeMessages = 300;

    private readonly RemoteBench _bench = new();

    private static int M(int full) => Scale.Of(full, SmokeMessages);

    private void Start(RemoteRow row, Func<long> invocation, int messages) => _bench.Start(row, invocation, M(messages), 2L * M(messages));

    [GlobalSetup(Target = nameof(RawSocketFloor))]
    public void SetupFloor() => Start(RemoteRow.RawSocketFloor, RawSocketFloor, Messages);

    [GlobalSetup(Target = nameof(LabTransport))]
    public void SetupLab() => Start(RemoteRow.LabTransport, LabTransport, Messages);

    [GlobalSetup(Target = nameof(LabDirect))]
    public void SetupDirect() => Start(RemoteRow.LabDirect, LabDirect, Messages);

    [GlobalSetup(Target = nameof(LabDirectPool))]
    public void SetupDirectPool() => Start(RemoteRow.LabDirectPool, LabDirectPool, Messages);

    [GlobalSetup(Target = nameof(LabInline))]
    public void SetupInline() => Start(RemoteRow.LabInline, LabInline, Messages);

    [GlobalCleanup]
    public void Cleanup() => _bench.Stop();

    /// <summary>The floor: the same frames, no actors, one thread per side (RawSocketFloor.cs).</summary>
    [Benchmark(OperationsPerInvoke = 2 * Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = RawSocketFloorClient.Window)] // at most Window frames unanswered
    public long RawSocketFloor() => _bench.Stream(M(Messages));

    /// <summary>The lab's transport: a runtime actor on each side, frames through a pipe batched while the socket is busy.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = 2 * Messages)]
    public long LabTransport() => _bench.Stream(M(Messages));

    /// <summary>The lab's direct transport: the same actors and frames, blocking sockets on threads of the connection's own,
    /// a lock-free ring from the actors to its sender, the actors run on the thread that tells them (the receiving thread
    /// for answers): src/Remote/Transport/DirectConnection.cs.</summary>
    [Benchmark(OperationsPerInvoke = 2 * Messages)]
    public long LabDirect() => _bench.Stream(M(Messages));

    /// <summary>The direct transport with the actors on the thread pool (as the pipe transport's): the pool's hand-over, measured.</summary>
    [Benchmark(OperationsPerInvoke = 2 * Messages)]
    public long LabDirectPool() => _bench.Stream(M(Messages));

    /// <summary>The lab's transport with its socket completions run inline on the epoll thread (one setting, in both processes).</summary>
    [Benchmark(OperationsPerInvoke = 2 * Messages)]
    public long LabInline() => _bench.Stream(M(Messages));

#if PERFBUF_PEER_PROTOREMOTE
    [GlobalSetup(Target = nameof(ProtoRemote))]
    public void SetupProtoRemote() => Start(RemoteRow.ProtoRemote, ProtoRemote, Messages);

    /// <summary>Proto.Remote 1.8.0 (gRPC), configured as its RemoteBenchmark (src/Peers/ProtoRemote/ProtoRemoteClient.cs).</summary>
    [PeerRow(PeerLibrary.ProtoActor, Project = "ProtoRemote")]
    [Benchmark(OperationsPerInvoke = 2 * Messages)]
    public long ProtoRemote() => _bench.Stream(M(Messages));
#endif

#if PERFBUF_PEER_AKKAREMOTE
    [GlobalSetup(Target = nameof(AkkaRemote))]
    public void SetupAkkaRemote() => Start(RemoteRow.AkkaRemote, AkkaRemote, FewerMessages);

    /// <summary>Akka.Remote 1.5.74 (DotNetty), configured as its RemotePingPong (src/Peers/AkkaRemote/AkkaRemoteClient.cs).</summary>
    [PeerRow(PeerLibrary.Akka, Project = "AkkaRemote")]
    [Benchmark(OperationsPerInvoke = 2 * FewerMessages)]
    public long AkkaRemote() => _bench.Stream(M(FewerMessages));
#endif

#if PERFBUF_PEER_ORLEANS
    [GlobalSetup(Target = nameof(OrleansRemote))]
    public void SetupOrleansRemote() => Start(RemoteRow.OrleansRemote, OrleansRemote, FewerMessages);

    /// <summary>Orleans 10.4.2: one-way grain calls answered one-way to a client observer (src/Peers/Orleans/OrleansRemoteClient.cs).</summary>
    [PeerRow(PeerLibrary.Orleans)]
    [Benchmark(OperationsPerInvoke = 2 * FewerMessages)]
    public long OrleansRemote() => _bench.Stream(M(FewerMessages));
#endif
}
