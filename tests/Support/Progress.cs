using System.Diagnostics;

namespace PerfBuf.Tests;

/// <summary>
/// A hang limit that measures time without progress, not total time: a run's threads report each item that moves
/// (<see cref="Moved"/>, one interlocked increment) or the progress reads counters the run keeps anyway
/// (<see cref="Counting"/>), and a wait fails only when the reading has not changed for <see cref="Limit"/>. A run
/// that is merely slow — other work on the same cores — keeps moving and is waited for; a lost wake-up or a stuck
/// thread stops every count and fails with a message naming what did not happen and how long nothing moved.
/// </summary>
internal sealed class Progress(TimeSpan limit)
{
    /// <summary>The usual limit: nothing moved for 30 s.</summary>
    public static readonly TimeSpan DefaultLimit = TimeSpan.FromSeconds(30);

    /// <summary>How long a join or a wait polls before it looks at the reading again.</summary>
    private static readonly TimeSpan Slice = TimeSpan.FromMilliseconds(50);

    private static readonly AsyncLocal<Progress?> Ambient = new();

    private long _moves;
    private Func<long>[] _counters = [];

    public Progress() : this(DefaultLimit)
    {
    }

    /// <summary>How long nothing may move before a wait fails.</summary>
    public TimeSpan Limit { get; } = limit;

    /// <summary>
    /// The progress of the test body under way on this logical thread (set by <see cref="Actors.Guard.Guarded"/>), or
    /// null outside one.
    /// </summary>
    public static Progress? Current => Ambient.Value;

    /// <summary>Makes <paramref name="progress"/> the <see cref="Current"/> one for the calling async flow and what it starts.</summary>
    public static void Enter(Progress progress) => Ambient.Value = progress;

    /// <summary>The sum of counters other threads publish with Volatile.Write (a reading for <see cref="Counting"/>).</summary>
    public static long Sum(long[] counters)
    {
        long sum = 0;
        for (var i = 0; i < counters.Length; i++)
        {
            sum += Volatile.Read(ref counters[i]);
        }
        return sum;
    }

    /// <summary>One item moved.</summary>
    public void Moved() => Interlocked.Increment(ref _moves);

    /// <summary>Adds a counter the run keeps anyway (items delivered, posts accepted): its change is progress too.</summary>
    public Progress Counting(Func<long> counter)
    {
        Func<long>[] seen, next;
        do
        {
            seen = Volatile.Read(ref _counters);
            next = [.. seen, counter];
        }
        while (Interlocked.CompareExchange(ref _counters, next, seen) != seen);
        return this;
    }

    /// <summary>The sum of the moves and the counters: any change is progress.</summary>
    public long Reading
    {
        get
        {
            var sum = Volatile.Read(ref _moves);
            foreach (var counter in Volatile.Read(ref _counters))
            {
                sum += counter();
            }
            return sum;
        }
    }

    /// <summary>
    /// The thread pool as a hang message shows it: its threads, the work items queued and the work items it completed,
    /// so a failure tells a starved pool (items queued, none completing) from a lost wake-up (nothing queued).
    /// </summary>
    public static string PoolState() =>
        $"thread pool: {ThreadPool.ThreadCount} threads, {ThreadPool.PendingWorkItemCount} work items queued, {ThreadPool.CompletedWorkItemCount} completed";

    /// <summary>A watch for one waiting thread: it says when the reading has stood still for <see cref="Limit"/>.</summary>
    public StallWatch Watch() => new(this);

    /// <summary>
    /// Joins every thread while anything moves; returns null once all have ended, or the failure: the first thread
    /// still running and how long nothing moved.
    /// </summary>
    public string? TryJoin(IEnumerable<Thread> threads)
    {
        var watch = Watch();
        foreach (var t in threads)
        {
            while (!t.Join(Slice))
            {
                if (watch.Stalled)
                {
                    return $"thread '{t.Name}' is still running and nothing moved for {watch.Idle.TotalSeconds:F0} s (hang; {PoolState()})";
                }
            }
        }
        return null;
    }

    /// <summary><see cref="TryJoin"/>, failing the test when a thread is stuck.</summary>
    public void Join(IEnumerable<Thread> threads, string what)
    {
        if (TryJoin(threads) is { } stuck)
        {
            Assert.Fail($"{what}: {stuck}");
        }
    }

    /// <summary>Awaits <paramref name="task"/> while anything moves; fails when it is not done and nothing moved for <see cref="Limit"/>.</summary>
    public async Task WaitAsync(Task task, string what)
    {
        var watch = Watch();
        while (!task.IsCompleted)
        {
            try
            {
                await task.WaitAsync(Slice);
            }
            catch (TimeoutException)
            {
                if (watch.Stalled)
                {
                    Assert.Fail($"{what} did not finish and nothing moved for {watch.Idle.TotalSeconds:F0} s (hang / lost wake-up; {PoolState()})");
                }
            }
        }
        await task;
    }

    /// <summary><see cref="WaitAsync(Task, string)"/> for a task with a result.</summary>
    public async Task<T> WaitAsync<T>(Task<T> task, string what)
    {
        await WaitAsync((Task)task, what).ConfigureAwait(false);
        return await task;
    }

    /// <summary>Spins (yielding, then sleeping) until <paramref name="condition"/> holds; fails when nothing moved for <see cref="Limit"/> first.</summary>
    public void SpinUntil(Func<bool> condition, string what)
    {
        var watch = Watch();
        var spinner = new SpinWait();
        while (!condition())
        {
            if (watch.Stalled)
            {
                Assert.Fail($"{what} not reached and nothing moved for {watch.Idle.TotalSeconds:F0} s (hang / lost wake-up; {PoolState()})");
            }
            spinner.SpinOnce();
        }
    }
}

/// <summary>
/// One waiting thread's view of a <see cref="Progress"/>: each look at <see cref="Stalled"/> reads the progress and
/// restarts the idle time when it changed. Owned by one thread. Idle time is time the watcher saw: a gap between two
/// looks counts at most <see cref="MaxCountedGap"/>, because a watcher that could not look for longer (the process or the
/// machine stood still: a VM pause, a thread pool starved by other work) saw nothing of what it watches stand still.
/// Waiters look every few milliseconds, so a hang is still caught; were its looks starved too, it fails later by at most
/// the ratio of the gaps to the cap, never not at all.
/// </summary>
internal sealed class StallWatch(Progress progress, TimeSpan maxCountedGap)
{
    /// <summary>The most one gap between two looks adds to the idle time.</summary>
    public static readonly TimeSpan MaxCountedGap = TimeSpan.FromSeconds(1);

    private long _seen = progress.Reading;
    private long _last = Stopwatch.GetTimestamp();

    public StallWatch(Progress progress) : this(progress, MaxCountedGap)
    {
    }

    /// <summary>How long the reading has stood still, as of the last look.</summary>
    public TimeSpan Idle { get; private set; }

    /// <summary>True once the reading has not changed for the progress's limit.</summary>
    public bool Stalled
    {
        get
        {
            var now = Stopwatch.GetTimestamp();
            var reading = progress.Reading;
            if (reading != _seen)
            {
                _seen = reading;
                Idle = TimeSpan.Zero;
            }
            else
            {
                var gap = Stopwatch.GetElapsedTime(_last, now);
                Idle += gap < maxCountedGap ? gap : maxCountedGap;
            }
            _last = now;
            return Idle > progress.Limit;
        }
    }
}
