// Design: ActorRef<T> — one object per actor: the handle callers tell, the mailbox, the scheduling flag and the
// lifecycle; its only subclass, ActorCell<T, THandler> (ActorCell.cs), adds the handler state and the run. The
// runtime's design essay (the protocol, supervision, the mailbox and the bytes per idle actor) is src/Runtime/DESIGN.md.
//
//   ActorRef             non-generic: name, key, counters, Completion, StopAsync, the registry links (ActorSystem).
//   ActorRef<T>          the mailbox (a SegmentChain<T> embedded in the object, unbounded or bounded) and Tell /
//                        TryTell / TryTellStatus, non-virtual.
//   ActorCell<T, THandler>  the handler state and the run (IThreadPoolWorkItem.Execute); the only subclass, internal
//                        (ActorCell.cs).
// Tell: push (publish) ; RunGate.IsIdleAfterFence ; if idle: TryClaim and, if won, schedule the cell with its key.
//   A bounded mailbox's Full sends it to the slow path: refuse at once from inside the run (or from the scheduler
//   thread that alone runs it), otherwise spin, yield, then park on the actor's stripe, pulsed by the run after each
//   batch and by every close, and push again until Ok or Closed ("Bounded mailboxes").
//   TellAsync (and AskAsync's full path) awaits room instead, holding no thread: Task.Yield rounds, then 1 ms polls.
// Asks: AskAsync (a ValueTask on a pooled reply) and the synchronous Ask / AskWaitable (a WaitableReply the caller's
//   thread waits for, woken inline by the actor's run); the synchronous ones refuse a caller that is the actor's own
//   run or the scheduler thread that alone runs it, which waiting would deadlock (Ask.cs, src/Mailboxes/Actors/DESIGN.md#ask).
// The run and what happens when a scheduler refuses it: ActorCell.cs.
// Proof and details: src/Runtime/DESIGN.md#actorref

