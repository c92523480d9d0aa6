using PerfBuf.Mailboxes;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;
using PerfBuf.Tests.Scheduling;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// Fairness of the next slot, measured in rounds, not seconds: two runtime actors, ping and pong, keep telling each
/// other one message (one in flight, forever), which a run-next scheduler runs back to back from its slot; a third
/// actor C on the same worker gets messages told from outside, one at a time (the next once the last was handled).
/// A round is one handling by the pair. For each C message, its delay is the pair's handlings between the moment its
/// Tell returned (the counter is read after Tell returns, so a late read only shortens the delay) and its handling.
/// <para>
/// The bound, with m = MaxSlotRuns, is <b>m + 1 handlings</b> on both schedulers:
/// </para>
/// <list type="bullet">
/// <item>RunNextPool, one worker. C's Tell finds C idle and queues its run from outside: the back of the worker's queue,
/// where at most the pair's one item waits before it (the pair has one item in flight: in the slot, in the queue, or
/// running). The loop runs the slot only while fewer than m slot items ran in a row since the last item taken from the
/// queue; with C queued it then demotes the slot's item behind C and takes the queue's head. So after the push: at most
/// the pair item in hand or at the queue's head (1 handling, from the queue: the count starts at 0), then m slot runs,
/// then the demotion, and C is next — also when C's run was still finishing and re-queued itself.</item>
/// <item>ThreadPoolRunNextScheduler with the single-thread FIFO driver. Every pair work item runs its item and at most m
/// slot items (m + 1 handlings), then queues the slot's item as a new work item at the back. C's run, queued from outside
/// between work items, waits behind at most the pair's one queued work item: m + 1 handlings, exactly (the bound is
/// reached, so the check is not vacuous there).</item>
/// </list>
/// The planted fault: the same measurement on each scheduler with MaxSlotRuns = int.MaxValue (it never demotes, the slot
/// chain is unbounded) starves C — its delay passes any bound — so the check can fail. The pair stops only when the
/// test says so (or, on the driver, where a work item cannot be interrupted, at a cap far above every bound).
/// </summary>
[Collection(nameof(RunNextCollection))]
public sealed class RunNextFairnessTests(ITestOutputHelper output)
{
    /// <summary>C messages measured per run.</summary>
    private const int Messages = 1000;

    /// <summary>Pair handlings after which a C message still not handled counts as starved (far above every bound).</summary>
    private const long GiveUp = 100_000;

    /// <summary>What the actors share with the test: the pair's round count and when C handled each message.</summary>
    private sealed class Rounds
    {
        public long PairHandlings;          // written by the pair's handler (Interlocked), read by the test
        public long Cap = long.MaxValue;    // the pair stops telling at this many handlings
        public volatile bool Stop;          // the pair stops telling
        public readonly long[] HandledAt = new long[Messages];
        public int CHandled;                // messages C handled (Volatile.Write after HandledAt)
        public volatile string? Violation;
    }

    private readonly struct PairHandler(Rounds rounds, ActorRef<long>?[] partners, int me) : IHandler<long>
    {
        public void Handle(in long item)
        {
            var handled = Interlocked.Increment(ref rounds.PairHandlings);
            if (handled < rounds.Cap && !rounds.Stop)
            {
                partners[1 - me]!.Tell(item + 1);
            }
        }
    }

    private readonly struct ThirdHandler(Rounds rounds) : IHandler<long>
    {
        public void Handle(in long item)
        {
            var n = rounds.CHandled;
            if (item != n)
            {
                rounds.Violation ??= $"C got message {item}, expected {n} (lost, duplicated or reordered)";
            }
            rounds.HandledAt[n] = Volatile.Read(ref rounds.PairHandlings);
            Volatile.Write(ref rounds.CHandled, n + 1);
        }
    }

    /// <summary>The outcome of one measurement.</summary>
    private sealed record Measured(long Worst, int Told, long PairHandlings, long[] Delays)
    {
        public string Histogram => string.Join(", ", Delays.GroupBy(d => d).OrderBy(g => g.Key).Select(g => $"{g.Key}: {g.Count()}"));
    }

