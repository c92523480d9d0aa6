using System.Collections.Concurrent;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Tests.Actors;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// Supervision-lite: Restart replaces the handler state with a fresh one and goes on (the thrower is lost, an ask
/// among throwers fails with the handler's exception); Stop — and no supervisor, a throwing supervisor, an unknown
/// directive, a factory that throws while restarting — faults Completion, counts the rest and fails the asks left.
/// </summary>
public sealed class SupervisionTests
{
    private static readonly Func<Exception, SupervisorDirective> AlwaysRestart = _ => SupervisorDirective.Restart;

    [Fact]
    public Task Restart_replaces_the_state_loses_the_thrower_and_goes_on() => Guarded(async () =>
    {
        await using var system = new ActorSystem("restart");
        var log = new ConcurrentQueue<(long Message, int Count)>();
        var made = 0;
        var seen = new ConcurrentQueue<Exception>();
        var actor = system.Spawn<long, CountingHandler>(() =>
        {
            Interlocked.Increment(ref made);
            return new CountingHandler(log);
        }, new ActorOptions
        {
            Supervisor = e =>
            {
                seen.Enqueue(e);
                return SupervisorDirective.Restart;
            },
        });
        foreach (var m in new long[] { 1, 2, 3, -1, 4, 5, -2, -3, 6 })
        {
            actor.Tell(m);
        }
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop")); // no fault: every throw was restarted
        Assert.Equal(3, actor.Restarts);
        Assert.Equal(4, made); // the spawn and three restarts
        Assert.Equal(
            [(1, 1), (2, 2), (3, 3), (-1, 4), (4, 1), (5, 2), (-2, 3), (-3, 1), (6, 1)],
            log.Select(e => ((int)e.Message, e.Count)));
        Assert.Equal([-1L, -2L, -3L], seen.Select(e => Assert.IsType<HandlerBoom>(e).Message).Select(ParseAt));
    });

    private static long ParseAt(string message) => long.Parse(message.Split(' ')[^1], System.Globalization.CultureInfo.InvariantCulture);

    public enum Stopper
    {
        NoSupervisor,
        StopDirective,
        ThrowingSupervisor,
        UnknownDirective,
        ThrowingFactoryOnRestart,
    }

    public static TheoryData<Stopper> Stoppers => new(Enum.GetValues<Stopper>());

    [Theory]
    [MemberData(nameof(Stoppers))]
    public Task Stop_faults_Completion_counts_the_rest_and_refuses_tells(Stopper stopper) => Guarded(async () =>
    {
        const int told = 50;
        const int throwAt = 5;
        await using var system = new ActorSystem("stop");
        using var gate = new ManualResetEventSlim(false);
        var factoryCalls = 0;
        var factoryBoom = new InvalidOperationException("factory");
        var sink = new Sink(1) { ThrowAt = throwAt, Gate = gate };
        var options = new ActorOptions
        {
            Throughput = 2,
            Supervisor = stopper switch
            {
                Stopper.NoSupervisor => null,
                Stopper.StopDirective => _ => SupervisorDirective.Stop,
                Stopper.ThrowingSupervisor => _ => throw new InvalidOperationException("supervisor"),
                Stopper.UnknownDirective => _ => (SupervisorDirective)42,
                _ => AlwaysRestart,
            },
        };
        var actor = system.Spawn<long, SinkHandler>(() =>
            Interlocked.Increment(ref factoryCalls) == 1 ? new SinkHandler(sink) : throw factoryBoom, options);
        for (long i = 0; i < told; i++)
        {
            actor.Tell(Sink.Encode(0, i)); // all accepted: the handler waits at the first message
        }
        gate.Set();
        var fault = await Assert.ThrowsAsync<ActorFaultedException>(() => actor.Completion.WaitAsync(Hang));
        if (stopper == Stopper.ThrowingFactoryOnRestart)
        {
            Assert.Same(factoryBoom, fault.InnerException);
            Assert.Equal(2, factoryCalls);
        }
        else
        {
            Assert.IsType<HandlerBoom>(fault.InnerException);
            Assert.Equal(1, factoryCalls);
        }
        Assert.Equal(told - throwAt, fault.Undelivered);
        Assert.Equal((long)throwAt, sink.Handled); // the thrower counts as handled
        Assert.Equal(0, actor.Restarts);
        Assert.Throws<InvalidOperationException>(() => actor.Tell(0));
        Assert.False(actor.TryTell(0));
        await Assert.ThrowsAsync<ActorFaultedException>(() => actor.StopAsync().WaitAsync(Hang));
        SpinUntil(() => system.LiveActors == 0, "the faulted actor leaves the live count");
    });

