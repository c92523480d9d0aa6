using System.Collections.Concurrent;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;
using PerfBuf.Tests.Actors;
using PerfBuf.Tests.Mailboxes;
using PerfBuf.Tests.Scheduling;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// The runtime on the run-next schedulers, oversubscribed (more threads than the 2 cores): many actors at once — pairs
/// rallying with several messages in flight (the next slot's home case), outside threads fanning in to sinks, chains of
/// forwarding actors fed from outside — each message handled once, in its sender's order, none lost; then a clean
/// StopAllAsync (every actor completes with nothing undelivered) and a clean pool shutdown (executed == the actors' runs,
/// nothing dropped, no fault). And a discarding pool shutdown racing busy actors: every accepted message is handled or
/// counted. Seeded (the senders' pauses and the actors' budgets); rerun a failure with ACTOR_STRESS_SEED=&lt;seed&gt;.
/// Bounded work; every wait is bounded by time without progress.
/// </summary>
[Collection(nameof(RunNextCollection))]
public sealed class RuntimeOnRunNextTests(ITestOutputHelper output)
{
    public enum Scheduler
    {
        /// <summary>RunNextPool, 2 workers, the default MaxSlotRuns (3) and steal delay.</summary>
        RunNextPool2,

        /// <summary>RunNextPool, 3 workers (more than the cores), MaxSlotRuns 1, slot steal delay zero: demotions and slot
        /// steals all the time.</summary>
        RunNextPool3Eager,

        /// <summary>ThreadPoolRunNextScheduler on the .NET thread pool, MaxSlotRuns 2.</summary>
        ThreadPoolRunNext,
    }

    private static (IWorkScheduler Scheduler, RunNextPool? Pool) Make(Scheduler which) => which switch
    {
        Scheduler.RunNextPool2 => Pool(new RunNextPool(2, pin: false, name: "stress-2")),
        Scheduler.RunNextPool3Eager => Pool(new RunNextPool(3, pin: false, name: "stress-3", maxSlotRuns: 1, slotStealDelay: TimeSpan.Zero)),
        _ => (new ThreadPoolRunNextScheduler(2), null),
    };

    private static (IWorkScheduler, RunNextPool?) Pool(RunNextPool pool) => (pool, pool);

    /// <summary>One side of a rally with several balls in flight: the opener (side 0), kicked from outside with -1, sends
    /// the first <c>window</c> balls; the other side answers each ball; the opener sends the next ball for each answer
    /// until it has sent them all. Each side checks that what the other sent arrives in order (each hears one sender).</summary>
    private sealed class RallyState(long balls)
    {
        public readonly long[] Next = new long[2]; // per side: the next ball it expects
        public long Balls => balls;
        public long Answered;                       // answers the opener got
        public volatile string? Violation;
        public readonly TaskCompletionSource Done = new(TaskCreationOptions.RunContinuationsAsynchronously);
    }

    private readonly struct RallyHandler(RallyState state, ActorRef<long>?[] sides, int me, int window) : IHandler<long>
    {
        public void Handle(in long item)
        {
            if (me == 0 && item < 0)
            {
                for (long b = 0; b < window && b < state.Balls; b++)
                {
                    sides[1]!.Tell(b); // the opening balls
                }
                return;
            }
            if (item != state.Next[me])
            {
                state.Violation ??= $"side {me}: got {item}, expected {state.Next[me]} (loss, duplicate or reorder)";
            }
            state.Next[me] = item + 1;
            if (me == 1)
            {
                sides[0]!.Tell(item); // the answer
                return;
            }
            var answered = Interlocked.Increment(ref state.Answered);
            var next = item + window;
            if (next < state.Balls)
            {
                sides[1]!.Tell(next);
            }
            if (answered == state.Balls)
            {
                state.Done.TrySetResult();
            }
        }
    }

    /// <summary>Forwards every message to the next actor of its chain.</summary>
    private readonly struct ForwardHandler(ActorRef<long> next) : IHandler<long>
    {
        public void Handle(in long item) => next.Tell(item);
    }

