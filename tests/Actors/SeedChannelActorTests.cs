using PerfBuf.Mailboxes.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// SeedChannelActor (the seed's Channel actor: a default channel, a ReadAsync per message) over an unbounded and a
/// bounded channel, through the checks it shares with ChannelActor (<see cref="ChannelActorTestBase"/>: order, no
/// loss/duplicate with many posters, a full bounded channel blocks Post and releases it, a post to an idle actor (its
/// loop parked in ReadAsync) is handled, fault propagation, stop accounting, idle stop), its draining stops waited for
/// while the handled count moves; here, its own: a Post blocked on a full channel is refused by a stop. Every wait is
/// bounded. FaultInjectionTests and DroppedAskTests run it under racing stops and asks too.
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class SeedChannelActorTests(ITestOutputHelper output) : ChannelActorTestBase(output)
{
    private static SeedChannelActor<long, SinkHandler> StartActor(Sink sink, int? capacity) =>
        SeedChannelActor<long, SinkHandler>.Start(new SinkHandler(sink), capacity, name: $"test-seed-channel-{capacity}");

    private protected override StartedActor Start(Sink sink, int? capacity)
    {
        var actor = StartActor(sink, capacity);
        return new(m => actor.Post(m), actor.StopAsync, actor.Completion, actor.DisposeAsync);
    }

    private protected override bool DrainWaitsWhileHandledMoves => true;

    [Fact]
    public Task A_post_blocked_on_a_full_channel_is_refused_by_the_stop() => Guarded(async () =>
    {
        const int capacity = 2;
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var actor = StartActor(sink, capacity);
        long accepted = 0;
        Exception? refused = null;
        var poster = new Thread(() =>
        {
            try
            {
                for (long i = 0; ; i++)
                {
                    actor.Post(Sink.Encode(0, i));
                    Volatile.Write(ref accepted, i + 1);
                }
            }
            catch (InvalidOperationException e)
            {
                refused = e;
            }
        }) { IsBackground = true, Name = "poster" };
        poster.Start();
        SpinUntil(() => Volatile.Read(ref accepted) >= capacity
            && (poster.ThreadState & System.Threading.ThreadState.WaitSleepJoin) != 0, "poster blocked on the full channel");
        var stop = actor.StopAsync(drain: true);
        Assert.True(poster.Join(Hang), "the stop did not release the blocked Post");
        Assert.NotNull(refused);
        gate.Set();
        Assert.Equal(0, await Bounded(stop, "draining stop"));
        Assert.Equal(Volatile.Read(ref accepted), sink.Handled); // every accepted post handled, the refused one not
        Assert.Null(sink.Violation);
    });
}
