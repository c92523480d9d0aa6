using PerfBuf.Mailboxes.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// An actor as the shared checks of <see cref="ActorChecks"/> see it: its Post, stop, completion and dispose (each
/// test class adapts its own actor type, which share no interface).
/// </summary>
internal sealed record StartedActor(Action<long> Post, StartedActor.Stop StopAsync, Task Completion,
    Func<ValueTask> DisposeAsync)
{
    /// <summary>The actor's StopAsync.</summary>
    public delegate Task<int> Stop(bool drain);

    /// <summary>The actor's awaitable post, where it has one (ChannelActor's PostAsync); checked beside Post.</summary>
    public Func<long, Task>? PostAsync { get; init; }
}

/// <summary>
/// Test bodies that several actors' test classes run alike, each on its own actor: <c>start</c> starts one over the
/// <see cref="Sink"/> the check made (with the capacity and settings that class chose). The callers choose how they
/// run: under <see cref="Guard.Guarded"/>, except MailboxAgentTests, whose tests never were.
/// </summary>
internal static class ActorChecks
{
    /// <summary>
    /// The handler throws on message 10 of 100: Completion faults with the handler's exception and the 90 not handled,
    /// later posts are refused, a stop faults the same way and DisposeAsync does not rethrow.
    /// </summary>
    public static async Task HandlerFaultFaultsCompletionAndCountsUndelivered(Func<Sink, StartedActor> start)
    {
        const int posted = 100;
        const int throwAt = 10;
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { ThrowAt = throwAt, Gate = gate };
        var actor = start(sink);
        for (long i = 0; i < posted; i++)
        {
            actor.Post(Sink.Encode(0, i)); // all accepted: the handler waits at message 1 until the gate opens
        }
        gate.Set();
        var fault = await Assert.ThrowsAsync<ActorFaultedException>(() => actor.Completion.WaitAsync(Hang));
        Assert.IsType<HandlerBoom>(fault.InnerException);
        Assert.Equal(posted - throwAt, fault.Undelivered);
        Assert.Equal(throwAt, sink.Handled);
        Assert.Throws<InvalidOperationException>(() => actor.Post(Sink.Encode(0, posted)));
        if (actor.PostAsync is { } postAsync)
        {
            await Assert.ThrowsAsync<InvalidOperationException>(() => postAsync(Sink.Encode(0, posted)));
        }
        await Assert.ThrowsAsync<ActorFaultedException>(() => actor.StopAsync(drain: true).WaitAsync(Hang));
        await actor.DisposeAsync(); // does not rethrow the fault
    }

    /// <summary>
    /// 20 000 posts, then a draining stop: it returns 0 after every one was handled in order, Completion succeeds,
    /// later posts are refused and DisposeAsync returns at once. <paramref name="whileHandledMoves"/>: the stop is
    /// waited for while the handled count moves (see <see cref="Bounded{T}(Task{T}, string, Func{long}?)"/>) instead
    /// of for <see cref="Hang"/> in all.
    /// </summary>
    public static async Task DrainingStopHandlesEverythingThenRefusesPosts(Func<Sink, StartedActor> start,
        bool whileHandledMoves = false)
    {
        const int posted = 20_000;
        var sink = new Sink(1);
        var actor = start(sink);
        for (long i = 0; i < posted; i++)
        {
            actor.Post(Sink.Encode(0, i));
        }
        Func<long>? moving = whileHandledMoves ? () => sink.Handled : null;
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop", moving));
        Assert.True(actor.Completion.IsCompletedSuccessfully);
        Assert.Equal(posted, sink.Handled);
        Assert.Null(sink.Violation);
        Assert.Throws<InvalidOperationException>(() => actor.Post(Sink.Encode(0, posted)));
        await actor.DisposeAsync(); // after a stop: returns at once
    }

    /// <summary>
    /// 1 000 posts while the handler holds the first at the gate, then a discarding stop once it is in hand: handled
    /// plus undelivered is every post, <paramref name="handledInHand"/> checks what the stop let the handler finish
    /// (the message in hand, or the run in hand), and later posts are refused.
    /// </summary>
    public static async Task DiscardingStopReportsUndelivered(Func<Sink, StartedActor> start, ITestOutputHelper output,
        Action<long> handledInHand)
    {
        const int posted = 1000;
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var actor = start(sink);
        for (long i = 0; i < posted; i++)
        {
            actor.Post(Sink.Encode(0, i));
        }
        Assert.True(sink.AtGate.Wait(Hang), "the first message never reached the handler"); // the stop comes mid-handling
        var stop = actor.StopAsync(drain: false);
        gate.Set();
        var undelivered = await Bounded(stop, "discarding stop");
        output.WriteLine($"handled {sink.Handled}, undelivered {undelivered}");
        Assert.Equal(posted, sink.Handled + undelivered);
        handledInHand(sink.Handled);
        Assert.Throws<InvalidOperationException>(() => actor.Post(0));
    }

    /// <summary>
    /// Four posters post without end until a discarding stop refuses them (any blocked on a full mailbox too): every
    /// poster ends, nothing is handled out of order, and every accepted post was handled or counted undelivered.
    /// </summary>
    public static async Task DiscardingStopRacingFourPostersAccountsForEveryAcceptedPost(Func<Sink, StartedActor> start,
        ITestOutputHelper output)
    {
        const int producers = 4;
        var sink = new Sink(producers);
        var actor = start(sink);
        var (threads, accepted) = StartPosters(actor.Post, producers, _ => true, seed: 7, tolerateRefusal: true);
        SpinUntilEveryPosterAccepted(accepted, 100); // all four are posting when the stop comes
        var undelivered = await Bounded(actor.StopAsync(drain: false), "discarding stop");
        JoinAll(threads); // every poster got refused, including any blocked on a full mailbox
        Assert.Null(sink.Violation);
        Assert.Equal(accepted.Sum(), sink.Handled + undelivered);
        output.WriteLine($"accepted {accepted.Sum()}, handled {sink.Handled}, undelivered {undelivered}");
    }
}
