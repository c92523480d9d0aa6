namespace PerfBuf.Tests.Actors;

/// <summary>
/// Time limits for concurrency tests: a lost wake-up or a stuck Post fails the test with a message instead of hanging
/// the suite. A wait for one step is limited in all; a wait for many items, and the test body as a whole, only in time
/// without progress (<see cref="Progress"/>), so a run that is slow because other work shares the cores is waited for.
/// Imported with <c>using static</c> by the actor tests.
/// </summary>
internal static class Guard
{
    /// <summary>
    /// How long one awaited step may take, and how long a wait for many steps may go without any of them moving.
    /// </summary>
    public static readonly TimeSpan Hang = TimeSpan.FromSeconds(15);

    /// <summary>
    /// Runs a test body on its own thread; it fails when the body has not finished and nothing moved for 30 s. What
    /// moves: each <see cref="Bounded(Task, string, Func{long}?)"/>, <see cref="SpinUntil"/> and <see cref="JoinAll"/>
    /// that finishes, the counts those waits watch, and what the body reports through
    /// <see cref="Progress.Current"/>. Each of those waits has its own limit, so this one catches a body stuck
    /// elsewhere (a blocking call made on the body's own thread).
    /// </summary>
    public static async Task Guarded(Func<Task> body)
    {
        var progress = new Progress();
        Progress.Enter(progress);
        var run = Task.Factory.StartNew(body, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default)
            .Unwrap();
        await progress.WaitAsync(run, "the test (a Post or a wait is stuck: lost wake-up?)");
    }

    /// <summary>
    /// The progress of one wait: without <paramref name="moving"/> nothing moves, and the wait is limited to
    /// <see cref="Hang"/> in all (one step); with it, the wait fails only when the count stood still for
    /// <see cref="Hang"/>, and the body under <see cref="Guarded"/> counts it as its own progress too.
    /// </summary>
    private static Progress Step(Func<long>? moving)
    {
        var step = new Progress(Hang);
        if (moving is not null)
        {
            step.Counting(moving);
            Progress.Current?.Counting(moving);
        }
        return step;
    }

    /// <summary>
    /// Awaits <paramref name="task"/> for at most <see cref="Hang"/> (one step); when it stands for many items, for as
    /// long as <paramref name="moving"/> (the count of items done) keeps changing, failing when it stood still for
    /// <see cref="Hang"/>.
    /// </summary>
    public static async Task<T> Bounded<T>(Task<T> task, string what, Func<long>? moving = null)
    {
        var result = await Step(moving).WaitAsync(task, what);
        Progress.Current?.Moved();
        return result;
    }

    /// <summary><see cref="Bounded{T}(Task{T}, string, Func{long}?)"/> for a task without a result.</summary>
    public static async Task Bounded(Task task, string what, Func<long>? moving = null)
    {
        await Step(moving).WaitAsync(task, what);
        Progress.Current?.Moved();
    }

    /// <summary>
    /// Spins (yielding, then sleeping) until <paramref name="condition"/> holds, for at most <see cref="Hang"/> (one
    /// step); a condition that waits for many items passes their count as <paramref name="moving"/> and fails only when
    /// it stood still for <see cref="Hang"/>.
    /// </summary>
    public static void SpinUntil(Func<bool> condition, string what, Func<long>? moving = null)
    {
        Step(moving).SpinUntil(condition, what);
        Progress.Current?.Moved();
    }

    /// <summary>
    /// Waits until every poster has had at least <paramref name="atLeast"/> posts accepted, for as long as posts are
    /// accepted: the step a race with a stop needs first, so that every poster is under way when the stop comes.
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
        }, $"every poster with {atLeast} accepted post(s)", () => Progress.Sum(accepted));

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

    /// <summary>
    /// Joins every poster: for at most <see cref="Hang"/> in all when they wait for one event (a refusal), or, with
    /// <paramref name="moving"/> (the count of posts accepted or handled), for as long as that keeps changing; fails
    /// once, naming the first thread still running.
    /// </summary>
    public static void JoinAll(Thread[] threads, Func<long>? moving = null)
    {
        Step(moving).Join(threads, "a poster is stuck in Post");
        Progress.Current?.Moved();
    }
}
