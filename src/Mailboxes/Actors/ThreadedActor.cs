// Design: ThreadedActor<T, THandler> — one dedicated thread draining a bounded lab ring in batches.
//
// Who writes what: ring tail/cells the posters (MpscRingXadd's XADD claim, or SpscRing with singleProducer: true);
//   ring head the actor thread only; state (ActorLifecycle) StopAsync / the actor by Interlocked, read by the
//   actor between batches (and by Post in single-producer mode); parker sleepers the actor while it parks.
// Invariant: handled + undelivered == accepted Posts, exact even for Posts racing StopAsync (multi-producer mode:
//   the ring's Close decides accepted or refused).
// The trick: a struct handler copied onto the actor thread's stack, so the drain loop is specialised and its
//   writes share no line with what posters read; the actor spins, yields, then parks (SpinThenParkWait).
// Post on a full ring waits (backpressure by waiting, Backoff, never a timed sleep); from the actor's own thread
//   it throws instead of waiting for itself. Post after stop throws.
// Known weaknesses: one OS thread per actor; a handler must not Post to its own multi-producer actor (losing the
//   last slot makes it wait for itself); a blocked Post burns its core; Wake's fence on every Post; single-producer
//   mode leaves a Post racing a stop uncounted.
// Memory ordering: publication is the ring's (release/acquire pairs, Interlocked claims); Post then Wake = full
//   fence, read sleepers; Parker.Park increments sleepers (full fence) and re-checks "Count > 0 or stopping".
//   Fence against fence, one side sees the other (no lost wake-up); nothing assumes TSO.
// The actor thread: DedicatedThreadLoop.cs, the loop the three dedicated-thread actors share; here its view.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#threadedactor

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

    /// <summary>The actor thread: the dedicated-thread loop (DedicatedThreadLoop.cs) over this actor's view.</summary>
    private void Run() =>
        DedicatedThreadLoop.Run<T, THandler, View>(new View(this), _initialHandler, in _wait, ref _actorThreadId);

    /// <summary>What the loop asks of this actor: the mailbox is the MPSC or the SPSC ring, whichever Start made.</summary>
    private readonly struct View(ThreadedActor<T, THandler> actor) : IDedicatedThreadActor<T, THandler>
    {
        public ref ActorLifecycle Lifecycle => ref actor._lifecycle;

        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        public int Drain(ref THandler handler) => actor._mpscConsumer is { } c
            ? c.Drain(ref handler, actor._maxBatch)
            : actor._spscConsumer!.Drain(ref handler, actor._maxBatch);

        public void AfterBatch()
        {
        }

        /// <summary>MPSC: closed and every position below the close consumed; SPSC: nothing left after the stop was
        /// read (every Post that returned before StopAsync precedes it).</summary>
        public bool IsCompleted => actor._mpscConsumer is { } c ? c.IsCompleted : actor._spscConsumer!.Count == 0;

        public int Count => actor._mpscConsumer is { } c ? c.Count : actor._spscConsumer!.Count;

        public int CloseAndPopRest(List<T>? dropped) => actor.DiscardRest(dropped);
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
