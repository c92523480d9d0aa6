// Design: the ask path — request/response on an actor without an allocation per request.
//
// Shape
//   A request is an ordinary message, Ask<TRequest, TReply>: the request plus a ReplyTo<TReply>, a two-field
//   struct (a PooledReply<TReply> and the generation it was armed with). The handler is an ordinary struct
//   IHandler<Ask<TRequest, TReply>>; it answers with message.ReplyTo.Complete(value) or .Fail(exception), now or
//   later, from any thread. The asker holds a ValueTask<TReply> backed by the same PooledReply, an
//   IValueTaskSource<TReply> built on ManualResetValueTaskSourceCore. PooledReplies come from a ReplyPool<TReply>:
//   rented per ask, returned when the asker has read the result (GetResult), so in steady state an ask allocates
//   nothing — the pool holds as many replies as were ever outstanding at once.
//   PoolActor's AskAsync (PoolActorAsk below) rents, posts and returns the ValueTask; AskHandler<…> wraps the
//   handler so that a throwing handler fails the ask it was handling; every actor of the lab (PoolActor,
//   ThreadedActor, BoundedThreadedActor, ChannelActor) fails the asks left in its mailbox through IUndeliverable
//   when it stops without draining or faults, so an Ask can be posted to any of them.
//
// Who may touch a PooledReply when (ownership passes along one chain; each hand-over is a release/acquire pair)
//   1. In the pool: nobody. ConcurrentQueue's interlocked enqueue/dequeue hands it to exactly one renter.
//   2. Armed (Rent): the renter alone writes _generation, _armed and takes the ValueTask (the core was Reset when
//      the reply came back). Its Post publishes the Ask (the ring's release store of the cell sequence); the
//      actor's pop acquires it, so the actor sees the armed generation and the reset core.
//   3. Owed: any holder of the ReplyTo may try to complete it. The right to complete is claimed by
//      CompareExchange(_armed, 0, generation): exactly one claim per generation succeeds, the claimer alone calls
//      SetResult/SetException on the core, and then touches nothing of the reply again. A failed claim writes
//      nothing: a second Complete, a Fail after Complete (AskHandler's catch after a handler that replied and then
//      threw), a stale ReplyTo kept by a handler — all return false and have no effect.
//   4. Completed: the core publishes the result (its own interlocked continuation hand-off); the asker reads it
//      through the ValueTask — GetStatus/GetResult on the asker's side, or the continuation the core invokes.
//   5. GetResult: validates the ValueTask's token (the core's short version), reads the result, Resets the core
//      (version + 1) and returns the reply to the pool: back to 1. After GetResult the asker must not use the
//      ValueTask again (a ValueTask is awaited once; a stale token is refused by the version check, as long as
//      the reply has not been reused 65 536 times since — the core's own limit).
//
// Token versioning against reuse
//   Two versions guard the two ends. The asker's end: the core's short version, carried in the ValueTask, checked
//   by every GetStatus/OnCompleted/GetResult. The completer's end: our int generation, carried in the ReplyTo and
//   compared by the claim's CompareExchange. A ReplyTo outliving its ask (a handler that keeps it, completes it
//   twice, or fails it in a catch after completing it) can only hit a later ask if _armed equals its generation
//   again, i.e. after 2^32 - 1 re-arms of that same object while the stale holder waits: not a practical risk,
//   and the generation skips 0, the "claimed / not armed" value, so a default ReplyTo never claims anything.
//
// Memory ordering, explicit
//   _generation: written by the renter only, read by the renter only (plain). _armed: plain write by the renter
//   while it owns the reply (published by the Post that carries the ReplyTo), Interlocked.CompareExchange by
//   completers (a full fence; it orders the claim before the core's writes). The core's fields: written by the
//   claimer, published by the core (Interlocked on its continuation slot), read by the asker after it observed
//   completion; Reset by the asker inside GetResult, before the pool's interlocked enqueue publishes the reply to
//   the next renter. Nothing relies on x86's ordering.
//
// Where the asker's continuation runs (ReplyPool.RunContinuationsAsynchronously, fixed per pool)
//   false — inline: the completer (the actor's run, inside Complete) runs the asker's continuation on its own
//           stack. A ping-pong then stays on one pool thread: the asker's next ask is posted from inside the
//           actor's run and taken by the same run, no thread hand-over at all. The price: the asker's code runs
//           on the actor's thread and delays the actor (and every other message behind it) while it runs.
//   true  — crossing: the core queues the continuation to the thread pool, as the peers' replies do (Proto.Actor
//           and Akka.NET complete TaskCompletionSources created with RunContinuationsAsynchronously). For an
//           async method's await, the runtime queues the method's own state-machine box (no allocation).
//   Either way a continuation that was not registered yet (the reply came first) is not "run" by anyone: the
//   asker's await finds the ValueTask completed and continues synchronously.
//
// Failures, so that nothing hangs
//   - A throwing handler (AskHandler): the ask in hand fails with the handler's own exception (the claim makes
//     this a no-op if the handler had replied already), then the exception propagates and faults the actor.
//   - Asks still in the mailbox when the actor faults fail with the actor's ActorFaultedException (the same
//     object that faults Completion); when it stops without draining they fail with OperationCanceledException.
//     Both arrive through IUndeliverable, which every actor's final step calls for each message it pops without
//     handling (ActorLifecycle.Finish). A BoundedThreadedActor under DropNewest tells an ask it drops on a full
//     mailbox at once (InvalidOperationException).
//   - An ask the mailbox refuses (the actor is stopping or stopped): the ValueTask fails with the Post's
//     InvalidOperationException; AskAsync does not throw. The same for an ask posted from inside the pool actor's
//     own run (an inline continuation) that finds the mailbox full: the run cannot wait for itself (PoolActor.cs).
//   - A draining stop (and DisposeAsync) handles every accepted ask, so each is answered by the handler.
//
// Known weaknesses
//   A handler that never replies (and does not throw) leaves its ask pending forever: there is no timeout (a
//   timeout would need a timer per ask, which is the cost the peers pay). An ask whose ValueTask is never awaited
//   never returns its reply to the pool: the reply is collected and the pool allocates a replacement later. The
//   pool never shrinks below its high-water mark. Every ask pays one uncontended CompareExchange on the reply's
//   line (which the completer writes anyway) and a ConcurrentQueue dequeue + enqueue (two interlocked operations
//   on the pool's shared indices, contended when many threads ask at once). Inline mode runs foreign code on the
//   actor's thread (see above); a continuation that blocks there blocks the actor.