using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes;
using PerfBuf.Core.Waiting;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Runtime;

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
    // The managed id of the thread executing the run in progress, 0 between runs: written only by that thread
    // (Volatile.Write when the run starts and before it lets go of the actor), read by a Tell that found the mailbox
    // full. A thread reads its own id there only while it is inside the run (as PoolActor's _runThreadId).
    private protected int _runThreadId;
    private readonly long _number;               // spawn number: the default key and name

    // The system's list of live actors: read and written under its lock only (src/Runtime/DESIGN.md, "Registry").
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

    /// <summary>The bound of the mailbox (<see cref="ActorOptions.MailboxCapacity"/>); null when it is unbounded.</summary>
    public int? MailboxCapacity => _options.MailboxCapacity;

    /// <summary>Runs executed so far (diagnostics; read racily). Inside the handler it is the number of the run in
    /// progress.</summary>
    public long Runs => Volatile.Read(ref _runs);

    /// <summary>How many times the supervisor restarted the handler.</summary>
    internal int Restarts => Volatile.Read(ref _restarts);

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
        WakeTellersWaitingForRoom(); // a teller parked on the full mailbox looks again and is refused
        var completion = _lifecycle.RequestStop(drain); // full fence either way
        if (_gate.IsIdle && _gate.TryClaim()) // an idle actor needs its final run: see src/Runtime/DESIGN.md, "Stop"
        {
            _ = ScheduleOrEnd(); // a refused final run runs here instead; Completion carries the outcome
        }
        return completion;
    }

    private protected abstract void CloseMailbox();

    // Where tellers park for room in a full bounded mailbox: one of RoomStripes monitors, by spawn number, with the
    // stripe's count of parked tellers (Interlocked by them; read by a run after each batch and by every close, each
    // after a full fence: a Dekker pair with the teller's increment and its look at the mailbox). Nothing per actor (an
    // idle actor's bytes stay as stated); a pulse may wake tellers of another actor of the same stripe, which look
    // again and park again. Each count on a line of its own.
    private const int RoomStripes = 64;
    private const int RoomWaiterStride = 16; // ints: 64 bytes
    private static readonly object[] RoomGates = [.. Enumerable.Range(0, RoomStripes).Select(_ => new object())];
    private static readonly int[] RoomWaiters = new int[RoomStripes * RoomWaiterStride];

    private int RoomStripe => (int)(_number & (RoomStripes - 1));

    /// <summary>The monitor tellers of this actor park on.</summary>
    private protected object RoomGate => RoomGates[RoomStripe];

    /// <summary>The count of tellers parked on this actor's stripe.</summary>
    private protected ref int RoomWaiterCount => ref RoomWaiters[RoomStripe * RoomWaiterStride];

    /// <summary>The run after a batch (bounded mailbox), and every close: a full fence after the slots freed (or the
    /// close), then the parked tellers' count; a pulse only when some teller parked.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private protected void WakeTellersWaitingForRoom()
    {
        Interlocked.MemoryBarrier(); // the freed slots (or the close) before the read of the count (Dekker)
        if (Volatile.Read(ref RoomWaiterCount) != 0)
        {
            PulseRoomGate();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void PulseRoomGate()
    {
        var gate = RoomGate;
        Monitor.Enter(gate);
        try
        {
            Monitor.PulseAll(gate);
        }
        finally
        {
            Monitor.Exit(gate);
        }
    }

    /// <summary>
    /// Queues a run on the actor's scheduler with its key; only the holder of the gate calls it. If the scheduler
    /// refuses (throws), the caller still holds the gate and so owns the consumer end: the actor's final step runs
    /// here (<see cref="EndRefused"/>). Returns the fault Completion got then, or null (queued, or nothing was lost).
    /// </summary>
    private protected ActorFaultedException? ScheduleOrEnd()
    {
        try
        {
            _options.Scheduler.Schedule(Key, (IThreadPoolWorkItem)this);
            return null;
        }
        catch (Exception refusal)
        {
            return EndRefused(refusal);
        }
    }

    /// <summary>
    /// The final step of an actor whose scheduler refused (or dropped) the run it needed, on the thread that held its
    /// turn: closes the mailbox, pops and counts the rest, tells dropped asks, completes Completion and leaves the
    /// registry. Completion faults with ActorFaultedException(undelivered, <paramref name="reason"/>), returned here,
    /// unless the refusal lost nothing a stop had asked for: a draining stop with an empty mailbox completes with 0, a
    /// discarding stop with its count (asks fail with OperationCanceledException, as they would have). The gate stays
    /// claimed: nothing schedules a finished actor.
    /// </summary>
    private protected abstract ActorFaultedException? EndRefused(Exception reason);

    /// <summary>The idle -> scheduled transition after a Tell: only the CompareExchange winner schedules. A refusal
    /// ends the actor on this thread and throws its ActorFaultedException: the Tell's message was accepted and, unless
    /// a run already in progress took it, is counted in Undelivered, never handled.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private protected void ScheduleIfIdle()
    {
        if (_gate.TryClaim() && ScheduleOrEnd() is { } ended)
        {
            PerfBuf.Core.ThrowHelper.Throw(ended);
        }
    }

    /// <summary>As <see cref="ScheduleIfIdle"/>, for TryTell, TryTellStatus and TellAsync, which never throw: a refusal
    /// ends the actor the same way and is returned (the message is counted in its Completion).</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private protected ActorFaultedException? ScheduleIfIdleNoThrow() => _gate.TryClaim() ? ScheduleOrEnd() : null;

    /// <summary>What a Tell to a stopping or stopped actor throws, as an object (for a failed task).</summary>
    internal InvalidOperationException RefusedTellException() => _lifecycle.RefusedException("Tell");

    /// <summary>The exception a full-mailbox Tell from this thread would throw because waiting would wait for itself
    /// (<see cref="ThrowIfFullTellWouldWaitForItself"/>), or null when this thread may wait.</summary>
    internal InvalidOperationException? FullTellWouldWaitForItself()
    {
        try
        {
            ThrowIfFullTellWouldWaitForItself();
            return null;
        }
        catch (InvalidOperationException e)
        {
            return e;
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private protected void ThrowRefused() => _lifecycle.ThrowRefused("Tell");

    /// <summary>
    /// A Tell found the bounded mailbox full: throws if waiting could never end — the caller is the actor's own run
    /// (its handler, or an inline ask continuation), or the scheduler thread that alone runs this actor. Either way
    /// only the caller could free a slot.
    /// </summary>
    private protected void ThrowIfFullTellWouldWaitForItself()
    {
        if (Environment.CurrentManagedThreadId == Volatile.Read(ref _runThreadId))
        {
            PerfBuf.Core.ThrowHelper.InvalidOperation(
                $"Actor '{Name}': a Tell from inside its own run found its mailbox full ({_options.MailboxCapacity} messages); only this run can free a slot, so waiting would wait for itself.");
        }
        if (_options.Scheduler.IsCurrentThreadSoleRunner(Key))
        {
            PerfBuf.Core.ThrowHelper.InvalidOperation(
                $"Actor '{Name}': a Tell from the scheduler thread that alone runs this actor (key {Key}) found its mailbox full ({_options.MailboxCapacity} messages); waiting would block the run that frees a slot.");
        }
    }

    /// <summary>
    /// A synchronous ask is about to block this thread until the actor answers: throws if the answer could never come
    /// — the caller is the actor's own run (its handler, or an inline continuation of a reply it completed), or the
    /// scheduler says this thread is the only one that runs the actor's key (an AffinePool worker of that key, any
    /// RunNextPool worker, whose "next" slot would hold the run). Checked before anything is sent.
    /// </summary>
    internal void ThrowIfSynchronousAskWouldWaitForItself()
    {
        if (Environment.CurrentManagedThreadId == Volatile.Read(ref _runThreadId))
        {
            PerfBuf.Core.ThrowHelper.InvalidOperation(
                $"Actor '{Name}': a synchronous ask from inside its own run would wait for itself: only this run can answer it. Ask with AskAsync instead.");
        }
        if (_options.Scheduler.IsCurrentThreadSoleRunner(Key))
        {
            PerfBuf.Core.ThrowHelper.InvalidOperation(
                $"Actor '{Name}': a synchronous ask from the scheduler thread that alone runs this actor (key {Key}) would block the run that answers it. Ask with AskAsync instead.");
        }
    }
}

/// <summary>What <see cref="ActorRef{T}.TryTellStatus"/> did with a message.</summary>
public enum TellStatus
{
    /// <summary>The message is in the mailbox; the actor will handle it, or count it as undelivered if it stops
    /// without draining, faults, or its scheduler refuses to run it.</summary>
    Accepted,

    /// <summary>The bounded mailbox is full; the message was not accepted. Try again later (Tell waits instead).</summary>
    Full,

    /// <summary>The actor is stopping or stopped; the message was not accepted and never will be.</summary>
    Stopped,
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
        _mailbox = options.MailboxCapacity is { } capacity
            ? new SegmentChain<T>(Math.Min(MpscSegmentedQueue<T>.DefaultFirstSegment, capacity), capacity, bounded: true)
            : new SegmentChain<T>(MpscSegmentedQueue<T>.DefaultFirstSegment, MpscSegmentedQueue<T>.DefaultMaxSegment);

    /// <summary>
    /// Puts <paramref name="message"/> in the mailbox and schedules the actor if it is idle. Unbounded mailbox: Tell
    /// never waits and allocates nothing once the mailbox has grown to the backlog it sees. Bounded mailbox
    /// (<see cref="ActorOptions.MailboxCapacity"/>): when it is full, Tell waits (spin, then yield, then park on a monitor
    /// that the actor's run pulses after each batch) until there is room or the actor stops, and allocates nothing once
    /// the mailbox has grown to its bound. The wait
    /// holds the calling thread: from a thread-pool thread, when every pool thread waits so, the actor's run (which
    /// needs a pool thread) starts only once the pool injects one, at its starvation rate (about two per second) — a
    /// wait that grows with the number of such tellers. Callers on pool threads use <see cref="TellAsync"/> (or
    /// AskAsync, which awaits room the same way), which hold no thread while they wait.
    /// </summary>
    /// <exception cref="InvalidOperationException">The message was NOT accepted: the actor is stopping or stopped
    /// (StopAsync, StopAllAsync, its supervisor stopped it, or its scheduler refused it), also while this Tell was
    /// waiting for room; or the bounded mailbox is full and the caller is the actor's own run (its handler, an inline
    /// ask continuation) or the scheduler thread that alone runs it, which waiting would deadlock.</exception>
    /// <exception cref="ActorFaultedException">The message WAS accepted, but the actor's scheduler refused the run this
    /// Tell queued (an AffinePool draining or shut down, told from outside it): the actor has ended, on this thread;
    /// the message is counted in <see cref="ActorFaultedException.Undelivered"/> (unless a run already in progress had
    /// taken it) and will never be handled; asks left in the mailbox failed with this exception, which is also what
    /// <see cref="ActorRef.Completion"/> faults with. Later Tells throw InvalidOperationException.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Tell(in T message)
    {
        var status = _mailbox.TryPush(in message);
        if (status != PushStatus.Ok)
        {
            TellSlow(in message, status);
        }
        if (_gate.IsIdleAfterFence()) // publish -> fence -> read the flag (RunGate.cs)
        {
            ScheduleIfIdle();
        }
    }

    /// <summary>
    /// As <see cref="Tell"/>, but a full bounded mailbox is awaited without holding the calling thread, so callers on
    /// thread-pool threads (or on the actor's own scheduler thread) never keep the actor's run from a thread. Completes
    /// synchronously, allocating nothing, when the mailbox has room (or is unbounded). When it is full: awaits
    /// Task.Yield for the first rounds (the continuation queues behind the actor's run on the thread pool's global
    /// queue, or on the caller's SynchronizationContext), then polls every millisecond (Task.Delay(1)), until there is
    /// room or the actor stops; each wait allocates (an async state machine, a delay). Since no thread is held, it
    /// never waits for itself and is never refused for that (unlike Tell from inside the run). Never throws: the
    /// ValueTask fails with InvalidOperationException (not accepted: stopping or stopped, also while it waited) or
    /// ActorFaultedException (accepted, then the scheduler refused the run: see <see cref="Tell"/>). Await it once.
    /// </summary>
    public ValueTask TellAsync(T message)
    {
        var status = _mailbox.TryPush(in message);
        if (status == PushStatus.Full)
        {
            return TellWhenRoomAsync(message);
        }
        if (status == PushStatus.Closed)
        {
            return ValueTask.FromException(RefusedTellException());
        }
        return _gate.IsIdleAfterFence() && ScheduleIfIdleNoThrow() is { } ended ? ValueTask.FromException(ended) : default;
    }

    /// <summary>Task.Yield rounds a TellAsync on a full mailbox makes before it polls with 1 ms delays.</summary>
    private const int YieldRounds = 64;

    /// <summary>Polls a full mailbox without holding a thread: Task.Yield rounds, then 1 ms delays.</summary>
    private async ValueTask TellWhenRoomAsync(T message)
    {
        for (var round = 0; ; round++)
        {
            if (round < YieldRounds)
            {
                await Task.Yield();
            }
            else
            {
                await Task.Delay(1).ConfigureAwait(true); // back on the caller's context, as after Task.Yield
            }
            var status = _mailbox.TryPush(in message);
            if (status == PushStatus.Ok)
            {
                if (_gate.IsIdleAfterFence() && ScheduleIfIdleNoThrow() is { } ended)
                {
                    PerfBuf.Core.ThrowHelper.Throw(ended);
                }
                return;
            }
            if (status == PushStatus.Closed)
            {
                ThrowRefused();
            }
        }
    }

    /// <summary>Full (bounded only): refuse a Tell that would wait for itself, else wait and push again; Closed: throw.
    /// Returns only once the message is accepted.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private void TellSlow(in T message, PushStatus status)
    {
        if (status == PushStatus.Full)
        {
            ThrowIfFullTellWouldWaitForItself();
            var backoff = new Backoff(spinLimit: 64);
            do
            {
                if (backoff.Count == ParkAfterAttempts)
                {
                    status = ParkUntilRoom(in message); // the run is slow or the cores are busy: stop taking a core
                    break;
                }
                backoff.Pause(); // a full mailbox is work: a run is queued, or its head's teller is about to queue it
                status = _mailbox.TryPush(in message);
            }
            while (status == PushStatus.Full);
        }
        if (status == PushStatus.Closed)
        {
            ThrowRefused();
        }
    }

    /// <summary>Attempts a Tell on a full mailbox makes (64 spins, then yields) before it parks.</summary>
    private const int ParkAfterAttempts = 64 + 16;

    /// <summary>The longest a parked teller sleeps before it looks again without a pulse (a backstop; the run's pulse
    /// is what wakes it).</summary>
    private const int ParkBackstopMilliseconds = 100;

    /// <summary>
    /// Parks the teller on the actor's room gate until a push succeeds or is refused: counts itself (Interlocked, a full
    /// fence), then, under the gate, pushes again and waits for a pulse if the mailbox is still full. The run pulses
    /// after each batch that freed slots and every close pulses, each after a fence and a read of the count: either the
    /// teller's push sees the freed slot, or the run sees the count and pulses — and the pulse needs the gate, which the
    /// teller holds from its push to its wait, so it cannot fall in between.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private PushStatus ParkUntilRoom(in T message)
    {
        var gate = RoomGate;
        ref var waiters = ref RoomWaiterCount;
        Interlocked.Increment(ref waiters);
        try
        {
            Monitor.Enter(gate);
            try
            {
                while (true)
                {
                    var status = _mailbox.TryPush(in message);
                    if (status != PushStatus.Full)
                    {
                        return status;
                    }
                    Monitor.Wait(gate, ParkBackstopMilliseconds);
                }
            }
            finally
            {
                Monitor.Exit(gate);
            }
        }
        finally
        {
            Interlocked.Decrement(ref waiters);
        }
    }

    /// <summary>As <see cref="Tell"/>, but never waits and never throws: false when the actor is stopping or stopped,
    /// or when its bounded mailbox is full (<see cref="TryTellStatus"/> tells the two apart).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryTell(in T message) => TryTellStatus(in message) == TellStatus.Accepted;

    /// <summary>
    /// Puts <paramref name="message"/> in the mailbox if it can without waiting, and schedules the actor if it is idle:
    /// <see cref="TellStatus.Accepted"/>; <see cref="TellStatus.Full"/> when the bounded mailbox has no room (never for
    /// an unbounded one); <see cref="TellStatus.Stopped"/> once the actor is stopping or stopped. Never throws: if the
    /// scheduler refuses the run this call queued, the actor ends here and the accepted message is counted in its
    /// Completion (see <see cref="Tell"/>).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public TellStatus TryTellStatus(in T message)
    {
        var status = _mailbox.TryPush(in message);
        if (status != PushStatus.Ok)
        {
            return status == PushStatus.Full ? TellStatus.Full : TellStatus.Stopped;
        }
        if (_gate.IsIdleAfterFence())
        {
            _ = ScheduleIfIdleNoThrow();
        }
        return TellStatus.Accepted;
    }

    private protected sealed override void CloseMailbox() => _mailbox.Close();
}

/// <summary>Request/response on an <see cref="ActorRef{T}"/> whose messages are asks.</summary>
public static class ActorRefAsk
{
    /// <summary>
    /// Asks: rents a reply from <paramref name="replies"/>, tells the request with it and returns the ValueTask the
    /// handler's answer completes (await it once). Allocates nothing once the reply pool holds as many replies as asks
    /// are outstanding. Never throws for a stopped actor: the ValueTask then fails with InvalidOperationException (the
    /// ask was not accepted), or with ActorFaultedException when the ask was accepted and the actor's scheduler then
    /// refused to run it (<see cref="ActorRef{T}.Tell"/>). If
    /// the handler throws on this request, the ValueTask fails with the handler's exception; if the actor stops before
    /// handling it, with ActorFaultedException (a fault) or OperationCanceledException (a stop without drain). On a full
    /// bounded mailbox it awaits room as <see cref="ActorRef{T}.TellAsync"/> does, holding no thread (the returned
    /// ValueTask then allocates); from inside the actor's own run (an inline continuation) or the scheduler thread that
    /// alone runs it, the ValueTask fails with Tell's InvalidOperationException instead, as it always did.
    /// </summary>
    /// <exception cref="ArgumentNullException"><paramref name="actor"/> or <paramref name="replies"/> is null.</exception>
    public static ValueTask<TReply> AskAsync<TRequest, TReply>(this ActorRef<Ask<TRequest, TReply>> actor, TRequest request,
        ReplyPool<TReply> replies)
    {
        ArgumentNullException.ThrowIfNull(actor);
        ArgumentNullException.ThrowIfNull(replies);
        var replyTo = replies.Rent(out var reply);
        var ask = new Ask<TRequest, TReply>(request, replyTo);
        // Accepted: answered by the handler, or failed by the actor's final step (a scheduler refusing the run included)
        var status = actor.TryTellStatus(in ask);
        if (status == TellStatus.Accepted)
        {
            return reply;
        }
        if (status == TellStatus.Full && actor.FullTellWouldWaitForItself() is null)
        {
            return AskWhenRoomAsync(actor, ask, reply);
        }
        // stopped, or a full mailbox this caller must not wait for: nothing was accepted
        replyTo.Fail(status == TellStatus.Full ? actor.FullTellWouldWaitForItself()! : actor.RefusedTellException());
        return reply;
    }

    /// <summary>
    /// Asks and waits on the calling thread for the answer: <see cref="AskWaitable"/>, then
    /// <see cref="WaitableReply{TReply}.Wait()"/>. The actor's run completes the reply and wakes this thread inline (a
    /// flag, then a monitor pulse only if the thread went to sleep): no thread-pool hop per reply. Allocates nothing once
    /// the pool holds as many replies as asks are outstanding. For a thread that may block: a dedicated thread, or an
    /// actor's run on a scheduler that can run the asked actor elsewhere.
    /// </summary>
    /// <returns>The handler's answer.</returns>
    /// <exception cref="ArgumentNullException"><paramref name="actor"/> or <paramref name="replies"/> is null.</exception>
    /// <exception cref="InvalidOperationException">Nothing was sent: the caller is the actor's own run or the scheduler
    /// thread that alone runs it (waiting would wait for itself), or <paramref name="replies"/> runs continuations
    /// asynchronously. Or the ask failed: the actor is stopping or stopped (not accepted), as AskAsync's ValueTask fails.</exception>
    /// <remarks>Any other failure of the ask is thrown as it is: the handler's exception, ActorFaultedException (the
    /// actor faulted, or its scheduler refused the run), OperationCanceledException (a stop without drain).</remarks>
    public static TReply Ask<TRequest, TReply>(this ActorRef<Ask<TRequest, TReply>> actor, TRequest request,
        ReplyPool<TReply> replies) =>
        actor.AskWaitable(request, replies).Wait();

    /// <summary>
    /// The first half of <see cref="Ask{TRequest, TReply}"/>, for several asks in flight from one thread: rents a waitable
    /// reply, tells the request with it and returns the reply to wait for later (<see cref="WaitableReply{TReply}.Wait()"/>,
    /// once, on this thread: the refusal below is checked for the thread that sends). Never throws for a stopped actor: the
    /// wait then throws, as <see cref="AskAsync{TRequest, TReply}"/>'s ValueTask fails. On a full bounded mailbox it waits
    /// for room as <see cref="ActorRef{T}.Tell"/> does, holding this thread.
    /// </summary>
    /// <exception cref="ArgumentNullException"><paramref name="actor"/> or <paramref name="replies"/> is null.</exception>
    /// <exception cref="InvalidOperationException">Nothing was sent: the caller is the actor's own run or the scheduler
    /// thread that alone runs it, or <paramref name="replies"/> runs continuations asynchronously.</exception>
    public static WaitableReply<TReply> AskWaitable<TRequest, TReply>(this ActorRef<Ask<TRequest, TReply>> actor,
        TRequest request, ReplyPool<TReply> replies)
    {
        ArgumentNullException.ThrowIfNull(actor);
        ArgumentNullException.ThrowIfNull(replies);
        actor.ThrowIfSynchronousAskWouldWaitForItself();
        var replyTo = replies.RentWaitable(out var reply);
        try
        {
            actor.Tell(new Ask<TRequest, TReply>(request, replyTo));
        }
        catch (ActorFaultedException)
        {
            // accepted, then the scheduler refused the run: the actor's final step failed this ask already
        }
        catch (InvalidOperationException refused)
        {
            replyTo.Fail(refused); // not accepted (stopping or stopped, also while it waited for room)
        }
        return reply;
    }

    /// <summary>The full-mailbox path of AskAsync: awaits room without holding a thread, then the reply.</summary>
    private static async ValueTask<TReply> AskWhenRoomAsync<TRequest, TReply>(ActorRef<Ask<TRequest, TReply>> actor,
        Ask<TRequest, TReply> ask, ValueTask<TReply> reply)
    {
        try
        {
            await actor.TellAsync(ask).ConfigureAwait(false);
        }
        catch (InvalidOperationException refused)
        {
            ask.ReplyTo.Fail(refused); // stopped while it waited: never accepted
        }
        catch (ActorFaultedException)
        {
            // accepted, then the scheduler refused the run: the actor's final step failed this ask already
        }
        return await reply.ConfigureAwait(false);
    }
}
