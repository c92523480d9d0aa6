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

/// <summary>A handler whose own state (a count and a sum) is what a lane actor's Completion hands back.</summary>
internal struct CountingHandler(Tally tally) : IHandler<long>
{
    public long Count;
    public long Sum;

    public void Handle(in long item)
    {
        Count++;
        Sum += item;
        tally.Accept(item);
    }
}

/// <summary>A message that counts how often it was told it was dropped.</summary>
internal sealed class SystematicLetter(int id) : IUndeliverable
{
    public int Told;

    public int Id => id;

    public void OnUndelivered(Exception reason) => System.Threading.Interlocked.Increment(ref Told);
}

internal sealed class ThrownByHandler(int id) : Exception($"handler fault at letter {id}");

/// <summary>Records the letters it handles; throws on the one it is told to.</summary>
internal readonly struct ThrowingLetterHandler(List<SystematicLetter> handled, int throwOn) : IHandler<SystematicLetter>
{
    public void Handle(in SystematicLetter item)
    {
        lock (handled)
        {
            handled.Add(item);
        }
        if (item.Id == throwOn)
        {
            throw new ThrownByHandler(item.Id);
        }
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
        var orders = ExploreHandOff(() =>
        {
            var wait = new SpinThenParkWait(new Parker(), spinLimit: 1, yieldLimit: 1);
            return new HandOff(satisfied => { var c = new AtLeast(satisfied); wait.WaitUntil(ref c); }, wait.Wake,
                () => wait.Parker.Parks, () => wait.Parker.Sleepers);
        });
        Assert.True(orders.Count > 10, $"only {orders.Count} distinct schedules: the exploration is not systematic");
    }

    private readonly struct AtLeast(Func<bool> satisfied) : IWaitCondition
    {
        public bool IsSatisfied() => satisfied();
    }

    /// <summary>
    /// The same hand-off as <see cref="Park_and_unpark_never_lose_a_wake_up"/> on the futex parker with a zero spin
    /// budget (every unmet wait parks at once): the controlled futex compares the epoch and sleeps atomically with
    /// respect to a wake, so a wake-up lost by the handshake is a sleeper nobody wakes, which Coyote reports as a deadlock.
    /// </summary>
    [Fact]
    public void Futex_park_and_unpark_never_lose_a_wake_up()
    {
        var orders = ExploreHandOff(() =>
        {
            var wait = new SpinThenFutexWait(new FutexParker(), TimeSpan.Zero);
            return new HandOff(satisfied => { var c = new AtLeast(satisfied); wait.WaitUntil(ref c); }, wait.Wake,
                () => wait.Parker.Parks, () => wait.Parker.Sleepers);
        });
        Assert.True(orders.Count > 10, $"only {orders.Count} distinct schedules: the exploration is not systematic");
        Assert.Contains(orders, o => o.Split(',').Any(step => step.StartsWith('w') && !step.EndsWith(":0")));
    }

    /// <summary>One wait strategy seen by <see cref="ExploreHandOff"/>: wait until a condition holds, wake, and its
    /// parker's counts.</summary>
    private sealed record HandOff(Action<Func<bool>> WaitUntil, Action Wake, Func<long> Parks, Func<int> Sleepers);

    /// <summary>
    /// Three rounds of a hand-off explored by Coyote: the publisher publishes round r and wakes, the waiter waits until it
    /// sees round r (logging its parker's park count). No schedule may lose a wake-up (a deadlock) or leave a sleeper
    /// counted; returns the distinct orders of publications and wake-ups seen.
    /// </summary>
    private HashSet<string> ExploreHandOff(Func<HandOff> make)
    {
        const uint iterations = 400;
        var orders = new HashSet<string>();
        var report = Systematic.Explore(() =>
        {
            const int rounds = 3;
            var wait = make();
            var published = 0;
            var log = new List<string>();
            var waiter = CoyoteTask.Run(() =>
            {
                for (var r = 1; r <= rounds; r++)
                {
                    var round = r;
                    wait.WaitUntil(() => Volatile.Read(ref published) >= round);
                    lock (log)
                    {
                        log.Add($"w{r}:{wait.Parks()}");
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
            Microsoft.Coyote.Specifications.Specification.Assert(wait.Sleepers() == 0, "a sleeper is still counted after the last wait");
            lock (orders)
            {
                orders.Add(string.Join(",", log));
            }
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
        output.WriteLine($"{orders.Count} distinct orders of wake-ups and parks");
        return orders;
    }

    /// <summary>
    /// The same hand-off with a publisher that forgets to wake: the exploration must find the schedule where the waiter
    /// parks before the publication and sleeps for good, which shows that a lost wake-up in the futex handshake would be
    /// reported by the test above.
    /// </summary>
    [Fact]
    public void Futex_park_without_a_wake_is_found_stuck_by_the_exploration()
    {
        var report = Systematic.Explore(() =>
        {
            var wait = new SpinThenFutexWait(new FutexParker(), TimeSpan.Zero);
            var published = 0;
            var waiter = CoyoteTask.Run(() =>
            {
                var condition = new AtLeast(() => Volatile.Read(ref published) >= 1);
                wait.WaitUntil(ref condition);
            });
            SchedulingPoint.Interleave(); // the waiter may run (and park) first
            Volatile.Write(ref published, 1); // no Wake: a parked waiter is never released
            CoyoteTask.WaitAll(waiter);
        }, 200);
        Systematic.Describe(report, output);
        Assert.True(report.NumOfFoundBugs > 0, "no schedule with the waiter parked before the publication was explored");
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
    /// The issue's reproduction, explored: a FailFast actor of capacity 2 whose handler holds its first message until
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

    /// <summary>
    /// Three producers push three items each into lanes of two slots (so they also meet a full lane), then close their
    /// lanes, while the consumer pops (or drains) until IsCompleted: every item comes out exactly once, in its
    /// producer's order, and nothing after completion.
    /// </summary>
    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Lanes_deliver_every_item_once_in_each_producers_order(bool drain)
    {
        const uint iterations = 300;
        var orders = new HashSet<string>();
        var report = Systematic.Explore(() =>
        {
            const int producers = 3, items = 3;
            var (lanes, consumer) = MpscLanes.Create<long>(producers, 2);
            var pushers = Enumerable.Range(0, producers).Select(p => CoyoteTask.Run(() =>
            {
                for (var i = 0; i < items; i++)
                {
                    PushStatus status;
                    while ((status = lanes[p].TryPush(p * 10 + i)) == PushStatus.Full)
                    {
                        SchedulingPoint.Yield();
                    }
                    Microsoft.Coyote.Specifications.Specification.Assert(status == PushStatus.Ok, $"producer {p}: push {i} returned {status}");
                }
                lanes[p].Close();
            })).ToArray();
            var tally = new Tally();
            var handler = new TallyHandler(tally);
            while (!consumer.IsCompleted)
            {
                var got = drain ? consumer.Drain(ref handler, 2) > 0 : consumer.TryPop(out var item) && Accept(tally, item);
                if (!got)
                {
                    SchedulingPoint.Yield();
                }
            }
            Microsoft.Coyote.Specifications.Specification.Assert(!consumer.TryPop(out _) && consumer.Drain(ref handler, 8) == 0,
                "an item came out after IsCompleted");
            CoyoteTask.WaitAll(pushers);
            var next = new int[producers];
            foreach (var item in tally.Order)
            {
                var p = (int)(item / 10);
                Microsoft.Coyote.Specifications.Specification.Assert(item % 10 == next[p], $"producer {p}: got {item}, expected {p * 10 + next[p]}");
                next[p]++;
            }
            Microsoft.Coyote.Specifications.Specification.Assert(next.All(n => n == items),
                $"delivered {string.Join("/", next)} of {items} per producer");
            lock (orders)
            {
                orders.Add(string.Join(",", tally.Order));
            }
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
        output.WriteLine($"{orders.Count} distinct delivery orders");
        Assert.True(orders.Count > 10, $"only {orders.Count} distinct delivery orders: the exploration is not systematic");
    }

    /// <summary>
    /// The controlled operation that runs a lane actor's thread (in the controlled build its Thread is a ControlledThread,
    /// whose Operation is that task). The tests wait for it to end: a faulted actor's thread outlives its Completion, and
    /// an execution that ends with an operation still blocked is reported as a deadlock.
    /// </summary>
    private static System.Threading.Tasks.Task ActorThreadOf<T, THandler>(LaneActor<T, THandler> actor)
        where THandler : struct, IHandler<T>
    {
        var thread = actor.ActorThread;
        Assert.NotNull(thread.Operation);
        return thread.Operation;
    }

    private static bool Accept(Tally tally, long item)
    {
        tally.Accept(item);
        return true;
    }

    /// <summary>
    /// Two senders post three messages each into lanes of two slots (a full lane makes a sender wait) and close their
    /// lanes, racing the actor's park (a zero spin budget: every idle wait parks at once). The actor must complete,
    /// its final handler state counting every message once, and each sender's messages must come in its order. A
    /// wake-up lost by a post or a close leaves the actor asleep: a deadlock Coyote reports.
    /// </summary>
    [Fact]
    public void Lane_actor_handles_every_message_once_while_senders_post_and_close_racing_its_park()
    {
        const uint iterations = 300;
        var orders = new HashSet<string>();
        var report = Systematic.Explore(() =>
        {
            const int senders = 2, messages = 3;
            var tally = new Tally();
            var actor = LaneActor<long, CountingHandler>.Start(new CountingHandler(tally), senders, 2, "lanes", TimeSpan.Zero);
            var posters = Enumerable.Range(0, senders).Select(p => CoyoteTask.Run(() =>
            {
                var sender = actor.Sender(p);
                for (var i = 0; i < messages; i++)
                {
                    sender.Post(p * 10 + i);
                }
                sender.Close();
            })).ToArray();
            CoyoteTask.WaitAll(posters);
            var thread = ActorThreadOf(actor);
            Operation.PauseUntil(() => thread.IsCompleted); // a lost wake-up never gets here
            Microsoft.Coyote.Specifications.Specification.Assert(actor.Completion.IsCompletedSuccessfully, "the actor faulted");
            var final = actor.Completion.Result;
            Microsoft.Coyote.Specifications.Specification.Assert(final.Count == senders * messages,
                $"the final state counts {final.Count} messages of {senders * messages}");
            Microsoft.Coyote.Specifications.Specification.Assert(final.Sum == 0 + 1 + 2 + 10 + 11 + 12, $"the final state sums {final.Sum}");
            var next = new int[senders];
            foreach (var item in tally.Order)
            {
                var p = (int)(item / 10);
                Microsoft.Coyote.Specifications.Specification.Assert(item % 10 == next[p], $"sender {p}: got {item}, expected {p * 10 + next[p]}");
                next[p]++;
            }
            lock (orders)
            {
                orders.Add(string.Join(",", tally.Order));
            }
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
        output.WriteLine($"{orders.Count} distinct orders of handling");
        Assert.True(orders.Count > 5, $"only {orders.Count} distinct orders of handling: the exploration is not systematic");
    }

    /// <summary>
    /// Two senders post two messages each into lanes of two slots, racing the actor; once both have returned, the test
    /// posts a control message, then a third message on lane 0, then closes the lanes. Whatever the schedule, the control
    /// message is handled after all four earlier posts (the lanes keep no order between each other: only the control
    /// lane's drain of what is visible first makes this hold; the later post may come before or after it), and every
    /// message is handled once.
    /// </summary>
    [Fact]
    public void Lane_actor_handles_a_control_message_after_every_post_that_happened_before_it()
    {
        const uint iterations = 300;
        var orders = new HashSet<string>();
        var report = Systematic.Explore(() =>
        {
            var tally = new Tally();
            var actor = LaneActor<long, CountingHandler>.Start(new CountingHandler(tally), 2, 2, "control", TimeSpan.Zero);
            var posters = Enumerable.Range(0, 2).Select(p => CoyoteTask.Run(() =>
            {
                actor.Sender(p).Post(p * 10);
                actor.Sender(p).Post(p * 10 + 1);
            })).ToArray();
            CoyoteTask.WaitAll(posters);
            actor.PostControl(99);
            actor.Sender(0).Post(2);
            actor.Sender(0).Close();
            actor.Sender(1).Close();
            var thread = ActorThreadOf(actor);
            Operation.PauseUntil(() => thread.IsCompleted);
            Microsoft.Coyote.Specifications.Specification.Assert(actor.Completion.IsCompletedSuccessfully,
                $"the actor faulted: {actor.Completion.Exception?.InnerException}");
            var order = tally.Order;
            Microsoft.Coyote.Specifications.Specification.Assert(order.Count == 6, $"handled {order.Count} of 6");
            var at = order.IndexOf(99);
            Microsoft.Coyote.Specifications.Specification.Assert(new long[] { 0, 1, 10, 11 }.All(m => order.IndexOf(m) is var i && i >= 0 && i < at),
                $"the control message was handled at {at} ({string.Join(",", order)}), before one of the four earlier posts");
            lock (orders)
            {
                orders.Add(string.Join(",", order));
            }
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
        output.WriteLine($"{orders.Count} distinct orders of handling");
        Assert.True(orders.Count > 3, $"only {orders.Count} distinct orders: the exploration is not systematic");
    }

    /// <summary>
    /// Two senders post three letters each into lanes of two slots while the handler throws on one of them: every
    /// Post returns or throws InvalidOperationException, Completion faults with the handler's exception, and every
    /// accepted letter is either handled or told it was dropped, exactly once (the actor drains and drops until both
    /// lanes are closed).
    /// </summary>
    [Fact]
    public void Lane_actor_fault_racing_posts_handles_or_tells_every_accepted_letter()
    {
        const uint iterations = 300;
        var report = Systematic.Explore(() =>
        {
            const int senders = 2, letters = 3;
            var handled = new List<SystematicLetter>();
            var actor = LaneActor<SystematicLetter, ThrowingLetterHandler>.Start(
                new ThrowingLetterHandler(handled, throwOn: 1), senders, 2, "letters", TimeSpan.Zero);
            var accepted = new List<SystematicLetter>();
            var posters = Enumerable.Range(0, senders).Select(p => CoyoteTask.Run(() =>
            {
                var sender = actor.Sender(p);
                try
                {
                    for (var i = 0; i < letters; i++)
                    {
                        var letter = new SystematicLetter(p * 10 + i);
                        sender.Post(letter);
                        lock (accepted)
                        {
                            accepted.Add(letter);
                        }
                    }
                }
                catch (InvalidOperationException)
                {
                    // refused: the handler threw first
                }
                sender.Close();
            })).ToArray();
            CoyoteTask.WaitAll(posters);
            // after the fault the actor's thread drops until every lane is closed, then ends: a schedule that leaves it
            // asleep with letters undelivered, or never lets it end, is a deadlock
            var thread = ActorThreadOf(actor);
            Operation.PauseUntil(() => thread.IsCompleted);
            Microsoft.Coyote.Specifications.Specification.Assert(actor.Completion.IsCompleted, "the actor's thread ended before its Completion");
            var faulted = accepted.Any(l => l.Id == 1);
            Microsoft.Coyote.Specifications.Specification.Assert(actor.Completion.IsFaulted == faulted,
                $"Completion is {actor.Completion.Status} with letter 1 {(faulted ? "" : "not ")}accepted");
            Microsoft.Coyote.Specifications.Specification.Assert(!faulted || actor.Completion.Exception!.InnerException is ThrownByHandler,
                "Completion faulted with another exception than the handler's");
            foreach (var letter in accepted)
            {
                var wasHandled = handled.Contains(letter);
                Microsoft.Coyote.Specifications.Specification.Assert(wasHandled != (letter.Told > 0) && letter.Told <= 1,
                    $"letter {letter.Id}: handled {wasHandled}, told {letter.Told} times");
            }
            Microsoft.Coyote.Specifications.Specification.Assert(handled.Count == accepted.Count(l => l.Told == 0),
                "a letter was handled that no Post accepted");
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }
}

[CollectionDefinition(nameof(SystematicCollection), DisableParallelization = true)]
public sealed class SystematicCollection;
