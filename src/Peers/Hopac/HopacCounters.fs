// Design: seed 002's counter actor on Hopac 0.5.1, in its two forms: a server job taking from a Mailbox
// (asynchronous, buffered send) and one taking from a Ch (synchronous rendezvous), set up as Hopac's own
// CounterActor benchmark sets them up.
//
// Shape
//   A server job, started once on Hopac's global scheduler (one worker thread per core, Hopac's default), loops:
//   take a message, Add n adds n to its running total, GetAndReset reply fills the reply IVar with the total and
//   continues from 0, StopCounter finished fills the IVar with the total and ends the loop. The total is the loop's
//   argument: only the server job ever touches it, so nothing in the state is shared.
//   Messages are an ordinary (reference) F# union, as in the seed.
//
// Who sends how
//   HopacMailboxCounter.Add: Mailbox.Now.send from the caller's own thread (Hopac's MbMsg benchmark sends from
//     Parallel.For threads the same way). It never blocks: under the mailbox's lock it either hands the value to a
//     waiting taker (whose continuation is pushed to the scheduler) or enqueues it. One union case per Add.
//   HopacChCounter.AddMany: the seed's ChMsg shape. `run (Job.forN count (Ch.give ch (Add amount)))` runs, on
//     Hopac's workers, one job that gives the same Add message count times; each give is a rendezvous that completes
//     when the server takes the message, and the calling thread blocks in `run` until the last one is taken. Like
//     the seed, the message object is created once per run, not per give.
//   GetAndResetAsync (both): a job that sends GetAndReset with a new IVar and reads the IVar, started as a Task.
//
// Ordering the workload relies on
//   Mailbox: a send returns after its value is enqueued or handed to the taker, and the server takes values in
//   that order; Ch: a give returns only once the server took it, and the server handles a message before it takes
//   the next. Either way a GetAndReset sent after every sender's last Add returned is handled after all of them.
//
// Crossings (a counting pass, PerfBuf.Core.Threading.Crossings): while one is active every Add is a counted one, its
//   amount carrying the Add's slot in its high half (HopacMailboxCounter.Add(amount, slot) from the sender's thread,
//   HopacChCounter.AddMany(count, amount, firstSlot) from the Hopac job that gives it); each records the Add's send
//   right before it hands the message over, and the server records the Add's handling in that slot, and a
//   GetAndReset's in slot 0 (the workload asks one at a time and gives no Add that slot).
//
// Memory ordering: Hopac's own (its mailbox lock, its scheduler's work queues); this file shares no mutable state
//   between threads.
//
// Stop: StopAsync sends StopCounter behind everything sent before it and completes with the total the server had;
//   the server job then ends (a Hopac job cannot be killed from outside; ending its loop is how it stops). Sends
//   after the stop are never taken: a Mailbox keeps them, a Ch give blocks forever, which is why callers stop only
//   after their senders are done.
//
// Known weaknesses (Hopac's, by design): the global scheduler's workers are shared by every Hopac job in the
//   process; `run` from a plain thread blocks that thread on an event until the job finishes; Hopac's documentation
//   recommends server GC, and E12 runs every row under the same (workstation) GC settings.

namespace PerfBuf.Peers.HopacFSharp

open System.Threading.Tasks
open Hopac
open Hopac.Infixes
open PerfBuf.Core.Threading
open PerfBuf.Workloads.Payloads

/// Seed 002's counter messages.
type internal CounterMsg =
    | Add of int64
    | GetAndReset of IVar<int64>
    | StopCounter of IVar<int64>

module internal CounterServer =
    /// The server loop over a message source (a Mailbox or a Ch, both alternatives to take from).
    let rec serve (take: Alt<CounterMsg>) (total: int64) : Job<unit> =
        take
        >>= function
            | Add n -> serve take (total + CountedAmount.Add n)
            | GetAndReset reply ->
                CountedAmount.AskHop()
                IVar.fill reply total >>= fun () -> serve take 0L
            | StopCounter finished -> IVar.fill finished total

    /// A job that asks through send and returns the answer filled into a new IVar.
    let ask (send: CounterMsg -> Job<unit>) (make: IVar<int64> -> CounterMsg) : Job<int64> =
        Job.delay (fun () ->
            let reply = IVar<int64>()
            send (make reply) >>= fun () -> IVar.read reply :> Job<int64>)

