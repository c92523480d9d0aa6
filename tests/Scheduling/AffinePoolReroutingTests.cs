using PerfBuf.Runtime.Scheduling;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Scheduling;

/// <summary>
/// What a worker's TaskScheduler and SynchronizationContext promise after the pool closed: the tasks and posts they
/// reroute to the .NET thread pool still run one at a time per worker (MaximumConcurrencyLevel = 1), in the order they
/// were queued, and never beside the item the worker still had in hand when a discarding shutdown closed the pool.
/// Overlap is detected deterministically: the first task waits (bounded) for any other task of its worker to start.
/// </summary>
[Collection(nameof(AffinePoolCollection))]
public sealed class AffinePoolReroutingTests
{
    /// <summary>Counts the tasks of one worker key inside their body at once; records the worst overlap and the order.</summary>
    private sealed class OverlapProbe
    {
        private int _inside;
        public int Worst;
        public readonly List<int> Order = [];
        public readonly ManualResetEventSlim AnotherStarted = new();

        public void Run(int id, TimeSpan waitForAnother)
        {
            var inside = Interlocked.Increment(ref _inside);
            if (inside > 1)
            {
                AnotherStarted.Set();
            }
            InterlockedMax(ref Worst, inside);
            lock (Order)
            {
                Order.Add(id);
            }
            if (waitForAnother > TimeSpan.Zero)
            {
                AnotherStarted.Wait(waitForAnother); // overlap, if the scheduler allows it, shows up here
            }
            Interlocked.Decrement(ref _inside);
        }

        private static void InterlockedMax(ref int target, int value)
        {
            int seen;
            while ((seen = Volatile.Read(ref target)) < value && Interlocked.CompareExchange(ref target, value, seen) != seen)
            {
            }
        }
    }

    [Fact]
    public Task Rerouted_tasks_and_posts_of_one_worker_never_overlap_and_keep_their_order() => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false, name: "rerouting");
        await Bounded(pool.ShutdownAsync(), "shutdown");
        var probe = new OverlapProbe();
        var scheduler = pool.TaskSchedulerOf(0);
        var context = pool.ContextOf(0);
        var done = new List<Task>();
        for (var i = 0; i < 24; i++)
        {
            var id = i;
            var wait = id == 0 ? TimeSpan.FromSeconds(1) : TimeSpan.Zero;
            if (id % 3 == 2)
            {
                var posted = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
                context.Post(_ =>
                {
                    probe.Run(id, wait);
                    posted.SetResult();
                }, null);
                done.Add(posted.Task);
            }
            else
            {
                done.Add(Task.Factory.StartNew(() => probe.Run(id, wait), CancellationToken.None, TaskCreationOptions.None,
                    scheduler));
            }
        }
        await Bounded(Task.WhenAll(done), "every rerouted task and post");
        Assert.Equal(1, probe.Worst);
        Assert.Equal(Enumerable.Range(0, 24), probe.Order);
        Assert.Equal(24, pool.Rerouted);
        Assert.Equal(1, scheduler.MaximumConcurrencyLevel);
    });

    [Fact]
    public Task A_task_rerouted_by_a_discarding_shutdown_waits_for_the_task_its_worker_has_in_hand() => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false, name: "rerouting-in-hand");
        var probe = new OverlapProbe();
        var scheduler = pool.TaskSchedulerOf(1);
        using var inHand = new ManualResetEventSlim();
        var first = Task.Factory.StartNew(() =>
        {
            inHand.Set();
            probe.Run(0, TimeSpan.FromSeconds(1));
        }, CancellationToken.None, TaskCreationOptions.None, scheduler);
        Assert.True(inHand.Wait(Hang));
        var shutdown = pool.ShutdownAsync(drain: false); // closes now; the worker finishes the task in hand
        var second = Task.Factory.StartNew(() => probe.Run(1, TimeSpan.Zero), CancellationToken.None,
            TaskCreationOptions.None, scheduler); // rerouted
        await Bounded(Task.WhenAll(first, second), "both tasks");
        Assert.Equal(1, probe.Worst);
        Assert.Equal([0, 1], probe.Order);
        Assert.Equal(new AffinePoolShutdown(1, 0, 0), await Bounded(shutdown, "shutdown"));
        Assert.Equal(1, pool.Rerouted);
    });

    [Fact]
    public Task Executed_plus_dropped_equals_the_calls_that_neither_threw_nor_were_rerouted() => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false, name: "accounting");
        long calls = 0, threw = 0;
        void Call(Action schedule)
        {
            Interlocked.Increment(ref calls);
            try
            {
                schedule();
            }
            catch (InvalidOperationException)
            {
                Interlocked.Increment(ref threw);
            }
        }
        var item = new Items.Counting();
        using var gate = new ManualResetEventSlim();
        using var atGate = new ManualResetEventSlim();
        Call(() => pool.Schedule(0, () =>
        {
            atGate.Set();
            gate.Wait(Hang);
            Call(() => pool.Schedule(1, item)); // from inside, after a discarding close: dropped on arrival
        }));
        Assert.True(atGate.Wait(Hang));
        for (var i = 0; i < 10; i++)
        {
            Call(() => pool.Schedule(0, item));                   // queued behind the gate: dropped
            Call(() => pool.ContextOf(1).Post(_ => { }, null));   // executed (worker 1 is free)
        }
        SpinUntil(() => pool.Executed == 10, "the posts on worker 1");
        var shutdown = pool.ShutdownAsync(drain: false);
        Call(() => pool.Schedule(1, item));                       // refused: throws
        Call(() => pool.ContextOf(1).Post(_ => { }, null));       // rerouted
        gate.Set();
        var result = await Bounded(shutdown, "shutdown");
        Assert.Equal(1, threw);
        Assert.Equal(1, pool.Rerouted);
        Assert.Equal(calls - threw - pool.Rerouted, result.Executed + result.Dropped);
        Assert.Equal(new AffinePoolShutdown(11, 11, 0), result);
    });
}
