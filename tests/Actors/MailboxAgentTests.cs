using PerfBuf.Baselines.FSharp;
using PerfBuf.Mailboxes.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// The F# MailboxProcessor baseline through its C# API: order, no loss/duplicate with several posters, fault
/// propagation, stop accounting, idle stop, request/reply. Uses the <see cref="Sink"/> of ActorTests.
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class MailboxAgentTests(ITestOutputHelper output)
{
    /// <summary>The agent for the shared checks of <see cref="ActorChecks"/>.</summary>
    private static StartedActor Started(MailboxAgent<long> agent) =>
        new(agent.Post, agent.StopAsync, agent.Completion, agent.DisposeAsync);

    [Fact]
    public async Task Single_poster_order_is_kept()
    {
        const long posted = 50_000;
        var sink = new Sink(1);
        var agent = MailboxAgent<long>.Start(sink.Accept, "test-agent");
        Assert.Equal("test-agent", agent.Name);
        for (long i = 0; i < posted; i++)
        {
            agent.Post(Sink.Encode(0, i));
        }
        Assert.Equal(0, await Bounded(agent.StopAsync(drain: true), "draining stop"));
        Assert.Null(sink.Violation);
        Assert.Equal(posted, sink.Handled);
    }

    [Fact]
    public async Task No_loss_no_duplicate_four_posters()
    {
        const int producers = 4;
        const long each = 50_000;
        var sink = new Sink(producers);
        var agent = MailboxAgent<long>.Start(sink.Accept);
        var threads = Enumerable.Range(0, producers).Select(p => new Thread(() =>
        {
            for (long s = 0; s < each; s++)
            {
                agent.Post(Sink.Encode(p, s));
            }
        }) { IsBackground = true, Name = $"poster-{p}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        foreach (var t in threads)
        {
            Assert.True(t.Join(Hang), $"{t.Name} is stuck in Post");
        }
        Assert.Equal(0, await Bounded(agent.StopAsync(drain: true), "draining stop"));
        Assert.Null(sink.Violation);
        Assert.Equal(producers * each, sink.Handled);
        for (var p = 0; p < producers; p++)
        {
            Assert.Equal(each, sink.NextOf(p)); // in-order checking: none lost, none twice
        }
    }

    [Fact]
    public Task Handler_fault_faults_completion_and_counts_undelivered() =>
        ActorChecks.HandlerFaultFaultsCompletionAndCountsUndelivered(sink => Started(MailboxAgent<long>.Start(sink.Accept)));

    [Fact]
    public Task Draining_stop_handles_everything_then_refuses_posts() =>
        ActorChecks.DrainingStopHandlesEverythingThenRefusesPosts(sink => Started(MailboxAgent<long>.Start(sink.Accept)));

    [Fact]
    public async Task Discarding_stop_reports_undelivered()
    {
        const int posted = 1000;
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var agent = MailboxAgent<long>.Start(sink.Accept);
        for (long i = 0; i < posted; i++)
        {
            agent.Post(Sink.Encode(0, i));
        }
        var stop = agent.StopAsync(drain: false);
        gate.Set();
        var undelivered = await Bounded(stop, "discarding stop");
        output.WriteLine($"handled {sink.Handled}, undelivered {undelivered}");
        Assert.Equal(posted, sink.Handled + undelivered);
        Assert.Equal(1, sink.Handled); // only the message in hand at the gate
        Assert.Throws<InvalidOperationException>(() => agent.Post(0));
    }

    [Fact]
    public async Task Idle_agent_is_woken_by_stop()
    {
        // an idle agent waits in Receive with no timeout, so a stop that completes is one that woke it; a stop
        // that leaves it waiting never completes and fails at the Hang limit
        var sink = new Sink(1);
        var agent = MailboxAgent<long>.Start(sink.Accept);
        Thread.Sleep(100); // most likely waiting in Receive by now; the assertions hold either way
        Assert.Equal(0, await Bounded(agent.StopAsync(drain: true), "stop of an idle agent"));
        Assert.Equal(0, await Bounded(agent.StopAsync(drain: false), "second stop")); // the first call decided
        await agent.DisposeAsync();
    }

    [Fact]
    public async Task AskAsync_replies_after_the_handler_saw_the_message_in_order()
    {
        var sink = new Sink(1);
        var agent = MailboxAgent<long>.Start(sink.Accept);
        for (long i = 0; i < 99; i++)
        {
            agent.Post(Sink.Encode(0, i));
        }
        var handledAtReply = await agent.AskAsync(Sink.Encode(0, 99), _ => sink.Handled).WaitAsync(Hang);
        Assert.Equal(100, handledAtReply);
        var boom = agent.AskAsync<long>(Sink.Encode(0, 100), _ => throw new InvalidOperationException("reply"));
        await Assert.ThrowsAsync<InvalidOperationException>(() => boom.WaitAsync(Hang)); // the reply's own failure
        Assert.Equal(0, await Bounded(agent.StopAsync(drain: true), "draining stop")); // the agent lives on
        Assert.Equal(101, sink.Handled);
        Assert.Null(sink.Violation);
    }

    [Fact]
    public async Task AskAsync_dropped_by_a_discarding_stop_is_cancelled_and_by_a_fault_faults()
    {
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var agent = MailboxAgent<long>.Start(sink.Accept);
        agent.Post(Sink.Encode(0, 0));
        var dropped = agent.AskAsync(Sink.Encode(0, 1), x => x);
        var stop = agent.StopAsync(drain: false);
        gate.Set();
        Assert.Equal(1, await Bounded(stop, "discarding stop"));
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => dropped.WaitAsync(Hang));

        var faulting = MailboxAgent<long>.Start(new Sink(1) { ThrowAt = 1 }.Accept);
        var thrower = faulting.AskAsync(Sink.Encode(0, 0), x => x);
        var fault = await Assert.ThrowsAsync<ActorFaultedException>(() => thrower.WaitAsync(Hang));
        Assert.IsType<HandlerBoom>(fault.InnerException);
        await Assert.ThrowsAsync<ActorFaultedException>(() => faulting.Completion.WaitAsync(Hang));
    }
}
