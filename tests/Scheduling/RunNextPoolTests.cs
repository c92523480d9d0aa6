using System.Collections.Concurrent;
using PerfBuf.Core;
using PerfBuf.Core.Threading;
using PerfBuf.Runtime.Scheduling;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Scheduling;

/// <summary>The RunNextPool and ThreadPoolRunNextScheduler tests run alone: they start dedicated (and pinned) threads,
/// and the stress and fairness tests need the cores.</summary>
[CollectionDefinition(nameof(RunNextCollection), DisableParallelization = true)]
public sealed class RunNextCollection;

/// <summary>Work items the run-next tests schedule: each logs its name and thread when it runs, then runs its body.</summary>
internal sealed class Step(string name, ConcurrentQueue<(string Name, string? Thread)>? log = null, Action<Step>? body = null)
    : IThreadPoolWorkItem, IDroppableWorkItem
{
    private int _runs;
    private int _dropped;

    public string Name => name;

    public int Runs => Volatile.Read(ref _runs);

    public int Drops => Volatile.Read(ref _dropped);

    public volatile string? Thread;

    public volatile string? DropReason;

    public Action<Step>? Body { get; set; } = body;

    public void Execute()
    {
        Thread = System.Threading.Thread.CurrentThread.Name; // before the count: whoever sees the run sees its thread
        log?.Enqueue((name, Thread));
        Interlocked.Increment(ref _runs);
        Body?.Invoke(this);
    }

    public void Dropped(string reason)
    {
        Interlocked.Increment(ref _dropped);
        DropReason = reason;
    }

    public override string ToString() => name;
}

/// <summary>
/// RunNextPool behaviour, deterministic (one worker, or the others held in blocking items so that nothing is stolen):
/// arguments, names, pinning, where an outside Schedule goes (key mod N), the next slot (an item scheduled by a running
/// item runs next on the same thread, before what was queued; a self-re-schedule goes behind the queue; the slot's
/// previous occupant is queued, not lost; MaxSlotRuns slot runs in a row while something waits), IsCurrentThreadSoleRunner,
/// faults, both shutdowns and the accounting (executed + dropped == accepted, also racing schedulers), DisposeAsync,
/// and a stalled slot taken by a spinning idle worker. Every wait is bounded by time without progress.
/// </summary>
[Collection(nameof(RunNextCollection))]
public sealed class RunNextPoolTests(ITestOutputHelper output)
{
    private static string[] Names(ConcurrentQueue<(string Name, string? Thread)> log) => [.. log.Select(e => e.Name)];

    private static int WorkerIndex(string? threadName) =>
        threadName is null ? -1 : int.Parse(threadName[(threadName.LastIndexOf('/') + 1)..], System.Globalization.CultureInfo.InvariantCulture);

    // ---- arguments, names, pinning ----

