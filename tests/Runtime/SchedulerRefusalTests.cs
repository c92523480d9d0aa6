using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// The runtime at the edge of its scheduler: an AffinePool that drains, discards or is shut down refuses outside
/// Schedules and drops what it discards. Whoever holds the actor's gate when that happens runs the actor's final step
/// itself: every accepted message is handled or counted (Completion faults with ActorFaultedException, whose inner
/// exception is the scheduler's reason), every ask fails, StopAsync and StopAllAsync complete, and the teller that met
/// the refusal learns its message was not handled. Deterministic: each phase is set up with gated items.
/// </summary>
[Collection(nameof(RuntimeCollection))]
public sealed class SchedulerRefusalTests
{
    public enum PoolPhase
    {
        /// <summary>A draining shutdown waits for an item in hand: outside Schedules are refused ("draining").</summary>
        Draining,

        /// <summary>A discarding shutdown began while an item is in hand: the pool is closed ("shut down").</summary>
        Discarding,

        /// <summary>The shutdown completed.</summary>
        ShutDown,
    }

    private sealed class Counter
    {
        public long Handled;
    }

    private readonly struct CountingHandler(Counter counter) : IHandler<long>
    {
        public void Handle(in long item) => Interlocked.Increment(ref counter.Handled);
    }

    [Theory]
    [InlineData(PoolPhase.Draining)]
    [InlineData(PoolPhase.Discarding)]
    [InlineData(PoolPhase.ShutDown)]
    public Task A_tell_from_outside_a_refusing_affine_pool_ends_the_actor_and_every_stop_completes(PoolPhase phase) =>
        Guarded(async () =>
        {
            var pool = new AffinePool(2, pin: false, name: $"refusing-{phase}");
            var system = new ActorSystem($"refusal-{phase}");
            var counter = new Counter();
            // key 1: worker 1, idle when the pool refuses; worker 0 holds the gate item that keeps the pool from finishing
            var actor = system.Spawn<long, CountingHandler>(() => new CountingHandler(counter),
                new ActorOptions { Scheduler = pool, Key = 1 });
            var asker = system.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()),
                new ActorOptions { Scheduler = pool, Key = 3 });
            var replies = new ReplyPool<long>(runContinuationsAsynchronously: true);
            actor.Tell(1);
            Assert.Equal(4, await Bounded(asker.AskAsync(2, replies).AsTask(), "an ask before the shutdown"));
            SpinUntil(() => Volatile.Read(ref counter.Handled) == 1 && pool.InFlight == 0, "the first message handled");

            using var gate = new ManualResetEventSlim();
            using var atGate = new ManualResetEventSlim();
            pool.Schedule(0, () =>
            {
                atGate.Set();
                gate.Wait(Hang);
            });
            Assert.True(atGate.Wait(Hang));
            var shutdown = pool.ShutdownAsync(drain: phase != PoolPhase.Discarding);
            if (phase == PoolPhase.ShutDown)
            {
                gate.Set();
                await Bounded(shutdown, "the pool's shutdown");
            }

            // the message is accepted, this Tell wins the idle gate, the pool refuses the run: the actor ends here
            var refused = Assert.Throws<ActorFaultedException>(() => actor.Tell(2));
            Assert.Equal(1, refused.Undelivered);
            Assert.IsType<InvalidOperationException>(refused.InnerException);
            Assert.True(actor.Completion.IsCompleted, "the final step ran on the refused teller's thread");
            Assert.Same(refused, await Assert.ThrowsAsync<ActorFaultedException>(() => actor.Completion));
            // from then on nothing is accepted
            Assert.Throws<InvalidOperationException>(() => actor.Tell(3));
            Assert.Equal(TellStatus.Stopped, actor.TryTellStatus(4));

