using PerfBuf.Baselines.FSharp;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// Seed 002's counter on the F# MailboxProcessor (<see cref="CounterAgent"/>): every Add of several posters counted
/// once, GetAndReset (blocking, as the seed asks) and GetAndResetAsync answer the total and clear it, concurrent
/// GetAndResets split the total, the stop completes with what is left and refuses what comes after, bad input is
/// refused.
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class CounterAgentTests
{
    private static int Posters => 4 * Environment.ProcessorCount;

    [Fact]
    public Task Every_Add_of_every_poster_is_counted_once() => Guarded(async () =>
    {
        await using var agent = CounterAgent.Start("test-counter");
        Assert.Equal("test-counter", agent.Name);
        var posted = PostFromPosters(agent, Posters, perPoster: 20_000, seed: 1220);
        Assert.Equal(posted, agent.GetAndReset((int)Hang.TotalMilliseconds));
        Assert.Equal(0, agent.GetAndReset((int)Hang.TotalMilliseconds));
        agent.Add(7);
        Assert.Equal(7, await Bounded(agent.GetAndResetAsync(), "GetAndResetAsync"));
        Assert.Equal(0, await Bounded(agent.GetAndResetAsync(), "second GetAndResetAsync"));
    });

    [Fact]
    public Task Concurrent_GetAndResets_split_the_total_without_losing_or_repeating_an_Add() => Guarded(async () =>
    {
        await using var agent = CounterAgent.Start();
        using var stop = new CancellationTokenSource();
        long answered = 0;
        var asker = Task.Run(async () =>
        {
            while (!stop.IsCancellationRequested)
            {
                answered += await agent.GetAndResetAsync();
            }
        });
        var posted = PostFromPosters(agent, Posters, perPoster: 20_000, seed: 1221);
        stop.Cancel();
        await Bounded(asker, "the asking loop");
        answered += await Bounded(agent.GetAndResetAsync(), "final GetAndReset");
        Assert.Equal(posted, answered);
    });

    [Fact]
    public Task The_stop_completes_with_what_is_left_and_refuses_what_comes_after() => Guarded(async () =>
    {
        var agent = CounterAgent.Start();
        for (var i = 0; i < 1_000; i++)
        {
            agent.Add(3);
        }
        Assert.Equal(3_000, await Bounded(agent.StopAsync(), "stop"));
        Assert.Same(agent.StopAsync(), agent.StopAsync());
        Assert.Equal(3_000, await Bounded(agent.Completion, "completion"));
        Assert.Throws<InvalidOperationException>(() => agent.Add(1));
        Assert.Throws<InvalidOperationException>(() => agent.GetAndReset());
        Assert.Throws<InvalidOperationException>(() => { _ = agent.GetAndResetAsync(); }); // refused at the call, not through the task
        await Bounded(agent.DisposeAsync().AsTask(), "dispose after the stop");
    });

    [Fact]
    public async Task A_timeout_below_minus_one_is_refused()
    {
        await using var agent = CounterAgent.Start();
        var error = Assert.Throws<ArgumentOutOfRangeException>(() => agent.GetAndReset(-2));
        Assert.Equal("timeoutMilliseconds", error.ParamName);
    }

    /// <summary>Posters add seeded random amounts (with random yields); returns the sum of every amount posted.</summary>
    private static long PostFromPosters(CounterAgent agent, int posters, int perPoster, int seed)
    {
        var sums = new long[posters];
        var added = new long[posters]; // Adds done per thread: the join waits while they move
        var threads = Enumerable.Range(0, posters).Select(p => new Thread(() =>
        {
            var random = new Random(seed * 1_000 + p);
            long sum = 0;
            for (var i = 0; i < perPoster; i++)
            {
                long amount = random.Next(-1_000, 1_000_000);
                agent.Add(amount);
                Volatile.Write(ref added[p], i + 1);
                sum += amount;
                if (random.Next(256) == 0)
                {
                    Thread.Yield();
                }
            }
            sums[p] = sum;
        }) { IsBackground = true, Name = $"counter-poster-{p}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        JoinAll(threads, () => Progress.Sum(added));
        return sums.Sum();
    }
}
