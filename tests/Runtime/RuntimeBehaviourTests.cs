using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Tests.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// The runtime's contracts one at a time: tell and order, stop with and without drain, refusal after a stop, names,
/// keys and counters, the budget per run, key affinity on a scheduler that honours keys, self-tells, StopAllAsync and
/// bad arguments. Every wait is bounded.
/// </summary>
public sealed class RuntimeBehaviourTests(ITestOutputHelper output)
{
    private static ActorRef<long> SpawnSink(ActorSystem system, Sink sink, ActorOptions? options = null) =>
        system.Spawn<long, SinkHandler>(() => new SinkHandler(sink), options);

    [Fact]
    public Task Tells_are_handled_in_order_and_a_draining_stop_handles_all() => Guarded(async () =>
    {
        const long told = 20_000;
        await using var system = new ActorSystem("order");
        var sink = new Sink(1);
        var actor = SpawnSink(system, sink, new ActorOptions { Throughput = 16 });
        for (long i = 0; i < told; i++)
        {
            actor.Tell(Sink.Encode(0, i));
        }
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(sink.Violation);
        Assert.Equal(told, sink.Handled);
        Assert.Same(actor.Completion, actor.StopAsync(drain: false)); // the first call decided
        output.WriteLine($"{told} tells, {actor.Runs} runs");
    });

    [Fact]
    public Task An_actor_that_stops_itself_in_its_handler_completes_in_that_same_run() => Guarded(async () =>
    {
        await using var system = new ActorSystem("self-stop");
        var self = new StrongBox<ActorRef<long>?>();
        var handled = new StrongBox<long>();
        var actor = system.Spawn<long, SelfStoppingHandler>(() => new SelfStoppingHandler(self, handled));
        self.Value = actor;
        actor.Tell(1);
        Assert.Equal(0, await Bounded(actor.Completion, "self-stop"));
        Assert.Equal(1, handled.Value);
        Assert.Equal(1, actor.Runs); // the run that handled the message was the final one: no second hand-over
        Assert.False(actor.TryTell(2));
        await Bounded(system.StopAllAsync(), "stop all");
        Assert.Equal(0, system.LiveActors);
    });

    [Fact]
    public Task Tell_after_stop_throws_and_TryTell_returns_false() => Guarded(async () =>
    {
        await using var system = new ActorSystem("refuse");
        var actor = SpawnSink(system, new Sink(1), new ActorOptions { Name = "refuser" });
        Assert.True(actor.TryTell(Sink.Encode(0, 0)));
        var stop = actor.StopAsync();
        var refused = Assert.Throws<InvalidOperationException>(() => actor.Tell(Sink.Encode(0, 1)));
        Assert.Contains("'refuser'", refused.Message, StringComparison.Ordinal);
        Assert.Contains("Tell is refused", refused.Message, StringComparison.Ordinal);
        Assert.False(actor.TryTell(Sink.Encode(0, 1)));
        Assert.Equal(0, await Bounded(stop, "draining stop"));
        Assert.False(actor.TryTell(Sink.Encode(0, 2)));
    });

    [Fact]
    public Task A_discarding_stop_handles_at_most_the_budget_in_hand_and_counts_the_rest() => Guarded(async () =>
    {
        const int told = 1000;
        const int throughput = 8;
        await using var system = new ActorSystem("discard");
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var actor = SpawnSink(system, sink, new ActorOptions { Throughput = throughput });
        for (long i = 0; i < told; i++)
        {
            actor.Tell(Sink.Encode(0, i));
        }
        Assert.True(sink.AtGate.Wait(Hang), "the first run never reached the handler"); // the stop comes mid-run
        var stop = actor.StopAsync(drain: false);
        gate.Set();
        var undelivered = await Bounded(stop, "discarding stop");
        Assert.Null(sink.Violation);
        Assert.Equal((long)told, sink.Handled + undelivered);
        Assert.InRange(sink.Handled, 1, throughput);
        Assert.Throws<InvalidOperationException>(() => actor.Tell(0));
    });

    [Fact]
    public Task A_run_handles_at_most_the_budget() => Guarded(async () =>
    {
        const int told = 640;
        const int throughput = 5;
        await using var system = new ActorSystem("budget");
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var probe = new RunProbe();
        var actor = system.Spawn<long, ProbedSinkHandler>(() => new ProbedSinkHandler(sink, probe),
            new ActorOptions { Throughput = throughput });
        probe.CurrentRun = () => actor.Runs;
        for (long i = 0; i < told; i++)
        {
            actor.Tell(Sink.Encode(0, i)); // all published before the handler gets past the first
        }
        gate.Set();
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
        Assert.Equal((long)told, sink.Handled);
        Assert.Equal(throughput, probe.MaxPerRun);
        Assert.True(actor.Runs >= told / throughput, $"{actor.Runs} runs for {told} messages at throughput {throughput}");
    });

