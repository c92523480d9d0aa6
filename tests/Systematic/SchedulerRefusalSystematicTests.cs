extern alias controlled;

using controlled::PerfBuf.Mailboxes;
using controlled::PerfBuf.Mailboxes.Actors;
using controlled::PerfBuf.Runtime;
using controlled::PerfBuf.Runtime.Scheduling;
using Microsoft.Coyote.Runtime;
using Xunit.Abstractions;
using CoyoteTask = Microsoft.Coyote.Rewriting.Types.Threading.Tasks.Task;
using Spec = Microsoft.Coyote.Specifications.Specification;

namespace PerfBuf.Tests.Systematic;

/// <summary>
/// A scheduler that runs each item as a Coyote-controlled operation until <see cref="Refuse"/> is called, and from then
/// on refuses every Schedule (throws, the item is not queued), as an AffinePool refuses outside callers while it drains
/// and after it closed.
/// </summary>
internal sealed class RefusingScheduler : IWorkScheduler
{
    private int _refusing;

    public void Refuse() => Volatile.Write(ref _refusing, 1);

    public void Schedule(int key, IThreadPoolWorkItem work)
    {
        SchedulingPoint.Interleave(); // the refusal may land between any two steps of a Tell, a run or a stop
        if (Volatile.Read(ref _refusing) != 0)
        {
            throw new InvalidOperationException("the explored scheduler is shut down: Schedule is refused");
        }
        CoyoteTask.Run(work.Execute);
    }
}

/// <summary>
/// Coyote's exploration of a scheduler refusal racing the runtime's tellers, runs and stops (README.md in this folder):
/// whichever holds the actor's gate when the scheduler refuses ends the actor on its own thread, so every teller
/// returns, handled + undelivered == accepted (a Tell that threw ActorFaultedException was accepted, one that threw
/// InvalidOperationException was not), the actor completes and StopAllAsync leaves no live actor.
/// </summary>
[Collection(nameof(SystematicCollection))]
public sealed class SchedulerRefusalSystematicTests(ITestOutputHelper output)
{
    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_refusal_racing_tells_and_a_stop_loses_nothing_and_nothing_hangs(bool stopAll)
    {
        const uint iterations = 200;
        var report = Systematic.Explore(() =>
        {
            var tally = new Tally();
            var scheduler = new RefusingScheduler();
            var system = new ActorSystem("explored-refusal");
            var actor = system.Spawn<long, TallyHandler>(() => new TallyHandler(tally),
                new ActorOptions { Scheduler = scheduler, Throughput = 1 });
            var accepted = 0;
            var tellers = Enumerable.Range(0, 2).Select(t => CoyoteTask.Run(() =>
            {
                for (var i = 0; i < 3; i++)
                {
                    try
                    {
                        actor.Tell((t * 10) + i);
                    }
                    catch (ActorFaultedException)
                    {
                        Interlocked.Increment(ref accepted); // accepted, then counted as undelivered: the actor ended
                        return;
                    }
                    catch (InvalidOperationException)
                    {
                        return; // not accepted: the actor is stopped
                    }
                    Interlocked.Increment(ref accepted);
                }
            })).ToArray();
            var refuser = CoyoteTask.Run(scheduler.Refuse);
            CoyoteTask.WaitAll([.. tellers, refuser]);
            var stopped = stopAll ? system.StopAllAsync() : actor.StopAsync();
            Operation.PauseUntil(() => stopped.IsCompleted && actor.Completion.IsCompleted);
            var undelivered = actor.Completion.IsFaulted
                ? ((ActorFaultedException)actor.Completion.Exception!.InnerException!).Undelivered
                : actor.Completion.Result;
            Spec.Assert(tally.Handled + undelivered == accepted,
                $"handled {tally.Handled} + undelivered {undelivered} != accepted {accepted}");
            var all = system.StopAllAsync();
            Operation.PauseUntil(() => all.IsCompleted);
            Spec.Assert(system.LiveActors == 0, $"{system.LiveActors} live actors after StopAllAsync");
        }, iterations);
        Systematic.AssertNoBug(report, iterations, output);
    }
}