using System.Collections.Concurrent;
using System.Runtime.CompilerServices;
using System.Threading.Tasks.Sources;
using PerfBuf.Core;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// A message that must be told when an actor drops it without handling it (a stop without drain, a handler fault),
/// for example a request whose asker is waiting for a reply.
/// </summary>
public interface IUndeliverable
{
    /// <summary>Called once, by the actor's final step, for a message it popped without handling (or by a
    /// DropNewest actor for a message it dropped). A callback that throws does not stop the others.</summary>
    void OnUndelivered(Exception reason);
}

/// <summary>
/// The reply handle a request carries: completes the asker's <see cref="ValueTask{TResult}"/>. A small struct
/// (the pooled reply and its generation); copies are fine, and only the first completion of a generation counts.
/// </summary>
public readonly struct ReplyTo<TReply>
{
    private readonly PooledReply<TReply>? _source;
    private readonly int _generation;

    internal ReplyTo(PooledReply<TReply> source, int generation)
    {
        _source = source;
        _generation = generation;
    }

    /// <summary>True for <c>default</c>: a handle that completes nothing.</summary>
    public bool IsEmpty => _source is null;

    /// <summary>Answers the request with <paramref name="value"/>. False when it was answered (or failed) already,
    /// or the handle is empty: then nothing happens.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool Complete(TReply value) => _source is { } source && source.TryComplete(_generation, value);

    /// <summary>Fails the request with <paramref name="exception"/>. False when it was answered (or failed)
    /// already, or the handle is empty: then nothing happens.</summary>
    public bool Fail(Exception exception)
    {
        ArgumentNullException.ThrowIfNull(exception);
        return _source is { } source && source.TryFail(_generation, exception);
    }
}

