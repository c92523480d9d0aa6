extern alias controlled;

using controlled::PerfBuf.Core.Waiting;
using controlled::PerfBuf.Mailboxes;
using controlled::PerfBuf.Mailboxes.Actors;
using controlled::PerfBuf.Mailboxes.Mpsc;
using Microsoft.Coyote.Runtime;
using Xunit.Abstractions;
using CoyoteTask = Microsoft.Coyote.Rewriting.Types.Threading.Tasks.Task;

namespace PerfBuf.Tests.Systematic;

/// <summary>Counts and orders what a controlled actor's handler saw; throws on the message it is told to.</summary>
internal sealed class Tally
{
    public long Handled;
    public long ThrowAt = -1;
    public readonly List<long> Order = [];

    public void Accept(long message)
    {
        Handled++;
        Order.Add(message);
        if (message == ThrowAt)
        {
            throw new InvalidOperationException("handler fault at " + message);
        }
    }
}

internal readonly struct TallyHandler(Tally tally) : IHandler<long>
{
    public void Handle(in long item) => tally.Accept(item);
}

/// <summary>Answers request r with r + 1000; throws on the request it is told to.</summary>
internal readonly struct PlusHandler(Tally tally) : IHandler<Ask<long, long>>
{
    public void Handle(in Ask<long, long> item)
    {
        tally.Accept(item.Request);
        item.ReplyTo.Complete(item.Request + 1000);
    }
}

/// <summary>Holds the first message until every poster has returned (a controlled wait: Coyote runs the others).</summary>
internal readonly struct HoldFirstHandler(Func<bool> postersReturned, Tally tally) : IHandler<long>
{
    public void Handle(in long item)
    {
        if (tally.Handled++ == 0)
        {
            Operation.PauseUntil(postersReturned);
        }
    }
}

/// <summary>
/// Coyote's systematic tests of the lab's concurrency protocols, on the controlled build of the real code (README.md):
/// the XADD ring's two claims, the Parker's park/unpark handshake, the pool actor's scheduling flag, post/stop races
/// with accounting, and asks completing or failing under faults and stops. Each test explores hundreds of schedules
/// from a fixed seed; a deadlock, a livelock (step bound), an assertion or an exception in any of them is a bug. The
/// tests that must find a bug (the fetch-and-add claim's overshoot) show that the exploration reaches inside the code.
/// </summary>
[Collection(nameof(SystematicCollection))]
public sealed class SystematicProtocolTests(ITestOutputHelper output)
{
    /// <summary>
    /// Three producers race one push each into a ring of capacity 2 whose consumer pops only after all of them have
    /// returned. A push that took a ticket for an occupied cell would wait for that consumer: a deadlock.
    /// </summary>
    private static void RacePushesAgainstAWaitingConsumer(bool mayWait)
    {
        const int producers = 3;
        var (producer, consumer) = MpscRingXadd<long>.Create(2);
        var returned = 0;
        var pushers = Enumerable.Range(0, producers).Select(p => CoyoteTask.Run(() =>
        {
            _ = mayWait ? producer.TryPushXadd(p) : producer.TryPushCas(p);
            Interlocked.Increment(ref returned);
        })).ToArray();
        Operation.PauseUntil(() => Volatile.Read(ref returned) == producers);
        var popped = 0;
        while (consumer.TryPop(out _))
        {
            popped++;
        }
        Microsoft.Coyote.Specifications.Specification.Assert(popped <= 2, $"{popped} items in a ring of 2");
        CoyoteTask.WaitAll(pushers);
    }

