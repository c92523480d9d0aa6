// Design: ActorRef<T> and its cell — one object per actor: the handle callers tell, the mailbox, the scheduling flag,
// the lifecycle and the handler state. ActorSystem.cs holds the runtime's design essay (the protocol, supervision, the
// mailbox and the bytes per idle actor); this file is the code it describes.
//
//   ActorRef             non-generic: name, key, counters, Completion, StopAsync, the registry links (ActorSystem).
//   ActorRef<T>          the mailbox (a SegmentChain<T> embedded in the object) and Tell / TryTell, non-virtual.
//   ActorCell<T, THandler>  the handler state and the run (IThreadPoolWorkItem.Execute); the only subclass, internal.
// Tell: push (publish) ; RunGate.IsIdleAfterFence ; if idle: TryClaim and, if won, schedule the cell with its key.
// The run: PoolActor's run generalised to an IWorkScheduler, an unbounded mailbox and a supervisor (ActorSystem.cs).

using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Mailboxes.Runtime;

/// <summary>
/// An actor spawned by an <see cref="ActorSystem"/>, seen without its message type: name, key, counters, stop and
/// completion. Tell through <see cref="ActorRef{T}"/>.
/// </summary>
public abstract class ActorRef : IActorNameSource
{
    private protected readonly ActorSystem _system;
    private protected readonly ActorOptions _options;
    private protected RunGate _gate;             // idle / scheduled (RunGate.cs); called in place, never copied
    private protected ActorLifecycle _lifecycle; // state, name, Completion; called in place, never copied
    private protected long _runs;                // the run in progress only; read racily by Runs
    private protected int _restarts;             // the run in progress only (Volatile.Write); read by Restarts
    private readonly long _number;               // spawn number: the default key and name

    // The system's list of live actors: read and written under its lock only (ActorSystem.cs, "Registry").
    internal ActorRef? PreviousLive;
    internal ActorRef? NextLive;

    private protected ActorRef(ActorSystem system, ActorOptions options, long number)
    {
        _system = system;
        _options = options;
        _number = number;
        Key = options.Key ?? (int)(number & int.MaxValue);
        _lifecycle = options.Name is { } name ? new ActorLifecycle(name) : new ActorLifecycle(this);
    }

    /// <summary>The actor's name: its options' name, or "<c>system name/spawn number</c>" (composed on each read).</summary>
    public string Name => _lifecycle.Name;

    /// <summary>The affinity key every run of this actor is scheduled with.</summary>
    public int Key { get; }

    /// <summary>The system that spawned the actor.</summary>
    public ActorSystem System => _system;

    /// <summary>Runs executed so far (diagnostics; read racily). Inside the handler it is the number of the run in
    /// progress.</summary>
    public long Runs => Volatile.Read(ref _runs);

    /// <summary>How many times the supervisor restarted the handler.</summary>
    public int Restarts => Volatile.Read(ref _restarts);

    /// <summary>
    /// Completes when the actor's final run is over, with the number of accepted messages that were never handled (0
    /// after a draining stop); faults with <see cref="ActorFaultedException"/> when a handler exception stopped it
    /// (the supervisor said Stop, threw, or there was none).
    /// </summary>
    public Task<int> Completion => _lifecycle.Completion;

    string IActorNameSource.ActorName => $"{_system.Name}/{_number}";

    /// <summary>
    /// Stops the actor and returns <see cref="Completion"/>. <paramref name="drain"/> true: every message accepted
    /// before the stop is handled (result 0). False: at most the run in hand's budget is still handled; the rest is
    /// counted (the result) and every ask among it fails with <see cref="OperationCanceledException"/>. From here on
    /// Tell throws and TryTell returns false. The first call decides; later calls return the same task.
    /// </summary>
    public Task<int> StopAsync(bool drain = true)
    {
        CloseMailbox(); // from here every push is refused or accepted before the close
        var completion = _lifecycle.RequestStop(drain); // full fence either way
        if (_gate.IsIdle && _gate.TryClaim()) // an idle actor needs its final run: see ActorSystem.cs, "Stop"
        {
            Schedule();
        }
        return completion;
    }

    private protected abstract void CloseMailbox();

