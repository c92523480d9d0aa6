#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.AkkaNet;
#endif
#if PERFBUF_PEER_ORLEANS
using PerfBuf.Peers.MicrosoftOrleans;
#endif
#if PERFBUF_PEER_HOPAC
using PerfBuf.Peers.HopacFSharp;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The counter adapters behind E12, one peer at a time: Adds from several sender threads are all counted, GetAndReset
/// answers the total and clears it, and the peer stops cleanly. Each test is skipped, naming its peer, where that peer
/// is not built.
/// </summary>
public sealed class CounterAdapterTests
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);

    private const int Senders = 4;
    private const int PerSender = 2_000;

    /// <summary>Runs <see cref="Senders"/> threads, each calling <paramref name="addMany"/> for its share; returns the expected total.</summary>
    private static long Send(Action<int, long> addMany)
    {
        var threads = Enumerable.Range(0, Senders).Select(p => new Thread(() => addMany(PerSender, p + 1)) { IsBackground = true }).ToArray();
        foreach (var t in threads)
        {
            t.Start();
        }
        foreach (var t in threads)
        {
            Assert.True(t.Join(Patience), "a sender is stuck");
        }
        return Enumerable.Range(1, Senders).Sum(amount => (long)amount * PerSender);
    }

    private static void AddEach(Action<long> add, int count, long amount)
    {
        for (var i = 0; i < count; i++)
        {
            add(amount);
        }
    }

    [PeerFact("ProtoActor")]
    public async Task Proto_Actor_counts_every_Add_and_resets()
    {
#if PERFBUF_PEER_PROTOACTOR
        var counter = ProtoCounter.Start();
        var expected = Send((count, amount) => AddEach(counter.Add, count, amount));
        Assert.Equal(expected, await counter.GetAndResetAsync().WaitAsync(Patience));
        Assert.Equal(0, await counter.GetAndResetAsync().WaitAsync(Patience));
        await counter.DisposeAsync().AsTask().WaitAsync(Patience);
        Assert.True(counter.IsStopped);
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact("Akka")]
    public async Task Akka_NET_counts_every_Add_and_resets()
    {
#if PERFBUF_PEER_AKKA
        var counter = AkkaCounter.Start();
        Assert.Equal(AkkaCounter.Throughput, counter.ConfiguredThroughput);
        var expected = Send((count, amount) => AddEach(counter.Add, count, amount));
        Assert.Equal(expected, await counter.GetAndResetAsync().WaitAsync(Patience));
        Assert.Equal(0, await counter.GetAndResetAsync().WaitAsync(Patience));
        await counter.DisposeAsync().AsTask().WaitAsync(Patience);
        Assert.True(counter.IsStopped);
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact("Orleans")]
    public async Task Orleans_counts_every_awaited_Add_and_resets()
    {
#if PERFBUF_PEER_ORLEANS
        var counter = await OrleansCounter.StartAsync().WaitAsync(Patience);
        Assert.Equal(0, await counter.GetAndResetAsync().AsTask().WaitAsync(Patience));
        var expected = Send((count, amount) =>
        {
            var calls = new Task[100];
            for (var sent = 0; sent < count; sent += calls.Length)
            {
                for (var i = 0; i < calls.Length; i++)
                {
                    calls[i] = counter.AddAsync(amount);
                }
                Assert.True(Task.WaitAll(calls, Patience), "Add calls not answered");
            }
        });
        Assert.Equal(expected, await counter.GetAndResetAsync().AsTask().WaitAsync(Patience));
        Assert.Equal(0, await counter.GetAndResetAsync().AsTask().WaitAsync(Patience));
        await counter.DisposeAsync().AsTask().WaitAsync(Patience);
        Assert.True(counter.IsStopped);
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact("Hopac")]
    public async Task Hopac_Mailbox_counts_every_Add_and_resets()
    {
#if PERFBUF_PEER_HOPAC
        var counter = HopacMailboxCounter.Start();
        var expected = Send((count, amount) => AddEach(counter.Add, count, amount));
        Assert.Equal(expected, await counter.GetAndResetAsync().WaitAsync(Patience));
        Assert.Equal(0, await counter.GetAndResetAsync().WaitAsync(Patience));
        counter.Add(5);
        Assert.Equal(5, await counter.StopAsync().WaitAsync(Patience));
        Assert.Same(counter.StopAsync(), counter.StopAsync());
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact("Hopac")]
    public async Task Hopac_Ch_counts_every_Add_and_resets()
    {
#if PERFBUF_PEER_HOPAC
        var counter = HopacChCounter.Start();
        var expected = Send((count, amount) => counter.AddMany(count, amount));
        Assert.Equal(expected, await counter.GetAndResetAsync().WaitAsync(Patience));
        Assert.Equal(0, await counter.GetAndResetAsync().WaitAsync(Patience));
        counter.AddMany(2, 5);
        Assert.Equal(10, await counter.StopAsync().WaitAsync(Patience));
        Assert.Throws<ArgumentOutOfRangeException>("count", () => counter.AddMany(-1, 1));
#else
        await Task.CompletedTask;
#endif
    }
}
