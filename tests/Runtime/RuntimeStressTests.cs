using System.Collections.Concurrent;
using System.Diagnostics;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;
using PerfBuf.Tests.Actors;
using PerfBuf.Tests.Mailboxes;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// The runtime under oversubscription (more telling threads than the 2 cores): no loss, no duplicate and per-sender
/// order for one actor with 8 senders and for many actors with many senders, on the thread pool, on a keyed
/// scheduler and on the run-next schedulers; tells racing a stop are each handled or counted; StopAllAsync racing
/// spawns and tells leaves no actor behind; a backlog far beyond the largest mailbox segment. Seeded (the senders'
/// random pauses); rerun a failure with ACTOR_STRESS_SEED=&lt;seed&gt;. Every wait is bounded.
/// </summary>
[Collection(nameof(RuntimeCollection))]
public sealed class RuntimeStressTests(ITestOutputHelper output)
{
    [Theory]
    [InlineData(1)]
    [InlineData(64)]
    public Task Eight_senders_to_one_actor_oversubscribed(int throughput) => Guarded(async () =>
    {
        const int senders = 8;
        const long each = 25_000;
        var seed = RuntimeSeed.Next();
        output.WriteLine($"throughput {throughput}: seed {seed}, {Environment.ProcessorCount} cores");
        await using var system = new ActorSystem("eight");
        var sink = new Sink(senders);
        var actor = system.Spawn<long, SinkHandler>(() => new SinkHandler(sink), new ActorOptions { Throughput = throughput });
        var (threads, accepted) = StartPosters(m => actor.Tell(m), senders, s => s < each, seed);
        JoinAll(threads, () => sink.Handled);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop", () => sink.Handled));
        Assert.True(sink.Violation is null, $"seed {seed}: {sink.Violation}");
        for (var p = 0; p < senders; p++)
        {
            Assert.Equal(each, accepted[p]);
            Assert.Equal(each, sink.NextOf(p)); // with in-order checking: none lost, none twice
        }
        Assert.Equal(senders * each, sink.Handled);
        output.WriteLine($"{actor.Runs} runs");
    });

    public enum Where
    {
        ThreadPool,
        KeyedScheduler,
        ThreadPoolLocalQueue,
        RunNextPool,
        ThreadPoolRunNext,
    }