    /// <summary>Queues a run on the actor's scheduler with its key. Only the holder of the gate calls it.</summary>
    private protected void Schedule() => _options.Scheduler.Schedule(Key, (IThreadPoolWorkItem)this);

    /// <summary>The idle -> scheduled transition after a Tell: only the CompareExchange winner schedules.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private protected void ScheduleIfIdle()
    {
        if (_gate.TryClaim())
        {
            Schedule();
        }
    }

    /// <summary>What a refused Tell throws (or a refused ask fails with).</summary>
    internal InvalidOperationException RefusedException() => _lifecycle.RefusedException("Tell");

    [MethodImpl(MethodImplOptions.NoInlining)]
    private protected void ThrowRefused() => _lifecycle.ThrowRefused("Tell");
}

/// <summary>
/// A typed actor reference: tell it messages of type <typeparamref name="T"/> from any thread. Created by
/// <see cref="ActorSystem.Spawn{T, THandler}"/>.
/// </summary>
public abstract class ActorRef<T> : ActorRef
{
    private protected SegmentChain<T> _mailbox; // embedded, never copied: MpscSegmentedQueue.cs

    private protected ActorRef(ActorSystem system, ActorOptions options, long number)
        : base(system, options, number) =>
        _mailbox = new SegmentChain<T>(MpscSegmentedQueue<T>.DefaultFirstSegment, MpscSegmentedQueue<T>.DefaultMaxSegment);

    /// <summary>
    /// Puts <paramref name="message"/> in the mailbox and schedules the actor if it is idle. The mailbox is unbounded:
    /// Tell never waits and allocates nothing once the mailbox has grown to the backlog it sees.
    /// </summary>
    /// <exception cref="InvalidOperationException">The actor is stopping or stopped (StopAsync, StopAllAsync, or its
    /// supervisor stopped it); the message was not accepted.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Tell(in T message)
    {
        if (_mailbox.TryPush(in message) != PushStatus.Ok)
        {
            ThrowRefused();
        }
        if (_gate.IsIdleAfterFence()) // publish -> fence -> read the flag (RunGate.cs)
        {
            ScheduleIfIdle();
        }
    }

    /// <summary>As <see cref="Tell"/>, but returns false instead of throwing once the actor is stopping or stopped.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryTell(in T message)
    {
        if (_mailbox.TryPush(in message) != PushStatus.Ok)
        {
            return false;
        }
        if (_gate.IsIdleAfterFence())
        {
            ScheduleIfIdle();
        }
        return true;
    }

    private protected sealed override void CloseMailbox() => _mailbox.Close();
}

/// <summary>
/// The handler as a run holds it. For message types that must hear about being dropped (asks: IUndeliverable), a throw
/// first tells the message in hand with the handler's own exception, so its asker gets that exception whether the
/// supervisor restarts or stops the actor (a handler wrapped in AskHandler has failed it already: this is then a
/// no-op). For other message types the check is a constant and Handle is a plain forward.
/// </summary>
internal struct SupervisedHandler<T, THandler>(THandler inner) : IHandler<T>
    where THandler : struct, IHandler<T>
{
    private static readonly bool s_tellsThrower = typeof(IUndeliverable).IsAssignableFrom(typeof(T));

    private THandler _inner = inner;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(in T item)
    {
        if (s_tellsThrower)
        {
            HandleTellingThrower(in item);
        }
        else
        {
            _inner.Handle(in item);
        }
    }

    private void HandleTellingThrower(in T item)
    {
        try
        {
            _inner.Handle(in item);
        }
        catch (Exception e)
        {
            ActorLifecycle.Tell((IUndeliverable)item!, e);
            throw;
        }
    }
}

