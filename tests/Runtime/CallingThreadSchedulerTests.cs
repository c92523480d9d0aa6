using PerfBuf.Mailboxes;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// The runtime on CallingThreadScheduler: the teller of an idle actor runs it on its own thread; a long mailbox and a
/// chain of Tells run one after another on that thread without deepening its stack (a run that re-queues itself, or
/// Tells an idle actor, is deferred until the current one returns); actors told from several threads at once still run
/// one run at a time and see each sender's messages once, in order.
/// </summary>
[Collection(nameof(RuntimeCollection))]
public sealed class CallingThreadSchedulerTests
{
    private static readonly ActorOptions Inline = new() { Scheduler = CallingThreadScheduler.Instance, Throughput = 1 };

    /// <summary>Notes the thread each message ran on and the stack depth it ran at.</summary>
    private sealed class Seen
    {
        public readonly List<(long Item, int Thread, int Depth)> Runs = [];
    }

    private readonly struct Noting(Seen seen) : IHandler<long>
    {
        public void Handle(in long item) => seen.Runs.Add((item, Environment.CurrentManagedThreadId, new System.Diagnostics.StackTrace().FrameCount));
    }

    [Fact]
    public async Task The_teller_of_an_idle_actor_runs_it_on_its_own_thread_before_the_Tell_returns()
    {
        await using var system = new ActorSystem("inline");
        var seen = new Seen();
        var actor = system.Spawn<long, Noting>(() => new Noting(seen), Inline);
        actor.Tell(1);
        var (item, thread, _) = Assert.Single(seen.Runs);
        Assert.Equal(1, item);
        Assert.Equal(Environment.CurrentManagedThreadId, thread);
    }

    /// <summary>Each message Tells the next actor of a chain 10 000 long, and the last one itself 100 000 times more.</summary>
    private readonly struct Forwarding(ActorRef<long>?[] chain, int me, Seen seen) : IHandler<long>
    {
        public void Handle(in long item)
        {
            seen.Runs.Add((item, Environment.CurrentManagedThreadId, new System.Diagnostics.StackTrace().FrameCount));
            if (me + 1 < chain.Length)
            {
                chain[me + 1]!.Tell(item + 1);
            }
            else if (item < chain.Length + 100_000)
            {
                chain[me]!.Tell(item + 1); // a run that re-queues itself (budget 1) after every message
            }
        }
    }

    [Fact]
    public async Task A_long_chain_of_Tells_runs_on_the_teller_s_thread_at_one_depth()
    {
        await using var system = new ActorSystem("inline chain");
        var seen = new Seen();
        var chain = new ActorRef<long>?[10_000];
        for (var i = 0; i < chain.Length; i++)
        {
            var me = i;
            chain[i] = system.Spawn<long, Forwarding>(() => new Forwarding(chain, me, seen), Inline);
        }
        chain[0]!.Tell(0); // nested, this would need a stack 110 000 runs deep
        Assert.Equal(chain.Length + 100_001, seen.Runs.Count);
        Assert.All(seen.Runs, r => Assert.Equal(Environment.CurrentManagedThreadId, r.Thread));
        Assert.Equal(Enumerable.Range(0, seen.Runs.Count).Select(i => (long)i), seen.Runs.Select(r => r.Item));
        // nested, the depth would grow by a few frames per run (hundreds of thousands); the JIT's tier-up of a running
        // method (on-stack replacement) may add or drop a frame or a few, so a small spread is allowed
        var (low, high) = (seen.Runs.Min(r => r.Depth), seen.Runs.Max(r => r.Depth));
        Assert.True(high - low < 64, $"the runs' stack depths grew from {low} to {high} frames");
        Assert.Equal(0, CallingThreadScheduler.DeferredOnThisThread);
    }

    /// <summary>Counts each sender's messages (sender × 1 000 000 + sequence) and notes the first out of order; counts runs at once.</summary>
    private sealed class Tally(int senders)
    {
        public readonly long[] Next = new long[senders];
        public int Inside;
        public volatile string? Violation;
    }

    private readonly struct Tallying(Tally tally) : IHandler<long>
    {
        public void Handle(in long item)
        {
            if (Interlocked.Increment(ref tally.Inside) != 1)
            {
                tally.Violation ??= "two runs of one actor at once";
            }
            var sender = (int)(item / 1_000_000);
            if (item % 1_000_000 != tally.Next[sender])
            {
                tally.Violation ??= $"sender {sender}: {item % 1_000_000} where {tally.Next[sender]} was due";
            }
            tally.Next[sender]++;
            Interlocked.Decrement(ref tally.Inside);
        }
    }

    [Fact]
    public Task Actors_told_from_several_threads_run_one_run_at_a_time_and_lose_nothing() => Guarded(async () =>
    {
        const int senders = 4;
        const int perSender = 200_000;
        await using var system = new ActorSystem("inline shared");
        var tallies = Enumerable.Range(0, 3).Select(_ => new Tally(senders)).ToArray();
        var actors = tallies.Select(t => system.Spawn<long, Tallying>(() => new Tallying(t), Inline with { Throughput = 16 })).ToArray();
        var threads = Enumerable.Range(0, senders).Select(s => new Thread(() =>
        {
            for (long n = 0; n < perSender; n++)
            {
                actors[n % actors.Length].Tell((s * 1_000_000L) + (n / actors.Length));
            }
        }) { IsBackground = true }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        foreach (var t in threads)
        {
            Assert.True(t.Join(Hang), "a teller did not finish");
        }
        foreach (var tally in tallies)
        {
            Assert.Null(tally.Violation);
            Assert.All(tally.Next, n => Assert.InRange(n, perSender / actors.Length, (perSender / actors.Length) + 1));
        }
        Assert.Equal(perSender * senders, tallies.Sum(t => t.Next.Sum()));
    });
}
