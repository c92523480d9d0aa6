// Design: ActorSystem — a small actor runtime: typed references, mailboxes that start small (unbounded, or bounded with
// back-pressure on request), runs scheduled on any IWorkScheduler (the .NET thread pool, or an affine pool that keeps a
// key on one thread), a throughput budget per run, supervision-lite (restart or stop), asks with pooled replies, and a
// registry that stops everything.
//
// Who writes what: one object per actor, the cell (ActorRef.cs): tellers push into its embedded segmented mailbox;
//   the run in progress alone owns the handler state and the consumer end; the RunGate flag and the lifecycle state
//   move by Interlocked; the registry's list and counters change under one lock, never held while user code runs.
// Invariants: never two runs at once; handled + undelivered == accepted Tells; a bounded mailbox never holds more than
//   its capacity; when StopAllAsync completes, every actor's Completion has completed and LiveActors is 0.
// The trick: PoolActor's scheduling protocol generalised to IWorkScheduler.Schedule(Key, cell) and the segmented
//   mailbox, so an idle actor costs 440 B (tests/Runtime pins it) and a busy one allocates nothing per message.
//   A supervisor decides Restart (a fresh handler from the factory) or Stop; a Tell on a full bounded mailbox waits,
//   or throws from inside the actor's own run or its sole runner thread.
// Known weaknesses: PoolActor's (a blocking handler holds its scheduler's thread, a fence per Tell); an unpadded cell;
//   mailboxes never shrink; bounded mailboxes bring back waiting (cycles of full mailboxes deadlock); one registry lock.
// Memory ordering: Tell = W(publish, release) ; full fence ; R(flag); a run going idle = W(flag = 0) ; full fence ;
//   R(next published?) — reading across a frozen segment to its successor is safe because the successor's producer
//   read the link before publishing. One side sees the other; the CompareExchange lets one schedule. A stop is a
//   poster whose fence is its state CompareExchange. No store -> load pair relies on x86 ordering.
// Proof and details: src/Runtime/DESIGN.md#actorsystem

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
    /// completed (its fault stays on its own Completion) — also one whose scheduler refused its final run, which then
    /// ran on this thread. The first call decides; later calls return the same task. StopAsync does not throw; should
    /// one throw anyway, every other actor is still stopped and the task faults with an AggregateException of what was
    /// thrown once every actor whose stop did not throw has completed.
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
        // Outside the lock: completing actors no longer touch the links (src/Runtime/DESIGN.md, "Registry").
        List<Task>? stops = null;
        List<Exception>? failures = null;
        while (detached is not null)
        {
            var actor = detached;
            detached = actor.NextLive;
            actor.NextLive = null;
            actor.PreviousLive = null;
            try
            {
                (stops ??= []).Add(actor.StopAsync(drain));
            }
            catch (Exception e)
            {
                (failures ??= []).Add(e); // stop the rest first, report after
            }
        }
        if (failures is not null)
        {
            return ReportStopFailures(stops, failures); // (later calls get the task of "every actor completed")
        }
        return allStopped.Task;
    }

    /// <summary>Some StopAsync threw: waits for every actor whose stop returned (their faults stay on their own
    /// Completion), then faults with the exceptions thrown.</summary>
    private static async Task ReportStopFailures(List<Task>? stops, List<Exception> failures)
    {
        if (stops is not null)
        {
            try
            {
                await Task.WhenAll(stops).ConfigureAwait(false);
            }
            catch (Exception)
            {
                // faulted actors: reported through their own Completion
            }
        }
        throw new AggregateException("StopAllAsync stopped every actor, but stopping some threw.", failures);
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
