// Design: CounterAgent — seed 002's counter actor on the plain F# MailboxProcessor, as its users write it.
//
// Shape
//   One MailboxProcessor<CounterMessage> whose loop keeps a mutable int64 total: Add n adds n, GetAndReset reply
//   answers the total through the AsyncReplyChannel and sets it to 0. CounterMessage is an ordinary (reference)
//   union, as in the seed and in most F# code, so every Add allocates its case object; the loop's Receive goes
//   through the async builder and allocates per message too. That is the baseline as the seed measured it.
//
// Who writes what
//   total: the agent's loop only (one message at a time: MailboxProcessor never runs two bodies at once).
//   stopping: Interlocked writes by StopAsync, Volatile.Read by Add and the ask methods (refusal only).
//   Posters: MailboxProcessor.Post from any thread (its queue takes a lock per Post and resumes a waiting loop).
//
// Ordering the workload relies on
//   A Post returns once its message is in the agent's queue, in the order the Posts took the queue's lock. So a
//   GetAndReset posted after every sender's last Add returned (the benchmark joins its senders first) is received
//   after all of them: its answer is the full total.
//
// Stop
//   StopAsync posts a Stop marker behind everything already queued (the first call only); the loop answers every
//   GetAndReset before it, completes Completion with the final total and ends. Add or an ask after StopAsync throws
//   InvalidOperationException. A message posted by a thread racing StopAsync may land behind the marker: it is
//   never received (a GetAndReset there is never answered; GetAndResetAsync's callers should not race a stop).
//
// Crossings (a counting pass, PerfBuf.Core.Threading.Crossings): while one is active the senders post counted Adds
//   (Add(amount, slot)), whose amount carries the Add's slot in its high half; the loop reads it back to record the
//   Add's hop, and records a GetAndReset's hop in slot 0 (the workload asks one at a time and gives no Add that slot).
//   Outside a pass the loop pays one null check per message.
//
// Known weaknesses (the baseline's own): an allocation per Add and per Receive, a lock per Post, no backpressure
//   (the queue is unbounded), and the reply of PostAndAsyncReply comes through an Async continuation.

namespace PerfBuf.Baselines.FSharp

open System
open System.Runtime.InteropServices
open System.Threading
open System.Threading.Tasks
open PerfBuf.Core.Threading
open PerfBuf.Workloads.Payloads

/// What the counter agent's queue carries (seed 002's message type, with a stop marker).
type internal CounterMessage =
    | Add of int64
    | GetAndReset of AsyncReplyChannel<int64>
    | StopCounter

/// Seed 002's counter actor on an F# MailboxProcessor, for C# callers: Add from any thread, GetAndReset as an ask.
[<Sealed>]
type CounterAgent private (name: string) =
    // 0 = running, 1 = stopping: Interlocked write, Volatile.Read (refusal only).
    let mutable stopping = 0

    let finished = TaskCompletionSource<int64>(TaskCreationOptions.RunContinuationsAsynchronously)

    let agent =
        new MailboxProcessor<CounterMessage>(fun inbox ->
            let rec loop (total: int64) =
                async {
                    let! message = inbox.Receive()
                    match message with
                    | Add n -> return! loop (total + CountedAmount.Add n)
                    | GetAndReset reply ->
                        CountedAmount.AskHop()
                        reply.Reply total
                        return! loop 0L
                    | StopCounter -> finished.TrySetResult total |> ignore
                }
            loop 0L)

    let refuse () =
        raise (InvalidOperationException($"Counter agent '{name}' is stopping or stopped; the message is refused."))

    /// Starts a counter agent (its total starts at 0) on the thread pool.
    static member Start([<Optional; DefaultParameterValue(null: string | null)>] name: string | null) =
        let actualName =
            match name with
            | null -> $"CounterAgent#{Interlocked.Increment(&AgentState.instances)}"
            | given -> given
        let created = new CounterAgent(actualName)
        created.Run()
        created

    member private _.Run() = agent.Start()

    /// The agent's name (in exception messages).
    member _.Name = name

    /// Completes with the total left in the counter when the agent has stopped.
    member _.Completion: Task<int64> = finished.Task

    /// Posts Add amount (MailboxProcessor.Post of a new union case); never blocks.
    /// Throws InvalidOperationException after StopAsync.
    member _.Add(amount: int64) =
        if Volatile.Read(&stopping) <> 0 then
            refuse ()
        agent.Post(Add amount)

    /// A counted Add (a crossings counting pass, PerfBuf.Core.Threading.Crossings): amount (0 … 2^32 − 1) with slot in
    /// the message's amount, from which the loop records the Add's hop. Throws InvalidOperationException after StopAsync.
    member _.Add(amount: int64, slot: int) =
        if Volatile.Read(&stopping) <> 0 then
            refuse ()
        agent.Post(Add(CountedAmount.Encode(amount, slot)))

    /// GetAndReset as the seed asks it: PostAndReply, blocking the caller until the agent answers with the total
    /// (which it sets to 0). Throws TimeoutException when no answer comes within timeoutMilliseconds (-1: wait
    /// forever) and InvalidOperationException after StopAsync.
    member _.GetAndReset([<Optional; DefaultParameterValue(-1)>] timeoutMilliseconds: int) : int64 =
        if timeoutMilliseconds < -1 then
            raise (ArgumentOutOfRangeException(nameof timeoutMilliseconds, timeoutMilliseconds, "Use -1 (no limit) or a number of milliseconds."))
        if Volatile.Read(&stopping) <> 0 then
            refuse ()
        agent.PostAndReply(GetAndReset, timeoutMilliseconds)

    /// GetAndReset through PostAndAsyncReply, started as a task (the asynchronous form of the ask).
    /// Throws InvalidOperationException after StopAsync.
    member _.GetAndResetAsync() : Task<int64> =
        if Volatile.Read(&stopping) <> 0 then
            refuse ()
        Async.StartAsTask(agent.PostAndAsyncReply GetAndReset)

    /// Stops the agent behind every message already queued; completes with the total left in the counter. The first
    /// call posts the stop; later calls return the same task.
    member _.StopAsync() : Task<int64> =
        if Interlocked.Exchange(&stopping, 1) = 0 then
            agent.Post StopCounter
        finished.Task

    /// Stops the agent (as StopAsync) and disposes the MailboxProcessor.
    member this.DisposeAsync() : ValueTask =
        let stopping =
            task {
                let! _ = this.StopAsync()
                (agent :> IDisposable).Dispose()
            }
        ValueTask(stopping :> Task)

    interface IAsyncDisposable with
        member this.DisposeAsync() = this.DisposeAsync()