    [Theory]
    [InlineData(-1)]
    [InlineData(RunNextPool.MaxWorkers + 1)]
    [InlineData(int.MinValue)]
    public void A_bad_worker_count_is_refused_naming_the_parameter(int workers)
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => new RunNextPool(workers, pin: false));
        Assert.Equal("workers", e.ParamName);
        Assert.Contains($"between 1 and {RunNextPool.MaxWorkers}", e.Message, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    [InlineData(int.MinValue)]
    public void A_max_slot_runs_below_one_is_refused_naming_the_parameter(int maxSlotRuns)
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => new RunNextPool(1, pin: false, maxSlotRuns: maxSlotRuns));
        Assert.Equal("maxSlotRuns", e.ParamName);
        Assert.Contains("at least one", e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_negative_slot_steal_delay_is_refused_naming_the_parameter()
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => new RunNextPool(1, pin: false, slotStealDelay: TimeSpan.FromTicks(-1)));
        Assert.Equal("slotStealDelay", e.ParamName);
        Assert.Contains("zero or more", e.Message, StringComparison.Ordinal);
    }

    [Fact]
    public Task Defaults_zero_workers_and_names() => Guarded(async () =>
    {
        var pool = new RunNextPool(pin: false);
        Assert.Equal(Math.Min(Environment.ProcessorCount, RunNextPool.MaxWorkers), pool.WorkerCount);
        Assert.Equal(RunNextPool.DefaultMaxSlotRuns, pool.MaxSlotRuns);
        Assert.Equal(ThreadPoolRunNextScheduler.DefaultMaxSlotRuns, RunNextPool.DefaultMaxSlotRuns);
        Assert.Equal(TimeSpan.FromMicroseconds(3), pool.SlotStealDelay);
        Assert.StartsWith("RunNextPool-", pool.Name, StringComparison.Ordinal);
        Assert.Contains(pool.Name, pool.ToString(), StringComparison.Ordinal);
        Assert.Equal(new AffinePoolShutdown(0, 0, 0), await Bounded(pool.ShutdownAsync(), "shutdown of an idle pool"));

        var named = new RunNextPool(3, pin: false, name: "named", maxSlotRuns: 7, slotStealDelay: TimeSpan.Zero);
        Assert.Equal((3, "named", 7, TimeSpan.Zero), (named.WorkerCount, named.Name, named.MaxSlotRuns, named.SlotStealDelay));
        Assert.Equal("RunNextPool 'named' (3 workers)", named.ToString());
        Assert.Equal("work", Assert.Throws<ArgumentNullException>(() => named.Schedule(0, null!)).ParamName);
        var seen = new ConcurrentQueue<(string?, bool, RunNextPool?)>();
        var items = Enumerable.Range(0, 3).Select(k => new Step($"s{k}", body: _ =>
            seen.Enqueue((Thread.CurrentThread.Name, Thread.CurrentThread.IsBackground, RunNextPool.Current)))).ToArray();
        for (var k = 0; k < 3; k++)
        {
            named.Schedule(k, items[k]);
        }
        Assert.Null(RunNextPool.Current);
        Assert.Equal(new AffinePoolShutdown(3, 0, 0), await Bounded(named.ShutdownAsync(), "shutdown"));
        Assert.All(seen, s =>
        {
            Assert.Matches("^named/[0-2]$", s.Item1);
            Assert.True(s.Item2);
            Assert.Same(named, s.Item3);
        });
    });

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    [InlineData(7)]
    public Task WorkerOf_is_the_non_negative_residue_of_any_key(int workers) => Guarded(async () =>
    {
        var pool = new RunNextPool(workers, pin: false);
        var keys = new List<int> { int.MinValue, int.MinValue + 1, int.MaxValue, int.MaxValue - 1 };
        keys.AddRange(Enumerable.Range(-20, 41));
        foreach (var key in keys)
        {
            Assert.Equal((int)((((long)key % workers) + workers) % workers), pool.WorkerOf(key));
        }
        await Bounded(pool.ShutdownAsync(), "shutdown");
    });

    /// <summary>
    /// Puts one blocking item on every worker of <paramref name="pool"/>, one at a time and each with the key of a worker
    /// not yet blocked (so it never waits behind a blocked worker; which idle worker takes it does not matter). Each
    /// blocker records the worker it runs on and what <paramref name="probe"/> saw there, then waits for its worker's
    /// gate. Returns the gates; <see cref="Blockers.Release"/> lets one worker go on.
    /// </summary>
    private sealed class Blockers
    {
        private readonly SemaphoreSlim[] _gates;
        private readonly int[] _arrivals;
        private volatile string? _failure;

        public Blockers(RunNextPool pool, Func<object?>? probe = null)
        {
            _gates = [.. Enumerable.Range(0, pool.WorkerCount).Select(_ => new SemaphoreSlim(0))];
            _arrivals = new int[pool.WorkerCount];
            Probes = new object?[pool.WorkerCount];
            Probe = probe;
            for (var placed = 0; placed < pool.WorkerCount; placed++)
            {
                var free = Enumerable.Range(0, pool.WorkerCount).First(w => Volatile.Read(ref _arrivals[w]) == 0);
                var before = placed;
                pool.Schedule(free, NewBlocker());
                SpinUntil(() => Total() == before + 1, $"blocker {placed} running");
            }
        }

        public Func<object?>? Probe { get; }

        /// <summary>What the probe saw on each worker when its first blocker arrived.</summary>
        public object?[] Probes { get; }

        public string? Failure => _failure;

        private int Total()
        {
            var total = 0;
            for (var w = 0; w < _arrivals.Length; w++)
            {
                total += Volatile.Read(ref _arrivals[w]);
            }
            return total;
        }

        /// <summary>Blockers that arrived on <paramref name="worker"/> so far.</summary>
        public int Arrivals(int worker) => Volatile.Read(ref _arrivals[worker]);

        public Step NewBlocker() => new("blocker", body: _ =>
        {
            var worker = WorkerIndex(Thread.CurrentThread.Name);
            if (Volatile.Read(ref _arrivals[worker]) == 0 && Probe is not null)
            {
                Probes[worker] = Probe();
            }
            Interlocked.Increment(ref _arrivals[worker]);
            if (!_gates[worker].Wait(Hang))
            {
                _failure ??= $"worker {worker}: its gate never opened";
            }
        });

        public void Release(int worker, int times = 1) => _gates[worker].Release(times);

        public void ReleaseAll()
        {
            foreach (var gate in _gates)
            {
                gate.Release(1000);
            }
        }
    }

    [Theory]
    [InlineData(1)]
    [InlineData(3)]
    [InlineData(4)]
    public Task An_outside_Schedule_runs_once_on_the_worker_of_its_key(int workers) => Guarded(async () =>
    {
        var pool = new RunNextPool(workers, pin: false, name: "route");
        var blockers = new Blockers(pool); // every worker held: nothing can be stolen
        var steals = pool.Steals; // placing the blockers may have stolen one
        var all = new List<Step>();
        for (var w = 0; w < workers; w++)
        {
            var keys = new[] { w, w + workers, w - workers, w + (1000 * workers), int.MinValue + ((w - pool.WorkerOf(int.MinValue) + workers) % workers) };
            var items = keys.Select(k => (Key: k, Item: new Step($"key {k}"))).ToArray();
            foreach (var (key, item) in items)
            {
                Assert.Equal(w, pool.WorkerOf(key));
                pool.Schedule(key, item);
            }
            pool.Schedule(w, blockers.NewBlocker()); // behind them on the same queue: holds the worker again
            blockers.Release(w);
            SpinUntil(() => blockers.Arrivals(w) == 2, $"worker {w} back in a blocker after its items");
            foreach (var (key, item) in items)
            {
                Assert.Equal(1, item.Runs);
                Assert.Equal($"route/{w}", item.Thread);
            }
            all.AddRange(items.Select(i => i.Item));
        }
        Assert.Equal(steals, pool.Steals);
        blockers.ReleaseAll();
        var result = await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Null(blockers.Failure);
        Assert.All(all, i => Assert.Equal(1, i.Runs));
        Assert.Equal(new AffinePoolShutdown(all.Count + (2 * workers), 0, 0), result);
    });

    [Fact]
    public Task Pinning_reports_a_cpu_per_worker_or_why_not() => Guarded(async () =>
    {
        var allowed = ThreadAffinity.AllowedCpus();
        var workers = allowed.HasValue ? allowed.Value.Count + 1 : 3; // one more than the CPUs: worker N wraps around
        var pool = new RunNextPool(workers, pin: true, name: "pinned");
        var blockers = new Blockers(pool, () => (ThreadAffinity.CurrentCpu(), ThreadAffinity.AllowedCpus()));
        Assert.Equal(workers, pool.Pinning.Count);
        for (var i = 0; i < workers; i++)
        {
            var pin = pool.Pinning[i];
            output.WriteLine(pin.ToString());
            Assert.Equal(i, pin.Worker);
            if (pin.IsPinned)
            {
                Assert.Null(pin.Reason);
                Assert.Equal(allowed.Value[i % allowed.Value.Count], pin.Cpu);
                var (cpu, mask) = ((Outcome<int>, Outcome<IReadOnlyList<int>>))blockers.Probes[i]!;
                Assert.Equal(pin.Cpu, cpu.Value);
                Assert.Equal([pin.Cpu!.Value], mask.Value);
            }
            else
            {
                Assert.False(string.IsNullOrWhiteSpace(pin.Reason));
            }
        }
        blockers.ReleaseAll();
        await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Null(blockers.Failure);

        var unpinned = new RunNextPool(2, pin: false);
        Assert.All(unpinned.Pinning, p =>
        {
            Assert.False(p.IsPinned);
            Assert.Contains("pin: false", p.Reason, StringComparison.Ordinal);
        });
        await Bounded(unpinned.ShutdownAsync(), "shutdown");
    });

    // ---- the next slot (one worker: nothing is stolen, the order is exact) ----

    /// <summary>
    /// Runs <paramref name="first"/> on a one-worker pool; while it waits at its gate the test queues
    /// <paramref name="queued"/> from outside, then lets it go on (<paramref name="afterGate"/> then schedules from
    /// inside). Awaits the
    /// pool's draining shutdown, which must find no fault and drop nothing.
    /// </summary>
    private static async Task RunGated(RunNextPool pool, Step first, Action<Step> afterGate, params Step[] queued)
    {
        using var gate = new ManualResetEventSlim();
        using var atGate = new ManualResetEventSlim();
        var runs = 0;
        first.Body = self =>
        {
            if (Interlocked.Increment(ref runs) == 1)
            {
                atGate.Set();
                Assert.True(gate.Wait(Hang), "gate");
                afterGate(self);
            }
        };
        pool.Schedule(0, first);
        Assert.True(atGate.Wait(Hang), "the first item at its gate");
        foreach (var q in queued)
        {
            pool.Schedule(0, q); // from outside: the queue, behind nothing (the first item is running)
        }
        gate.Set();
        var result = await Bounded(pool.ShutdownAsync(), "draining shutdown");
        Assert.Equal(0, result.Faults);
        Assert.Equal(0, result.Dropped);
    }

    [Fact]
    public Task An_item_scheduled_by_a_running_item_runs_next_on_its_thread_before_what_was_queued() => Guarded(async () =>
    {
        var log = new ConcurrentQueue<(string Name, string? Thread)>();
        var pool = new RunNextPool(1, pin: false, name: "next");
        var b = new Step("B", log);
        var a = new Step("A", log);
        await RunGated(pool, a, _ => pool.Schedule(12345, b), new Step("Q1", log), new Step("Q2", log));
        Assert.Equal(["A", "B", "Q1", "Q2"], Names(log));
        Assert.All(log, e => Assert.Equal("next/0", e.Thread));
        Assert.Equal(1, pool.SlotRuns);
    });

    [Fact]
    public Task From_inside_the_key_is_ignored_the_item_runs_on_the_scheduling_thread() => Guarded(async () =>
    {
        // two workers, no slot stealing: the item a running item schedules with the other worker's key still runs next here
        var pool = new RunNextPool(2, pin: false, name: "inside", slotStealDelay: TimeSpan.FromDays(1));
        for (var round = 0; round < 50; round++)
        {
            var child = new Step("child");
            var parent = new Step("parent", body: self => pool.Schedule(WorkerIndex(self.Thread) + 1, child));
            pool.Schedule(round, parent);
            SpinUntil(() => child.Runs == 1, "the child ran");
            Assert.Equal(parent.Thread, child.Thread);
        }
        Assert.Equal(new AffinePoolShutdown(100, 0, 0), await Bounded(pool.ShutdownAsync(), "shutdown"));
    });

    [Fact]
    public Task An_item_re_scheduling_itself_goes_behind_the_queue_and_its_slot_item_still_runs_first() => Guarded(async () =>
    {
        var log = new ConcurrentQueue<(string Name, string? Thread)>();
        var pool = new RunNextPool(1, pin: false);
        var b = new Step("B", log);
        var a = new Step("A", log);
        await RunGated(pool, a, self =>
        {
            pool.Schedule(0, b);    // the slot
            pool.Schedule(0, self); // the item running: the back of the queue
        }, new Step("Q1", log), new Step("Q2", log));
        Assert.Equal(["A", "B", "Q1", "Q2", "A"], Names(log));
        Assert.Equal(2, a.Runs);
    });

    [Fact]
    public Task The_slots_previous_occupant_moves_to_the_back_of_the_queue_and_still_runs() => Guarded(async () =>
    {
        var log = new ConcurrentQueue<(string Name, string? Thread)>();
        var pool = new RunNextPool(1, pin: false);
        var b = new Step("B", log);
        var c = new Step("C", log);
        var d = new Step("D", log);
        await RunGated(pool, new Step("A", log), _ =>
        {
            pool.Schedule(0, b); // the slot
            pool.Schedule(0, c); // the slot; B to the back of the queue
            pool.Schedule(0, d); // the slot; C to the back of the queue
        }, new Step("Q1", log), new Step("Q2", log));
        Assert.Equal(["A", "D", "Q1", "Q2", "B", "C"], Names(log));
        Assert.All([b, c, d], s => Assert.Equal(1, s.Runs));
    });

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    public Task At_most_MaxSlotRuns_slot_items_run_in_a_row_while_something_is_queued(int maxSlotRuns) => Guarded(async () =>
    {
        var log = new ConcurrentQueue<(string Name, string? Thread)>();
        var pool = new RunNextPool(1, pin: false, maxSlotRuns: maxSlotRuns);
        var links = 3 * (maxSlotRuns + 1);
        var chain = new Step[links];
        for (var i = links - 1; i >= 0; i--)
        {
            var next = i + 1 < links ? chain[i + 1] : null;
            chain[i] = new Step($"L{i}", log, next is null ? null : _ => pool.Schedule(0, next));
        }
        var first = new Step("L", log);
        await RunGated(pool, first, _ => pool.Schedule(0, chain[0]), new Step("Q1", log), new Step("Q2", log));
        // the gated item came from the queue; then maxSlotRuns links from the slot; the next link is demoted behind Q1
        // and Q2, which run; it runs from the queue (a fresh count) and the rest of the chain from the slot
        var expected = new List<string> { "L" };
        expected.AddRange(chain.Take(maxSlotRuns).Select(s => s.Name));
        expected.AddRange(["Q1", "Q2"]);
        expected.AddRange(chain.Skip(maxSlotRuns).Select(s => s.Name));
        Assert.Equal(expected, Names(log));
        Assert.Equal(links - 1, pool.SlotRuns); // every link but the demoted one ran from the slot
    });

    [Fact]
    public Task With_nothing_queued_the_slot_chain_runs_on_unbounded() => Guarded(async () =>
    {
        var pool = new RunNextPool(1, pin: false, maxSlotRuns: 1);
        var threads = new ConcurrentQueue<string?>();
        var left = 200;
        var link = new Step("link");
        link.Body = _ =>
        {
            threads.Enqueue(Thread.CurrentThread.Name);
            if (--left > 0)
            {
                pool.Schedule(0, new Step("link") { Body = link.Body });
            }
        };
        pool.Schedule(0, link);
        Assert.Equal(new AffinePoolShutdown(200, 0, 0), await Bounded(pool.ShutdownAsync(), "shutdown"));
        Assert.Equal(199, pool.SlotRuns);
        Assert.Single(threads.Distinct());
    });

    // ---- who is the sole runner ----

    [Fact]
    public Task IsCurrentThreadSoleRunner_is_true_on_any_worker_of_the_pool_and_false_elsewhere() => Guarded(async () =>
    {
        var pool = new RunNextPool(2, pin: false);
        var other = new RunNextPool(1, pin: false);
        Assert.False(pool.IsCurrentThreadSoleRunner(0));
        Assert.False(((IWorkScheduler)pool).IsCurrentThreadSoleRunner(1));
        var onWorker = new TaskCompletionSource<(bool, bool, bool, bool)>(TaskCreationOptions.RunContinuationsAsynchronously);
        pool.Schedule(0, new Step("probe", body: _ => onWorker.SetResult((pool.IsCurrentThreadSoleRunner(0),
            pool.IsCurrentThreadSoleRunner(1), pool.IsCurrentThreadSoleRunner(int.MinValue), other.IsCurrentThreadSoleRunner(0)))));
        Assert.Equal((true, true, true, false), await Bounded(onWorker.Task, "the probe on a worker"));
        var fromPool = await Bounded(Task.Run(() => pool.IsCurrentThreadSoleRunner(0)), "a .NET pool thread");
        Assert.False(fromPool);
        await Bounded(pool.ShutdownAsync(), "shutdown");
        await Bounded(other.ShutdownAsync(), "shutdown");
    });

    // ---- faults ----

    [Fact]
    public Task A_throwing_item_is_a_fault_its_slot_item_still_runs_and_the_worker_goes_on() => Guarded(async () =>
    {
        var pool = new RunNextPool(1, pin: false, name: "faults");
        var raised = new ConcurrentQueue<AffinePoolFault>();
        pool.Faulted += raised.Enqueue;
        var failure = new InvalidOperationException("item fault");
        var child = new Step("child");
        var thrower = new Step("thrower", body: _ =>
        {
            pool.Schedule(0, child); // in the slot before the throw: not lost
            throw failure;
        });
        var after = new Step("after");
        pool.Schedule(0, thrower);
        pool.Schedule(0, after);
        SpinUntil(() => after.Runs == 1 && child.Runs == 1, "the child and the item after the thrower ran");
        var fault = Assert.Single(pool.Faults);
        Assert.Equal(new AffinePoolFault(0, failure), fault);
        Assert.Equal(fault, Assert.Single(raised));
        Assert.Equal(1, pool.FaultCount);

        // a Faulted handler that throws is recorded (not raised again); the worker still goes on
        var handlerFailure = new NotSupportedException("handler fault");
        pool.Faulted += _ => throw handlerFailure;
        var second = new Step("second thrower", body: _ => throw new FormatException("second"));
        var last = new Step("last");
        pool.Schedule(0, second);
        pool.Schedule(0, last);
        SpinUntil(() => last.Runs == 1, "the item after the second thrower ran");
        Assert.Equal(3, pool.FaultCount);
        Assert.Equal(new AffinePoolFault(0, handlerFailure, InFaultedHandler: true), pool.Faults[2]);
        var result = await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Equal(new AffinePoolShutdown(5, 0, 3), result); // throwers count as executed
    });

    // ---- shutdown ----

    [Fact]
    public Task A_draining_shutdown_runs_what_items_schedule_and_refuses_outside_schedules() => Guarded(async () =>
    {
        var pool = new RunNextPool(2, pin: false);
        using var gate = new ManualResetEventSlim();
        using var atGate = new ManualResetEventSlim();
        const int chainLength = 50;
        var links = 0;
        void Link(int n)
        {
            Interlocked.Increment(ref links);
            if (n < chainLength)
            {
                pool.Schedule(n, new Step($"link {n + 1}", body: _ => Link(n + 1))); // from inside: accepted while draining
            }
        }
        pool.Schedule(0, new Step("gated", body: _ =>
        {
            atGate.Set();
            Assert.True(gate.Wait(Hang));
            Link(1);
        }));
        var queuedBefore = new Step("queued before the shutdown");
        pool.Schedule(0, queuedBefore); // accepted before the shutdown: runs
        Assert.True(atGate.Wait(Hang));
        var shutdown = pool.ShutdownAsync(drain: true);
        Assert.Same(shutdown, pool.ShutdownAsync(drain: false)); // the first call decided
        var refused = Assert.Throws<InvalidOperationException>(() => pool.Schedule(1, new Step("refused")));
        Assert.Contains("draining", refused.Message, StringComparison.Ordinal);
        Assert.False(shutdown.IsCompleted);
        gate.Set();
        var result = await Bounded(shutdown, "draining shutdown");
        Assert.Equal(chainLength, links);
        Assert.Equal(1, queuedBefore.Runs);
        Assert.Equal(new AffinePoolShutdown(1 + (chainLength - 1) + 1, 0, 0), result); // the gated item, the links, the queued one
        Assert.True(pool.IsClosed);
        Assert.Equal(0, pool.InFlight);
        Assert.Contains("shut down", Assert.Throws<InvalidOperationException>(() => pool.Schedule(0, new Step("late"))).Message,
            StringComparison.Ordinal);
    });

    [Fact]
    public Task A_draining_shutdown_waits_for_an_item_re_scheduling_itself() => Guarded(async () =>
    {
        var pool = new RunNextPool(2, pin: false);
        var stop = 0;
        var endless = new Step("endless");
        endless.Body = self =>
        {
            if (Volatile.Read(ref stop) == 0)
            {
                pool.Schedule(0, self); // from inside: never refused, also while draining
            }
        };
        pool.Schedule(0, endless);
        SpinUntil(() => endless.Runs > 100, "the item under way", () => endless.Runs);
        var shutdown = pool.ShutdownAsync(drain: true);
        var atShutdown = endless.Runs;
        SpinUntil(() => endless.Runs > atShutdown + 1000, "re-scheduling from inside while the pool drains", () => endless.Runs);
        Assert.False(shutdown.IsCompleted); // the item is in flight all along: no close under it
        Volatile.Write(ref stop, 1);
        var result = await Bounded(shutdown, "draining shutdown");
        Assert.Equal(new AffinePoolShutdown(endless.Runs, 0, 0), result);
    });

    [Fact]
    public Task A_discarding_shutdown_finishes_the_item_in_hand_and_drops_and_tells_the_rest() => Guarded(async () =>
    {
        var pool = new RunNextPool(1, pin: false, name: "discard");
        using var gate = new ManualResetEventSlim();
        using var atGate = new ManualResetEventSlim();
        var inSlot = new Step("in the slot");
        var lateChild = new Step("scheduled from inside after the shutdown");
        pool.Schedule(0, new Step("gated", body: _ =>
        {
            pool.Schedule(0, inSlot); // in the slot when the shutdown comes: dropped
            atGate.Set();
            Assert.True(gate.Wait(Hang));
            pool.Schedule(0, lateChild); // from inside, discarding: dropped on arrival, no exception
        }));
        var behind = Enumerable.Range(0, 100).Select(i => new Step($"behind {i}")).ToArray();
        foreach (var item in behind)
        {
            pool.Schedule(0, item);
        }
        Assert.True(atGate.Wait(Hang));
        var shutdown = pool.ShutdownAsync(drain: false);
        Assert.Contains("shut down", Assert.Throws<InvalidOperationException>(() => pool.Schedule(0, new Step("refused"))).Message,
            StringComparison.Ordinal);
        gate.Set();
        var result = await Bounded(shutdown, "discarding shutdown");
        Assert.Equal(new AffinePoolShutdown(1, 1 + 100 + 1, 0), result);
        Assert.All(behind.Append(inSlot).Append(lateChild), s =>
        {
            Assert.Equal(0, s.Runs);
            Assert.Equal(1, s.Drops);
            Assert.Contains("discarding", s.DropReason, StringComparison.Ordinal);
        });
        Assert.Equal(0, pool.InFlight);
    });

    [Fact]
    public Task DisposeAsync_drains_and_a_later_shutdown_returns_the_same_result() => Guarded(async () =>
    {
        var pool = new RunNextPool(2, pin: false);
        var items = Enumerable.Range(0, 100).Select(i => new Step($"item {i}")).ToArray();
        await using (pool)
        {
            for (var i = 0; i < items.Length; i++)
            {
                pool.Schedule(i, items[i]);
            }
        }
        Assert.All(items, s => Assert.Equal(1, s.Runs));
        Assert.Throws<InvalidOperationException>(() => pool.Schedule(0, new Step("late")));
        Assert.Equal(new AffinePoolShutdown(100, 0, 0), await Bounded(pool.ShutdownAsync(drain: false), "a second shutdown"));
    });

    [Fact]
    public Task A_shutdown_requested_from_an_item_drains_around_it() => Guarded(async () =>
    {
        var pool = new RunNextPool(2, pin: false);
        var shutdown = new TaskCompletionSource<Task<AffinePoolShutdown>>(TaskCreationOptions.RunContinuationsAsynchronously);
        var later = new Step("later");
        var again = new Step("again");
        pool.Schedule(0, new Step("stopper", body: _ =>
        {
            var task = pool.ShutdownAsync(drain: true);
            pool.Schedule(1, later); // from inside: still accepted
            pool.Schedule(0, again);
            shutdown.SetResult(task);
        }));
        var result = await Bounded(await Bounded(shutdown.Task, "the item"), "shutdown requested from inside");
        Assert.Equal(new AffinePoolShutdown(3, 0, 0), result);
        Assert.Equal((1, 1), (later.Runs, again.Runs));
    });

    /// <summary>
    /// Outside schedulers (seeded pauses) racing a shutdown, items that schedule one or two children (slot placement and
    /// displacement) or themselves once more: every item ran or was dropped exactly as often as it was accepted (a Schedule
    /// that threw did not count), and executed + dropped == accepted in all; a drain drops nothing.
    /// </summary>
    [Theory]
    [InlineData(2, true)]
    [InlineData(2, false)]
    [InlineData(3, true)]
    [InlineData(3, false)]
    public Task Schedulers_racing_a_shutdown_account_exactly(int workers, bool drain) => Guarded(async () =>
    {
        const int schedulers = 4;
        var seed = RuntimeSeedFor(workers, drain);
        output.WriteLine($"seed {seed} (ACTOR_STRESS_SEED), {workers} workers, drain {drain}");
        var pool = new RunNextPool(workers, pin: false, maxSlotRuns: 2, slotStealDelay: TimeSpan.Zero);
        var all = new ConcurrentQueue<Counted>();
        long accepted = 0;
        Counted NewItem(Random random)
        {
            var item = new Counted(random.Next(8), OnRun);
            all.Enqueue(item);
            return item;
        }
        void OnRun(Counted item)
        {
            var random = new Random(item.GetHashCode() ^ seed);
            var children = item.Kind switch { 0 => 1, 1 => 2, _ => 0 };
            for (var c = 0; c < children; c++)
            {
                var child = NewItem(random);
                child.Accept();
                Interlocked.Increment(ref accepted);
                pool.Schedule(c, child); // from inside: never throws
            }
            if (item.Kind == 2 && item.Runs == 1)
            {
                item.Accept();
                Interlocked.Increment(ref accepted);
                pool.Schedule(0, item); // once more, behind the queue
            }
        }
        var failure = (string?)null;
        var threads = Enumerable.Range(0, schedulers).Select(id => new Thread(() => Mailboxes.StressThreads.Guard(() =>
        {
            var random = new Random(seed + id);
            while (true)
            {
                var item = NewItem(random);
                item.Accept();
                try
                {
                    pool.Schedule(random.Next(), item);
                }
                catch (InvalidOperationException)
                {
                    item.Refused();
                    return; // the shutdown refuses every later Schedule from outside too
                }
                Interlocked.Increment(ref accepted);
                Mailboxes.StressThreads.Jitter(random);
            }
        }, message => Interlocked.CompareExchange(ref failure, message, null))) { IsBackground = true, Name = $"scheduler-{id}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        SpinUntil(() => pool.Executed >= 20_000, "20 000 items executed", () => pool.Executed);
        var shutdown = pool.ShutdownAsync(drain);
        JoinAll(threads, () => pool.Executed + pool.Dropped);
        var result = await Bounded(shutdown, "shutdown", () => pool.Executed + pool.Dropped);
        Assert.Null(failure);
        Assert.Equal(Volatile.Read(ref accepted), result.Executed + result.Dropped);
        Assert.Equal(0, result.Faults);
        if (drain)
        {
            Assert.Equal(0, result.Dropped);
        }
        Assert.All(all, item => Assert.True(item.Accepted == item.Runs + item.Drops, item.ToString()));
        Assert.Equal(result.Executed, all.Sum(i => (long)i.Runs));
        Assert.Equal(result.Dropped, all.Sum(i => (long)i.Drops));
        Assert.Equal(0, pool.InFlight);
        output.WriteLine($"{result}, {pool.SlotRuns} slot runs, {pool.Steals} steals");
    });

    private static int RuntimeSeedFor(int workers, bool drain) => Runtime.RuntimeSeed.Next() + workers + (drain ? 0 : 100);

    /// <summary>An item that counts how often it was accepted, ran and was dropped; what it does when it runs is the test's hook.</summary>
    private sealed class Counted(int kind, Action<Counted> onRun) : IThreadPoolWorkItem, IDroppableWorkItem
    {
        private int _accepted;
        private int _runs;
        private int _drops;

        public int Kind => kind;

        public int Accepted => Volatile.Read(ref _accepted);

        public int Runs => Volatile.Read(ref _runs);

        public int Drops => Volatile.Read(ref _drops);

        public void Accept() => Interlocked.Increment(ref _accepted);

        public void Refused() => Interlocked.Decrement(ref _accepted);

        public void Execute()
        {
            Interlocked.Increment(ref _runs);
            onRun(this);
        }

        public void Dropped(string reason) => Interlocked.Increment(ref _drops);

        public override string ToString() => $"item kind {kind}: accepted {Accepted}, ran {Runs}, dropped {Drops}";
    }

    // ---- stealing ----

    /// <summary>
    /// An idle worker steals from another worker's queue again and again, never from itself: every worker is held in a
    /// blocker, <c>items</c> runs are queued on worker 0 (outside Schedules with key 0), then every worker but 0 is
    /// released: they must run every one of them while worker 0 is still held. (A thief whose victim index came round
    /// to itself after its first steal left all but one waiting for the held worker.)
    /// </summary>
    [Theory]
    [InlineData(2)]
    [InlineData(3)]
    public Task An_idle_worker_steals_every_item_queued_behind_a_held_worker(int workers) => Guarded(async () =>
    {
        const int items = 16;
        var pool = new RunNextPool(workers, pin: false, name: "steal");
        var blockers = new Blockers(pool);
        using var ran = new CountdownEvent(items);
        var steps = Enumerable.Range(0, items).Select(i => new Step($"item {i}", body: _ => ran.Signal())).ToArray();
        foreach (var step in steps)
        {
            pool.Schedule(0, step);
        }
        for (var w = 1; w < workers; w++)
        {
            blockers.Release(w);
        }
        var all = Task.Run(() => ran.Wait(Hang));
        Assert.True(await Bounded(all, "every queued item run by another worker", moving: () => items - ran.CurrentCount),
            $"{items - ran.CurrentCount} of {items} items ran while worker 0 was held");
        Assert.All(steps, step => Assert.NotEqual("steal/0", step.Thread));
        blockers.ReleaseAll();
        var result = await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Null(blockers.Failure);
        Assert.Equal(new AffinePoolShutdown(workers + items, 0, 0), result);
        Assert.True(pool.Steals >= items, $"{pool.Steals} steals");
    });

    // ---- a stalled slot ----

    /// <summary>
    /// Liveness: an item that blocks until the item it scheduled has run (that item sits in its worker's slot, which no
    /// parked worker is woken for) completes because the other worker, idle and spinning, sees the same item in the
    /// slot for SlotStealDelay (zero here) and takes it. The other worker is kept busy until the item is in the slot,
    /// so it is spinning, not parked, when it goes idle. The child cannot run on its parent's thread (the parent is
    /// waiting for it): it ran on the other worker.
    /// </summary>
    [Fact]
    public Task A_stalled_slot_item_is_taken_by_a_spinning_idle_worker() => Guarded(async () =>
    {
        const int rounds = 20;
        var pool = new RunNextPool(2, pin: false, name: "thief", slotStealDelay: TimeSpan.Zero);
        for (var round = 0; round < rounds; round++)
        {
            using var placed = new ManualResetEventSlim();
            using var childRan = new ManualResetEventSlim();
            var holderWorker = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
            var parentDone = new TaskCompletionSource<string?>(TaskCreationOptions.RunContinuationsAsynchronously);
            var child = new Step("child", body: _ => childRan.Set());
            pool.Schedule(round, new Step("holder", body: self =>
            {
                holderWorker.SetResult(WorkerIndex(self.Thread));
                placed.Wait(Hang); // busy until the child sits in the other worker's slot
            }));
            var holder = await Bounded(holderWorker.Task, "the holder running");
            pool.Schedule(1 - holder, new Step("parent", body: _ =>
            {
                pool.Schedule(0, child); // into this worker's slot
                placed.Set();
                parentDone.SetResult(childRan.Wait(Hang) ? null : "the child in the blocked worker's slot was never taken");
            }));
            Assert.Null(await Bounded(parentDone.Task, $"round {round}: the parent waiting for its slot item"));
            Assert.Equal(1, child.Runs);
            Assert.Equal($"thief/{holder}", child.Thread);
        }
        var result = await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Equal(new AffinePoolShutdown(3 * rounds, 0, 0), result);
        Assert.True(pool.Steals >= rounds, $"{pool.Steals} steals");
    });
}
