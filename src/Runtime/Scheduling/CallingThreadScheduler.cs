// Design: CallingThreadScheduler — runs an actor's run on the thread that scheduled it, at once: the thread that Tells
// an idle actor runs it (E15's direct transport: the connection's receiving thread delivers a frame and runs its actor,
// with no hand-over to another thread).
//
// Trampoline: a run scheduled while the thread is already executing one of this scheduler's items (an actor's handler
// Tells an idle actor, or a run re-queues itself after its budget) is not run inside it: it joins the thread's own
// queue and runs after the current item returns, on the same thread, in the order scheduled. So the stack never grows
// with a chain of Tells or a long mailbox, and a handler's Tell returns before its target runs, as on any scheduler.
// Who writes what: the queue and the running flag are thread-static: only their thread touches them. No shared state.
// Contract (IWorkScheduler): Schedule never refuses and never drops; it allocates nothing once the thread's queue has
// grown to its deepest trampoline. It does not return until the item (and whatever it scheduled) has run: a handler
// that blocks holds the teller's thread, and a thread that Tells from inside an item waits for nothing (the item is
// deferred). IsCurrentThreadSoleRunner is true inside an item: what it deferred runs only on this thread, after it, so
// waiting for it there would wait forever.
// Known weaknesses: a teller pays for the handler's work (that is the point, and its cost); a handler that blocks
// blocks every actor its thread would run next; fairness between actors is the order their Tells came in.
// Proof and details: src/Runtime/DESIGN.md#callingthreadscheduler

namespace PerfBuf.Runtime.Scheduling;

/// <summary>Runs each item on the calling thread, at once; items scheduled from inside an item run after it, on the same thread.</summary>
public sealed class CallingThreadScheduler : IWorkScheduler
{
    /// <summary>The one instance (its state is per thread).</summary>
    public static readonly CallingThreadScheduler Instance = new();

    [ThreadStatic]
    private static Queue<IThreadPoolWorkItem>? t_deferred;

    [ThreadStatic]
    private static bool t_running;

    private CallingThreadScheduler() { }

    /// <summary>Items deferred on this thread and not run yet (diagnostics, tests).</summary>
    public static int DeferredOnThisThread => t_deferred?.Count ?? 0;

    /// <inheritdoc />
    public void Schedule(int key, IThreadPoolWorkItem work)
    {
        ArgumentNullException.ThrowIfNull(work);
        if (t_running)
        {
            (t_deferred ??= new Queue<IThreadPoolWorkItem>()).Enqueue(work);
            return;
        }
        t_running = true;
        try
        {
            work.Execute();
            while (t_deferred is { Count: > 0 } deferred)
            {
                deferred.Dequeue().Execute();
            }
        }
        finally
        {
            t_running = false;
        }
    }

    /// <inheritdoc />
    public bool IsCurrentThreadSoleRunner(int key) => t_running;
}
