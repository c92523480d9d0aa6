#if PERFBUF_PEERS
using PerfBuf.Peers.E11;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// E11's peer adapters answer every request with 2r + 1, in a few rounds of concurrent requests, and stop cleanly.
/// Compiled in only where the peer packages restore; reported as skipped elsewhere.
/// </summary>
public sealed class E11PeerAdapterTests
{
#if PERFBUF_PEERS
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);

    private static async Task Rounds(Func<int, Task<int>> ask)
    {
        const int rounds = 5;
        const int concurrency = 100;
        var pending = new Task<int>[concurrency];
        for (var round = 0; round < rounds; round++)
        {
            var first = round * concurrency;
            for (var i = 0; i < concurrency; i++)
            {
                pending[i] = ask(first + i);
            }
            var replies = await Task.WhenAll(pending).WaitAsync(Patience);
            for (var i = 0; i < concurrency; i++)
            {
                Assert.Equal(2 * (first + i) + 1, replies[i]);
            }
        }
    }
#endif

    [PeerFact]
    public async Task Proto_actor_RequestAsync_with_its_default_timeout_answers_every_request()
    {
#if PERFBUF_PEERS
        await using var proto = ProtoPingPong.Start();
        await Rounds(proto.RequestAsync);
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact]
    public async Task Proto_actor_RequestAsync_without_timeout_answers_every_request()
    {
#if PERFBUF_PEERS
        await using var proto = ProtoPingPong.Start();
        await Rounds(proto.RequestAsyncNoTimeout);
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact]
    public async Task Akka_Ask_answers_every_request()
    {
#if PERFBUF_PEERS
        await using var akka = AkkaPingPong.Start();
        await Rounds(akka.AskAsync);
#else
        await Task.CompletedTask;
#endif
    }
}
