using System.Collections.Concurrent;
using PerfBuf.Runtime.Scheduling;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Scheduling;

/// <summary>
/// The affine pool under oversubscription: 8 scheduling threads (with seeded random pauses) on 2- and 4-worker pools
/// on a 2-core machine. Every accepted item runs exactly once, on the worker its key maps to, in per-scheduler order
/// per key; re-entrant chains finish; shutdowns (draining and discarding) racing the schedulers account exactly:
/// executed + dropped == accepted. Each runs with both idle waits (AffinePoolParking); bursts separated by idle gaps make
/// the workers park and every burst wake them. Rerun a failure with AFFINE_STRESS_SEED=&lt;seed&gt;.
/// </summary>
[Collection(nameof(AffinePoolCollection))]
public sealed class AffinePoolStressTests(ITestOutputHelper output)
{
    private const int Schedulers = 8;
    private const int Keys = 16; // keys -8 .. 7: negative keys map like the others

    private static int Seed() => Environment.GetEnvironmentVariable("AFFINE_STRESS_SEED") is { } s
        ? int.Parse(s, System.Globalization.CultureInfo.InvariantCulture)
        : 1717;

    /// <summary>What the items check as they run: per (scheduler, key) order, one thread per key, the right worker.</summary>
    private sealed class Recorder(AffinePool pool)
    {
        private readonly int[,] _next = new int[Schedulers + 1, Keys]; // row Schedulers: items scheduled from inside
        private readonly int[] _threadOfKey = new int[Keys];
        private long _executions;
        private volatile string? _violation;

        public AffinePool Pool => pool;

        public long Executions => Volatile.Read(ref _executions);

        public string? Violation => _violation;

        public void Ran(Tracked item)
        {
            Interlocked.Increment(ref _executions);
            if (Interlocked.Increment(ref item.Runs) != 1)
            {
                Fail($"item {item} ran twice");
            }
            var slot = item.Key + Keys / 2;
            var thread = Environment.CurrentManagedThreadId;
            var first = Interlocked.CompareExchange(ref _threadOfKey[slot], thread, 0);
            if (first != 0 && first != thread)
            {
                Fail($"key {item.Key} ran on threads {first} and {thread}");
            }
            if (AffinePool.CurrentWorker != pool.WorkerOf(item.Key))
            {
                Fail($"key {item.Key} ran on worker {AffinePool.CurrentWorker}, maps to {pool.WorkerOf(item.Key)}");
            }
            if (item.Sequence >= 0)
            {
                // only the key's worker writes this cell (checked above), so plain reads and writes suffice
                if (_next[item.Scheduler, slot] != item.Sequence)
                {
                    Fail($"{item}: expected sequence {_next[item.Scheduler, slot]} (per-key order broken or an item lost)");
                }
                _next[item.Scheduler, slot] = item.Sequence + 1;
            }
        }

        public void Fail(string what) => _violation ??= what;
    }

    /// <summary>An item with an identity: who scheduled it, on which key, its place in that scheduler's key sequence
    /// (-1: unordered), how often it ran, and whether it schedules a child when it runs.</summary>
    private sealed class Tracked(Recorder recorder, int scheduler, int key, int sequence, bool spawns) : IThreadPoolWorkItem
    {
        public int Runs;

        public int Scheduler => scheduler;

        public int Key => key;

        public int Sequence => sequence;

        public Action<Tracked>? OnRun { get; init; }

        public bool Spawns => spawns;

        public void Execute()
        {
            recorder.Ran(this);
            OnRun?.Invoke(this);
        }

        public override string ToString() => $"(scheduler {scheduler}, key {key}, #{sequence})";
    }

    /// <summary>Both worker counts with both idle waits.</summary>
    public static TheoryData<int, AffinePoolParking> WorkersAndParking
    {
        get
        {
            var data = new TheoryData<int, AffinePoolParking>();
            foreach (var parking in Enum.GetValues<AffinePoolParking>())
            {
                data.Add(2, parking);
                data.Add(4, parking);
            }
            return data;
        }
    }

