using System.Collections.Concurrent;
using PerfBuf.Mailboxes;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Scheduling;

/// <summary>
/// Drives a <see cref="ThreadPoolRunNextScheduler"/> built with an injected enqueue on the calling thread: the work items
/// it queues wait in a FIFO queue (what the .NET pool's global queue is) until <see cref="RunOne"/> or
/// <see cref="RunAll"/> executes them, one at a time, in order. Not thread-safe: one thread queues and runs.
/// </summary>
internal sealed class WorkItemDriver
{
    private readonly Queue<IThreadPoolWorkItem> _queue = new();

    public WorkItemDriver(int maxSlotRuns) => Scheduler = new ThreadPoolRunNextScheduler(maxSlotRuns, _queue.Enqueue);

    public ThreadPoolRunNextScheduler Scheduler { get; }

    /// <summary>Work items queued and not yet run.</summary>
    public int Queued => _queue.Count;

    /// <summary>Work items run so far; inside a work item, its number (1, 2, …).</summary>
    public int WorkItems { get; private set; }

    /// <summary>Runs the oldest queued work item; false when none is queued. Its exception, if any, leaves here.</summary>
    public bool RunOne()
    {
        if (!_queue.TryDequeue(out var item))
        {
            return false;
        }
        WorkItems++;
        item.Execute();
        return true;
    }

    /// <summary>Runs work items until none is queued (at most <paramref name="limit"/>); returns how many ran.</summary>
    public int RunAll(int limit = 1_000_000)
    {
        var ran = 0;
        while (ran < limit && RunOne())
        {
            ran++;
        }
        return ran;
    }
}

/// <summary>
/// ThreadPoolRunNextScheduler, deterministic: its work items run by a single-thread FIFO driver (the internal
/// constructor's enqueue), so the order is exact: an item scheduled by a running item runs next inside the same work
/// item, before what was queued; at most MaxSlotRuns + 1 items run in one work item; a self-re-schedule and the slot's
/// displaced occupant are queued as work items of their own; a throwing item loses and duplicates nothing; arguments.
/// Then a smoke test on the real .NET thread pool.
/// </summary>
[Collection(nameof(RunNextCollection))]
public sealed class ThreadPoolRunNextSchedulerTests(ITestOutputHelper output)
{
    /// <summary>A log of (item name, the driver's work item it ran in).</summary>
    private sealed class Log(WorkItemDriver driver)
    {
        public readonly List<(string Name, int WorkItem)> Entries = [];

        public Step Item(string name, Action<Step>? body = null) => new(name, body: self =>
        {
            Entries.Add((name, driver.WorkItems));
            body?.Invoke(self);
        });

        public string[] Names => [.. Entries.Select(e => e.Name)];

