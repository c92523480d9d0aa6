// Design: the ask path — request/response on an actor without an allocation per request.
//
// Shape: a request is an ordinary message, Ask<TRequest, TReply> (the request plus a ReplyTo<TReply>: a pooled
//   reply and the generation it was armed with); the asker awaits a ValueTask<TReply> on the same PooledReply
//   (an IValueTaskSource on ManualResetValueTaskSourceCore), rented from a ReplyPool and returned by GetResult.
//   Or it waits on its own thread: RentWaitable arms the reply and, before the request exists, registers as the core's
//   continuation the signal of the reply's own ReplyWaiter; WaitableReply.Wait spins on that waiter's volatile flag,
//   yields, and parks on its monitor; the completer runs the continuation inline (a pool with
//   RunContinuationsAsynchronously = false, no context captured), so the reply wakes the waiter with no thread-pool hop.
// Who writes what: the renter alone arms the reply (_generation, _armed, the waiter's flag and the registration); any
//   ReplyTo holder may try to complete it, but only the one CompareExchange(_armed, 0, generation) that succeeds may
//   touch the core; the asker reads the result, Resets the core and returns the reply to the pool.
// Invariants: exactly one completion per generation; a stale ReplyTo or second Complete writes nothing. Two
//   versions guard the two ends: the core's short version (the asker's token) and our int generation (skips 0).
// Failures, so that nothing hangs: a throwing handler fails the ask in hand; asks left in a stopped or faulted
//   mailbox fail through IUndeliverable; a refused ask fails its ValueTask; a failed ask throws from Wait.
// Known weaknesses: no timeout for an awaited ask (an unanswered ask is pending forever; Wait takes one, and a timed
//   out wait abandons its reply); an unawaited reply is lost to the pool; the pool never shrinks; two interlocked pool
//   operations per ask; inline mode runs the asker's code on the actor.
// Memory ordering: each hand-over is a release/acquire pair — the Post publishes the armed reply, the claim is a
//   full fence before the core's writes, the core publishes the result, and the asker's Reset precedes the pool's
//   interlocked enqueue to the next renter. A synchronous wait: the renter writes the waiter's flag (0) and the
//   continuation's state before the core's CompareExchange that registers the continuation, all before the Tell that
//   publishes the ReplyTo; the completer writes the result, then (SignalCompletion) reads the continuation slot — which
//   it finds registered, since registration preceded the handle's publication — and calls the continuation, whose
//   Volatile.Write of the flag is a release after the result; the waiter's Volatile.Read of the flag is the acquire
//   before GetResult reads it. No race between registration and completion, so the core never queues a late
//   continuation (that would cost a thread-pool hop and an allocation). Parking is a Dekker pair — the waiter sets
//   _sleepers (Interlocked) under the waiter's monitor then re-reads the flag, the completer sets the flag, fences,
//   reads _sleepers and pulses under that monitor. The next arm of a reply follows its return to the pool, which
//   follows a wait that consumed the signal, so no signal outlives its wait (a timed-out wait keeps the reply, and its
//   waiter, out of the pool). Nothing relies on x86's ordering.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#ask

using System.Collections.Concurrent;
using System.Runtime.CompilerServices;
using System.Threading.Tasks.Sources;
using PerfBuf.Core;
using PerfBuf.Core.Waiting;

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

    /// <summary>The waiter a waitable ask's asker sleeps on, null for an awaited ask's (tests).</summary>
    internal ReplyWaiter? Waiter => _source?.Waiter;

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
    private ReplyWaiter? _waiter; // made by the first ArmWaitable, then this reply's for good (the renter only)

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

    // ---- the synchronous wait (WaitableReply): members of their own, so that Arm, GetResult and the ValueTask path
    // stay exactly as they were measured ----

    /// <summary>The renter, owning the reply, for a synchronous wait: <see cref="Arm"/>'s steps, giving the core's token
    /// (a WaitableReply's) instead of a ValueTask. Kept apart from Arm rather than shared, so Arm's code stays as measured.</summary>
    internal ReplyTo<TReply> ArmWaitable(out short token)
    {
        var generation = _generation + 1;
        if (generation == 0)
        {
            generation = 1; // 0 means "claimed / not armed"
        }
        _generation = generation;
        _armed = generation; // published to the completer by the Tell that carries the ReplyTo
        token = _core.Version;
        // registered before the handle exists, so no completer can come first: the core never finds itself complete
        // here (which would make it queue the signal to the thread pool, a hop and an allocation); flags None: no
        // ExecutionContext, SynchronizationContext or TaskScheduler captured, so the completer calls it inline
        var waiter = _waiter ??= new ReplyWaiter();
        waiter.Arm(); // plain: published by the core's CompareExchange in OnCompleted
        _core.OnCompleted(ReplyWaiter.SignalContinuation, waiter, token, ValueTaskSourceOnCompletedFlags.None);
        return new ReplyTo<TReply>(this, generation);
    }

    /// <summary>The waiter a waitable arm registered (tests: whether the completer signalled it inline).</summary>
    internal ReplyWaiter? Waiter => _waiter;

    /// <summary>
    /// Blocks the calling thread until the reply of <paramref name="token"/> is complete, then reads it as
    /// <see cref="GetResult"/> does (which resets the core and returns the reply to the pool). See
    /// <see cref="WaitableReply{TReply}.Wait(TimeSpan)"/>.
    /// </summary>
    internal TReply Wait(short token, TimeSpan timeout)
    {
        if (token != _core.Version)
        {
            ThrowStaleWait(); // the reply was read already (a WaitableReply is waited for once) or is another ask's now
        }
        var waiter = _waiter!; // a token of this version came from ArmWaitable, which registered it
        if (!waiter.IsSignalled) // acquire: the result's reads in GetResult stay after the read that saw the signal
        {
            AwaitSignal(waiter, timeout);
        }
        return GetResult(token);
    }

    /// <summary>Waits for the signal of the waiter registered at the arm. A wait that ends without it (a timeout, or an
    /// exception such as an interrupt) leaves the reply, and its waiter, out of the pool: a late signal lands on objects
    /// no wait reads again.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void AwaitSignal(ReplyWaiter waiter, TimeSpan timeout)
    {
        if (!waiter.WaitSignalled(timeout))
        {
            ThrowHelper.Throw(new TimeoutException(
                $"The reply did not come within {timeout.TotalMilliseconds} ms; the ask is abandoned (its reply object leaves the pool)."));
        }
    }

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowStaleWait() => ThrowHelper.InvalidOperation(
        "This WaitableReply was waited for already (or its reply was reused by a later ask): a WaitableReply is waited for once.");
}