    [Theory]
    [InlineData(Where.ThreadPool)]
    [InlineData(Where.KeyedScheduler)]
    [InlineData(Where.ThreadPoolLocalQueue)]
    [InlineData(Where.RunNextPool)]
    [InlineData(Where.ThreadPoolRunNext)]
    public Task Many_actors_many_senders_oversubscribed(Where where) => Guarded(async () =>
    {
        const int actors = 24;
        const int senders = 6;
        const long perPair = 1500;
        var seed = RuntimeSeed.Next();
        output.WriteLine($"{where}: seed {seed}");
        using var keyed = where == Where.KeyedScheduler ? new KeyedTestScheduler(workers: 3) : null;
        await using var runNext = where == Where.RunNextPool ? new RunNextPool(workers: 3, pin: false, name: "many") : null;
        var options = new ActorOptions
        {
            Throughput = 3,
            Scheduler = where switch
            {
                Where.KeyedScheduler => keyed!,
                Where.ThreadPoolLocalQueue => ThreadPoolLocalQueueScheduler.Instance, // the runs re-queue themselves locally
                Where.RunNextPool => runNext!,
                Where.ThreadPoolRunNext => ThreadPoolRunNextScheduler.Instance,
                _ => ThreadPoolScheduler.Instance,
            },
        };
        var system = new ActorSystem("many");
        var sinks = Enumerable.Range(0, actors).Select(_ => new Sink(senders)).ToArray();
        var refs = sinks.Select(sink => system.Spawn<long, SinkHandler>(() => new SinkHandler(sink), options)).ToArray();
        var failure = (string?)null;
        var threads = Enumerable.Range(0, senders).Select(id => new Thread(() => StressThreads.Guard(() =>
        {
            var random = new Random(seed + id);
            for (long s = 0; s < perPair; s++)
            {
                var offset = random.Next(actors); // each round visits every actor, from a random start
                for (var k = 0; k < actors; k++)
                {
                    refs[(k + offset) % actors].Tell(Sink.Encode(id, s));
                    StressThreads.Jitter(random);
                }
            }
        }, message => Interlocked.CompareExchange(ref failure, message, null))) { IsBackground = true, Name = $"sender-{id}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        JoinAll(threads, () => sinks.Sum(s => s.Handled));
        Assert.Null(failure);
        await Bounded(system.StopAllAsync(), "stop all", () => sinks.Sum(s => s.Handled));
        Assert.Equal(0, system.LiveActors);
        Assert.Null(keyed?.Failure);
        for (var a = 0; a < actors; a++)
        {
            Assert.True(sinks[a].Violation is null, $"seed {seed}, actor {a}: {sinks[a].Violation}");
            Assert.Equal(0, refs[a].Completion.Result);
            for (var p = 0; p < senders; p++)
            {
                Assert.Equal(perPair, sinks[a].NextOf(p));
            }
        }
        output.WriteLine($"runs: {refs.Sum(r => r.Runs)} for {actors * senders * perPair} messages");
    });

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public Task Tells_racing_a_stop_are_each_handled_or_counted(bool drain) => Guarded(async () =>
    {
        const int rounds = 12;
        const int senders = 6;
        var seed = RuntimeSeed.Next();
        output.WriteLine($"drain {drain}: seed {seed}");
        await using var system = new ActorSystem("race");
        for (var round = 0; round < rounds; round++)
        {
            var sink = new Sink(senders);
            var actor = system.Spawn<long, SinkHandler>(() => new SinkHandler(sink), new ActorOptions { Throughput = 4 });
            var (threads, accepted) = StartPosters(m => actor.Tell(m), senders, _ => true, seed + round, tolerateRefusal: true);
            SpinUntilEveryPosterAccepted(accepted, 50); // every sender is telling when the stop comes
            var undelivered = await Bounded(actor.StopAsync(drain), "stop");
            JoinAll(threads); // every sender got refused
            Assert.True(sink.Violation is null, $"seed {seed}, round {round}: {sink.Violation}");
            Assert.Equal(accepted.Sum(), sink.Handled + undelivered);
            for (var p = 0; p < senders; p++)
            {
                Assert.InRange(sink.NextOf(p), 0, accepted[p]); // a prefix of what p had accepted
                if (drain)
                {
                    Assert.Equal(accepted[p], sink.NextOf(p));
                }
            }
            if (drain)
            {
                Assert.Equal(0, undelivered);
            }
        }
        SpinUntil(() => system.LiveActors == 0, "every stopped actor leaves the live count");
    });

    [Fact]
    public Task StopAll_racing_spawns_and_tells_leaves_no_actor_behind() => Guarded(async () =>
    {
        const int spawners = 4;
        var seed = RuntimeSeed.Next();
        var drain = (seed & 1) == 0;
        output.WriteLine($"seed {seed}, drain {drain}");
        var system = new ActorSystem("teardown");
        var spawned = new ConcurrentQueue<ActorRef<long>>();
        var sinks = new ConcurrentQueue<Sink>();
        var refusedSpawns = 0;
        var threads = Enumerable.Range(0, spawners).Select(id => new Thread(() =>
        {
            var random = new Random(seed + id);
            while (true)
            {
                ActorRef<long> actor;
                var sink = new Sink(1);
                try
                {
                    actor = system.Spawn<long, SinkHandler>(() => new SinkHandler(sink),
                        new ActorOptions { Throughput = 1 + random.Next(8) });
                }
                catch (InvalidOperationException)
                {
                    Interlocked.Increment(ref refusedSpawns);
                    return; // the system is stopping
                }
                spawned.Enqueue(actor);
                sinks.Enqueue(sink);
                var tells = random.Next(20);
                for (long m = 0; m < tells && actor.TryTell(Sink.Encode(0, m)); m++)
                {
                    // refused once StopAll reached it
                }
                StressThreads.Jitter(random);
            }
        }) { IsBackground = true, Name = $"spawner-{id}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        SpinUntil(() => system.Spawned >= 400, "400 spawns");
        var stopAll = system.StopAllAsync(drain);
        JoinAll(threads); // each spawner ends at its first refused spawn
        await Bounded(stopAll, "stop all");
        Assert.Equal(spawners, refusedSpawns);
        Assert.Equal(0, system.LiveActors);
        Assert.Equal((long)spawned.Count, system.Spawned);
        foreach (var actor in spawned)
        {
            Assert.True(actor.Completion.IsCompletedSuccessfully, $"{actor.Name}: {actor.Completion.Status}");
            Assert.False(actor.TryTell(0));
        }
        Assert.All(sinks, s => Assert.Null(s.Violation));
        output.WriteLine($"{system.Spawned} spawned before the stop");
    });

    [Fact]
    public Task A_backlog_far_beyond_the_largest_segment_is_handled_in_order() => Guarded(async () =>
    {
        const long told = 30_000; // about seven segments of the largest size behind the first, growing ones
        await using var system = new ActorSystem("backlog");
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(2) { Gate = gate };
        var actor = system.Spawn<long, SinkHandler>(() => new SinkHandler(sink));
        var clock = Stopwatch.StartNew();
        var (threads, accepted) = StartPosters(m => actor.Tell(m), 2, s => s < told / 2, seed: 5);
        JoinAll(threads, () => Progress.Sum(accepted)); // both senders told everything while the handler waits at the first message
        gate.Set();
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop", () => sink.Handled));
        Assert.Null(sink.Violation);
        Assert.Equal(told, sink.Handled);
        output.WriteLine($"{told} messages through a grown mailbox in {clock.ElapsedMilliseconds} ms");
    });
}
