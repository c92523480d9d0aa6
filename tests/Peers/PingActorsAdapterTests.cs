using PerfBuf.Workloads.Payloads;
#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.Akka;
#endif
#if PERFBUF_PEER_ORLEANS
using PerfBuf.Peers.MicrosoftOrleans;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The adapters behind E11's seed 000 workload (one request to each of C actors per round), the same checks for every
/// peer: at C = 1, 100 and 1 000, every request to actor i is answered with 2r + 1 and actor i counts exactly one answer
/// per request it got; with a planted fault the named actor counts two for its first request and every other actor one;
/// the adapter stops cleanly. Skipped, naming the peer, where that peer is not built.
/// </summary>
public abstract class PingActorsAdapterTests
{
    /// <summary>A started adapter of C actors: one request to actor i, whether it has stopped, and its stop.</summary>
    protected sealed record Actors(Func<int, int, Task<int>> Ask, Func<bool> IsStopped, Func<Task> StopAsync);

    /// <summary>Starts the peer's adapter with one actor per actor <paramref name="answers"/> counts, and checks the settings it states.</summary>
    protected abstract Task<Actors> StartAsync(AnswerCounts answers);

    [PeerFact]
    public async Task Every_actor_answers_once_per_request_at_every_concurrency()
    {
        foreach (var concurrency in new[] { 1, 100, 1_000 })
        {
            var answers = new AnswerCounts(concurrency);
            var actors = await StartAsync(answers);
            const int Rounds = 3;
            await RunRounds(actors, concurrency, Rounds);
            for (var actor = 0; actor < concurrency; actor++)
            {
                Assert.Equal(Rounds, answers.Of(actor));
            }
            Assert.Equal(Rounds * concurrency, answers.Total);
            await actors.StopAsync();
            Assert.True(actors.IsStopped());
        }
    }

    [PeerFact]
    public async Task A_planted_fault_makes_one_actor_count_two_answers_for_its_first_request()
    {
        var answers = new AnswerCounts(10, answersTwice: 4);
        var actors = await StartAsync(answers);
        await RunRounds(actors, 10, rounds: 2);
        for (var actor = 0; actor < 10; actor++)
        {
            Assert.Equal(actor == 4 ? 3 : 2, answers.Of(actor));
        }
        await actors.StopAsync();
    }

    /// <summary>Rounds of one request to each actor (request r = round · C + actor), every reply checked.</summary>
    private static async Task RunRounds(Actors actors, int concurrency, int rounds)
    {
        var pending = new Task<int>[concurrency];
        for (var round = 0; round < rounds; round++)
        {
            var first = round * concurrency;
            for (var actor = 0; actor < concurrency; actor++)
            {
                pending[actor] = actors.Ask(actor, first + actor);
            }
            var replies = await Task.WhenAll(pending).WaitAsync(PingRounds.Patience);
            for (var actor = 0; actor < concurrency; actor++)
            {
                Assert.Equal(PingReply.Answer(first + actor), replies[actor]);
            }
        }
    }
}

/// <summary>The Proto.Actor adapter of the seed workload (<see cref="PingActorsAdapterTests"/>): C actors on the props of E11's one.</summary>
[Peer(Project)]
public sealed class ProtoActorPingActorsAdapterTests : PingActorsAdapterTests
{
    private const string Project = "ProtoActor";

    protected override Task<Actors> StartAsync(AnswerCounts answers)
    {
#if PERFBUF_PEER_PROTOACTOR
        var proto = ProtoActorPingActors.Start(answers);
        Assert.Equal(answers.Actors, proto.Actors);
        Assert.Equal(ProtoActorPingActors.Throughput, proto.DispatcherThroughput);
        Assert.Equal(TimeSpan.FromSeconds(5), proto.DefaultRequestTimeout);
        return Task.FromResult(new Actors(proto.RequestAsync, () => proto.IsStopped,
            () => PeerAdapter.StopAsync(proto, () => proto.IsStopped, PingRounds.Patience)));
#else
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}

/// <summary>The Akka.NET adapter of the seed workload (<see cref="PingActorsAdapterTests"/>): C actors, throughput <c>AkkaHost.Throughput</c>, no ask timeout.</summary>
[Peer(Project)]
public sealed class AkkaPingActorsAdapterTests : PingActorsAdapterTests
{
    private const string Project = "Akka";

    protected override Task<Actors> StartAsync(AnswerCounts answers)
    {
#if PERFBUF_PEER_AKKA
        var akka = AkkaPingActors.Start(answers);
        Assert.Equal(answers.Actors, akka.Actors);
        Assert.Equal(AkkaHost.Throughput, akka.ConfiguredThroughput);
        return Task.FromResult(new Actors(akka.AskAsync, () => akka.IsStopped,
            () => PeerAdapter.StopAsync(akka, () => akka.IsStopped, PingRounds.Patience)));
#else
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}

/// <summary>The Orleans adapter of the seed workload (<see cref="PingActorsAdapterTests"/>): C grains of an in-process silo.</summary>
[Peer(Project)]
public sealed class OrleansPingGrainsAdapterTests : PingActorsAdapterTests
{
    private const string Project = "Orleans";

    protected override async Task<Actors> StartAsync(AnswerCounts answers)
    {
#if PERFBUF_PEER_ORLEANS
        var orleans = await OrleansPingGrains.StartAsync(answers).WaitAsync(PingRounds.Patience);
        Assert.Equal(answers.Actors, orleans.Actors);
        Assert.Equal(0, answers.Total); // activating the grains answers nothing
        return new Actors((actor, request) => orleans.PingAsync(actor, request).AsTask(), () => orleans.IsStopped,
            () => PeerAdapter.StopAsync(orleans, () => orleans.IsStopped, PingRounds.Patience));
#else
        await Task.CompletedTask;
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}
