// Design: ActorLifecycle — the start-to-stop bookkeeping every actor shares, so that they stop, refuse, count and
// fault alike.
//
// Who writes what: name fixed at Start (or an IActorNameSource that composes it when asked); state Running ->
//   StopDrain | StopDiscard (RequestStop, CompareExchange: the first StopAsync wins) or -> Faulted (MarkFaulted,
//   Exchange); completion set exactly once by the actor's final step (RunContinuationsAsynchronously).
// Invariant: handled (including the thrower) + undelivered == accepted (ActorFaultedException's contract).
// Dropped asks: Finish tells every IUndeliverable message popped without handling why it was dropped, before
//   Completion completes; typeof(T) decides once per type, other message types pay nothing.
// What stays in each actor: when to look at state, how to close and wake its mailbox, how to pop what is left.
// Known weakness: a mutable struct — held in a non-readonly field, called in place, never copied (a copy would
//   carry a state word no stop reaches). A struct, not a base class, so State stays one int load.
// Memory ordering: both state writes are Interlocked (full fences; the actors' wake-up arguments count on that:
//   a stop writes state, then reads the other side); State reads with Volatile.Read (acquire).
// Proof and details: src/Mailboxes/Actors/DESIGN.md#actorlifecycle

using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using PerfBuf.Core;
using PerfBuf.Core.Waiting;
using PerfBuf.Mailboxes.Mpsc;

namespace PerfBuf.Mailboxes.Actors;

/// <summary>
/// An actor's state word, name and <see cref="Completion"/>: stop requests, the fault transition, the refusal of
/// Posts and the completion with the undelivered count. Lives in a non-readonly field of its actor; never copied.
/// </summary>
internal struct ActorLifecycle
{
    internal const int Running = 0;
    internal const int StopDrain = 1;
    internal const int StopDiscard = 2;
    internal const int Faulted = 3;

    private readonly TaskCompletionSource<int> _done;
    private readonly object _name; // a string, or an IActorNameSource asked each time (see the design note)
    private int _state; // Interlocked writes, Volatile.Read reads: see the design note

    internal ActorLifecycle(string name)
    {
        _name = name;
        _done = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
    }

