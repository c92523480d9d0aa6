using PerfBuf.Experiments.E11;
using PerfBuf.Workloads.Payloads;
using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// E11's plainest Channel-based actor (<see cref="ChannelAskActor{TRequest, TReply}"/>, the ChannelActorCrossing rows):
/// every ask gets its own answer, whoever asks; an asker's continuation never runs inline on the actor's loop; a throwing
/// answer fails its ask alone; a stop answers every accepted request and refuses later ones. Nothing is left pending.
/// </summary>
public sealed class ChannelAskActorTests
{
    [Fact]
    public async Task Every_ask_from_several_askers_gets_its_own_answer()
    {
        var actor = new ChannelAskActor<int, int>(PingReply.Answer);
        const int Askers = 4, PerAsker = 500;
        var askers = Enumerable.Range(0, Askers).Select(asker => Task.Run(async () =>
        {
            for (var i = 0; i < PerAsker; i++)
            {
                var request = asker * PerAsker + i;
                Assert.Equal(PingReply.Answer(request), await actor.AskAsync(request).WaitAsync(Hang));
            }
        }));
        await Task.WhenAll(askers);
        await actor.StopAsync().WaitAsync(Hang);
    }

    [Fact]
    public async Task An_askers_continuation_runs_off_the_actors_loop()
    {
        // the first reply's continuation (asked to run synchronously, where the reply completes) asks again and blocks
        // until that answer comes: were it run inline on the actor's loop, the loop could not answer the second request
        // and the wait would time out. The loop holds the first request until the continuation is registered.
        using var registered = new ManualResetEventSlim();
        using var secondAnswered = new ManualResetEventSlim();
        var actor = new ChannelAskActor<int, int>(request =>
        {
            if (request == 0)
            {
                Assert.True(registered.Wait(Hang), "the continuation was never registered");
            }
            return PingReply.Answer(request);
        });
        Task<int>? second = null;
        var first = actor.AskAsync(0);
        var continued = first.ContinueWith(answered =>
        {
            second = actor.AskAsync(1);
            second.ContinueWith(_ => secondAnswered.Set(), CancellationToken.None, TaskContinuationOptions.None, TaskScheduler.Default);
            return secondAnswered.Wait(Hang);
        }, CancellationToken.None, TaskContinuationOptions.ExecuteSynchronously, TaskScheduler.Default);
        registered.Set();
        Assert.True(await continued.WaitAsync(Hang), "the second request was not answered while the first reply's continuation ran");
        Assert.Equal(PingReply.Answer(0), await first.WaitAsync(Hang));
        Assert.Equal(PingReply.Answer(1), await second!.WaitAsync(Hang));
        await actor.StopAsync().WaitAsync(Hang);
    }

    [Fact]
    public async Task A_throwing_answer_fails_its_ask_and_the_actor_answers_the_next()
    {
        var actor = new ChannelAskActor<int, int>(request => request == 7 ? throw new InvalidDataException("no answer to 7") : PingReply.Answer(request));
        var error = await Assert.ThrowsAsync<InvalidDataException>(() => actor.AskAsync(7).WaitAsync(Hang));
        Assert.Equal("no answer to 7", error.Message);
        Assert.Equal(PingReply.Answer(8), await actor.AskAsync(8).WaitAsync(Hang));
        await actor.StopAsync().WaitAsync(Hang);
    }

    [Fact]
    public async Task A_stop_answers_every_accepted_request_and_refuses_later_ones()
    {
        using var gate = new ManualResetEventSlim();
        var actor = new ChannelAskActor<int, int>(request =>
        {
            if (request == 0)
            {
                Assert.True(gate.Wait(Hang), "the gate never opened"); // holds the loop while the other requests wait in the channel
            }
            return PingReply.Answer(request);
        });
        var asks = Enumerable.Range(0, 100).Select(actor.AskAsync).ToList();
        var stopped = actor.StopAsync();
        var refused = actor.AskAsync(100);
        gate.Set();
        await stopped.WaitAsync(Hang);
        for (var request = 0; request < asks.Count; request++)
        {
            Assert.Equal(PingReply.Answer(request), await asks[request].WaitAsync(Hang));
        }
        await Assert.ThrowsAsync<InvalidOperationException>(() => refused.WaitAsync(Hang));
    }
}
