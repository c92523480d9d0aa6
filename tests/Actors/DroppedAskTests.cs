using PerfBuf.Mailboxes.Actors;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>An actor whose messages are asks, behind one face: post an ask, stop, completion.</summary>
internal sealed class AskTarget
{
    private readonly Action<Ask<long, long>> _post;

    private AskTarget(Action<Ask<long, long>> post, Func<bool, Task<int>> stop, Task completion)
    {
        _post = post;
        StopAsync = stop;
        Completion = completion;
    }

    public Func<bool, Task<int>> StopAsync { get; }

    public Task Completion { get; }

    public ValueTask<long> Ask(long request, ReplyPool<long> replies)
    {
        var replyTo = replies.Rent(out var reply);
        _post(new Ask<long, long>(request, replyTo));
        return reply;
    }

    public static AskTarget Start(DroppedAskTests.Kind kind, AskLog log)
    {
        var handler = new AskHandler<long, long, AnswerHandler>(new AnswerHandler(log));
        switch (kind)
        {
            case DroppedAskTests.Kind.ThreadedMpsc:
            case DroppedAskTests.Kind.ThreadedSpsc:
            {
                var actor = ThreadedActor<Ask<long, long>, AskHandler<long, long, AnswerHandler>>.Start(handler, 64,
                    singleProducer: kind == DroppedAskTests.Kind.ThreadedSpsc, name: $"asks-{kind}", maxBatch: 1);
                return new AskTarget(m => actor.Post(m), actor.StopAsync, actor.Completion);
            }
            case DroppedAskTests.Kind.ThreadedBatchRing:
            {
                var actor = BatchRingThreadedActor<Ask<long, long>, AskHandler<long, long, AnswerHandler>>.Start(handler, 64, name: "asks-batch-ring", maxBatch: 1);
                return new AskTarget(m => actor.Post(m), actor.StopAsync, actor.Completion);
            }
            case DroppedAskTests.Kind.Bounded:
            {
                var actor = BoundedThreadedActor<Ask<long, long>, AskHandler<long, long, AnswerHandler>>.Start(handler, 64, name: "asks-bounded", maxBatch: 1);
                return new AskTarget(m => actor.Post(m), actor.StopAsync, actor.Completion);
            }
            case DroppedAskTests.Kind.Channel:
            {
                var actor = ChannelActor<Ask<long, long>, AskHandler<long, long, AnswerHandler>>.Start(handler, null, "asks-channel");
                return new AskTarget(m => actor.Post(m), actor.StopAsync, actor.Completion);
            }
            case DroppedAskTests.Kind.SeedChannel:
            {
                var actor = SeedChannelActor<Ask<long, long>, AskHandler<long, long, AnswerHandler>>.Start(handler, null, "asks-seed-channel");
                return new AskTarget(m => actor.Post(m), actor.StopAsync, actor.Completion);
            }
            default:
            {
                var actor = PoolActor<Ask<long, long>, AskHandler<long, long, AnswerHandler>>.Start(handler, 64, throughput: 1, name: "asks-pool");
                return new AskTarget(m => actor.Post(m), actor.StopAsync, actor.Completion);
            }
        }
    }
}

/// <summary>
/// Every actor fails the asks it drops (issue 12, section 3): asks left in the mailbox by a handler fault fail with
/// the ActorFaultedException that faults Completion, asks left by a discarding stop fail with
/// OperationCanceledException; no ask is left pending. The first ask is held at the handler's gate while the rest
/// are posted behind it, so which asks are dropped is known (batches and budgets of 1: the actors look at a stop
/// between messages). Every wait is bounded.
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class DroppedAskTests
{
    public enum Kind
    {
        ThreadedMpsc,
        ThreadedSpsc,
        ThreadedBatchRing,
        Bounded,
        Channel,
        SeedChannel,
        Pool,
    }

    public static TheoryData<Kind> Kinds => new(Enum.GetValues<Kind>());

    private const int Asks = 40;

    private static async Task<Exception?> Outcome(ValueTask<long> reply, long request)
    {
        var task = reply.AsTask();
        await Bounded(Task.WhenAny(task), $"the ask {request}");
        try
        {
            Assert.Equal(AskLog.Answer(request), await task);
            return null;
        }
        catch (Exception e)
        {
            return e;
        }
    }

    private static ValueTask<long>[] AskBehindGate(AskTarget target, AskLog log, ReplyPool<long> replies)
    {
        var asks = new ValueTask<long>[Asks];
        asks[0] = target.Ask(AskLog.Encode(0, 0), replies);
        Assert.True(log.AtGate.Wait(Hang), "the first ask never reached the handler");
        for (var i = 1; i < Asks; i++)
        {
            asks[i] = target.Ask(AskLog.Encode(0, i), replies);
        }
        return asks;
    }

    [Theory]
    [MemberData(nameof(Kinds))]
    public Task A_fault_fails_every_queued_ask_with_the_fault(Kind kind) => Guarded(async () =>
    {
        var log = new AskLog(1) { GateAt = AskLog.Encode(0, 0), ThrowAt = AskLog.Encode(0, 0) };
        var target = AskTarget.Start(kind, log);
        var replies = new ReplyPool<long>(runContinuationsAsynchronously: true);
        var asks = AskBehindGate(target, log, replies);
        log.Gate.Set(); // ask 0 throws; asks 1.. are in the mailbox
        var inHand = Assert.IsType<InvalidOperationException>(await Outcome(asks[0], AskLog.Encode(0, 0)));
        var fault = await Assert.ThrowsAsync<ActorFaultedException>(() => target.Completion.WaitAsync(Hang));
        Assert.Same(inHand, fault.InnerException);
        Assert.Equal(Asks - 1, fault.Undelivered);
        for (var i = 1; i < Asks; i++)
        {
            Assert.Same(fault, await Outcome(asks[i], AskLog.Encode(0, i)));
        }
    });

    [Theory]
    [MemberData(nameof(Kinds))]
    public Task A_discarding_stop_cancels_every_queued_ask(Kind kind) => Guarded(async () =>
    {
        var log = new AskLog(1) { GateAt = AskLog.Encode(0, 0) };
        var target = AskTarget.Start(kind, log);
        var replies = new ReplyPool<long>(runContinuationsAsynchronously: true);
        var asks = AskBehindGate(target, log, replies);
        var stop = target.StopAsync(false);
        log.Gate.Set(); // ask 0 is answered (it was in hand); asks 1.. are dropped
        Assert.Null(await Outcome(asks[0], AskLog.Encode(0, 0)));
        Assert.Equal(Asks - 1, await Bounded(stop, "discarding stop"));
        for (var i = 1; i < Asks; i++)
        {
            Assert.IsAssignableFrom<OperationCanceledException>(await Outcome(asks[i], AskLog.Encode(0, i)));
        }
    });
}