/// <summary>
/// A pooled reply to wait for synchronously: the reply and the token of the ask it was rented for, from
/// <see cref="ReplyPool{TReply}.RentWaitable"/>. Wait for it once, from one thread; copies share that one wait.
/// </summary>
public readonly struct WaitableReply<TReply>
{
    private readonly PooledReply<TReply>? _source;
    private readonly short _token;

    internal WaitableReply(PooledReply<TReply> source, short token)
    {
        _source = source;
        _token = token;
    }

    /// <summary>True for <c>default</c>: no reply to wait for.</summary>
    public bool IsEmpty => _source is null;

    /// <summary>The waiter this reply's wait sleeps on (tests).</summary>
    internal ReplyWaiter? Waiter => _source?.Waiter;

    /// <summary>
    /// Blocks until the ask is answered and returns the answer, or throws the exception it failed with (a handler that
    /// threw, an actor that stopped or faulted before handling it, a refused send). Spins briefly on a flag of its own,
    /// then yields, then sleeps on a monitor; the completer (the actor's run, inside <see cref="ReplyTo{TReply}.Complete"/>
    /// or <see cref="ReplyTo{TReply}.Fail"/>) wakes it inline, with no thread-pool hop. Returns the reply to its pool.
    /// Never from a thread that must run the asked actor: the runtime's synchronous ask refuses such a thread.
    /// </summary>
    /// <exception cref="InvalidOperationException">Empty, or waited for already (a stale token).</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TReply Wait() => Source.Wait(_token, Timeout.InfiniteTimeSpan);

    /// <summary>
    /// As <see cref="Wait()"/>, but throws <see cref="TimeoutException"/> when no answer came within
    /// <paramref name="timeout"/> once the spinning is over (the clock is read only when the wait goes to sleep, so the
    /// limit is at least <paramref name="timeout"/>). A timed-out ask is abandoned: its reply never returns to the pool,
    /// and a later answer is ignored; do not wait for it again.
    /// </summary>
    /// <param name="timeout">How long to wait; <see cref="Timeout.InfiniteTimeSpan"/> for no limit.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="timeout"/> is negative and not infinite.</exception>
    /// <exception cref="InvalidOperationException">Empty, or waited for already (a stale token).</exception>
    /// <exception cref="TimeoutException">No answer within <paramref name="timeout"/>.</exception>
    public TReply Wait(TimeSpan timeout)
    {
        if (timeout < TimeSpan.Zero && timeout != Timeout.InfiniteTimeSpan)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(timeout), timeout, "a timeout is zero or more, or Timeout.InfiniteTimeSpan");
        }
        return Source.Wait(_token, timeout);
    }

    private PooledReply<TReply> Source
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get
        {
            if (_source is null)
            {
                ThrowEmpty();
            }
            return _source;
        }
    }

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowEmpty() => ThrowHelper.InvalidOperation(
        "An empty WaitableReply (default) has no ask to wait for; rent one with ReplyPool.RentWaitable.");
}

