using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Tests.Core;

/// <summary>The counting pass of thread crossings: what it counts, what it refuses, and that it is off outside a pass.
/// In the non-parallel collection: a pass is process-wide (<see cref="Crossings.Active"/>), so a pass of these tests
/// running beside another test's workload would make that workload count hops it never sent.</summary>
[Collection(PerfBuf.Tests.Experiments.SmokeCollection.Name)]
public sealed class CrossingsTests
{
    [Fact]
    public void Hops_on_the_senders_thread_do_not_cross_and_a_hop_on_another_thread_does()
    {
        var pass = Crossings.Run(2, () =>
        {
            var c = Crossings.Active!;
            c.Send(0);
            c.Hop(0); // same thread: no crossing
            c.Send(1);
            var other = new Thread(() => c.Hop(1));
            other.Start();
            other.Join(); // Join orders the other thread's write before the next read
            c.Hop(1); // back on this thread: a second crossing
        });
        Assert.Equal(3, pass.Hops);
        Assert.Equal(2, pass.Count);
        Assert.Equal(0.5, pass.PerOperation(4));
        Assert.Null(Crossings.Active);
    }

    [Fact]
    public void A_request_and_its_reply_between_two_threads_cross_twice_per_round_trip()
    {
        const int RoundTrips = 1000;
        var pass = Crossings.Run(1, () =>
        {
            var c = Crossings.Active!;
            using var request = new SemaphoreSlim(0);
            using var reply = new SemaphoreSlim(0);
            var server = new Thread(() =>
            {
                for (var i = 0; i < RoundTrips; i++)
                {
                    request.Wait();
                    c.Hop(0);
                    reply.Release();
                }
            });
            server.Start();
            for (var i = 0; i < RoundTrips; i++)
            {
                c.Send(0);
                request.Release();
                reply.Wait();
                c.Hop(0);
            }
            server.Join();
        });
        Assert.Equal(2.0, pass.PerOperation(RoundTrips));
    }

    [Fact]
    public void A_hop_before_its_send_is_refused_and_passes_do_not_nest()
    {
        var error = Assert.Throws<InvalidOperationException>(() => Crossings.Run(1, () => Crossings.Active!.Hop(0)));
        Assert.Contains("before the message's send", error.Message);
        Assert.Throws<InvalidOperationException>(() => Crossings.Run(1, () => Crossings.Run(1, () => { })));
        Assert.Null(Crossings.Active);
        Assert.Throws<ArgumentOutOfRangeException>(() => Crossings.Run(0, () => { }));
    }

    [Fact]
    public void A_counted_amount_carries_its_slot_and_gives_back_its_amount_once_the_hop_is_recorded()
    {
        var counted = CountedAmount.Encode(100, 7);
        Assert.Equal(100, CountedAmount.Add(100)); // no pass active: the value is the amount
        var pass = Crossings.Run(8, () =>
        {
            Crossings.Active!.Send(7);
            Assert.Equal(100, CountedAmount.Add(counted));
        });
        Assert.Equal(1, pass.Hops);
        Assert.Throws<ArgumentOutOfRangeException>(() => CountedAmount.Encode(-1, 0));
        Assert.Throws<ArgumentOutOfRangeException>(() => CountedAmount.Encode((long)uint.MaxValue + 1, 0));
        Assert.Throws<ArgumentOutOfRangeException>(() => CountedAmount.Encode(1, -1));
    }
}
