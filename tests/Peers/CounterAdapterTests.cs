#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.Akka;
#endif
#if PERFBUF_PEER_ORLEANS
using PerfBuf.Peers.MicrosoftOrleans;
#endif
#if PERFBUF_PEER_HOPAC
using PerfBuf.Peers.HopacFSharp;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The counter adapters behind E12, the same checks for every peer (a subclass per peer below): Adds from several sender
/// threads are all counted, GetAndReset answers the total and clears it, and the peer stops cleanly. Each peer's test
/// is skipped, naming its peer, where that peer is not built.
/// </summary>
public abstract class CounterAdapterTests
{
    protected static readonly TimeSpan Patience = TimeSpan.FromSeconds(30);

    private const int Senders = 4;
    private const int PerSender = 2_000;

    /// <summary>A started counter: a sender's Adds (count, amount), GetAndReset, and its stop with the peer's own checks.</summary>
    protected sealed record Counter(Action<int, long> AddMany, Func<Task<long>> GetAndResetAsync, Func<Task> StopAsync);

    /// <summary>Starts the peer's counter and checks the settings it states.</summary>
    protected abstract Task<Counter> StartAsync();

    [PeerFact]
    public async Task Counts_every_Add_and_resets()
    {
        var counter = await StartAsync();
        var expected = Send(counter.AddMany);
        Assert.Equal(expected, await counter.GetAndResetAsync().WaitAsync(Patience));
        Assert.Equal(0, await counter.GetAndResetAsync().WaitAsync(Patience));
        await counter.StopAsync();
    }

    /// <summary><paramref name="count"/> calls of <paramref name="add"/>, one after the other.</summary>
    protected static void AddEach(Action<long> add, int count, long amount)
    {
        for (var i = 0; i < count; i++)
        {
            add(amount);
        }
    }

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
}

[Peer(Project)]
public sealed class ProtoActorCounterAdapterTests : CounterAdapterTests
{
    private const string Project = "ProtoActor";

    protected override Task<Counter> StartAsync()
    {
#if PERFBUF_PEER_PROTOACTOR
        var counter = ProtoActorCounter.Start();
        return Task.FromResult(new Counter((count, amount) => AddEach(counter.Add, count, amount), counter.GetAndResetAsync,
            () => PeerAdapter.StopAsync(counter, () => counter.IsStopped, Patience)));
#else
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}

[Peer(Project)]
public sealed class AkkaCounterAdapterTests : CounterAdapterTests
{
    private const string Project = "Akka";

    protected override Task<Counter> StartAsync()
    {
#if PERFBUF_PEER_AKKA
        var counter = AkkaCounter.Start();
        Assert.Equal(AkkaHost.Throughput, counter.ConfiguredThroughput);
        return Task.FromResult(new Counter((count, amount) => AddEach(counter.Add, count, amount), counter.GetAndResetAsync,
            () => PeerAdapter.StopAsync(counter, () => counter.IsStopped, Patience)));
#else
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}

/// <summary>Orleans: every Add an awaited grain call, 100 in flight per sender.</summary>
[Peer(Project)]
public sealed class OrleansCounterAdapterTests : CounterAdapterTests
{
    private const string Project = "Orleans";

    protected override async Task<Counter> StartAsync()
    {
#if PERFBUF_PEER_ORLEANS
        var counter = await OrleansCounter.StartAsync().WaitAsync(Patience);
        Assert.Equal(0, await counter.GetAndResetAsync().AsTask().WaitAsync(Patience));
        return new Counter(
            (count, amount) =>
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
            },
            () => counter.GetAndResetAsync().AsTask(),
            () => PeerAdapter.StopAsync(counter, () => counter.IsStopped, Patience));
#else
        await Task.CompletedTask;
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}

/// <summary>Hopac's mailbox counter: stopping answers what was added since the last reset, and a second stop is the first.</summary>
[Peer(Project)]
public sealed class HopacMailboxCounterAdapterTests : CounterAdapterTests
{
    private const string Project = "Hopac";

    protected override Task<Counter> StartAsync()
    {
#if PERFBUF_PEER_HOPAC
        var counter = HopacMailboxCounter.Start();
        return Task.FromResult(new Counter((count, amount) => AddEach(counter.Add, count, amount), () => counter.GetAndResetAsync(), async () =>
        {
            counter.Add(5);
            Assert.Equal(5, await counter.StopAsync().WaitAsync(Patience));
            Assert.Same(counter.StopAsync(), counter.StopAsync());
        }));
#else
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}

/// <summary>Hopac's channel counter: a sender's Adds are one <c>AddMany</c>; stopping answers what was added since the last reset.</summary>
[Peer(Project)]
public sealed class HopacChCounterAdapterTests : CounterAdapterTests
{
    private const string Project = "Hopac";

    protected override Task<Counter> StartAsync()
    {
#if PERFBUF_PEER_HOPAC
        var counter = HopacChCounter.Start();
        return Task.FromResult(new Counter((count, amount) => counter.AddMany(count, amount), () => counter.GetAndResetAsync(), async () =>
        {
            counter.AddMany(2, 5);
            Assert.Equal(10, await counter.StopAsync().WaitAsync(Patience));
            Assert.Throws<ArgumentOutOfRangeException>("count", () => counter.AddMany(-1, 1));
        }));
#else
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}
