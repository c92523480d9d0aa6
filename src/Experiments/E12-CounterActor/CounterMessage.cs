// Design: the counter actor of seed 002 on the lab's own actors — one message struct, one struct handler.
//
// Shape
//   CounterMessage is a 24-byte struct: Amount (the Add) and a ReplyTo<long> (Ask.cs) that is empty for an Add and
//   set for a GetAndReset. Posting an Add copies the struct into the mailbox's ring: nothing is allocated per message.
//   CounterHandler is a struct IHandler<CounterMessage> holding the running total; an actor copies it to the thread
//   or run that drains the mailbox, so the total is written by that one drainer at a time and never shared.
//   GetAndReset rents a pooled reply (ReplyPool<long>), posts the message and returns the ValueTask the handler
//   completes with the total (setting it to 0 in the same step): the ask allocates nothing in steady state either.
//
// Who writes what
//   The total: the actor's drain only (a mailbox hands messages to one handler at a time; the lab's actors publish
//   each message with the ring's release store and take it with an acquire load, so an Add's amount is visible to
//   the handler that sums it). The reply: the handler completes it once (ReplyTo's claim, Ask.cs); the asker reads it
//   through the ValueTask. Nothing here adds a shared field, so no fence of its own is needed.
//
// Ordering the workload relies on
//   Every lab mailbox is FIFO per poster and a Post returns once its message is published, so a GetAndReset posted
//   after every sender's last Add returned is handled after all of them: its answer is the whole total.
//
// Stop and faults
//   A GetAndReset still in the mailbox when the actor stops without draining, or faults, is failed with the reason
//   (IUndeliverable: the actor calls OnUndelivered for every message it drops), so no asker waits forever; an Add
//   dropped that way is simply not counted. A draining stop answers every GetAndReset posted before it.
//
// Crossings (a counting pass, PerfBuf.Core.Threading.Crossings): while one is active the senders post counted Adds,
//   whose Amount carries the Add's slot in its high half (CountedAmount); the handler reads the slot back to record the
//   Add's hop, and a GetAndReset's hop in CounterRun.AskSlot. Outside a pass the handler pays one null check per message.
//
// Known weaknesses: the handler trusts Amount (no overflow check: the workload's totals are far from 2^63); a
//   GetAndReset whose ValueTask is never awaited keeps its pooled reply (the pool allocates a replacement).

using PerfBuf.Core.Threading;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E12;

/// <summary>
/// Seed 002's counter message for the lab's actors: <see cref="Add"/> an amount, or <see cref="GetAndReset"/> the total
/// into a pooled reply. A struct, so posting one allocates nothing.
/// </summary>
public readonly struct CounterMessage : IUndeliverable
{
    private CounterMessage(long amount, ReplyTo<long> reply)
    {
        Amount = amount;
        Reply = reply;
    }

    /// <summary>The amount an Add adds (0 for a GetAndReset).</summary>
    public long Amount { get; }

    /// <summary>Where a GetAndReset's answer goes; empty for an Add.</summary>
    public ReplyTo<long> Reply { get; }

    /// <summary>True for a GetAndReset, false for an Add.</summary>
    public bool IsGetAndReset => !Reply.IsEmpty;

    /// <summary>An Add of <paramref name="amount"/>.</summary>
    public static CounterMessage Add(long amount) => new(amount, default);

    /// <summary>A counted Add (the senders' during a crossings counting pass): <paramref name="amount"/> with its crossings
    /// <paramref name="slot"/> in the Amount's high half (<see cref="CountedAmount"/>).</summary>
    public static CounterMessage Add(long amount, int slot) => new(CountedAmount.Encode(amount, slot), default);

    /// <summary>A GetAndReset answered through <paramref name="reply"/> (rented from a <see cref="ReplyPool{TReply}"/>).</summary>
    /// <exception cref="ArgumentException"><paramref name="reply"/> is empty (<c>default</c>).</exception>
    public static CounterMessage GetAndReset(ReplyTo<long> reply) =>
        reply.IsEmpty ? throw new ArgumentException("A GetAndReset needs a reply handle; rent one from a ReplyPool<long>.", nameof(reply)) : new(0, reply);

    /// <summary>Fails a dropped GetAndReset with <paramref name="reason"/>; a dropped Add has no one to tell.</summary>
    public void OnUndelivered(Exception reason)
    {
        if (IsGetAndReset)
        {
            Reply.Fail(reason);
        }
    }
}

/// <summary>The counter actor's behaviour: a running total that Adds add to and GetAndReset answers and clears.</summary>
public struct CounterHandler : IHandler<CounterMessage>
{
    private long _total;

    /// <summary>The total so far (read it only where the handler's drainer is not running, e.g. after a stop).</summary>
    public readonly long Total => _total;

    /// <summary>Adds the amount, or answers a GetAndReset with the total and sets it to 0. During a crossings counting
    /// pass every Add is a counted one: the handler records its hop in the slot it carries.</summary>
    public void Handle(in CounterMessage item)
    {
        var crossings = Crossings.Active;
        if (!item.IsGetAndReset)
        {
            _total += crossings is null ? item.Amount : CountedAmount.Hop(crossings, item.Amount);
            return;
        }
        crossings?.Hop(CounterRun.AskSlot);
        var was = _total;
        _total = 0;
        item.Reply.Complete(was);
    }
}

/// <summary>GetAndReset on the lab's actors whose messages are <see cref="CounterMessage"/>s: a dedicated-thread actor or
/// an actor of the runtime (<see cref="ActorSystem"/>).</summary>
public static class CounterAsk
{
    /// <summary>
    /// Rents a reply from <paramref name="replies"/>, posts a GetAndReset with it and returns the ValueTask the handler
    /// completes with the total (await it once). Never throws: a refused post (the actor is stopping or stopped) fails
    /// the ValueTask with the post's InvalidOperationException.
    /// </summary>
    public static ValueTask<long> GetAndResetAsync<THandler>(this ThreadedActor<CounterMessage, THandler> actor, ReplyPool<long> replies)
        where THandler : struct, IHandler<CounterMessage>
    {
        ArgumentNullException.ThrowIfNull(actor);
        ArgumentNullException.ThrowIfNull(replies);
        var replyTo = replies.Rent(out var reply);
        try
        {
            actor.Post(CounterMessage.GetAndReset(replyTo));
        }
        catch (InvalidOperationException refused)
        {
            replyTo.Fail(refused);
        }
        return reply;
    }
    /// <summary>
    /// Rents a reply from <paramref name="replies"/>, tells a GetAndReset with it and returns the ValueTask the handler
    /// completes with the total (await it once). Never throws: a refused tell (the actor is stopping or stopped) fails
    /// the ValueTask with the tell's InvalidOperationException.
    /// </summary>
    public static ValueTask<long> GetAndResetAsync(this ActorRef<CounterMessage> actor, ReplyPool<long> replies)
    {
        ArgumentNullException.ThrowIfNull(actor);
        ArgumentNullException.ThrowIfNull(replies);
        var replyTo = replies.Rent(out var reply);
        try
        {
            actor.Tell(CounterMessage.GetAndReset(replyTo));
        }
        catch (InvalidOperationException refused)
        {
            replyTo.Fail(refused);
        }
        return reply;
    }
}
