using System.Diagnostics;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// The checks ChannelActor and SeedChannelActor (the seed's Channel actor) share, over an unbounded and a bounded
/// channel: order, no loss/duplicate with many posters, a full bounded channel blocks Post and releases it, fault
/// propagation, stop accounting, a post to an idle actor (its loop parked in its read) is handled, idle stop, a
/// capacity below one refused. A subclass per actor starts it and adds the tests that are its own. Uses the
/// <see cref="Sink"/> of ActorTests; every wait is bounded. Rerun a stress failure with ACTOR_STRESS_SEED=&lt;seed&gt;.
/// </summary>
public abstract class ChannelActorTestBase(ITestOutputHelper output)
{
    /// <summary>null = unbounded; a number = bounded capacity.</summary>
    public static TheoryData<int?> Capacities => new() { null, 16 };

    /// <summary>Starts the actor over <paramref name="sink"/>'s handler (null: unbounded; a number: bounded).</summary>
    private protected abstract StartedActor Start(Sink sink, int? capacity);

    /// <summary>
    /// Whether a draining stop after one poster's thousands of posts is waited for while the handled count moves
    /// (SeedChannelActor: a ReadAsync per message) rather than for <see cref="Hang"/> in all.
    /// </summary>
    private protected virtual bool DrainWaitsWhileHandledMoves => false;

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Single_poster_order_is_kept(int? capacity) => Guarded(async () =>
    {
        const long posted = 50_000;
        var sink = new Sink(1);
        var actor = Start(sink, capacity);
        for (long i = 0; i < posted; i++)
        {
            actor.Post(Sink.Encode(0, i));
        }
        Func<long>? moving = DrainWaitsWhileHandledMoves ? () => sink.Handled : null;
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop", moving));
        Assert.Null(sink.Violation);
        Assert.Equal(posted, sink.Handled);
    });

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task No_loss_no_duplicate_eight_posters(int? capacity) => Guarded(async () =>
    {
        const int producers = 8;
        var seed = Environment.GetEnvironmentVariable("ACTOR_STRESS_SEED") is { } s
            ? int.Parse(s, System.Globalization.CultureInfo.InvariantCulture)
            : Random.Shared.Next();
        output.WriteLine($"capacity {capacity?.ToString() ?? "unbounded"}: seed {seed}");
        var sink = new Sink(producers);
        var actor = Start(sink, capacity);
        var clock = Stopwatch.StartNew();
        var (threads, accepted) = StartPosters(actor.Post, producers, _ => clock.ElapsedMilliseconds < 1000, seed);
        JoinAll(threads, () => sink.Handled);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop", () => sink.Handled));
        Assert.Null(sink.Violation);
        for (var p = 0; p < producers; p++)
        {
            Assert.Equal(accepted[p], sink.NextOf(p)); // in-order checking: none lost, none twice
        }
        Assert.Equal(accepted.Sum(), sink.Handled);
        output.WriteLine($"{sink.Handled} messages");
    });

    [Fact]
    public Task Full_bounded_channel_blocks_post_until_the_handler_makes_room() => Guarded(async () =>
    {
        const int capacity = 4;
        const int posted = 50;
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var actor = Start(sink, capacity);
        long accepted = 0;
        var poster = new Thread(() =>
        {
            for (long i = 0; i < posted; i++)
            {
                actor.Post(Sink.Encode(0, i));
                Volatile.Write(ref accepted, i + 1);
            }
        }) { IsBackground = true, Name = "poster" };
        poster.Start();
        // the handler holds message 0 at the gate: at most capacity more fit, then Post must block
        SpinUntil(() => Volatile.Read(ref accepted) >= capacity, "channel filled");
        // Post blocks in a wait (WaitSleepJoin); a Post that did not block would let the poster run to the end
        SpinUntil(() => !poster.IsAlive || (poster.ThreadState & System.Threading.ThreadState.WaitSleepJoin) != 0, "poster blocked or done");
        Assert.True(poster.IsAlive, "Post did not block on a full bounded channel");
        Assert.InRange(Volatile.Read(ref accepted), capacity, capacity + 1);
        Assert.Equal(0, sink.Handled);
        gate.Set();
        Assert.True(poster.Join(Hang), "Post was not released when the handler made room");
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Equal(posted, sink.Handled);
        Assert.Null(sink.Violation);
    });

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Handler_fault_faults_completion_and_counts_undelivered(int? capacity) =>
        Guarded(() => ActorChecks.HandlerFaultFaultsCompletionAndCountsUndelivered(
            sink => Start(sink, capacity is null ? null : 128)));

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Draining_stop_handles_everything_then_refuses_posts(int? capacity) =>
        Guarded(() => ActorChecks.DrainingStopHandlesEverythingThenRefusesPosts(
            sink => Start(sink, capacity), whileHandledMoves: DrainWaitsWhileHandledMoves));

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Discarding_stop_reports_undelivered(int? capacity) =>
        Guarded(() => ActorChecks.DiscardingStopReportsUndelivered(
            sink => Start(sink, capacity is null ? null : 1024), output,
            handled => Assert.Equal(1, handled))); // only the message in hand at the gate

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Discarding_stop_racing_four_posters_accounts_for_every_accepted_post(int? capacity) =>
        Guarded(() => ActorChecks.DiscardingStopRacingFourPostersAccountsForEveryAcceptedPost(
            sink => Start(sink, capacity), output));

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Every_post_to_an_idle_actor_is_handled(int? capacity) => Guarded(async () =>
    {
        const int rounds = 200;
        var sink = new Sink(1);
        var actor = Start(sink, capacity);
        for (long i = 0; i < rounds; i++)
        {
            if (i % 8 == 0)
            {
                // the loop has returned its thread to the pool and waits in its read (ChannelActor's
                // WaitToReadAsync, SeedChannelActor's ReadAsync)
                Thread.Sleep(2);
            }
            actor.Post(Sink.Encode(0, i));
            SpinUntil(() => sink.Handled == i + 1, $"message {i} handled");
        }
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(sink.Violation);
    });

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Idle_actor_is_woken_by_stop(int? capacity) => Guarded(async () =>
    {
        // an idle loop awaits its read (ChannelActor's WaitToReadAsync, SeedChannelActor's ReadAsync, which fails
        // with ChannelClosedException and so ends the loop) with no timeout, so a stop that completes is one that
        // woke it; a stop that leaves it waiting never completes and fails at the Hang limit
        var sink = new Sink(1);
        var actor = Start(sink, capacity);
        Thread.Sleep(100); // most likely waiting in its read by now; the assertions hold either way
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "stop of an idle actor"));
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: false), "second stop")); // the first call decided
    });

    [Fact]
    public void Capacity_below_one_is_refused() =>
        Assert.Throws<ArgumentOutOfRangeException>(() => Start(new Sink(1), 0));
}