    private static (ActorSystem System, ActorRef<long> Ping, ActorRef<long> Third) Spawn(Rounds rounds, IWorkScheduler scheduler,
        int throughput)
    {
        var system = new ActorSystem("fairness");
        var options = new ActorOptions { Scheduler = scheduler, Throughput = throughput };
        var partners = new ActorRef<long>?[2];
        partners[0] = system.Spawn<long, PairHandler>(() => new PairHandler(rounds, partners, 0), options with { Name = "ping" });
        partners[1] = system.Spawn<long, PairHandler>(() => new PairHandler(rounds, partners, 1), options with { Name = "pong" });
        var third = system.Spawn<long, ThirdHandler>(() => new ThirdHandler(rounds), options with { Name = "C" });
        return (system, partners[0]!, third);
    }

    private static Measured Result(Rounds rounds, long[] stamps, int told)
    {
        Assert.True(rounds.Violation is null, rounds.Violation);
        Assert.Equal(told, Volatile.Read(ref rounds.CHandled)); // every C message handled
        var delays = Enumerable.Range(0, told).Select(i => rounds.HandledAt[i] - stamps[i]).ToArray();
        return new Measured(delays.Max(), told, Volatile.Read(ref rounds.PairHandlings), delays);
    }

    /// <summary>The measurement on a one-worker RunNextPool: the pair rallies on the worker while this thread tells C.</summary>
    private static async Task<Measured> OnPoolAsync(int maxSlotRuns, int throughput)
    {
        var pool = new RunNextPool(1, pin: false, name: "fairness", maxSlotRuns: maxSlotRuns);
        var rounds = new Rounds();
        var (system, ping, third) = Spawn(rounds, pool, throughput);
        long Pair() => Volatile.Read(ref rounds.PairHandlings);
        ping.Tell(0);
        SpinUntil(() => Pair() > 1000, "the pair under way", Pair);
        var stamps = new long[Messages];
        var told = 0;
        for (var i = 0; i < Messages; i++)
        {
            third.Tell(i);
            told++;
            var stamp = stamps[i] = Pair();
            var starved = false;
            var message = i;
            SpinUntil(() =>
            {
                var seen = Pair(); // before C's count: C's handling, if still to come, reads at least this
                if (Volatile.Read(ref rounds.CHandled) > message)
                {
                    return true;
                }
                starved = seen - stamp > GiveUp;
                return starved;
            }, $"C's message {i} handled", Pair);
            if (starved)
            {
                break; // its delay is past GiveUp already: no need to wait for the pair to stop
            }
        }
        rounds.Stop = true;
        SpinUntil(() => Volatile.Read(ref rounds.CHandled) == told, "C handling what it was told once the pair stopped",
            () => Volatile.Read(ref rounds.CHandled));
        await Bounded(system.StopAllAsync(), "stop all");
        Assert.Equal(0, system.LiveActors);
        var result = await Bounded(pool.ShutdownAsync(), "pool shutdown");
        Assert.Equal((0L, 0), (result.Dropped, result.Faults));
        return Result(rounds, stamps, told);
    }

    /// <summary>The measurement on ThreadPoolRunNextScheduler with the single-thread FIFO driver: this thread tells C
    /// between work items and runs them.</summary>
    private static async Task<Measured> OnDriverAsync(int maxSlotRuns, int throughput)
    {
        var driver = new WorkItemDriver(maxSlotRuns);
        var rounds = new Rounds { Cap = 2 * GiveUp }; // a work item cannot be interrupted: the pair must end by itself
        var (system, ping, third) = Spawn(rounds, driver.Scheduler, throughput);
        ping.Tell(0);
        var stamps = new long[Messages];
        var told = 0;
        for (var i = 0; i < Messages; i++)
        {
            third.Tell(i); // from outside every work item: its run is queued behind what waits
            told++;
            stamps[i] = Volatile.Read(ref rounds.PairHandlings);
            while (Volatile.Read(ref rounds.CHandled) <= i)
            {
                Assert.True(driver.RunOne(), $"nothing queued, yet C's message {i} is not handled");
            }
        }
        rounds.Stop = true;
        var stopped = system.StopAllAsync();
        driver.RunAll(); // the pair's last message and every actor's final run
        await Bounded(stopped, "stop all");
        Assert.Equal(0, system.LiveActors);
        return Result(rounds, stamps, told);
    }

