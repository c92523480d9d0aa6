// Design: ActorSystem — a small actor runtime: typed references, mailboxes that start small (unbounded, or bounded with
// back-pressure on request), runs scheduled
// on any IWorkScheduler (the .NET thread pool, or an affine pool that keeps a key on one thread), a throughput budget
// per run, supervision-lite (restart or stop), asks with pooled replies, and a registry that stops everything.
//
// Shape
//   One object per actor, the cell (ActorRef.cs): ActorRef (name, key, counters, lifecycle, scheduling flag, registry
//   links) <- ActorRef<T> (the mailbox, embedded; Tell/TryTell, non-virtual) <- ActorCell<T, THandler> (the handler
//   state, the factory, the run). The cell is the IThreadPoolWorkItem its scheduler queues, so scheduling a run — the
//   first or the thousandth — hands over a reference and allocates nothing. The handler is a struct
//   (IHandler<T>); the factory makes a fresh one at spawn and at each restart.
//   The system (this file) numbers spawns, keeps the list of live actors, and stops them all.
//
// The scheduling protocol is PoolActor's (PoolActor.cs: "The scheduling protocol", "No lost wake-up", "Never two runs
// at once"; the flag and its fences are RunGate.cs, shared by both), with three generalisations:
//   - a run is queued with _options.Scheduler.Schedule(Key, cell) instead of ThreadPool.UnsafeQueueUserWorkItem, both
//     for the idle -> scheduled transition and for the run's own requeue; every Schedule of an actor passes its key;
//   - the mailbox is MpscSegmentedQueue.cs's SegmentChain, unbounded by default, so a Tell never waits and there is
//     no "post to my own full mailbox" case: a handler may tell its own actor freely (a bounded mailbox reintroduces
//     that case, handled as PoolActor does: "Bounded mailboxes" below);
//   - "work is ready" (ActorLifecycle.HasWork) reads the segmented mailbox's IsNextPublished and IsCompleted, which
//     follow the segment chain without moving the consumer, so the run may ask them after it went idle.
//   The proof carries over unchanged. Tell: W(publish: the cell's sequence, release) ; full fence ; R(flag). Run going
//   idle: W(flag = 0) ; full fence ; R(next published?). The run looks at the head message — in the head segment, or,
//   when that segment is frozen and consumed up to its freeze, in its successor (the successor's producer read the
//   link before publishing, so whoever sees its publication after a fence sees the link too: MpscSegmentedQueue.cs,
//   "Memory ordering"). Whichever fence comes first, one side sees the other; both may, and the CompareExchange on
//   the flag lets exactly one schedule. A head claimed but not yet published idles the run; its producer, whose fence
//   is still ahead, sees the flag at 0 and schedules. A stop is a poster of the same kind: Close, then the state's
//   CompareExchange (a full fence), then read the flag. Never two runs at once: a run is scheduled only by the holder
//   of the flag (the CompareExchange winner, or the run itself as its last action), and the scheduler runs each
//   Schedule once (IWorkScheduler's contract); the handler field and the consumer end therefore have one user at a
//   time, and each run happens-after the previous one (the flag's release/CompareExchange and the scheduler's queue).
//   No store -> load pair relies on x86 ordering: the two above have full fences.
//
// Bounded mailboxes (ActorOptions.MailboxCapacity = C, a power of two from 8 to 2^20; null, the default, is unbounded).
//   Why: when senders outrun an actor for good, an unbounded mailbox turns the difference into backlog — it links a
//   fresh cap-sized segment (4 096 cells; for a 24-byte message a large-object-heap array) every 4 096 messages, so the
//   hot actor costs bytes and gen-2 collections per message, while a bounded ring whose posters wait when it is full
//   (ThreadedActorMpsc) allocates nothing and is several times faster (E12's runtime rows against that row). Bounded,
//   the actor's mailbox is SegmentChain's bounded mode with cap C: it starts at 8 cells (an idle bounded actor costs
//   the same bytes as an unbounded one), doubles up to C, and then reuses that ring in place; it never holds more than
//   C messages (MpscSegmentedQueue.cs, "Bounded mode": the exact rule for Full, the bound, the close accounting). The
//   message being handled counts: a run's Drain frees a cell when the handler returns from that message.
//   Tell on Full: the slow path (NoInlining; the fast path is unchanged). If the caller is inside the actor's own run
//   — the handler, or an inline ask continuation its reply runs — it throws InvalidOperationException at once: only
//   this run could free a slot. The run knows its thread as PoolActor's does: it writes its managed thread id into
//   _runThreadId when it starts and clears it (Volatile.Write) before it lets go of the actor (requeue, idle, final
//   run); a Tell that reads its own id there is inside the run, since no other thread writes that value. It also
//   throws when the scheduler says the calling thread is the only one that runs this actor's key
//   (IWorkScheduler.IsCurrentThreadSoleRunner: an AffinePool worker telling an actor whose key maps to itself), for
//   the same reason. Otherwise it waits with Backoff (spin, then yield; never a timed sleep) and pushes again, until
//   Ok or Closed (a stop or fault closes the mailbox: the waiting Tell then throws the refusal, and its message was
//   never accepted, so the accounting below stays exact). TryTell and TryTellStatus never wait: Full is false /
//   TellStatus.Full. AskAsync tells with Tell, so it waits the same way, and an ask refused from inside the run (or
//   for a stopped actor) fails its ValueTask with Tell's exception instead of throwing.
//   No deadlock on one's own mailbox: a full mailbox holds messages, so by the protocol above a run is queued or its
//   head's teller is about to queue it (the head's teller, whose fence is still ahead, does not wait: it already
//   claimed its cell); that run frees slots (the consumer releases each cell as it takes it, and releases a grown
//   segment's reserved share when it leaves the older segment), and the waiting teller is never that run nor the
//   thread it must run on — those are refused above. What the waiting teller does hold is its own thread: see "Known
//   weaknesses" for the cycles this can close.
//
// The throughput budget: a run hands at most Options.Throughput messages (default 64, at least 1) to the handler, then
//   requeues itself with Schedule if more is published, giving its thread to the other actors of that scheduler.
//
// Supervision (ActorCell.Supervise). The handler throws: the message that threw counts as handled (it left the
//   mailbox). If the message type is IUndeliverable (an ask), it is told first with the handler's exception, so that
//   ask fails with it (SupervisedHandler; a JIT-time constant for other message types). Then the supervisor callback
//   (ActorOptions.Supervisor) decides, on the run's thread:
//     Restart — the handler field gets a fresh factory() and the actor goes on with the next message (the run ends as
//               after a full batch and requeues itself if more is ready); Restarts counts it. A factory that throws
//               here stops the actor with the factory's exception.
//     Stop    — the actor's final step, as for a fault in PoolActor: the state becomes Faulted, the mailbox closes
//               (Tell throws, TryTell is false), everything left is popped without handling and counted, each ask
//               among it fails with the ActorFaultedException that faults Completion (ActorLifecycle.Finish).
//   No supervisor, a supervisor that throws, or a value other than Restart: Stop.
//
// Stop (ActorRef.StopAsync, the first call decides; ActorLifecycle holds the state):
//   drain: true  — runs go on (within the budget) until the mailbox IsCompleted: closed and every accepted message
//                  consumed; then the final run completes Completion with 0. A run reads the state again after its
//                  batch: if a draining stop arrived meanwhile and the mailbox is complete, that run is the final one
//                  (an actor whose handler stops it after its last message completes in the same run, with no extra
//                  hand-over; the state only moves forward, and a stop closes the mailbox before it writes the state,
//                  so the second read sees the close too).
//   drain: false — the state is read at the start of each run, so at most the budget in hand is handled after the
//                  stop; the final run pops the rest, counts it (Completion's result) and fails its asks with
//                  OperationCanceledException.
//   Accounting is exact under racing Tells: the segmented mailbox's close is exact (every push accepted before it, or
//   refused), so handled + undelivered == accepted Tells. After the final run the flag stays 1.
//
// The mailbox and the bytes per idle actor. MpscSegmentedQueue.cs: a first ring of 8 cells that doubles when full up
//   to 4 096 (bounded: up to C) and links segments (bounded: refuses instead), reused in place while a backlog fits, so a hot actor allocates nothing per message
//   once its ring has grown to its backlog. What a spawn allocates (x64, T = long, an 8-byte handler), measured by
//   tests/Runtime (RuntimeAllocationTests, 10 000 spawns / 10 000, on the spawning thread):
//     the cell                        152 B  (object header and method table 16; ActorRef's fields 88: the system and
//                                            options references, the lifecycle 24 (completion source, name source,
//                                            state), the spawn number, Runs, the two registry links, the gate, Restarts,
//                                            the key and the run's thread id — three ints and a fourth in what was
//                                            padding; ActorRef<T>'s mailbox 32; the cell's factory 8 and handler 8)
//     the first segment                40 B  (object header 16, cells reference, tail word, next)
//     its 8 cells                     152 B  (array header 24 + 8 x (sequence 8 + item 8))
//     Completion                       96 B  (TaskCompletionSource<int> 24 + its Task<int> 72)
//     total                           440 B  per idle actor — within the 512 B budget; no name string (the default
//                                            name is composed when asked), no registry node (the links are fields of
//                                            the cell), no delegate (the factory is the caller's, shared by its spawns).
//   A larger message grows the cells: 24 + 8 x (8 + sizeof(T)); an Ask<long, long> (24 bytes) takes 280 B of cells,
//   568 B per idle ask actor with an 8-byte handler. The test pins 440 B for T = long. A bounded actor costs the same
//   440 B while idle (the cap shares an int with the segment size in the chain; the run's thread id fills ActorRef's
//   alignment padding; the first segment is the same 8 cells); a busy one grows to at most about 2 x C cells once.
//
// Registry. The live actors form a doubly linked list through the cells' own fields, guarded by one lock taken at
//   spawn and at completion, never while user code runs nor around a scheduler call (Monitor.Enter/Exit rather than a
//   lock statement, so that the systematic tests' controlled build schedules it: tests/Systematic/README.md). The
//   counters are plain fields written under the lock (its release publishes them) and read with Volatile.Read.
//   StopAllAsync takes the lock once: sets "stopping" (Spawn refuses from then on, with InvalidOperationException),
//   detaches the whole list and completes when the live count reaches 0. Actors completing after that only decrement
//   (they leave the detached list alone), so StopAllAsync walks it outside the lock and stops each actor (StopAsync
//   with its drain flag; a finished one ignores it). Each actor decrements the live count after its Completion is set,
//   so when StopAllAsync's task completes every actor's Completion has completed and LiveActors is 0: teardown leaves
//   no actor behind. Faulted actors count as completed; their faults stay on their own Completion (StopAllAsync does
//   not throw them).
//
// Keys. Options.Key, or the spawn number (0, 1, 2, … per system) truncated to a non-negative int: on a scheduler that
//   honours keys, actors spawned without a key spread round-robin over its workers.
//
// Known weaknesses
//   Inherits PoolActor's: a long or blocking handler holds its scheduler's thread for a whole run; the fence is paid on
//   every Tell even when the actor is busy. The cell is unpadded: posters' reads of the flag and the mailbox's tail,
//   the run's writes of the handler state and of the consumer's position share lines (the price of a small actor).
//   A mailbox never shrinks after a burst, and an unbounded backlog larger than 4 096 allocates a segment per 4 096
//   messages. Bounded mailboxes bring back waiting: a teller that waits holds its thread — a pool thread waiting on a
//   full actor whose run needs a pool thread stalls until the pool injects one, and actors that tell each other (a
//   cycle of bounded mailboxes, every one full, every run waiting in a Tell to the next) wait for each other forever;
//   only the self-tell and the sole-runner case are detected. A bounded mailbox may refuse with fewer than C messages
//   inside (at least C/2) while the consumer is still in an older segment (MpscSegmentedQueue.cs, "Bounded mode").
//   The registry lock is one for the whole system: spawn and completion rates contend on it (no user code runs under
//   it). During StopAllAsync(drain: true) actors still handling messages may find the actors they tell already
//   stopped (Tell throws, their supervisor decides). Spawn is refused once the system is stopping, also from handlers.
//   An ask whose handler never answers is pending forever (Ask.cs); there is no timeout. A scheduler that throws from
//   Schedule (one that was shut down) leaves the actor marked scheduled with no run queued: its messages stay put and
//   its stop never completes — IWorkScheduler's contract is that Schedule never refuses while actors use it.

