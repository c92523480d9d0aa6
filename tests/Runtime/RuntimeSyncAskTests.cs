using System.Collections.Concurrent;
using System.Runtime.CompilerServices;
using System.Runtime.ExceptionServices;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;
using PerfBuf.Tests.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>Where a synchronous-ask test's actors run: the .NET thread pool, a RunNextPool or an AffinePool (two workers
/// each), made and shut down by the test.</summary>
internal sealed class SyncAskHost : IAsyncDisposable
{
    private readonly IAsyncDisposable? _pool;

    public SyncAskHost(string scheduler, int? mailboxCapacity = null, int throughput = 64,
        Func<Exception, SupervisorDirective>? supervisor = null)
    {
        IWorkScheduler chosen = scheduler switch
        {
            "thread-pool" => ThreadPoolScheduler.Instance,
            "run-next" => new RunNextPool(workers: 2, name: "sync-ask-run-next"),
            "affine" => new AffinePool(workers: 2, name: "sync-ask-affine"),
            _ => throw new ArgumentOutOfRangeException(nameof(scheduler), scheduler, "thread-pool, run-next or affine"),
        };
        _pool = chosen as IAsyncDisposable;
        Scheduler = chosen;
        System = new ActorSystem($"sync-ask-{scheduler}");
        Options = new ActorOptions
        {
            Scheduler = chosen, MailboxCapacity = mailboxCapacity, Throughput = throughput, Supervisor = supervisor,
        };
    }

    public IWorkScheduler Scheduler { get; }

    public ActorSystem System { get; }

    public ActorOptions Options { get; }

    public async ValueTask DisposeAsync()
    {
        await Bounded(System.StopAllAsync(), "the system's stop");
        if (_pool is { } pool)
        {
            await Bounded(pool.DisposeAsync().AsTask(), "the pool's shutdown");
        }
        switch (Scheduler)
        {
            case RunNextPool { FaultCount: > 0 } runNext:
                Assert.Fail($"the run-next pool recorded a fault: {runNext.Faults[0].Exception}");
                break;
            case AffinePool { FaultCount: > 0 } affine:
                Assert.Fail($"the affine pool recorded a fault: {affine.Faults[0].Exception}");
                break;
        }
    }
}

/// <summary>
/// The runtime's synchronous ask (ActorRefAsk.Ask / AskWaitable, on Ask.cs's WaitableReply): it returns the handler's
/// answer on the thread pool, a RunNextPool and an AffinePool; many asks in flight may be waited for in any order; a
/// throwing handler, a stop without drain and a stopped actor each fail the wait with their exception; a second wait is
/// refused; the reply wakes the waiting thread inline, from the actor's run; a caller that is the actor's own run or the
/// only thread that runs it is refused before anything is sent (and a caller that is not, is served); a pool that runs
/// continuations asynchronously is refused. Every wait is bounded.
/// </summary>
public sealed class RuntimeSyncAskTests
{
    /// <summary>Runs <paramref name="body"/> on a dedicated thread (a synchronous asker, as the benchmark's thread) and
    /// returns what it returned; fails when it takes longer than <see cref="Hang"/>, rethrows what it threw.</summary>
    private static T OnAskerThread<T>(Func<T> body)
    {
        T result = default!;
        Exception? thrown = null;
        var thread = new Thread(() =>
        {
            try
            {
                result = body();
            }
            catch (Exception e)
            {
                thrown = e;
            }
        }) { IsBackground = true, Name = "sync-asker" };
        thread.Start();
        if (!thread.Join(Hang))
        {
            Assert.Fail($"the asking thread did not finish within {Hang.TotalSeconds} s (a lost wake-up?)");
        }
        if (thrown is not null)
        {
            ExceptionDispatchInfo.Capture(thrown).Throw();
        }
        return result;
    }

