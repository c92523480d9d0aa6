// Design: SeedThreadedActor<T> — FROZEN baseline: the 2023 notebook's dedicated-thread actor, rewritten by us.
//
// Do not optimise this type: later designs are measured against it. A variant is a new type (DESIGN.md §3).
//
// Shape (as the notebook had it)
//   One OS thread per actor. Mailbox = ConcurrentQueue<T> (unbounded, lock-free segments). A message counter
//   `count` (Interlocked) and a ManualResetEventSlim `signal`. Handler = an Action<T> delegate.
//   Post: enqueue, then Interlocked.Increment(count); only the poster that moves count 0 -> 1 calls Set().
//   Actor: Wait(); dequeue and handle until the queue looks empty, Interlocked.Decrement(count) per message;
//   when it looks empty, Reset() the event and go back to Wait().
//
// Who writes what
//   queue   posters enqueue, the actor thread dequeues (ConcurrentQueue's own synchronisation).
//   count   every poster (Increment) and the actor (Decrement); Interlocked only, so every access is a full fence.
//   signal  Set by the 0 -> 1 poster and by StopAsync; Reset only by the actor thread.
//   state   Running -> StopDrain | StopDiscard (first StopAsync wins, CompareExchange) or -> Faulted (the actor
//           thread, Exchange). Posters read it with Volatile.Read before enqueuing. It is the ActorLifecycle
//           every actor shares (ActorLifecycle.cs: state word, name, Completion), a struct field read in place.
//
// The reset/recheck race (the one thing the baseline must get right)
//   Reset erases every Set that came before it. A poster can move count 0 -> 1 and Set() between the actor's
//   last failed TryDequeue and its Reset(): that wake-up would be lost and the message would wait for the next
//   0 -> 1 transition, possibly forever. So the actor re-checks AFTER resetting:
//       actor:  Reset(); full fence; read count (and state)      poster: enqueue; Increment(count) (full fence); Set()
//   Either the re-read sees the poster's increment (count > 0) — then the actor keeps draining instead of
//   waiting, and the Set it erased no longer matters — or the increment comes later in the fence order, and then
//   so does the poster's Set, which leaves the event signalled for the coming Wait(). StopAsync is a poster of
//   the same kind (write state, then Set), which is why the re-check also reads state. The fence after Reset is
//   explicit (Interlocked.MemoryBarrier) because the event's Reset is not documented as one: without it the
//   store of "reset" could sit in the store buffer while the read of count is already satisfied (store -> load).
//
// Why the counter can go negative, and why that is harmless
//   A poster enqueues before it increments, so the actor may dequeue, handle and decrement a message whose
//   increment has not happened yet (count = -1 for a moment). When that poster's increment lands it moves
//   -1 -> 0 and does not Set — correctly, its message is already handled. A message whose increment moves -1 -> 0
//   while it still sits in the queue is woken for by the pending poster, whose increment must still come and
//   will be the 0 -> 1 one. Counting before enqueuing would instead let the actor see count > 0 with an empty
//   queue and spin; the notebook's order is kept.
//
// Stop and fault (contract in ActorFaultedException.cs)
//   StopAsync(drain: true) handles every message whose Post returned before StopAsync was called: the actor
//   reads state (acquire) before its last drain, so those enqueues are visible to it. drain: false hands nothing
//   more to the handler; the rest is dequeued and counted. The first handler exception stops the actor the same
//   way. Post after the stop began throws InvalidOperationException.
//
// Known weaknesses (kept on purpose: this is the baseline)
//   A delegate call per message; a boxed/copied message per ConcurrentQueue slot for large T; two contended RMWs
//   per post (the queue's tail and count) plus a kernel transition whenever the actor is asleep; unbounded, so a
//   slow actor grows without limit. A Post that races StopAsync or a fault (passes the state check, enqueues
//   after the actor's final sweep) leaves its message in the dead queue, counted nowhere; Posts that
//   happen-before StopAsync are exact.

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
