// Design: IWorkScheduler — where an actor's run (or any work item) executes.
//
// The lab's actor runtime (Runtime/) queues an actor's run each time the actor goes from idle to scheduled. Where
// the run executes is the scheduler's business: ThreadPoolScheduler hands it to the .NET thread pool (any pool
// thread, work stealing, migration between cores), AffinePool (AffinePool.cs) to the one worker thread its key
// maps to (the same thread every time). The key is the affinity hint: an actor passes its own key on every
// schedule, so a scheduler that honours keys runs every run of that actor on one thread; one that ignores keys
// (the thread pool) is free to run it anywhere.
//
// Contract: Schedule never blocks and never refuses (a run re-queued by itself must always find room), and it
// allocates nothing for an IThreadPoolWorkItem: the item is the reference that is queued. Each Schedule call
// executes the item exactly once, unless the scheduler is shut down first (then it says how many it dropped).
// A scheduler that runs a key on exactly one thread says so (IsCurrentThreadSoleRunner): a caller about to block
// until one of that key's items has run — a Tell waiting for room in a full bounded mailbox — refuses instead of
// blocking the only thread that could run it.
//
// The thread pool, two ways. ThreadPoolScheduler queues every item on the pool's global queue (preferLocal: false),
// as PoolActor re-queues itself: first in, first out over the whole pool, so a busy actor that re-queues itself waits
// its turn behind everyone else (fair). ThreadPoolLocalQueueScheduler (E14) queues an item scheduled from a pool
// thread on that thread's local queue (preferLocal: true, what Task.Run does from a pool thread): the owning thread
// pops its local queue last in, first out, and idle threads steal the oldest items. An actor that spawns and tells
// children from its run therefore runs them next on the same thread, depth first: a tree of short-lived actors keeps
// a few branches alive at a time instead of whole levels (E14's SkyNet rows compare the two). Its weakness is
// fairness: an actor whose run re-queues itself (budget spent) is popped again before older items of its thread's
// local queue, which wait for that thread or a stealer; items queued from outside the pool still go to the global queue.

namespace PerfBuf.Runtime.Scheduling;

/// <summary>Runs work items; a scheduler that honours <c>key</c> runs every item of one key on the same thread.</summary>
public interface IWorkScheduler
{
    /// <summary>Queues <paramref name="work"/> to run once. Never blocks; allocates nothing.</summary>
    /// <param name="key">Affinity key: items with equal keys run on the same thread where the scheduler honours keys.</param>
    /// <param name="work">The item; its <see cref="IThreadPoolWorkItem.Execute"/> runs exactly once per call.</param>
    void Schedule(int key, IThreadPoolWorkItem work);

    /// <summary>
    /// True when the calling thread is the only thread that runs items of <paramref name="key"/>, so that blocking it
    /// until such an item has run would wait forever (an <c>AffinePool</c>'s worker for that key). The runtime's
    /// Tell asks it before waiting for room in a full bounded mailbox. Default: false — a scheduler with many threads
    /// for a key (the thread pool) can run the item elsewhere.
    /// </summary>
    /// <param name="key">The affinity key of the item that would have to run.</param>
    bool IsCurrentThreadSoleRunner(int key) => false;
}

/// <summary>The .NET thread pool as an <see cref="IWorkScheduler"/>: the key is ignored (any pool thread runs the
/// item), and an item goes to the global queue (<c>preferLocal: false</c>), as <c>PoolActor</c> re-queues itself.</summary>
public sealed class ThreadPoolScheduler : IWorkScheduler
{
    /// <summary>The one instance (it has no state).</summary>
    public static readonly ThreadPoolScheduler Instance = new();

    private ThreadPoolScheduler() { }

    /// <inheritdoc />
    public void Schedule(int key, IThreadPoolWorkItem work)
    {
        ArgumentNullException.ThrowIfNull(work);
        ThreadPool.UnsafeQueueUserWorkItem(work, preferLocal: false);
    }
}

/// <summary>
/// The .NET thread pool as an <see cref="IWorkScheduler"/>, local queue first: an item scheduled from a pool thread goes
/// to that thread's local queue (<c>preferLocal: true</c>; last in, first out for that thread, stolen oldest first by
/// the others), one scheduled from any other thread to the global queue. The key is ignored. See the file's design
/// note for what it gains (depth-first runs of a spawning tree) and costs (fairness).
/// </summary>
public sealed class ThreadPoolLocalQueueScheduler : IWorkScheduler
{
    /// <summary>The one instance (it has no state).</summary>
    public static readonly ThreadPoolLocalQueueScheduler Instance = new();

    private ThreadPoolLocalQueueScheduler() { }

    /// <inheritdoc />
    public void Schedule(int key, IThreadPoolWorkItem work)
    {
        ArgumentNullException.ThrowIfNull(work);
        ThreadPool.UnsafeQueueUserWorkItem(work, preferLocal: true);
    }
}
