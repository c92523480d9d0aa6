// Design: LaneActor<T, THandler> — one dedicated thread draining an MpscLanes mailbox (a bounded SPSC lane per sender)
// and one control lane, parked on a futex when idle.
// Why: with S senders, a shared-tail ring pays one contended atomic per message on the line every sender writes; here
//   a Post is a slot write and a release store of the sender's own tail, then the parker's fence and sleepers read.
// Who writes what: lane i's tail, slots and closed flag its LaneSender; the lanes' heads and the handler the actor
//   thread; _faulted the actor thread once (Volatile.Write), read by every Post; the parker its own words.
// Order: FIFO per lane, none between data lanes; before a control message the actor drains every data lane up to
//   what is published then, so a control post sees every data post that happened before it.
// Memory ordering: publish (release) -> Unpark (fence, read sleepers) against sleepers++ (fence) -> re-check lanes.
// Known weaknesses: one OS thread per actor; lanes fixed at Start; a full lane makes its sender wait while other lanes
//   are empty; an idle actor spins up to 10 µs per wait.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#laneactor

using System.Runtime.CompilerServices;
using PerfBuf.Core.Waiting;
using PerfBuf.Mailboxes.Mpsc;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// An actor on its own thread whose mailbox is one bounded lane per sender (<see cref="MpscLanes"/>). Create it with
/// <see cref="Start"/>; give <see cref="Sender"/>(i) to one thread at a time; each sender closes its lane when done, and
/// the actor completes once every lane is closed and drained.
/// </summary>
public sealed class LaneActor<T, THandler> : IAsyncDisposable
    where THandler : struct, IHandler<T>
{
    /// <summary>Messages handed to the handler between two looks at the other lanes and the fault flag.</summary>
    public const int MaxBatch = 256;

    private readonly MpscLanesConsumer<T> _consumer;
    private readonly SpscConsumer<T> _control;
    private readonly SpscProducer<T> _controlProducer; // under _controlGate: any thread may post a control message
    private readonly object _controlGate = new();      // Monitor.Enter/Exit spelled out: the controlled build binds Monitor
    private bool _controlClosed;                       // under _controlGate: set once by the actor when it completes
    private readonly LaneSender<T>[] _senders;
    private readonly LaneActorCore _core;
    private readonly Thread _thread;
    private readonly TaskCompletionSource<THandler> _completion = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private readonly THandler _handler; // the initial state; the actor thread works on its own copy

    private LaneActor(THandler handler, int lanes, int capacityPerLane, string? name, TimeSpan? spinBudget)
    {
        var (producers, consumer) = MpscLanes.Create<T>(lanes, capacityPerLane);
        var (controlProducer, control) = SpscRing<T>.Create(capacityPerLane);
        _consumer = consumer;
        _control = control;
        _controlProducer = controlProducer;
        Name = name ?? $"LaneActor<{typeof(T).Name}>";
        _core = new LaneActorCore(Name, new SpinThenFutexWait(new FutexParker(), spinBudget));
        _senders = [.. producers.Select((producer, i) => new LaneSender<T>(producer, _core, i))];
        _handler = handler;
        _thread = new Thread(Run) { IsBackground = true, Name = Name };
    }

    /// <summary>Starts the actor's thread.</summary>
    /// <param name="handler">The handler's initial state (copied to the actor's thread).</param>
    /// <param name="lanes">How many senders (data lanes): 1 to <see cref="MpscLanes.MaxLanes"/>; the control lane comes on top.</param>
    /// <param name="capacityPerLane">Slots per lane (the control lane's too): a power of two from 2 to 2^30.</param>
    /// <param name="name">The thread's name.</param>
    /// <param name="spinBudget">How long the idle actor spins before it parks; null: <see cref="SpinThenFutexWait.DefaultSpinBudget"/>.</param>
    /// <exception cref="ArgumentOutOfRangeException">A count or the budget is out of its range.</exception>
    public static LaneActor<T, THandler> Start(THandler handler, int lanes, int capacityPerLane, string? name = null, TimeSpan? spinBudget = null)
    {
        var actor = new LaneActor<T, THandler>(handler, lanes, capacityPerLane, name, spinBudget);
        actor._thread.Start();
        return actor;
    }

    /// <summary>The actor's name (its thread's).</summary>
    public string Name { get; }

    /// <summary>Number of data lanes (senders).</summary>
    public int Lanes => _senders.Length;

    /// <summary>
    /// Posts <paramref name="item"/> on the control lane, from any thread (control posts take a lock: they are meant to
    /// be rare — an ask for a total, a flush, an end-of-phase marker). The actor handles it after every data-lane message
    /// whose post happened before this call. Waits (spin, then yield) while the control lane is full.
    /// </summary>
    /// <exception cref="InvalidOperationException">The actor has completed (every data lane is closed and drained), or its
    /// handler threw.</exception>
    public void PostControl(in T item)
    {
        Monitor.Enter(_controlGate);
        try
        {
            if (_controlClosed)
            {
                PerfBuf.Core.ThrowHelper.InvalidOperation($"{Name}: every data lane is closed and drained; the control post is refused");
            }
            var spinner = new SpinWait();
            while (true)
            {
                _core.ThrowIfFaulted(-1);
                if (_controlProducer.TryPush(in item) == PushStatus.Ok)
                {
                    break;
                }
                spinner.SpinOnce(sleep1Threshold: -1); // full: the actor has items, so it is not parked
            }
        }
        finally
        {
            Monitor.Exit(_controlGate);
        }
        _core.Wake();
    }

    /// <summary>Completes with the handler's final state once every lane is closed and drained; faults with the handler's
    /// exception as soon as it throws.</summary>
    public Task<THandler> Completion => _completion.Task;

    /// <summary>The actor's thread (tests wait for it to end).</summary>
    internal Thread ActorThread => _thread;

    /// <summary>True once the handler threw (Posts throw from then on).</summary>
    public bool IsFaulted => _core.IsFaulted;

    /// <summary>Data lane <paramref name="lane"/>'s sender: use it from one thread at a time.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="lane"/> is not between 0 and Lanes - 1.</exception>
    public LaneSender<T> Sender(int lane)
    {
        if ((uint)lane >= (uint)Lanes)
        {
            PerfBuf.Core.ThrowHelper.ArgumentOutOfRange(nameof(lane), lane, $"a data lane is between 0 and {Lanes - 1}");
        }
        return _senders[lane];
    }

    /// <summary>Closes every data lane, then waits for <see cref="Completion"/>. For an owner that holds every sender and knows
    /// that none posts any more (a lane is closed by its own sender's thread).</summary>
    public async ValueTask DisposeAsync()
    {
        foreach (var sender in _senders)
        {
            sender.Close();
        }
        try
        {
            await _completion.Task.ConfigureAwait(false);
        }
        catch
        {
            // the fault is Completion's to report; disposing ends the actor either way
        }
    }

    private void Run()
    {
        var handler = _handler;
        var condition = new HasWorkOrDone(this);
        var dropping = new DroppingHandler();
        try
        {
            while (true)
            {
                if (GuardedStep(ref handler, ref dropping))
                {
                    continue;
                }
                if (_consumer.IsCompleted && TryCloseControl())
                {
                    // every data lane is closed and drained, and no control post can start: take what the control
                    // lane still holds (each after the visible data, of which there is none left), then end
                    while (GuardedStep(ref handler, ref dropping))
                    {
                    }
                    break;
                }
                _core.Wait.WaitUntil(ref condition);
            }
            _completion.TrySetResult(handler); // a fault set it first: this is then a no-op
        }
        catch (Exception e)
        {
            _completion.TrySetException(e); // the actor's own code failed (never the handler's: caught above)
        }
    }

    /// <summary>One step with the handler, or, once it has thrown, with the dropping handler; a throw faults Completion
    /// with the handler's exception and the step counts as taken. False when there was nothing to take.</summary>
    private bool GuardedStep(ref THandler handler, ref DroppingHandler dropping)
    {
        if (_core.IsFaulted)
        {
            return Step(ref dropping);
        }
        try
        {
            return Step(ref handler);
        }
        catch (Exception e)
        {
            _core.Fault();
            _completion.TrySetException(e);
            return true;
        }
    }

    /// <summary>Refuses control posts from now on; false while a control post holds the gate (it is pushing, perhaps
    /// waiting for room that only this thread's next steps make).</summary>
    private bool TryCloseControl()
    {
        if (!Monitor.TryEnter(_controlGate))
        {
            return false;
        }
        try
        {
            _controlClosed = true;
        }
        finally
        {
            Monitor.Exit(_controlGate);
        }
        return true;
    }

    /// <summary>One step: a control message (after every data message published when it was seen), else a batch of the
    /// data lanes. False when there was nothing to take.</summary>
    private bool Step<TStep>(ref TStep handler) where TStep : struct, IHandler<T>
    {
        if (_control.Count > 0) // acquire: every data post that happened before this control message is published now
        {
            _consumer.DrainVisible(ref handler);
            _control.Drain(ref handler, 1);
            return true;
        }
        return _consumer.Drain(ref handler, MaxBatch) > 0;
    }

    /// <summary>The idle actor's wait condition: an item in some lane, or every data lane closed and drained.</summary>
    private readonly struct HasWorkOrDone(LaneActor<T, THandler> actor) : IWaitCondition
    {
        public bool IsSatisfied() =>
            actor._control.Count > 0 || actor._consumer.Count > 0 || actor._consumer.IsCompleted;
    }

    /// <summary>After a fault: counts nothing, tells an undeliverable message why it was dropped.</summary>
    private readonly struct DroppingHandler : IHandler<T>
    {
        public void Handle(in T item)
        {
            if (item is IUndeliverable undeliverable)
            {
                undeliverable.OnUndelivered(new InvalidOperationException("the actor's handler threw; the message was dropped"));
            }
        }
    }
}

