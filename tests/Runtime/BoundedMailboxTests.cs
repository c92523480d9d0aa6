using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;
using PerfBuf.Tests.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// Actors with a bounded mailbox (<see cref="ActorOptions.MailboxCapacity"/>; src/Runtime/DESIGN.md, "Bounded mailboxes"):
/// the bound, a Tell that waits for room and gets in, TryTell / TryTellStatus that never wait, the refusals that
/// prevent a deadlock (a Tell from inside the actor's own run; from the AffinePool or RunNextPool worker that alone runs it; an ask
/// from inside the run), a stop that releases every waiting Tell with exact accounting, a seeded oversubscribed stress,
/// 0 B per message for a hot actor whose senders outrun it, and bad capacities. Not run in parallel with other classes
/// (the stress needs the cores; the allocation test reads per-thread counters while senders wait on the actor).
/// </summary>
[Collection(nameof(RuntimeCollection))]
public sealed class BoundedMailboxTests(ITestOutputHelper output)
{
    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(4)]
    [InlineData(7)]
    [InlineData(12)]
    [InlineData(1000)]
    [InlineData((1 << 20) + 1)]
    [InlineData(1 << 21)]
    [InlineData(-8)]
    [InlineData(int.MinValue)]
    [InlineData(int.MaxValue)]
    public void Bad_capacities_are_refused_naming_MailboxCapacity(int capacity)
    {
        var error = Assert.Throws<ArgumentOutOfRangeException>(() => new ActorOptions { MailboxCapacity = capacity });
        Assert.Equal(nameof(ActorOptions.MailboxCapacity), error.ParamName);
    }

    [Theory]
    [InlineData(null)]
    [InlineData(8)]
    [InlineData(1024)]
    [InlineData(1 << 20)]
    public void Good_capacities_are_kept(int? capacity)
    {
        var options = new ActorOptions { MailboxCapacity = capacity };
        Assert.Equal(capacity, options.MailboxCapacity);
        Assert.Null(ActorOptions.Default.MailboxCapacity);
    }

    [Fact]
    public Task The_mailbox_holds_at_most_its_capacity_and_a_waiting_Tell_gets_in_once_the_actor_takes() => Guarded(async () =>
    {
        const int capacity = 16; // first segment 8, grown once: the growth is crossed too
        await using var system = new ActorSystem("bounded-fill");
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var actor = system.Spawn<long, SinkHandler>(() => new SinkHandler(sink), new ActorOptions { MailboxCapacity = capacity });
        Assert.Equal(capacity, actor.MailboxCapacity);
        long next = 0;
        actor.Tell(Sink.Encode(0, next++));
        Assert.True(sink.AtGate.Wait(Hang), "the handler never reached the gate");
        while (actor.TryTellStatus(Sink.Encode(0, next)) == TellStatus.Accepted)
        {
            next++;
        }
        Assert.Equal(capacity, next); // exactly the capacity: the message in hand keeps its cell until it is handled
        Assert.Equal(TellStatus.Full, actor.TryTellStatus(Sink.Encode(0, next)));
        Assert.False(actor.TryTell(Sink.Encode(0, next)));
        var told = 0;
        var teller = new Thread(() =>
        {
            actor.Tell(Sink.Encode(0, next)); // waits: nothing can leave the mailbox while the handler is at the gate
            Volatile.Write(ref told, 1);
        }) { IsBackground = true, Name = "waiting-teller" };
        teller.Start();
        Thread.Sleep(50);
        Assert.Equal(0, Volatile.Read(ref told)); // a full mailbox that cannot drain: the Tell is still waiting
        gate.Set();
        JoinAll([teller]);
        next++;
        SpinUntil(() => sink.Handled == next, "every message handled");
        Assert.Null(sink.Violation); // in order, none lost, none twice
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
        Assert.Equal(TellStatus.Stopped, actor.TryTellStatus(1));
        Assert.False(actor.TryTell(1));
        Assert.Throws<InvalidOperationException>(() => actor.Tell(1));
    });

    /// <summary>Tells itself on its first message, once its mailbox is full: records what Tell did and goes on (or,
    /// when <see cref="SelfTeller.Catch"/> is false, lets the exception out).</summary>
    private sealed class SelfTeller
    {
        public ActorRef<long>? Self;
        public bool Catch = true;
        public readonly ManualResetEventSlim Gate = new(false);
        public readonly ManualResetEventSlim AtGate = new(false);
        public Exception? Refusal;
        public TellStatus StatusInside;
        public long Handled;
    }

    private readonly struct SelfTellingHandler(SelfTeller state) : IHandler<long>
    {
        public void Handle(in long item)
        {
            if (item == 0)
            {
                state.AtGate.Set();
                state.Gate.Wait(Hang);
                state.StatusInside = state.Self!.TryTellStatus(-1); // never waits, never throws
                try
                {
                    state.Self!.Tell(-1);
                }
                catch (InvalidOperationException e) when (state.Catch)
                {
                    state.Refusal = e;
                }
            }
            Volatile.Write(ref state.Handled, state.Handled + 1);
        }
    }

    [Fact]
    public Task A_handler_telling_itself_on_a_full_mailbox_gets_InvalidOperationException_and_the_actor_keeps_working() => Guarded(async () =>
    {
        await using var system = new ActorSystem("bounded-self");
        var state = new SelfTeller();
        var actor = system.Spawn<long, SelfTellingHandler>(() => new SelfTellingHandler(state), new ActorOptions { MailboxCapacity = 8 });
        state.Self = actor;
        actor.Tell(0);
        Assert.True(state.AtGate.Wait(Hang));
        var accepted = 1;
        while (actor.TryTell(accepted))
        {
            accepted++;
        }
        Assert.Equal(8, accepted); // the message in hand (its cell is freed when it is handled) and 7 waiting
        state.Gate.Set();
        SpinUntil(() => Volatile.Read(ref state.Handled) == accepted, "every message handled after the refusal");
        Assert.Equal(TellStatus.Full, state.StatusInside);
        var refusal = Assert.IsType<InvalidOperationException>(state.Refusal);
        Assert.Contains("inside its own run", refusal.Message);
        Assert.True(actor.TryTell(100)); // still working
        SpinUntil(() => Volatile.Read(ref state.Handled) == accepted + 1, "a later message handled");
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
    });

    [Fact]
    public Task A_handler_that_lets_the_self_tell_refusal_out_faults_the_actor_visibly() => Guarded(async () =>
    {
        await using var system = new ActorSystem("bounded-self-fault");
        var state = new SelfTeller { Catch = false };
        var actor = system.Spawn<long, SelfTellingHandler>(() => new SelfTellingHandler(state), new ActorOptions { MailboxCapacity = 8 });
        state.Self = actor;
        actor.Tell(0);
        Assert.True(state.AtGate.Wait(Hang));
        for (var i = 1; i <= 7; i++)
        {
            actor.Tell(i); // with the message in hand, 8 in all
        }
        Assert.False(actor.TryTell(8));
        state.Gate.Set();
        var fault = await Assert.ThrowsAsync<ActorFaultedException>(() => actor.Completion.WaitAsync(Hang));
        var inner = Assert.IsType<InvalidOperationException>(fault.InnerException);
        Assert.Contains("inside its own run", inner.Message);
        Assert.Equal(TellStatus.Stopped, actor.TryTellStatus(10));
    });

    private sealed class SelfAsker
    {
        public ActorRef<Ask<long, long>>? Self;
        public readonly ReplyPool<long> Replies = new(runContinuationsAsynchronously: false);
        public readonly AskGate Gate = new(at: 0);
        public ValueTask<long> Inner;
    }

    private readonly struct SelfAskingHandler(SelfAsker state) : IHandler<Ask<long, long>>
    {
        public void Handle(in Ask<long, long> item)
        {
            state.Gate.WaitIfAt(item.Request);
            if (item.Request == 0)
            {
                state.Inner = state.Self!.AskAsync(99, state.Replies); // full, from inside the run: fails, never waits
            }
            item.ReplyTo.Complete(2 * item.Request);
        }
    }

    [Fact]
    public Task An_ask_from_inside_the_run_on_a_full_mailbox_fails_and_an_ask_from_outside_waits_for_room() => Guarded(async () =>
    {
        await using var system = new ActorSystem("bounded-ask");
        var state = new SelfAsker();
        var actor = system.Spawn<Ask<long, long>, SelfAskingHandler>(() => new SelfAskingHandler(state),
            new ActorOptions { MailboxCapacity = 8 });
        state.Self = actor;
        var replies = new ReplyPool<long>(runContinuationsAsynchronously: true);
        var first = actor.AskAsync(0, replies);
        Assert.True(state.Gate.Reached.Wait(Hang));
        var asks = new List<ValueTask<long>>();
        for (long r = 1; r <= 7; r++)
        {
            asks.Add(actor.AskAsync(r, replies)); // fills the mailbox (with the ask in hand: 8)
        }
        var waiting = Task.Run(() => actor.AskAsync(8, replies).AsTask()); // waits for room, then is answered
        state.Gate.Open.Set();
        Assert.Equal(0, await Bounded(first.AsTask(), "the first ask"));
        var refused = await Assert.ThrowsAsync<InvalidOperationException>(() => state.Inner.AsTask().WaitAsync(Hang));
        Assert.Contains("inside its own run", refused.Message);
        for (var i = 0; i < asks.Count; i++)
        {
            Assert.Equal(2 * (i + 1), await Bounded(asks[i].AsTask(), "a queued ask"));
        }
        Assert.Equal(16, await Bounded(waiting, "the waiting ask"));
    });

    /// <summary>Tells <see cref="Target"/> <see cref="Count"/> times from its own run, counting what got in.</summary>
    private sealed class Relay
    {
        public ActorRef<long>? Target;
        public int Count;
        public int Accepted;
        public Exception? Refusal;
    }

    private readonly struct RelayHandler(Relay relay) : IHandler<long>
    {
        public void Handle(in long item)
        {
            try
            {
                for (var i = 0; i < relay.Count; i++)
                {
                    relay.Target!.Tell(i);
                    relay.Accepted++;
                }
            }
            catch (InvalidOperationException e)
            {
                relay.Refusal = e;
            }
        }
    }

    private readonly struct CountingSink(StrongBox<long> handled) : IHandler<long>
    {
        public void Handle(in long item) => Volatile.Write(ref handled.Value, handled.Value + 1);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public Task A_Tell_from_the_AffinePool_worker_that_alone_runs_the_full_actor_is_refused_not_deadlocked(bool runNext) => Guarded(async () =>
    {
        // RunNextPool (one worker) says the same of any of its workers: the target's run waits in the relay's slot
        await using IAsyncDisposable owned = runNext
            ? new RunNextPool(workers: 1, pin: false, name: "bounded-run-next")
            : new AffinePool(workers: 1, pin: false, name: "bounded-affine");
        var pool = (IWorkScheduler)owned;
        await using var system = new ActorSystem("bounded-affine");
        var handled = new StrongBox<long>();
        var target = system.Spawn<long, CountingSink>(() => new CountingSink(handled),
            new ActorOptions { Scheduler = pool, MailboxCapacity = 8 });
        var relay = new Relay { Target = target, Count = 9 };
        var source = system.Spawn<long, RelayHandler>(() => new RelayHandler(relay), new ActorOptions { Scheduler = pool });
        source.Tell(0); // its run tells the target 9 times on the one worker: the target cannot run in between
        Assert.Equal(0, await Bounded(source.StopAsync(), "the relay's stop"));
        Assert.Equal(8, relay.Accepted);
        var refusal = Assert.IsType<InvalidOperationException>(relay.Refusal);
        Assert.Contains("alone runs", refusal.Message);
        SpinUntil(() => Volatile.Read(ref handled.Value) == 8, "the target handles what it accepted");
        Assert.Equal(0, await Bounded(target.StopAsync(), "the target's stop"));
    });

    /// <summary>
    /// Tellers wait on a full mailbox (the handler holds the first message, or just lags) when a stop comes: every
    /// waiting Tell is released with the refusal, and handled + undelivered == accepted Tells, per-teller order kept.
    /// </summary>
    [Fact]
    public Task A_stop_releases_every_waiting_Tell_with_the_refusal_and_the_accounting_is_exact() => Guarded(async () =>
    {
        const int rounds = 24;
        const int tellers = 4;
        const int capacity = 8;
        var seed = RuntimeSeed.Next();
        output.WriteLine($"seed {seed} (ACTOR_STRESS_SEED)");
        var rng = new Random(seed);
        for (var round = 0; round < rounds; round++)
        {
            var gated = round % 2 == 0;
            var drain = rng.Next(2) == 0;
            await using var system = new ActorSystem($"bounded-stop-{round}");
            using var gate = new ManualResetEventSlim(!gated);
            var sink = new Sink(tellers) { Gate = gated ? gate : null };
            var actor = system.Spawn<long, SinkHandler>(() => new SinkHandler(sink),
                new ActorOptions { MailboxCapacity = capacity, Throughput = 1 + rng.Next(8) });
            var (threads, accepted) = StartPosters(m => actor.Tell(m), tellers, _ => true, seed + round, tolerateRefusal: true);
            if (gated)
            {
                // the handler holds one message and the mailbox is full: every teller is waiting or about to
                SpinUntil(() => accepted.Sum() == capacity, "the mailbox full behind the gated handler");
            }
            else
            {
                Thread.SpinWait(rng.Next(20_000));
            }
            var stopped = actor.StopAsync(drain);
            JoinAll(threads); // released while the handler may still hold the gate
            gate.Set();
            var undelivered = await Bounded(stopped, "stop");
            var total = accepted.Sum();
            Assert.True(sink.Violation is null, $"round {round}: {sink.Violation}");
            Assert.Equal(total, sink.Handled + undelivered);
            if (drain)
            {
                Assert.Equal(0, undelivered);
            }
        }
    });

    /// <summary>Where the bounded actor runs.</summary>
    public enum BoundedOn
    {
        ThreadPool,
        AffinePool,
        RunNextPool,
        ThreadPoolRunNext,
    }

    public static TheoryData<BoundedOn> Schedulers => new(Enum.GetValues<BoundedOn>());

    /// <summary>Many seeded tellers (jittered) into a small bounded mailbox, oversubscribed: no loss, no duplicate,
    /// per-teller order, a clean draining stop.</summary>
    [Theory]
    [MemberData(nameof(Schedulers))]
    public Task Many_tellers_into_a_small_bounded_mailbox_lose_and_duplicate_nothing(BoundedOn on) => Guarded(async () =>
    {
        const int tellers = 12;
        const long perTeller = 10_000;
        var seed = RuntimeSeed.Next();
        output.WriteLine($"seed {seed} (ACTOR_STRESS_SEED), on {on}");
        await using var pool = on == BoundedOn.AffinePool ? new AffinePool(workers: 2, pin: false, name: "bounded-stress") : null;
        await using var runNext = on == BoundedOn.RunNextPool ? new RunNextPool(workers: 2, pin: false, name: "bounded-stress") : null;
        await using var system = new ActorSystem("bounded-stress");
        var sink = new Sink(tellers);
        var actor = system.Spawn<long, SinkHandler>(() => new SinkHandler(sink), new ActorOptions
        {
            Scheduler = on switch
            {
                BoundedOn.AffinePool => pool!,
                BoundedOn.RunNextPool => runNext!,
                BoundedOn.ThreadPoolRunNext => ThreadPoolRunNextScheduler.Instance,
                _ => ThreadPoolScheduler.Instance,
            },
            MailboxCapacity = 8,
            Throughput = 1 + new Random(seed).Next(16),
        });
        var (threads, accepted) = StartPosters(m => actor.Tell(m), tellers, s => s < perTeller, seed);
        JoinAll(threads, () => sink.Handled);
        Assert.Equal(tellers * perTeller, accepted.Sum());
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop", () => sink.Handled));
        Assert.True(sink.Violation is null, sink.Violation);
        Assert.Equal(tellers * perTeller, sink.Handled);
        for (var p = 0; p < tellers; p++)
        {
            Assert.Equal(perTeller, sink.NextOf(p));
        }
        output.WriteLine($"{actor.Runs} runs for {tellers * perTeller} messages");
    });

    /// <summary>
    /// The point of the bound: 4 senders × 200 000 Tells into a mailbox bounded at 1 024, the handler slower than the
    /// senders together, allocate nothing per message on any sender thread once the mailbox has grown to its bound
    /// (the warm-up holds the handler until the mailbox is full, so every growth happens there).
    /// </summary>
    [Fact]
    public Task Senders_that_outrun_a_bounded_actor_allocate_nothing_per_message() => Guarded(async () =>
    {
        const int senders = 4;
        const int perSender = 200_000;
        const int capacity = 1024;
        await using var system = new ActorSystem("bounded-bytes");
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(senders) { Gate = gate };
        var actor = system.Spawn<long, SinkHandler>(() => new SinkHandler(sink), new ActorOptions { MailboxCapacity = capacity });
        var sequence = new long[senders];
        var bytes = new long[senders];
        long told = 0;
        string? failure = null;
        void Round(bool measured)
        {
            var threads = new Thread[senders];
            for (var p = 0; p < senders; p++)
            {
                var id = p;
                threads[p] = new Thread(() =>
                {
                    try
                    {
                        var s = sequence[id];
                        var before = GC.GetAllocatedBytesForCurrentThread();
                        for (var i = 0; i < perSender; i++, s++)
                        {
                            actor.Tell(Sink.Encode(id, s));
                            Interlocked.Increment(ref told);
                        }
                        var after = GC.GetAllocatedBytesForCurrentThread();
                        sequence[id] = s;
                        bytes[id] = measured ? after - before : 0;
                    }
                    catch (Exception e)
                    {
                        Interlocked.CompareExchange(ref failure, $"sender {id}: {e}", null);
                    }
                }) { IsBackground = true, Name = $"sender-{id}" };
                threads[p].Start();
            }
            JoinAll(threads, () => Volatile.Read(ref told));
        }
        var warmUp = new Thread(() =>
        {
            try
            {
                Round(measured: false);
            }
            catch (Exception e)
            {
                Interlocked.CompareExchange(ref failure, $"warm-up: {e}", null);
            }
        }) { IsBackground = true, Name = "warm-up round" };
        warmUp.Start();
        // The handler holds the first message (its cell too) while the mailbox grows and fills. It never holds more than
        // its newest segment, so once `capacity` messages are inside that segment is the capped one: nothing grows after.
        SpinUntil(() => Volatile.Read(ref told) >= capacity, "the mailbox grown to its bound behind the gated handler");
        gate.Set();
        JoinAll([warmUp], () => Volatile.Read(ref told)); // the warm-up round is stuck when no Tell went in for Hang
        Round(measured: false); // tiering
        Round(measured: true);
        var total = (long)senders * perSender * 3;
        SpinUntil(() => sink.Handled == total, "every message handled", () => sink.Handled);
        output.WriteLine($"sender bytes over {perSender} Tells each: {string.Join(", ", bytes)}; {actor.Runs} runs");
        Assert.Null(failure);
        Assert.True(sink.Violation is null, sink.Violation);
        Assert.All(bytes, b => Assert.Equal(0, b));
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
    });
}