    [Theory]
    [InlineData("thread-pool")]
    [InlineData("run-next")]
    [InlineData("affine")]
    public Task A_synchronous_ask_returns_the_handlers_answer(string scheduler) => Guarded(async () =>
    {
        await using var host = new SyncAskHost(scheduler);
        var actor = host.System.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()), host.Options);
        var replies = new ReplyPool<long>();
        var wrong = OnAskerThread(() =>
        {
            var wrong = 0;
            for (long i = 0; i < 2_000; i++)
            {
                if (actor.Ask(i, replies) != 2 * i)
                {
                    wrong++;
                }
            }
            return wrong;
        });
        Assert.Equal(0, wrong);
        Assert.Equal(1, replies.Created); // one ask at a time: one reply, reused
    });

    [Theory]
    [InlineData("thread-pool")]
    [InlineData("run-next")]
    [InlineData("affine")]
    public Task Many_asks_in_flight_are_waited_for_in_any_order(string scheduler) => Guarded(async () =>
    {
        const int window = 64;
        const int rounds = 40;
        var seed = RuntimeSeed.Next();
        await using var host = new SyncAskHost(scheduler);
        var actors = Enumerable.Range(0, 3)
            .Select(_ => host.System.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()), host.Options))
            .ToArray();
        var replies = new ReplyPool<long>();
        var wrong = OnAskerThread(() =>
        {
            var random = new Random(seed);
            var pending = new WaitableReply<long>[window];
            var order = Enumerable.Range(0, window).ToArray();
            var wrong = 0;
            for (var round = 0; round < rounds; round++)
            {
                var first = (long)round * window;
                for (var i = 0; i < window; i++)
                {
                    pending[i] = actors[i % actors.Length].AskWaitable(first + i, replies);
                }
                random.Shuffle(order);
                foreach (var i in order)
                {
                    if (pending[i].Wait(Hang) != 2 * (first + i))
                    {
                        wrong++;
                    }
                }
            }
            return wrong;
        });
        Assert.Equal(0, wrong);
        Assert.InRange(replies.Created, 1, window);
    });

    [Theory]
    [InlineData("thread-pool")]
    [InlineData("run-next")]
    public Task A_throwing_handler_fails_the_wait_with_its_exception(string scheduler) => Guarded(async () =>
    {
        await using var host = new SyncAskHost(scheduler, supervisor: _ => SupervisorDirective.Restart);
        var actor = host.System.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()), host.Options);
        var replies = new ReplyPool<long>();
        var (boom, after) = OnAskerThread(() =>
        {
            var boom = Assert.Throws<HandlerBoom>(() => actor.Ask(-5, replies));
            return (boom, actor.Ask(5, replies)); // restarted: the next ask is answered
        });
        Assert.Equal("handler threw on message -5", boom.Message);
        Assert.Equal(10, after);
        Assert.Equal(1, replies.Created); // the failed reply went back to the pool
    });

    [Theory]
    [InlineData("thread-pool")]
    [InlineData("run-next")]
    public Task Asks_a_stop_without_drain_leaves_behind_and_asks_to_a_stopped_actor_fail_their_waits(string scheduler) =>
        Guarded(async () =>
        {
            const int queued = 20;
            await using var host = new SyncAskHost(scheduler, throughput: 1);
            var gate = new AskGate(at: 0);
            var actor = host.System.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(gate), host.Options);
            var replies = new ReplyPool<long>();
            var inHand = actor.AskWaitable(0, replies);
            Assert.True(gate.Reached.Wait(Hang), "the first ask never reached the handler");
            var rest = Enumerable.Range(1, queued).Select(i => actor.AskWaitable(i, replies)).ToArray();
            var stop = actor.StopAsync(drain: false);
            gate.Open.Set();
            var outcomes = OnAskerThread(() =>
            {
                var answered = inHand.Wait(Hang);
                var cancelled = rest.Count(r =>
                {
                    try
                    {
                        r.Wait(Hang);
                        return false;
                    }
                    catch (OperationCanceledException)
                    {
                        return true;
                    }
                });
                var late = Assert.Throws<InvalidOperationException>(() => actor.Ask(1, replies));
                return (answered, cancelled, late.Message);
            });
            Assert.Equal(0, outcomes.answered); // in hand when the stop came: handled
            Assert.Equal(queued, outcomes.cancelled);
            Assert.Contains("is stopping or stopped", outcomes.Message, StringComparison.Ordinal);
            Assert.Equal(queued, await Bounded(stop, "discarding stop"));
        });

    [Fact]
    public Task A_second_wait_on_an_answered_ask_is_refused() => Guarded(async () =>
    {
        await using var host = new SyncAskHost("run-next");
        var actor = host.System.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()), host.Options);
        var replies = new ReplyPool<long>();
        var message = OnAskerThread(() =>
        {
            var reply = actor.AskWaitable(21, replies);
            Assert.Equal(42, reply.Wait(Hang));
            return Assert.Throws<InvalidOperationException>(() => reply.Wait(Hang)).Message;
        });
        Assert.Contains("waited for already", message, StringComparison.Ordinal);
    });

    /// <summary>Completes the ask, then records whether the asker's waiter (the reply's, registered when the ask was
    /// rented) was already signalled: the continuation must have run inside Complete, on this run's thread.</summary>
    private readonly struct InlineWakeHandler(ConcurrentQueue<string> log) : IHandler<Ask<long, long>>
    {
        public void Handle(in Ask<long, long> item)
        {
            var waiter = item.ReplyTo.Waiter;
            var started = Environment.TickCount64;
            while (waiter is { Parks: 0 }) // let the asker fall asleep, so the wake-up is a real one
            {
                if (Environment.TickCount64 - started > 10_000)
                {
                    log.Enqueue("the asker never fell asleep");
                    break;
                }
                Thread.Sleep(1);
            }
            item.ReplyTo.Complete(item.Request + 1);
            log.Enqueue(waiter is null ? "no waiter registered at the rent"
                : waiter.IsSignalled ? "signalled inline" : "not signalled when Complete returned");
        }
    }

    [Theory]
    [InlineData("run-next")]
    [InlineData("thread-pool")]
    public Task The_reply_wakes_the_waiting_thread_from_the_actors_run_inline(string scheduler) => Guarded(async () =>
    {
        await using var host = new SyncAskHost(scheduler);
        var log = new ConcurrentQueue<string>();
        var actor = host.System.Spawn<Ask<long, long>, InlineWakeHandler>(() => new InlineWakeHandler(log), host.Options);
        var replies = new ReplyPool<long>();
        var answer = OnAskerThread(() => actor.Ask(1, replies));
        Assert.Equal(2, answer);
        SpinUntil(() => !log.IsEmpty, "the handler's record (it writes it after Complete returned, racing the asker)");
        Assert.Equal(["signalled inline"], log.ToArray());
    });

    /// <summary>What an asking actor asks synchronously from inside its run (<see cref="Target"/>, or itself when
    /// <see cref="AskSelf"/>), and the outcomes it recorded: the answer, or the refusal's message.</summary>
    private sealed class Asking
    {
        public ActorRef<Ask<long, long>>? Target;
        public bool AskSelf;
        public readonly ReplyPool<long> Replies = new();
        public readonly ConcurrentQueue<string> Outcomes = new();
    }

    private readonly struct AskingHandler(Asking asking) : IHandler<Ask<long, long>>
    {
        public void Handle(in Ask<long, long> item)
        {
            try
            {
                asking.Outcomes.Enqueue($"answered {asking.Target!.Ask(item.Request, asking.Replies)}");
            }
            catch (InvalidOperationException refused)
            {
                asking.Outcomes.Enqueue(refused.Message);
            }
            item.ReplyTo.Complete(0);
        }
    }

    private static async Task<string> AskFromARun(SyncAskHost host, Asking asking, ActorOptions askerOptions)
    {
        var asker = host.System.Spawn<Ask<long, long>, AskingHandler>(() => new AskingHandler(asking), askerOptions);
        if (asking.AskSelf)
        {
            asking.Target = asker; // published to the run by the ask below
        }
        Assert.Equal(0, await Bounded(asker.AskAsync(3, new ReplyPool<long>()).AsTask(), "the asking actor's run"));
        return Assert.Single(asking.Outcomes);
    }

    [Theory]
    [InlineData("thread-pool")]
    [InlineData("run-next")]
    [InlineData("affine")]
    public Task A_synchronous_ask_from_inside_the_asked_actors_own_run_is_refused(string scheduler) => Guarded(async () =>
    {
        await using var host = new SyncAskHost(scheduler);
        var asking = new Asking { AskSelf = true };
        var outcome = await AskFromARun(host, asking, host.Options);
        Assert.Contains("from inside its own run would wait for itself", outcome, StringComparison.Ordinal);
        Assert.Equal(0, asking.Replies.Created); // refused before a reply was rented or anything sent
    });

    [Fact]
    public Task On_a_RunNextPool_a_worker_asking_any_actor_of_its_pool_is_refused_and_nothing_is_sent() => Guarded(async () =>
    {
        await using var host = new SyncAskHost("run-next");
        var gate = new AskGate();
        var target = host.System.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(gate), host.Options);
        var asking = new Asking { Target = target };
        var outcome = await AskFromARun(host, asking, host.Options);
        Assert.Contains("from the scheduler thread that alone runs this actor", outcome, StringComparison.Ordinal);
        Assert.Equal(0, asking.Replies.Created);
        Assert.Equal(0, target.Runs); // the refused ask was never told
    });

    [Fact]
    public Task On_an_AffinePool_only_the_worker_of_the_asked_actors_key_is_refused() => Guarded(async () =>
    {
        await using var host = new SyncAskHost("affine");
        var target = host.System.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()),
            host.Options with { Key = 0 });
        var sameWorker = new Asking { Target = target };
        Assert.Contains("from the scheduler thread that alone runs this actor",
            await AskFromARun(host, sameWorker, host.Options with { Key = 2 }), StringComparison.Ordinal); // 2 mod 2 = worker 0
        var otherWorker = new Asking { Target = target };
        Assert.Equal("answered 6", await AskFromARun(host, otherWorker, host.Options with { Key = 1 }));
    });

    [Fact]
    public Task A_worker_of_a_RunNextPool_may_ask_an_actor_on_the_thread_pool() => Guarded(async () =>
    {
        await using var host = new SyncAskHost("run-next");
        var target = host.System.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()),
            host.Options with { Scheduler = ThreadPoolScheduler.Instance });
        var asking = new Asking { Target = target };
        Assert.Equal("answered 6", await AskFromARun(host, asking, host.Options));
    });

    [Fact]
    public Task A_reply_pool_that_runs_continuations_asynchronously_is_refused_and_nothing_is_sent() => Guarded(async () =>
    {
        await using var host = new SyncAskHost("run-next");
        var actor = host.System.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()), host.Options);
        var crossing = new ReplyPool<long>(runContinuationsAsynchronously: true);
        var message = OnAskerThread(() => Assert.Throws<InvalidOperationException>(() => actor.Ask(1, crossing)).Message);
        Assert.Contains("RunContinuationsAsynchronously", message, StringComparison.Ordinal);
        Assert.Equal(0, crossing.Created);
        Assert.Equal(0, actor.Runs);
    });
}

