#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.AkkaNet;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Akka.NET adapter behind E11: <c>Ask</c> answers every request with 2r + 1 at C = 1, 100 and 1 000, the
/// dispatcher runs with the throughput the write-up states, and the actor system terminates cleanly. Skipped, naming
/// Akka.NET, where that peer is not built.
/// </summary>
public sealed class AkkaAdapterTests
{
    private const string Project = "Akka";

    [PeerFact(Project)]
    public async Task Ask_answers_every_request()
    {
#if PERFBUF_PEER_AKKA
        await using var akka = AkkaPingPong.Start();
        Assert.Equal(AkkaPingPong.Throughput, akka.ConfiguredThroughput);
        await PingRounds.AtEveryConcurrency(akka.AskAsync);
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public async Task The_actor_system_terminates_cleanly()
    {
#if PERFBUF_PEER_AKKA
        var akka = AkkaPingPong.Start();
        await PingRounds.Run(akka.AskAsync, concurrency: 10, rounds: 1, first: 0);
        Assert.False(akka.IsStopped);
        await akka.DisposeAsync().AsTask().WaitAsync(PingRounds.Patience);
        Assert.True(akka.IsStopped);
#else
        await Task.CompletedTask;
#endif
    }
}
