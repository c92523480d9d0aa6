// Design: BatchRingThreadedActor<T, THandler> — ThreadedActor's multi-producer design with a batch-freed mailbox.
//
// Why a new type: the frozen ThreadedActor drains an MpscRingXadd whose consumer frees each cell with its own
//   store, so a poster that outruns it finds room one cell at a time. This actor drains an MpscBatchRing: at most
//   maxBatch messages, then one store of head frees all their cells, a batch of room at once.
// Who writes what: as ThreadedActor, with the ring's protocol: posters claim with a CAS on tail and publish with a
//   per-cell lap flag (release); the actor alone writes head.
// Wake-up, stop, drain, fault: ThreadedActor's, unchanged (Count counts claims, so a claim in progress keeps the
//   actor from parking); closing the ring makes handled + undelivered == accepted Posts. A full mailbox: Post
//   retries TryPush with Backoff; the actor's own thread throws instead of waiting for itself.
// Known weaknesses: ThreadedActor's (one OS thread per actor, a blocked Post burns its core) and MpscBatchRing's
//   (a pre-empted poster stalls the actor; a large maxBatch keeps the mailbox full longer).
// Memory ordering: the ring's (item, then lap flag with Volatile.Write; head with Volatile.Write per batch, read by
//   producers with Volatile.Read); state by Interlocked writes and Volatile.Read; Wake's fence orders "publish"
//   before "read sleepers".
// The actor thread: DedicatedThreadLoop.cs (ThreadedActor's loop, shared); here its view of this ring.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#batchringthreadedactor

using System.Runtime.CompilerServices;
using PerfBuf.Core.Waiting;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// An actor on its own thread whose mailbox is an <see cref="MpscBatchRing{T}"/> (cells freed once per drained
/// batch) and whose handler is a struct. Create it with <see cref="Start"/>; post from any thread.
/// </summary>
public sealed class BatchRingThreadedActor<T, THandler> : IAsyncDisposable
    where THandler : struct, IHandler<T>
{
    /// <summary>Default upper bound of messages handled (and cells freed together) between two looks at the stop
    /// state.</summary>
    public const int DefaultMaxBatch = ThreadedActor<T, THandler>.DefaultMaxBatch;

    private readonly MpscBatchProducer<T> _producer;
    private readonly SpinThenParkWait _wait;
    private readonly MpscBatchConsumer<T> _consumer;
    private readonly THandler _initialHandler;
    private readonly int _maxBatch;
    private readonly Thread _thread;
    private ActorLifecycle _lifecycle; // called in place, never copied (not readonly)
    private int _actorThreadId;

    private BatchRingThreadedActor(THandler handler, int capacity, string name, int maxBatch)
    {
        (_producer, _consumer) = MpscBatchRing<T>.Create(capacity);
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
    /// <param name="name">Thread name for debuggers and traces; a numbered default otherwise.</param>
    /// <param name="maxBatch">Messages handled, and cells freed together, between two looks at the stop state (at
    /// least 1).</param>
    public static BatchRingThreadedActor<T, THandler> Start(THandler handler, int capacity, string? name = null,
        int maxBatch = DefaultMaxBatch)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(maxBatch, 1);
        var actor = new BatchRingThreadedActor<T, THandler>(handler, capacity,
            ActorLifecycle.NameOrNumbered<BatchRingThreadedActor<T, THandler>>(name), maxBatch);
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
    /// the caller waits (spin, then yield) until the actor frees a batch of cells.
    /// </summary>
    /// <exception cref="InvalidOperationException">StopAsync was called or the handler faulted; the message was
    /// not accepted.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(in T message)
    {
        var status = _producer.TryPush(in message);
        if (status != PushStatus.Ok)
        {
            PostSlow(in message, status);
        }
        _wait.Wake(); // after the ring's release store: see "The wake-up protocol"
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void PostSlow(in T message, PushStatus status)
    {
        if (status == PushStatus.Full && Environment.CurrentManagedThreadId == Volatile.Read(ref _actorThreadId))
        {
            _lifecycle.ThrowSelfPost(); // the handler posting to its own full mailbox would wait for itself
        }
        var backoff = new Backoff(spinLimit: 64);
        while (status == PushStatus.Full)
        {
            _wait.Wake();
            backoff.Pause();
            status = _producer.TryPush(in message);
        }
        if (status == PushStatus.Closed)
        {
            _lifecycle.ThrowRefused();
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
        _producer.Close(); // from here every push is refused or below the close position
        var completion = _lifecycle.RequestStop(drain);
        _wait.Wake();
        return completion;
    }

    /// <summary>Draining stop; a handler fault stays observable on <see cref="Completion"/> and is not rethrown here.</summary>
    public ValueTask DisposeAsync() => ActorLifecycle.AwaitIgnoringFault(StopAsync(drain: true));

    /// <summary>The actor thread: the dedicated-thread loop (DedicatedThreadLoop.cs) over this actor's view.</summary>
    private void Run() => DedicatedThreadLoop.Run<T, THandler, View>(new View(this, _consumer), _initialHandler,
        in _wait, ref _actorThreadId);

    /// <summary>What the loop asks of this actor: its MpscBatchRing consumer (held by the view: the loop keeps it in a
    /// register instead of loading it from the actor each time).</summary>
    private readonly struct View(BatchRingThreadedActor<T, THandler> actor, MpscBatchConsumer<T> consumer)
        : IDedicatedThreadActor<T, THandler>
    {
        public ref ActorLifecycle Lifecycle => ref actor._lifecycle;

        public int Drain(ref THandler handler) => consumer.Drain(ref handler, actor._maxBatch);

        public void AfterBatch()
        {
        }

        public bool IsCompleted => consumer.IsCompleted;

        public int Count => consumer.Count;

        public int CloseAndPopRest(List<T>? dropped)
        {
            actor._producer.Close(); // a fault closes too; idempotent after StopAsync
            var rest = consumer;
            return ActorLifecycle.PopUndelivered(ref rest, dropped);
        }
    }
}
