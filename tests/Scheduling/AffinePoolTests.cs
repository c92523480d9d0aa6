using System.Diagnostics;
using PerfBuf.Core.Threading;
using PerfBuf.Runtime.Scheduling;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Scheduling;

/// <summary>The affine pool's tests run alone: they start dedicated (and pinned) threads, the stress tests need the
/// cores, and the allocation test reads the scheduling thread's counter after warm-up.</summary>
[CollectionDefinition(nameof(AffinePoolCollection), DisableParallelization = true)]
public sealed class AffinePoolCollection;

/// <summary>Work items the affine pool tests schedule.</summary>
internal static class Items
{
    /// <summary>Runs <paramref name="body"/> on the worker <paramref name="key"/> maps to and returns its result.</summary>
    public static Task<T> RunOn<T>(AffinePool pool, int key, Func<T> body)
    {
        var result = new TaskCompletionSource<T>(TaskCreationOptions.RunContinuationsAsynchronously);
        pool.Schedule(key, () =>
        {
            try
            {
                result.SetResult(body());
            }
            catch (Exception e)
            {
                result.SetException(e);
            }
        });
        return result.Task;
    }

    /// <summary>Counts its executions; scheduled with one key only, so one worker writes it.</summary>
    public sealed class Counting : IThreadPoolWorkItem
    {
        private long _count;

        public long Count => Volatile.Read(ref _count);

        public void Execute() => Volatile.Write(ref _count, _count + 1);
    }

    /// <summary>Throws <see cref="Failure"/> when executed.</summary>
    public sealed class Throwing(string message) : IThreadPoolWorkItem
    {
        public InvalidOperationException Failure { get; } = new(message);

        public void Execute() => throw Failure;
    }
}

