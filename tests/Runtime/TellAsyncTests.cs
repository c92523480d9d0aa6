using PerfBuf.Mailboxes;
using PerfBuf.Runtime;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// TellAsync's promises: with room it completes at once; on a full bounded mailbox it stays pending (holding no thread)
/// until the actor frees room, then the message is accepted and handled in order; to a stopped actor it fails its task
/// with InvalidOperationException instead of throwing. Deterministic: the actor is held at a gate while the mailbox fills.
/// </summary>
[Collection(nameof(RuntimeCollection))]
public sealed class TellAsyncTests
{
    private sealed class Held
    {
        public readonly ManualResetEventSlim Gate = new(false);
        public readonly ManualResetEventSlim AtGate = new(false);
        public readonly List<long> Handled = [];
    }

    /// <summary>Waits at the gate on message 0, then records every message (one run at a time: no lock needed).</summary>
    private readonly struct HeldHandler(Held held) : IHandler<long>
    {
        public void Handle(in long item)
        {
            if (item == 0)
            {
                held.AtGate.Set();
                held.Gate.Wait(Hang);
            }
            held.Handled.Add(item);
        }
    }

    [Fact]
    public Task A_full_mailbox_keeps_TellAsync_pending_until_room_frees_and_nothing_is_lost_or_reordered() => Guarded(async () =>
    {
        const int capacity = ActorOptions.MinMailboxCapacity;
        var held = new Held();
        await using var system = new ActorSystem("tell-async");
        var actor = system.Spawn<long, HeldHandler>(() => new HeldHandler(held), new ActorOptions { MailboxCapacity = capacity });

        Assert.True(actor.TellAsync(0).IsCompletedSuccessfully);
        Assert.True(held.AtGate.Wait(Hang), "the handler never reached the gate");

        // the actor holds message 0: the mailbox accepts at most `capacity` more before the first TellAsync waits
        var next = 1L;
        ValueTask pending = default;
        while (next <= 2 * capacity)
        {
            pending = actor.TellAsync(next++);
            if (!pending.IsCompleted)
            {
                break;
            }
            Assert.True(pending.IsCompletedSuccessfully, $"TellAsync({next - 1}) failed with room in the mailbox");
        }
        Assert.False(pending.IsCompleted, $"no TellAsync waited after {next - 1} messages to a mailbox of {capacity}");
        Assert.InRange(next - 2, capacity / 2, capacity); // accepted before the one that waits (the mailbox's documented bound)

        held.Gate.Set();
        await Bounded(pending.AsTask(), "the pending TellAsync once the actor freed room");
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
        Assert.Equal(Enumerable.Range(0, (int)next).Select(i => (long)i), held.Handled);

        var refused = actor.TellAsync(next); // never throws: the task says the message was not accepted
        Assert.True(refused.IsFaulted);
        await Assert.ThrowsAsync<InvalidOperationException>(() => refused.AsTask());
    });
}