/// Seed 002's counter actor on a Hopac Mailbox: Add sends without blocking from any thread.
/// Follows Hopac's own CounterActor and PostMailbox programs (its Benchmarks/ folder) for the server loop over a
/// Mailbox (and a Ch: HopacChCounter). Differs from them: the lab's workload (Adds from many threads, GetAndReset
/// answered through an IVar, the total checked); jobs started on Hopac's global scheduler from outside Hopac (a Task
/// per ask) since the lab's callers are plain threads; GC: run under both workstation and server GC, the faster is
/// quoted (its programs set ServerGarbageCollection in their project files: Benchmarks/CounterActor, PostMailbox).
[<Sealed>]
type HopacMailboxCounter private (mailbox: Mailbox<CounterMsg>) =
    let gate = obj ()
    let mutable stop: Task<int64> | null = null // under gate

    /// Starts the server job on Hopac's global scheduler.
    static member Start() =
        let mailbox = Mailbox<CounterMsg>()
        start (CounterServer.serve (Mailbox.take mailbox) 0L)
        HopacMailboxCounter(mailbox)

    /// Mailbox.Now.send mailbox (Add amount): never blocks.
    member _.Add(amount: int64) = Mailbox.Now.send mailbox (Add amount)

    /// A counted Add (a crossings counting pass): amount (0 … 2^32 − 1) with slot in the message's amount, from which
    /// the server records the Add's hop. The caller records the send.
    member _.Add(amount: int64, slot: int) = Mailbox.Now.send mailbox (Add(CountedAmount.Encode(amount, slot)))

    /// Sends GetAndReset with a new IVar and completes with the total the server filled in (it continues from 0).
    member _.GetAndResetAsync() : Task<int64> =
        startAsTask (CounterServer.ask (Mailbox.send mailbox) GetAndReset)

    /// Ends the server behind every message sent before; completes with the total it had. Later calls return the
    /// same task.
    member _.StopAsync() : Task<int64> =
        lock gate (fun () ->
            match stop with
            | null ->
                let stopping = startAsTask (CounterServer.ask (Mailbox.send mailbox) StopCounter)
                stop <- stopping
                stopping
            | stopping -> stopping)

/// Seed 002's counter actor on a Hopac Ch: every Add is a rendezvous with the server.
[<Sealed>]
type HopacChCounter private (channel: Ch<CounterMsg>) =
    let gate = obj ()
    let mutable stop: Task<int64> | null = null // under gate

    /// Starts the server job on Hopac's global scheduler.
    static member Start() =
        let channel = Ch<CounterMsg>()
        start (CounterServer.serve (Ch.take channel) 0L)
        HopacChCounter(channel)

    /// The seed's sender: runs Job.forN count (Ch.give channel (Add amount)) on Hopac's workers (one Add message for
    /// the whole run) and blocks the calling thread until the server has taken every one of them.
    member _.AddMany(count: int, amount: int64) =
        if count < 0 then
            raise (System.ArgumentOutOfRangeException(nameof count, count, "The number of Adds cannot be negative."))
        run (Job.forN count (Ch.give channel (Add amount)))

    /// The counted form of AddMany (a crossings counting pass active): give i carries slot firstSlot + i in its
    /// amount, and its send is recorded on the Hopac worker that gives it, right before the give.
    member _.AddMany(count: int, amount: int64, firstSlot: int) =
        if count < 0 then
            raise (System.ArgumentOutOfRangeException(nameof count, count, "The number of Adds cannot be negative."))
        match Crossings.Active with
        | null -> raise (System.InvalidOperationException("A counted AddMany runs during a crossings counting pass only."))
        | crossings ->
            run (Job.forUpTo firstSlot (firstSlot + count - 1) (fun slot ->
                Job.delay (fun () ->
                    crossings.Send slot
                    Ch.give channel (Add(CountedAmount.Encode(amount, slot))) :> Job<unit>)))

    /// Gives GetAndReset with a new IVar and completes with the total the server filled in (it continues from 0).
    member _.GetAndResetAsync() : Task<int64> =
        startAsTask (CounterServer.ask (fun m -> Ch.give channel m :> Job<unit>) GetAndReset)

    /// Ends the server once it has taken every Add given before; completes with the total it had. Later calls return
    /// the same task.
    member _.StopAsync() : Task<int64> =
        lock gate (fun () ->
            match stop with
            | null ->
                let stopping = startAsTask (CounterServer.ask (fun m -> Ch.give channel m :> Job<unit>) StopCounter)
                stop <- stopping
                stopping
            | stopping -> stopping)
