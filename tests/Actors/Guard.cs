using System.Diagnostics;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// Time limits for concurrency tests: a lost wake-up or a stuck Post fails the test with a message instead of hanging
/// the suite. Imported with <c>using static</c> by the actor tests.
/// </summary>
internal static class Guard
{
    /// <summary>How long one awaited step may take.</summary>
    public static readonly TimeSpan Hang = TimeSpan.FromSeconds(15);

    /// <summary>Runs a test body on its own thread with an overall limit of 30 s.</summary>
    public static async Task Guarded(Func<Task> body)
    {
        var limit = TimeSpan.FromSeconds(30);
        try
        {
            await Task.Factory.StartNew(body, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default)
                .Unwrap().WaitAsync(limit);
        }
        catch (TimeoutException)
        {
            Assert.Fail($"the test did not finish within {limit.TotalSeconds} s (a Post or a wait is stuck: lost wake-up?)");
        }
    }

    /// <summary>Awaits <paramref name="task"/> for at most <see cref="Hang"/>.</summary>
    public static async Task<T> Bounded<T>(Task<T> task, string what)
    {
        try
        {
            return await task.WaitAsync(Hang);
        }
        catch (TimeoutException)
        {
            Assert.Fail($"{what} did not finish within {Hang.TotalSeconds} s (hang / lost wake-up)");
            throw;
        }
    }

    /// <summary>Awaits <paramref name="task"/> for at most <see cref="Hang"/>.</summary>
    public static async Task Bounded(Task task, string what)
    {
        try
        {
            await task.WaitAsync(Hang);
        }
        catch (TimeoutException)
        {
            Assert.Fail($"{what} did not finish within {Hang.TotalSeconds} s (hang / lost wake-up)");
        }
    }

    /// <summary>Spins (yielding, then sleeping) until <paramref name="condition"/> holds, for at most <see cref="Hang"/>.</summary>
    public static void SpinUntil(Func<bool> condition, string what)
    {
        var clock = Stopwatch.StartNew();
        var spinner = new SpinWait();
        while (!condition())
        {
            Assert.True(clock.Elapsed < Hang, $"{what} not reached within {Hang.TotalSeconds} s (hang / lost wake-up)");
            spinner.SpinOnce();
        }
    }

    /// <summary>
    /// Waits (bounded) until every poster has had at least <paramref name="atLeast"/> posts accepted: the step a
    /// race with a stop needs first, so that every poster is under way when the stop comes.
    /// </summary>
    public static void SpinUntilEveryPosterAccepted(long[] accepted, long atLeast) =>
        SpinUntil(() =>
        {
            for (var p = 0; p < accepted.Length; p++)
            {
                if (Volatile.Read(ref accepted[p]) < atLeast)
                {
                    return false;
                }
            }
            return true;
        }, $"every poster with {atLeast} accepted post(s)");

    /// <summary>
    /// Starts <paramref name="producers"/> posting threads; poster p posts <c>Sink.Encode(p, 0, 1, …)</c> while
    /// <paramref name="keepGoing"/>(p, s) holds, with random yields and spins between posts; returns the threads and
    /// how many messages each had accepted (a refused post ends that poster when <paramref name="tolerateRefusal"/>).
    /// </summary>
    public static (Thread[] Threads, long[] Accepted) StartPosters(Action<long> post, int producers,
        Func<int, long, bool> keepGoing, int seed, bool tolerateRefusal = false)
    {
        var accepted = new long[producers];
        var threads = new Thread[producers];
        for (var p = 0; p < producers; p++)
        {
            var id = p;
            threads[p] = new Thread(() =>
            {
                var random = new Random(seed + id);
                for (long s = 0; keepGoing(id, s); s++)
                {
                    try
                    {
                        post(Sink.Encode(id, s));
                    }
                    catch (InvalidOperationException) when (tolerateRefusal)
                    {
                        break;
                    }
                    Volatile.Write(ref accepted[id], s + 1);
                    var roll = random.Next(64);
                    if (roll == 0)
                    {
                        Thread.Yield();
                    }
                    else if (roll == 1)
                    {
                        Thread.SpinWait(random.Next(200));
                    }
                }
            }) { IsBackground = true, Name = $"poster-{id}" };
        }
        foreach (var t in threads)
        {
            t.Start();
        }
        return (threads, accepted);
    }

    /// <summary><see cref="StartPosters(Action{long}, int, Func{int, long, bool}, int, bool)"/> with a condition on the sequence only.</summary>
    public static (Thread[] Threads, long[] Accepted) StartPosters(Action<long> post, int producers,
        Func<long, bool> keepGoing, int seed, bool tolerateRefusal = false) =>
        StartPosters(post, producers, (_, s) => keepGoing(s), seed, tolerateRefusal);

    /// <summary>Joins every poster within one <see cref="Hang"/> deadline for all: a hang fails once, not once per thread.</summary>
    public static void JoinAll(Thread[] threads)
    {
        var clock = Stopwatch.StartNew();
        foreach (var t in threads)
        {
            var left = Hang - clock.Elapsed;
            Assert.True(t.Join(left > TimeSpan.Zero ? left : TimeSpan.Zero), $"{t.Name} is stuck in Post");
        }
    }
}
