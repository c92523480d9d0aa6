// Design: BoundedThreadedActor<T, THandler> — ThreadedActor's dedicated thread and MPSC ring, plus a backpressure
// policy and producers that really sleep (and are woken) when the mailbox is full.
//
// Shape
//   Mailbox = MpscRingXadd<T> of the given capacity (any number of posting threads). Handler = a struct
//   IHandler<T> copied onto the actor thread's stack. The actor waits exactly as ThreadedActor does (spin, yield,
//   park on a Parker). The other direction is this type's own: a producer facing a full ring waits for the actor.
//
// Who writes what
//   ring tail/cells    producers (a claim + per-cell sequence; which claim is below, "When a producer may wait");
//                      the actor frees a cell with a release store of its sequence (MpscSlots.cs). A full ring = the
//                      cell at tail still holds the previous lap.
//   ring head          the actor thread only.
//   state              Running -> StopDrain | StopDiscard (StopAsync, CompareExchange: first call wins) or
//                      -> Faulted (actor thread, Exchange). Only the actor reads it (Volatile.Read); producers
//                      learn about a stop from the ring's closed bit, never from state. It lives in the actor's
//                      ActorLifecycle (with the name and Completion; ActorLifecycle.cs).
//   actor parker       the actor while it parks; producers read its sleeper count (after a fence) in Wake.
//   producer parker    blocked synchronous producers while they park; the actor (and StopAsync) read its sleeper
//                      count after a fence.
//   waiting list       async producers' waiters, a FIFO intrusive list under its gate (a lock: this is the slow
//                      path), with their free list: PostWaiterList.cs. Its listed count mirrors its length:
//                      Interlocked writes under the gate, Volatile.Read by the waker after a fence.
//   _dropped, _waitTicks, _waits   Interlocked.Add/Increment by producers, Volatile.Read by readers; each on its
//                      own padded block, so counting never touches a line the hot path reads.
//
// Wake-up, producer -> actor (as in ThreadedActor): a producer publishes with the ring's release store, then
//   Wake = Parker.Unpark (full fence, read the actor's sleeper count). The actor parks on "ring Count > 0 or
//   state != Running", re-checked after its own fenced increment. Fence against fence: one of them sees the other.
//
// Wake-up, actor -> producers. The condition a producer waits for is R = "the cell at tail is free, or the ring
//   is closed" (MpscXaddProducer.HasRoomOrIsClosed: two acquire loads).
//   Producer (sync): SpinThenParkWait on R — spin, yield, then Parker.Park: increment the producer parker's
//     sleepers (Interlocked: full fence), re-check R under the parker's monitor, Monitor.Wait only if R is false.
//   Producer (async): under the list's gate append the waiter, Interlocked.Increment the listed count (full
//     fence), re-check R; if R holds, unlist itself and retry the push on its own thread.
//   Actor: after every drained batch it has freed cells with release stores; then WakeProducers = full fence, read
//     the producer parker's sleepers and the listed count; if either is non-zero it pulses the parker and moves
//     every listed waiter to the thread pool (IThreadPoolWorkItem: no allocation), where the waiter retries its push.
//   StopAsync and a fault do the same after closing the ring (Interlocked.Or on tail, itself a full fence).
//   No lost wake-up: each side stores (freed cell or closed bit / sleeper count or listing), issues a full fence,
//   then loads the other's store. In any interleaving at least one side sees the other: either the producer's
//   re-check of R sees the freed cell (or the closed bit) and does not sleep, or the waker sees the sleeper or the
//   listed waiter and wakes it. The monitor (sync) and the gate (async) stop the wake from slipping between the
//   re-check and the sleep. If the re-check sees "full" although the actor just freed a cell, other producers
//   took the room: the ring then holds `capacity` unconsumed messages, so the actor is awake or will be woken,
//   will free another cell and will run WakeProducers again — a full ring always has a pending wake-up, and a
//   stopped one has its closed bit, which R accepts. x86 would reorder each side's store -> load without the fence.
//   A woken producer has no reserved slot: it retries TryPush and, if others were faster, waits again.
//
// When a producer may wait (the ring's two claims, MpscRingXadd.cs)
//   Only a Post under Block, which is documented to wait for room, claims with the ring's fetch-and-add
//   (TryPushMayWait): it waits when the ring is full (below), and also when it loses the race for the last free
//   slot after its fullness check — it then holds a ticket a lap ahead and waits inside the ring until the actor
//   frees that cell. Every other call claims with compare-and-swap (TryPush), which takes only a slot it can fill
//   at once and otherwise reports Full: TryPost, Post under FailFast and DropNewest, and every attempt of
//   PostAsync (the caller's and the pool thread's retries) never wait for the actor, whatever other producers do.
//   The actor's own thread never waits for itself: a Block Post from the handler that finds the mailbox full
//   throws InvalidOperationException (the actor thread records its id when it starts; only it can read its own
//   id back). A Block Post from the handler that loses the race for the last slot to another producer would still
//   wait for itself: a handler must not Post(Block) to its own actor; TryPost is the safe call there.
//
// Policies (Start(policy: …)); a full ring means the claim returned Full, nothing was claimed.
//   Post      Block: waits as above, returns Ok. FailFast: returns Full at once. DropNewest:
//             Interlocked.Increment(Dropped), returns Dropped at once — exact: every dropped message is one increment
//             and one Dropped status.
//             Post on a closed ring (stop or fault) throws InvalidOperationException under every policy; a blocked
//             Post woken by a stop throws the same.
//   TryPost   never waits, never throws: Ok, Full (Block, FailFast), Dropped (DropNewest, counted), Closed.
//   A message dropped by DropNewest that implements IUndeliverable (an ask) is told so at once, with an
//   InvalidOperationException; asks popped without handling by a discarding stop or a fault are told why before
//   Completion completes, as in every actor (ActorLifecycle.Finish).
//   PostAsync waits for room under every policy: awaiting is the caller asking to wait, and a non-generic
//             ValueTask has no way to say Full or Dropped without an exception. It completes synchronously when
//             the ring has room; otherwise a pooled waiter (PostWaiter.cs: a ManualResetValueTaskSourceCore,
//             reused through a small free list under the same gate) carries the message until a push succeeds
//             (success), the ring closes (InvalidOperationException) or the token is cancelled while it is listed
//             (OperationCanceledException; a cancellation that loses the race to a successful push leaves the
//             message posted). The token only cancels the wait: a PostAsync that finds room posts even with a
//             cancelled token. A waiter is listed only after its cancellation registration exists and the gate
//             saw the token uncancelled, and the callback unlists it under the gate, so a cancellation is never
//             missed and a waiter is owned by exactly one of: the producer, the dispatcher, the callback. Success
//             continuations run inline on the pool thread that pushed; error completions (callback, stop) run
//             continuations asynchronously.
//   Wait accounting: a Post or PostAsync that met a full ring counts one wait and adds its Stopwatch ticks from the
//   first Full to the end (success or exception) to ProducerWaitTicks; FailFast/DropNewest Posts never wait.
//
// Stop, drain, fault: as ThreadedActor (multi-producer mode). StopAsync closes the ring, so every push is either
//   accepted (below the close position: handled when draining, counted as undelivered otherwise) or refused;
//   handled + undelivered == accepted. The actor then pops what is left without handling it, which also lets an
//   overshooting Block producer (inside TryPushMayWait, waiting for its own cell) finish, and it wakes all
//   producers; parked producers see the closed bit and throw, listed async waiters are dispatched, see Closed and
//   fault. A handler exception: the thrower counts as handled, Completion faults with
//   ActorFaultedException(Undelivered, inner).
//   The stop request, the fault transition, the pop-the-rest loop and Completion are ActorLifecycle's; closing the
//   ring and waking both sides stay here.
//
// Hot path: Post, TryPost and PostAsync are [AggressiveInlining] (one claim — fetch-and-add for a Block Post,
//   compare-and-swap otherwise — and one Wake) with [NoInlining] slow paths; throws go through ThrowHelper. The
//   actor pays one fence and two reads per drained batch for producer wake-ups. Steady state allocates nothing per message nor per async wait (tests/Actors asserts both).
//
// Known weaknesses
//   No fairness: a woken producer competes with fresh ones (and a sync Post can overtake listed async waiters);
//   every wake-up wakes all waiting producers (PulseAll, whole list), a thundering herd under many producers.
//   Producers are woken once per batch, so a waiter can wait up to a batch (maxBatch) after its slot freed.
//   A Block Post that overshoots spins inside the ring (it does not park) until the actor frees its cell. One OS
//   thread per actor. The MPSC ring's weaknesses hold (a producer pre-empted
//   between claim and publish stalls the actor at that position).

