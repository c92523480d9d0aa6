// Design: PoolActor<T, THandler> — an actor without a thread of its own: a thread-pool work item that drains a
// bounded lab ring in budgeted runs and schedules itself only when it has work.
//
// Who writes what: ring tail/cells the posters (MpscRingXadd's CAS claim, TryPushCas, which never waits); ring head,
//   _handler and _runs the run in progress only (plain); _gate (RunGate) 0 -> 1 by CompareExchange, 1 -> 0 by the
//   run going idle, 1 for good after the final run; state (ActorLifecycle) by Interlocked.
// Invariants: at most one run at a time (a run is queued only by the holder of the flag); handled + undelivered
//   == accepted Posts, exact under racing stops (the ring's Close); the actor object is its own work item, so
//   queueing it allocates nothing.
// The trick: only the idle -> scheduled transition queues anything; a run hands at most Throughput messages
//   (default 64) to the handler and requeues itself at the back of the global queue.
// Post on a full ring waits with Backoff; from inside the actor's own run (_runThreadId) it throws instead.
// Known weaknesses: a long or blocking handler holds a pool thread; waiting pool-thread posters can starve the run;
//   CAS retries; a fence on every Post; the handler field can false-share with what posters read; a producer
//   pre-empted between claim and publish idles the actor until it publishes.
// Memory ordering (no lost wake-up, Dekker): Post = W(publish) ; full fence ; R(flag); a run going idle =
//   W(flag = 0) ; full fence ; R(head published?). Full fences are totally ordered, so one side sees the other and
//   the CompareExchange lets exactly one queue the run. A stop is a poster whose fence is its state write. Each
//   run happens-after the previous one (the flag's release / CAS and the pool queue). Nothing assumes x86 order.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#poolactor