    private void Report(string what, Measured m, long bound) =>
        output.WriteLine($"{what}: worst delay {m.Worst} pair handlings (bound {bound}) over {m.Told} C messages, "
            + $"{m.PairHandlings} pair handlings; delays {m.Histogram}");

    private static void AssertWithinBound(Measured m, long bound, string scheduler)
    {
        var worst = Array.IndexOf(m.Delays, m.Worst);
        Assert.True(m.Worst <= bound,
            $"{scheduler}: C's message {worst} waited {m.Worst} pair handlings, more than MaxSlotRuns + 1 = {bound}");
    }

    [Theory]
    [InlineData(1, 1)]
    [InlineData(3, 64)]
    [InlineData(8, 5)]
    public Task On_RunNextPool_a_rallying_pair_delays_a_third_actor_by_at_most_MaxSlotRuns_plus_one_rounds(int maxSlotRuns,
        int throughput) => Guarded(async () =>
    {
        var m = await OnPoolAsync(maxSlotRuns, throughput);
        var bound = maxSlotRuns + 1L;
        Report($"RunNextPool(1 worker, MaxSlotRuns {maxSlotRuns}), throughput {throughput}", m, bound);
        Assert.Equal(Messages, m.Told);
        AssertWithinBound(m, bound, "RunNextPool");
    });

    [Theory]
    [InlineData(1, 1)]
    [InlineData(3, 64)]
    [InlineData(8, 5)]
    public Task On_ThreadPoolRunNextScheduler_a_rallying_pair_delays_a_third_actor_by_at_most_MaxSlotRuns_plus_one_rounds(
        int maxSlotRuns, int throughput) => Guarded(async () =>
    {
        var m = await OnDriverAsync(maxSlotRuns, throughput);
        var bound = maxSlotRuns + 1L;
        Report($"ThreadPoolRunNextScheduler(MaxSlotRuns {maxSlotRuns}), single-thread driver, throughput {throughput}", m, bound);
        Assert.Equal(Messages, m.Told);
        AssertWithinBound(m, bound, "ThreadPoolRunNextScheduler");
        Assert.Equal(bound, m.Worst); // deterministic here: every C message waits behind exactly one pair work item
    });

    public enum Variant
    {
        RunNextPool,
        ThreadPoolRunNextDriver,
    }

    /// <summary>
    /// The planted fault: a slot that never demotes (MaxSlotRuns = int.MaxValue). The same measurement must fail the
    /// check — C waits past the bound of the default MaxSlotRuns (in fact past <see cref="GiveUp"/> rounds: it starves
    /// until the pair stops) — and C still gets every message it was told once the pair stops.
    /// </summary>
    [Theory]
    [InlineData(Variant.RunNextPool)]
    [InlineData(Variant.ThreadPoolRunNextDriver)]
    public Task A_slot_that_never_demotes_starves_the_third_actor_and_the_check_fails(Variant variant) => Guarded(async () =>
    {
        var m = variant == Variant.RunNextPool
            ? await OnPoolAsync(int.MaxValue, throughput: 64)
            : await OnDriverAsync(int.MaxValue, throughput: 64);
        var bound = RunNextPool.DefaultMaxSlotRuns + 1L;
        Report($"{variant} with MaxSlotRuns int.MaxValue (planted fault)", m, bound);
        var check = Record.Exception(() => AssertWithinBound(m, bound, variant.ToString()));
        Assert.NotNull(check); // the check fails
        output.WriteLine($"the check failed as it must: {check.Message}");
        Assert.True(m.Worst > GiveUp, $"worst delay {m.Worst}: C did not starve");
    });
}
