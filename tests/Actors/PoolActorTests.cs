using System.Diagnostics;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// Watches run boundaries from inside a handler: the actor's <see cref="PoolActor{T, THandler}.Runs"/>, read on the
/// run's own thread, is the number of the run in progress. Touched by the runs only (one at a time).
/// </summary>
internal sealed class RunProbe
{
    private long _run = -1;
    private int _inRun;
    private int _maxPerRun;

    public Func<long>? CurrentRun { get; set; }

    public int MaxPerRun => Volatile.Read(ref _maxPerRun);

    public void Saw()
    {
        var run = CurrentRun!();
        _inRun = run == _run ? _inRun + 1 : 1;
        _run = run;
        if (_inRun > _maxPerRun)
        {
            Volatile.Write(ref _maxPerRun, _inRun);
        }
    }
}

internal struct ProbedSinkHandler(Sink sink, RunProbe probe) : IHandler<long>
{
    public readonly void Handle(in long item)
    {
        probe.Saw();
        sink.Accept(item);
    }
}

/// <summary>
/// The thread-pool actor: order, no loss/duplicate under oversubscription, the idle -> scheduled race, the run
/// budget, fault propagation, stop accounting, idle stop, zero allocation. Every wait is bounded. Shares the
/// actors' non-parallel collection (process-wide allocation counter; stress needs the cores).
/// Rerun a stress failure with ACTOR_STRESS_SEED=&lt;seed&gt;.
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class PoolActorTests(ITestOutputHelper output)
{
    private static PoolActor<long, SinkHandler> Start(Sink sink, int capacity = 64,
        int throughput = PoolActor<long, SinkHandler>.DefaultThroughput) =>
        PoolActor<long, SinkHandler>.Start(new SinkHandler(sink), capacity, throughput, "test-pool");

    /// <summary>The actor for the shared checks of <see cref="ActorChecks"/>.</summary>
    private static StartedActor Started(PoolActor<long, SinkHandler> actor) =>
        new(m => actor.Post(m), actor.StopAsync, actor.Completion, actor.DisposeAsync);

    [Fact]
    public void Throughput_below_one_is_rejected() =>
        Assert.Throws<ArgumentOutOfRangeException>(() => Start(new Sink(1), throughput: 0));

    [Theory]
    [InlineData(1)]
    [InlineData(7)]
    [InlineData(4096)]
    public Task Per_producer_order_with_four_posters(int throughput) => Guarded(async () =>
    {
        const int producers = 4;
        const long each = 25_000;
        var sink = new Sink(producers);
        var actor = Start(sink, capacity: 64, throughput);
        var (threads, _) = StartPosters(m => actor.Post(m), producers, s => s < each, seed: 42);
        JoinAll(threads, () => sink.Handled);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop", () => sink.Handled));
        Assert.Null(sink.Violation);
        Assert.Equal(producers * each, sink.Handled);
        for (var p = 0; p < producers; p++)
        {
            Assert.Equal(each, sink.NextOf(p));
        }
        output.WriteLine($"throughput {throughput}: {actor.Runs} runs");
    });

    [Theory]
    [InlineData(1)]
    [InlineData(64)]
    public Task No_loss_no_duplicate_8_posters_oversubscribed(int throughput) => Guarded(async () =>
    {
        const int producers = 8;
        const long each = 50_000;
        var seed = Environment.GetEnvironmentVariable("ACTOR_STRESS_SEED") is { } s
            ? int.Parse(s, System.Globalization.CultureInfo.InvariantCulture)
            : Random.Shared.Next();
        output.WriteLine($"throughput {throughput}: seed {seed}, {Environment.ProcessorCount} cores");
        var sink = new Sink(producers);
        var actor = Start(sink, capacity: 64, throughput);
        var (threads, accepted) = StartPosters(m => actor.Post(m), producers, s => s < each, seed);
        JoinAll(threads, () => sink.Handled);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop", () => sink.Handled));
        Assert.Null(sink.Violation);
        for (var p = 0; p < producers; p++)
        {
            Assert.Equal(each, accepted[p]);
            Assert.Equal(each, sink.NextOf(p)); // with in-order checking: none lost, none twice
        }
        Assert.Equal(producers * each, sink.Handled);
        output.WriteLine($"throughput {throughput}: {actor.Runs} runs");
    });

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public Task Idle_to_scheduled_transitions_never_lose_a_wake_up(bool waitUntilIdle) => Guarded(async () =>
    {
        // waitUntilIdle: every message meets an idle actor, so each Post makes the 0 -> 1 transition and queues a
        // fresh run. Otherwise the next Post follows the handler at once and races the run's clear/fence/re-check.
        // A Post that skips scheduling while the run goes idle anyway leaves its message unhandled: timeout.
        var rounds = waitUntilIdle ? 1500 : 5000;
        var sink = new Sink(1);
        var actor = Start(sink);
        for (long i = 0; i < rounds; i++)
        {
            actor.Post(Sink.Encode(0, i));
            SpinUntil(() => sink.Handled == i + 1, $"message {i} handled"); // the next Post follows at once
            if (waitUntilIdle)
            {
                SpinUntil(() => !actor.IsScheduled, $"actor idle after message {i}");
            }
        }
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(sink.Violation);
        Assert.Equal(rounds, sink.Handled);
        if (waitUntilIdle)
        {
            Assert.True(actor.Runs >= rounds, $"{actor.Runs} runs for {rounds} idle -> scheduled transitions");
        }
        output.WriteLine($"waitUntilIdle={waitUntilIdle}: {rounds} hand-offs, {actor.Runs} runs");
    });

    [Theory]
    [InlineData(1)]
    [InlineData(7)]
    [InlineData(64)]
    public Task A_run_handles_at_most_the_throughput_budget(int throughput) => Guarded(async () =>
    {
        // every message is published before the handler gets past the first one, so each run finds a full budget
        // waiting: the largest run must be exactly the budget, and the runs at least messages / budget
        const int posted = 2000;
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var probe = new RunProbe();
        var actor = PoolActor<long, ProbedSinkHandler>.Start(new ProbedSinkHandler(sink, probe), capacity: 2048,
            throughput, "test-budget");
        probe.CurrentRun = () => actor.Runs;
        for (long i = 0; i < posted; i++)
        {
            actor.Post(Sink.Encode(0, i));
        }
        gate.Set();
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(sink.Violation);
        Assert.Equal(posted, sink.Handled);
        Assert.Equal(throughput, probe.MaxPerRun);
        Assert.True(actor.Runs >= (posted + throughput - 1) / throughput,
            $"{actor.Runs} runs for {posted} messages at throughput {throughput}");
        output.WriteLine($"throughput {throughput}: {actor.Runs} runs, largest {probe.MaxPerRun}");
    });

    [Fact]
    public Task Handler_fault_faults_completion_and_counts_undelivered() =>
        Guarded(() => ActorChecks.HandlerFaultFaultsCompletionAndCountsUndelivered(
            sink => Started(Start(sink, capacity: 128, throughput: 4))));

    [Fact]
    public Task Draining_stop_handles_everything_then_refuses_posts() =>
        Guarded(() => ActorChecks.DrainingStopHandlesEverythingThenRefusesPosts(
            sink => Started(Start(sink, capacity: 256, throughput: 16))));

    [Fact]
    public Task Discarding_stop_reports_undelivered()
    {
        const int throughput = 32;
        return Guarded(() => ActorChecks.DiscardingStopReportsUndelivered(
            sink => Started(Start(sink, capacity: 1024, throughput)), output,
            handled => Assert.InRange(handled, 1, throughput))); // the run in hand finishes at most its budget
    }

    [Fact]
    public Task Discarding_stop_racing_four_posters_accounts_for_every_accepted_post() =>
        Guarded(() => ActorChecks.DiscardingStopRacingFourPostersAccountsForEveryAcceptedPost(
            sink => Started(Start(sink, capacity: 32, throughput: 8)), output));

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public Task Idle_actor_is_woken_by_stop(bool usedBefore) => Guarded(async () =>
    {
        // an idle pool actor has no run queued and nothing waits on a timer, so a stop that completes is one that
        // scheduled the final run itself; a stop that does not never completes and fails at the Hang limit
        var sink = new Sink(1);
        var actor = Start(sink);
        if (usedBefore)
        {
            actor.Post(Sink.Encode(0, 0));
            SpinUntil(() => sink.Handled == 1 && !actor.IsScheduled, "actor idle again");
        }
        Assert.False(actor.IsScheduled);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "stop of an idle actor"));
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: false), "second stop")); // same task, first call decided
    });

    [Theory]
    [InlineData(1)]
    [InlineData(64)]
    public Task Pool_actor_allocates_nothing_per_message(int throughput) => Guarded(async () =>
    {
        const int perRound = 100_000;
        const long slackBytes = 16 * 1024; // a fixed allowance (e.g. a pool thread started late), not per message
        var sink = new Sink(1);
        var actor = Start(sink, capacity: 256, throughput);
        long next = 0;
        Func<bool> allHandled = () => sink.Handled == next;
        long Round()
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < perRound; i++, next++)
            {
                actor.Post(Sink.Encode(0, next));
                if ((i & 4095) == 0)
                {
                    Thread.Sleep(1); // let the actor go idle now and then: the idle -> scheduled path is measured too
                }
            }
            var posting = GC.GetAllocatedBytesForCurrentThread() - before;
            SpinUntil(allHandled, "round handled", () => sink.Handled);
            return posting;
        }
        Round(); // warm-up: tiering, pool threads, queue segments
        Round();
        // the process-wide counter also sees unrelated threads (test host, tiered JIT); those come in bursts, so
        // take the quietest of three rounds — an allocation per message or per run would show in every one
        long postingThread = 0, wholeProcess = long.MaxValue;
        for (var r = 0; r < 3; r++)
        {
            var process = GC.GetTotalAllocatedBytes(precise: true);
            postingThread = Math.Max(postingThread, Round());
            wholeProcess = Math.Min(wholeProcess, GC.GetTotalAllocatedBytes(precise: true) - process);
        }
        output.WriteLine($"throughput {throughput}: posting thread {postingThread} B, process {wholeProcess} B over {perRound} messages, runs {actor.Runs}");
        Assert.Equal(0, postingThread);
        Assert.True(wholeProcess <= slackBytes, $"{wholeProcess} B allocated over {perRound} messages");
        Assert.Null(sink.Violation);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
    });
}