using System.Runtime.CompilerServices;
using PerfBuf.Core.Waiting;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// An actor that runs on the thread pool: a bounded <see cref="MpscRingXadd{T}"/> mailbox, a struct handler, and
/// at most <see cref="Throughput"/> messages per scheduled run. Create it with <see cref="Start"/>; post from any
/// thread.
/// </summary>
public sealed class PoolActor<T, THandler> : IThreadPoolWorkItem, IAsyncDisposable
    where THandler : struct, IHandler<T>
{
    /// <summary>Default budget: messages handled per run before the actor yields its pool thread.</summary>
    public const int DefaultThroughput = 64;

    // Poster-read, never reassigned after construction.
    private readonly MpscXaddProducer<T> _producer;

    // Run side.
    private readonly MpscXaddConsumer<T> _consumer;
    private THandler _handler; // the run in progress only (see "Never two runs at once")
    private long _runs;        // the run in progress only; read racily by Runs

    private RunGate _gate; // 0 idle, 1 queued or running: CompareExchange 0 -> 1, Volatile.Write 1 -> 0 (RunGate.cs)

    // The managed id of the thread executing the run in progress, 0 between runs: written only by that thread
    // (Volatile.Write at the start and before it lets go of the actor), read by a Post that met a full mailbox.
    // A thread reads its own id there only while it is inside the run (it wrote it and has not cleared it yet).
    private int _runThreadId;
    private ActorLifecycle _lifecycle; // state, name, Completion; called in place, never copied (not readonly)

    private PoolActor(THandler handler, int capacity, int throughput, string name)
    {
        (_producer, _consumer) = MpscRingXadd<T>.Create(capacity);
        _handler = handler;
        Throughput = throughput;
        _lifecycle = new ActorLifecycle(name);
        Capacity = capacity;
    }

    /// <summary>Creates the actor. It owns no thread: its first run is queued by the first Post.</summary>
    /// <param name="handler">Kept by the actor; receives every message in mailbox order, one run at a time.</param>
    /// <param name="capacity">Mailbox slots: a power of two between 2 and 2^30.</param>
    /// <param name="throughput">Messages handled per run before the actor re-queues itself (at least 1).</param>
    /// <param name="name">For messages and diagnostics; a numbered default otherwise.</param>
    public static PoolActor<T, THandler> Start(THandler handler, int capacity = 4096, int throughput = DefaultThroughput,
        string? name = null)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(throughput, 1);
        return new PoolActor<T, THandler>(handler, capacity, throughput,
            ActorLifecycle.NameOrNumbered<PoolActor<T, THandler>>(name));
    }

    /// <summary>The actor's name.</summary>
    public string Name => _lifecycle.Name;

    /// <summary>Mailbox slots.</summary>
    public int Capacity { get; }

    /// <summary>The budget: at most this many messages are handled per run before the actor yields its pool thread.</summary>
    public int Throughput { get; }

    /// <summary>Runs (work items) executed so far (diagnostics; read racily). Inside the handler, on the run's own
    /// thread, it is the number of the run in progress.</summary>
    public long Runs => Volatile.Read(ref _runs);

    /// <summary>True while a run is queued or executing (diagnostics; stale as soon as it is read).</summary>
    internal bool IsScheduled => _gate.IsScheduled;

    /// <summary>
    /// Completes when the final run is over (a <c>Task&lt;int&gt;</c>: the undelivered count, 0 after a draining
    /// stop); faults with <see cref="ActorFaultedException"/> when the handler threw.
    /// </summary>
    public Task Completion => _lifecycle.Completion;

    /// <summary>
    /// Puts <paramref name="message"/> in the mailbox and schedules the actor if it is idle. When the mailbox is
    /// full the caller waits (spin, then yield) until there is room.
    /// </summary>
    /// <exception cref="InvalidOperationException">StopAsync was called or the handler faulted; the message was
    /// not accepted.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(in T message)
    {
        var status = _producer.TryPushCas(in message);
        if (status != PushStatus.Ok)
        {
            PostSlow(in message, status);
        }
        if (_gate.IsIdleAfterFence()) // publish -> fence -> read the flag: see "No lost wake-up"
        {
            ScheduleIfIdle();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void PostSlow(in T message, PushStatus status)
    {
        if (status == PushStatus.Full && Environment.CurrentManagedThreadId == Volatile.Read(ref _runThreadId))
        {
            _lifecycle.ThrowSelfPost(); // from inside the run: only this run can free a slot
        }
        var backoff = new Backoff(spinLimit: 64);
        while (status == PushStatus.Full)
        {
            backoff.Pause(); // a full ring is work: a run is (or is about to be) queued and will free a slot
            status = _producer.TryPushCas(in message);
        }
        if (status == PushStatus.Closed)
        {
            _lifecycle.ThrowRefused();
        }
    }

    /// <summary>The idle -> scheduled transition: only the CompareExchange winner queues the actor.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void ScheduleIfIdle()
    {
        if (_gate.TryClaim())
        {
            ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false);
        }
    }

    /// <summary>
    /// Stops the actor. <paramref name="drain"/> true: every message accepted before the stop is handled; the
    /// result is 0. False: at most the run in hand's budget is still handled, and the result is how many accepted
    /// messages were left. The first call decides; later calls return the same task. Faults with
    /// <see cref="ActorFaultedException"/> if the handler threw. An idle actor is scheduled so that it finishes.
    /// </summary>
    public Task<int> StopAsync(bool drain = true)
    {
        _producer.Close(); // from here every push is refused or below the close position
        var completion = _lifecycle.RequestStop(drain); // full fence either way
        if (_gate.IsIdle) // after the fence: the idle run's re-check sees the state, or we see 0
        {
            ScheduleIfIdle();
        }
        return completion;
    }

    /// <summary>Draining stop; a handler fault stays observable on <see cref="Completion"/> and is not rethrown here.</summary>
    public ValueTask DisposeAsync() => ActorLifecycle.AwaitIgnoringFault(StopAsync(drain: true));

    /// <summary>One run. Called by the thread pool only; the protocol guarantees one run at a time.</summary>
    void IThreadPoolWorkItem.Execute()
    {
        _runs++;
        Volatile.Write(ref _runThreadId, Environment.CurrentManagedThreadId);
        var state = _lifecycle.State; // acquire, before the batch: see "Stop and drain"
        if (state == ActorLifecycle.StopDiscard)
        {
            Finish(null);
            return;
        }
        try
        {
            _consumer.Drain(ref _handler, Throughput);
        }
        catch (Exception e)
        {
            Finish(e);
            return;
        }
        if (state == ActorLifecycle.StopDrain && _consumer.IsCompleted)
        {
            Finish(null);
            return;
        }
        if (WorkIsReady())
        {
            // budget spent with more published, or a stop arrived during the batch
            Volatile.Write(ref _runThreadId, 0); // before the next run can start (and write its own id)
            ThreadPool.UnsafeQueueUserWorkItem(this, preferLocal: false); // last action: the next run may start now
            return;
        }
        Volatile.Write(ref _runThreadId, 0);
        _gate.Release(); // going idle: clear -> fence -> look again: see "No lost wake-up"
        if (WorkIsReady())
        {
            ScheduleIfIdle(); // a Post or StopAsync raced the clear; one of us queues the next run
        }
    }

    /// <summary>
    /// The next message is published, or a stop needs a run: a discarding stop, or a draining stop whose ring is
    /// complete. Read by the run in progress, and once more just after it went idle (a later run may be moving
    /// the head by then; a stale answer only costs a CompareExchange that fails).
    /// </summary>
    private bool WorkIsReady()
    {
        var consumer = _consumer;
        return _lifecycle.HasWork(ref consumer);
    }

    /// <summary>The final run: empties the mailbox without handling and completes <see cref="Completion"/>.
    /// The gate stays scheduled, so no later Post or StopAsync queues the actor again.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Finish(Exception? fault)
    {
        if (fault is not null)
        {
            _lifecycle.MarkFaulted();
        }
        // messages that must hear about being dropped (asks) are kept until the reason exists: a fault's reason
        // carries the undelivered count; they are told before Completion completes (ActorLifecycle.Finish)
        var dropped = ActorLifecycle.NewDroppedList<T>();
        _producer.Close(); // a fault closes too; idempotent after StopAsync
        var undelivered = ActorLifecycle.PopUndelivered(_consumer, dropped);
        Volatile.Write(ref _runThreadId, 0);
        _lifecycle.Finish(undelivered, dropped, fault);
    }
}
