extern alias controlled;

using controlled::PerfBuf.Mailboxes;
using controlled::PerfBuf.Runtime;
using controlled::PerfBuf.Runtime.Scheduling;
using Microsoft.Coyote.Runtime;
using Xunit.Abstractions;
using CI = controlled::PerfBuf.Systematic.Controlled.ControlledInterlocked;
using CoyoteTask = Microsoft.Coyote.Rewriting.Types.Threading.Tasks.Task;
using CV = controlled::PerfBuf.Systematic.Controlled.ControlledVolatile;
using Spec = Microsoft.Coyote.Specifications.Specification;

namespace PerfBuf.Tests.Systematic;

/// <summary>
/// Coyote's exploration of the run-next schedulers (README.md in this folder): the runtime's actors on
/// ThreadPoolRunNextScheduler (each work item a controlled operation) with tellers racing runs, slot hand-overs and a
/// stop; RunNextPool itself, two workers as controlled operations, with outside pushes racing slot placement,
/// displacement, demotion, queue steals and a thief taking a slot item (slot steal delay zero), then a draining or a
/// discarding shutdown; and a planted fault — a slot taken with a read and a write instead of one exchange — that
/// the same exactly-once check finds.
/// </summary>
[Collection(nameof(SystematicCollection))]
public sealed class RunNextSystematicTests(ITestOutputHelper output)
{
    /// <summary>Forwards each message to two actors (the second displaces the first from the slot), counting what each
    /// accepted.</summary>
    private readonly struct ForkHandler(Tally tally, ActorRef<long>[] next, int[] forwarded) : IHandler<long>
    {
        public void Handle(in long item)
        {
            tally.Accept(item);
            for (var k = 0; k < next.Length; k++)
            {
                if (next[k].TryTell(item))
                {
                    forwarded[k]++; // the fork's run alone writes it
                }
            }
        }
    }

    public static TheoryData<bool, bool> StopRaces => new() { { true, false }, { false, false }, { true, true }, { false, true } };