using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Runtime;

/// <summary>
/// A set of actors: spawns them, counts them and stops them all. Each actor runs on the scheduler of its
/// <see cref="ActorOptions"/> with its key, handles at most <see cref="ActorOptions.Throughput"/> messages per run and is
/// supervised by <see cref="ActorOptions.Supervisor"/>. Thread-safe.
/// </summary>
public sealed class ActorSystem : IAsyncDisposable
{
    private static int s_systems;

    private readonly object _registry = new(); // Monitor.Enter/Exit (not a lock statement): see "Registry"
    private ActorRef? _live;          // under _registry: the list of live actors (their own links)
    private int _liveCount;           // under _registry (plain writes; LiveActors reads with Volatile.Read)
    private long _spawned;            // under _registry (plain writes; Spawned reads with Volatile.Read)
    private bool _stopping;           // under _registry
    private TaskCompletionSource? _allStopped; // under _registry: created by the first StopAllAsync
    private long _numbered;           // Interlocked: spawn numbers (default keys and names)

    /// <summary>Creates an empty system.</summary>
    /// <param name="name">For the actors' default names and for messages; "system-n" otherwise.</param>
    public ActorSystem(string? name = null) =>
        Name = name ?? $"system-{Interlocked.Increment(ref s_systems)}";

    /// <summary>The system's name.</summary>
    public string Name { get; }

