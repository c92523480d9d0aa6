using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Runtime;

/// <summary>
/// Askers on thread-pool threads, many more than the pool has threads, keep many asks in flight to one actor whose
/// bounded mailbox is much smaller than what they send: an asker that finds the mailbox full must not hold its pool
/// thread while it waits, since the actor's own run needs one. Bound: the askers fail as hung when no ask was answered
/// for Guard.Hang (15 s), generous for a workload that needs well under a second when no thread is held.
/// </summary>
[Collection(nameof(RuntimeCollection))]
public sealed class PoolThreadTellerTests(ITestOutputHelper output)
{
    [Fact]
    public Task Pool_thread_askers_on_a_full_bounded_mailbox_do_not_starve_the_actor() => Guarded(async () =>
    {
        const int askers = 64, inFlight = 16, rounds = 4;
        await using var system = new ActorSystem("pool-askers");
        var actor = system.Spawn<Ask<long, long>, DoublingHandler>(() => new DoublingHandler(new AskGate()),
            new ActorOptions { MailboxCapacity = 8 });
        var replies = new ReplyPool<long>(runContinuationsAsynchronously: true);
        var wrong = 0L;
        var answered = 0L;
        async Task Asker(int id)
        {
            var pending = new ValueTask<long>[inFlight];
            for (var r = 0; r < rounds; r++)
            {
                for (var i = 0; i < inFlight; i++)
                {
                    pending[i] = actor.AskAsync((id * 1000) + (r * inFlight) + i, replies);
                }
                for (var i = 0; i < inFlight; i++)
                {
                    if (await pending[i].ConfigureAwait(false) != 2L * ((id * 1000) + (r * inFlight) + i))
                    {
                        Interlocked.Increment(ref wrong);
                    }
                    Interlocked.Increment(ref answered);
                }
            }
        }
        var clock = System.Diagnostics.Stopwatch.StartNew();
        await Bounded(Task.WhenAll(Enumerable.Range(0, askers).Select(id => Task.Run(() => Asker(id)))),
            $"{askers} pool-thread askers with {inFlight} asks in flight each on a mailbox of 8", () => Interlocked.Read(ref answered));
        output.WriteLine($"{askers * inFlight * rounds} asks in {clock.Elapsed.TotalMilliseconds:F0} ms (informational)");
        Assert.Equal(0, wrong);
        Assert.Equal(0, await Bounded(actor.StopAsync(), "draining stop"));
    });
}
