// Design: ChannelActor<T, THandler> — the seed's "Channel" actor: an async loop on the thread pool reading a
// System.Threading.Channels channel. The lab's baseline for "what people use today".
//
// Shape
//   Mailbox = Channel<T>: unbounded (capacity null) or bounded with BoundedChannelFullMode.Wait. Both are created
//   with SingleReader = true (the runtime picks its single-consumer implementation for unbounded channels) and
//   AllowSynchronousContinuations = false, so a writer never runs the reader's continuation on its own stack.
//   Handler = a struct implementing IHandler<T>, copied into the reading loop at start (it lives in the loop's
//   async state machine on the heap, not in this object, so its writes share no line with what posters read).
//
// What runs where
//   Posters call Post/PostAsync on their own threads. No thread belongs to the actor: the reading loop is
//       while (await reader.WaitToReadAsync()) while (reader.TryRead(out m)) handler.Handle(m);
//   started with Task.Run. While messages are available it stays on whichever pool thread resumed it. When the
//   channel is empty, WaitToReadAsync parks a (reused) waiter in the channel and the loop returns its thread to
//   the pool. The next successful write completes that waiter; because continuations are asynchronous, the
//   write queues the loop's continuation to the thread pool (ConfigureAwait(false): no synchronisation context),
//   and a pool thread resumes the loop.
//
// Cost per message
//   Poster: the channel's write path, which enters the channel's internal lock (Monitor) on every TryWrite in the
//   current runtime's bounded and single-reader unbounded channels, plus a copy of T. Reader: one TryRead and one read of the stop state (a lock
//   for the bounded channel; the single-reader unbounded channel dequeues from its SPSC queue without one).
//   Work items: one thread-pool work item per wake-up (empty -> non-empty while the loop waits), not per message;
//   under steady load the loop keeps draining and queues none. Allocations: none of its own per message on a
//   bounded channel in steady state (the loop's state machine is boxed once at its first real await; the channel
//   reuses its waiter) — expected from the runtime's design, not asserted by a test here. The unbounded channel
//   allocates its queue in growing segments, so it allocates in proportion to the messages that pass through it
//   (amortised, not per message). A Post that blocks on a full bounded channel allocates (a Task for the wait);
//   PostAsync that has to wait may allocate its waiter.
//
// Stop, fault and accounting (the ActorFaultedException.cs contract: handled + undelivered == accepted)
//   "Accepted" = a write that the channel took. StopAsync records the stop kind in state (first call wins), then
//   completes the writer. Channel completion and writes serialise on the channel's lock, so every write is either
//   accepted before the completion or refused after it (Post throws InvalidOperationException; a Post or
//   PostAsync blocked on a full bounded channel is released by the completion and refused the same way). This is
//   exact even for Posts racing StopAsync.
//   drain: true  — the loop runs until WaitToReadAsync returns false (completed and empty). Result 0.
//   drain: false — the loop reads state (acquire) after it reads each message and before it hands it to the
//                  handler, and stops at the first StopDiscard: that message and the remainder are read without
//                  handling and counted (the writer is already complete, so the count is final). So a message the
//                  loop reads after the stop's state write never reaches the handler — also the first one after a
//                  wake-up, which a look after each handled message would let through when StopAsync comes while
//                  the loop waits. Only the message in hand (read and checked before the stop) may still be
//                  handled after StopAsync(drain: false) returned.
//   fault        — the first handler exception: the thrower counts as handled, state becomes Faulted, the writer
//                  is completed (Posts refuse), the remainder is read and counted, Completion faults with
//                  ActorFaultedException(undelivered, inner).
//   Asks (messages implementing IUndeliverable, Ask.cs) read without handling are told why before Completion
//   completes: the fault's ActorFaultedException, or OperationCanceledException after a discarding stop
//   (ActorLifecycle.Finish).
//
//   The state word, the fault transition and Completion are ActorLifecycle's (ActorLifecycle.cs, shared by the
//   actors); completing the writer and reading the remainder stay here.
//
// Memory ordering: messages are published and handed over by the channel (its lock, its queues). state:
//   CompareExchange/Exchange writes, Volatile.Read reads; it only decides drain vs discard, the channel's
//   completion decides what is accepted.
//
// Known weaknesses
//   A lock per write: posters contend on one lock line, and a poster pre-empted while holding it stalls the
//   others. Every wake-up of an idle actor costs a thread-pool work item and a pool thread's hand-over (latency
//   of microseconds, and a context switch when no pool thread is spinning). Synchronous Post on a full bounded
//   channel blocks a thread on a Task (sync over async): from a pool thread that is a blocked worker the pool
//   must compensate for, and the loop itself needs a pool thread to make room. The loop may migrate between pool
//   threads, so the handler's state moves between cores. The unbounded channel has no backpressure.