/// <summary>A request and the handle its reply goes to: the message type of an actor that answers asks.</summary>
public readonly struct Ask<TRequest, TReply>(TRequest request, ReplyTo<TReply> replyTo) : IUndeliverable
{
    /// <summary>What is asked.</summary>
    public readonly TRequest Request = request;

    /// <summary>Where the answer goes: <c>ReplyTo.Complete(value)</c> or <c>ReplyTo.Fail(exception)</c>.</summary>
    public readonly ReplyTo<TReply> ReplyTo = replyTo;

    /// <summary>Fails the asker's ValueTask with <paramref name="reason"/> (if nobody answered it).</summary>
    public void OnUndelivered(Exception reason) => ReplyTo.Fail(reason);
}

/// <summary>
/// A reusable reply: the <see cref="IValueTaskSource{TResult}"/> behind an ask's ValueTask. Rented from a
/// <see cref="ReplyPool{TReply}"/>, back in it once the asker read the result. See the design note in Ask.cs.
/// </summary>
public sealed class PooledReply<TReply> : IValueTaskSource<TReply>
{
    private readonly ReplyPool<TReply> _pool;
    private ManualResetValueTaskSourceCore<TReply> _core;
    private int _generation; // the renter only (plain)
    private int _armed;      // the generation owed, 0 once claimed: plain write by the renter, CompareExchange by completers

    internal PooledReply(ReplyPool<TReply> pool, bool runContinuationsAsynchronously)
    {
        _pool = pool;
        _core.RunContinuationsAsynchronously = runContinuationsAsynchronously;
    }

    /// <summary>The renter, owning the reply: a new generation, the ValueTask for it and the handle.</summary>
    internal ReplyTo<TReply> Arm(out ValueTask<TReply> reply)
    {
        var generation = _generation + 1;
        if (generation == 0)
        {
            generation = 1; // 0 means "claimed / not armed"
        }
        _generation = generation;
        _armed = generation; // published to the completer by the Post that carries the ReplyTo
        reply = new ValueTask<TReply>(this, _core.Version);
        return new ReplyTo<TReply>(this, generation);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal bool TryComplete(int generation, TReply value)
    {
        if (Interlocked.CompareExchange(ref _armed, 0, generation) != generation)
        {
            return false; // answered already, or a stale handle of an earlier generation
        }
        _core.SetResult(value); // last touch: the asker may reuse this object from here on
        return true;
    }

    internal bool TryFail(int generation, Exception exception)
    {
        if (Interlocked.CompareExchange(ref _armed, 0, generation) != generation)
        {
            return false;
        }
        _core.SetException(exception);
        return true;
    }

    /// <inheritdoc />
    public TReply GetResult(short token)
    {
        // GetStatus refuses a stale token (the ValueTask was consumed already: a ValueTask is awaited once); a
        // pending reply is not ours to reset (blocking on an unfinished ValueTask is not supported)
        if (_core.GetStatus(token) == ValueTaskSourceStatus.Pending)
        {
            ThrowHelper.InvalidOperation("The reply is not complete yet: await the ValueTask instead of blocking on it.");
        }
        try
        {
            return _core.GetResult(token);
        }
        finally
        {
            _core.Reset();       // new version: any stale ValueTask is refused from here on
            _pool.Return(this);  // interlocked enqueue: publishes the reset to the next renter
        }
    }

    /// <inheritdoc />
    public ValueTaskSourceStatus GetStatus(short token) => _core.GetStatus(token);

    /// <inheritdoc />
    public void OnCompleted(Action<object?> continuation, object? state, short token, ValueTaskSourceOnCompletedFlags flags) =>
        _core.OnCompleted(continuation, state, token, flags);
}

/// <summary>
/// Reusable replies for asks. <see cref="RunContinuationsAsynchronously"/> decides where an asker's continuation
/// runs: false, inline on the thread that completes the reply (the actor's); true, queued to the thread pool.
/// Thread-safe; rent from any thread.
/// </summary>
public sealed class ReplyPool<TReply>(bool runContinuationsAsynchronously = false)
{
    private readonly ConcurrentQueue<PooledReply<TReply>> _free = new();
    private int _created;