    [Fact]
    public Task An_idle_actor_is_woken_by_its_stop() => Guarded(async () =>
    {
        await using var system = new ActorSystem("idle");
        var never = SpawnSink(system, new Sink(1));
        var used = SpawnSink(system, new Sink(1));
        used.Tell(0);
        Assert.Equal(0, await Bounded(never.StopAsync(drain: false), "stop of an actor that never ran"));
        Assert.Equal(0, await Bounded(used.StopAsync(), "stop of an idle actor"));
        Assert.Equal(0, system.LiveActors);
    });

    [Fact]
    public Task Names_keys_and_counters() => Guarded(async () =>
    {
        var system = new ActorSystem("names");
        Assert.Equal("names", system.Name);
        var a = SpawnSink(system, new Sink(1));
        var b = SpawnSink(system, new Sink(1), new ActorOptions { Key = 42, Name = "forty-two" });
        var c = SpawnSink(system, new Sink(1));
        Assert.Equal(("names/0", 0), (a.Name, a.Key));
        Assert.Equal(("forty-two", 42), (b.Name, b.Key));
        Assert.Equal(("names/2", 2), (c.Name, c.Key)); // numbered in spawn order, keyed spawns included
        Assert.Same(system, a.System);
        Assert.Equal(3, system.Spawned);
        Assert.Equal(3, system.LiveActors);
        Assert.Equal(0, await Bounded(b.StopAsync(), "stop"));
        SpinUntil(() => system.LiveActors == 2, "the stopped actor leaves the live count");
        Assert.Equal(3, system.Spawned);
        Assert.Equal(0, a.Restarts);
        Assert.StartsWith("system-", new ActorSystem().Name, StringComparison.Ordinal);
        await Bounded(system.StopAllAsync(), "stop all");
        Assert.Equal(0, system.LiveActors);
    });

