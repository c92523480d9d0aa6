// Design: the ask path — request/response on an actor without an allocation per request.
//
// Shape: a request is an ordinary message, Ask<TRequest, TReply> (the request plus a ReplyTo<TReply>: a pooled
//   reply and the generation it was armed with); the asker awaits a ValueTask<TReply> on the same PooledReply
//   (an IValueTaskSource on ManualResetValueTaskSourceCore), rented from a ReplyPool and returned by GetResult.
// Who writes what: the renter alone arms the reply (_generation, _armed); any ReplyTo holder may try to complete
//   it, but only the one CompareExchange(_armed, 0, generation) that succeeds may touch the core; the asker reads
//   the result, Resets the core and returns the reply to the pool.
// Invariants: exactly one completion per generation; a stale ReplyTo or second Complete writes nothing. Two
//   versions guard the two ends: the core's short version (the asker's token) and our int generation (skips 0).
// Failures, so that nothing hangs: a throwing handler fails the ask in hand; asks left in a stopped or faulted
//   mailbox fail through IUndeliverable; a refused ask fails its ValueTask.
// Known weaknesses: no timeout (an unanswered ask is pending forever); an unawaited reply is lost to the pool; the
//   pool never shrinks; two interlocked pool operations per ask; inline mode runs the asker's code on the actor.
// Memory ordering: each hand-over is a release/acquire pair — the Post publishes the armed reply, the claim is a
//   full fence before the core's writes, the core publishes the result, and the asker's Reset precedes the pool's
//   interlocked enqueue to the next renter. Nothing relies on x86's ordering.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#ask

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