using System.Runtime.CompilerServices;
using System.Threading.Channels;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// An actor whose mailbox is a <see cref="Channel{T}"/> read by an async loop on the thread pool, with a struct
/// handler. Create it with <see cref="Start"/>; post from any thread.
/// </summary>
public sealed class ChannelActor<T, THandler> : IAsyncDisposable
    where THandler : struct, IHandler<T>
{
    // Poster-read, never reassigned after construction.
    private readonly ChannelWriter<T> _writer;

    // Loop side.
    private readonly ChannelReader<T> _reader;

    private ActorLifecycle _lifecycle; // state, name, Completion; called in place, never copied (not readonly)

    private ChannelActor(int? capacity, string name)
    {
        Channel<T> channel = capacity is { } bound
            ? Channel.CreateBounded<T>(new BoundedChannelOptions(bound)
            {
                FullMode = BoundedChannelFullMode.Wait,
                SingleReader = true,
                SingleWriter = false,
                AllowSynchronousContinuations = false,
            })
            : Channel.CreateUnbounded<T>(new UnboundedChannelOptions
            {
                SingleReader = true,
                SingleWriter = false,
                AllowSynchronousContinuations = false,
            });
        _writer = channel.Writer;
        _reader = channel.Reader;
        Capacity = capacity;
        _lifecycle = new ActorLifecycle(name);
    }

    /// <summary>Creates the actor and starts its reading loop on the thread pool.</summary>
    /// <param name="handler">Copied into the loop; receives every message in channel order.</param>
    /// <param name="capacity">null: an unbounded channel. Otherwise a bounded channel of this many messages (at
    /// least 1) whose writers wait when it is full.</param>
    /// <param name="name">Used in messages and exceptions; a numbered default otherwise.</param>
    public static ChannelActor<T, THandler> Start(THandler handler, int? capacity = null, string? name = null) =>
        Start(handler, capacity, name, TaskScheduler.Default);

    /// <summary>
    /// <see cref="Start(THandler, int?, string?)"/> with the scheduler the loop's first step is queued to (the
    /// thread pool's in production; tests use one that runs it when they say, to stage a race deterministically).
    /// Every later step resumes on the thread pool (the loop awaits with ConfigureAwait(false)).
    /// </summary>
    internal static ChannelActor<T, THandler> Start(THandler handler, int? capacity, string? name, TaskScheduler firstStep)
    {
        if (capacity is { } bound)
        {
            ArgumentOutOfRangeException.ThrowIfLessThan(bound, 1, nameof(capacity));
        }
        var actor = new ChannelActor<T, THandler>(capacity,
            ActorLifecycle.NameOrNumbered<ChannelActor<T, THandler>>(name));
        _ = Task.Factory.StartNew(() => actor.RunAsync(handler), CancellationToken.None,
            TaskCreationOptions.DenyChildAttach, firstStep).Unwrap(); // Task.Run's own options, on firstStep
        return actor;
    }

    /// <summary>The actor's name.</summary>
    public string Name => _lifecycle.Name;

    /// <summary>The bounded channel's capacity, or null for an unbounded channel.</summary>
    public int? Capacity { get; }

    /// <summary>
    /// Completes when the loop has stopped (a <c>Task&lt;int&gt;</c>: the undelivered count, 0 after a draining
    /// stop); faults with <see cref="ActorFaultedException"/> when the handler threw.
    /// </summary>
    public Task Completion => _lifecycle.Completion;

    /// <summary>
    /// Writes <paramref name="message"/> to the channel. When a bounded channel is full the caller blocks until
    /// there is room.
    /// </summary>
    /// <exception cref="InvalidOperationException">StopAsync was called or the handler faulted; the message was
    /// not accepted.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(in T message)
    {
        if (!_writer.TryWrite(message))
        {
            PostSlow(message);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void PostSlow(T message)
    {
        if (Capacity is null)
        {
            _lifecycle.ThrowRefused(); // an unbounded channel refuses only after completion
        }
        try
        {
            _writer.WriteAsync(message).AsTask().GetAwaiter().GetResult();
        }
        catch (ChannelClosedException)
        {
            _lifecycle.ThrowRefused();
        }
    }

    /// <summary>
    /// Writes <paramref name="message"/>; on a full bounded channel the returned task completes when there is room.
    /// </summary>
    /// <exception cref="InvalidOperationException">(through the task) the actor is stopping, stopped or faulted;
    /// the message was not accepted.</exception>
    /// <exception cref="OperationCanceledException">(through the task) <paramref name="cancellationToken"/> was
    /// cancelled while waiting for room; the message was not accepted.</exception>
    public ValueTask PostAsync(T message, CancellationToken cancellationToken = default) =>
        _writer.TryWrite(message) ? default : PostAsyncSlow(message, cancellationToken);

    private async ValueTask PostAsyncSlow(T message, CancellationToken cancellationToken)
    {
        try
        {
            await _writer.WriteAsync(message, cancellationToken).ConfigureAwait(false);
        }
        catch (ChannelClosedException)
        {
            _lifecycle.ThrowRefused();
        }
    }

    /// <summary>
    /// Stops the actor. <paramref name="drain"/> true: every accepted message is handled; the result is 0. False:
    /// no further message reaches the handler (the one in hand finishes) and the result is how many accepted
    /// messages were left. The first call decides; later calls return the same task. Faults with
    /// <see cref="ActorFaultedException"/> if the handler threw. Never hangs on an idle actor.
    /// </summary>
    public Task<int> StopAsync(bool drain = true)
    {
        var completion = _lifecycle.RequestStop(drain);
        _writer.TryComplete(); // after the state write: a loop woken by the completion sees the stop kind
        return completion;
    }

    /// <summary>Draining stop; a handler fault stays observable on <see cref="Completion"/> and is not rethrown here.</summary>
    public ValueTask DisposeAsync() => ActorLifecycle.AwaitIgnoringFault(StopAsync(drain: true));

    private async Task RunAsync(THandler handler)
    {
        Exception? fault = null;
        var dropped = ActorLifecycle.NewDroppedList<T>(); // asks are told why they were dropped
        var undelivered = 0;
        try
        {
            while (await _reader.WaitToReadAsync().ConfigureAwait(false))
            {
                if (!DrainAvailable(ref handler, out var taken))
                {
                    undelivered = 1; // read after the discarding stop: not handled
                    dropped?.Add(taken);
                    break;
                }
            }
        }
        catch (Exception e)
        {
            fault = e;
            _lifecycle.MarkFaulted();
        }
        _writer.TryComplete(); // a fault completes too; idempotent after StopAsync
        undelivered += DiscardRest(dropped);
        _lifecycle.Finish(undelivered, dropped, fault);
    }

    /// <summary>
    /// Handles every message available now, each only after a look at the stop state; false when a discarding stop
    /// was seen, with <paramref name="taken"/> the message read but not handled.
    /// </summary>
    private bool DrainAvailable(ref THandler handler, out T taken)
    {
        var reader = _reader;
        while (reader.TryRead(out var message))
        {
            if (_lifecycle.State == ActorLifecycle.StopDiscard) // acquire, before the handler sees the message
            {
                taken = message;
                return false;
            }
            handler.Handle(in message);
        }
        taken = default!;
        return true;
    }

    /// <summary>Reads every accepted message left without handling it (the writer is complete; keeping them in
    /// <paramref name="dropped"/> if given); returns how many.</summary>
    private int DiscardRest(List<T>? dropped)
    {
        var count = 0;
        while (_reader.TryRead(out var message))
        {
            dropped?.Add(message);
            count++;
        }
        return count;
    }
}