    /// <summary>Actors spawned and not yet completed (each leaves after its Completion is set).</summary>
    public int LiveActors => Volatile.Read(ref _liveCount);

    /// <summary>Actors spawned so far.</summary>
    public long Spawned => Volatile.Read(ref _spawned);

    /// <summary>
    /// Spawns an actor: <paramref name="factory"/> makes its handler state now (and again at each restart); the actor
    /// owns no thread and runs when it has messages, on <paramref name="options"/>' scheduler with its key.
    /// </summary>
    /// <typeparam name="T">The message type.</typeparam>
    /// <typeparam name="THandler">The handler: a struct, kept by the actor, called one message at a time.</typeparam>
    /// <param name="factory">Makes a fresh handler state; called on the spawning thread, and on the actor's run at
    /// each restart.</param>
    /// <param name="options">Scheduler, key, budget, supervisor, name; null: <see cref="ActorOptions.Default"/>.</param>
    /// <exception cref="ArgumentNullException"><paramref name="factory"/> is null.</exception>
    /// <exception cref="InvalidOperationException">The system is stopping (StopAllAsync or DisposeAsync was called).</exception>
    public ActorRef<T> Spawn<T, THandler>(Func<THandler> factory, ActorOptions? options = null)
        where THandler : struct, IHandler<T>
    {
        ArgumentNullException.ThrowIfNull(factory);
        options ??= ActorOptions.Default;
        if (Volatile.Read(ref _stopping))
        {
            ThrowStopping(); // before the factory runs: nothing is made for a spawn that will be refused
        }
        var handler = factory();
        var number = Interlocked.Increment(ref _numbered) - 1;
        var cell = new ActorCell<T, THandler>(this, options, number, factory, handler);
        bool refused;
        Monitor.Enter(_registry);
        try
        {
            refused = _stopping;
            if (!refused)
            {
                cell.NextLive = _live;
                if (_live is not null)
                {
                    _live.PreviousLive = cell;
                }
                _live = cell;
                _liveCount++;
                _spawned++;
            }
        }
        finally
        {
            Monitor.Exit(_registry);
        }
        if (refused)
        {
            ThrowStopping(); // the cell was never scheduled nor listed: it is garbage
        }
        return cell;
    }

