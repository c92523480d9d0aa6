using System.Diagnostics;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using Xunit.Abstractions;
using Actor = PerfBuf.Mailboxes.Actors.BoundedThreadedActor<long, PerfBuf.Tests.Actors.RecorderHandler>;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// What a bounded actor's handler saw: count, per-producer order (message = producer id &lt;&lt; 40 | sequence; gaps
/// allowed when drops are expected), an optional semaphore each message waits on, an optional throw on message k.
/// Touched by the actor thread only, except the published counters.
/// </summary>
internal sealed class Recorder(int producers)
{
    private readonly long[] _next = new long[producers];
    private readonly long[] _count = new long[producers];
    private long _handled;

    /// <summary>True: sequences must only increase (dropped messages leave gaps). False: no gap either.</summary>
    public bool AllowGaps { get; init; }

    /// <summary>Every message waits for one release of this semaphore before it is recorded.</summary>
    public SemaphoreSlim? Gate { get; init; }

    public long ThrowAt { get; init; } = -1;

    /// <summary>Spin iterations per message: a slower handler keeps the mailbox full, so producers wait.</summary>
    public int SpinPerMessage { get; init; }

    public volatile string? Violation;

    public long Handled => Volatile.Read(ref _handled);

    public long CountOf(int producer) => Volatile.Read(ref _count[producer]);

    public long NextOf(int producer) => Volatile.Read(ref _next[producer]);

    public static long Encode(int producer, long sequence) => ((long)producer << 40) | sequence;

    public void Accept(long message)
    {
        if (Gate is { } gate && !gate.Wait(TimeSpan.FromSeconds(20)))
        {
            Violation ??= "gate never opened";
        }
        if (SpinPerMessage > 0)
        {
            Thread.SpinWait(SpinPerMessage);
        }
        var n = _handled + 1;
        Volatile.Write(ref _handled, n);
        if (n == ThrowAt)
        {
            throw new HandlerBoom(n);
        }
        var producer = (int)(message >> 40);
        var sequence = message & ((1L << 40) - 1);
        var inOrder = AllowGaps ? sequence >= _next[producer] : sequence == _next[producer];
        if (!inOrder)
        {
            Violation ??= $"producer {producer}: got {sequence}, expected {(AllowGaps ? ">= " : "")}{_next[producer]} (loss, duplicate or reorder)";
        }
        Volatile.Write(ref _next[producer], sequence + 1);
        Volatile.Write(ref _count[producer], _count[producer] + 1);
    }
}

internal struct RecorderHandler(Recorder recorder) : IHandler<long>
{
    public readonly void Handle(in long item) => recorder.Accept(item);
}