/// <summary>
/// Where a thread waiting synchronously for a pooled reply sleeps: one per reply object (made at its first waitable arm,
/// reused by each later one), armed and registered as the core's continuation before the request is sent. The reply's
/// completer signals it from that continuation (<see cref="SignalContinuation"/>), inline.
/// </summary>
/// <remarks>
/// A registration gets exactly one signal (the core calls a registered continuation once), and the next arm happens only
/// after the reply came back to the pool, which only a wait that consumed the signal does; a wait that times out leaves
/// the reply and its waiter out of the pool, so a late signal lands on objects no wait reads again. The park is a Dekker
/// pair, as <c>PerfBuf.Core.Waiting.Parker</c>'s, with a timeout: see Ask.cs's design note and
/// src/Mailboxes/Actors/DESIGN.md#ask. Monitor.Enter/Exit are spelled out (not <c>lock</c>) so that a controlled build
/// can bind them.
/// </remarks>
internal sealed class ReplyWaiter
{
    /// <summary>Spin hints before yielding (RunNextPool's idle workers spin as long).</summary>
    internal const int SpinLimit = 1024;

    /// <summary>Yields after spinning, before parking.</summary>
    internal const int YieldLimit = 64;

    /// <summary>The continuation a wait registers on the reply's core; its state is the waiter.</summary>
    internal static readonly Action<object?> SignalContinuation = static state => ((ReplyWaiter)state!).Signal();

    private readonly object _gate = new();
    private int _signalled; // 0 armed, 1 signalled: plain write by the renter before it registers, Volatile.Write by the completer
    private int _sleepers;  // 1 while the waiting thread is parked: Interlocked/Volatile.Write by it, read by the completer after a fence

    /// <summary>True once the registered continuation ran (acquire).</summary>
    internal bool IsSignalled => Volatile.Read(ref _signalled) != 0;

    /// <summary>Times a wait on this waiter went to sleep (diagnostics; racy).</summary>
    internal long Parks { get; private set; }

    /// <summary>The renter, before it registers the continuation: no signal yet.</summary>
    internal void Arm() => _signalled = 0;

    /// <summary>The completer (the core's continuation): the flag (release, after the result), a fence, then a pulse
    /// only if the waiting thread sleeps.</summary>
    private void Signal()
    {
        Volatile.Write(ref _signalled, 1);
        Interlocked.MemoryBarrier(); // the flag's store must not pass the load of _sleepers (Dekker)
        if (Volatile.Read(ref _sleepers) != 0)
        {
            Pulse();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Pulse()
    {
        Monitor.Enter(_gate);
        try
        {
            Monitor.PulseAll(_gate);
        }
        finally
        {
            Monitor.Exit(_gate);
        }
    }

    /// <summary>The waiting thread: spins, yields, then sleeps until signalled; false when <paramref name="timeout"/>
    /// (counted from the moment it goes to sleep) passed first.</summary>
    internal bool WaitSignalled(TimeSpan timeout)
    {
        for (var i = 0; i < SpinLimit; i++)
        {
            if (IsSignalled)
            {
                return true;
            }
            SpinHint.Pause();
        }
        for (var i = 0; i < YieldLimit; i++)
        {
            if (IsSignalled)
            {
                return true;
            }
            Thread.Yield();
        }
        return Park(timeout);
    }

    private bool Park(TimeSpan timeout)
    {
        var infinite = timeout == Timeout.InfiniteTimeSpan;
        var deadline = infinite ? 0 : Environment.TickCount64 + (long)Math.Ceiling(timeout.TotalMilliseconds);
        Monitor.Enter(_gate);
        try
        {
            Interlocked.Exchange(ref _sleepers, 1); // full fence: the store is visible before the flag's re-check
            try
            {
                while (!IsSignalled)
                {
                    Parks++;
                    if (infinite)
                    {
                        Monitor.Wait(_gate);
                        continue;
                    }
                    var left = deadline - Environment.TickCount64;
                    if (left <= 0)
                    {
                        return false;
                    }
                    Monitor.Wait(_gate, (int)Math.Min(left, int.MaxValue));
                }
                return true;
            }
            finally
            {
                Volatile.Write(ref _sleepers, 0);
            }
        }
        finally
        {
            Monitor.Exit(_gate);
        }
    }
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

    /// <summary>
    /// Rents a reply to wait for on the calling thread: <paramref name="reply"/> is waited for once
    /// (<see cref="WaitableReply{TReply}.Wait()"/>), the result is the handle to send with the request. The completer
    /// wakes the waiter inline, so the pool must run continuations synchronously.
    /// </summary>
    /// <exception cref="InvalidOperationException">This pool's <see cref="RunContinuationsAsynchronously"/> is true.</exception>
    public ReplyTo<TReply> RentWaitable(out WaitableReply<TReply> reply)
    {
        if (RunContinuationsAsynchronously)
        {
            ThrowAsynchronousPool();
        }
        if (!_free.TryDequeue(out var source))
        {
            source = NewReply();
        }
        var replyTo = source.ArmWaitable(out var token);
        reply = new WaitableReply<TReply>(source, token);
        return replyTo;
    }

    [System.Diagnostics.CodeAnalysis.DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowAsynchronousPool() => ThrowHelper.InvalidOperation(
        "RentWaitable needs a ReplyPool whose RunContinuationsAsynchronously is false: a synchronous wait is woken by the " +
        "reply's completer, inline, and this pool would queue that wake-up to the thread pool (a hop per reply). Rent " +
        "waitable replies from new ReplyPool<T>(runContinuationsAsynchronously: false).");

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
