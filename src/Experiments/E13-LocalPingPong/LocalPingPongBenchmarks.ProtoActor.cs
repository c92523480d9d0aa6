// Proto.Actor's rows of LocalPingPongBenchmarks, compiled under PERFBUF_PEER_PROTOACTOR.
#if PERFBUF_PEER_PROTOACTOR
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.ProtoActor;

namespace PerfBuf.Experiments.E13;

public partial class LocalPingPongBenchmarks
{
    [GlobalSetup(Target = nameof(ProtoActor))]
    public void SetupProtoActor() => Start(t => PeerRallyRow.Proto(t, Batch), RoundTrips);

    /// <summary>Proto.Actor as its own LocalPingPong runs it: thread-pool dispatcher, throughput 300, unbounded mailbox,
    /// <c>context.Send</c> with the ping's PID in the message (<see cref="Peers.ProtoActor.ProtoActorLocalPingPong"/>).</summary>
    [PeerRow(PeerLibrary.ProtoActor)]
    [Benchmark(OperationsPerInvoke = Messages, Baseline = true)]
    public long ProtoActor() => _run!.Invoke();
}

internal sealed partial class PeerRallyRow
{
    /// <summary>Proto.Actor (settings: <see cref="ProtoActorLocalPingPong"/>).</summary>
    public static PeerRallyRow Proto(IReadOnlyList<PairTally> tallies, int batch)
    {
        var proto = ProtoActorLocalPingPong.Start(Rallies(tallies), batch);
        return new PeerRallyRow("ProtoActor", proto.Serve, Nothing, proto);
    }
}
#endif
