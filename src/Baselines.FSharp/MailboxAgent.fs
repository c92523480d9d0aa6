// Design: MailboxAgent<'T> — the plain F# MailboxProcessor, as the seed measured it, behind the lab's actor API.
//
// Shape
//   One MailboxProcessor<Envelope<'T>> running the idiomatic loop (let rec loop () = async { let! m =
//   inbox.Receive() ... return! loop () }) on the thread pool. Handler = an Action<'T> delegate (the seed's agent
//   called a closure per message; a delegate is what C# callers hand in). Envelope is a struct union: Item (a
//   message), Ask (a message plus its reply callbacks) and Stop (a marker), so a posted message costs no union
//   allocation of our own.
//
// What runs where, and its cost
//   Post: one read of state, then MailboxProcessor.Post (its queue is guarded by a lock; a Post that finds the
//   agent waiting resumes it, which schedules the agent's continuation on the thread pool). The agent loop runs on
//   a pool thread; every Receive goes through the async builder, which allocates per message (the Async
//   continuation objects), unlike the lab's own actors.
//
// Stop, fault and accounting (the ActorFaultedException.cs contract: handled + undelivered == accepted)
//   state: Running -> StopDrain | StopDiscard (StopAsync, CompareExchange: the first call wins, and only it posts
//   the Stop marker) or -> Faulted (the agent, Exchange). Post and AskAsync refuse (InvalidOperationException)
//   once state is not Running.
//   drain: true  — the marker queues behind every message posted before StopAsync; the loop handles up to it and
//                  completes with 0.
//   drain: false — the loop reads state after every message; at StopDiscard it receives without handling up to
//                  the marker and completes with the count. Asks dropped this way are cancelled.
//   fault        — the first handler exception: the thrower counts as handled, state becomes Faulted, the queue
//                  is swept (TryReceive with no wait) and counted, Completion faults with
//                  ActorFaultedException(undelivered, inner); dropped Asks fault with the same exception.
//
//   After its outcome is set the agent keeps receiving (until it is disposed) as a dead-letter loop: an Ask that
//   lands there — one that passed the state check while StopAsync or a fault happened on another thread — fails at
//   once with the agent's reason (cancelled after a stop, the ActorFaultedException after a fault), so no asker
//   waits for a reply that cannot come. DisposeAsync ends that loop with a second Stop marker before disposing the
//   processor. (No cancellation token: a MailboxProcessor given a cancellable token waits for each message through
//   a registered wait handle, which made every idle Receive cost tens of microseconds — it would no longer be the
//   baseline its users run.)
//
// Known weaknesses
//   MailboxProcessor.Post cannot be closed, so a Post that passes the state check while StopAsync or a fault
//   happens on another thread can land behind the marker or after the sweep: that message is neither handled nor
//   counted (Posts that happen-before the stop are exact) — the seed's dedicated-thread actor has the same
//   weakness; an Ask landing there is failed by the dead-letter loop, but an Ask landing after DisposeAsync is
//   not. Unbounded: no backpressure. Allocation and a delegate call per message; a lock per Post.

namespace PerfBuf.Baselines.FSharp

open System
open System.Runtime.InteropServices
open System.Threading
open System.Threading.Tasks
open PerfBuf.Mailboxes.Actors

/// What the agent's queue carries.
[<Struct>]
type internal Envelope<'T> =
    | Item of item: 'T
    | Ask of askItem: 'T * onHandled: ('T -> unit) * onDropped: (exn -> unit)
    | Stop

module internal AgentState =
    [<Literal>]
    let Running = 0

    [<Literal>]
    let StopDrain = 1

    [<Literal>]
    let StopDiscard = 2

    [<Literal>]
    let Faulted = 3

    let mutable instances = 0