        public int WorkItemOf(string name) => Entries.Single(e => e.Name == name).WorkItem;
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    [InlineData(int.MinValue)]
    public void A_max_slot_runs_below_one_is_refused_naming_the_parameter(int maxSlotRuns)
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => new ThreadPoolRunNextScheduler(maxSlotRuns));
        Assert.Equal("maxSlotRuns", e.ParamName);
        Assert.Contains("at least one", e.Message, StringComparison.Ordinal);
        Assert.Equal("maxSlotRuns", Assert.Throws<ArgumentOutOfRangeException>(() => new ThreadPoolRunNextScheduler(maxSlotRuns, _ => { })).ParamName);
    }

    [Fact]
    public void Defaults_a_null_item_and_the_sole_runner_answer()
    {
        Assert.Equal(3, ThreadPoolRunNextScheduler.DefaultMaxSlotRuns);
        Assert.Equal(ThreadPoolRunNextScheduler.DefaultMaxSlotRuns, ThreadPoolRunNextScheduler.Instance.MaxSlotRuns);
        Assert.Equal(ThreadPoolRunNextScheduler.DefaultMaxSlotRuns, new ThreadPoolRunNextScheduler().MaxSlotRuns);
        Assert.Equal(int.MaxValue, new ThreadPoolRunNextScheduler(int.MaxValue).MaxSlotRuns);
        Assert.Equal("work", Assert.Throws<ArgumentNullException>(() => ThreadPoolRunNextScheduler.Instance.Schedule(0, null!)).ParamName);
        var driver = new WorkItemDriver(1);
        Assert.Equal("work", Assert.Throws<ArgumentNullException>(() => driver.Scheduler.Schedule(0, null!)).ParamName);
        Assert.Equal(0, driver.Queued);
        var answers = new List<bool>();
        var probe = new Step("probe", body: _ => answers.Add(((IWorkScheduler)driver.Scheduler).IsCurrentThreadSoleRunner(0)));
        driver.Scheduler.Schedule(0, probe);
        driver.RunAll();
        Assert.Equal([false], answers); // the .NET pool has many threads: never the sole runner
    }

    [Fact]
    public void An_item_scheduled_by_a_running_item_runs_next_in_the_same_work_item_before_what_was_queued()
    {
        var driver = new WorkItemDriver(3);
        var log = new Log(driver);
        var b = log.Item("B");
        driver.Scheduler.Schedule(0, log.Item("A", _ => driver.Scheduler.Schedule(0, b)));
        driver.Scheduler.Schedule(0, log.Item("Q1")); // from outside any work item: queued
        Assert.Equal(2, driver.Queued);
        Assert.Equal(2, driver.RunAll());
        Assert.Equal(["A", "B", "Q1"], log.Names);
        Assert.Equal(log.WorkItemOf("A"), log.WorkItemOf("B"));
        Assert.Equal(1, b.Runs);
    }

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(5)]
    public void At_most_MaxSlotRuns_plus_one_items_run_in_one_work_item(int maxSlotRuns)
    {
        const int links = 20;
        var driver = new WorkItemDriver(maxSlotRuns);
        var log = new Log(driver);
        var chain = new Step[links];
        for (var i = links - 1; i >= 0; i--)
        {
            var next = i + 1 < links ? chain[i + 1] : null;
            chain[i] = log.Item($"L{i}", next is null ? null : _ => driver.Scheduler.Schedule(0, next));
        }
        driver.Scheduler.Schedule(0, chain[0]);
        driver.Scheduler.Schedule(0, log.Item("Q1"));
        driver.RunAll();
        // work item 1: L0 and maxSlotRuns slot links; the link left in the slot becomes a work item behind Q1
        var per = maxSlotRuns + 1;
        for (var i = 0; i < links; i++)
        {
            Assert.Equal(i < per ? 1 : 2 + (i / per), log.WorkItemOf($"L{i}"));
        }
        Assert.Equal(2, log.WorkItemOf("Q1"));
        Assert.All(log.Entries.GroupBy(e => e.WorkItem), g => Assert.InRange(g.Count(), 1, per));
        Assert.All(chain, s => Assert.Equal(1, s.Runs));
        Assert.Equal(2 + ((links - 1) / per), driver.WorkItems);
    }

    [Fact]
    public void An_item_re_scheduling_itself_is_queued_at_once_and_its_slot_item_runs_first()
    {
        var driver = new WorkItemDriver(3);
        var log = new Log(driver);
        var b = log.Item("B");
        var a = log.Item("A", self =>
        {
            if (self.Runs == 1)
            {
                driver.Scheduler.Schedule(0, b);    // the slot
                driver.Scheduler.Schedule(0, self); // the item running: a work item of its own, behind Q1
            }
        });
        driver.Scheduler.Schedule(0, a);
        driver.Scheduler.Schedule(0, log.Item("Q1"));
        driver.RunAll();
        Assert.Equal(["A", "B", "Q1", "A"], log.Names);
        Assert.Equal([1, 1, 2, 3], log.Entries.Select(e => e.WorkItem));
    }

    [Fact]
    public void The_slots_previous_occupant_is_queued_as_a_work_item_of_its_own()
    {
        var driver = new WorkItemDriver(3);
        var log = new Log(driver);
        var b = log.Item("B");
        var c = log.Item("C");
        var d = log.Item("D");
        driver.Scheduler.Schedule(0, log.Item("A", _ =>
        {
            driver.Scheduler.Schedule(0, b); // the slot
            driver.Scheduler.Schedule(0, c); // the slot; B queued
            driver.Scheduler.Schedule(0, d); // the slot; C queued
        }));
        driver.Scheduler.Schedule(0, log.Item("Q1"));
        driver.RunAll();
        Assert.Equal(["A", "D", "Q1", "B", "C"], log.Names);
        Assert.Equal([1, 1, 2, 3, 4], log.Entries.Select(e => e.WorkItem));
        Assert.All([b, c, d], s => Assert.Equal(1, s.Runs));
    }

    [Fact]
    public void A_throwing_item_loses_and_duplicates_nothing_and_leaves_no_slot_behind()
    {
        var driver = new WorkItemDriver(3);
        var log = new Log(driver);
        var failure = new InvalidOperationException("item fault");
        var c = log.Item("C");
        var b = log.Item("B", _ =>
        {
            driver.Scheduler.Schedule(0, c); // the slot, then the throw: C is queued before the exception leaves
            throw failure;
        });
        var a = log.Item("A", _ => driver.Scheduler.Schedule(0, b));
        driver.Scheduler.Schedule(0, a);
        Assert.Same(failure, Assert.Throws<InvalidOperationException>(() => driver.RunOne()));
        Assert.Equal(1, driver.Queued); // C, as a work item of its own
        var late = log.Item("late");
        driver.Scheduler.Schedule(0, late); // from outside again (the runner left the thread): queued, not a stale slot
        Assert.Equal(2, driver.Queued);
        driver.RunAll();
        Assert.Equal(["A", "B", "C", "late"], log.Names);
        Assert.Equal([1, 1, 2, 3], log.Entries.Select(e => e.WorkItem));
        Assert.All([a, b, c, late], s => Assert.Equal(1, s.Runs));

        // the first item of a work item throwing after it filled the slot: same
        var e2 = log.Item("E");
        driver.Scheduler.Schedule(0, log.Item("D", _ =>
        {
            driver.Scheduler.Schedule(0, e2);
            throw failure;
        }));
        Assert.Throws<InvalidOperationException>(() => driver.RunOne());
        driver.RunAll();
        Assert.Equal(1, e2.Runs);
    }

    [Fact]
    public void Items_another_scheduler_schedules_are_not_put_in_this_ones_slot()
    {
        var first = new WorkItemDriver(3);
        var second = new WorkItemDriver(3);
        var log = new Log(first);
        var other = log.Item("other");
        first.Scheduler.Schedule(0, log.Item("A", _ => second.Scheduler.Schedule(0, other)));
        first.RunAll();
        Assert.Equal(0, other.Runs);
        Assert.Equal(1, second.Queued); // a work item of the second scheduler
        second.RunAll();
        Assert.Equal(1, other.Runs);
    }

    [Fact]
    public void More_work_items_than_the_runner_pool_holds_each_run_once()
    {
        var driver = new WorkItemDriver(2);
        var items = Enumerable.Range(0, 500).Select(i => new Step($"item {i}")).ToArray();
        foreach (var item in items)
        {
            driver.Scheduler.Schedule(0, item); // 500 runners queued at once: most are not from the pool's array
        }
        Assert.Equal(500, driver.RunAll());
        for (var round = 0; round < 3; round++)
        {
            foreach (var item in items)
            {
                driver.Scheduler.Schedule(0, item); // reusing the returned runners
            }
            driver.RunAll();
        }
        Assert.All(items, s => Assert.Equal(4, s.Runs));
    }

    /// <summary>
    /// On the real .NET thread pool: 8 chains of 2 000 links each (every link schedules the next from its run) each run
    /// every link once, in order; with no bound on slot runs (and nothing else scheduled on this scheduler) a chain stays
    /// in one work item on one thread; ping-ponging runtime actors on the shared instance lose nothing.
    /// </summary>
    [Fact]
    public Task On_the_thread_pool_chains_and_actors_run_everything_once() => Guarded(async () =>
    {
        const int chains = 8, links = 2000;
        var scheduler = new ThreadPoolRunNextScheduler(3);
        var done = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var counts = new int[chains];
        var finished = 0;
        string? violation = null;
        Step Link(int chain, int n) => new($"chain {chain} link {n}", body: _ =>
        {
            if (counts[chain] != n)
            {
                violation ??= $"chain {chain}: link {n} ran after {counts[chain]} links";
            }
            Volatile.Write(ref counts[chain], n + 1);
            if (n + 1 < links)
            {
                scheduler.Schedule(chain, Link(chain, n + 1)); // the slot of this work item
            }
            else if (Interlocked.Increment(ref finished) == chains)
            {
                done.SetResult();
            }
        });
        for (var c = 0; c < chains; c++)
        {
            scheduler.Schedule(c, Link(c, 0));
        }
        await Bounded(done.Task, "every chain finished", () => counts.Sum(n => (long)n));
        Assert.Null(violation);
        Assert.All(counts, n => Assert.Equal(links, n));

        var unbounded = new ThreadPoolRunNextScheduler(int.MaxValue);
        var threads = new ConcurrentQueue<int>();
        var chainDone = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
        var left = 500;
        void Unbounded(Step _)
        {
            threads.Enqueue(Environment.CurrentManagedThreadId);
            if (--left > 0)
            {
                unbounded.Schedule(0, new Step("link", body: Unbounded));
            }
            else
            {
                chainDone.SetResult();
            }
        }
        unbounded.Schedule(0, new Step("link", body: Unbounded));
        await Bounded(chainDone.Task, "the unbounded chain");
        Assert.Equal(500, threads.Count);
        Assert.Single(threads.Distinct());

        const int pairs = 4, rallies = 20_000;
        await using var system = new ActorSystem("run-next-smoke");
        var options = new ActorOptions { Scheduler = ThreadPoolRunNextScheduler.Instance, Throughput = 8 };
        var ends = new List<Task>();
        var counters = new long[pairs];
        for (var p = 0; p < pairs; p++)
        {
            var pair = p;
            var end = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
            ends.Add(end.Task);
            var partners = new ActorRef<long>?[2];
            for (var side = 0; side < 2; side++)
            {
                var me = side;
                partners[side] = system.Spawn<long, Rally>(() => new Rally(partners, me, rallies, end, counters, pair), options);
            }
            partners[0]!.Tell(0);
        }
        await Bounded(Task.WhenAll(ends), "every pair's rally", () => Progress.Sum(counters));
        Assert.All(counters, n => Assert.Equal(rallies, n));
        await Bounded(system.StopAllAsync(), "stop all");
        Assert.Equal(0, system.LiveActors);
        output.WriteLine($"{chains}×{links} links, {pairs}×{rallies} rallies");
    });

    /// <summary>One side of a rally: expects the ball's count in order, returns it plus one until the last.</summary>
    private struct Rally(ActorRef<long>?[] partners, int me, long last, TaskCompletionSource end, long[] counters, int pair)
        : IHandler<long>
    {
        private readonly int _side = me;
        private long _expected = me;

        public void Handle(in long item)
        {
            if (item != _expected)
            {
                end.TrySetException(new InvalidOperationException($"pair {pair} side {_side}: got {item}, expected {_expected}"));
                return;
            }
            _expected += 2;
            Volatile.Write(ref counters[pair], item + 1);
            if (item + 1 < last)
            {
                partners[1 - _side]!.Tell(item + 1);
            }
            else
            {
                end.TrySetResult();
            }
        }
    }
}