    /// <summary>False: continuations run inline on the completing thread. True: they are queued to the thread pool.</summary>
    public bool RunContinuationsAsynchronously { get; } = runContinuationsAsynchronously;

    /// <summary>Replies allocated so far: the high-water mark of outstanding asks (diagnostics).</summary>
    internal int Created => Volatile.Read(ref _created);

    /// <summary>Rents a reply: <paramref name="reply"/> is the asker's ValueTask (await it once), the result is the
    /// handle to send with the request.</summary>
    public ReplyTo<TReply> Rent(out ValueTask<TReply> reply)
    {
        if (!_free.TryDequeue(out var source))
        {
            source = NewReply();
        }
        return source.Arm(out reply);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private PooledReply<TReply> NewReply()
    {
        Interlocked.Increment(ref _created);
        return new PooledReply<TReply>(this, RunContinuationsAsynchronously);
    }

    internal void Return(PooledReply<TReply> source) => _free.Enqueue(source);
}

/// <summary>
/// Wraps an ask handler so that an exception it throws fails the ask in hand with that exception before it
/// propagates (and faults the actor). A handler that replied before throwing keeps its reply.
/// </summary>
public struct AskHandler<TRequest, TReply, THandler>(THandler inner) : IHandler<Ask<TRequest, TReply>>
    where THandler : struct, IHandler<Ask<TRequest, TReply>>
{
    private THandler _inner = inner;

    /// <summary>The wrapped handler (its state, for inspection after the actor stopped).</summary>
    internal readonly THandler Inner => _inner;

    public void Handle(in Ask<TRequest, TReply> item)
    {
        try
        {
            _inner.Handle(in item);
        }
        catch (Exception e)
        {
            item.ReplyTo.Fail(e); // no-op if the handler had answered
            throw;
        }
    }
}

/// <summary>Request/response on a <see cref="PoolActor{T, THandler}"/> whose messages are asks.</summary>
public static class PoolActorAsk
{
    /// <summary>
    /// Starts a pool actor that answers asks with <paramref name="handler"/> (wrapped in
    /// <see cref="AskHandler{TRequest, TReply, THandler}"/>, so a throwing handler fails the ask in hand).
    /// </summary>
    public static PoolActor<Ask<TRequest, TReply>, AskHandler<TRequest, TReply, THandler>> Start<TRequest, TReply, THandler>(
        THandler handler, int capacity = 4096, int throughput = PoolActor<Ask<TRequest, TReply>, AskHandler<TRequest, TReply, THandler>>.DefaultThroughput,
        string? name = null)
        where THandler : struct, IHandler<Ask<TRequest, TReply>> =>
        PoolActor<Ask<TRequest, TReply>, AskHandler<TRequest, TReply, THandler>>.Start(
            new AskHandler<TRequest, TReply, THandler>(handler), capacity, throughput, name);

    /// <summary>
    /// Asks: rents a reply from <paramref name="replies"/>, posts the request with it and returns the ValueTask the
    /// handler's answer completes (await it once). Never throws: a refused post (the actor is stopping or stopped)
    /// fails the ValueTask with the Post's InvalidOperationException, and so does a post from inside the actor's own
    /// run (an inline continuation) that finds the mailbox full. Elsewhere, when the mailbox is full the caller waits,
    /// as Post does.
    /// </summary>
    public static ValueTask<TReply> AskAsync<TRequest, TReply, THandler>(
        this PoolActor<Ask<TRequest, TReply>, THandler> actor, TRequest request, ReplyPool<TReply> replies)
        where THandler : struct, IHandler<Ask<TRequest, TReply>>
    {
        var replyTo = replies.Rent(out var reply);
        try
        {
            actor.Post(new Ask<TRequest, TReply>(request, replyTo));
        }
        catch (InvalidOperationException refused)
        {
            replyTo.Fail(refused);
        }
        return reply;
    }
}
