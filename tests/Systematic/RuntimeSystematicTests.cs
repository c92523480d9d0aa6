extern alias controlled;

using controlled::PerfBuf.Mailboxes;
using controlled::PerfBuf.Mailboxes.Mpsc;
using controlled::PerfBuf.Runtime;
using Microsoft.Coyote.Runtime;
using Xunit.Abstractions;
using CoyoteTask = Microsoft.Coyote.Rewriting.Types.Threading.Tasks.Task;
using Spec = Microsoft.Coyote.Specifications.Specification;

namespace PerfBuf.Tests.Systematic;

/// <summary>
/// Coyote's systematic exploration of the segmented mailbox and the runtime's actors (README.md in this folder): pushes
/// racing the growth of the segment chain and its close, and tells racing an actor's stop and the system's StopAllAsync.
/// Small on purpose — a first segment of 2 (the queue) or a backlog past the actor's first segment of 8 — so that
/// hundreds of schedules cover the freeze / link / close interleavings.
/// </summary>
[Collection(nameof(SystematicCollection))]
public sealed class RuntimeSystematicTests(ITestOutputHelper output)
{
    /// <summary>
    /// Three producers push three items each into a queue whose segments hold 2, then 4, racing a Close; the consumer
    /// pops until IsCompleted. Every push that returned Ok is delivered once, in per-producer order; nothing after
    /// IsCompleted; every other push returned Closed.
    /// </summary>
    [Fact]
    public void Segmented_queue_pushes_racing_growth_and_close_are_each_delivered_or_refused()
    {
        const uint iterations = 300;
        var report = Systematic.Explore(() =>
        {
            const int producers = 3;
            var (producer, consumer) = MpscSegmentedQueue<long>.Create(firstSegment: 2, maxSegment: 4);
            var ok = new int[producers];
            var pushers = Enumerable.Range(0, producers).Select(p => CoyoteTask.Run(() =>
            {
                for (var i = 0; i < 3; i++)
                {
                    if (producer.TryPush((p * 10) + i) != PushStatus.Ok)
                    {
                        return; // closed: every later push is refused too
                    }
                    ok[p]++;
                }
            })).ToArray();
            var closer = CoyoteTask.Run(producer.Close);
            var next = new int[producers];
            var completed = false;
            while (!completed)
            {
                completed = consumer.IsCompleted; // read before the pop: "completed" must mean "nothing left"
                while (consumer.TryPop(out var item))
                {
                    Spec.Assert(!completed, $"item {item} after IsCompleted");
                    var p = (int)(item / 10);
                    Spec.Assert(item % 10 == next[p], $"producer {p}: item {item}, expected {next[p]}");
                    next[p]++;
                }
                if (!completed)
                {
                    SchedulingPoint.Yield();
                }
            }
            CoyoteTask.WaitAll([.. pushers, closer]);
            for (var p = 0; p < producers; p++)
            {
                Spec.Assert(next[p] == ok[p], $"producer {p}: {ok[p]} Ok pushes, {next[p]} delivered");
            }
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }

    /// <summary>
    /// The bounded mode: three producers push three items each into a queue bounded at 4 (segments of 2, then 4 with a
    /// reserved half), retrying on Full, racing a Close; the consumer pops until IsCompleted. Every Ok push is delivered
    /// once, in per-producer order; the pushes that returned Ok and are not yet popped never exceed the bound; every
    /// other push ends Closed.
    /// </summary>
    [Fact]
    public void Bounded_segmented_queue_pushes_racing_growth_release_and_close_stay_within_the_bound()
    {
        const uint iterations = 300;
        const int cap = 4;
        var report = Systematic.Explore(() =>
        {
            const int producers = 3;
            var (producer, consumer) = MpscSegmentedQueue<long>.Create(firstSegment: 2, maxSegment: cap, bounded: true);
            var ok = new int[producers];
            var pushers = Enumerable.Range(0, producers).Select(p => CoyoteTask.Run(() =>
            {
                for (var i = 0; i < 3; i++)
                {
                    PushStatus status;
                    while ((status = producer.TryPush((p * 10) + i)) == PushStatus.Full)
                    {
                        SchedulingPoint.Yield(); // a waiting poster: the consumer (or the close) must get to run
                    }
                    if (status != PushStatus.Ok)
                    {
                        return; // closed: every later push is refused too
                    }
                    Volatile.Write(ref ok[p], ok[p] + 1);
                }
            })).ToArray();
            var closer = CoyoteTask.Run(producer.Close);
            var next = new int[producers];
            var popped = 0;
            var completed = false;
            while (!completed)
            {
                completed = consumer.IsCompleted; // read before the pop: "completed" must mean "nothing left"
                var accepted = 0;
                for (var p = 0; p < producers; p++)
                {
                    accepted += Volatile.Read(ref ok[p]);
                }
                Spec.Assert(accepted - popped <= cap, $"{accepted} Ok pushes, {popped} popped: more than {cap} inside");
                if (consumer.TryPop(out var item))
                {
                    Spec.Assert(!completed, $"item {item} after IsCompleted");
                    var p = (int)(item / 10);
                    Spec.Assert(item % 10 == next[p], $"producer {p}: item {item}, expected {next[p]}");
                    next[p]++;
                    popped++;
                }
                else if (!completed)
                {
                    SchedulingPoint.Yield();
                }
            }
            CoyoteTask.WaitAll([.. pushers, closer]);
            for (var p = 0; p < producers; p++)
            {
                Spec.Assert(next[p] == ok[p], $"producer {p}: {ok[p]} Ok pushes, {next[p]} delivered");
            }
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }

    public static TheoryData<bool, bool> StopRaces => new() { { true, false }, { false, false }, { true, true }, { false, true } };

    /// <summary>
    /// Two tellers tell five messages each (past the first segment of 8 while the actor lags, so the mailbox may grow)
    /// racing the actor's stop — or the system's StopAllAsync: every teller returns, the actor completes, handled +
    /// undelivered == accepted, and the system is left with no live actor.
    /// </summary>
    [Theory]
    [MemberData(nameof(StopRaces))]
    public void Tells_racing_a_stop_are_each_handled_or_counted_and_nothing_hangs(bool drain, bool stopAll)
    {
        const uint iterations = 200;
        var report = Systematic.Explore(() =>
        {
            var tally = new Tally();
            var system = new ActorSystem("explored");
            var actor = system.Spawn<long, TallyHandler>(() => new TallyHandler(tally), new ActorOptions { Throughput = 1 });
            var accepted = 0;
            var tellers = Enumerable.Range(0, 2).Select(t => CoyoteTask.Run(() =>
            {
                for (var i = 0; i < 5 && actor.TryTell((t * 10) + i); i++)
                {
                    Interlocked.Increment(ref accepted);
                }
            })).ToArray();
            var stopped = stopAll ? system.StopAllAsync(drain) : actor.StopAsync(drain);
            CoyoteTask.WaitAll(tellers);
            Operation.PauseUntil(() => stopped.IsCompleted && actor.Completion.IsCompleted);
            var undelivered = actor.Completion.Result;
            Spec.Assert(tally.Handled + undelivered == accepted,
                $"handled {tally.Handled} + undelivered {undelivered} != accepted {accepted}");
            Spec.Assert(!drain || undelivered == 0, "a draining stop left messages");
            var all = system.StopAllAsync(); // completes once the actor left the registry (after its Completion)
            Operation.PauseUntil(() => all.IsCompleted); // (a Task's state: the predicate must not be a controlled step)
            Spec.Assert(system.LiveActors == 0, $"{system.LiveActors} live actors after StopAllAsync");
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }

    /// <summary>
    /// Two tellers tell five messages each while the actor's handler stops its own actor (a draining stop) on the third
    /// message it handles: every teller returns, the actor completes with nothing undelivered, handled == accepted, and the
    /// system is left with no live actor — whether the stop finds the mailbox complete in the same run or not.
    /// </summary>
    [Fact]
    public void A_handler_stopping_its_own_actor_while_tells_race_leaves_nothing_undelivered()
    {
        const uint iterations = 200;
        var report = Systematic.Explore(() =>
        {
            var tally = new Tally();
            var system = new ActorSystem("explored");
            var self = new System.Runtime.CompilerServices.StrongBox<ActorRef<long>?>();
            var actor = system.Spawn<long, StoppingTallyHandler>(() => new StoppingTallyHandler(tally, self, stopAfter: 3),
                new ActorOptions { Throughput = 2 });
            self.Value = actor;
            var accepted = 0;
            var tellers = Enumerable.Range(0, 2).Select(t => CoyoteTask.Run(() =>
            {
                for (var i = 0; i < 5 && actor.TryTell((t * 10) + i); i++)
                {
                    Interlocked.Increment(ref accepted);
                }
            })).ToArray();
            CoyoteTask.WaitAll(tellers); // a TryTell fails only after the stop, which comes after three were handled: three or more are told
            Operation.PauseUntil(() => actor.Completion.IsCompleted);
            Spec.Assert(actor.Completion.Result == 0, $"{actor.Completion.Result} undelivered after a draining stop");
            Spec.Assert(tally.Handled == accepted, $"handled {tally.Handled} != accepted {accepted}");
            var all = system.StopAllAsync();
            Operation.PauseUntil(() => all.IsCompleted);
            Spec.Assert(system.LiveActors == 0, $"{system.LiveActors} live actors after StopAllAsync");
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }
}

/// <summary>Counts each message; on the <c>stopAfter</c>-th it stops its own actor (a draining stop from inside its run).</summary>
internal readonly struct StoppingTallyHandler(Tally tally, System.Runtime.CompilerServices.StrongBox<ActorRef<long>?> self, int stopAfter)
    : IHandler<long>
{
    public void Handle(in long item)
    {
        tally.Accept(item);
        if (tally.Handled == stopAfter)
        {
            _ = self.Value!.StopAsync(drain: true);
        }
    }
}
