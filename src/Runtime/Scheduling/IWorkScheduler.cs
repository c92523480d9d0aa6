// Design: IWorkScheduler — where an actor's run (or any work item) executes.
//
// The actor runtime queues an actor's run each time the actor goes from idle to scheduled; where it executes is the
// scheduler's business: ThreadPoolScheduler hands it to the .NET thread pool (any thread, work stealing),
// AffinePool to the one worker its key maps to. The key is the affinity hint an actor passes on every schedule.
//
// Contract: Schedule never blocks and allocates nothing for an IThreadPoolWorkItem. It either queues the item, which
// then runs exactly once or — a scheduler shut down without draining — is dropped (counted, and told through
// IDroppableWorkItem.Dropped if it implements it), or it refuses by throwing, and then the item was not queued. A run
// re-queued from inside the scheduler should never be refused. The runtime survives both: whoever holds an actor's
// turn when its run is refused or dropped runs the actor's final step on its own thread (src/Runtime/DESIGN.md, "Refusal").
// A scheduler that runs a key on exactly one thread says so (IsCurrentThreadSoleRunner), so a caller about to block
// until that key's item has run refuses instead.
// The thread pool, two ways: ThreadPoolScheduler uses the global queue (FIFO, fair); ThreadPoolLocalQueueScheduler
// (E14) uses a pool thread's local queue (LIFO, depth first for trees of short-lived actors), at the price of
// fairness for an actor that re-queues itself.
// Proof and details: src/Runtime/DESIGN.md#iworkscheduler

namespace PerfBuf.Runtime.Scheduling;

/// <summary>Runs work items; a scheduler that honours <c>key</c> runs every item of one key on the same thread.</summary>
public interface IWorkScheduler
{
    /// <summary>
    /// Queues <paramref name="work"/> to run once. Never blocks; allocates nothing. A scheduler that is shut down may
    /// drop a queued item instead of running it (telling it through <see cref="IDroppableWorkItem"/>), or refuse the
    /// call by throwing — then the item was not queued and will never run.
    /// </summary>
    /// <param name="key">Affinity key: items with equal keys run on the same thread where the scheduler honours keys.</param>
    /// <param name="work">The item; its <see cref="IThreadPoolWorkItem.Execute"/> runs at most once per call, exactly
    /// once unless it is dropped.</param>
    /// <exception cref="InvalidOperationException">The scheduler refuses (it is shut down or draining); the item was
    /// not queued.</exception>
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

/// <summary>
/// A work item that must hear when a scheduler drops it without running it (a discarding shutdown): a Send's caller
/// blocked on it, or an actor's run, whose actor then ends on the dropping thread with its messages counted.
/// </summary>
public interface IDroppableWorkItem
{
    /// <summary>Called once, instead of <see cref="IThreadPoolWorkItem.Execute"/>, on the thread that dropped the item.
    /// Must not throw.</summary>
    /// <param name="reason">Why the item was dropped, for the exceptions it raises.</param>
    void Dropped(string reason);
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
