#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Proto.Actor adapter behind E11 (<see cref="PingPongAdapterTests"/>, run with <c>RequestAsync</c> without a
/// timeout): both request forms answer every request, the actor system is set up as the write-up states, and it stops
/// cleanly.
/// </summary>
[Peer(Project)]
public sealed class ProtoActorAdapterTests : PingPongAdapterTests
{
    private const string Project = "ProtoActor";

    protected override Task<Pinger> StartAsync()
    {
#if PERFBUF_PEER_PROTOACTOR
        var proto = ProtoActorPingPong.Start();
        return Task.FromResult(new Pinger(proto.RequestAsyncNoTimeout, () => proto.IsStopped,
            () => PeerAdapter.StopAsync(proto, () => proto.IsStopped, PingRounds.Patience)));
#else
        throw PeerAdapter.NotBuilt(Project);
#endif
    }

    [PeerFact]
    public async Task RequestAsync_with_its_default_timeout_answers_every_request()
    {
#if PERFBUF_PEER_PROTOACTOR
        await using var proto = ProtoActorPingPong.Start();
        Assert.Equal(TimeSpan.FromSeconds(5), proto.DefaultRequestTimeout);
        await PingRounds.AtEveryConcurrency(proto.RequestAsync);
#else
        await Task.CompletedTask;
#endif
    }
}
