// Design: ThreadedActor<T, THandler> — one dedicated thread draining a bounded lab ring in batches.
//
// Shape
//   Mailbox = MpscRingXadd<T> (any number of posting threads) or SpscRing<T> (Start(..., singleProducer: true):
//   exactly one posting thread). Handler = a struct implementing IHandler<T>, copied onto the actor thread's
//   stack at start, so the JIT specialises the drain loop for it and its per-message writes share no cache line
//   with anything a poster reads. Waiting = SpinThenParkWait: spin, yield, then park on a Parker.
//
// Who writes what
//   ring tail/cells   posters (the ring's own protocol: XADD claim + per-cell sequence, or the SPSC tail).
//   ring head         the actor thread only (Drain / TryPop).
//   state             Running -> StopDrain | StopDiscard (StopAsync, CompareExchange: first call wins) or
//                     -> Faulted (actor thread, Exchange). Read with Volatile.Read by the actor between batches
//                     and, in single-producer mode, by Post. It lives in the actor's ActorLifecycle (with the
//                     name and Completion; ActorLifecycle.cs), a struct field read in place: one int load.
//   parker._sleepers  the actor thread while it parks; posters only read it (after a fence) in Wake.
//
// The wake-up protocol (no lost wake-up)
//   Post publishes with the ring's release store, then calls Wake() = Parker.Unpark: full fence, read sleepers.
//   The actor's wait condition is "the ring's Count > 0 or state != Running"; Parker.Park increments sleepers
//   (full fence) and re-checks that condition under its monitor. Fence against fence: either the actor's re-check
//   sees the message, or the poster sees the sleeper and pulses (Parker.cs explains the handshake). StopAsync
//   is a publisher of the same kind: state write, then Wake, so stopping an idle parked actor wakes it.
//   A poster whose actor is awake pays one fence and one read of a line only parking writes.
//
// Post when the ring is full: block the poster (backpressure by waiting). A multi-producer Post claims with the
//   ring's fetch-and-add (MpscRingXadd.TryPushMayWait): Post is documented to wait for room, and it may also wait
//   inside the ring after losing the race for the last free slot to another poster (until the actor frees its
//   cell). It retries with Backoff (spin, then yield; never a timed sleep) until a slot frees or the actor stops — a stopped actor makes a waiting Post
//   throw instead of spinning forever, because the actor keeps emptying the ring until every accepted message is
//   accounted for. The actor's own thread never waits for itself on a full mailbox: a Post from the handler that
//   finds it full throws InvalidOperationException (Run records the actor thread's id; only that thread can read
//   its own id back). Policies that drop or fail fast belong to BoundedThreadedActor (variants are separate types,
//   DESIGN.md §3).
//
// Post after stop: throws InvalidOperationException (through ThrowHelper). Multi-producer mode uses the ring's
//   own Close: StopAsync and a fault close the ring (Interlocked.Or on the tail), so every push is either before
//   the close position — accepted, and then handled (drain) or counted as undelivered — or after it, and Post
//   throws. This is exact even for Posts racing StopAsync: handled + undelivered == accepted Posts.
//   Single-producer mode cannot close the SpscRing from the stopping thread (Close is a producer-handle
//   operation, single owner), so Post reads state before pushing; see the weaknesses.
//
// Stop and drain
//   drain: true  — the actor keeps draining until the mailbox is complete: MPSC IsCompleted (closed and every
//                  accepted position consumed), SPSC Count == 0 after it read state (acquire), which every Post
//                  that returned before StopAsync precedes. Result 0.
//   drain: false — no further message reaches the handler (checked between batches, so at most the batch in
//                  hand finishes); the rest is popped without handling and counted. Popping, not abandoning, is
//                  what lets an MPSC producer that overshot into a full ring finish its push and return.
//   fault        — the first handler exception: the thrower counts as handled (the rings release its slot), the
//                  rest is popped and counted, Completion faults with ActorFaultedException(Undelivered, inner).
//   Asks (messages implementing IUndeliverable, Ask.cs) popped without handling are told why before Completion
//   completes: the fault's ActorFaultedException, or OperationCanceledException after a discarding stop
//   (ActorLifecycle.Finish), so no asker waits for a reply that cannot come.
//   The stop request, the fault transition, the MPSC pop-the-rest loop and Completion are ActorLifecycle's; the
//   actor decides when to look at state and closes and wakes its own mailbox.
//
// Memory ordering: publication and hand-over are the rings' (Volatile.Write/Volatile.Read pairs, Interlocked
//   claims). state: Interlocked writes, Volatile.Read reads. The fence in Wake orders "publish" before "read
//   sleepers" (store -> load), which x86 would otherwise allow to reorder too; nothing assumes TSO.
//
// Hot path: Post is [AggressiveInlining] (one claim — TryPushMayWait or the SPSC TryPush — and one Wake); Full,
//   Closed and refused Posts go to [NoInlining] slow paths. Steady state allocates nothing per message (tests/Actors asserts it).
//
// Known weaknesses
//   One OS thread per actor: thousands of actors mean thousands of threads (the thread-pool and affine designs
//   address that). A handler must not Post to its own multi-producer actor: a full mailbox is refused (above), but
//   losing the race for the last free slot to another poster makes that Post wait inside the ring for itself. A Post blocked on a full ring burns its core (spin/yield) rather than parking. Wake's fence
//   is paid on every Post even when the actor is busy. The MPSC ring inherits MpscRingXadd's weaknesses (a
//   producer pre-empted between claim and publish stalls the actor at that position). Single-producer mode: a
//   Post racing StopAsync or a fault on another thread (passes the state check, publishes after the actor's
//   final sweep) leaves its message uncounted; Posts that happen-before the stop are exact.

