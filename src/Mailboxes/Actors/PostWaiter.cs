// Design: PostWaiter<T, THandler> — one BoundedThreadedActor.PostAsync that met a full ring: the pooled
// IValueTaskSource its caller awaits, carrying the message until it is pushed, refused or cancelled.
//
// Shape: a ManualResetValueTaskSourceCore<bool>, the message, the cancellation registration and the wait's start;
//   Prev/Next/Listed link it into its actor's PostWaiterList. It is its own IThreadPoolWorkItem, so a wake-up
//   queues the object itself: no allocation per wait in steady state.
// One use: Begin stores message and token; Advance retries the push (Ok -> wake the actor, complete; Closed ->
//   complete with the refusal; Full -> Enlist); Complete is the last touch of a use; GetResult resets the core
//   (version + 1) and returns the waiter to the free list, so a stale ValueTask is refused.
// Continuations: a success runs the continuation inline on the thread that pushed; an error (inside Cancel() or
//   StopAsync()) runs it asynchronously.
// Ownership: listed, the waiter belongs to the list's gate; unlisted, to whoever unlisted it — the retrying
//   producer, the dispatcher that queued it, or the cancellation callback.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#postwaiter

using System.Threading.Tasks.Sources;
using PerfBuf.Core;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// One async post that met a full ring: holds the message until it is pushed, refused or cancelled; the
/// ValueTask's source; reused through the actor's free list (the version makes a stale ValueTask throw).
/// </summary>
internal sealed class PostWaiter<T, THandler>(BoundedThreadedActor<T, THandler> actor)
    : IValueTaskSource, IThreadPoolWorkItem
    where THandler : struct, IHandler<T>
{
    private static readonly Action<object?, CancellationToken> s_onCanceled =
        static (state, token) => ((PostWaiter<T, THandler>)state!).OnCanceled(token);

    private ManualResetValueTaskSourceCore<bool> _core;
    private T _message = default!;
    private CancellationTokenRegistration _registration;
    private long _startTimestamp;

    // Guarded by the list's gate while listed; owned by whoever unlisted it otherwise.
    internal PostWaiter<T, THandler>? Prev;
    internal PostWaiter<T, THandler>? Next;
    internal bool Listed;

    /// <summary>Set in Begin before the waiter can be listed; read under the gate.</summary>
    internal CancellationToken CancellationToken { get; private set; }

    internal short Version => _core.Version;

    internal void Begin(in T message, CancellationToken cancellationToken, long startTimestamp)
    {
        _message = message;
        _startTimestamp = startTimestamp;
        CancellationToken = cancellationToken;
        // registered before the first listing: a callback that runs at once finds it unlisted, and Enlist then
        // sees the token cancelled under the gate
        _registration = cancellationToken.CanBeCanceled
            ? cancellationToken.UnsafeRegister(s_onCanceled, this)
            : default;
    }

    /// <summary>Push, or list for a wake-up, or complete; run by the posting thread, then by the pool.</summary>
    internal void Advance()
    {
        while (true)
        {
            var status = actor.PushAndWake(in _message);
            if (status == PushStatus.Ok)
            {
                Complete(null);
                return;
            }
            if (status == PushStatus.Closed)
            {
                Complete(actor.RefusedException());
                return;
            }
            switch (actor.Enlist(this))
            {
                case EnlistResult.Listed:
                    return; // not ours any more: a dispatcher or the cancel callback takes it from here
                case EnlistResult.Canceled:
                    Complete(new OperationCanceledException(CancellationToken));
                    return;
                default:
                    continue; // room (or closed) appeared while listing: retry here
            }
        }
    }

    void IThreadPoolWorkItem.Execute() => Advance();

    private void OnCanceled(CancellationToken token)
    {
        if (actor.Unlist(this, token))
        {
            Complete(new OperationCanceledException(token));
        }
    }

    /// <summary>The last touch of a use: after SetResult/SetException the awaiter may recycle the waiter.</summary>
    private void Complete(Exception? error)
    {
        _registration.Dispose(); // waits for a callback running on another thread (it finds us unlisted)
        _registration = default;
        actor.RecordWait(_startTimestamp);
        _message = default!;
        CancellationToken = default;
        if (error is null)
        {
            _core.RunContinuationsAsynchronously = false; // we are the posting thread or a pool thread
            _core.SetResult(true);
        }
        else
        {
            _core.RunContinuationsAsynchronously = true; // maybe inside the caller's Cancel() or StopAsync()
            _core.SetException(error);
        }
    }

    public ValueTaskSourceStatus GetStatus(short token) => _core.GetStatus(token);

    public void OnCompleted(Action<object?> continuation, object? state, short token,
        ValueTaskSourceOnCompletedFlags flags) => _core.OnCompleted(continuation, state, token, flags);

    public void GetResult(short token)
    {
        if (_core.GetStatus(token) == ValueTaskSourceStatus.Pending) // also rejects a stale token
        {
            ThrowHelper.InvalidOperation("PostAsync's ValueTask was read before it completed.");
        }
        try
        {
            _core.GetResult(token);
        }
        finally
        {
            _core.Reset();
            actor.ReturnWaiter(this);
        }
    }
}