/// An F# MailboxProcessor agent with the lab's actor API, for C# callers: MailboxAgent<int>.Start(x => ...).
[<Sealed>]
type MailboxAgent<'T> private (handler: Action<'T>, name: string) =
    // Interlocked writes, Volatile.Read reads (see the design note).
    let mutable state = AgentState.Running

    let finished = TaskCompletionSource<int>(TaskCreationOptions.RunContinuationsAsynchronously)

    // 1 once DisposeAsync has posted the marker that ends the dead-letter loop.
    let mutable disposed = 0

    let stoppedReason () =
        OperationCanceledException($"Agent '{name}' stopped before the request was handled.") :> exn

    /// Runs the handler (and an Ask's reply) for one envelope; the handler's exception, if any.
    let handleOne (envelope: Envelope<'T>) : exn voption =
        try
            match envelope with
            | Item m -> handler.Invoke m
            | Ask(m, onHandled, _) ->
                handler.Invoke m
                onHandled m
            | Stop -> ()
            ValueNone
        with e ->
            ValueSome e

    let body (inbox: MailboxProcessor<Envelope<'T>>) =
        // after the outcome: fail every Ask that still arrives (it raced the stop or the fault), until disposed
        let rec deadLetters (reason: unit -> exn) =
            async {
                let! envelope = inbox.Receive()
                match envelope with
                | Stop -> () // DisposeAsync's marker: the agent is done
                | Ask(_, _, onDropped) ->
                    onDropped (reason ())
                    return! deadLetters reason
                | Item _ -> return! deadLetters reason
            }

        // discarding stop: receive up to the marker without handling
        let rec discardUntilStop (count: int) =
            async {
                let! envelope = inbox.Receive()
                match envelope with
                | Stop ->
                    finished.TrySetResult count |> ignore
                    return! deadLetters stoppedReason
                | Item _ -> return! discardUntilStop (count + 1)
                | Ask(_, _, onDropped) ->
                    onDropped (stoppedReason ())
                    return! discardUntilStop (count + 1)
            }

        // fault: take what is queued now, without handling it
        let rec sweep (count: int) (dropped: (exn -> unit) list) =
            async {
                let! next = inbox.TryReceive 0
                match next with
                | None -> return struct (count, dropped)
                | Some Stop -> return! sweep count dropped
                | Some(Item _) -> return! sweep (count + 1) dropped
                | Some(Ask(_, _, onDropped)) -> return! sweep (count + 1) (onDropped :: dropped)
            }

        let fault (thrower: Envelope<'T>) (handlerException: exn) =
            async {
                Interlocked.Exchange(&state, AgentState.Faulted) |> ignore // Posts refuse from here on
                let! struct (undelivered, dropped) = sweep 0 []
                let error =
                    ActorFaultedException(
                        $"Agent '{name}' stopped: its handler threw {handlerException.GetType().Name}; {undelivered} message(s) left undelivered.",
                        undelivered,
                        handlerException
                    )
                match thrower with
                | Ask(_, _, onDropped) -> onDropped error
                | _ -> ()
                for onDropped in dropped do
                    onDropped error
                finished.TrySetException error |> ignore
                return! deadLetters (fun () -> error)
            }

        let rec loop () =
            async {
                let! envelope = inbox.Receive()
                match envelope with
                | Stop ->
                    finished.TrySetResult 0 |> ignore // everything posted before the stop was handled
                    return! deadLetters stoppedReason
                | _ ->
                    match handleOne envelope with
                    | ValueSome e -> return! fault envelope e
                    | ValueNone ->
                        if Volatile.Read(&state) = AgentState.StopDiscard then
                            return! discardUntilStop 0
                        else
                            return! loop ()
            }

        loop ()

    let agent = new MailboxProcessor<Envelope<'T>>(body)

    let refuse () =
        raise (InvalidOperationException($"Agent '{name}' is stopping or stopped; Post is refused."))

    /// Starts an agent that hands every message to handler, in arrival order, on the thread pool.
    static member Start(handler: Action<'T>, [<Optional; DefaultParameterValue(null: string | null)>] name: string | null) =
        ArgumentNullException.ThrowIfNull handler
        let actualName =
            match name with
            | null ->
                $"MailboxAgent<{typeof<'T>.Name}>#{Interlocked.Increment(&AgentState.instances)}"
            | given -> given
        let created = new MailboxAgent<'T>(handler, actualName)
        created.Run()
        created

    member private _.Run() = agent.Start()

    /// The agent's name (in messages and exceptions).
    member _.Name = name

    /// Completes when the agent has stopped (a Task<int>: the undelivered count, 0 after a draining stop);
    /// faults with ActorFaultedException when the handler threw.
    member _.Completion: Task = finished.Task :> Task

    /// Queues message for the handler; never blocks (the queue is unbounded).
    /// Throws InvalidOperationException after StopAsync or a handler fault.
    member _.Post(message: 'T) =
        if Volatile.Read(&state) <> AgentState.Running then
            refuse ()
        agent.Post(Item message)

    /// Queues message; when the handler has handled it, reply runs on the agent and its result completes the
    /// task (an exception from reply faults this task only). A request dropped by a discarding stop is
    /// cancelled; one dropped by a fault faults with the agent's ActorFaultedException.
    member _.AskAsync<'R>(message: 'T, reply: Func<'T, 'R>) : Task<'R> =
        ArgumentNullException.ThrowIfNull reply
        if Volatile.Read(&state) <> AgentState.Running then
            refuse ()
        let answer = TaskCompletionSource<'R>(TaskCreationOptions.RunContinuationsAsynchronously)
        let onHandled (m: 'T) =
            try
                answer.TrySetResult(reply.Invoke m) |> ignore
            with e ->
                answer.TrySetException e |> ignore
        let onDropped (e: exn) =
            match e with
            | :? OperationCanceledException -> answer.TrySetCanceled() |> ignore
            | _ -> answer.TrySetException e |> ignore
        agent.Post(Ask(message, onHandled, onDropped))
        answer.Task

    /// Stops the agent. drain true: every message posted before this call is handled; the result is 0. False:
    /// no further message reaches the handler (the one in hand finishes) and the result is how many were left.
    /// The first call decides; later calls return the same task. Faults with ActorFaultedException if the
    /// handler threw.
    member _.StopAsync([<Optional; DefaultParameterValue(true)>] drain: bool) : Task<int> =
        let requested = if drain then AgentState.StopDrain else AgentState.StopDiscard
        if Interlocked.CompareExchange(&state, requested, AgentState.Running) = AgentState.Running then
            agent.Post Stop // behind every message posted before; wakes an idle agent
        finished.Task

    /// Draining stop; a handler fault stays observable on Completion and is not rethrown here.
    member this.DisposeAsync() : ValueTask =
        let stopping =
            task {
                try
                    let! _ = this.StopAsync true
                    ()
                with :? ActorFaultedException ->
                    () // reported through Completion
                if Interlocked.Exchange(&disposed, 1) = 0 then
                    agent.Post Stop // ends the dead-letter loop (the outcome is set, so the agent is in it)
                    (agent :> IDisposable).Dispose()
            }
        ValueTask(stopping :> Task)

    interface IAsyncDisposable with
        member this.DisposeAsync() = this.DisposeAsync()
