// Design: IWorkScheduler — where an actor's run (or any work item) executes.
//
// The actor runtime queues an actor's run each time the actor goes from idle to scheduled; where it executes is the
// scheduler's business: ThreadPoolScheduler hands it to the .NET thread pool (any thread, work stealing),
// AffinePool to the one worker its key maps to. The key is the affinity hint an actor passes on every schedule.
//
// Contract: Schedule never blocks and never refuses (a run re-queued by itself must always find room), allocates
// nothing for an IThreadPoolWorkItem, and executes each item exactly once unless the scheduler is shut down first
// (then it says how many it dropped). A scheduler that runs a key on exactly one thread says so
// (IsCurrentThreadSoleRunner), so a caller about to block until that key's item has run refuses instead.
// The thread pool, two ways: ThreadPoolScheduler uses the global queue (FIFO, fair); ThreadPoolLocalQueueScheduler
// (E14) uses a pool thread's local queue (LIFO, depth first for trees of short-lived actors), at the price of
// fairness for an actor that re-queues itself.
// Proof and details: src/Runtime/DESIGN.md#iworkscheduler

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
