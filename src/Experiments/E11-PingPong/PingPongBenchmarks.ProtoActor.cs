// Proto.Actor's rows of PingPongBenchmarks, compiled under PERFBUF_PEER_PROTOACTOR.
#if PERFBUF_PEER_PROTOACTOR
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Peers.ProtoActor;

namespace PerfBuf.Experiments.E11;

public partial class PingPongBenchmarks
{
    private ProtoActorPingPong? _proto;

    [GlobalSetup(Target = nameof(ProtoActorRequestAsync))]
    public void SetupProtoActor() => StartProtoActor(ProtoActorRequestAsync);

    [GlobalSetup(Target = nameof(ProtoActorRequestAsyncNoTimeout))]
    public void SetupProtoActorNoTimeout() => StartProtoActor(ProtoActorRequestAsyncNoTimeout);

    private void StartProtoActor(Func<long> workload)
    {
        Prepare(workload);
        _proto = ProtoActorPingPong.Start();
    }

    partial void StopProtoActor(List<Task> stops)
    {
        if (_proto is { } proto)
        {
            stops.Add(proto.DisposeAsync().AsTask());
        }
        _proto = null;
    }

    /// <summary>Proto.Actor <c>RequestAsync&lt;int&gt;(pid, request)</c> with its default 5 s timeout (settings:
    /// <see cref="ProtoActorPingPong"/>).</summary>
    [PeerRow(PeerLibrary.ProtoActor)]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long ProtoActorRequestAsync() => PingPong.Run(new ProtoActorClient(_proto!), N, _pending, _tally);

    /// <summary>Proto.Actor <c>RequestAsync&lt;int&gt;(pid, request, CancellationToken.None)</c>: no timeout.</summary>
    [PeerRow(PeerLibrary.ProtoActor)]
    [Benchmark(OperationsPerInvoke = Requests)]
    public long ProtoActorRequestAsyncNoTimeout() => PingPong.Run(new ProtoActorNoTimeoutClient(_proto!), N, _pending, _tally);
}

internal readonly struct ProtoActorClient(ProtoActorPingPong proto) : IPingClient
{
    public ValueTask<int> AskAsync(int request) => new(proto.RequestAsync(request));
}

internal readonly struct ProtoActorNoTimeoutClient(ProtoActorPingPong proto) : IPingClient
{
    public ValueTask<int> AskAsync(int request) => new(proto.RequestAsyncNoTimeout(request));
}
#endif
