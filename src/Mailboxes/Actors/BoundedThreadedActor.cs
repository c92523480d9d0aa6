// Design: BoundedThreadedActor<T, THandler> — ThreadedActor's dedicated thread and MPSC ring, plus a backpressure
// policy and producers that really sleep (and are woken) when the mailbox is full.
//
// Who writes what: ring tail/cells producers, ring head the actor (MpscRingXadd); state (ActorLifecycle) only the
//   actor reads; actor parker the actor; producer parker the blocked sync producers; the waiting list of async
//   waiters under its gate (PostWaiterList); _dropped / _waitTicks / _waits Interlocked, each on its own block.
// Invariant: handled + undelivered == accepted; a full ring always has a pending wake-up, a closed one its bit.
// When a producer may wait: only Post under Block (the XADD claim, TryPushXadd); TryPost, FailFast, DropNewest
//   and every PostAsync attempt use the CAS claim and never wait. The actor's own thread never waits for itself.
// Policies: Block waits; FailFast returns Full; DropNewest counts and returns Dropped; PostAsync waits under every
//   policy through a pooled PostWaiter (cancellable while listed).
// Known weaknesses: no fairness, every wake-up wakes all waiting producers (a thundering herd), producers are woken
//   once per batch, an overshooting Block Post spins inside the ring, one OS thread per actor, the ring's stall.
// Memory ordering (no lost wake-up, both directions): producer -> actor is ThreadedActor's Wake / Park handshake.
//   Actor -> producers: a producer stores its sleeper count or listing, fences, re-checks R = "cell at tail free or
//   ring closed"; the actor frees cells (release stores) or closes, fences (WakeProducers), reads the count and
//   the listing. Each side stores, fences, loads the other's store, so at least one sees the other; the monitor
//   and the gate keep the wake from slipping between re-check and sleep. x86 would reorder without the fences.
// The actor thread: DedicatedThreadLoop.cs (ThreadedActor's loop, shared); its AfterBatch wakes the producers.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#boundedthreadedactor

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

    /// <summary>The actor thread: the dedicated-thread loop (DedicatedThreadLoop.cs) over this actor's view.</summary>
    private void Run() =>
        DedicatedThreadLoop.Run<T, THandler, View>(new View(this), _initialHandler, in _actorWait, ref _actorThreadId);

    /// <summary>What the loop asks of this actor: its MPSC ring, and after each handled batch the producers' wake-up.</summary>
    private readonly struct View(BoundedThreadedActor<T, THandler> actor) : IDedicatedThreadActor<T, THandler>
    {
        public ref ActorLifecycle Lifecycle => ref actor._lifecycle;

        public int Drain(ref THandler handler) => actor._consumer.Drain(ref handler, actor._maxBatch);

        /// <summary>The batch freed cells (release stores): see "Wake-up, actor -> producers".</summary>
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public void AfterBatch() => actor.WakeProducers();

        public bool IsCompleted => actor._consumer.IsCompleted;

        public int Count => actor._consumer.Count;

        public int CloseAndPopRest(List<T>? dropped) => actor.DiscardRest(dropped); // wakes the producers too
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