    /// <summary>A lifecycle whose name <paramref name="name"/> composes when it is asked (no string per actor).</summary>
    internal ActorLifecycle(IActorNameSource name)
    {
        _name = name;
        _done = new TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously);
    }

    /// <summary>The actor's name, for its thread, messages and exceptions.</summary>
    internal readonly string Name => _name as string ?? ((IActorNameSource)_name).ActorName;

    /// <summary>
    /// The undelivered count once the actor has stopped; faults with <see cref="ActorFaultedException"/>.
    /// </summary>
    internal readonly Task<int> Completion => _done.Task;

    /// <summary>Running, StopDrain, StopDiscard or Faulted (acquire).</summary>
    internal int State
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Volatile.Read(ref _state);
    }

    /// <summary>
    /// The state half of StopAsync: Running -> StopDrain or StopDiscard, unless a stop or fault came first (the first
    /// call decides). A full fence either way. Returns <see cref="Completion"/>.
    /// </summary>
    internal Task<int> RequestStop(bool drain)
    {
        Interlocked.CompareExchange(ref _state, drain ? StopDrain : StopDiscard, Running);
        return _done.Task;
    }

    /// <summary>The handler threw: the state is Faulted from here, whatever it was (Posts reading it refuse).</summary>
    internal void MarkFaulted() => Interlocked.Exchange(ref _state, Faulted);

    /// <summary>The exception Completion faults with: the handler's exception and the undelivered count.</summary>
    internal readonly ActorFaultedException Fault(int undelivered, Exception handlerException) =>
        ActorFaultedException.For(Name, undelivered, handlerException);

    /// <summary>
    /// The last act of an actor that keeps no dropped messages (the frozen SeedThreadedActor): Completion gets
    /// <paramref name="undelivered"/>, or — when the handler threw — faults with
    /// <see cref="ActorFaultedException"/>(undelivered, <paramref name="handlerException"/>).
    /// </summary>
    internal readonly void Complete(int undelivered, Exception? handlerException) =>
        SetOutcome(undelivered, handlerException is null ? null : Fault(undelivered, handlerException));

    /// <summary>
    /// A list for the messages the final step pops without handling, when they must be told (T is
    /// <see cref="IUndeliverable"/>); null otherwise, and then nothing is kept.
    /// </summary>
    internal static List<T>? NewDroppedList<T>() => typeof(IUndeliverable).IsAssignableFrom(typeof(T)) ? [] : null;

    /// <summary>
    /// The actor's last act: tells every message in <paramref name="dropped"/> why it was not handled, then
    /// Completion gets <paramref name="undelivered"/>, or — when the handler threw — faults with
    /// <see cref="ActorFaultedException"/>(undelivered, <paramref name="handlerException"/>), the same object the
    /// dropped messages were told.
    /// </summary>
    internal readonly void Finish<T>(int undelivered, List<T>? dropped, Exception? handlerException) =>
        FinishWith(undelivered, dropped, handlerException is null ? null : Fault(undelivered, handlerException));

    /// <summary>
    /// As <see cref="Finish{T}"/>, with the fault made by the caller (a runtime actor whose scheduler refused its run):
    /// null completes Completion with <paramref name="undelivered"/> and tells dropped messages
    /// OperationCanceledException; otherwise every dropped message is told <paramref name="error"/> and Completion
    /// faults with it.
    /// </summary>
    internal readonly void FinishWith<T>(int undelivered, List<T>? dropped, ActorFaultedException? error)
    {
        if (dropped is { Count: > 0 })
        {
            var reason = (Exception?)error ?? new OperationCanceledException(
                $"Actor '{Name}' stopped without draining; the request was not handled.");
            foreach (var message in dropped)
            {
                Tell((IUndeliverable)message!, reason);
            }
        }
        SetOutcome(undelivered, error);
    }

    /// <summary>Tells one dropped message; a notification that throws does not keep the others (or Completion) from
    /// completing.</summary>
    internal static void Tell(IUndeliverable message, Exception reason)
    {
        try
        {
            message.OnUndelivered(reason);
        }
        catch (Exception)
        {
            // the message's own callback failed; the actor's accounting does not depend on it
        }
    }

    /// <summary>Completes Completion with <paramref name="undelivered"/>, or faults it with
    /// <paramref name="fault"/>.</summary>
    internal readonly void SetOutcome(int undelivered, ActorFaultedException? fault)
    {
        if (fault is null)
        {
            _done.TrySetResult(undelivered);
        }
        else
        {
            _done.TrySetException(fault);
        }
    }

    /// <summary>What a Post (or <paramref name="operation"/>) to a stopping, stopped or faulted actor throws (or its
    /// task faults with).</summary>
    internal readonly InvalidOperationException RefusedException(string operation = "Post") => new(RefusedMessage(operation));

    [DoesNotReturn]
    internal readonly void ThrowRefused(string operation = "Post") => ThrowHelper.InvalidOperation(RefusedMessage(operation));

    private readonly string RefusedMessage(string operation) => $"Actor '{Name}' is stopping or stopped; {operation} is refused.";

    /// <summary>What a Post from the actor's own thread (its handler) to its full mailbox throws: waiting for room
    /// there would wait for the very thread that frees it.</summary>
    [DoesNotReturn]
    internal readonly void ThrowSelfPost() => ThrowHelper.InvalidOperation(
        $"Actor '{Name}': a Post from the actor's own thread found its mailbox full; waiting would wait for itself.");

    /// <summary>
    /// DisposeAsync of every actor: awaits the draining stop it was given; a handler fault stays observable on
    /// Completion and is not rethrown.
    /// </summary>
    internal static async ValueTask AwaitIgnoringFault(Task<int> drainingStop)
    {
        try
        {
            await drainingStop.ConfigureAwait(false);
        }
        catch (ActorFaultedException)
        {
            // reported through Completion
        }
    }

    /// <summary>
    /// Whether a run of a pool-scheduled actor has anything to do: the next message is published, or a stop needs the
    /// final run — a discarding stop, or a draining stop whose mailbox is complete. Read by the run in progress, and
    /// once more just after it went idle (RunGate.cs: a later run may be moving the head by then; a stale answer only
    /// costs a CompareExchange that fails).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    internal bool HasWork<TMailbox>(ref TMailbox mailbox) where TMailbox : IActorMailbox
    {
        if (mailbox.IsNextPublished)
        {
            return true;
        }
        var state = State; // acquire: a stop's Close (and its close position) came before its state write
        return state == StopDiscard || (state == StopDrain && mailbox.IsCompleted);
    }

    /// <summary>
    /// Pops every accepted message left in a closed ring without handling it (keeping them in
    /// <paramref name="dropped"/> if given); returns how many. The caller closes the ring first: then IsCompleted
    /// becomes true once every position below the close is popped.
    /// </summary>
    internal static int PopUndelivered<T>(MpscXaddConsumer<T> consumer, List<T>? dropped = null) =>
        PopUndelivered(ref consumer, dropped);

    /// <summary>
    /// Pops every accepted message left in a closed mailbox without handling it (keeping them in
    /// <paramref name="dropped"/> if given); returns how many. The caller closes the mailbox first: then IsCompleted
    /// becomes true once every message accepted before the close is popped.
    /// </summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    internal static int PopUndelivered<TMailbox, T>(ref TMailbox consumer, List<T>? dropped)
        where TMailbox : IActorMailbox<T>
    {
        var count = 0;
        var backoff = new Backoff(spinLimit: 256);
        while (!consumer.IsCompleted)
        {
            if (consumer.TryPop(out var message))
            {
                dropped?.Add(message);
                count++;
                backoff.Reset();
            }
            else
            {
                backoff.Pause(); // a message below the close is claimed but not yet published
            }
        }
        return count;
    }

    /// <summary>
    /// <paramref name="name"/>, or "Kind&lt;T,THandler&gt;#n": the actor type's name and type arguments' names,
    /// n counting the actors of that closed type from 1.
    /// </summary>
    internal static string NameOrNumbered<TActor>(string? name) where TActor : class =>
        name ?? Numbered<TActor>.Next();

    private static class Numbered<TActor>
    {
        private static int s_instances;

        internal static string Next()
        {
            var type = typeof(TActor);
            var kind = type.Name[..type.Name.IndexOf('`', StringComparison.Ordinal)];
            var arguments = string.Join(',', type.GetGenericArguments().Select(static a => a.Name));
            return $"{kind}<{arguments}>#{Interlocked.Increment(ref s_instances)}";
        }
    }
}