    [Theory]
    [InlineData(Scheduler.RunNextPool2)]
    [InlineData(Scheduler.RunNextPool3Eager)]
    [InlineData(Scheduler.ThreadPoolRunNext)]
    public Task Pairs_fan_in_and_chains_lose_nothing_keep_sender_order_and_stop_cleanly(Scheduler which) => Guarded(async () =>
    {
        const int pairs = 6, window = 4;
        const long balls = 4000;
        const int sinks = 8, fanInSenders = 4;
        const long perSenderPerSink = 400;
        const int chains = 3, chainLength = 5, chainSenders = 2;
        const long perChainSender = 3000;
        var seed = RuntimeSeed.Next();
        output.WriteLine($"{which}: seed {seed} (ACTOR_STRESS_SEED)");
        var random = new Random(seed);
        var (scheduler, pool) = Make(which);
        var system = new ActorSystem($"run-next-{which}");
        var actors = new List<ActorRef>();
        ActorOptions Options() => new() { Scheduler = scheduler, Throughput = 1 + random.Next(8) };
        ActorRef<long> Add(ActorRef<long> actor)
        {
            actors.Add(actor);
            return actor;
        }

        var rallies = new RallyState[pairs];
        for (var p = 0; p < pairs; p++)
        {
            var state = rallies[p] = new RallyState(balls);
            var sides = new ActorRef<long>?[2];
            for (var side = 0; side < 2; side++)
            {
                var me = side;
                sides[side] = Add(system.Spawn<long, RallyHandler>(() => new RallyHandler(state, sides, me, window), Options()));
            }
            sides[0]!.Tell(-1); // the kick: the opener sends the first balls itself
        }

        var sinkStates = Enumerable.Range(0, sinks).Select(_ => new Sink(fanInSenders)).ToArray();
        var sinkRefs = sinkStates.Select(s => Add(system.Spawn<long, SinkHandler>(() => new SinkHandler(s), Options()))).ToArray();

        var tails = Enumerable.Range(0, chains).Select(_ => new Sink(chainSenders)).ToArray();
        var heads = new ActorRef<long>[chains];
        for (var c = 0; c < chains; c++)
        {
            var tail = tails[c];
            var next = Add(system.Spawn<long, SinkHandler>(() => new SinkHandler(tail), Options()));
            for (var hop = 1; hop < chainLength; hop++)
            {
                var to = next;
                next = Add(system.Spawn<long, ForwardHandler>(() => new ForwardHandler(to), Options()));
            }
            heads[c] = next;
        }

        string? failure = null;
        var threads = new List<Thread>();
        for (var s = 0; s < fanInSenders; s++)
        {
            var id = s;
            threads.Add(new Thread(() => StressThreads.Guard(() =>
            {
                var rng = new Random(seed + id);
                for (long seq = 0; seq < perSenderPerSink; seq++)
                {
                    var offset = rng.Next(sinks); // each round visits every sink, from a random start
                    for (var k = 0; k < sinks; k++)
                    {
                        sinkRefs[(k + offset) % sinks].Tell(Sink.Encode(id, seq));
                        StressThreads.Jitter(rng);
                    }
                }
            }, m => Interlocked.CompareExchange(ref failure, m, null))) { IsBackground = true, Name = $"fan-in-{id}" });
        }
        for (var s = 0; s < chainSenders; s++)
        {
            var id = s;
            threads.Add(new Thread(() => StressThreads.Guard(() =>
            {
                var rng = new Random(seed + 100 + id);
                for (long seq = 0; seq < perChainSender; seq++)
                {
                    heads[(int)(seq % chains)].Tell(Sink.Encode(id, seq / chains));
                    StressThreads.Jitter(rng);
                }
            }, m => Interlocked.CompareExchange(ref failure, m, null))) { IsBackground = true, Name = $"chain-feeder-{id}" });
        }
        long Moved() => rallies.Sum(r => Volatile.Read(ref r.Answered)) + sinkStates.Sum(s => s.Handled) + tails.Sum(t => t.Handled);
        foreach (var t in threads)
        {
            t.Start();
        }
        JoinAll([.. threads], Moved);
        Assert.Null(failure);
        await Bounded(Task.WhenAll(rallies.Select(r => r.Done.Task)), "every rally answered", Moved);
        SpinUntil(() => sinkStates.All(s => s.Handled == fanInSenders * perSenderPerSink)
            && tails.All(t => t.Handled == chainSenders * (perChainSender / chains)), "every sink and chain tail handled all", Moved);
        await Bounded(system.StopAllAsync(), "stop all", Moved);
        Assert.Equal(0, system.LiveActors);
        Assert.All(actors, a => Assert.Equal(0, a.Completion.Result)); // a draining stop: nothing undelivered

        foreach (var r in rallies)
        {
            Assert.True(r.Violation is null, $"seed {seed}: {r.Violation}");
            Assert.Equal([balls, balls], r.Next);
        }
        foreach (var s in sinkStates.Concat(tails))
        {
            Assert.True(s.Violation is null, $"seed {seed}: {s.Violation}");
        }
        for (var p = 0; p < fanInSenders; p++)
        {
            Assert.All(sinkStates, s => Assert.Equal(perSenderPerSink, s.NextOf(p)));
        }
        for (var p = 0; p < chainSenders; p++)
        {
            Assert.All(tails, t => Assert.Equal(perChainSender / chains, t.NextOf(p)));
        }
        if (pool is not null)
        {
            var result = await Bounded(pool.ShutdownAsync(), "pool shutdown");
            output.WriteLine($"{result}; {pool.SlotRuns} slot runs, {pool.Steals} steals");
            Assert.Equal(new AffinePoolShutdown(actors.Sum(a => a.Runs), 0, 0), result); // every item was an actor's run
            Assert.Equal(0, pool.InFlight);
        }
    });