            // an ask that meets the refusal fails with the same reason; AskAsync does not throw
            var ask = asker.AskAsync(5, replies).AsTask();
            var askFailure = await Assert.ThrowsAsync<ActorFaultedException>(() => Bounded(ask, "the refused ask"));
            Assert.IsType<InvalidOperationException>(askFailure.InnerException);
            Assert.Equal(1, askFailure.Undelivered);

            var stopped = await Assert.ThrowsAsync<ActorFaultedException>(() => Bounded(actor.StopAsync(), "StopAsync"));
            Assert.Same(refused, stopped);
            await Bounded(system.StopAllAsync(), "StopAllAsync");
            Assert.Equal(0, system.LiveActors);
            Assert.Equal(1, Volatile.Read(ref counter.Handled)); // handled 1 + undelivered 1 == accepted 2

            gate.Set();
            var result = await Bounded(shutdown, "the pool's shutdown");
            Assert.Equal(0, result.Faults);
        });

    [Theory]
    [InlineData(true)]
    [InlineData(false)]
    public Task Stopping_idle_actors_on_a_refusing_pool_completes_every_one(bool drain) => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false, name: "refusing-stop");
        var system = new ActorSystem("refusal-stop-all");
        var counter = new Counter();
        var actors = Enumerable.Range(0, 4).Select(k => system.Spawn<long, CountingHandler>(
            () => new CountingHandler(counter), new ActorOptions { Scheduler = pool, Key = k })).ToArray();
        foreach (var actor in actors)
        {
            actor.Tell(1);
        }
        SpinUntil(() => Volatile.Read(ref counter.Handled) == actors.Length && pool.InFlight == 0, "every actor idle");
        await Bounded(pool.ShutdownAsync(), "the pool's shutdown");
        // every actor is idle with an empty mailbox: its final step runs on this thread, nothing was lost
        await Bounded(system.StopAllAsync(drain), "StopAllAsync on a shut-down pool");
        Assert.Equal(0, system.LiveActors);
        foreach (var actor in actors)
        {
            Assert.Equal(0, await Bounded(actor.Completion, "each actor's Completion"));
        }
    });

    [Fact]
    public Task A_run_a_discarding_pool_drops_ends_its_actor_and_counts_its_messages() => Guarded(async () =>
    {
        var pool = new AffinePool(2, pin: false, name: "dropping");
        var system = new ActorSystem("dropped-run");
        var counter = new Counter();
        var queued = system.Spawn<long, CountingHandler>(() => new CountingHandler(counter),
            new ActorOptions { Scheduler = pool, Key = 0 });
        var idle = system.Spawn<long, CountingHandler>(() => new CountingHandler(counter),
            new ActorOptions { Scheduler = pool, Key = 1 });
        using var gate = new ManualResetEventSlim();
        using var atGate = new ManualResetEventSlim();
        pool.Schedule(0, () =>
        {
            atGate.Set();
            gate.Wait(Hang);
            idle.Tell(10); // from the pool's own worker during a discarding shutdown: the run is dropped on arrival
        });
        Assert.True(atGate.Wait(Hang));
        for (var i = 0; i < 3; i++)
        {
            queued.Tell(i); // accepted; the run is queued behind the gate item
        }
        var shutdown = pool.ShutdownAsync(drain: false);
        gate.Set();
        var result = await Bounded(shutdown, "the discarding shutdown");
        Assert.Equal(2, result.Dropped); // the queued actor's run, and the run the worker's item scheduled

        var queuedFault = await Assert.ThrowsAsync<ActorFaultedException>(() => Bounded(queued.Completion, "the dropped actor"));
        Assert.Equal(3, queuedFault.Undelivered);
        var idleFault = await Assert.ThrowsAsync<ActorFaultedException>(() => Bounded(idle.Completion, "the actor dropped on arrival"));
        Assert.Equal(1, idleFault.Undelivered);
        await Bounded(system.StopAllAsync(), "StopAllAsync");
        Assert.Equal(0, system.LiveActors);
        Assert.Equal(0, Volatile.Read(ref counter.Handled));
    });
}