/// <summary>
/// AffinePool behaviour: arguments, key mapping, threads, per-key order, continuations (SynchronizationContext and
/// TaskScheduler), Send, faults, pinning, the two shutdowns (deterministic, gated) and what happens after, and zero
/// allocation per Schedule. Every wait is bounded: a lost wake-up or a stuck shutdown fails the test.
/// </summary>
[Collection(nameof(AffinePoolCollection))]
public sealed class AffinePoolTests(ITestOutputHelper output)
{
    [Theory]
    [InlineData(-1)]
    [InlineData(AffinePool.MaxWorkers + 1)]
    [InlineData(int.MinValue)]
    public void A_bad_worker_count_is_refused_naming_the_parameter(int workers)
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => new AffinePool(workers, pin: false));
        Assert.Equal("workers", e.ParamName);
    }

    [Theory]
    [InlineData(-1)]
    [InlineData(2)]
    [InlineData(int.MaxValue)]
    public void An_undefined_parking_is_refused_naming_the_parameter(int parking)
    {
        var e = Assert.Throws<ArgumentOutOfRangeException>(() => new AffinePool(2, pin: false, parking: (AffinePoolParking)parking));
        Assert.Equal("parking", e.ParamName);
    }

    [Theory]
    [InlineData(AffinePoolParking.SpinYieldMonitor)]
    [InlineData(AffinePoolParking.SpinFutex)]
    public Task Parking_reports_the_choice_and_either_wait_runs_items_after_an_idle_spell(AffinePoolParking parking) => Guarded(async () =>
    {
        var defaulted = new AffinePool(1, pin: false);
        Assert.Equal(AffinePoolParking.SpinYieldMonitor, defaulted.Parking);
        await Bounded(defaulted.ShutdownAsync(), "shutdown of the default pool");

        var pool = new AffinePool(2, pin: false, name: $"parking-{parking}", parking: parking);
        Assert.Equal(parking, pool.Parking);
        for (var round = 0; round < 20; round++)
        {
            Thread.Sleep(2); // idle: both workers park
            for (var key = 0; key < 2; key++)
            {
                Assert.Equal(key, await Bounded(Items.RunOn(pool, key, () => AffinePool.CurrentWorker), $"round {round}: an item after an idle spell"));
            }
        }
        var result = await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Equal(new AffinePoolShutdown(40, 0, 0), result);
        Assert.Equal(parking, pool.Parking);
    });

    [Fact]
    public Task Zero_workers_means_one_per_processor_and_a_name_is_given() => Guarded(async () =>
    {
        var pool = new AffinePool(pin: false);
        Assert.Equal(Math.Min(Environment.ProcessorCount, AffinePool.MaxWorkers), pool.WorkerCount);
        Assert.False(string.IsNullOrWhiteSpace(pool.Name));
        await Bounded(pool.ShutdownAsync(), "shutdown of an idle pool");
    });

    [Fact]
    public Task Bad_arguments_are_clear_errors() => Guarded(async () =>
    {
        var pool = new AffinePool(3, pin: false, name: "bad-args");
        Assert.Equal("work", Assert.Throws<ArgumentNullException>(() => pool.Schedule(0, (IThreadPoolWorkItem)null!)).ParamName);
        Assert.Equal("work", Assert.Throws<ArgumentNullException>(() => pool.Schedule(0, (Action)null!)).ParamName);
        foreach (var bad in new[] { -1, 3, int.MaxValue, int.MinValue })
        {
            Assert.Equal("worker", Assert.Throws<ArgumentOutOfRangeException>(() => pool.ContextOf(bad)).ParamName);
            Assert.Equal("worker", Assert.Throws<ArgumentOutOfRangeException>(() => pool.TaskSchedulerOf(bad)).ParamName);
        }
        Assert.Throws<ArgumentNullException>(() => pool.ContextOf(0).Post(null!, null));
        var result = await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Equal(new AffinePoolShutdown(0, 0, 0), result); // nothing refused was counted
    });

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(3)]
    [InlineData(4)]
    [InlineData(7)]
    public Task WorkerOf_is_the_non_negative_residue_of_any_key(int workers) => Guarded(async () =>
    {
        var pool = new AffinePool(workers, pin: false);
        var keys = new List<int> { int.MinValue, int.MinValue + 1, int.MaxValue, int.MaxValue - 1 };
        keys.AddRange(Enumerable.Range(-20, 41));
        foreach (var key in keys)
        {
            var expected = (int)((((long)key % workers) + workers) % workers);
            Assert.Equal(expected, pool.WorkerOf(key));
        }
        await Bounded(pool.ShutdownAsync(), "shutdown");
    });

    [Fact]
    public Task Workers_are_named_background_threads_that_know_their_pool() => Guarded(async () =>
    {
        var pool = new AffinePool(3, pin: false, name: "named");
        Assert.Equal(-1, AffinePool.CurrentWorker);
        Assert.Null(AffinePool.Current);
        for (var k = 0; k < 3; k++)
        {
            var seen = await Bounded(Items.RunOn(pool, k, () => (Name: Thread.CurrentThread.Name, Background: Thread.CurrentThread.IsBackground,
                Worker: AffinePool.CurrentWorker, Pool: AffinePool.Current, Context: SynchronizationContext.Current)), "item on its worker");
            Assert.Equal($"named/{k}", seen.Name);
            Assert.True(seen.Background);
            Assert.Equal(k, seen.Worker);
            Assert.Same(pool, seen.Pool);
            Assert.Same(pool.ContextOf(k), seen.Context);
        }
        await Bounded(pool.ShutdownAsync(), "shutdown");
    });

    [Fact]
    public Task Items_of_a_key_from_one_scheduling_thread_run_in_order_on_one_worker() => Guarded(async () =>
    {
        const int keys = 64, perKey = 500;
        var pool = new AffinePool(3, pin: false);
        var next = new int[keys];
        var threadOf = new int[keys];
        string? violation = null;
        for (var s = 0; s < perKey; s++)
        {
            for (var key = 0; key < keys; key++)
            {
                var (k, seq) = (key, s);
                pool.Schedule(k - keys / 2, () =>
                {
                    var tid = Environment.CurrentManagedThreadId;
                    if (next[k] != seq)
                    {
                        violation ??= $"key {k}: got {seq}, expected {next[k]}";
                    }
                    if (threadOf[k] == 0)
                    {
                        threadOf[k] = tid;
                    }
                    else if (threadOf[k] != tid)
                    {
                        violation ??= $"key {k} ran on threads {threadOf[k]} and {tid}";
                    }
                    if (AffinePool.CurrentWorker != pool.WorkerOf(k - keys / 2))
                    {
                        violation ??= $"key {k} ran on worker {AffinePool.CurrentWorker}";
                    }
                    next[k] = seq + 1;
                });
            }
        }
        var result = await Bounded(pool.ShutdownAsync(drain: true), "draining shutdown");
        Assert.Null(violation);
        Assert.Equal(new AffinePoolShutdown(keys * perKey, 0, 0), result);
        Assert.All(next, n => Assert.Equal(perKey, n));
    });

    /// <summary>Re-queues itself through <see cref="IWorkScheduler"/> with its own key, as an actor's run does, until
    /// it ran <c>times</c> times or is told to stop.</summary>
    private sealed class SelfRequeuing(IWorkScheduler scheduler, int key, int times) : IThreadPoolWorkItem
    {
        private int _runs;
        private int _thread;

        public int Runs => Volatile.Read(ref _runs);

        public volatile bool Stop;

        public volatile string? Violation;

        public void Execute()
        {
            var thread = Environment.CurrentManagedThreadId;
            if (_thread != 0 && _thread != thread)
            {
                Violation ??= $"run {_runs} on thread {thread}, earlier runs on {_thread}";
            }
            _thread = thread;
            Volatile.Write(ref _runs, _runs + 1);
            if (_runs < times && !Stop)
            {
                scheduler.Schedule(key, this); // from inside: never refused
            }
        }
    }

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public Task A_run_that_re_queues_itself_stays_on_its_worker_and_is_never_refused(bool drain) => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false);
        var bounded = new SelfRequeuing(pool, key: 7, times: 20_000);
        pool.Schedule(7, bounded);
        var endless = new SelfRequeuing(pool, key: -3, times: int.MaxValue); // still re-queuing when the shutdown comes
        pool.Schedule(-3, endless);
        SpinUntil(() => bounded.Runs == 20_000 && endless.Runs > 100, "both items under way", () => bounded.Runs + endless.Runs);
        AffinePoolShutdown result;
        if (drain)
        {
            var shutdown = pool.ShutdownAsync(drain: true);
            var atShutdown = endless.Runs;
            SpinUntil(() => endless.Runs > atShutdown + 1000, "re-queuing from inside while the pool drains", () => endless.Runs);
            Assert.False(shutdown.IsCompleted); // the item is in flight all along: no close under it
            endless.Stop = true;
            result = await Bounded(shutdown, "draining shutdown");
            Assert.Equal(0, result.Dropped);
        }
        else
        {
            result = await Bounded(pool.ShutdownAsync(drain: false), "discarding shutdown");
            Assert.Equal(1, result.Dropped); // its one copy in flight: queued and dropped, or dropped on arrival
        }
        Assert.Equal(0, result.Faults); // no Schedule from inside was refused
        Assert.Equal(20_000 + endless.Runs, result.Executed);
        Assert.Null(bounded.Violation);
        Assert.Null(endless.Violation);
    });

    [Fact]
    public Task Await_in_an_item_resumes_on_the_same_worker() => Guarded(async () =>
    {
        var pool = new AffinePool(3, pin: false);
        for (var k = 0; k < 3; k++)
        {
            var worker = k;
            var done = new TaskCompletionSource<string?>(TaskCreationOptions.RunContinuationsAsynchronously);
            pool.Schedule(worker, async () =>
            {
                try
                {
                    var thread = Environment.CurrentManagedThreadId;
                    string? Check(string where) =>
                        AffinePool.CurrentWorker != worker || Environment.CurrentManagedThreadId != thread
                        || !ReferenceEquals(SynchronizationContext.Current, pool.ContextOf(worker))
                            ? $"after {where}: worker {AffinePool.CurrentWorker}, thread {Environment.CurrentManagedThreadId} (started on {worker}, {thread})"
                            : null;
                    await Task.Yield();
                    var afterYield = Check("Task.Yield");
                    await Task.Delay(1);
                    var afterDelay = Check("Task.Delay(1)");
                    await Task.Run(() => Thread.Sleep(1)); // completes on a .NET pool thread
                    done.SetResult(afterYield ?? afterDelay ?? Check("Task.Run"));
                }
                catch (Exception e)
                {
                    done.SetException(e);
                }
            });
            Assert.Null(await Bounded(done.Task, $"async item on worker {k}"));
        }
        var result = await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Equal(0, result.Faults);
        Assert.Equal(3 * 4, result.Executed); // each item, then one posted continuation per await
    });

    [Fact]
    public Task Tasks_on_a_worker_TaskScheduler_and_their_continuations_run_on_that_worker() => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false);
        for (var k = 0; k < 2; k++)
        {
            var scheduler = pool.TaskSchedulerOf(k);
            var worker = k;
            Assert.Equal(k, await Bounded(Task.Factory.StartNew(() => AffinePool.CurrentWorker, CancellationToken.None,
                TaskCreationOptions.None, scheduler), "task on the worker's scheduler"));
            Assert.Equal(k, await Bounded(Task.Delay(1).ContinueWith(_ => AffinePool.CurrentWorker, CancellationToken.None,
                TaskContinuationOptions.None, scheduler), "continuation on the worker's scheduler"));
            // no SynchronizationContext: await captures TaskScheduler.Current, which is the worker's scheduler
            var afterAwait = await Bounded(Task.Factory.StartNew(async () =>
            {
                SynchronizationContext.SetSynchronizationContext(null);
                var inside = TaskScheduler.Current == scheduler;
                await Task.Delay(1);
                return (inside, AffinePool.CurrentWorker, TaskScheduler.Current == scheduler);
            }, CancellationToken.None, TaskCreationOptions.None, scheduler).Unwrap(), "async task on the worker's scheduler");
            Assert.Equal((true, worker, true), afterAwait);
            // the worker re-installed its context after the task that cleared it
            Assert.Same(pool.ContextOf(k), await Bounded(Items.RunOn(pool, k, () => SynchronizationContext.Current), "context back"));
            // inlining happens on the worker only: waiting on a task from the worker itself runs it there
            var nested = await Bounded(Items.RunOn(pool, k, () =>
            {
                var inner = new Task<int>(() => AffinePool.CurrentWorker);
                inner.Start(scheduler);
                return inner.Result; // the worker is busy here: only inlining can finish it
            }), "inlined task");
            Assert.Equal(k, nested);
        }
        Assert.Equal(1, pool.TaskSchedulerOf(0).MaximumConcurrencyLevel);
        var result = await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Equal(0, result.Faults);
    });

    [Fact]
    public Task Send_runs_on_the_worker_inline_there_and_rethrows_to_the_caller() => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false);
        var context = pool.ContextOf(1);
        var ranOn = -2;
        context.Send(_ => ranOn = AffinePool.CurrentWorker, null); // from the test thread: posted, waited for
        Assert.Equal(1, ranOn);
        var failure = new FormatException("in Send");
        Assert.Same(failure, Assert.Throws<FormatException>(() => context.Send(_ => throw failure, null)));
        var inline = await Bounded(Items.RunOn(pool, 1, () =>
        {
            var order = new List<string>();
            context.Send(_ => order.Add($"send on {Environment.CurrentManagedThreadId}"), null);
            order.Add($"after on {Environment.CurrentManagedThreadId}");
            return order;
        }), "Send from the worker itself");
        Assert.Equal(2, inline.Count);
        Assert.Equal(inline[0]["send on ".Length..], inline[1]["after on ".Length..]);
        Assert.Same(context, context.CreateCopy());
        var result = await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Equal(0, result.Faults); // a Send's exception is the caller's, not a pool fault
    });

    [Fact]
    public Task A_throwing_item_is_reported_and_its_worker_goes_on() => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false);
        var raised = new List<AffinePoolFault>();
        pool.Faulted += f =>
        {
            lock (raised)
            {
                raised.Add(f);
            }
        };
        var thrower = new Items.Throwing("item fault");
        var after = new Items.Counting();
        pool.Schedule(1, thrower);
        pool.Schedule(1, after);
        SpinUntil(() => after.Count == 1, "the item after the thrower ran");
        var fault = Assert.Single(pool.Faults);
        Assert.Equal(1, fault.Worker);
        Assert.Same(thrower.Failure, fault.Exception);
        Assert.False(fault.InFaultedHandler);
        lock (raised)
        {
            Assert.Equal(fault, Assert.Single(raised));
        }

        // an async void item's exception comes back through the worker's context: a fault too
        var asyncFailure = new TimeoutException("async void fault");
        pool.Schedule(0, async () =>
        {
            await Task.Yield();
            throw asyncFailure;
        });
        SpinUntil(() => pool.FaultCount == 2, "the async void fault");
        Assert.Equal(0, pool.Faults[1].Worker);
        Assert.Same(asyncFailure, pool.Faults[1].Exception);

        // a Faulted handler that throws is recorded and not raised again; the worker still goes on
        var handlerFailure = new NotSupportedException("handler fault");
        pool.Faulted += _ => throw handlerFailure;
        pool.Schedule(1, new Items.Throwing("second item fault"));
        pool.Schedule(1, after);
        SpinUntil(() => after.Count == 2, "the item after the second thrower ran");
        Assert.Equal(4, pool.FaultCount);
        Assert.True(pool.Faults[3].InFaultedHandler);
        Assert.Same(handlerFailure, pool.Faults[3].Exception);
        var result = await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Equal(4, result.Faults);
        // throwers count as executed: thrower, after, the async void item, its continuation, the rethrow it posted,
        // the second thrower, after
        Assert.Equal(7, result.Executed);
    });

    [Fact]
    public Task Pinning_reports_a_cpu_per_worker_or_why_not() => Guarded(async () =>
    {
        var allowed = ThreadAffinity.AllowedCpus();
        var workers = allowed.HasValue ? allowed.Value.Count + 1 : 3; // one more than the CPUs: worker N wraps around
        var pool = new AffinePool(workers, pin: true);
        Assert.Equal(workers, pool.Pinning.Count);
        var pinsHere = PinsOnAFreshThread();
        for (var i = 0; i < workers; i++)
        {
            var pin = pool.Pinning[i];
            output.WriteLine(pin.ToString());
            Assert.Equal(i, pin.Worker);
            if (pin.IsPinned)
            {
                Assert.Null(pin.Reason);
                Assert.Equal(allowed.Value[i % allowed.Value.Count], pin.Cpu);
                var (cpu, mask) = await Bounded(Items.RunOn(pool, i, () => (ThreadAffinity.CurrentCpu(), ThreadAffinity.AllowedCpus())), "cpu of a pinned worker");
                Assert.Equal(pin.Cpu, cpu.Value);
                Assert.Equal([pin.Cpu!.Value], mask.Value);
            }
            else
            {
                Assert.False(string.IsNullOrWhiteSpace(pin.Reason));
                Assert.False(OperatingSystem.IsLinux() && pinsHere, $"Linux pins a fresh thread here, yet {pin}");
            }
        }
        await Bounded(pool.ShutdownAsync(), "shutdown");

        var unpinned = new AffinePool(2, pin: false);
        Assert.All(unpinned.Pinning, p =>
        {
            Assert.False(p.IsPinned);
            Assert.Contains("pin: false", p.Reason, StringComparison.Ordinal);
        });
        await Bounded(unpinned.ShutdownAsync(), "shutdown");
    });

    private static bool PinsOnAFreshThread()
    {
        var pins = false;
        var thread = new Thread(() =>
        {
            if (ThreadAffinity.AllowedCpus() is { HasValue: true } cpus && ThreadAffinity.Pin(cpus.Value[0]) is { HasValue: true } scope)
            {
                pins = true;
                scope.Value.Dispose();
            }
        });
        thread.Start();
        thread.Join();
        return pins;
    }

    [Fact]
    public Task A_draining_shutdown_runs_what_items_schedule_and_refuses_outside_schedules() => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false);
        using var gate = new ManualResetEventSlim();
        using var atGate = new ManualResetEventSlim();
        var chain = 0;
        const int chainLength = 50;
        void Link(int n)
        {
            Interlocked.Increment(ref chain);
            if (n < chainLength)
            {
                pool.Schedule(n, () => Link(n + 1)); // from inside: accepted while draining, alternating workers
            }
        }
        pool.Schedule(0, () =>
        {
            atGate.Set();
            gate.Wait(Hang);
            Link(1);
        });
        var queuedBehind = new Items.Counting();
        pool.Schedule(0, queuedBehind); // accepted before the shutdown: runs
        Assert.True(atGate.Wait(Hang));
        var shutdown = pool.ShutdownAsync(drain: true);
        Assert.Same(shutdown, pool.ShutdownAsync(drain: false)); // the first call decided
        var refused = Assert.Throws<InvalidOperationException>(() => pool.Schedule(1, new Items.Counting()));
        Assert.Contains("draining", refused.Message, StringComparison.Ordinal);
        // a continuation posted from outside while the pool drains belongs to work in flight: accepted
        var posted = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        pool.ContextOf(1).Post(_ => posted.SetResult(AffinePool.CurrentWorker), null);
        Assert.False(shutdown.IsCompleted);
        gate.Set();
        var result = await Bounded(shutdown, "draining shutdown");
        Assert.Equal(1, await Bounded(posted.Task, "the posted continuation"));
        Assert.Equal(chainLength, chain);
        Assert.Equal(1, queuedBehind.Count);
        Assert.Equal(new AffinePoolShutdown(1 + chainLength - 1 + 1 + 1, 0, 0), result); // gate item, links, queued, posted
        Assert.True(pool.IsClosed);
        Assert.Equal(0, pool.InFlight);
        Assert.Contains("shut down", Assert.Throws<InvalidOperationException>(() => pool.Schedule(0, new Items.Counting())).Message,
            StringComparison.Ordinal);
    });

    [Fact]
    public Task A_discarding_shutdown_finishes_the_item_in_hand_and_counts_the_rest() => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false);
        using var gate = new ManualResetEventSlim();
        using var atGate = new ManualResetEventSlim();
        var child = new Items.Counting();
        pool.Schedule(0, () =>
        {
            atGate.Set();
            gate.Wait(Hang);
            pool.Schedule(1, child); // after the close, from inside: dropped on arrival, no exception
        });
        var behind = new Items.Counting();
        for (var i = 0; i < 100; i++)
        {
            pool.Schedule(0, behind);
        }
        Assert.True(atGate.Wait(Hang));
        Exception? sendFailure = null;
        var sender = new Thread(() => sendFailure = Record.Exception(() => pool.ContextOf(0).Send(_ => { }, null)));
        sender.Start();
        SpinUntil(() => pool.InFlight == 1 + 100 + 1, "the Send queued behind the gate");
        var shutdown = pool.ShutdownAsync(drain: false);
        gate.Set();
        var result = await Bounded(shutdown, "discarding shutdown");
        Assert.True(sender.Join(Hang));
        Assert.Equal(new AffinePoolShutdown(1, 102, 0), result); // the item in hand; 100 items, the Send, the child dropped
        Assert.Equal(0, behind.Count);
        Assert.Equal(0, child.Count);
        Assert.Contains("discarding", Assert.IsType<InvalidOperationException>(sendFailure).Message, StringComparison.Ordinal);
    });

    [Fact]
    public Task After_shutdown_continuations_are_rerouted_and_Schedule_and_Send_throw() => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false);
        await pool.DisposeAsync();
        Assert.Throws<InvalidOperationException>(() => pool.Schedule(0, new Items.Counting()));
        Assert.Throws<InvalidOperationException>(() => pool.Schedule(0, () => { }));
        Assert.Throws<InvalidOperationException>(() => pool.ContextOf(0).Send(_ => { }, null));
        var posted = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
        pool.ContextOf(0).Post(_ => posted.SetResult(AffinePool.CurrentWorker), null);
        Assert.Equal(-1, await Bounded(posted.Task, "a rerouted Post")); // ran on the .NET thread pool
        Assert.Equal(-1, await Bounded(Task.Factory.StartNew(() => AffinePool.CurrentWorker, CancellationToken.None,
            TaskCreationOptions.None, pool.TaskSchedulerOf(1)), "a rerouted task"));
        Assert.Equal(2, pool.Rerouted);
        var again = await Bounded(pool.ShutdownAsync(drain: false), "a second shutdown");
        Assert.Equal(new AffinePoolShutdown(0, 0, 0), again); // the first call's result: rerouted work is not counted
    });

    [Fact]
    public Task A_shutdown_requested_from_an_item_drains_around_it() => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false);
        var shutdown = new TaskCompletionSource<Task<AffinePoolShutdown>>(TaskCreationOptions.RunContinuationsAsynchronously);
        var later = new Items.Counting();
        pool.Schedule(0, () =>
        {
            var task = pool.ShutdownAsync(drain: true);
            pool.Schedule(1, later); // from inside: still accepted
            pool.Schedule(0, later.Execute);
            shutdown.SetResult(task);
        });
        var result = await Bounded(await Bounded(shutdown.Task, "the item"), "shutdown requested from inside");
        Assert.Equal(new AffinePoolShutdown(3, 0, 0), result);
    });

    [Fact]
    public Task Schedule_of_a_work_item_allocates_nothing_in_steady_state() => Guarded(async () =>
    {
        const int perRound = 100_000;
        const int window = 512; // outstanding items per worker stay below the node pool (1024)
        var pool = new AffinePool(2, pin: false);
        var items = new[] { new Items.Counting(), new Items.Counting() };
        long scheduled = 0;
        long Round()
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < perRound; i++)
            {
                pool.Schedule(i & 1, items[i & 1]);
                scheduled++;
                if ((i & (window - 1)) == window - 1)
                {
                    WaitFor(scheduled); // no closure, no allocation: let the workers catch up (and park now and then)
                    if ((i & 8191) == 8191)
                    {
                        Thread.Sleep(1);
                    }
                }
            }
            var scheduling = GC.GetAllocatedBytesForCurrentThread() - before;
            WaitFor(scheduled);
            return scheduling;
        }
        void WaitFor(long target)
        {
            var deadline = Stopwatch.GetTimestamp() + Stopwatch.Frequency * 15;
            var spinner = new SpinWait();
            while (items[0].Count + items[1].Count < target)
            {
                if (Stopwatch.GetTimestamp() > deadline)
                {
                    Assert.Fail($"the workers did not catch up ({items[0].Count + items[1].Count} of {target}): lost wake-up?");
                }
                spinner.SpinOnce();
            }
        }
        Round(); // warm-up: tiering, lock inflation in the parkers
        Round();
        long worst = 0;
        for (var r = 0; r < 3; r++)
        {
            worst = Math.Max(worst, Round());
        }
        output.WriteLine($"scheduling thread: {worst} B over {perRound} Schedule calls (worst of 3 rounds)");
        Assert.Equal(0, worst);
        var result = await Bounded(pool.ShutdownAsync(), "shutdown");
        Assert.Equal(new AffinePoolShutdown(scheduled, 0, 0), result);
    });
}