/// <summary>
/// Dedicated asker threads asking runtime actors synchronously, on a RunNextPool (bounded mailboxes, so tellers also
/// wait for room) and on the thread pool: every reply answers its own request, none is lost, each actor sees each
/// asker's requests in order, and the reply objects are reused (the pool never holds more than the asks outstanding at
/// once). A hang fails only when no reply arrived for <see cref="Hang"/>; every wait has its own limit too.
/// </summary>
[Collection(nameof(RuntimeCollection))]
public sealed class RuntimeSyncAskStressTests(ITestOutputHelper output)
{
    [Theory]
    [InlineData("run-next", 8)]
    [InlineData("run-next", null)]
    [InlineData("thread-pool", 8)]
    [InlineData("thread-pool", null)]
    public Task Dedicated_askers_lose_no_reply_and_reuse_their_replies(string scheduler, int? mailboxCapacity) => Guarded(async () =>
    {
        const int askers = 4, actorCount = 3, each = 6_000, maxWindow = 16;
        var seed = RuntimeSeed.Next();
        output.WriteLine($"seed {seed} (ACTOR_STRESS_SEED)");
        await using var host = new SyncAskHost(scheduler, mailboxCapacity);
        var logs = Enumerable.Range(0, actorCount).Select(_ => new AskLog(askers)).ToArray();
        var actors = logs.Select(log => host.System.Spawn<Ask<long, long>, AnswerHandler>(() => new AnswerHandler(log), host.Options))
            .ToArray();
        var replies = new ReplyPool<long>();
        var answered = new long[askers];
        var wrong = 0L;
        var failures = new ConcurrentQueue<Exception>();
        var threads = Enumerable.Range(0, askers).Select(a => new Thread(() =>
        {
            try
            {
                var random = new Random(seed + a);
                var next = new long[actorCount]; // per actor: this asker's next sequence number
                var pending = new (WaitableReply<long> Reply, long Request)[maxWindow];
                var order = new int[maxWindow];
                for (var done = 0; done < each;)
                {
                    var window = Math.Min(random.Next(1, maxWindow + 1), each - done);
                    for (var i = 0; i < window; i++)
                    {
                        var to = random.Next(actorCount);
                        var request = AskLog.Encode(a, next[to]++);
                        pending[i] = (actors[to].AskWaitable(request, replies), request);
                        order[i] = i;
                    }
                    random.Shuffle(order.AsSpan(0, window));
                    foreach (var i in order.AsSpan(0, window))
                    {
                        if (pending[i].Reply.Wait(Hang) != AskLog.Answer(pending[i].Request))
                        {
                            Interlocked.Increment(ref wrong);
                        }
                        pending[i] = default;
                        Volatile.Write(ref answered[a], ++done);
                    }
                }
            }
            catch (Exception e)
            {
                failures.Enqueue(e);
            }
        }) { IsBackground = true, Name = $"sync-asker-{a}" }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        JoinAll(threads, () => Progress.Sum(answered));
        Assert.Empty(failures);
        Assert.Equal(0, wrong);
        Assert.All(answered, n => Assert.Equal(each, n));
        foreach (var actor in actors)
        {
            Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
        }
        Assert.Equal((long)askers * each, logs.Sum(l => l.Handled));
        Assert.All(logs, log => Assert.Equal(0, log.Violations)); // each asker's requests in order at each actor
        Assert.InRange(replies.Created, 1, askers * maxWindow);
        output.WriteLine($"{scheduler}, mailbox {mailboxCapacity?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "unbounded"}: " +
            $"{replies.Created} replies made for {askers * each} asks");
    });
}
