#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Proto.Actor adapter behind E11: both request forms answer every request with 2r + 1 at C = 1, 100 and 1 000,
/// the actor system is set up as the write-up states, and it stops cleanly. Skipped, naming Proto.Actor, where that
/// peer is not built.
/// </summary>
public sealed class ProtoActorAdapterTests
{
    private const string Project = "ProtoActor";

    [PeerFact(Project)]
    public async Task RequestAsync_with_its_default_timeout_answers_every_request()
    {
#if PERFBUF_PEER_PROTOACTOR
        await using var proto = ProtoPingPong.Start();
        Assert.Equal(TimeSpan.FromSeconds(5), proto.DefaultRequestTimeout);
        await PingRounds.AtEveryConcurrency(proto.RequestAsync);
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public async Task RequestAsync_without_timeout_answers_every_request()
    {
#if PERFBUF_PEER_PROTOACTOR
        await using var proto = ProtoPingPong.Start();
        await PingRounds.AtEveryConcurrency(proto.RequestAsyncNoTimeout);
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public async Task The_actor_system_stops_cleanly()
    {
#if PERFBUF_PEER_PROTOACTOR
        var proto = ProtoPingPong.Start();
        await PingRounds.Run(proto.RequestAsyncNoTimeout, concurrency: 10, rounds: 1, first: 0);
        Assert.False(proto.IsStopped);
        await proto.DisposeAsync().AsTask().WaitAsync(PingRounds.Patience);
        Assert.True(proto.IsStopped);
#else
        await Task.CompletedTask;
#endif
    }
}