    [Fact]
    public void Bad_arguments_are_refused_naming_the_parameter()
    {
        var system = new ActorSystem("bad");
        Assert.Equal("factory", Assert.Throws<ArgumentNullException>(() => system.Spawn<long, SinkHandler>(null!)).ParamName);
        Assert.Equal("Scheduler", Assert.Throws<ArgumentNullException>(() => new ActorOptions { Scheduler = null! }).ParamName);
        Assert.Equal("Throughput", Assert.Throws<ArgumentOutOfRangeException>(() => new ActorOptions { Throughput = 0 }).ParamName);
        Assert.Equal("Throughput", Assert.Throws<ArgumentOutOfRangeException>(() => ActorOptions.Default with { Throughput = -5 }).ParamName);
        var asker = system.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()));
        Assert.Equal("replies", Assert.Throws<ArgumentNullException>(() => asker.AskAsync<long, long>(1, null!)).ParamName);
        Assert.Equal("actor", Assert.Throws<ArgumentNullException>(
            () => ActorRefAsk.AskAsync<long, long>(null!, 1, new ReplyPool<long>())).ParamName);
        Assert.Equal(1, system.LiveActors); // only the asker was spawned
    }

    [Fact]
    public Task A_factory_that_throws_at_spawn_spawns_nothing() => Guarded(async () =>
    {
        await using var system = new ActorSystem("factory");
        Assert.Throws<HandlerBoom>(() => system.Spawn<long, SinkHandler>(() => throw new HandlerBoom(0)));
        Assert.Equal(0, system.Spawned);
        Assert.Equal(0, system.LiveActors);
    });

    [Fact]
    public Task A_handler_may_tell_its_own_actor() => Guarded(async () =>
    {
        const long chain = 50_000; // an unbounded mailbox: the self-tell never waits, whatever the backlog
        await using var system = new ActorSystem("self");
        var self = new StrongBox<ActorRef<long>?>();
        var handled = new StrongBox<long>();
        var actor = system.Spawn<long, CountdownHandler>(() => new CountdownHandler(self, handled),
            new ActorOptions { Throughput = 7 });
        self.Value = actor;
        actor.Tell(chain);
        SpinUntil(() => Volatile.Read(ref handled.Value) == chain + 1, "the self-tell chain reached 0", () => Volatile.Read(ref handled.Value));
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
    });

    [Fact]
    public Task StopAllAsync_stops_every_actor_refuses_spawns_and_leaves_none_behind() => Guarded(async () =>
    {
        const int actors = 200;
        var system = new ActorSystem("all");
        var sinks = new Sink[actors];
        var refs = new ActorRef<long>[actors];
        for (var i = 0; i < actors; i++)
        {
            sinks[i] = new Sink(1);
            refs[i] = SpawnSink(system, sinks[i], new ActorOptions { Throughput = 3 });
            for (long m = 0; m < i % 7; m++) // some idle, some with a backlog
            {
                refs[i].Tell(Sink.Encode(0, m));
            }
        }
        _ = refs[5].StopAsync(); // one stopped on its own before
        var stopAll = system.StopAllAsync(drain: true);
        Assert.Same(stopAll, system.StopAllAsync(drain: false)); // the first call decided
        await Bounded(stopAll, "stop all");
        Assert.Equal(0, system.LiveActors);
        Assert.Equal(actors, system.Spawned);
        for (var i = 0; i < actors; i++)
        {
            Assert.True(refs[i].Completion.IsCompletedSuccessfully, $"actor {i}: {refs[i].Completion.Status}");
            Assert.Equal(0, refs[i].Completion.Result);
            Assert.Equal((long)(i % 7), sinks[i].Handled); // drained
            Assert.False(refs[i].TryTell(0));
        }
        var refused = Assert.Throws<InvalidOperationException>(() => SpawnSink(system, new Sink(1)));
        Assert.Contains("'all' is stopping or stopped", refused.Message, StringComparison.Ordinal);
        await system.DisposeAsync(); // the same stop
        Assert.Equal(actors, system.Spawned);
    });

    [Fact]
    public Task StopAllAsync_without_drain_counts_each_actors_rest_and_tolerates_faulted_actors() => Guarded(async () =>
    {
        var system = new ActorSystem("all-discard");
        using var gate = new ManualResetEventSlim(false);
        var gated = new Sink(1) { Gate = gate };
        var busy = SpawnSink(system, gated, new ActorOptions { Throughput = 1 });
        var faulty = SpawnSink(system, new Sink(1) { ThrowAt = 1 });
        for (long i = 0; i < 10; i++)
        {
            busy.Tell(Sink.Encode(0, i));
        }
        faulty.Tell(0);
        await Assert.ThrowsAsync<ActorFaultedException>(() => faulty.Completion.WaitAsync(Hang));
        Assert.True(gated.AtGate.Wait(Hang));
        var stopAll = system.StopAllAsync(drain: false);
        gate.Set();
        await Bounded(stopAll, "stop all"); // a faulted actor's fault is not rethrown here
        Assert.Equal(10L, gated.Handled + busy.Completion.Result);
        Assert.Equal(1L, gated.Handled); // throughput 1: the run in hand held one message
        Assert.Equal(0, system.LiveActors);
    });

    [Fact]
    public Task StopAllAsync_on_an_empty_system_completes_at_once() => Guarded(async () =>
    {
        var system = new ActorSystem("empty");
        await Bounded(system.StopAllAsync(), "stop all");
        Assert.Throws<InvalidOperationException>(() => SpawnSink(system, new Sink(1)));
    });

    [Fact]
    public Task Every_run_of_an_actor_is_scheduled_with_its_key_and_runs_on_its_keys_thread() => Guarded(async () =>
    {
        const int unkeyed = 9;
        const long perActor = 300;
        using var scheduler = new KeyedTestScheduler(workers: 3);
        var system = new ActorSystem("affine");
        var unkeyedOptions = new ActorOptions { Scheduler = scheduler, Throughput = 2 };
        var logs = new List<ThreadLog>();
        var refs = new List<ActorRef<long>>();
        for (var i = 0; i < unkeyed + 3; i++)
        {
            var log = new ThreadLog();
            var options = i < unkeyed ? unkeyedOptions : unkeyedOptions with { Key = 100 + i };
            logs.Add(log);
            refs.Add(system.Spawn<long, ThreadLogHandler>(() => new ThreadLogHandler(log), options));
        }
        // two telling threads, so that runs start from many idle -> scheduled transitions and requeues
        var (threads, told) = StartPosters(m =>
        {
            foreach (var actor in refs)
            {
                actor.Tell(m);
            }
            if ((m & 7) == 0)
            {
                Thread.Yield();
            }
        }, 2, s => s < perActor / 2, seed: 11);
        JoinAll(threads, () => Progress.Sum(told));
        await Bounded(system.StopAllAsync(), "stop all");
        Assert.Null(scheduler.Failure);
        for (var i = 0; i < refs.Count; i++)
        {
            var actor = refs[i];
            Assert.Equal(i < unkeyed ? i : 100 + i, actor.Key); // unkeyed: spawn order
            Assert.Equal([actor.Key], scheduler.KeysOf(actor)); // every Schedule of this actor carried its key
            Assert.Equal(perActor, logs[i].Handled);
            Assert.Equal([scheduler.ThreadOf(scheduler.WorkerOf(actor.Key))], logs[i].Threads);
        }
        // round-robin: the unkeyed actors cover every worker, three each
        var perWorker = refs.Take(unkeyed).GroupBy(a => scheduler.WorkerOf(a.Key)).Select(g => g.Count()).ToArray();
        Assert.Equal([3, 3, 3], perWorker);
        output.WriteLine($"runs: {string.Join(", ", refs.Select(a => a.Runs))}");
    });
}

/// <summary>Counts a message, then stops its own actor (a draining stop from inside the run).</summary>
internal readonly struct SelfStoppingHandler(StrongBox<ActorRef<long>?> self, StrongBox<long> handled) : IHandler<long>
{
    public void Handle(in long item)
    {
        handled.Value++;
        _ = self.Value!.StopAsync(drain: true);
    }
}