/// <summary>An actor's cell: the handler state and the run. See ActorSystem.cs for the protocol it follows.</summary>
internal sealed class ActorCell<T, THandler> : ActorRef<T>, IThreadPoolWorkItem
    where THandler : struct, IHandler<T>
{
    private readonly Func<THandler> _factory;
    private SupervisedHandler<T, THandler> _handler; // the run in progress only (one run at a time: RunGate.cs)

    internal ActorCell(ActorSystem system, ActorOptions options, long number, Func<THandler> factory, THandler handler)
        : base(system, options, number)
    {
        _factory = factory;
        _handler = new SupervisedHandler<T, THandler>(handler);
    }

    /// <summary>One run. Called by the scheduler only; the gate guarantees one run at a time.</summary>
    void IThreadPoolWorkItem.Execute()
    {
        _runs++;
        var state = _lifecycle.State; // acquire, before the batch: see ActorSystem.cs, "Stop"
        if (state == ActorLifecycle.StopDiscard)
        {
            Finish(null);
            return;
        }
        try
        {
            _mailbox.Drain(ref _handler, _options.Throughput);
        }
        catch (Exception e)
        {
            var fault = Supervise(e);
            if (fault is not null)
            {
                Finish(fault);
                return;
            }
            // restarted: the run ends here as after a full batch (the look below requeues it if work is ready)
        }
        if (state == ActorLifecycle.StopDrain && _mailbox.IsCompleted)
        {
            Finish(null);
            return;
        }
        if (_lifecycle.HasWork(ref _mailbox))
        {
            Schedule(); // budget spent with more published, or a stop arrived: still holding the gate; last action
            return;
        }
        _gate.Release(); // going idle: clear -> fence -> look again (RunGate.cs)
        if (_lifecycle.HasWork(ref _mailbox) && _gate.TryClaim())
        {
            Schedule(); // a Tell or a stop raced the clear; one of us schedules the next run
        }
    }

    /// <summary>
    /// The handler threw <paramref name="error"/>: asks the supervisor. Restart: a fresh handler from the factory,
    /// returns null. Otherwise returns the exception that stops the actor: the handler's, or the factory's when the
    /// factory threw while restarting.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private Exception? Supervise(Exception error)
    {
        SupervisorDirective directive;
        try
        {
            directive = _options.Supervisor?.Invoke(error) ?? SupervisorDirective.Stop;
        }
        catch (Exception)
        {
            directive = SupervisorDirective.Stop; // a supervisor that throws means Stop
        }
        if (directive != SupervisorDirective.Restart)
        {
            return error;
        }
        try
        {
            _handler = new SupervisedHandler<T, THandler>(_factory());
        }
        catch (Exception factoryError)
        {
            return factoryError;
        }
        Volatile.Write(ref _restarts, _restarts + 1);
        return null;
    }

    /// <summary>The final run: closes and empties the mailbox without handling, tells dropped asks, completes
    /// <see cref="ActorRef.Completion"/>, leaves the system's registry. The gate stays scheduled: nothing can
    /// schedule a finished actor.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void Finish(Exception? fault)
    {
        if (fault is not null)
        {
            _lifecycle.MarkFaulted();
        }
        _mailbox.Close(); // a fault closes too; idempotent after StopAsync
        var dropped = ActorLifecycle.NewDroppedList<T>();
        var undelivered = ActorLifecycle.PopUndelivered(ref _mailbox, dropped);
        _lifecycle.Finish(undelivered, dropped, fault);
        _system.OnCompleted(this);
    }
}

/// <summary>Request/response on an <see cref="ActorRef{T}"/> whose messages are asks.</summary>
public static class ActorRefAsk
{
    /// <summary>
    /// Asks: rents a reply from <paramref name="replies"/>, tells the request with it and returns the ValueTask the
    /// handler's answer completes (await it once). Allocates nothing once the reply pool holds as many replies as asks
    /// are outstanding. Never throws for a stopped actor: the ValueTask then fails with InvalidOperationException. If
    /// the handler throws on this request, the ValueTask fails with the handler's exception; if the actor stops before
    /// handling it, with ActorFaultedException (a fault) or OperationCanceledException (a stop without drain).
    /// </summary>
    /// <exception cref="ArgumentNullException"><paramref name="actor"/> or <paramref name="replies"/> is null.</exception>
    public static ValueTask<TReply> AskAsync<TRequest, TReply>(this ActorRef<Ask<TRequest, TReply>> actor, TRequest request,
        ReplyPool<TReply> replies)
    {
        ArgumentNullException.ThrowIfNull(actor);
        ArgumentNullException.ThrowIfNull(replies);
        var replyTo = replies.Rent(out var reply);
        if (!actor.TryTell(new Ask<TRequest, TReply>(request, replyTo)))
        {
            replyTo.Fail(actor.RefusedException());
        }
        return reply;
    }
}
