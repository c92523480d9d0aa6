// Design: ActorCell<T, THandler> — the only subclass of ActorRef<T>: the handler state and the run
// (IThreadPoolWorkItem.Execute), and SupervisedHandler, the handler as a run holds it. The run is PoolActor's,
// generalised to an IWorkScheduler, a segmented mailbox and a supervisor; the protocol and its proof are in
// src/Runtime/DESIGN.md#actorref (the handle and its Tell are in ActorRef.cs).
// Refusal: a scheduler may refuse a run (Schedule throws) or drop it (IDroppableWorkItem.Dropped). Only the gate's
//   holder schedules, so the thread that meets it owns the consumer end: it runs the final step there (close, pop and
//   count, fail asks, complete Completion). No new shared state: the gate stays claimed, as after any final run.
// Proof and details: src/Runtime/DESIGN.md#actorref

using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime.Scheduling;

namespace PerfBuf.Runtime;

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

/// <summary>An actor's cell: the handler state and the run. The protocol it follows: src/Runtime/DESIGN.md#actorref.</summary>
internal sealed class ActorCell<T, THandler> : ActorRef<T>, IThreadPoolWorkItem, IDroppableWorkItem
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
        Volatile.Write(ref _runThreadId, Environment.CurrentManagedThreadId); // a full-mailbox Tell from here refuses
        var state = _lifecycle.State; // acquire, before the batch: see src/Runtime/DESIGN.md, "Stop"
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
        if (_options.MailboxCapacity is not null)
        {
            WakeTellersWaitingForRoom(); // a fence and a load per batch, bounded mailboxes only
        }
        // read again: a draining stop that arrived during the batch — the handler stopping its own actor, say — and found
        // the mailbox complete ends the actor here rather than in one more run (src/Runtime/DESIGN.md, "Stop")
        if (_lifecycle.State == ActorLifecycle.StopDrain && _mailbox.IsCompleted)
        {
            Finish(null);
            return;
        }
        Volatile.Write(ref _runThreadId, 0); // before the next run can start (and write its own id)
        if (_lifecycle.HasWork(ref _mailbox))
        {
            _ = ScheduleOrEnd(); // budget spent with more published, or a stop arrived: still holding the gate; last action
            return;
        }
        _gate.Release(); // going idle: clear -> fence -> look again (RunGate.cs)
        if (_lifecycle.HasWork(ref _mailbox) && _gate.TryClaim())
        {
            _ = ScheduleOrEnd(); // a Tell or a stop raced the clear; one of us schedules the next run
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

    /// <summary>The scheduler dropped this queued run (a discarding shutdown): the run's holder is this thread now.</summary>
    void IDroppableWorkItem.Dropped(string reason) => EndRefused(new InvalidOperationException(reason));

    [MethodImpl(MethodImplOptions.NoInlining)]
    private protected override ActorFaultedException? EndRefused(Exception reason)
    {
        _mailbox.Close(); // idempotent; every push is now refused or was accepted before it
        WakeTellersWaitingForRoom(); // a teller parked on the full mailbox looks again and is refused
        var dropped = ActorLifecycle.NewDroppedList<T>();
        var undelivered = ActorLifecycle.PopUndelivered(ref _mailbox, dropped);
        var state = _lifecycle.State; // after the close: a stop closes before it writes the state
        ActorFaultedException? fault = null;
        if (state == ActorLifecycle.Running || (state == ActorLifecycle.StopDrain && undelivered > 0))
        {
            fault = ActorFaultedException.ForRefusedRun(Name, undelivered, reason);
            _lifecycle.MarkFaulted();
        }
        Volatile.Write(ref _runThreadId, 0);
        _lifecycle.FinishWith(undelivered, dropped, fault);
        _system.OnCompleted(this);
        return fault;
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
        WakeTellersWaitingForRoom(); // a teller parked on the full mailbox looks again and is refused
        var dropped = ActorLifecycle.NewDroppedList<T>();
        var undelivered = ActorLifecycle.PopUndelivered(ref _mailbox, dropped);
        Volatile.Write(ref _runThreadId, 0);
        _lifecycle.Finish(undelivered, dropped, fault);
        _system.OnCompleted(this);
    }
}