using System.Diagnostics;
using System.Runtime.CompilerServices;
using PerfBuf.Core;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Waiting;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// An actor on its own thread with a bounded MPSC ring mailbox, a struct handler and a backpressure policy for a
/// full mailbox. Create it with <see cref="Start"/>; post from any number of threads, synchronously or async.
/// </summary>
public sealed class BoundedThreadedActor<T, THandler> : IAsyncDisposable
    where THandler : struct, IHandler<T>
{
    /// <summary>Default upper bound of messages handed to the handler between two looks at the stop state.</summary>
    public const int DefaultMaxBatch = 256;

    /// <summary>Default spin hints a blocked producer spends before yielding.</summary>
    public const int DefaultProducerSpinLimit = 256;

    /// <summary>Default yields a blocked producer spends before parking.</summary>
    public const int DefaultProducerYieldLimit = 16;

    // Producer-read, never reassigned after construction.
    private readonly MpscXaddProducer<T> _producer;
    private readonly SpinThenParkWait _actorWait;    // the actor parks here; producers Wake it after publishing
    private readonly SpinThenParkWait _producerWait; // Block producers park here; the actor and StopAsync wake them
    private readonly BackpressurePolicy _policy;

    // Actor-thread side.
    private readonly MpscXaddConsumer<T> _consumer;
    private readonly THandler _initialHandler; // copied to the actor thread's stack at start
    private readonly int _maxBatch;
    private readonly Thread _thread;

    // Async waiters and their free list (PostWaiterList.cs); called in place, never copied (not readonly).
    private PostWaiterList<T, THandler> _waiters = new();

    // Counters: Interlocked by producers, Volatile.Read by readers; padded away from everything the hot path reads.
    private PaddedLong _dropped;
    private PaddedLong _waitTicks;
    private PaddedLong _waits;

    private ActorLifecycle _lifecycle; // state, name, Completion; called in place, never copied (not readonly)

    // The actor thread's managed id: Volatile.Write once when Run starts, Volatile.Read by a blocking Post that met
    // a full mailbox (only the actor thread itself can read its own id there: it is the one that wrote it).
    private int _actorThreadId;

    private BoundedThreadedActor(THandler handler, int capacity, BackpressurePolicy policy, string name, int maxBatch,
        int producerSpinLimit, int producerYieldLimit)
    {
        (_producer, _consumer) = MpscRingXadd<T>.Create(capacity);
        _actorWait = new SpinThenParkWait(new Parker());
        _producerWait = new SpinThenParkWait(new Parker(), producerSpinLimit, producerYieldLimit);
        _policy = policy;
        _initialHandler = handler;
        _maxBatch = maxBatch;
        _lifecycle = new ActorLifecycle(name);
        Capacity = capacity;
        _thread = new Thread(Run) { IsBackground = true, Name = name };
    }

    /// <summary>Creates the actor and starts its thread.</summary>
    /// <param name="handler">Copied to the actor thread; receives every accepted message in mailbox order.</param>
    /// <param name="capacity">Mailbox slots: a power of two between 2 and 2^30.</param>
    /// <param name="policy">What <see cref="Post"/> does when the mailbox is full.</param>
    /// <param name="name">Thread name for debuggers and traces; a numbered default otherwise.</param>
    /// <param name="maxBatch">Messages handled between two looks at the stop state (at least 1); blocked
    /// producers are woken after each batch.</param>
    /// <param name="producerSpinLimit">Spin hints a blocked producer spends before yielding.</param>
    /// <param name="producerYieldLimit">Yields a blocked producer spends before parking.</param>
    public static BoundedThreadedActor<T, THandler> Start(THandler handler, int capacity,
        BackpressurePolicy policy = BackpressurePolicy.Block, string? name = null, int maxBatch = DefaultMaxBatch,
        int producerSpinLimit = DefaultProducerSpinLimit, int producerYieldLimit = DefaultProducerYieldLimit)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(maxBatch, 1);
        if (!Enum.IsDefined(policy))
        {
            ThrowHelper.ArgumentOutOfRange(nameof(policy), policy, "not a BackpressurePolicy value");
        }
        var actor = new BoundedThreadedActor<T, THandler>(handler, capacity, policy,
            ActorLifecycle.NameOrNumbered<BoundedThreadedActor<T, THandler>>(name), maxBatch, producerSpinLimit,
            producerYieldLimit);
        actor._thread.Start();
        return actor;
    }

    /// <summary>The actor thread's name.</summary>
    public string Name => _lifecycle.Name;

    /// <summary>Mailbox slots.</summary>
    public int Capacity { get; }

    /// <summary>Messages dropped because the mailbox was full (DropNewest); exact.</summary>
    public long Dropped => Volatile.Read(ref _dropped.Value);

    /// <summary>Stopwatch ticks producers spent waiting for room, summed over every wait (sync and async).</summary>
    public long ProducerWaitTicks => Volatile.Read(ref _waitTicks.Value);

    /// <summary>Producer waits that ended (a Post or PostAsync that met a full mailbox), however they ended.</summary>
    internal long ProducerWaits => Volatile.Read(ref _waits.Value);

    /// <summary>Producers parked (sync) or listed (async) right now, waiting for room (diagnostics; stale once read).</summary>
    internal int BlockedProducers => _producerWait.Parker.Sleepers + _waiters.ListedCount;

    /// <summary>Times a synchronous producer actually went to sleep (diagnostics).</summary>
    internal long ProducerParks => _producerWait.Parker.Parks;

    /// <summary>Times the actor thread actually went to sleep (diagnostics).</summary>
    internal long Parks => _actorWait.Parker.Parks;

    /// <summary>True while the actor thread is parked (diagnostics; stale as soon as it is read).</summary>
    internal bool IsParked => _actorWait.Parker.Sleepers != 0;

    /// <summary>
    /// Completes when the actor thread has stopped (a <c>Task&lt;int&gt;</c>: the undelivered count, 0 after a
    /// draining stop); faults with <see cref="ActorFaultedException"/> when the handler threw.
    /// </summary>
    public Task Completion => _lifecycle.Completion;

    /// <summary>
    /// Puts <paramref name="message"/> in the mailbox and wakes the actor if it sleeps. On a full mailbox the
    /// policy decides: Block waits for room (returns Ok), FailFast returns Full, DropNewest counts the drop and
    /// returns Dropped.
    /// </summary>
    /// <exception cref="InvalidOperationException">The actor is stopping, stopped or faulted (also thrown to a
    /// Post blocked when that happens); the message was not accepted.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PostStatus Post(in T message)
    {
        // Block may wait for room, so it keeps the XADD claim (which may also wait after losing the race for the
        // last free slot); FailFast and DropNewest return at once, so they claim only a slot they can fill now
        var status = _policy == BackpressurePolicy.Block
            ? _producer.TryPushXadd(in message)
            : _producer.TryPushCas(in message);
        if (status == PushStatus.Ok)
        {
            _actorWait.Wake(); // after the ring's release store: see "Wake-up, producer -> actor"
            return PostStatus.Ok;
        }
        return PostSlow(in message, status);
    }

    /// <summary>
    /// Never waits, never throws: Ok, Full (mailbox full under Block or FailFast), Dropped (mailbox full under
    /// DropNewest; counted in <see cref="Dropped"/>) or Closed (stopping, stopped or faulted).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public PostStatus TryPost(in T message)
    {
        var status = _producer.TryPushCas(in message);
        if (status == PushStatus.Ok)
        {
            _actorWait.Wake();
            return PostStatus.Ok;
        }
        return TryPostSlow(in message, status);
    }

    /// <summary>
    /// Posts, waiting asynchronously for room under every policy. Completes synchronously when the mailbox has
    /// room; otherwise completes when a slot frees and the message is in. Faults with
    /// <see cref="InvalidOperationException"/> when the actor stops or faults first, and with
    /// <see cref="OperationCanceledException"/> when <paramref name="cancellationToken"/> is cancelled while it
    /// waits (the message is then not posted). A waiting call allocates nothing in steady state.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ValueTask PostAsync(T message, CancellationToken cancellationToken = default)
    {
        var status = _producer.TryPushCas(in message);
        if (status == PushStatus.Ok)
        {
            _actorWait.Wake();
            return default;
        }
        return PostAsyncSlow(in message, status, cancellationToken);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private PostStatus PostSlow(in T message, PushStatus status)
    {
        if (status == PushStatus.Closed)
        {
            _lifecycle.ThrowRefused();
        }
        return _policy switch
        {
            BackpressurePolicy.FailFast => PostStatus.Full,
            BackpressurePolicy.DropNewest => Drop(in message),
            _ => PostBlocking(in message),
        };
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private PostStatus TryPostSlow(in T message, PushStatus status) =>
        status == PushStatus.Closed ? PostStatus.Closed
        : _policy == BackpressurePolicy.DropNewest ? Drop(in message)
        : PostStatus.Full;

    /// <summary>DropNewest on a full mailbox: counts the drop; an ask (IUndeliverable) is told it was dropped.</summary>
    private PostStatus Drop(in T message)
    {
        Interlocked.Increment(ref _dropped.Value);
        if (typeof(IUndeliverable).IsAssignableFrom(typeof(T)))
        {
            ActorLifecycle.Tell((IUndeliverable)message!, new InvalidOperationException(
                $"Actor '{Name}': the mailbox was full and the message was dropped (DropNewest)."));
        }
        return PostStatus.Dropped;
    }

    /// <summary>Block policy, full ring: spin, yield, park on the producer parker until there is room; retry.</summary>
    private PostStatus PostBlocking(in T message)
    {
        if (Environment.CurrentManagedThreadId == Volatile.Read(ref _actorThreadId))
        {
            _lifecycle.ThrowSelfPost(); // the handler posting to its own full mailbox would wait for itself
        }
        var start = Stopwatch.GetTimestamp();
        var room = new RoomOrClosed(_producer);
        try
        {
            while (true)
            {
                _producerWait.WaitUntil(ref room); // Park re-checks room after its fenced sleeper increment
                var status = _producer.TryPushXadd(in message);
                if (status == PushStatus.Ok)
                {
                    _actorWait.Wake();
                    return PostStatus.Ok;
                }
                if (status == PushStatus.Closed)
                {
                    _lifecycle.ThrowRefused();
                }
                // Full again: other producers took the room first; wait for the next wake-up
            }
        }
        finally
        {
            RecordWait(start);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private ValueTask PostAsyncSlow(in T message, PushStatus status, CancellationToken cancellationToken)
    {
        if (status == PushStatus.Closed)
        {
            return ValueTask.FromException(_lifecycle.RefusedException());
        }
        if (cancellationToken.IsCancellationRequested)
        {
            return ValueTask.FromCanceled(cancellationToken);
        }
        var waiter = _waiters.Rent(this);
        var token = waiter.Version; // nobody can reset the waiter before the caller has this ValueTask
        waiter.Begin(in message, cancellationToken, Stopwatch.GetTimestamp());
        waiter.Advance(); // pushes now, or lists the waiter, or completes it
        return new ValueTask(waiter, token);
    }

    /// <summary>Counts one producer wait that met a full ring and adds its ticks (sync Posts and PostWaiter).</summary>
    internal void RecordWait(long startTimestamp)
    {
        Interlocked.Add(ref _waitTicks.Value, Stopwatch.GetTimestamp() - startTimestamp);
        Interlocked.Increment(ref _waits.Value);
    }

    // PostWaiter's view of its actor: the push it retries, the refusal, its place in the waiting list.

    /// <summary>One push attempt; on Ok the actor is woken (after the ring's release store).</summary>
    internal PushStatus PushAndWake(in T message)
    {
        var status = _producer.TryPushCas(in message);
        if (status == PushStatus.Ok)
        {
            _actorWait.Wake();
        }
        return status;
    }

    internal InvalidOperationException RefusedException() => _lifecycle.RefusedException();

    internal EnlistResult Enlist(PostWaiter<T, THandler> waiter) => _waiters.Enlist(waiter, _producer);

    internal bool Unlist(PostWaiter<T, THandler> waiter, CancellationToken token) => _waiters.Unlist(waiter, token);

    internal void ReturnWaiter(PostWaiter<T, THandler> waiter) => _waiters.Return(waiter);

    /// <summary>What a waiting producer waits for: the cell at tail is free, or the ring is closed.</summary>
    private readonly struct RoomOrClosed(MpscXaddProducer<T> producer) : IWaitCondition
    {
        public bool IsSatisfied() => producer.HasRoomOrIsClosed;
    }

    /// <summary>
    /// Waker side of "Wake-up, actor -> producers": called after freeing cells (actor) or closing the ring (stop,
    /// fault). The fence orders those stores before the loads of the two waiter counts.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private void WakeProducers()
    {
        Interlocked.MemoryBarrier();
        if (_producerWait.Parker.Sleepers != 0 || _waiters.ListedCount != 0)
        {
            WakeProducersSlow();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WakeProducersSlow()
    {
        _producerWait.Wake(); // Parker.Unpark: pulses every parked producer, if any
        if (_waiters.ListedCount != 0)
        {
            _waiters.DispatchAll();
        }
    }

    /// <summary>
    /// Stops the actor. <paramref name="drain"/> true: every accepted message is handled; the result is 0. False:
    /// no further message reaches the handler (the batch in hand finishes) and the result is how many accepted
    /// messages were left. Either way producers waiting for room are released with InvalidOperationException.
    /// The first call decides; later calls return the same task. Faults with <see cref="ActorFaultedException"/> if
    /// the handler threw.
    /// </summary>
    public Task<int> StopAsync(bool drain = true)
    {
        _producer.Close(); // from here every push is refused or below the close position
        var completion = _lifecycle.RequestStop(drain);
        _actorWait.Wake();  // after the state write: the parked actor's re-check sees it, or we pulse it
        WakeProducers();    // after the close: waiting producers see the closed bit, or we wake them
        return completion;
    }

    /// <summary>Draining stop; a handler fault stays observable on <see cref="Completion"/> and is not rethrown here.</summary>
    public ValueTask DisposeAsync() => ActorLifecycle.AwaitIgnoringFault(StopAsync(drain: true));

    /// <summary>The actor thread's wait condition: a message is (being) published, or a stop was requested.</summary>
    private readonly struct HasWorkOrStop(BoundedThreadedActor<T, THandler> actor) : IWaitCondition
    {
        public bool IsSatisfied() => actor._consumer.Count > 0 || actor._lifecycle.State != ActorLifecycle.Running;
    }

    private void Run()
    {
        Volatile.Write(ref _actorThreadId, Environment.CurrentManagedThreadId);
        var handler = _initialHandler; // on this thread's stack: handler writes share no line with producers
        var condition = new HasWorkOrStop(this);
        var backoff = new Backoff(spinLimit: 256);
        Exception? fault = null;
        try
        {
            while (true)
            {
                var state = _lifecycle.State; // acquire, before the batch
                if (state == ActorLifecycle.StopDiscard)
                {
                    break;
                }
                if (_consumer.Drain(ref handler, _maxBatch) > 0)
                {
                    WakeProducers(); // the batch freed cells (release stores): see "Wake-up, actor -> producers"
                    backoff.Reset();
                    continue;
                }
                if (state == ActorLifecycle.StopDrain)
                {
                    if (_consumer.IsCompleted)
                    {
                        break;
                    }
                    backoff.Pause(); // closed, but a producer is still publishing a position below the close
                }
                else if (_consumer.Count > 0)
                {
                    backoff.Pause(); // claimed, not yet published
                }
                else
                {
                    backoff.Reset();
                    _actorWait.WaitUntil(ref condition);
                }
            }
        }
        catch (Exception e)
        {
            fault = e;
            _lifecycle.MarkFaulted(); // DiscardRest closes the ring and wakes producers
        }
        var dropped = ActorLifecycle.NewDroppedList<T>(); // asks are told why they were dropped
        _lifecycle.Finish(DiscardRest(dropped), dropped, fault);
    }

    /// <summary>Closes the ring, pops every accepted message left without handling it (keeping them in
    /// <paramref name="dropped"/> if given), wakes every waiting producer (they see the closed bit); returns how many
    /// were popped.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private int DiscardRest(List<T>? dropped)
    {
        _producer.Close(); // a fault closes too; idempotent after StopAsync
        WakeProducers();
        return ActorLifecycle.PopUndelivered(_consumer, dropped);
    }
}
