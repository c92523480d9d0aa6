using System.Diagnostics;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>A handler whose own state (a count and a sum) is what the actor's Completion hands back.</summary>
internal struct LaneHandler(Sink log) : IHandler<long>
{
    public long Count;
    public long Sum;

    public void Handle(in long item)
    {
        Count++;
        Sum += item;
        log.Accept(item);
    }
}

/// <summary>A message that must hear when it is dropped unhandled.</summary>
internal sealed class Letter(int id) : IUndeliverable
{
    private int _told;

    public int Id => id;

    public int Told => Volatile.Read(ref _told);

    public Exception? Reason { get; private set; }

    public void OnUndelivered(Exception reason)
    {
        Reason = reason;
        Interlocked.Increment(ref _told);
    }
}

/// <summary>Records the letters it handles; waits at the gate with the first and throws on the one it is told to.</summary>
internal readonly struct LetterHandler(List<int> handled, ManualResetEventSlim gate, ManualResetEventSlim atGate, int throwOn, Exception boom)
    : IHandler<Letter>
{
    public void Handle(in Letter item)
    {
        lock (handled)
        {
            handled.Add(item.Id);
        }
        if (handled.Count == 1)
        {
            atGate.Set();
            gate.Wait(TimeSpan.FromSeconds(20));
        }
        if (item.Id == throwOn)
        {
            throw boom;
        }
    }
}