    /// <summary>
    /// A discarding RunNextPool shutdown racing busy actors (rallying pairs and sinks fed from outside with TryTell): every
    /// run the pool drops ends its actor on the dropping thread; every actor completes (cleanly, or faulted with
    /// ActorFaultedException), each sink's handled + undelivered == the TryTells it accepted, with per-sender order in
    /// what it handled; StopAllAsync completes and the pool's executed + dropped is what it accepted.
    /// </summary>
    [Fact]
    public Task A_discarding_pool_shutdown_racing_busy_actors_loses_no_message_uncounted() => Guarded(async () =>
    {
        const int sinks = 6, senders = 4;
        var seed = RuntimeSeed.Next();
        output.WriteLine($"seed {seed} (ACTOR_STRESS_SEED)");
        var pool = new RunNextPool(2, pin: false, name: "discard-race", maxSlotRuns: 2, slotStealDelay: TimeSpan.Zero);
        var system = new ActorSystem("discard-race");
        var options = new ActorOptions { Scheduler = pool, Throughput = 1 + new Random(seed).Next(8) };
        var rally = new RallyState(long.MaxValue);
        var sides = new ActorRef<long>?[2];
        for (var side = 0; side < 2; side++)
        {
            var me = side;
            sides[side] = system.Spawn<long, RallyHandler>(() => new RallyHandler(rally, sides, me, 2), options);
        }
        sides[0]!.Tell(-1);
        var sinkStates = Enumerable.Range(0, sinks).Select(_ => new Sink(senders)).ToArray();
        var sinkRefs = sinkStates.Select(s => system.Spawn<long, SinkHandler>(() => new SinkHandler(s), options)).ToArray();
        var accepted = new long[sinks, senders];
        var told = new long[senders];
        string? failure = null;
        var threads = Enumerable.Range(0, senders).Select(id => new Thread(() => StressThreads.Guard(() =>
        {
            var rng = new Random(seed + id);
            var next = new long[sinks];
            var open = sinks;
            while (open > 0)
            {
                var k = rng.Next(sinks);
                if (next[k] < 0)
                {
                    continue;
                }
                if (sinkRefs[k].TryTell(Sink.Encode(id, next[k])))
                {
                    next[k]++;
                    Interlocked.Increment(ref accepted[k, id]);
                    Volatile.Write(ref told[id], told[id] + 1);
                }
                else
                {
                    next[k] = -1; // stopped (never a full mailbox: unbounded): nothing later is accepted either
                    open--;
                }
                StressThreads.Jitter(rng);
            }
        }, m => Interlocked.CompareExchange(ref failure, m, null))) { IsBackground = true, Name = $"teller-{id}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        SpinUntil(() => Progress.Sum(told) >= 20_000 && Volatile.Read(ref rally.Answered) >= 1000, "the actors busy",
            () => Progress.Sum(told) + Volatile.Read(ref rally.Answered));
        var shutdown = pool.ShutdownAsync(drain: false);
        var result = await Bounded(shutdown, "discarding shutdown");
        // the pool is closed: a Tell that needs a run now ends the actor on the telling thread; stop what is left
        await Bounded(system.StopAllAsync(drain: false), "stop all");
        JoinAll(threads, () => Progress.Sum(told));
        Assert.Null(failure);
        Assert.Equal(0, system.LiveActors);
        Assert.True(rally.Violation is null, rally.Violation);
        for (var k = 0; k < sinks; k++)
        {
            var completion = sinkRefs[k].Completion;
            Assert.True(completion.IsCompleted, $"sink {k}: {completion.Status}");
            var undelivered = completion.IsFaulted
                ? Assert.IsType<ActorFaultedException>(completion.Exception!.InnerException).Undelivered
                : completion.Result;
            var sum = 0L;
            for (var p = 0; p < senders; p++)
            {
                sum += accepted[k, p];
                Assert.InRange(sinkStates[k].NextOf(p), 0, accepted[k, p]); // a prefix of what p had accepted
            }
            Assert.True(sinkStates[k].Violation is null, $"seed {seed}, sink {k}: {sinkStates[k].Violation}");
            Assert.Equal(sum, sinkStates[k].Handled + undelivered);
        }
        Assert.Equal(0, result.Faults);
        Assert.Equal(0, pool.InFlight);
        Assert.Equal(sinkRefs.Sum(a => a.Runs) + sides.Sum(a => a!.Runs), result.Executed); // every item was an actor's run
        output.WriteLine($"{result}: {Progress.Sum(told)} accepted tells, {rally.Answered} rally answers");
    });
}