    /// <summary>
    /// Runtime actors on ThreadPoolRunNextScheduler (MaxSlotRuns 1): two tellers tell A three messages each while A
    /// forwards every message to B and C (from A's run: B goes to the slot, C displaces it, and the slot bound queues what
    /// is left), racing a stop of A — or the system's StopAllAsync — draining or not; then StopAllAsync stops the rest.
    /// Every teller returns; A handles its tellers' messages in each teller's order; B and C each handle a prefix of A's
    /// order; handled + undelivered == accepted for each of A, B and C (nothing undelivered when draining); every stop
    /// completes and no live actor is left.
    /// </summary>
    [Theory]
    [MemberData(nameof(StopRaces))]
    public void Actors_on_ThreadPoolRunNextScheduler_lose_nothing_keep_order_and_stop(bool drain, bool stopAll)
    {
        const uint iterations = 150;
        var report = Systematic.Explore(() => ForkAndStop(new ThreadPoolRunNextScheduler(maxSlotRuns: 1), drain, stopAll), iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }

    /// <summary>
    /// The planted fault for the runtime check: <see cref="LosingSlotScheduler"/>, a run-next scheduler whose slot
    /// forgets its previous occupant when a second item displaces it. The same exploration finds it: the fork's run puts
    /// B in the slot and C displaces it, so B's run is lost, B's gate stays claimed, and its stop never completes — a
    /// deadlock Coyote reports (or a count that does not add up).
    /// </summary>
    [Fact]
    public void A_slot_that_loses_its_displaced_occupant_is_found_by_the_same_exploration()
    {
        var report = Systematic.Explore(() => ForkAndStop(new LosingSlotScheduler(), drain: true, stopAll: true), 50);
        Systematic.Describe(report, output);
        Assert.True(report.NumOfFoundBugs > 0, "no schedule lost a run");
    }

    private static void ForkAndStop(IWorkScheduler scheduler, bool drain, bool stopAll)
    {
        var system = new ActorSystem("explored-run-next");
        var options = new ActorOptions { Scheduler = scheduler, Throughput = 2 };
        var (a, b, c) = (new Tally(), new Tally(), new Tally());
        var forwarded = new int[2];
        var downstream = new ActorRef<long>[2];
        downstream[0] = system.Spawn<long, TallyHandler>(() => new TallyHandler(b), options);
        downstream[1] = system.Spawn<long, TallyHandler>(() => new TallyHandler(c), options);
        var fork = system.Spawn<long, ForkHandler>(() => new ForkHandler(a, downstream, forwarded), options);
        var accepted = 0;
        var tellers = Enumerable.Range(0, 2).Select(t => CoyoteTask.Run(() =>
        {
            for (var i = 0; i < 3 && fork.TryTell((t * 10) + i); i++)
            {
                Interlocked.Increment(ref accepted);
            }
        })).ToArray();
        var stopped = stopAll ? system.StopAllAsync(drain) : fork.StopAsync(drain);
        CoyoteTask.WaitAll(tellers);
        Operation.PauseUntil(() => stopped.IsCompleted && fork.Completion.IsCompleted);
        var undelivered = fork.Completion.Result;
        Spec.Assert(a.Handled + undelivered == accepted, $"A: handled {a.Handled} + undelivered {undelivered} != accepted {accepted}");
        Spec.Assert(!drain || undelivered == 0, "a draining stop left messages in A");
        for (var t = 0; t < 2; t++)
        {
            var mine = a.Order.Where(m => m / 10 == t).ToList();
            Spec.Assert(mine.SequenceEqual(Enumerable.Range(0, mine.Count).Select(i => (long)((t * 10) + i))),
                $"A: teller {t}'s messages out of order: {string.Join(",", mine)}");
        }
        var all = system.StopAllAsync(drain); // (the first StopAllAsync decided, if there was one)
        Operation.PauseUntil(() => all.IsCompleted && downstream.All(d => d.Completion.IsCompleted));
        Spec.Assert(system.LiveActors == 0, $"{system.LiveActors} live actors after StopAllAsync");
        foreach (var (tally, k, name) in new[] { (b, 0, "B"), (c, 1, "C") })
        {
            Spec.Assert(tally.Order.SequenceEqual(a.Order.Take(tally.Order.Count)),
                $"{name} handled {string.Join(",", tally.Order)}, not a prefix of A's order {string.Join(",", a.Order)}");
            var left = downstream[k].Completion.Result;
            Spec.Assert(tally.Handled + left == forwarded[k],
                $"{name}: handled {tally.Handled} + undelivered {left} != accepted {forwarded[k]}");
            Spec.Assert(!drain || left == 0, $"{name}: a draining stop left {left} undelivered");
        }
    }

    /// <summary>An item that counts its runs and drops; when it runs, it may schedule children from inside.</summary>
    private sealed class Item(string name, Action<Item>? body = null) : IThreadPoolWorkItem, IDroppableWorkItem
    {
        public int Runs;
        public int Drops;
        public int Thread; // the managed thread of the worker operation that ran it (one thread per operation)

        public void Execute()
        {
            Runs++; // Coyote runs one operation at a time: plain counts are exact
            Thread = Environment.CurrentManagedThreadId;
            body?.Invoke(this);
        }

        public void Dropped(string reason) => Drops++;

        public override string ToString() => $"{name}: ran {Runs}, dropped {Drops}";
    }

    /// <summary>Fair steps one RunNextPool execution may take: an idle worker looks at the queues and slots for 1 024 spins
    /// and 64 yields (each a few controlled reads) before it parks, so one execution takes tens of thousands.</summary>
    private const uint PoolSteps = 200_000;

    /// <summary>
    /// RunNextPool with two workers (pin: false, MaxSlotRuns 1, slot steal delay zero), every worker a controlled
    /// operation: two outside pushers schedule A and E (key 0) and D (key 1) racing the workers and a shutdown (draining
    /// or discarding); A schedules B then C from inside (B to the slot, then to the back of the queue when C displaces
    /// it), C schedules F (to the slot after a slot run: demoted behind what is queued); any of them may be stolen, from
    /// a queue or from a slot by the idle worker. Every accepted item runs (or, discarding, is dropped) exactly once, a
    /// drain drops nothing, an outside push the shutdown refused never runs, executed + dropped == accepted, and the
    /// shutdown completes with every worker ended.
    /// </summary>
    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public void RunNextPool_pushes_racing_slot_placement_demotion_and_steals_run_each_item_once(bool drain)
    {
        const uint iterations = 200;
        var stole = 0;
        var report = Systematic.Explore(() =>
        {
            var pool = new RunNextPool(2, pin: false, name: "explored", maxSlotRuns: 1, slotStealDelay: TimeSpan.Zero);
            var accepted = new List<Item>();
            var refused = new List<Item>();
            void Inside(int key, Item item)
            {
                accepted.Add(item); // from inside: never refused (dropped on arrival while discarding)
                pool.Schedule(key, item);
            }
            var f = new Item("F");
            var c = new Item("C", _ => Inside(0, f)); // after a slot run, with B queued: F is demoted
            var b = new Item("B");
            var a = new Item("A", _ =>
            {
                Inside(0, b); // the slot
                Inside(1, c); // the slot; B to the back of this worker's queue
            });
            var d = new Item("D");
            var e = new Item("E");
            void Push(int key, Item item)
            {
                try
                {
                    pool.Schedule(key, item);
                    accepted.Add(item);
                }
                catch (InvalidOperationException)
                {
                    refused.Add(item); // the shutdown came first: never accepted
                }
            }
            var pushers = new[]
            {
                CoyoteTask.Run(() => Push(0, a)),
                CoyoteTask.Run(() =>
                {
                    Push(1, d);
                    Push(0, e);
                }),
            };
            var shutdown = pool.ShutdownAsync(drain);
            CoyoteTask.WaitAll(pushers);
            Operation.PauseUntil(() => shutdown.IsCompleted);
            var result = shutdown.Result;
            foreach (var item in accepted)
            {
                Spec.Assert(item.Runs + item.Drops == 1, $"{item}: accepted once, not run or dropped exactly once");
            }
            foreach (var item in refused)
            {
                Spec.Assert(item.Runs + item.Drops == 0, $"{item}: refused, yet run or dropped");
            }
            Spec.Assert(result.Executed + result.Dropped == accepted.Count,
                $"executed {result.Executed} + dropped {result.Dropped} != accepted {accepted.Count}");
            Spec.Assert(!drain || result.Dropped == 0, $"a drain dropped {result.Dropped}");
            Spec.Assert(pool.InFlight == 0, $"{pool.InFlight} in flight after the shutdown");
            if (pool.Steals > 0)
            {
                stole++;
            }
        }, iterations, maxFairSteps: PoolSteps);
        Systematic.AssertNoBug(report, iterations, output);
        output.WriteLine($"{stole} of {iterations} executions stole an item");
        Assert.True(stole > 0, "no explored execution reached a steal");
    }

    /// <summary>
    /// RunNextPool with two workers and a slot steal delay of zero: a chain of links, each placing the next in its worker's
    /// slot and then yielding a different number of times (0 to 63: a long item) while the other worker is idle and
    /// spinning — schedules where that worker takes the link from the slot (its compare-exchange) race the owner's own
    /// take (exchange) when the item ends. Every link runs exactly once, whoever takes it; the drain completes.
    /// Checked against a planted fault while it was written: a thief taking with a read and a write instead of its
    /// compare-exchange is found within these iterations (a link runs twice, or the in-flight count goes wrong and the
    /// drain never closes: a reported deadlock).
    /// </summary>
    [Fact]
    public void RunNextPool_a_thief_and_the_owner_racing_for_slot_items_run_each_once()
    {
        const uint iterations = 600;
        const int links = 8;
        var stole = 0;
        var report = Systematic.Explore(() =>
        {
            var pool = new RunNextPool(2, pin: false, name: "explored-thief", slotStealDelay: TimeSpan.Zero);
            var chain = new Item[links];
            for (var k = links - 1; k >= 0; k--)
            {
                var next = k + 1 < links ? chain[k + 1] : null;
                var yields = (k * 37) % 64;
                chain[k] = new Item($"link {k}", _ =>
                {
                    if (next is not null)
                    {
                        pool.Schedule(0, next); // the slot
                    }
                    for (var i = 0; i < yields; i++)
                    {
                        SchedulingPoint.Yield(); // a long item: the idle worker may see the next link twice and take it
                    }
                });
            }
            pool.Schedule(0, chain[0]);
            var shutdown = pool.ShutdownAsync(drain: true);
            Operation.PauseUntil(() => shutdown.IsCompleted);
            foreach (var link in chain)
            {
                Spec.Assert(link.Runs == 1, $"{link}");
            }
            Spec.Assert(shutdown.Result == new AffinePoolShutdown(links, 0, 0), $"{shutdown.Result}");
            for (var k = 1; k < links; k++)
            {
                if (chain[k].Thread != chain[k - 1].Thread)
                {
                    stole++; // never demoted (nothing queued): on the other worker, it was taken from the slot
                    break;
                }
            }
        }, iterations, maxFairSteps: PoolSteps);
        Systematic.AssertNoBug(report, iterations, output);
        output.WriteLine($"{stole} of {iterations} executions had the idle worker take a link from the slot");
        Assert.True(stole > 0, "no explored execution had the idle worker take a slot item");
    }

    /// <summary>
    /// A next slot shared by its owner and a thief, as RunNextWorker's: the owner places three items (each displacing the
    /// last, which goes to the owner's overflow list) and takes what its slot holds after each; the thief takes from the
    /// slot three times; what is left is run at the end. The correct slot takes with one exchange (owner) and one
    /// compare-exchange (thief); the broken one reads, then writes null — the planted fault.
    /// </summary>
    private sealed class SharedSlot(bool broken)
    {
        private object? _slot;

        public readonly List<object> Overflow = [];

        public void Place(object item)
        {
            if (CI.Exchange(ref _slot, item) is { } previous)
            {
                Overflow.Add(previous);
            }
        }

        public object? TakeOwn()
        {
            if (!broken)
            {
                return CI.Exchange(ref _slot, null);
            }
            var seen = CV.Read(ref _slot);
            if (seen is not null)
            {
                CV.Write(ref _slot, null);
            }
            return seen;
        }

        public object? Steal()
        {
            var seen = CV.Read(ref _slot);
            if (seen is null)
            {
                return null;
            }
            if (broken)
            {
                CV.Write(ref _slot, null);
                return seen;
            }
            return ReferenceEquals(CI.CompareExchange(ref _slot, null, seen), seen) ? seen : null;
        }
    }

    private static void RaceForTheSlot(bool broken)
    {
        var slot = new SharedSlot(broken);
        var runs = new int[3];
        void Run(object? item)
        {
            if (item is int i)
            {
                runs[i]++;
            }
        }
        var owner = CoyoteTask.Run(() =>
        {
            for (var i = 0; i < 3; i++)
            {
                slot.Place(i);
                Run(slot.TakeOwn());
            }
        });
        var thief = CoyoteTask.Run(() =>
        {
            for (var k = 0; k < 3; k++)
            {
                Run(slot.Steal());
            }
        });
        CoyoteTask.WaitAll(owner, thief);
        Run(slot.TakeOwn());
        foreach (var left in slot.Overflow)
        {
            Run(left);
        }
        for (var i = 0; i < 3; i++)
        {
            Spec.Assert(runs[i] == 1, $"item {i} ran {runs[i]} times");
        }
    }

    [Fact]
    public void A_slot_taken_by_exchange_hands_each_item_to_one_taker()
    {
        const uint iterations = 300;
        var report = Systematic.Explore(() => RaceForTheSlot(broken: false), iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }

    /// <summary>The planted fault: with a read and a write instead of the exchange, the owner and the thief both take the
    /// same item in some schedule, and the exploration finds it ("ran 2 times").</summary>
    [Fact]
    public void A_slot_taken_by_read_then_write_runs_an_item_twice_and_the_exploration_finds_it()
    {
        var report = Systematic.Explore(() => RaceForTheSlot(broken: true), 300);
        Systematic.Describe(report, output);
        Assert.True(report.NumOfFoundBugs > 0, "no schedule where both took the same item was explored");
        Assert.Contains(report.BugReports, r => r.Contains("ran 2 times", StringComparison.Ordinal));
    }
}

/// <summary>
/// A deliberately broken run-next scheduler (test-only, the planted fault of <see cref="RunNextSystematicTests"/>): an
/// item scheduled from outside runs as a controlled operation; one scheduled by a running item goes to that operation's
/// slot and runs right after it — but a second one scheduled by the same item overwrites the first, which is lost.
/// </summary>
internal sealed class LosingSlotScheduler : IWorkScheduler
{
    [ThreadStatic]
    private static IThreadPoolWorkItem? t_slot;

    [ThreadStatic]
    private static bool t_inside;

    public void Schedule(int key, IThreadPoolWorkItem work)
    {
        if (t_inside)
        {
            t_slot = work; // the fault: the previous occupant is not queued
            return;
        }
        CoyoteTask.Run(() =>
        {
            var item = work;
            t_inside = true;
            while (item is not null)
            {
                item.Execute();
                item = t_slot;
                t_slot = null;
            }
            t_inside = false;
        });
    }
}
