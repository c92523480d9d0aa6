using PerfBuf.Mailboxes.Actors;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// ChannelActor over an unbounded and a bounded channel, through the checks it shares with SeedChannelActor
/// (<see cref="ChannelActorTestBase"/>: order, no loss/duplicate with many posters, backpressure (a full bounded
/// channel blocks Post and releases it), fault propagation (PostAsync refused too), stop accounting, idle stop); here,
/// its own: PostAsync on a full channel waits and can be cancelled, and no message reaches the handler after a
/// discarding stop returned. Every wait is bounded.
/// </summary>
[Collection(nameof(ActorCollection))]
public sealed class ChannelActorTests(ITestOutputHelper output) : ChannelActorTestBase(output)
{
    private static ChannelActor<long, SinkHandler> StartActor(Sink sink, int? capacity) =>
        ChannelActor<long, SinkHandler>.Start(new SinkHandler(sink), capacity, name: $"test-channel-{capacity}");

    private protected override StartedActor Start(Sink sink, int? capacity)
    {
        var actor = StartActor(sink, capacity);
        return new(m => actor.Post(m), actor.StopAsync, actor.Completion, actor.DisposeAsync)
        {
            PostAsync = m => actor.PostAsync(m).AsTask(),
        };
    }

    [Fact]
    public Task PostAsync_on_a_full_channel_waits_and_can_be_cancelled() => Guarded(async () =>
    {
        const int capacity = 2;
        using var gate = new ManualResetEventSlim(false);
        var sink = new Sink(1) { Gate = gate };
        var actor = StartActor(sink, capacity);
        long next = 0;
        // fill: message 0 in the handler (or still in the channel), then the channel
        while (true)
        {
            var pending = actor.PostAsync(Sink.Encode(0, next));
            if (!pending.IsCompleted)
            {
                // a waiting write is accepted once room appears; the loop holds message 0, so this one waits
                using var cts = new CancellationTokenSource();
                var cancelled = actor.PostAsync(Sink.Encode(0, next + 1), cts.Token).AsTask();
                cts.Cancel();
                await Assert.ThrowsAnyAsync<OperationCanceledException>(() => cancelled.WaitAsync(Hang));
                gate.Set();
                await pending.AsTask().WaitAsync(Hang);
                next++;
                break;
            }
            await pending;
            next++;
            Assert.True(next <= capacity + 1, "PostAsync never waited on a full bounded channel");
        }
        Assert.Equal(0, await Bounded(actor.StopAsync(drain: true), "draining stop"));
        Assert.Equal(next, sink.Handled); // the cancelled write was not accepted
        Assert.Null(sink.Violation);
    });

    /// <summary>
    /// The loop takes its first message only after a discarding stop returned (its first step runs on a scheduler
    /// the test releases after StopAsync): that message, like every other, must not reach the handler.
    /// </summary>
    [Theory]
    [MemberData(nameof(Capacities))]
    public Task No_message_reaches_the_handler_after_a_discarding_stop_returned(int? capacity) => Guarded(async () =>
    {
        const int posted = 5;
        var sink = new Sink(1);
        var loop = new HeldScheduler();
        var actor = ChannelActor<long, SinkHandler>.Start(new SinkHandler(sink), capacity, "held-loop", loop);
        for (long i = 0; i < posted; i++)
        {
            actor.Post(Sink.Encode(0, i));
        }
        var stop = actor.StopAsync(drain: false);
        loop.RunHeld(); // the loop's first step: it finds the messages and the stop
        Assert.Equal(posted, await Bounded(stop, "discarding stop"));
        Assert.Equal(0, sink.Handled);
    });

    /// <summary>Keeps the tasks queued to it until <see cref="RunHeld"/> runs them on the calling thread.</summary>
    private sealed class HeldScheduler : TaskScheduler
    {
        private readonly List<Task> _held = [];

        public void RunHeld()
        {
            Task[] tasks;
            lock (_held)
            {
                tasks = [.. _held];
                _held.Clear();
            }
            foreach (var task in tasks)
            {
                TryExecuteTask(task);
            }
        }

        protected override void QueueTask(Task task)
        {
            lock (_held)
            {
                _held.Add(task);
            }
        }

        protected override bool TryExecuteTaskInline(Task task, bool taskWasPreviouslyQueued) => false;

        protected override IEnumerable<Task> GetScheduledTasks()
        {
            lock (_held)
            {
                return [.. _held];
            }
        }
    }
}