/// <summary>
/// BoundedThreadedActor: order under blocking, producer release when room frees (sync and async), the three
/// policies' accounting, cancellation, stop and fault releasing waiting producers, stop accounting, zero allocation
/// per async wait, lost wake-up races in both directions. Every wait is bounded: a producer that is never woken
/// fails the test. Shares ActorTests' collection (no parallel run: process-wide allocation counter, cores).
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class BoundedThreadedActorTests(ITestOutputHelper output)
{
    private const int Open = 1_000_000; // semaphore releases that open a gate for good

    public enum Mode
    {
        Sync,
        Async,
    }

    private static Actor StartActor(Recorder recorder, int capacity, BackpressurePolicy policy = BackpressurePolicy.Block,
        int maxBatch = Actor.DefaultMaxBatch, int spins = Actor.DefaultProducerSpinLimit,
        int yields = Actor.DefaultProducerYieldLimit) =>
        Actor.Start(new RecorderHandler(recorder), capacity, policy, $"test-bounded-{policy}", maxBatch, spins, yields);

    /// <summary>
    /// Starts producers (even ids post synchronously on their own thread when <paramref name="mixed"/>, odd ids
    /// await PostAsync; all synchronous otherwise). Each posts sequences 0, 1, … while <paramref name="keepGoing"/>
    /// says so; accepted[p] is how many Post/PostAsync calls of producer p were accepted.
    /// </summary>
    private static (Task[] Producers, long[] Accepted) StartProducers(Actor actor, int producers,
        Func<long, bool> keepGoing, bool mixed, bool tolerateRefusal = false)
    {
        var accepted = new long[producers];
        var tasks = new Task[producers];
        for (var p = 0; p < producers; p++)
        {
            var id = p;
            if (mixed && id % 2 == 1)
            {
                tasks[p] = Task.Run(async () =>
                {
                    for (long s = 0; keepGoing(s); s++)
                    {
                        try
                        {
                            await actor.PostAsync(Recorder.Encode(id, s));
                        }
                        catch (InvalidOperationException) when (tolerateRefusal)
                        {
                            break;
                        }
                        Volatile.Write(ref accepted[id], s + 1);
                    }
                });
            }
            else
            {
                tasks[p] = Task.Factory.StartNew(() =>
                {
                    for (long s = 0; keepGoing(s); s++)
                    {
                        try
                        {
                            Assert.Equal(PostStatus.Ok, actor.Post(Recorder.Encode(id, s)));
                        }
                        catch (InvalidOperationException) when (tolerateRefusal)
                        {
                            break;
                        }
                        Volatile.Write(ref accepted[id], s + 1);
                    }
                }, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default);
            }
        }
        return (tasks, accepted);
    }

    private void Report(Actor actor, string what) =>
        output.WriteLine($"{what}: producer waits {actor.ProducerWaits}, " +
            $"wait time {actor.ProducerWaitTicks * 1000.0 / Stopwatch.Frequency:F1} ms, producer parks {actor.ProducerParks}, actor parks {actor.Parks}");

    [Fact]
    public Task Block_keeps_per_producer_order_with_four_producers_on_capacity_4() => Guarded(async () =>
    {
        const int producers = 4;
        const long each = 5_000; // a full ring nearly all the time: thousands of park/wake cycles
        var recorder = new Recorder(producers);
        var actor = StartActor(recorder, capacity: 4);
        var (tasks, _) = StartProducers(actor, producers, s => s < each, mixed: false);
        await Bounded(Task.WhenAll(tasks), "producers", () => recorder.Handled);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop", () => recorder.Handled));
        Assert.Null(recorder.Violation);
        Assert.Equal(producers * each, recorder.Handled);
        for (var p = 0; p < producers; p++)
        {
            Assert.Equal(each, recorder.NextOf(p));
        }
        Report(actor, "block, 4 x 5000, capacity 4");
    });

    [Fact]
    public Task Blocked_producer_parks_and_is_released_when_a_slot_frees() => Guarded(async () =>
    {
        using var gate = new SemaphoreSlim(0);
        var recorder = new Recorder(1) { Gate = gate };
        var actor = StartActor(recorder, capacity: 4, maxBatch: 1); // one message per batch: a wake-up per slot
        for (long i = 0; i < 4; i++)
        {
            Assert.Equal(PostStatus.Ok, actor.Post(Recorder.Encode(0, i))); // message 0 waits in the handler
        }
        Assert.Equal(PostStatus.Full, actor.TryPost(Recorder.Encode(0, 99)));
        var blocked = Task.Factory.StartNew(() => actor.Post(Recorder.Encode(0, 4)), CancellationToken.None,
            TaskCreationOptions.LongRunning, TaskScheduler.Default);
        SpinUntil(() => actor.BlockedProducers == 1 && actor.ProducerParks > 0, "producer parked");
        Assert.False(blocked.IsCompleted);
        gate.Release(1); // message 0 handled: exactly one slot frees
        Assert.Equal(PostStatus.Ok, await Bounded(blocked, "blocked Post after a slot freed"));
        Assert.Equal(0, actor.BlockedProducers);
        Assert.Equal(1, actor.ProducerWaits);
        Assert.True(actor.ProducerWaitTicks > 0);
        gate.Release(Open);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(recorder.Violation);
        Assert.Equal(5, recorder.Handled);
    });

    [Fact]
    public Task FailFast_returns_full_and_loses_none_of_the_accepted() => Guarded(async () =>
    {
        using var gate = new SemaphoreSlim(0);
        var recorder = new Recorder(1) { Gate = gate };
        var actor = StartActor(recorder, capacity: 4, BackpressurePolicy.FailFast);
        long next = 0;
        for (var i = 0; i < 10; i++)
        {
            var status = actor.Post(Recorder.Encode(0, next));
            Assert.Equal(i < 4 ? PostStatus.Ok : PostStatus.Full, status);
            if (status == PostStatus.Ok)
            {
                next++;
            }
        }
        Assert.Equal(PostStatus.Full, actor.TryPost(Recorder.Encode(0, next)));
        Assert.Equal(0, actor.Dropped);
        Assert.Equal(0, actor.ProducerWaits);
        gate.Release(Open);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Equal(4, recorder.Handled);
        Assert.Null(recorder.Violation);

        // four producers: a Full message is retried with the same sequence, so the handler must see 0, 1, 2, …
        const int producers = 4;
        const int attempts = 20_000;
        var recorder2 = new Recorder(producers);
        var actor2 = StartActor(recorder2, capacity: 4, BackpressurePolicy.FailFast);
        var accepted = new long[producers];
        var full = new long[producers];
        var tasks = Enumerable.Range(0, producers).Select(id => Task.Factory.StartNew(() =>
        {
            for (var a = 0; a < attempts; a++)
            {
                var status = actor2.Post(Recorder.Encode(id, accepted[id]));
                if (status == PostStatus.Ok)
                {
                    accepted[id]++;
                }
                else
                {
                    Assert.Equal(PostStatus.Full, status);
                    full[id]++;
                }
                if ((a & 63) == 0)
                {
                    Thread.Yield(); // let the actor in, so accepted and refused posts interleave
                }
            }
        }, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default)).ToArray();
        await Bounded(Task.WhenAll(tasks), "fail-fast producers", () => recorder2.Handled);
        Assert.Equal(0, await Bounded(actor2.StopAsync(drain: true), "draining stop"));
        Assert.Null(recorder2.Violation);
        Assert.Equal(accepted.Sum(), recorder2.Handled);
        for (var p = 0; p < producers; p++)
        {
            Assert.Equal(accepted[p], recorder2.NextOf(p));
        }
        Assert.Equal(0, actor2.Dropped);
        output.WriteLine($"fail-fast: accepted {accepted.Sum()}, full {full.Sum()}");
    });

    [Fact]
    public Task DropNewest_counts_every_drop_exactly() => Guarded(async () =>
    {
        using var gate = new SemaphoreSlim(0);
        var recorder = new Recorder(1) { Gate = gate, AllowGaps = true };
        var actor = StartActor(recorder, capacity: 4, BackpressurePolicy.DropNewest);
        for (long i = 0; i < 10; i++)
        {
            Assert.Equal(i < 4 ? PostStatus.Ok : PostStatus.Dropped, actor.Post(Recorder.Encode(0, i)));
        }
        Assert.Equal(PostStatus.Dropped, actor.TryPost(Recorder.Encode(0, 10)));
        Assert.Equal(7, actor.Dropped);
        gate.Release(Open);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Equal(4, recorder.Handled);
        Assert.Null(recorder.Violation);

        const int producers = 4;
        const long each = 20_000;
        var recorder2 = new Recorder(producers) { AllowGaps = true };
        var actor2 = StartActor(recorder2, capacity: 4, BackpressurePolicy.DropNewest);
        var accepted = new long[producers];
        var dropped = new long[producers];
        var tasks = Enumerable.Range(0, producers).Select(id => Task.Factory.StartNew(() =>
        {
            for (long s = 0; s < each; s++)
            {
                var status = actor2.Post(Recorder.Encode(id, s));
                if (status == PostStatus.Ok)
                {
                    accepted[id]++;
                }
                else
                {
                    Assert.Equal(PostStatus.Dropped, status);
                    dropped[id]++;
                }
                if ((s & 63) == 0)
                {
                    Thread.Yield(); // let the actor in, so accepted and dropped posts interleave
                }
            }
        }, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default)).ToArray();
        await Bounded(Task.WhenAll(tasks), "drop-newest producers", () => recorder2.Handled);
        Assert.Equal(0, await Bounded(actor2.StopAsync(drain: true), "draining stop"));
        Assert.Null(recorder2.Violation);
        for (var p = 0; p < producers; p++)
        {
            Assert.Equal(each, accepted[p] + dropped[p]);
            Assert.Equal(accepted[p], recorder2.CountOf(p)); // the handler saw exactly the accepted ones
        }
        Assert.Equal(dropped.Sum(), actor2.Dropped);
        Assert.Equal(accepted.Sum(), recorder2.Handled);
        Assert.Equal(0, actor2.ProducerWaits);
        output.WriteLine($"drop-newest: accepted {accepted.Sum()}, dropped {actor2.Dropped}");
    });

    [Fact]
    public Task PostAsync_completes_synchronously_with_room_and_waits_when_full() => Guarded(async () =>
    {
        using var gate = new SemaphoreSlim(0);
        var recorder = new Recorder(1) { Gate = gate };
        var actor = StartActor(recorder, capacity: 4, maxBatch: 1);
        for (long i = 0; i < 4; i++)
        {
            Assert.True(actor.PostAsync(Recorder.Encode(0, i)).IsCompletedSuccessfully);
        }
        var waiting = actor.PostAsync(Recorder.Encode(0, 4)).AsTask();
        Assert.False(waiting.IsCompleted);
        Assert.Equal(1, actor.BlockedProducers);
        gate.Release(1);
        await Bounded(waiting, "PostAsync after a slot freed");
        Assert.Equal(0, actor.BlockedProducers);
        Assert.Equal(1, actor.ProducerWaits);
        gate.Release(Open);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(recorder.Violation);
        Assert.Equal(5, recorder.Handled);
    });

    [Theory]
    [InlineData(BackpressurePolicy.FailFast)]
    [InlineData(BackpressurePolicy.DropNewest)]
    public Task PostAsync_waits_under_every_policy(BackpressurePolicy policy) => Guarded(async () =>
    {
        using var gate = new SemaphoreSlim(0);
        var recorder = new Recorder(1) { Gate = gate };
        var actor = StartActor(recorder, capacity: 2, policy);
        Assert.Equal(PostStatus.Ok, actor.Post(Recorder.Encode(0, 0)));
        Assert.Equal(PostStatus.Ok, actor.Post(Recorder.Encode(0, 1)));
        var waiting = actor.PostAsync(Recorder.Encode(0, 2)).AsTask();
        Assert.False(waiting.IsCompleted);
        gate.Release(Open);
        await Bounded(waiting, "PostAsync on a full mailbox");
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Equal(3, recorder.Handled);
        Assert.Equal(0, actor.Dropped);
        Assert.Null(recorder.Violation);
    });

    [Fact]
    public Task PostAsync_cancellation_completes_the_wait_and_posts_nothing() => Guarded(async () =>
    {
        using var gate = new SemaphoreSlim(0);
        var recorder = new Recorder(1) { Gate = gate };
        var actor = StartActor(recorder, capacity: 4);
        for (long i = 0; i < 4; i++)
        {
            await actor.PostAsync(Recorder.Encode(0, i));
        }
        using var cts = new CancellationTokenSource();
        var waiting = actor.PostAsync(Recorder.Encode(0, 100), cts.Token).AsTask();
        Assert.False(waiting.IsCompleted);
        Assert.Equal(1, actor.BlockedProducers);
        cts.Cancel();
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => waiting.WaitAsync(Hang));
        Assert.Equal(0, actor.BlockedProducers);
        Assert.Equal(1, actor.ProducerWaits);
        // already cancelled and no room: canceled at once
        await Assert.ThrowsAnyAsync<OperationCanceledException>(() => actor.PostAsync(Recorder.Encode(0, 101), cts.Token).AsTask());
        gate.Release(Open);
        await Bounded(actor.PostAsync(Recorder.Encode(0, 4)).AsTask(), "PostAsync after cancellation");
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(recorder.Violation); // 100 and 101 never arrived: 0..4 with no gap
        Assert.Equal(5, recorder.Handled);
    });

    [Fact]
    public Task PostAsync_cancellations_racing_wake_ups_account_for_every_message() => Guarded(async () =>
    {
        // each PostAsync is cancelled (half of them) right after the call, racing the actor's dispatch of the
        // waiter and its retry on the pool: every call must end exactly once, posted or cancelled, never both
        const int producers = 2;
        var recorder = new Recorder(producers) { AllowGaps = true, SpinPerMessage = 200 };
        var actor = StartActor(recorder, capacity: 2, maxBatch: 1);
        var accepted = new long[producers];
        var canceled = new long[producers];
        long anyCanceled = 0;
        var clock = Stopwatch.StartNew();
        var tasks = Enumerable.Range(0, producers).Select(id => Task.Run(async () =>
        {
            var random = new Random(11 + id);
            // 400 ms, and on until some wait has been cancelled: the race must have happened at least once
            for (long s = 0; clock.ElapsedMilliseconds < 400 || Volatile.Read(ref anyCanceled) == 0; s++)
            {
                using var cts = new CancellationTokenSource();
                var post = actor.PostAsync(Recorder.Encode(id, s), cts.Token);
                if (random.Next(2) == 0)
                {
                    cts.Cancel();
                }
                try
                {
                    await post;
                    accepted[id]++;
                }
                catch (OperationCanceledException)
                {
                    canceled[id]++;
                    Volatile.Write(ref anyCanceled, 1);
                }
            }
        })).ToArray();
        await Bounded(Task.WhenAll(tasks), "cancelling producers", () => recorder.Handled);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(recorder.Violation);
        for (var p = 0; p < producers; p++)
        {
            Assert.Equal(accepted[p], recorder.CountOf(p)); // a cancelled post never reached the handler
        }
        Assert.Equal(0, actor.BlockedProducers);
        Assert.True(canceled.Sum() > 0, "no wait was ever cancelled: the race was not exercised");
        output.WriteLine($"accepted {accepted.Sum()}, cancelled {canceled.Sum()}, waits {actor.ProducerWaits}");
    });

    [Fact]
    public Task Blocked_Post_allocates_nothing_in_steady_state() => Guarded(async () =>
    {
        const int perRound = 5_000;
        var recorder = new Recorder(1) { SpinPerMessage = 2_000 }; // a slow handler keeps the ring full, so posts park however quiet the machine
        var actor = StartActor(recorder, capacity: 2, maxBatch: 1, spins: 0, yields: 0); // every wait parks
        long next = 0;
        long Round()
        {
            var before = GC.GetAllocatedBytesForCurrentThread();
            for (var i = 0; i < perRound; i++, next++)
            {
                actor.Post(Recorder.Encode(0, next));
            }
            return GC.GetAllocatedBytesForCurrentThread() - before;
        }
        Round(); // warm-up: tiering, lock inflation
        Round();
        var parksBefore = actor.ProducerParks;
        var bytes = Round();
        var parks = actor.ProducerParks - parksBefore;
        output.WriteLine($"{bytes} B on the posting thread over {perRound} Posts, {parks} parks");
        Assert.True(parks > 100, $"only {parks} parks: the round did not measure blocking");
        Assert.Equal(0, bytes);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(recorder.Violation);
        Assert.Equal(next, recorder.Handled);
    });

    [Fact]
    public Task Stop_releases_waiting_sync_and_async_producers_even_with_a_stuck_handler() => Guarded(async () =>
    {
        using var gate = new SemaphoreSlim(0);
        var recorder = new Recorder(4) { Gate = gate };
        var actor = StartActor(recorder, capacity: 4);
        for (long i = 0; i < 4; i++)
        {
            actor.Post(Recorder.Encode(0, i));
        }
        var asyncWaiters = Enumerable.Range(1, 2).Select(p => actor.PostAsync(Recorder.Encode(p, 0)).AsTask()).ToArray();
        var syncWaiter = Task.Factory.StartNew(() => actor.Post(Recorder.Encode(3, 0)), CancellationToken.None,
            TaskCreationOptions.LongRunning, TaskScheduler.Default);
        SpinUntil(() => actor.BlockedProducers == 3, "three producers waiting");
        var stop = actor.StopAsync(drain: false); // the handler still waits at message 0
        foreach (var waiter in asyncWaiters.Append(syncWaiter))
        {
            await Assert.ThrowsAsync<InvalidOperationException>(() => waiter.WaitAsync(Hang));
        }
        Assert.Equal(0, actor.BlockedProducers);
        Assert.Equal(3, actor.ProducerWaits);
        gate.Release(Open);
        var undelivered = await Bounded(stop, "discarding stop");
        Assert.Equal(4, recorder.Handled + undelivered); // the batch in hand may finish
        Assert.Throws<InvalidOperationException>(() => actor.Post(0));
        Assert.Equal(PostStatus.Closed, actor.TryPost(0));
        await Assert.ThrowsAsync<InvalidOperationException>(() => actor.PostAsync(0).AsTask());
        Assert.Null(recorder.Violation);
    });

    [Fact]
    public Task Handler_fault_faults_completion_and_releases_blocked_producers() => Guarded(async () =>
    {
        using var gate = new SemaphoreSlim(0);
        var recorder = new Recorder(3) { Gate = gate, ThrowAt = 2 };
        var actor = StartActor(recorder, capacity: 4);
        for (long i = 0; i < 4; i++)
        {
            actor.Post(Recorder.Encode(0, i));
        }
        var asyncWaiter = actor.PostAsync(Recorder.Encode(1, 0)).AsTask();
        var syncWaiter = Task.Factory.StartNew(() => actor.Post(Recorder.Encode(2, 0)), CancellationToken.None,
            TaskCreationOptions.LongRunning, TaskScheduler.Default);
        SpinUntil(() => actor.BlockedProducers == 2, "two producers waiting");
        gate.Release(Open); // message 0 handled; message 1 throws
        var fault = await Assert.ThrowsAsync<ActorFaultedException>(() => actor.Completion.WaitAsync(Hang));
        Assert.IsType<HandlerBoom>(fault.InnerException);
        // the two waiters may have got in when message 0 freed its slot, or been refused by the fault
        var waiters = new[] { asyncWaiter, syncWaiter };
        var acceptedWaiters = 0;
        foreach (var waiter in waiters)
        {
            try
            {
                await waiter.WaitAsync(Hang);
                acceptedWaiters++;
            }
            catch (InvalidOperationException)
            {
                // released by the fault
            }
        }
        Assert.Equal(4 + acceptedWaiters, recorder.Handled + fault.Undelivered);
        Assert.Equal(2, recorder.Handled);
        Assert.Equal(0, actor.BlockedProducers);
        Assert.Throws<InvalidOperationException>(() => actor.Post(0));
        Assert.Equal(PostStatus.Closed, actor.TryPost(0));
        await Assert.ThrowsAsync<ActorFaultedException>(() => actor.StopAsync(drain: true).WaitAsync(Hang));
        await actor.DisposeAsync(); // does not rethrow the fault
        output.WriteLine($"undelivered {fault.Undelivered}, waiters accepted {acceptedWaiters}");
    });

    [Fact]
    public Task Draining_stop_handles_everything_then_refuses_posts() => Guarded(async () =>
    {
        const int posted = 20_000;
        var recorder = new Recorder(1);
        var actor = StartActor(recorder, capacity: 16);
        for (long i = 0; i < posted; i++)
        {
            if ((i & 1) == 0)
            {
                actor.Post(Recorder.Encode(0, i));
            }
            else
            {
                await actor.PostAsync(Recorder.Encode(0, i));
            }
        }
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.True(actor.Completion.IsCompletedSuccessfully);
        Assert.Equal(posted, recorder.Handled);
        Assert.Null(recorder.Violation);
        Assert.Throws<InvalidOperationException>(() => actor.Post(0));
    });

    [Fact]
    public Task Discarding_stop_racing_producers_accounts_for_every_accepted_post() => Guarded(async () =>
    {
        const int producers = 4; // two blocking Posts, two PostAsync, on a small mailbox: many are waiting at the stop
        var recorder = new Recorder(producers);
        var actor = StartActor(recorder, capacity: 16);
        var (tasks, accepted) = StartProducers(actor, producers, _ => true, mixed: true, tolerateRefusal: true);
        SpinUntilEveryPosterAccepted(accepted, 100); // all four are posting when the stop comes
        var undelivered = await Bounded(actor.StopAsync(drain: false), "discarding stop");
        await Bounded(Task.WhenAll(tasks), "refused producers"); // every producer was released and refused
        Assert.Null(recorder.Violation);
        Assert.Equal(accepted.Sum(), recorder.Handled + undelivered);
        Assert.Equal(0, actor.BlockedProducers);
        output.WriteLine($"accepted {accepted.Sum()}, handled {recorder.Handled}, undelivered {undelivered}");
        Report(actor, "discarding stop race");
    });

    [Fact]
    public Task Oversubscribed_four_producers_50k_each_capacity_16_no_loss_no_duplicate() => Guarded(async () =>
    {
        const int producers = 4; // 2 blocking Post + 2 PostAsync on 2 cores with the actor thread: oversubscribed
        const long each = 50_000;
        var recorder = new Recorder(producers);
        var actor = StartActor(recorder, capacity: 16);
        var (tasks, accepted) = StartProducers(actor, producers, s => s < each, mixed: true);
        await Bounded(Task.WhenAll(tasks), "producers", () => recorder.Handled);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop", () => recorder.Handled));
        Assert.Null(recorder.Violation);
        for (var p = 0; p < producers; p++)
        {
            Assert.Equal(each, accepted[p]);
            Assert.Equal(each, recorder.NextOf(p)); // in-order checking: none lost, none twice
        }
        Assert.Equal(producers * each, recorder.Handled);
        Report(actor, "oversubscribed 4 x 50000, capacity 16");
    });

    [Theory]
    [InlineData(Mode.Sync, 1)]
    [InlineData(Mode.Sync, 3)]
    [InlineData(Mode.Async, 1)]
    [InlineData(Mode.Async, 3)]
    public Task Rapid_handoffs_never_lose_a_producer_wake_up(Mode mode, int producers) => Guarded(async () =>
    {
        // capacity 2, one message per batch, producers park at once (no spin, no yield): every message races a
        // producer's "full -> park/list" step against the actor's "freed a slot -> wake" step, and the actor often
        // runs dry and parks too. A lost wake-up leaves a producer asleep with an empty mailbox: a timeout.
        var recorder = new Recorder(producers);
        var actor = StartActor(recorder, capacity: 2, maxBatch: 1, spins: 0, yields: 0);
        var clock = Stopwatch.StartNew();
        // 500 ms, and on until the path under test has been taken: a producer waited (and, sync, parked)
        bool KeepGoing() => clock.ElapsedMilliseconds < 500 || actor.ProducerWaits == 0 || (mode == Mode.Sync && actor.ProducerParks == 0);
        Task[] tasks;
        long[] accepted;
        if (mode == Mode.Sync)
        {
            (tasks, accepted) = StartProducers(actor, producers, _ => KeepGoing(), mixed: false);
        }
        else
        {
            var counts = accepted = new long[producers];
            tasks = Enumerable.Range(0, producers).Select(id => Task.Run(async () =>
            {
                for (long s = 0; KeepGoing(); s++)
                {
                    await actor.PostAsync(Recorder.Encode(id, s));
                    Volatile.Write(ref counts[id], s + 1);
                }
            })).ToArray();
        }
        await Bounded(Task.WhenAll(tasks), $"{mode} producers", () => recorder.Handled);
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(recorder.Violation);
        Assert.Equal(accepted.Sum(), recorder.Handled);
        Assert.True(actor.ProducerWaits > 0, "no producer ever waited: the test did not exercise the wake-up path");
        if (mode == Mode.Sync)
        {
            Assert.True(actor.ProducerParks > 0, "no producer ever parked");
        }
        Report(actor, $"{mode} x{producers}: {recorder.Handled} hand-offs");
    });

    [Fact]
    public Task PostAsync_waits_allocate_nothing_in_steady_state() => Guarded(async () =>
    {
        const int perRound = 5_000;
        const long slackBytes = 16 * 1024; // a fixed allowance (state machine box, pool thread start), not per wait
        var recorder = new Recorder(1) { SpinPerMessage = 50 }; // the producer outruns the actor: most posts wait
        var actor = StartActor(recorder, capacity: 2, maxBatch: 1);
        long next = 0;
        async Task Round()
        {
            for (var i = 0; i < perRound; i++, next++)
            {
                await actor.PostAsync(Recorder.Encode(0, next));
            }
        }
        await Round(); // warm-up: tiering, waiter pool, lock inflation
        await Round();
        // completions run on pool threads, so only the process-wide counter sees them; unrelated threads allocate
        // in bursts, so take the quietest of three rounds — an allocation per wait would show in every one
        long quietest = long.MaxValue, waitsThen = 0;
        for (var r = 0; r < 3; r++)
        {
            var waitsBefore = actor.ProducerWaits;
            var before = GC.GetTotalAllocatedBytes(precise: true);
            await Round();
            var bytes = GC.GetTotalAllocatedBytes(precise: true) - before;
            var waits = actor.ProducerWaits - waitsBefore;
            if (bytes < quietest)
            {
                quietest = bytes;
                waitsThen = waits;
            }
        }
        output.WriteLine($"quietest round: {quietest} B over {perRound} PostAsync, {waitsThen} of them waited");
        Assert.True(waitsThen > 500, $"only {waitsThen} waits: the round did not measure waiting");
        Assert.True(quietest <= slackBytes, $"{quietest} B allocated over {waitsThen} waits");
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Null(recorder.Violation);
        Assert.Equal(next, recorder.Handled);
    });
}