    /// <summary>A seed per idle wait: the default wait keeps the seeds it always had.</summary>
    private static int SeedFor(AffinePoolParking parking) => Seed() + (parking == AffinePoolParking.SpinYieldMonitor ? 0 : 1000);

    [Theory]
    [MemberData(nameof(WorkersAndParking))]
    public Task Eight_schedulers_lose_and_duplicate_nothing_and_keys_stay_on_their_worker(int workers, AffinePoolParking parking) => Guarded(async () =>
    {
        const int perScheduler = 20_000;
        var seed = SeedFor(parking) + workers;
        var pool = new AffinePool(workers, pin: true, name: $"stress-{workers}", parking);
        Assert.Equal(parking, pool.Parking);
        var recorder = new Recorder(pool);
        var scheduled = new List<Tracked>[Schedulers];
        var threads = Enumerable.Range(0, Schedulers).Select(s => new Thread(() => StressThreadsGuard(recorder, () =>
        {
            var random = new Random(seed * 31 + s);
            var sequence = new int[Keys];
            var mine = scheduled[s] = new List<Tracked>(perScheduler);
            for (var i = 0; i < perScheduler; i++)
            {
                var key = random.Next(Keys) - Keys / 2;
                var item = new Tracked(recorder, s, key, sequence[key + Keys / 2]++, spawns: false);
                mine.Add(item);
                pool.Schedule(key, item);
                Jitter(random);
            }
        })) { IsBackground = true, Name = $"scheduler-{s}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        JoinAll(threads, () => recorder.Executions);
        var result = await Bounded(pool.ShutdownAsync(drain: true), "draining shutdown", () => recorder.Executions);
        output.WriteLine($"{workers} workers, {parking}, seed {seed}: {result}; pinning {string.Join("; ", pool.Pinning)}");
        Assert.Null(recorder.Violation);
        Assert.Equal(new AffinePoolShutdown(Schedulers * perScheduler, 0, 0), result);
        Assert.All(scheduled, list => Assert.All(list, item => Assert.Equal(1, item.Runs)));
    });

    [Theory]
    [MemberData(nameof(WorkersAndParking))]
    public Task Re_entrant_chains_finish_while_outside_schedulers_run(int workers, AffinePoolParking parking) => Guarded(async () =>
    {
        const int chains = 6, links = 3_000, perScheduler = 5_000;
        var seed = SeedFor(parking) + 100 + workers;
        var pool = new AffinePool(workers, pin: false, name: $"chains-{workers}", parking);
        var recorder = new Recorder(pool);
        var chainLength = new int[chains];
        void Link(Tracked item)
        {
            var chain = item.Scheduler - Schedulers - 1; // chain c uses scheduler id Schedulers + 1 + c (unordered)
            var n = Interlocked.Increment(ref chainLength[chain]);
            if (n < links)
            {
                // the next link on another key (often another worker), and now and then a detour onto this very worker
                var nextKey = n % 3 == 0 ? item.Key : ((item.Key + Keys / 2 + 1 + chain) % Keys) - Keys / 2;
                pool.Schedule(nextKey, new Tracked(recorder, item.Scheduler, nextKey, -1, spawns: false) { OnRun = Link });
            }
        }
        for (var c = 0; c < chains; c++)
        {
            var key = c - Keys / 2;
            pool.Schedule(key, new Tracked(recorder, Schedulers + 1 + c, key, -1, spawns: false) { OnRun = Link });
        }
        var threads = Enumerable.Range(0, Schedulers).Select(s => new Thread(() => StressThreadsGuard(recorder, () =>
        {
            var random = new Random(seed * 31 + s);
            var sequence = new int[Keys];
            for (var i = 0; i < perScheduler; i++)
            {
                var key = random.Next(Keys) - Keys / 2;
                pool.Schedule(key, new Tracked(recorder, s, key, sequence[key + Keys / 2]++, spawns: false));
                Jitter(random);
            }
        })) { IsBackground = true, Name = $"scheduler-{s}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        JoinAll(threads, () => recorder.Executions);
        var result = await Bounded(pool.ShutdownAsync(drain: true), "draining shutdown", () => recorder.Executions); // the chains are in flight
        Assert.Null(recorder.Violation);
        Assert.All(chainLength, n => Assert.Equal(links, n));
        Assert.Equal(new AffinePoolShutdown(chains * links + Schedulers * perScheduler, 0, 0), result);
    });

    public static TheoryData<bool, int, AffinePoolParking> ShutdownCases
    {
        get
        {
            var data = new TheoryData<bool, int, AffinePoolParking>();
            foreach (var parking in Enum.GetValues<AffinePoolParking>())
            {
                data.Add(true, 2, parking);
                data.Add(true, 4, parking);
                data.Add(false, 2, parking);
                data.Add(false, 4, parking);
            }
            return data;
        }
    }

    [Theory]
    [MemberData(nameof(ShutdownCases))]
    public Task A_shutdown_racing_eight_schedulers_accounts_for_every_item(bool drain, int workers, AffinePoolParking parking) => Guarded(async () =>
    {
        for (var round = 0; round < 4; round++) // a new pool and seed per round: the race lands somewhere else each time
        {
            await RaceShutdown(drain, workers, parking, SeedFor(parking) + (drain ? 200 : 300) + 10 * round + workers);
        }
    });

    private async Task RaceShutdown(bool drain, int workers, AffinePoolParking parking, int seed)
    {
        var pool = new AffinePool(workers, pin: false, name: $"race-{drain}-{workers}", parking);
        var recorder = new Recorder(pool);
        var acceptedInside = new ConcurrentQueue<Tracked>();
        long refusedInside = 0;
        void Spawn(Tracked parent)
        {
            if (!parent.Spawns)
            {
                return;
            }
            var key = ((parent.Key + Keys / 2 + 5) % Keys) - Keys / 2;
            var child = new Tracked(recorder, Schedulers, key, -1, spawns: parent.Sequence % 3 == 0) { OnRun = Spawn };
            try
            {
                pool.Schedule(key, child);
                acceptedInside.Enqueue(child);
            }
            catch (InvalidOperationException)
            {
                Interlocked.Increment(ref refusedInside); // never: from inside, a Schedule is accepted or dropped on arrival
            }
        }
        var acceptedOutside = new List<Tracked>[Schedulers];
        var accepted = new long[Schedulers];
        var threads = Enumerable.Range(0, Schedulers).Select(s => new Thread(() => StressThreadsGuard(recorder, () =>
        {
            var random = new Random(seed * 31 + s);
            var sequence = new int[Keys];
            var mine = acceptedOutside[s] = [];
            while (true)
            {
                var key = random.Next(Keys) - Keys / 2;
                var slot = key + Keys / 2;
                var item = new Tracked(recorder, s, key, sequence[slot], spawns: random.Next(8) == 0) { OnRun = Spawn };
                try
                {
                    pool.Schedule(key, item);
                }
                catch (InvalidOperationException)
                {
                    return; // the shutdown refuses outside schedules from its call on
                }
                sequence[slot]++;
                mine.Add(item);
                Volatile.Write(ref accepted[s], mine.Count);
                Jitter(random);
            }
        })) { IsBackground = true, Name = $"scheduler-{s}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        SpinUntilEveryPosterAccepted(accepted, 500);
        var shutdown = pool.ShutdownAsync(drain);
        JoinAll(threads);
        var result = await Bounded(shutdown, drain ? "draining shutdown" : "discarding shutdown", () => recorder.Executions);
        var outside = acceptedOutside.SelectMany(list => list).ToList();
        var inside = acceptedInside.ToList();
        output.WriteLine($"drain {drain}, {workers} workers, {parking}, seed {seed}: {result}; accepted {outside.Count} outside + "
            + $"{inside.Count} inside, refused inside {refusedInside}");
        Assert.Null(recorder.Violation);
        Assert.Equal(outside.Count + inside.Count, result.Executed + result.Dropped);
        Assert.Equal(recorder.Executions, result.Executed);
        Assert.Equal(outside.Concat(inside).Count(i => i.Runs == 1), result.Executed); // each ran at most once (Ran checks)
        Assert.Equal(0, result.Faults);
        Assert.Equal(0, Interlocked.Read(ref refusedInside));
        if (drain)
        {
            Assert.Equal(0, result.Dropped);
        }
        Assert.Throws<InvalidOperationException>(() => pool.Schedule(0, new Tracked(recorder, 0, 0, -1, false)));
        Assert.Equal(0, pool.InFlight);
    }

    /// <summary>
    /// Four scheduling threads send bursts of items separated by idle gaps of a millisecond or two, far longer than either
    /// wait spins, so the workers park between bursts and every burst's first Schedule has to wake a sleeping worker. A
    /// lost wake-up leaves an item unexecuted: the per-burst wait for the items fails naming the burst. Every item runs
    /// exactly once, in per-scheduler order per key, and the draining shutdown accounts for all of them.
    /// </summary>
    [Theory]
    [InlineData(AffinePoolParking.SpinYieldMonitor)]
    [InlineData(AffinePoolParking.SpinFutex)]
    public Task Bursts_after_idle_gaps_wake_the_parked_workers_and_every_item_runs_once(AffinePoolParking parking) => Guarded(async () =>
    {
        const int schedulers = 4, bursts = 150;
        var seed = SeedFor(parking) + 400;
        var pool = new AffinePool(2, pin: false, name: $"gaps-{parking}", parking);
        var recorder = new Recorder(pool);
        var scheduled = new List<Tracked>[schedulers];
        var threads = Enumerable.Range(0, schedulers).Select(s => new Thread(() => StressThreadsGuard(recorder, () =>
        {
            var random = new Random(seed * 31 + s);
            var sequence = new int[Keys];
            var mine = scheduled[s] = [];
            for (var burst = 0; burst < bursts; burst++)
            {
                var size = random.Next(1, 40);
                var first = mine.Count;
                for (var i = 0; i < size; i++)
                {
                    var key = random.Next(Keys) - Keys / 2;
                    var item = new Tracked(recorder, s, key, sequence[key + Keys / 2]++, spawns: false);
                    mine.Add(item);
                    pool.Schedule(key, item);
                }
                // every item of the burst runs (bounded: the shutdown's own wake must not rescue a lost one), then the
                // pool idles long enough for every worker to park
                var clock = System.Diagnostics.Stopwatch.StartNew();
                for (var i = first; i < mine.Count; i++)
                {
                    var item = mine[i];
                    while (Volatile.Read(ref item.Runs) == 0)
                    {
                        if (clock.Elapsed > Hang)
                        {
                            recorder.Fail($"scheduler {s}, burst {burst}: {item} never ran (a lost wake-up)");
                            return;
                        }
                        Thread.Yield();
                    }
                }
                Thread.Sleep(random.Next(1, 3));
            }
        })) { IsBackground = true, Name = $"scheduler-{s}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        JoinAll(threads, () => recorder.Executions);
        var result = await Bounded(pool.ShutdownAsync(drain: true), "draining shutdown after the idle gaps", () => recorder.Executions);
        var all = scheduled.SelectMany(list => list).ToList();
        output.WriteLine($"{parking}, seed {seed}: {result}, {all.Count} items");
        Assert.Null(recorder.Violation);
        Assert.All(all, item => Assert.Equal(1, item.Runs));
        Assert.Equal(new AffinePoolShutdown(all.Count, 0, 0), result);
        Assert.Equal(0, pool.InFlight);
        Assert.Throws<InvalidOperationException>(() => pool.Schedule(0, new Tracked(recorder, 0, 0, -1, false)));
    });

    /// <summary>Now and then a yield, a short spin or a sleep(0): the schedulers' seeded pauses.</summary>
    private static void Jitter(Random random) => PerfBuf.Tests.Mailboxes.StressThreads.Jitter(random);

    /// <summary>Runs a scheduling thread's body; an unexpected exception becomes the recorder's violation.</summary>
    private static void StressThreadsGuard(Recorder recorder, Action body) =>
        PerfBuf.Tests.Mailboxes.StressThreads.Guard(body, recorder.Fail);
}