    /// <summary>
    /// Stops every live actor (<see cref="ActorRef.StopAsync"/> with <paramref name="drain"/>) and refuses further
    /// spawns; completes when every actor has completed and <see cref="LiveActors"/> is 0. A faulted actor counts as
    /// completed (its fault stays on its own Completion). The first call decides; later calls return the same task.
    /// </summary>
    public Task StopAllAsync(bool drain = true)
    {
        ActorRef? detached;
        TaskCompletionSource allStopped;
        bool none;
        Monitor.Enter(_registry);
        try
        {
            if (_allStopped is { } started)
            {
                return started.Task;
            }
            allStopped = new TaskCompletionSource(TaskCreationOptions.RunContinuationsAsynchronously);
            _allStopped = allStopped;
            _stopping = true;
            detached = _live;
            _live = null;
            none = _liveCount == 0;
        }
        finally
        {
            Monitor.Exit(_registry);
        }
        if (none)
        {
            allStopped.TrySetResult();
        }
        // Outside the lock: completing actors no longer touch the links (ActorSystem.cs, "Registry").
        while (detached is not null)
        {
            var actor = detached;
            detached = actor.NextLive;
            actor.NextLive = null;
            actor.PreviousLive = null;
            _ = actor.StopAsync(drain);
        }
        return allStopped.Task;
    }

    /// <summary>A draining <see cref="StopAllAsync"/>.</summary>
    public ValueTask DisposeAsync() => new(StopAllAsync(drain: true));

    /// <summary>An actor's final step, after its Completion is set: leaves the list (unless StopAllAsync detached
    /// it) and the live count; the last one out completes StopAllAsync.</summary>
    internal void OnCompleted(ActorRef actor)
    {
        TaskCompletionSource? last = null;
        Monitor.Enter(_registry);
        try
        {
            if (!_stopping)
            {
                var previous = actor.PreviousLive;
                var next = actor.NextLive;
                if (previous is null)
                {
                    _live = next;
                }
                else
                {
                    previous.NextLive = next;
                }
                if (next is not null)
                {
                    next.PreviousLive = previous;
                }
                actor.PreviousLive = null;
                actor.NextLive = null;
            }
            _liveCount--;
            if (_stopping && _liveCount == 0)
            {
                last = _allStopped;
            }
        }
        finally
        {
            Monitor.Exit(_registry);
        }
        last?.TrySetResult();
    }

    private void ThrowStopping() => PerfBuf.Core.ThrowHelper.InvalidOperation(
        $"ActorSystem '{Name}' is stopping or stopped; Spawn is refused.");
}