using System.Runtime.CompilerServices;
using PerfBuf.Core.Waiting;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// An actor on its own thread with a bounded lab ring as mailbox and a struct handler. Create it with
/// <see cref="Start"/>; post from any thread (or from one thread only, when started single-producer).
/// </summary>
public sealed class ThreadedActor<T, THandler> : IAsyncDisposable
    where THandler : struct, IHandler<T>
{
    /// <summary>Default upper bound of messages handed to the handler between two looks at the stop state.</summary>
    public const int DefaultMaxBatch = 256;

    // Poster-read, never reassigned after construction.
    private readonly MpscXaddProducer<T>? _mpscProducer;
    private readonly SpscProducer<T>? _spscProducer;
    private readonly SpinThenParkWait _wait;

    // Actor-thread side.
    private readonly MpscXaddConsumer<T>? _mpscConsumer;
    private readonly SpscConsumer<T>? _spscConsumer;
    private readonly THandler _initialHandler; // copied to the actor thread's stack at start
    private readonly int _maxBatch;
    private readonly Thread _thread;

    private ActorLifecycle _lifecycle; // state, name, Completion; called in place, never copied (not readonly)

    // The actor thread's managed id: Volatile.Write once when Run starts, Volatile.Read by a Post that met a full
    // mailbox (only the actor thread itself can read its own id there: it is the one that wrote it).
    private int _actorThreadId;

    private ThreadedActor(THandler handler, int capacity, bool singleProducer, string name, int maxBatch)
    {
        if (singleProducer)
        {
            (_spscProducer, _spscConsumer) = SpscRing<T>.Create(capacity);
        }
        else
        {
            (_mpscProducer, _mpscConsumer) = MpscRingXadd<T>.Create(capacity);
        }
        _wait = new SpinThenParkWait(new Parker());
        _initialHandler = handler;
        _maxBatch = maxBatch;
        _lifecycle = new ActorLifecycle(name);
        Capacity = capacity;
        _thread = new Thread(Run) { IsBackground = true, Name = name };
    }

    /// <summary>Creates the actor and starts its thread.</summary>
    /// <param name="handler">Copied to the actor thread; receives every message in mailbox order.</param>
    /// <param name="capacity">Mailbox slots: a power of two between 2 and 2^30.</param>
    /// <param name="singleProducer">True: an <see cref="SpscRing{T}"/> mailbox, and only one thread may ever call
    /// <see cref="Post"/>. False: an <see cref="MpscRingXadd{T}"/>, any number of posting threads.</param>
    /// <param name="name">Thread name for debuggers and traces; a numbered default otherwise.</param>
    /// <param name="maxBatch">Messages handled between two looks at the stop state (at least 1).</param>
    public static ThreadedActor<T, THandler> Start(THandler handler, int capacity, bool singleProducer = false,
        string? name = null, int maxBatch = DefaultMaxBatch)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(maxBatch, 1);
        var actor = new ThreadedActor<T, THandler>(handler, capacity, singleProducer,
            ActorLifecycle.NameOrNumbered<ThreadedActor<T, THandler>>(name), maxBatch);
        actor._thread.Start();
        return actor;
    }

    /// <summary>The actor thread's name.</summary>
    public string Name => _lifecycle.Name;

    /// <summary>Mailbox slots.</summary>
    public int Capacity { get; }

    /// <summary>Times the actor thread actually went to sleep (diagnostics).</summary>
    internal long Parks => _wait.Parker.Parks;

    /// <summary>True while the actor thread is parked (diagnostics; stale as soon as it is read).</summary>
    internal bool IsParked => _wait.Parker.Sleepers != 0;

    /// <summary>
    /// Completes when the actor thread has stopped (a <c>Task&lt;int&gt;</c>: the undelivered count, 0 after a
    /// draining stop); faults with <see cref="ActorFaultedException"/> when the handler threw.
    /// </summary>
    public Task Completion => _lifecycle.Completion;

    /// <summary>
    /// Puts <paramref name="message"/> in the mailbox and wakes the actor if it sleeps. When the mailbox is full
    /// the caller waits (spin, then yield) until there is room.
    /// </summary>
    /// <exception cref="InvalidOperationException">StopAsync was called or the handler faulted; the message was
    /// not accepted.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(in T message)
    {
        var mpsc = _mpscProducer;
        if (mpsc is not null)
        {
            var status = mpsc.TryPushXadd(in message); // a Post may wait for room: the XADD claim
            if (status != PushStatus.Ok)
            {
                PostMpscSlow(mpsc, in message, status);
            }
        }
        else if (_lifecycle.State != ActorLifecycle.Running || _spscProducer!.TryPush(in message) != PushStatus.Ok)
        {
            PostSpscSlow(in message);
        }
        _wait.Wake(); // after the ring's release store: see "The wake-up protocol"
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void PostMpscSlow(MpscXaddProducer<T> producer, in T message, PushStatus status)
    {
        if (status == PushStatus.Full && Environment.CurrentManagedThreadId == Volatile.Read(ref _actorThreadId))
        {
            _lifecycle.ThrowSelfPost(); // the handler posting to its own full mailbox would wait for itself
        }
        var backoff = new Backoff(spinLimit: 64);
        while (status == PushStatus.Full)
        {
            _wait.Wake(); // the actor is surely awake with a full ring; cheap insurance, not needed for correctness
            backoff.Pause();
            status = producer.TryPushXadd(in message);
        }
        if (status == PushStatus.Closed)
        {
            _lifecycle.ThrowRefused();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void PostSpscSlow(in T message)
    {
        var backoff = new Backoff(spinLimit: 64);
        while (true)
        {
            if (_lifecycle.State != ActorLifecycle.Running)
            {
                _lifecycle.ThrowRefused();
            }
            if (_spscProducer!.TryPush(in message) == PushStatus.Ok)
            {
                return;
            }
            if (Environment.CurrentManagedThreadId == Volatile.Read(ref _actorThreadId))
            {
                _lifecycle.ThrowSelfPost(); // the handler posting to its own full mailbox would wait for itself
            }
            backoff.Pause();
        }
    }

    /// <summary>
    /// Stops the actor. <paramref name="drain"/> true: every message accepted before the stop is handled; the
    /// result is 0. False: no further message reaches the handler (the batch in hand finishes) and the result is
    /// how many accepted messages were left. The first call decides; later calls return the same task. Faults
    /// with <see cref="ActorFaultedException"/> if the handler threw. Never hangs on an idle actor: it wakes it.
    /// </summary>
    public Task<int> StopAsync(bool drain = true)
    {
        _mpscProducer?.Close(); // from here every MPSC push is refused or before the close position
        var completion = _lifecycle.RequestStop(drain);
        _wait.Wake(); // after the state write: the parked actor's re-check sees it, or we pulse it
        return completion;
    }

    /// <summary>Draining stop; a handler fault stays observable on <see cref="Completion"/> and is not rethrown here.</summary>
    public ValueTask DisposeAsync() => ActorLifecycle.AwaitIgnoringFault(StopAsync(drain: true));

    /// <summary>The actor thread's wait condition: a message is (being) published, or a stop was requested.</summary>
    private readonly struct HasWorkOrStop(ThreadedActor<T, THandler> actor) : IWaitCondition
    {
        public bool IsSatisfied() => actor.Pending() > 0 || actor._lifecycle.State != ActorLifecycle.Running;
    }

    /// <summary>Claimed-or-published messages not yet taken (actor thread only).</summary>
    private int Pending() => _mpscConsumer is { } c ? c.Count : _spscConsumer!.Count;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private int DrainBatch(ref THandler handler) =>
        _mpscConsumer is { } c ? c.Drain(ref handler, _maxBatch) : _spscConsumer!.Drain(ref handler, _maxBatch);

    /// <summary>True once every accepted message has been taken (only meaningful after a stop was requested).</summary>
    private bool MailboxFinished() => _mpscConsumer is { } c ? c.IsCompleted : _spscConsumer!.Count == 0;

    private void Run()
    {
        Volatile.Write(ref _actorThreadId, Environment.CurrentManagedThreadId);
        var handler = _initialHandler; // on this thread's stack: handler writes share no line with posters
        var condition = new HasWorkOrStop(this);
        var backoff = new Backoff(spinLimit: 256);
        Exception? fault = null;
        try
        {
            while (true)
            {
                var state = _lifecycle.State; // acquire, before the batch: see "Stop and drain"
                if (state == ActorLifecycle.StopDiscard)
                {
                    break;
                }
                if (DrainBatch(ref handler) > 0)
                {
                    backoff.Reset();
                    continue;
                }
                if (state == ActorLifecycle.StopDrain)
                {
                    if (MailboxFinished())
                    {
                        break;
                    }
                    backoff.Pause(); // the ring is closed but a producer is still publishing a position below it
                }
                else if (Pending() > 0)
                {
                    backoff.Pause(); // claimed, not yet published: the producer is between its XADD and its store
                }
                else
                {
                    backoff.Reset();
                    _wait.WaitUntil(ref condition);
                }
            }
        }
        catch (Exception e)
        {
            fault = e;
            _lifecycle.MarkFaulted(); // single-producer Posts refuse from here on
        }
        var dropped = ActorLifecycle.NewDroppedList<T>(); // asks are told why they were dropped
        _lifecycle.Finish(DiscardRest(dropped), dropped, fault);
    }

    /// <summary>Pops every accepted message left without handling it (keeping them in <paramref name="dropped"/> if
    /// given); returns how many.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private int DiscardRest(List<T>? dropped)
    {
        if (_mpscConsumer is { } mpsc)
        {
            _mpscProducer!.Close(); // a fault closes too; idempotent after StopAsync
            return ActorLifecycle.PopUndelivered(mpsc, dropped);
        }
        var count = 0;
        while (_spscConsumer!.TryPop(out var message))
        {
            dropped?.Add(message);
            count++;
        }
        return count;
    }
}
