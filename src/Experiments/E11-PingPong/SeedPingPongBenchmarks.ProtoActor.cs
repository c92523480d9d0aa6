// Proto.Actor's row of SeedPingPongBenchmarks, compiled under PERFBUF_PEER_PROTOACTOR.
#if PERFBUF_PEER_PROTOACTOR
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.ProtoActor;

namespace PerfBuf.Experiments.E11;

public partial class SeedPingPongBenchmarks
{
    private ProtoActorPingActors? _proto;

    [GlobalSetup(Target = nameof(ProtoActorRequestAsync))]
    public void SetupProtoActor() => _proto = ProtoActorPingActors.Start(Prepare(ProtoActorRequestAsync));

    partial void StopProtoActor(List<Task> stops)
    {
        if (_proto is { } proto)
        {
            stops.Add(proto.DisposeAsync().AsTask());
        }
        _proto = null;
    }

    /// <summary>Proto.Actor <c>RequestAsync&lt;int&gt;(pid, request)</c> to each of C actors, with its default 5 s timeout
    /// (seed 000 passed 5 s; settings: <see cref="ProtoActorPingActors"/>).</summary>
    [PeerRow(PeerLibrary.ProtoActor)]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long ProtoActorRequestAsync() => SeedPingPong.Run(new ProtoActorsClient(_proto!), N, _pending, _tally, _answers!);
}

internal readonly struct ProtoActorsClient(ProtoActorPingActors proto) : IActorsClient
{
    public ValueTask<int> AskAsync(int actor, int request) => new(proto.RequestAsync(actor, request));
}
#endif
