// Design: ChannelActor<T, THandler> — the seed's "Channel" actor: an async loop on the thread pool reading a
// System.Threading.Channels channel. The lab's baseline for "what people use today".
//
// Shape: Channel<T>, unbounded or bounded (Wait), SingleReader = true, AllowSynchronousContinuations = false; a
//   struct handler copied into the reading loop (`while (await WaitToReadAsync()) while (TryRead) Handle`), started
//   with Task.Run; no thread belongs to the actor, a wake-up of the idle loop is one thread-pool work item.
// Who writes what: posters write through the channel (its lock); the loop reads; state (ActorLifecycle) by
//   CompareExchange / Exchange, read by the loop with Volatile.Read.
// Invariant: handled + undelivered == accepted; completion and writes serialise on the channel's lock, so every
//   write is accepted before the completion or refused after it, even for Posts racing StopAsync.
// Stop: drain runs until the channel is complete and empty; discard checks state before handing each message to the
//   handler, so only the message in hand may still be handled; a fault completes the writer and counts the rest.
// Known weaknesses: a lock per write (contention, a pre-empted holder stalls the others); a work item and a thread
//   hand-over per wake-up; a blocking Post on a full channel is sync over async; the loop migrates between
//   threads; the unbounded channel has no backpressure.
// Memory ordering: messages are published and handed over by the channel (its lock, its queues); state only decides
//   drain vs discard, the channel's completion decides what is accepted.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#channelactor

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