    [Fact]
    public void Ring_TryPushCas_never_waits_for_the_consumer()
    {
        const uint iterations = 300;
        var report = Systematic.Explore(() => RacePushesAgainstAWaitingConsumer(mayWait: false), iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }

    /// <summary>The same race with the fetch-and-add claim (the only push of the XADD ring before issue 12): Coyote must find the
    /// schedule where a producer overshoots and waits for the consumer that waits for it.</summary>
    [Fact]
    public void Ring_TryPushXadd_can_wait_for_the_consumer_and_the_exploration_finds_it()
    {
        var report = Systematic.Explore(() => RacePushesAgainstAWaitingConsumer(mayWait: true), 300);
        Systematic.Describe(report, output);
        Assert.True(report.NumOfFoundBugs > 0, "no schedule with an overshooting producer was explored");
    }

    [Fact]
    public void Park_and_unpark_never_lose_a_wake_up()
    {
        const uint iterations = 400;
        var orders = new HashSet<string>();
        var report = Systematic.Explore(() =>
        {
            const int rounds = 3;
            var wait = new SpinThenParkWait(new Parker(), spinLimit: 1, yieldLimit: 1);
            var published = 0;
            var log = new List<string>();
            var waiter = CoyoteTask.Run(() =>
            {
                for (var r = 1; r <= rounds; r++)
                {
                    var condition = new AtLeast(() => Volatile.Read(ref published) >= r);
                    wait.WaitUntil(ref condition);
                    lock (log)
                    {
                        log.Add($"w{r}:{wait.Parker.Parks}");
                    }
                }
            });
            for (var r = 1; r <= rounds; r++)
            {
                Volatile.Write(ref published, r);
                wait.Wake();
                lock (log)
                {
                    log.Add($"p{r}");
                }
            }
            CoyoteTask.WaitAll(waiter);
            lock (orders)
            {
                orders.Add(string.Join(",", log));
            }
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
        output.WriteLine($"{orders.Count} distinct orders of wake-ups and parks");
        Assert.True(orders.Count > 10, $"only {orders.Count} distinct schedules: the exploration is not systematic");
    }

    private readonly struct AtLeast(Func<bool> satisfied) : IWaitCondition
    {
        public bool IsSatisfied() => satisfied();
    }

    [Fact]
    public void Pool_actor_never_leaves_a_message_waiting_in_an_idle_mailbox()
    {
        const uint iterations = 300;
        var orders = new HashSet<string>();
        var report = Systematic.Explore(() =>
        {
            var tally = new Tally();
            var actor = PoolActor<long, TallyHandler>.Start(new TallyHandler(tally), capacity: 2, throughput: 1);
            var posters = Enumerable.Range(0, 2).Select(p => CoyoteTask.Run(() =>
            {
                actor.Post(p * 10);
                actor.Post(p * 10 + 1);
            })).ToArray();
            CoyoteTask.WaitAll(posters);
            Operation.PauseUntil(() => Volatile.Read(ref tally.Handled) == 4); // a lost wake-up never gets here
            var stop = actor.StopAsync(drain: true);
            Operation.PauseUntil(() => stop.IsCompleted);
            Microsoft.Coyote.Specifications.Specification.Assert(stop.Result == 0, "a draining stop left messages");
            lock (orders)
            {
                orders.Add(string.Join(",", tally.Order));
            }
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
        Assert.True(orders.Count > 1, "every schedule handled the messages in one order: the exploration is not systematic");
    }

    public enum ActorKind
    {
        Pool,
        ThreadedMpsc,
        BoundedBlock,
    }

    public static TheoryData<ActorKind, bool> StopRaces
    {
        get
        {
            var data = new TheoryData<ActorKind, bool>();
            foreach (var kind in Enum.GetValues<ActorKind>())
            {
                data.Add(kind, true);
                data.Add(kind, false);
            }
            return data;
        }
    }

    /// <summary>
    /// Two posters (up to three posts each, capacity 2, so they also wait for room) race a stop: every poster returns,
    /// the actor completes, and handled + undelivered == accepted.
    /// </summary>
    [Theory]
    [MemberData(nameof(StopRaces))]
    public void Posts_racing_a_stop_are_each_handled_or_counted_and_nothing_hangs(ActorKind kind, bool drain)
    {
        const uint iterations = 200;
        var report = Systematic.Explore(() =>
        {
            var tally = new Tally();
            var handler = new TallyHandler(tally);
            Action<long> post;
            Func<bool, Task<int>> stop;
            switch (kind)
            {
                case ActorKind.Pool:
                {
                    var actor = PoolActor<long, TallyHandler>.Start(handler, capacity: 2, throughput: 1);
                    (post, stop) = (m => actor.Post(m), actor.StopAsync);
                    break;
                }
                case ActorKind.ThreadedMpsc:
                {
                    var actor = ThreadedActor<long, TallyHandler>.Start(handler, capacity: 2, maxBatch: 1);
                    (post, stop) = (m => actor.Post(m), actor.StopAsync);
                    break;
                }
                default:
                {
                    var actor = BoundedThreadedActor<long, TallyHandler>.Start(handler, capacity: 2,
                        BackpressurePolicy.Block, maxBatch: 1, producerSpinLimit: 0, producerYieldLimit: 0);
                    (post, stop) = (m => actor.Post(m), actor.StopAsync);
                    break;
                }
            }
            var accepted = 0;
            var posters = Enumerable.Range(0, 2).Select(p => CoyoteTask.Run(() =>
            {
                try
                {
                    for (var i = 0; i < 3; i++)
                    {
                        post(p * 10 + i);
                        Interlocked.Increment(ref accepted);
                    }
                }
                catch (InvalidOperationException)
                {
                    // refused: the stop came first
                }
            })).ToArray();
            var stopped = stop(drain);
            CoyoteTask.WaitAll(posters);
            Operation.PauseUntil(() => stopped.IsCompleted);
            var undelivered = stopped.Result;
            Microsoft.Coyote.Specifications.Specification.Assert(tally.Handled + undelivered == accepted,
                $"handled {tally.Handled} + undelivered {undelivered} != accepted {accepted}");
            Microsoft.Coyote.Specifications.Specification.Assert(!drain || undelivered == 0, "a draining stop left messages");
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }

    /// <summary>
    /// The reproduction, explored: a FailFast actor of capacity 2 whose handler holds its first message until
    /// every poster's TryPost has returned, three posters racing. No schedule may leave a TryPost waiting.
    /// </summary>
    [Fact]
    public void Bounded_TryPost_returns_while_the_handler_waits_for_it()
    {
        const uint iterations = 300;
        var report = Systematic.Explore(() =>
        {
            const int posters = 3;
            var returned = 0;
            var tally = new Tally();
            var actor = BoundedThreadedActor<long, HoldFirstHandler>.Start(
                new HoldFirstHandler(() => Volatile.Read(ref returned) == posters, tally), 2, BackpressurePolicy.FailFast);
            var racers = Enumerable.Range(0, posters).Select(p => CoyoteTask.Run(() =>
            {
                actor.TryPost(p);
                Interlocked.Increment(ref returned);
            })).ToArray();
            CoyoteTask.WaitAll(racers);
            var stop = actor.StopAsync(drain: true);
            Operation.PauseUntil(() => stop.IsCompleted);
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }

    /// <summary>
    /// Asks on a pool actor whose handler throws on one of them, racing a discarding stop: every ask is answered or
    /// failed (none pending), and the actor completes.
    /// </summary>
    [Fact]
    public void Every_ask_completes_or_fails_under_a_fault_and_a_stop()
    {
        const uint iterations = 300;
        var report = Systematic.Explore(() =>
        {
            var tally = new Tally { ThrowAt = 1 };
            var actor = PoolActorAsk.Start<long, long, PlusHandler>(new PlusHandler(tally), capacity: 2, throughput: 1);
            var replies = new ReplyPool<long>(runContinuationsAsynchronously: false);
            var asks = new ValueTask<long>[4];
            var asker = CoyoteTask.Run(() =>
            {
                for (var i = 0; i < asks.Length; i++)
                {
                    asks[i] = actor.AskAsync(i, replies);
                }
            });
            var stop = actor.StopAsync(drain: false);
            CoyoteTask.WaitAll(asker);
            Operation.PauseUntil(() => stop.IsCompleted && asks.All(a => a.IsCompleted));
            for (var i = 0; i < asks.Length; i++)
            {
                var ask = asks[i];
                Microsoft.Coyote.Specifications.Specification.Assert(!ask.IsCompletedSuccessfully || ask.Result == i + 1000,
                    $"ask {i} got a wrong answer");
            }
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }
}

[CollectionDefinition(nameof(SystematicCollection), DisableParallelization = true)]
public sealed class SystematicCollection;
