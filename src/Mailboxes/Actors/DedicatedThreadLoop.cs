// Design: DedicatedThreadLoop — the actor thread of ThreadedActor, BatchRingThreadedActor and BoundedThreadedActor,
// from start to Completion, written once.
//
// The loop: read state (acquire) before each batch; StopDiscard ends it. Drain up to maxBatch; a batch that handled
//   something goes round again, after the actor's AfterBatch (BoundedThreadedActor wakes its waiting producers). An
//   empty batch under StopDrain ends the loop once the mailbox is complete, else pauses (a claim below the close is
//   still being published); while Running, Count > 0 pauses (claimed, not yet published); otherwise the thread parks
//   on the actor's wait until "Count > 0 or state != Running". A handler exception marks the actor Faulted and ends
//   the loop. The final step: the actor closes and empties its mailbox (the popped messages counted, asks kept to be
//   told why), then ActorLifecycle.Finish completes Completion.
// What stays in each actor (IDedicatedThreadActor, a struct view of it): its mailbox's Drain, IsCompleted and Count,
//   what follows a handled batch, and how it closes and empties its mailbox at the end.
// Why a static generic method over a struct view: every call inside is a direct call on the view's concrete type, so
//   the JIT specialises the loop per actor and handler as it did when each actor had its own copy, and inlines the
//   view's one-line members and the wait condition. Each actor's Run jumps into it once (a tail call, once per
//   thread); the loop's machine code is what each actor's own Run had, register names aside (the design note). The
//   handler is a by-value parameter: a copy on the actor thread's stack.
// ThreadedActor is frozen (docs/DESIGN.md §3) and runs this loop: a change here that changes its
//   behaviour or cost is a new actor type with a loop of its own, not an edit.
// Known weaknesses: the actors' own (one OS thread each; Backoff pauses while a claim is being published).
// Memory ordering: the actors' arguments, unchanged: state by Volatile.Read before each batch (a stop's Close comes
//   before its state write); the wait's Park increments sleepers (full fence) and re-checks the condition, against
//   Post's publish-then-Wake.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#dedicatedthreadloop

using System.Runtime.CompilerServices;
using PerfBuf.Core.Waiting;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// What the dedicated-thread loop asks of its actor: a struct view (one field, the actor) whose members are the
/// actor's mailbox calls, so that every call in the loop is direct and inlinable.
/// </summary>
internal interface IDedicatedThreadActor<T, THandler> where THandler : struct, IHandler<T>
{
    /// <summary>The actor's state word, name and Completion (its field, in place).</summary>
    ref ActorLifecycle Lifecycle { get; }

    /// <summary>Hands up to the actor's maxBatch published messages to <paramref name="handler"/>; returns how many.</summary>
    int Drain(ref THandler handler);

    /// <summary>After a batch that handled at least one message.</summary>
    void AfterBatch();

    /// <summary>Every message accepted before the stop has been taken (asked only after a draining stop).</summary>
    bool IsCompleted { get; }

    /// <summary>Claimed-or-published messages not yet taken.</summary>
    int Count { get; }

    /// <summary>Closes the mailbox (a fault closes it too; idempotent after StopAsync) and pops every accepted message
    /// left without handling it, keeping them in <paramref name="dropped"/> if given; returns how many.</summary>
    int CloseAndPopRest(List<T>? dropped);
}

/// <summary>The actor thread of the dedicated-thread actors (see the design note above).</summary>
internal static class DedicatedThreadLoop
{
    /// <summary>
    /// Runs the actor thread to its end: records its id in <paramref name="actorThreadId"/> (Volatile.Write; a Post
    /// that meets a full mailbox compares it with its own thread), handles batches with <paramref name="handler"/>
    /// until a stop or a fault, then completes the actor.
    /// </summary>
    internal static void Run<T, THandler, TActor>(TActor actor, THandler handler, in SpinThenParkWait wait,
        ref int actorThreadId)
        where THandler : struct, IHandler<T>
        where TActor : struct, IDedicatedThreadActor<T, THandler>
    {
        Volatile.Write(ref actorThreadId, Environment.CurrentManagedThreadId);
        var condition = new HasWorkOrStop<T, THandler, TActor>(actor);
        var backoff = new Backoff(spinLimit: 256);
        Exception? fault = null;
        try
        {
            while (true)
            {
                var state = actor.Lifecycle.State; // acquire, before the batch: see ThreadedActor's "Stop and drain"
                if (state == ActorLifecycle.StopDiscard)
                {
                    break;
                }
                if (actor.Drain(ref handler) > 0)
                {
                    actor.AfterBatch();
                    backoff.Reset();
                    continue;
                }
                if (state == ActorLifecycle.StopDrain)
                {
                    if (actor.IsCompleted)
                    {
                        break;
                    }
                    backoff.Pause(); // closed, but a poster is still publishing a position below the close
                }
                else if (actor.Count > 0)
                {
                    backoff.Pause(); // claimed, not yet published: the poster is between its claim and its store
                }
                else
                {
                    backoff.Reset();
                    wait.WaitUntil(ref condition);
                }
            }
        }
        catch (Exception e)
        {
            fault = e;
        }
        if (fault is not null)
        {
            actor.Lifecycle.MarkFaulted(); // single-producer Posts refuse from here on; the final step closes the rest
        }
        var dropped = ActorLifecycle.NewDroppedList<T>(); // asks are told why they were dropped
        actor.Lifecycle.Finish(actor.CloseAndPopRest(dropped), dropped, fault);
    }

    /// <summary>The actor thread's wait condition: a message is (being) published, or a stop was requested.</summary>
    private readonly struct HasWorkOrStop<T, THandler, TActor>(TActor actor) : IWaitCondition
        where THandler : struct, IHandler<T>
        where TActor : struct, IDedicatedThreadActor<T, THandler>
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public bool IsSatisfied() => actor.Count > 0 || actor.Lifecycle.State != ActorLifecycle.Running;
    }
}