/// <summary>One sender's lane into a <see cref="LaneActor{T, THandler}"/>: Post and Close from one thread at a time.</summary>
public sealed class LaneSender<T>
{
    private readonly SpscProducer<T> _lane;
    private readonly LaneActorCore _actor;

    internal LaneSender(SpscProducer<T> lane, LaneActorCore actor, int index)
    {
        _lane = lane;
        _actor = actor;
        Index = index;
    }

    /// <summary>The lane's index.</summary>
    public int Index { get; }

    /// <summary>Publishes <paramref name="item"/> in this lane and wakes the actor if it parks. Waits (spin, then yield)
    /// while the lane is full.</summary>
    /// <exception cref="InvalidOperationException">The lane is closed, or the actor's handler threw.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(in T item)
    {
        if (_actor.IsFaulted || _lane.TryPush(in item) != PushStatus.Ok)
        {
            PostSlow(in item);
            return;
        }
        _actor.Wake();
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void PostSlow(in T item)
    {
        var spinner = new SpinWait();
        while (true)
        {
            _actor.ThrowIfFaulted(Index);
            var status = _lane.TryPush(in item);
            if (status == PushStatus.Ok)
            {
                _actor.Wake();
                return;
            }
            if (status == PushStatus.Closed)
            {
                PerfBuf.Core.ThrowHelper.InvalidOperation($"lane {Index} is closed; its post is refused");
            }
            spinner.SpinOnce(sleep1Threshold: -1); // full: the actor has items, so it is not parked

        }
    }

    /// <summary>Ends this lane's stream: later Posts throw; what was posted is still handled. Idempotent.</summary>
    public void Close()
    {
        _lane.Close();
        _actor.Wake();
    }
}

/// <summary>What a <see cref="LaneSender{T}"/> shares with its actor, whatever the actor's handler type: the wait it wakes
/// and the fault flag it reads.</summary>
internal sealed class LaneActorCore(string name, SpinThenFutexWait wait)
{
    private int _faulted; // 0, then 1 once the handler threw (the actor thread, Volatile.Write); read by every Post

    internal SpinThenFutexWait Wait { get; } = wait;

    internal bool IsFaulted
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Volatile.Read(ref _faulted) != 0;
    }

    internal void Fault() => Volatile.Write(ref _faulted, 1);

    /// <summary>A sender's step after it published or closed its lane: wake the actor if it parks.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal void Wake() => Wait.Wake();

    [MethodImpl(MethodImplOptions.NoInlining)]
    internal void ThrowIfFaulted(int lane)
    {
        if (IsFaulted)
        {
            PerfBuf.Core.ThrowHelper.InvalidOperation(lane < 0
                ? $"{name}: its handler threw; the control post is refused"
                : $"{name}: its handler threw; lane {lane}'s post is refused");
        }
    }
}