/// <summary>
/// LaneActor: every post of several senders handled once and in each sender's order, with Completion handing back the
/// handler's final state; completion only once every lane is closed and drained; Post after Close or after a fault
/// throws; a fault faults Completion with the handler's exception and tells the undeliverable messages it drops; a full
/// lane holds its sender until the actor frees a slot; the arguments; DisposeAsync ends the thread; posts after idle
/// gaps wake the parked actor; a seeded stress (4 senders x 100 000 messages, lanes of 16) for a zero and the default
/// spin budget. Every wait is bounded: a lost wake-up or a stuck Post fails the test. Rerun a stress failure with
/// ACTOR_STRESS_SEED=&lt;seed&gt;.
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class LaneActorTests(ITestOutputHelper output)
{
    private static LaneActor<long, LaneHandler> Start(Sink log, int lanes, int capacity, TimeSpan? spinBudget = null, string? name = null) =>
        LaneActor<long, LaneHandler>.Start(new LaneHandler(log), lanes, capacity, name ?? "test-lanes", spinBudget);

    private static long SumOf(int senders, long each)
    {
        long sum = 0;
        for (var p = 0; p < senders; p++)
        {
            for (long s = 0; s < each; s++)
            {
                sum += Sink.Encode(p, s);
            }
        }
        return sum;
    }

    /// <summary>One thread per lane posts <paramref name="each"/> messages with seeded pauses, then closes its lane.</summary>
    private static Thread[] StartSenders(LaneActor<long, LaneHandler> actor, int senders, long each, int seed, Action<string> fail)
    {
        var threads = new Thread[senders];
        for (var p = 0; p < senders; p++)
        {
            var id = p;
            threads[p] = new Thread(() => PerfBuf.Tests.Mailboxes.StressThreads.Guard(() =>
            {
                var sender = actor.Sender(id);
                var random = new Random(seed * 31 + id);
                for (long s = 0; s < each; s++)
                {
                    sender.Post(Sink.Encode(id, s));
                    PerfBuf.Tests.Mailboxes.StressThreads.Jitter(random);
                }
                sender.Close();
            }, fail)) { IsBackground = true, Name = $"sender-{id}" };
        }
        foreach (var t in threads)
        {
            t.Start();
        }
        return threads;
    }

    [Fact]
    public Task Every_post_of_several_senders_is_handled_once_and_Completion_has_the_final_state() => Guarded(async () =>
    {
        const int senders = 3;
        const long each = 10_000;
        var log = new Sink(senders);
        string? failure = null;
        var actor = Start(log, senders, capacity: 8);
        Assert.Equal(senders, actor.Lanes);
        var threads = StartSenders(actor, senders, each, seed: 5, f => failure ??= f);
        JoinAll(threads, () => log.Handled);
        var final = await Bounded(actor.Completion, "completion after every lane closed", () => log.Handled);
        Assert.Null(failure);
        Assert.Null(log.Violation);
        Assert.Equal(senders * each, final.Count);
        Assert.Equal(SumOf(senders, each), final.Sum);
        Assert.Equal(senders * each, log.Handled);
        for (var p = 0; p < senders; p++)
        {
            Assert.Equal(each, log.NextOf(p));
        }
        Assert.False(actor.IsFaulted);
        Assert.True(log.ActorThread!.Join(Hang), "the actor's thread did not end after its completion");
    });

    [Fact]
    public Task Completion_waits_while_a_lane_is_open_and_a_late_close_wakes_the_parked_actor() => Guarded(async () =>
    {
        var log = new Sink(2);
        var actor = Start(log, lanes: 2, capacity: 4, spinBudget: TimeSpan.Zero);
        var first = actor.Sender(0);
        var second = actor.Sender(1);
        for (long s = 0; s < 5; s++)
        {
            first.Post(Sink.Encode(0, s)); // more than the lane holds: the post waits for the actor now and then
        }
        first.Close();
        for (long s = 0; s < 3; s++)
        {
            second.Post(Sink.Encode(1, s));
        }
        SpinUntil(() => log.Handled == 8, "every posted message handled");
        Thread.Sleep(50); // lane 1 is open and empty: the actor has nothing to do but park
        Assert.False(actor.Completion.IsCompleted, "Completion completed while lane 1 was open");
        second.Post(Sink.Encode(1, 3)); // an open lane still takes posts
        SpinUntil(() => log.Handled == 9, "the late post handled");
        Thread.Sleep(20);
        Assert.False(actor.Completion.IsCompleted, "Completion completed while lane 1 was open");
        second.Close(); // the actor is parked: the close must wake it
        var final = await Bounded(actor.Completion, "completion after the last lane closed");
        Assert.Equal(9, final.Count);
        Assert.Null(log.Violation);
        Assert.Equal(5, log.NextOf(0));
        Assert.Equal(4, log.NextOf(1));
    });

    [Fact]
    public Task Post_after_Close_throws_and_Close_is_idempotent() => Guarded(async () =>
    {
        var log = new Sink(2);
        var actor = Start(log, lanes: 2, capacity: 4);
        var sender = actor.Sender(0);
        sender.Post(Sink.Encode(0, 0));
        sender.Close();
        sender.Close();
        Assert.Throws<InvalidOperationException>(() => sender.Post(Sink.Encode(0, 1)));
        Assert.Throws<InvalidOperationException>(() => sender.Post(Sink.Encode(0, 1)));
        actor.Sender(1).Post(Sink.Encode(1, 0)); // the other lane is still open
        actor.Sender(1).Close();
        var final = await Bounded(actor.Completion, "completion");
        Assert.Equal(2, final.Count);
        Assert.Equal(Sink.Encode(0, 0) + Sink.Encode(1, 0), final.Sum);
        Assert.Null(log.Violation);
        Assert.Throws<InvalidOperationException>(() => actor.Sender(1).Post(Sink.Encode(1, 1))); // after completion too
        Assert.False(actor.IsFaulted);
    });

    [Fact]
    public Task A_throwing_handler_faults_Completion_later_posts_throw_and_dropped_letters_are_told() => Guarded(async () =>
    {
        using var gate = new ManualResetEventSlim(false);
        using var atGate = new ManualResetEventSlim(false);
        var boom = new InvalidOperationException("letter 0 is refused by its handler");
        var handled = new List<int>();
        var actor = LaneActor<Letter, LetterHandler>.Start(new LetterHandler(handled, gate, atGate, throwOn: 0, boom), 2, 8, "test-letters");
        var letters = Enumerable.Range(0, 6).Select(i => new Letter(i)).ToArray();
        var sender = actor.Sender(0);
        sender.Post(letters[0]);
        Assert.True(atGate.Wait(Hang), "the first letter never reached the handler");
        for (var i = 1; i < letters.Length; i++)
        {
            sender.Post(letters[i]); // queued behind the letter the handler holds
        }
        Assert.False(actor.IsFaulted);
        gate.Set(); // the handler throws on letter 0
        var thrown = await Assert.ThrowsAsync<InvalidOperationException>(() => Bounded(actor.Completion, "faulted completion"));
        Assert.Same(boom, thrown);
        Assert.True(actor.IsFaulted);
        Assert.True(actor.Completion.IsFaulted);

        // the letters behind it are dropped, each told once, none handled
        SpinUntil(() => letters.Skip(1).All(l => l.Told > 0), "every dropped letter told");
        Assert.All(letters.Skip(1), l => Assert.Equal(1, l.Told));
        Assert.All(letters.Skip(1), l => Assert.IsType<InvalidOperationException>(l.Reason));
        Assert.Equal(0, letters[0].Told); // handled (it threw): not undelivered
        lock (handled)
        {
            Assert.Equal([0], handled);
        }

        // a post after the fault is refused on either lane, and the refused letter is not also told
        var late = new Letter(6);
        Assert.Throws<InvalidOperationException>(() => sender.Post(late));
        var other = new Letter(7);
        Assert.Throws<InvalidOperationException>(() => actor.Sender(1).Post(other));
        Thread.Sleep(20);
        Assert.Equal(0, late.Told);
        Assert.Equal(0, other.Told);
        await actor.DisposeAsync().AsTask().WaitAsync(Hang); // swallows the fault
        Assert.Same(boom, actor.Completion.Exception!.InnerException);
        lock (handled)
        {
            Assert.Equal([0], handled);
        }
    });

    [Fact]
    public Task A_fault_in_the_middle_of_a_stream_stops_the_handler_and_the_senders() => Guarded(async () =>
    {
        const int senders = 2;
        var log = new Sink(senders) { ThrowAt = 500 };
        var actor = Start(log, senders, capacity: 4);
        var refused = new long[senders];
        var threads = Enumerable.Range(0, senders).Select(p => new Thread(() =>
        {
            var sender = actor.Sender(p);
            try
            {
                for (long s = 0; s < 1_000_000; s++)
                {
                    sender.Post(Sink.Encode(p, s));
                }
            }
            catch (InvalidOperationException)
            {
                Volatile.Write(ref refused[p], 1);
            }
        }) { IsBackground = true, Name = $"sender-{p}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        var thrown = await Assert.ThrowsAsync<HandlerBoom>(() => Bounded(actor.Completion, "faulted completion"));
        Assert.Contains("500", thrown.Message, StringComparison.Ordinal);
        JoinAll(threads); // every sender sees the fault (a waiting one too) and stops
        Assert.All(refused, r => Assert.Equal(1, r));
        Assert.Equal(500, log.Handled); // nothing handled after the throw
        Assert.True(actor.IsFaulted);
        await actor.DisposeAsync().AsTask().WaitAsync(Hang);
        Assert.True(log.ActorThread!.Join(Hang), "the faulted actor's thread did not end after DisposeAsync");
    });

    [Fact]
    public Task A_full_lane_holds_its_sender_until_the_actor_frees_a_slot() => Guarded(async () =>
    {
        using var gate = new ManualResetEventSlim(false);
        var log = new Sink(1) { Gate = gate };
        var actor = Start(log, lanes: 1, capacity: 2);
        var sender = actor.Sender(0);
        sender.Post(Sink.Encode(0, 0)); // the handler holds it (its slot is released after the batch)
        Assert.True(log.AtGate.Wait(Hang), "the first message never reached the handler");
        sender.Post(Sink.Encode(0, 1)); // the lane is full now: 0 in the handler, 1 waiting
        var blocked = Task.Factory.StartNew(() => sender.Post(Sink.Encode(0, 2)), CancellationToken.None,
            TaskCreationOptions.LongRunning, TaskScheduler.Default);
        Thread.Sleep(50);
        Assert.False(blocked.IsCompleted, "a Post on a full lane returned before the actor freed a slot");
        Assert.Equal(0, log.Handled);
        gate.Set();
        await Bounded(blocked, "the Post waiting for room");
        sender.Close();
        var final = await Bounded(actor.Completion, "completion");
        Assert.Equal(3, final.Count);
        Assert.Null(log.Violation);
        Assert.Equal(3, log.NextOf(0));
    });

    [Fact]
    public Task A_slow_handler_keeps_small_lanes_full_and_every_waiting_post_gets_through() => Guarded(async () =>
    {
        const int senders = 3;
        const long each = 3_000;
        var log = new Sink(senders) { SpinPerMessage = 200 };
        string? failure = null;
        var actor = Start(log, senders, capacity: 2, spinBudget: TimeSpan.Zero);
        JoinAll(StartSenders(actor, senders, each, seed: 11, f => failure ??= f), () => log.Handled);
        var final = await Bounded(actor.Completion, "completion", () => log.Handled);
        Assert.Null(failure);
        Assert.Null(log.Violation);
        Assert.Equal(senders * each, final.Count);
        Assert.Equal(SumOf(senders, each), final.Sum);
    });

    [Fact]
    public Task Bad_arguments_are_refused() => Guarded(async () =>
    {
        var log = new Sink(1);
        foreach (var lanes in new[] { 0, -1, PerfBuf.Mailboxes.Mpsc.MpscLanes.MaxLanes + 1, int.MinValue })
        {
            Assert.Equal("lanes", Assert.Throws<ArgumentOutOfRangeException>(() => Start(log, lanes, 4)).ParamName);
        }
        foreach (var capacity in new[] { 0, 1, 3, 24, -4 })
        {
            Assert.Throws<ArgumentOutOfRangeException>(() => Start(log, 2, capacity));
        }
        foreach (var budget in new[] { TimeSpan.FromTicks(-1), TimeSpan.FromSeconds(1) + TimeSpan.FromTicks(1) })
        {
            Assert.Equal("spinBudget", Assert.Throws<ArgumentOutOfRangeException>(() => Start(log, 2, 4, budget)).ParamName);
        }

        var named = new Sink(3);
        var actor = Start(named, lanes: 3, capacity: 4, name: "lanes-named");
        Assert.Equal("lanes-named", actor.Name);
        foreach (var bad in new[] { -1, 3, int.MaxValue, int.MinValue })
        {
            Assert.Equal("lane", Assert.Throws<ArgumentOutOfRangeException>(() => actor.Sender(bad)).ParamName);
        }
        for (var i = 0; i < 3; i++)
        {
            Assert.Equal(i, actor.Sender(i).Index);
            Assert.Same(actor.Sender(i), actor.Sender(i));
        }
        actor.Sender(2).Post(Sink.Encode(2, 0));
        SpinUntil(() => named.Handled == 1, "the post handled");
        Assert.Equal("lanes-named", named.ActorThread!.Name); // alive: lanes are open
        Assert.True(named.ActorThread.IsBackground);
        await actor.DisposeAsync().AsTask().WaitAsync(Hang);
        Assert.True(actor.Completion.IsCompletedSuccessfully);
        Assert.Null(named.Violation);
        var unnamed = LaneActor<long, LaneHandler>.Start(new LaneHandler(new Sink(1)), 1, 2);
        Assert.False(string.IsNullOrWhiteSpace(unnamed.Name));
        await unnamed.DisposeAsync().AsTask().WaitAsync(Hang);
    });

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public Task DisposeAsync_closes_every_lane_and_ends_the_thread(bool withMessages) => Guarded(async () =>
    {
        var log = new Sink(2);
        var actor = Start(log, lanes: 2, capacity: 4, spinBudget: TimeSpan.Zero);
        if (withMessages)
        {
            actor.Sender(0).Post(Sink.Encode(0, 0));
            actor.Sender(1).Post(Sink.Encode(1, 0));
            SpinUntil(() => log.Handled == 2, "the posts handled");
        }
        await actor.DisposeAsync().AsTask().WaitAsync(Hang);
        Assert.True(actor.Completion.IsCompletedSuccessfully);
        Assert.Equal(withMessages ? 2 : 0, actor.Completion.Result.Count);
        Assert.Throws<InvalidOperationException>(() => actor.Sender(0).Post(Sink.Encode(0, 1)));
        Assert.Throws<InvalidOperationException>(() => actor.Sender(1).Post(Sink.Encode(1, 1)));
        if (withMessages)
        {
            Assert.True(log.ActorThread!.Join(Hang), "the actor's thread did not end after DisposeAsync");
        }
        await actor.DisposeAsync().AsTask().WaitAsync(Hang); // a second dispose is harmless
    });

    public static TheoryData<int> SpinBudgets => [0, -1]; // microseconds; -1: the default budget

    private static TimeSpan? Budget(int microseconds) => microseconds < 0 ? null : TimeSpan.FromMicroseconds(microseconds);

    /// <summary>One sender posts, waits until the message is handled, and now and then leaves the actor idle long enough
    /// to park: each post after a gap must wake it.</summary>
    [Theory]
    [MemberData(nameof(SpinBudgets))]
    public Task Posts_after_idle_gaps_wake_the_parked_actor(int spinMicroseconds) => Guarded(async () =>
    {
        const int rounds = 400;
        var log = new Sink(1);
        var actor = Start(log, lanes: 1, capacity: 2, Budget(spinMicroseconds));
        var sender = actor.Sender(0);
        var random = new Random(17);
        for (long s = 0; s < rounds; s++)
        {
            sender.Post(Sink.Encode(0, s));
            var clock = Stopwatch.StartNew();
            while (log.Handled <= s)
            {
                Assert.True(clock.Elapsed < Hang, $"message {s} was never handled (the post did not wake the actor)");
                Thread.Yield();
            }
            if (random.Next(8) == 0)
            {
                Thread.Sleep(1);
            }
        }
        sender.Close();
        var final = await Bounded(actor.Completion, "completion");
        Assert.Equal(rounds, final.Count);
        Assert.Null(log.Violation);
    });

    /// <summary>Four senders (seeded random pauses) post 100 000 messages each through lanes of 16 slots, then close their
    /// lanes; Completion's handler state counts every message once, the log sees each sender's order.</summary>
    [Theory]
    [MemberData(nameof(SpinBudgets))]
    public Task Four_senders_through_lanes_of_16_lose_duplicate_and_reorder_nothing(int spinMicroseconds) => Guarded(async () =>
    {
        const int senders = 4;
        const long each = 100_000;
        var seed = Environment.GetEnvironmentVariable("ACTOR_STRESS_SEED") is { } s
            ? int.Parse(s, System.Globalization.CultureInfo.InvariantCulture)
            : 2929 + spinMicroseconds;
        var log = new Sink(senders);
        string? failure = null;
        var clock = Stopwatch.StartNew();
        var actor = Start(log, senders, capacity: 16, Budget(spinMicroseconds));
        var threads = StartSenders(actor, senders, each, seed, f => failure ??= f);
        JoinAll(threads, () => log.Handled);
        var final = await Bounded(actor.Completion, "completion after every lane closed", () => log.Handled);
        output.WriteLine($"budget {spinMicroseconds} µs, seed {seed}: {final.Count} handled in {clock.Elapsed.TotalSeconds:F2} s");
        Assert.True(failure is null, $"seed={seed} (ACTOR_STRESS_SEED): {failure}");
        Assert.True(log.Violation is null, $"seed={seed} (ACTOR_STRESS_SEED): {log.Violation}");
        Assert.Equal(senders * each, final.Count);
        Assert.Equal(SumOf(senders, each), final.Sum);
        for (var p = 0; p < senders; p++)
        {
            Assert.Equal(each, log.NextOf(p));
        }
        Assert.False(actor.IsFaulted);
    });

    /// <summary>
    /// Rounds of: three senders post a seeded random number of messages each, the test joins them, then posts a control
    /// message carrying how many data messages were posted so far. The lanes keep no order between each other, so only
    /// the control lane's rule (drain what is visible in every lane first) makes each control message see all of them.
    /// </summary>
    [Fact]
    public Task A_control_post_is_handled_after_every_data_post_that_happened_before_it() => Guarded(async () =>
    {
        const int senders = 3, rounds = 300;
        var random = new Random(77);
        var actor = LaneActor<long, ControlCheckHandler>.Start(new ControlCheckHandler(), senders, 8, "control-order", TimeSpan.Zero);
        long posted = 0;
        for (var round = 0; round < rounds; round++)
        {
            var counts = Enumerable.Range(0, senders).Select(_ => random.Next(0, 40)).ToArray();
            var threads = Enumerable.Range(0, senders).Select(p => new Thread(() =>
            {
                var lane = actor.Sender(p);
                for (var i = 0; i < counts[p]; i++)
                {
                    lane.Post(1);
                }
            })).ToArray();
            foreach (var t in threads)
            {
                t.Start();
            }
            foreach (var t in threads)
            {
                Assert.True(t.Join(Hang), "a sender hung");
            }
            posted += counts.Sum();
            actor.PostControl(-(posted + 1)); // "every one of the first `posted` data messages is handled before me"
        }
        for (var p = 0; p < senders; p++)
        {
            actor.Sender(p).Close();
        }
        var final = await Bounded(actor.Completion, "completion");
        Assert.True(final.Violation is null, final.Violation);
        Assert.Equal(posted, final.Data);
        Assert.Equal(rounds, final.Controls);
    });

    [Fact]
    public Task PostControl_from_many_threads_is_handled_once_each_and_refused_after_completion() => Guarded(async () =>
    {
        var actor = LaneActor<long, ControlCheckHandler>.Start(new ControlCheckHandler(), 1, 2, "control-many");
        var threads = Enumerable.Range(0, 4).Select(_ => new Thread(() =>
        {
            for (var i = 0; i < 500; i++)
            {
                actor.PostControl(-1); // expects at least 0 data messages before it: always true
            }
        })).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        foreach (var t in threads)
        {
            Assert.True(t.Join(Hang), "a control poster hung (the control lane holds 2)");
        }
        actor.Sender(0).Close();
        var final = await Bounded(actor.Completion, "completion");
        Assert.Equal(2000, final.Controls);
        var refused = Assert.Throws<InvalidOperationException>(() => actor.PostControl(-1));
        Assert.Contains("control post is refused", refused.Message);
    });

    [Fact]
    public Task PostControl_after_the_handler_threw_is_refused() => Guarded(async () =>
    {
        var actor = LaneActor<long, ControlCheckHandler>.Start(new ControlCheckHandler(), 1, 4, "control-fault");
        actor.Sender(0).Post(ControlCheckHandler.Throw);
        await Assert.ThrowsAsync<HandlerBoom>(() => Bounded(actor.Completion, "faulted completion"));
        var refused = Assert.Throws<InvalidOperationException>(() => actor.PostControl(-1));
        Assert.Contains("handler threw", refused.Message);
        actor.Sender(0).Close();
        Assert.True(actor.ActorThread.Join(Hang), "the faulted actor's thread did not end after its lane closed");
    });
}

/// <summary>Counts data messages (positive); a control message (negative, −(n + 1)) checks that at least n data messages
/// came before it; <see cref="Throw"/> throws.</summary>
internal struct ControlCheckHandler : IHandler<long>
{
    public const long Throw = long.MaxValue;

    public long Data;
    public long Controls;
    public string? Violation;

    public void Handle(in long item)
    {
        if (item == Throw)
        {
            throw new HandlerBoom(Data);
        }
        if (item > 0)
        {
            Data++;
            return;
        }
        Controls++;
        var expected = -item - 1;
        if (Data < expected)
        {
            Violation ??= $"a control message expecting {expected} data messages before it came after {Data}";
        }
    }
}
