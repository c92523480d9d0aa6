// Design: SeedChannelActor<T, THandler> — FROZEN baseline: the notebook's "Channel" actor as its program ran it.
//
// Do not optimise this type: the seed-faithful rows are measured with it. A variant is a new type (the project's
// docs/DESIGN.md §3); the lab's own Channel rows use ChannelActor.
// Shape: the runtime's default channel, Channel.CreateUnbounded<T>() or Channel.CreateBounded<T>(capacity) (no
//   options: several readers and writers allowed, asynchronous continuations, a full bounded channel waits); an async
//   loop that awaits ReadAsync once per message (`while (!reader.Completion.IsCompleted) Handle(await ReadAsync())`),
//   started on the thread that calls Start, where it runs until its first read finds the channel empty; a struct
//   handler. Post: TryWrite on the unbounded channel; WriteAsync on the bounded one, waited on when it does not
//   complete at once.
// Who writes what: posters write through the channel; the loop reads; state (ActorLifecycle) by CompareExchange /
//   Exchange, read by the loop with Volatile.Read.
// Invariant: handled + undelivered == accepted; completion and writes serialise inside the channel, so every write is
//   accepted before the completion or refused after it.
// Stop: complete the writer. A draining stop ends when ReadAsync finds the channel complete and empty (it throws
//   ChannelClosedException, caught: one exception per stop); a discarding stop checks state after each read and before
//   the handler; a fault completes the writer and counts the rest.
// Known weaknesses (kept on purpose: this is the baseline): an await per message, and a thread-pool work item for
//   every read that finds the channel empty (one per message while the handler keeps up with the poster); the
//   multi-reader channel's waiter bookkeeping; a blocking Post on a full channel is sync over async; the loop
//   migrates between pool threads; unbounded means no backpressure.
// Memory ordering: messages are published and handed over by the channel; state only decides drain vs discard.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#seedchannelactor

using System.Runtime.CompilerServices;
using System.Threading.Channels;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// The notebook's Channel actor (frozen baseline): a default <see cref="Channel{T}"/> read by an async loop that awaits
/// <see cref="ChannelReader{T}.ReadAsync"/> once per message, with a struct handler. Create it with
/// <see cref="Start"/>; post from any thread.
/// </summary>
public sealed class SeedChannelActor<T, THandler> : IAsyncDisposable
    where THandler : struct, IHandler<T>
{
    // Poster-read, never reassigned after construction.
    private readonly ChannelWriter<T> _writer;

    // Loop side.
    private readonly ChannelReader<T> _reader;

    private ActorLifecycle _lifecycle; // state, name, Completion; called in place, never copied (not readonly)

    private SeedChannelActor(int? capacity, string name)
    {
        // the notebook's calls, without options: Channel.CreateUnbounded<T>() and Channel.CreateBounded<T>(capacity)
        var channel = capacity is { } bound ? Channel.CreateBounded<T>(bound) : Channel.CreateUnbounded<T>();
        _writer = channel.Writer;
        _reader = channel.Reader;
        Capacity = capacity;
        _lifecycle = new ActorLifecycle(name);
    }

    /// <summary>
    /// Creates the actor and starts its reading loop on the calling thread, which it leaves at its first read that
    /// finds the channel empty (at once: the channel is new); every later step resumes on the thread pool.
    /// </summary>
    /// <param name="handler">Copied into the loop; receives every message in channel order.</param>
    /// <param name="capacity">null: an unbounded channel. Otherwise a bounded channel of this many messages (at
    /// least 1) whose writers wait when it is full.</param>
    /// <param name="name">Used in messages and exceptions; a numbered default otherwise.</param>
    public static SeedChannelActor<T, THandler> Start(THandler handler, int? capacity = null, string? name = null)
    {
        if (capacity is { } bound)
        {
            ArgumentOutOfRangeException.ThrowIfLessThan(bound, 1, nameof(capacity));
        }
        var actor = new SeedChannelActor<T, THandler>(capacity,
            ActorLifecycle.NameOrNumbered<SeedChannelActor<T, THandler>>(name));
        _ = actor.RunAsync(handler); // runs here up to its first await, as the notebook's F# task did
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
    /// Writes <paramref name="message"/> to the channel: <c>TryWrite</c> on an unbounded channel; on a bounded one
    /// <c>WriteAsync</c>, whose task the caller waits on, blocked, while the channel is full.
    /// </summary>
    /// <exception cref="InvalidOperationException">StopAsync was called or the handler faulted; the message was
    /// not accepted.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(in T message)
    {
        if (Capacity is null)
        {
            if (!_writer.TryWrite(message))
            {
                _lifecycle.ThrowRefused(); // an unbounded channel refuses only after completion
            }
            return;
        }
        var write = _writer.WriteAsync(message);
        if (!write.IsCompletedSuccessfully)
        {
            WaitForRoom(write);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WaitForRoom(ValueTask write)
    {
        try
        {
            write.AsTask().GetAwaiter().GetResult(); // the notebook's hammer: WriteAsync(…).AsTask().Wait()
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
        var reader = _reader;
        try
        {
            while (!reader.Completion.IsCompleted)
            {
                T message;
                try
                {
                    message = await reader.ReadAsync().ConfigureAwait(false);
                }
                catch (ChannelClosedException)
                {
                    break; // complete and empty: the stop's end
                }
                if (_lifecycle.State == ActorLifecycle.StopDiscard) // acquire, before the handler sees the message
                {
                    undelivered = 1; // read after the discarding stop: not handled
                    dropped?.Add(message);
                    break;
                }
                handler.Handle(in message);
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
