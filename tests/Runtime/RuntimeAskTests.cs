using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// Asks on runtime actors (Ask.cs's pooled replies): every reply arrives with many asks in flight from several askers,
/// in per-asker order, on the thread pool and on a keyed scheduler; an ask to a stopped actor fails without throwing;
/// asks left in the mailbox by a discarding stop fail with OperationCanceledException.
/// </summary>
public sealed class RuntimeAskTests(ITestOutputHelper output)
{
    private static long Encode(int asker, long sequence) => ((long)asker << 32) | sequence;

    [Theory]
    [InlineData(false, false)]
    [InlineData(true, false)]
    [InlineData(true, true)]
    public Task Every_ask_is_answered_with_many_in_flight(bool crossing, bool keyed) => Guarded(async () =>
    {
        const int askers = 4;
        const int perAsker = 3072; // a multiple of the window
        const int window = 16;
        using var scheduler = keyed ? new KeyedTestScheduler(workers: 2) : null;
        await using var system = new ActorSystem("asks");
        var options = scheduler is null ? ActorOptions.Default : new ActorOptions { Scheduler = scheduler };
        var log = new PerfBuf.Tests.Actors.AskLog(askers);
        var actor = system.Spawn<Ask<long, long>, PerfBuf.Tests.Actors.AnswerHandler>(
            () => new PerfBuf.Tests.Actors.AnswerHandler(log), options);
        var replies = new ReplyPool<long>(crossing);
        var wrong = 0L;
        async Task Asker(int id)
        {
            var pending = new ValueTask<long>[window];
            for (long sent = 0; sent < perAsker; sent += window)
            {
                for (var i = 0; i < window; i++)
                {
                    pending[i] = actor.AskAsync(Encode(id, sent + i), replies);
                }
                for (var i = 0; i < window; i++)
                {
                    if (await pending[i].ConfigureAwait(false) != PerfBuf.Tests.Actors.AskLog.Answer(Encode(id, sent + i)))
                    {
                        Interlocked.Increment(ref wrong);
                    }
                }
            }
        }
        await Bounded(Task.WhenAll(Enumerable.Range(0, askers).Select(id => Task.Run(() => Asker(id)))), "every asker",
            () => Volatile.Read(ref log.Handled));
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
        Assert.Equal(0, wrong);
        Assert.Equal(0, log.Violations); // per-asker order
        Assert.Equal((long)askers * perAsker, log.Handled);
        Assert.Null(scheduler?.Failure);
        output.WriteLine($"{replies.Created} replies, {actor.Runs} runs");
    });

    [Fact]
    public Task An_ask_to_a_stopped_actor_fails_without_throwing() => Guarded(async () =>
    {
        await using var system = new ActorSystem("ask-late");
        var actor = system.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()));
        Assert.Equal(0, await Bounded(actor.StopAsync(), "stop"));
        var late = actor.AskAsync(1, new ReplyPool<long>()).AsTask();
        var refused = await Assert.ThrowsAsync<InvalidOperationException>(() => late.WaitAsync(Hang));
        Assert.Contains("is stopping or stopped", refused.Message, StringComparison.Ordinal);
    });

    [Fact]
    public Task A_discarding_stop_cancels_every_queued_ask() => Guarded(async () =>
    {
        const int queued = 30;
        await using var system = new ActorSystem("ask-discard");
        var gate = new AskGate(at: 0);
        var replies = new ReplyPool<long>(runContinuationsAsynchronously: true);
        var actor = system.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(gate),
            new ActorOptions { Throughput = 1 });
        var inHand = actor.AskAsync(0, replies).AsTask();
        Assert.True(gate.Reached.Wait(Hang), "the first ask never reached the handler");
        var rest = Enumerable.Range(1, queued).Select(i => actor.AskAsync(i, replies).AsTask()).ToArray();
        var stop = actor.StopAsync(drain: false);
        gate.Open.Set();
        Assert.Equal(0, await Bounded(inHand, "the ask in hand")); // answered: it was in hand
        Assert.Equal(queued, await Bounded(stop, "discarding stop"));
        foreach (var ask in rest)
        {
            await Assert.ThrowsAnyAsync<OperationCanceledException>(() => ask.WaitAsync(Hang));
        }
    });
}
