// Proto.Actor's rows of AffineFanOutBenchmarks, compiled under PERFBUF_PEER_PROTOACTOR.
#if PERFBUF_PEER_PROTOACTOR
using System.Runtime.CompilerServices;
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Peers.ProtoActor;

namespace PerfBuf.Experiments.E10;

public partial class AffineFanOutBenchmarks
{
    [GlobalSetup(Target = nameof(ProtoActor))]
    public void SetupProto() => Start(ProtoActorFanOutSet.Start);

    /// <summary>Proto.Actor with its defaults: unbounded mailbox, thread-pool dispatcher, throughput 300 (<see cref="Peers.ProtoActor.ProtoActorFanOut"/>).</summary>
    [PeerRow(PeerLibrary.ProtoActor)]
    [Benchmark]
    public long ProtoActor() => _invoke!();
}

/// <summary>T Proto.Actor actors (<see cref="ProtoActorFanOut"/>: Proto.Actor's defaults), each calling its tally.</summary>
public readonly struct ProtoActorFanOutSet(ProtoActorFanOut fanOut) : IActorSet
{
    public static ProtoActorFanOutSet Start(TrackedTally[] tallies) => new(ProtoActorFanOut.Start([.. tallies.Select(t => new Action<int>(t.Handle))]));

    public int Count => fanOut.Count;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => fanOut.Post(actor, message);

    public void Stop() => ActorStop.All([fanOut.DisposeAsync().AsTask()]);
}
#endif
