// Design: SeedThreadedActor<T> — FROZEN baseline: the 2023 notebook's dedicated-thread actor, rewritten by us.
//
// Do not optimise this type: later designs are measured against it. A variant is a new type (the project's
// docs/DESIGN.md §3).
// Shape: one OS thread, a ConcurrentQueue<T>, an Interlocked message counter, a ManualResetEventSlim and an
//   Action<T> handler. Post: enqueue, Increment(count), Set() on 0 -> 1. Actor: Wait, drain, Reset, Wait again.
// Who writes what: queue posters / actor (its own synchronisation); count posters (Increment) and the actor
//   (Decrement), Interlocked only; signal Set by the 0 -> 1 poster and StopAsync, Reset only by the actor; state
//   (ActorLifecycle) first StopAsync or the actor, read by posters before enqueuing.
// Invariant: count may go -1 for a moment (the actor handled a message whose increment has not landed); harmless.
// Known weaknesses (kept on purpose): a delegate call per message, two contended RMWs per post, a kernel transition
//   when the actor sleeps, unbounded; a Post racing StopAsync or a fault can be left uncounted.
// Memory ordering (the reset/recheck race): Reset erases every earlier Set, so the actor does Reset(); full fence
//   (explicit Interlocked.MemoryBarrier); read count and state, while a poster does enqueue; Increment (full
//   fence); Set(). Either the re-read sees the increment, or the Set comes later and leaves the event signalled.
// Proof and details: src/Mailboxes/Actors/DESIGN.md#seedthreadedactor

using System.Collections.Concurrent;
using PerfBuf.Core;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// The notebook's dedicated-thread actor (frozen baseline): <see cref="ConcurrentQueue{T}"/> + a
/// <see cref="ManualResetEventSlim"/> signalled on the 0 → 1 transition of a message counter.
/// </summary>
public sealed class SeedThreadedActor<T> : IAsyncDisposable
{
    private readonly ConcurrentQueue<T> _queue = new();
    private readonly ManualResetEventSlim _signal = new(initialState: false);
    private readonly Action<T> _handler;
    private readonly Thread _thread;
    private int _count; // Interlocked only (posters increment, the actor decrements)
    private ActorLifecycle _lifecycle; // the state (Volatile.Read by posters), name, Completion; never copied

    private SeedThreadedActor(Action<T> handler, string name)
    {
        _handler = handler;
        _lifecycle = new ActorLifecycle(name);
        _thread = new Thread(Run) { IsBackground = true, Name = name };
    }

    /// <summary>Starts an actor whose thread hands every message to <paramref name="handler"/>.</summary>
    public static SeedThreadedActor<T> Start(Action<T> handler, string? name = null)
    {
        ArgumentNullException.ThrowIfNull(handler);
        var actor = new SeedThreadedActor<T>(handler, ActorLifecycle.NameOrNumbered<SeedThreadedActor<T>>(name));
        actor._thread.Start();
        return actor;
    }

    /// <summary>The actor thread's name (shows in debuggers and traces).</summary>
    public string Name => _lifecycle.Name;

    /// <summary>
    /// Completes when the actor thread has stopped, with the number of undelivered messages (0 after a draining
    /// stop); faults with <see cref="ActorFaultedException"/> if the handler threw.
    /// </summary>
    public Task Completion => _lifecycle.Completion;

    /// <summary>Enqueues <paramref name="message"/>; never blocks (the queue is unbounded).</summary>
    /// <exception cref="InvalidOperationException">StopAsync was called or the handler faulted.</exception>
    public void Post(in T message)
    {
        if (_lifecycle.State != ActorLifecycle.Running)
        {
            // thrown here, not through ActorLifecycle.ThrowRefused: Post's size, and so whether the JIT inlines
            // it into a caller, is part of the frozen baseline
            ThrowHelper.InvalidOperation($"Actor '{Name}' is stopping or stopped; Post is refused.");
        }
        _queue.Enqueue(message);
        if (Interlocked.Increment(ref _count) == 1)
        {
            _signal.Set(); // only the 0 -> 1 transition wakes the actor
        }
    }

    /// <summary>
    /// Stops the actor. <paramref name="drain"/> true: every message posted before this call is handled first,
    /// result 0. False: no further message is handled; the result is how many were left. The first call decides;
    /// later calls return the same task. Faults with <see cref="ActorFaultedException"/> if the handler threw.
    /// </summary>
    public Task<int> StopAsync(bool drain = true)
    {
        var completion = _lifecycle.RequestStop(drain);
        _signal.Set(); // after the state write: the actor's re-check after Reset reads state (see the design note)
        return completion;
    }

    /// <summary>Draining stop; a handler fault stays observable on <see cref="Completion"/> and is not rethrown here.</summary>
    public ValueTask DisposeAsync() => ActorLifecycle.AwaitIgnoringFault(StopAsync(drain: true));

    private enum DrainOutcome
    {
        Quiet,       // event reset and nothing pending at the re-check: safe to Wait
        LookAgain,   // a stop request arrived: don't Wait, re-read state
        Stop,        // discard requested mid-drain
    }

    private void Run()
    {
        Exception? fault = null;
        try
        {
            while (true)
            {
                var state = _lifecycle.State; // acquire, before the drain: see "Stop and fault"
                if (state == ActorLifecycle.StopDiscard)
                {
                    break;
                }
                var outcome = DrainUntilQuiet();
                if (outcome == DrainOutcome.Stop || state == ActorLifecycle.StopDrain)
                {
                    break;
                }
                if (outcome == DrainOutcome.Quiet)
                {
                    _signal.Wait();
                }
            }
        }
        catch (Exception e)
        {
            fault = e;
            _lifecycle.MarkFaulted(); // Posts refuse from here on
        }
        var undelivered = 0;
        while (_queue.TryDequeue(out _))
        {
            undelivered++;
        }
        _lifecycle.Complete(undelivered, fault);
    }

    private DrainOutcome DrainUntilQuiet()
    {
        while (true)
        {
            while (_queue.TryDequeue(out var message))
            {
                _handler(message);
                Interlocked.Decrement(ref _count);
                if (_lifecycle.State == ActorLifecycle.StopDiscard)
                {
                    return DrainOutcome.Stop;
                }
            }
            _signal.Reset();
            Interlocked.MemoryBarrier(); // the reset is globally visible before we read count/state
            if (_lifecycle.State != ActorLifecycle.Running)
            {
                return DrainOutcome.LookAgain;
            }
            if (Volatile.Read(ref _count) <= 0)
            {
                return DrainOutcome.Quiet; // any later 0 -> 1 poster Sets after our Reset
            }
            // a poster counted a message, and its Set may be the one we just erased: keep draining ourselves
        }
    }
}
