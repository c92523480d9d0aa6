using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Tests.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// What the runtime allocates: the bytes an idle actor costs (everything a spawn allocates, the figure ActorSystem.cs
/// states), nothing per message for a hot actor once its mailbox has grown, nothing per ask once the reply pool holds
/// the asks in flight. Not run in parallel with other classes (the process-wide counter).
/// </summary>
[Collection(nameof(RuntimeCollection))]
public sealed class RuntimeAllocationTests(ITestOutputHelper output)
{
    /// <summary>The figure ActorSystem.cs's essay states for T = long and an 8-byte handler (x64 and ARM64 layouts).</summary>
    private const long IdleActorBytes = 440;

    private const long Budget = 512;

    /// <summary>Batches of spawns the idle figure is the least of.</summary>
    private const int Batches = 3;

    [Fact]
    public Task An_idle_actor_costs_the_stated_bytes_within_the_budget() => Guarded(async () =>
    {
        const int actors = 10_000;
        var system = new ActorSystem("idle-bytes");
        var sink = new Sink(1);
        Func<SinkHandler> factory = () => new SinkHandler(sink); // the caller's delegate, shared by every spawn
        var options = new ActorOptions { Throughput = 16 };
        var refs = new ActorRef<long>[Batches * actors];
        for (var i = 0; i < 100; i++)
        {
            system.Spawn<long, SinkHandler>(factory, options); // warm-up: the code paths are compiled
        }
        // the fewest bytes per actor over a few batches: anything else this thread is made to allocate meanwhile (seen
        // once on a loaded machine: 10 B per actor more in one batch) can only add to a batch, never take away
        var perActor = long.MaxValue;
        for (var batch = 0; batch < Batches; batch++)
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < actors; i++)
            {
                refs[(batch * actors) + i] = system.Spawn<long, SinkHandler>(factory, options);
            }
            var bytes = (GC.GetAllocatedBytesForCurrentThread() - before) / actors;
            output.WriteLine($"batch {batch}: {bytes} B per idle actor (T = long, 8-byte handler)");
            perActor = Math.Min(perActor, bytes);
        }
        Assert.True(perActor <= Budget, $"{perActor} B per idle actor, over the {Budget} B budget");
        Assert.Equal(IdleActorBytes, perActor);
        await Bounded(system.StopAllAsync(), "stop all");
        Assert.Equal(0, system.LiveActors);
        Assert.All(refs, r => Assert.Equal(0, r.Completion.Result));
    });

    [Theory]
    [InlineData(1)]
    [InlineData(64)]
    public Task A_hot_actor_allocates_nothing_per_message(int throughput) => Guarded(async () =>
    {
        const int perRound = 100_000;
        const int grownTo = 1024;   // the warm-up's burst: the mailbox grows to a segment of at least this size
        const int maxBacklog = 512; // the rounds' bound on untaken messages: within that segment, so it never grows
        const long slackBytes = 16 * 1024; // a fixed allowance (e.g. a pool thread started late), not per message
        await using var system = new ActorSystem("hot");
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var actor = system.Spawn<long, SinkHandler>(() => new SinkHandler(sink), new ActorOptions { Throughput = throughput });
        long next = 0;
        for (; next < grownTo; next++)
        {
            actor.Tell(Sink.Encode(0, next)); // the handler waits at the first: the backlog reaches the whole burst
        }
        gate.Set();
        SpinUntil(() => sink.Handled == next, "the burst handled", () => sink.Handled);
        long Round()
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < perRound; i++, next++)
            {
                while (next - sink.Handled >= maxBacklog)
                {
                    Thread.Yield(); // a steady state: the actor keeps up within a bounded backlog
                }
                actor.Tell(Sink.Encode(0, next));
                if ((i & 4095) == 0)
                {
                    Thread.Sleep(1); // let the actor go idle now and then: the idle -> scheduled path is measured too
                }
            }
            var telling = GC.GetAllocatedBytesForCurrentThread() - before;
            SpinUntil(() => sink.Handled == next, "round handled", () => sink.Handled);
            return telling;
        }
        Round(); // warm-up: tiering, pool threads
        Round();
        // the process-wide counter also sees unrelated threads (test host, tiered JIT); those come in bursts, so
        // take the quietest of three rounds — an allocation per message or per run would show in every one
        long tellingThread = 0, wholeProcess = long.MaxValue;
        for (var r = 0; r < 3; r++)
        {
            var process = GC.GetTotalAllocatedBytes(precise: true);
            tellingThread = Math.Max(tellingThread, Round());
            wholeProcess = Math.Min(wholeProcess, GC.GetTotalAllocatedBytes(precise: true) - process);
        }
        output.WriteLine($"throughput {throughput}: telling thread {tellingThread} B, process {wholeProcess} B over {perRound} messages, runs {actor.Runs}");
        Assert.Equal(0, tellingThread);
        Assert.True(wholeProcess <= slackBytes, $"{wholeProcess} B allocated over {perRound} messages");
        Assert.Null(sink.Violation);
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
    });

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public Task Asking_allocates_nothing_per_ask_in_steady_state(bool crossing) => Guarded(async () =>
    {
        const int perRound = 50_000;
        const int window = 64;
        const long slackBytes = 16 * 1024; // a fixed allowance (a pool thread started late, the round's task), not per ask
        await using var system = new ActorSystem("ask-bytes");
        var actor = system.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()));
        var replies = new ReplyPool<long>(runContinuationsAsynchronously: crossing);
        var pending = new ValueTask<long>[window];
        long next = 0, wrong = 0;
        async Task Round()
        {
            for (var sent = 0; sent < perRound; sent += window)
            {
                for (var i = 0; i < window; i++)
                {
                    pending[i] = actor.AskAsync(next + i, replies);
                }
                for (var i = 0; i < window; i++)
                {
                    if (await pending[i].ConfigureAwait(false) != 2 * (next + i))
                    {
                        wrong++;
                    }
                    pending[i] = default;
                }
                next += window;
            }
        }
        await Round().WaitAsync(Hang); // warm-up: tiering, pool threads, the reply pool, the mailbox's growth
        await Round().WaitAsync(Hang);
        var quietest = long.MaxValue;
        for (var r = 0; r < 3; r++)
        {
            var before = GC.GetTotalAllocatedBytes(precise: true);
            await Round().WaitAsync(Hang);
            quietest = Math.Min(quietest, GC.GetTotalAllocatedBytes(precise: true) - before);
        }
        output.WriteLine($"crossing {crossing}: quietest round {quietest} B over {perRound} asks; {replies.Created} replies, {actor.Runs} runs");
        Assert.Equal(0, wrong);
        Assert.True(quietest <= slackBytes, $"{quietest} B allocated over {perRound} asks");
        Assert.True(replies.Created <= window + 1, $"{replies.Created} replies for {window} outstanding asks");
    });

    [Theory]
    [InlineData("thread-pool")]
    [InlineData("run-next")]
    public Task Asking_synchronously_allocates_nothing_per_ask_in_steady_state(string scheduler) => Guarded(async () =>
    {
        const int perRound = 50_000;
        const int window = 64;
        // a fixed allowance, not per ask (one byte per ask would be 50 000): the mailbox's segment chain may still link
        // a grown segment in a late round, and the first waits on a monitor or a tier-up allocate a few dozen bytes
        const long slackBytes = 16 * 1024;
        await using var host = new SyncAskHost(scheduler);
        var actor = host.System.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()), host.Options);
        var replies = new ReplyPool<long>();
        var pending = new WaitableReply<long>[window];
        long next = 0, wrong = 0;
        long Round() // on the asking thread: what it allocated
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var sent = 0; sent < perRound; sent += window)
            {
                for (var i = 0; i < window; i++)
                {
                    pending[i] = actor.AskWaitable(next + i, replies);
                }
                for (var i = 0; i < window; i++)
                {
                    if (pending[i].Wait(Hang) != 2 * (next + i))
                    {
                        wrong++;
                    }
                    pending[i] = default;
                }
                next += window;
                if (actor.Ask(next, replies) != 2 * next) // one at a time too: the wait that sleeps or spins
                {
                    wrong++;
                }
                next++;
            }
            return GC.GetAllocatedBytesForCurrentThread() - before;
        }
        var (askingThread, quietest) = await Task.Factory.StartNew(() =>
        {
            Round(); // warm-up: tiering, the thread's waiter, the reply pool, the mailbox's growth
            Round();
            long thread = long.MaxValue, process = long.MaxValue;
            for (var r = 0; r < 3; r++)
            {
                var before = GC.GetTotalAllocatedBytes(precise: true);
                thread = Math.Min(thread, Round());
                process = Math.Min(process, GC.GetTotalAllocatedBytes(precise: true) - before);
            }
            return (thread, process);
        }, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default).WaitAsync(TimeSpan.FromMinutes(2));
        output.WriteLine($"{scheduler}: asking thread {askingThread} B, process {quietest} B in the quietest round of {perRound} asks; {replies.Created} replies, {actor.Runs} runs");
        Assert.Equal(0, wrong);
        Assert.True(askingThread <= slackBytes, $"the asking thread allocated {askingThread} B over {perRound} asks");
        Assert.True(quietest <= slackBytes, $"{quietest} B allocated over {perRound} asks");
        Assert.True(replies.Created <= window + 1, $"{replies.Created} replies for {window} outstanding asks");
    });
}