    [Fact]
    public Task Restart_fails_the_ask_that_threw_with_the_handlers_exception_and_answers_the_next() => Guarded(async () =>
    {
        await using var system = new ActorSystem("ask-restart");
        var replies = new ReplyPool<long>(runContinuationsAsynchronously: true);
        var actor = system.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()),
            new ActorOptions { Supervisor = AlwaysRestart });
        var first = actor.AskAsync(1, replies).AsTask();
        var thrower = actor.AskAsync(-7, replies).AsTask();
        var next = actor.AskAsync(21, replies).AsTask();
        Assert.Equal(2, await Bounded(first, "ask 1"));
        var boom = await Assert.ThrowsAsync<HandlerBoom>(() => thrower.WaitAsync(Hang));
        Assert.EndsWith("-7", boom.Message, StringComparison.Ordinal);
        Assert.Equal(42, await Bounded(next, "ask 21"));
        Assert.Equal(1, actor.Restarts);
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
    });

    [Fact]
    public Task Stop_fails_the_thrower_with_its_exception_and_every_queued_ask_with_the_fault() => Guarded(async () =>
    {
        const int queued = 20;
        await using var system = new ActorSystem("ask-stop");
        var gate = new AskGate(at: 0);
        var replies = new ReplyPool<long>(runContinuationsAsynchronously: true);
        var actor = system.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(gate),
            new ActorOptions { Throughput = 1 });
        var gated = actor.AskAsync(0, replies).AsTask();
        Assert.True(gate.Reached.Wait(Hang), "the first ask never reached the handler");
        var thrower = actor.AskAsync(-1, replies).AsTask();
        var rest = Enumerable.Range(1, queued).Select(i => actor.AskAsync(i, replies).AsTask()).ToArray();
        gate.Open.Set();
        Assert.Equal(0, await Bounded(gated, "the gated ask"));
        var inHand = await Assert.ThrowsAsync<HandlerBoom>(() => thrower.WaitAsync(Hang));
        var fault = await Assert.ThrowsAsync<ActorFaultedException>(() => actor.Completion.WaitAsync(Hang));
        Assert.Same(inHand, fault.InnerException);
        Assert.Equal(queued, fault.Undelivered);
        foreach (var ask in rest)
        {
            Assert.Same(fault, await Assert.ThrowsAsync<ActorFaultedException>(() => ask.WaitAsync(Hang)));
        }
        var late = actor.AskAsync(5, replies).AsTask();
        Assert.Contains("Tell is refused", (await Assert.ThrowsAsync<InvalidOperationException>(() => late.WaitAsync(Hang))).Message,
            StringComparison.Ordinal);
    });

    [Fact]
    public Task A_handler_wrapped_in_AskHandler_keeps_its_own_failure_and_the_runtime_adds_nothing() => Guarded(async () =>
    {
        await using var system = new ActorSystem("ask-wrapped");
        var replies = new ReplyPool<long>(runContinuationsAsynchronously: true);
        var actor = system.Spawn<Ask<long, long>, AskHandler<long, long, DoublingHandler>>(
            () => new AskHandler<long, long, DoublingHandler>(new DoublingHandler(new AskGate())),
            new ActorOptions { Supervisor = AlwaysRestart });
        var thrower = actor.AskAsync(-3, replies).AsTask();
        Assert.IsType<HandlerBoom>(await Record.ExceptionAsync(() => thrower.WaitAsync(Hang)));
        Assert.Equal(8, await Bounded(actor.AskAsync(4, replies).AsTask(), "ask after the restart"));
        Assert.Equal(1, actor.Restarts);
    });
}
