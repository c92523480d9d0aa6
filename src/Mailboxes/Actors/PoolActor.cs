// Design: PoolActor<T, THandler> — an actor without a thread of its own: a thread-pool work item that drains a
// bounded lab ring in budgeted runs and schedules itself only when it has work.
//
// Shape
//   Mailbox = MpscRingXadd<T> (any number of posting threads), pushed with its compare-and-swap claim (TryPush),
//   which never waits: a run may post to its own actor (an inline ask continuation does), and a fetch-and-add
//   claim that lost the race for the last free slot would wait for a cell only that run can free. Handler = a struct implementing IHandler<T>, kept
//   in a field of the actor because it must survive from one run to the next; the field is exclusive to the run
//   in progress (see "Never two runs at once"). The actor object itself is the IThreadPoolWorkItem, so queueing
//   it — the first time or the thousandth — is a reference handed to the pool: nothing is allocated.
//
// Who writes what
//   ring tail/cells   posters (the ring's protocol: CAS claim + per-cell sequence); Close: StopAsync, a fault.
//   ring head         the run in progress only (Drain / TryPop).
//   _gate             the scheduling flag (RunGate.cs, shared with the runtime's actors): 0 = idle, 1 = a run is
//                     queued or executing. 0 -> 1 only by CompareExchange (a Post, StopAsync or a run's own
//                     re-check); 1 -> 0 only by the run in progress, with Volatile.Write, when it goes idle. After the
//                     final run it stays 1 forever: nobody can schedule a finished actor.
//   state             Running -> StopDrain | StopDiscard (StopAsync, CompareExchange: the first call wins) or
//                     -> Faulted (the run that caught the handler's exception, Exchange). Volatile.Read elsewhere.
//                     It lives in the actor's ActorLifecycle (with the name and Completion; ActorLifecycle.cs).
//   _handler, _runs   the run in progress only; plain fields. The next run sees them through the hand-over of
//                     _scheduled (release store / CompareExchange) and the pool queue (its enqueue and dequeue are
//                     interlocked), so every run happens-after the previous one.
//
// The scheduling protocol
//   Post:  push (publish) ; full fence ; read _scheduled ; if 0: CAS 0 -> 1 and, if won, queue the actor.
//   Run:   Drain(ref _handler, Throughput) ;
//          work is ready                    -> queue itself again (it still holds _scheduled = 1) ;
//          otherwise                        -> Volatile.Write(_scheduled, 0) ; full fence ; look again ;
//                                              if work is ready now: CAS 0 -> 1 and, if won, queue itself.
//   "Work is ready" = the ring's next message is published (IsNextPublished), or a discarding stop was requested,
//   or a draining stop was requested and the ring is complete (the final run is due): ActorLifecycle.HasWork.
//   Only the transition idle -> scheduled queues anything, so a busy actor's posters pay one fence and one read of
//   a line that is written twice per idle period, not once per message.
//
// No lost wake-up (Dekker: each side writes its own variable, fences, then reads the other's)
//   Poster: W(publish) ; F ; R(_scheduled)          Run going idle: W(_scheduled = 0) ; F ; R(next published?)
//   The run looks at one cell, the head; take the poster of the message at the head. Full fences are totally
//   ordered. If the run's fence comes first, its write of 0 is visible to that poster's read: the poster sees
//   idle and CASes. If the poster's fence comes first, its publication is visible to the run's look: the run
//   sees work and CASes. Both may see the other — then both CAS and exactly one wins, so the actor is queued
//   once. Neither can miss the other, so the head message never waits in the mailbox of an idle actor, and the
//   run that takes it drains whatever is published behind it. Post's explicit fence is what orders its
//   publication (a plain release store of the cell's sequence) before its read of the flag; the CAS claim,
//   earlier, does not.
//   So a head that is claimed but not yet published does not keep the run busy: the run goes idle, and the
//   claiming poster, whose fence is still ahead of it, is the one that will see the flag at 0 — even when later
//   posters published behind it and saw the flag at 1. (Looking at Count instead, which includes such claims,
//   would also be safe, but the run would then have to poll through the pool until the poster published: with
//   posters pre-empted mid-push on an oversubscribed 2-core box that came to over twenty runs per message.)
//   StopAsync is a poster of the same kind: Close, then the state CompareExchange (a full fence), then read
//   _scheduled — so stopping an idle actor queues its final run; the run's look reads the state after its fence.
//   Nothing here assumes x86's ordering: every store -> load pair the argument needs has a full fence.
//
// Never two runs at once
//   A run is queued only by whoever holds _scheduled = 1: the CAS winner (once), or the run in progress, as its
//   very last action (it touches no field after queueing). The run releases the flag only when it goes idle,
//   and after that only reads the ring's head cell and the state and tries the CAS. So at any moment at most one
//   run executes, and the ring's single-consumer end and the handler field need no further protection.
//
// The throughput budget
//   A run hands at most Throughput messages to the handler, then queues itself at the back of the global queue
//   (preferLocal: false) and returns the pool thread, so other work items (other actors) run in between.
//   Small budgets are fair to the pool and bound how long anything else waits behind this actor; each run costs
//   a queue round-trip (interlocked enqueue/dequeue, a possible thread wake), so at Throughput = 1 that cost is
//   paid per message. Large budgets amortise it and keep the ring's lines hot on one core, at the price of
//   latency for the rest of the pool. Start accepts any budget from 1 up (default 64).
//
// Post when the ring is full: the poster waits with Backoff (spin, then yield; never a timed sleep) until a slot
//   frees or the ring closes; the actor is surely scheduled then, or the head's producer is about to schedule it
//   (a full ring is work). Only a full ring makes a Post wait: the claim never takes a slot it cannot fill at once.
//   A Post from inside the actor's own run (its handler, or an inline ask continuation the handler's reply runs)
//   never waits: on a full ring it throws InvalidOperationException, because only this run could free a slot.
//   The run knows its thread: it writes its managed thread id into _runThreadId when it starts and clears it before
//   it lets go of the actor (requeue or idle); a poster that reads its own id there is inside the run, since no
//   other thread writes that value. AskAsync turns that refusal into a failed ask. Closed: Post throws
//   InvalidOperationException (ThrowHelper). As in ThreadedActor, the
//   ring's Close makes the accounting exact even for Posts racing a stop: every push is before the close
//   position — accepted, then handled or counted as undelivered — or after it, refused.
//   handled + undelivered == accepted Posts.
//
// Stop and drain
//   drain: true  — runs go on (still within the budget) until the ring IsCompleted: closed and every accepted
//                  position consumed. A claim below the close that is not yet published idles the actor like any
//                  other; its producer schedules the run that takes it. Result 0.
//   drain: false — the state is read at the start of each run, so at most the budget in hand (Throughput
//                  messages) is handled after the stop; the final run pops the rest without handling it and counts.
//   fault        — the first handler exception ends the run: the thrower counts as handled (the ring released
//                  its slot), the rest is popped and counted, Completion faults with ActorFaultedException.
//   The final run does this in place and completes Completion (continuations run asynchronously, not on the
//   pool thread inside the run). Popping rather than abandoning lets an overshooting producer finish its push.
//   The stop request, the fault transition, the pop-the-rest loop and Completion are ActorLifecycle's; the
//   scheduling around them, and telling asks they were dropped, stay here.
//   Messages that implement IUndeliverable (asks, see Ask.cs) are told, before Completion completes, that they
//   were dropped: with the ActorFaultedException that faults Completion after a fault, with an
//   OperationCanceledException after a discarding stop — so no asker waits for a reply that cannot come.
//   (typeof(T) decides once per type whether the final run keeps the popped messages for this; others pay nothing.)
//
// Ask (request/response; Ask.cs holds the design): T = Ask<TRequest, TReply>, a request plus a ReplyTo handle on
//   a pooled IValueTaskSource; PoolActorAsk.AskAsync rents the reply, posts, and returns a ValueTask<TReply>;
//   the handler (wrapped in AskHandler, which fails the ask in hand if the handler throws) answers through the
//   handle. Nothing in the protocol above changes: an ask is a message. In inline mode (the reply pool's
//   RunContinuationsAsynchronously = false) the asker's continuation runs inside the handler's Complete, on this
//   run's thread: the run is then also running the asker's code (and its next Posts) within its budget.
//
// Hot path: Post is [AggressiveInlining] (TryPush, fence, one read); Full/Closed and the idle -> scheduled
//   transition are [NoInlining] slow paths. Steady state allocates nothing per message (tests/Actors asserts it).
//
// Known weaknesses
//   A long or blocking handler holds a pool thread for the whole run (up to Throughput messages); many such
//   actors starve the pool until it injects threads. Posters that are themselves pool threads and wait on a full
//   ring can starve the very run that would free it (the pool injects threads slowly); a handler that posts to
//   its own full actor is refused (InvalidOperationException) rather than deadlocked, so it has to cope with that.
//   The CAS claim retries under contention where a fetch-and-add would not (MpscRingXadd.cs). The fence is paid
//   on every Post even when the actor is busy. The handler field lives in the actor object, next to fields
//   posters read: a handler that writes its own fields per message can false-share with them (ThreadedActor keeps
//   its handler on the actor thread's stack instead). A producer pre-empted between claim and publish stalls the
//   actor (idle, not polling) until it publishes, although later positions may be ready. Inherits MpscRingXadd's
//   other weaknesses.

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
