using System.Diagnostics;
using PerfBuf.Mailboxes.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// SeedChannelActor (the seed's Channel actor: a default channel, a ReadAsync per message) over an unbounded and a
/// bounded channel: order, no loss/duplicate with many posters, a full bounded channel blocks Post and releases it, a
/// post to an idle actor (its loop parked in ReadAsync) is handled, fault propagation, stop accounting, idle stop.
/// Uses the <see cref="Sink"/> of ActorTests; every wait is bounded. Rerun a stress failure with
/// ACTOR_STRESS_SEED=&lt;seed&gt;. FaultInjectionTests and DroppedAskTests run it under racing stops and asks too.
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class SeedChannelActorTests(ITestOutputHelper output)
{
    /// <summary>null = unbounded; a number = bounded capacity.</summary>
    public static TheoryData<int?> Capacities => new() { null, 16 };

    private static SeedChannelActor<long, SinkHandler> StartActor(Sink sink, int? capacity) =>
        SeedChannelActor<long, SinkHandler>.Start(new SinkHandler(sink), capacity, name: $"test-seed-channel-{capacity}");

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Single_poster_order_is_kept(int? capacity) => Guarded(async () =>
    {
        const long posted = 50_000;
        var sink = new Sink(1);
        var actor = StartActor(sink, capacity);
        for (long i = 0; i < posted; i++)
        {
            actor.Post(Sink.Encode(0, i));
        }
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop", () => sink.Handled));
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
        var actor = StartActor(sink, capacity);
        var clock = Stopwatch.StartNew();
        var (threads, accepted) = StartPosters(m => actor.Post(m), producers, _ => clock.ElapsedMilliseconds < 1000, seed);
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
        var actor = StartActor(sink, capacity);
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

    [Fact]
    public Task A_post_blocked_on_a_full_channel_is_refused_by_the_stop() => Guarded(async () =>
    {
        const int capacity = 2;
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var actor = StartActor(sink, capacity);
        long accepted = 0;
        Exception? refused = null;
        var poster = new Thread(() =>
        {
            try
            {
                for (long i = 0; ; i++)
                {
                    actor.Post(Sink.Encode(0, i));
                    Volatile.Write(ref accepted, i + 1);
                }
            }
            catch (InvalidOperationException e)
            {
                refused = e;
            }
        }) { IsBackground = true, Name = "poster" };
        poster.Start();
        SpinUntil(() => Volatile.Read(ref accepted) >= capacity
            && (poster.ThreadState & System.Threading.ThreadState.WaitSleepJoin) != 0, "poster blocked on the full channel");
        var stop = actor.StopAsync(drain: true);
        Assert.True(poster.Join(Hang), "the stop did not release the blocked Post");
        Assert.NotNull(refused);
        gate.Set();
        Assert.Equal(0, await Bounded(stop, "draining stop"));
        Assert.Equal(Volatile.Read(ref accepted), sink.Handled); // every accepted post handled, the refused one not
        Assert.Null(sink.Violation);
    });

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Handler_fault_faults_completion_and_counts_undelivered(int? capacity) => Guarded(async () =>
    {
        const int posted = 100;
        const int throwAt = 10;
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { ThrowAt = throwAt, Gate = gate };
        var actor = StartActor(sink, capacity is null ? null : 128);
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
        await Assert.ThrowsAsync<ActorFaultedException>(() => actor.StopAsync(drain: true).WaitAsync(Hang));
        await actor.DisposeAsync(); // does not rethrow the fault
    });

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Draining_stop_handles_everything_then_refuses_posts(int? capacity) => Guarded(async () =>
    {
        const int posted = 20_000;
        var sink = new Sink(1);
        var actor = StartActor(sink, capacity);
        for (long i = 0; i < posted; i++)
        {
            actor.Post(Sink.Encode(0, i));
        }
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop", () => sink.Handled));
        Assert.True(actor.Completion.IsCompletedSuccessfully);
        Assert.Equal(posted, sink.Handled);
        Assert.Null(sink.Violation);
        Assert.Throws<InvalidOperationException>(() => actor.Post(Sink.Encode(0, posted)));
    });

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Discarding_stop_reports_undelivered(int? capacity) => Guarded(async () =>
    {
        const int posted = 1000;
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var actor = StartActor(sink, capacity is null ? null : 1024);
        for (long i = 0; i < posted; i++)
        {
            actor.Post(Sink.Encode(0, i));
        }
        Assert.True(sink.AtGate.Wait(Hang), "the first message never reached the handler"); // it is in hand now
        var stop = actor.StopAsync(drain: false);
        gate.Set();
        var undelivered = await Bounded(stop, "discarding stop");
        output.WriteLine($"handled {sink.Handled}, undelivered {undelivered}");
        Assert.Equal(posted, sink.Handled + undelivered);
        Assert.Equal(1, sink.Handled); // only the message in hand at the gate
        Assert.Throws<InvalidOperationException>(() => actor.Post(0));
    });

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Discarding_stop_racing_four_posters_accounts_for_every_accepted_post(int? capacity) => Guarded(async () =>
    {
        const int producers = 4;
        var sink = new Sink(producers);
        var actor = StartActor(sink, capacity);
        var (threads, accepted) = StartPosters(m => actor.Post(m), producers, _ => true, seed: 7, tolerateRefusal: true);
        SpinUntilEveryPosterAccepted(accepted, 100); // all four are posting when the stop comes
        var undelivered = await Bounded(actor.StopAsync(drain: false), "discarding stop");
        JoinAll(threads); // every poster got refused, including any blocked on a full channel
        Assert.Null(sink.Violation);
        Assert.Equal(accepted.Sum(), sink.Handled + undelivered);
        output.WriteLine($"accepted {accepted.Sum()}, handled {sink.Handled}, undelivered {undelivered}");
    });

    [Theory]
    [MemberData(nameof(Capacities))]
    public Task Every_post_to_an_idle_actor_is_handled(int? capacity) => Guarded(async () =>
    {
        const int rounds = 200;
        var sink = new Sink(1);
        var actor = StartActor(sink, capacity);
        for (long i = 0; i < rounds; i++)
        {
            if (i % 8 == 0)
            {
                Thread.Sleep(2); // the loop has returned its thread to the pool and waits in ReadAsync
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
        // an idle loop awaits ReadAsync with no timeout, so a stop that completes is one that woke it (its read
        // fails with ChannelClosedException, which ends the loop); a stop that leaves it waiting never completes
        var sink = new Sink(1);
        var actor = StartActor(sink, capacity);
        Thread.Sleep(100);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "stop of an idle actor"));
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: false), "second stop")); // the first call decided
    });

    [Fact]
    public void Capacity_below_one_is_refused() =>
        Assert.Throws<ArgumentOutOfRangeException>(() => StartActor(new Sink(1), 0));
}
