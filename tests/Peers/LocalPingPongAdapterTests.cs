using PerfBuf.Workloads.Payloads;
#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.Akka;
#endif
#if PERFBUF_PEER_ORLEANS
using PerfBuf.Peers.MicrosoftOrleans;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The local ping-pong adapters behind E13, the same checks for every peer (a subclass per peer below): every pair's
/// ping sends its batches, its pong echoes every message, each pair sees exactly its sequence numbers back in order,
/// twice over (a second rally on the same actors), the system shuts down cleanly, the adapters run with the settings
/// they state, and bad arguments are refused. Each peer's test is skipped, naming its peer, where that peer is not built.
/// </summary>
public abstract class LocalPingPongAdapterTests
{
    private const int Pairs = 3;
    private const int Batch = 10;
    private const int RoundTrips = 200;

    /// <summary>P pairs' rally functions and what they saw: pair i echoes 0 … M − 1 in batches of B.</summary>
    private sealed class RallyRecord
    {
        private readonly List<int>[] _echoes = [.. Enumerable.Range(0, Pairs).Select(_ => new List<int>())];
        private readonly int[] _sent = new int[Pairs];
        private readonly CountdownEvent _done = new(Pairs);

        public IReadOnlyList<Func<int, int>> Rallies => [.. Enumerable.Range(0, Pairs).Select(p => new Func<int, int>(s => Play(p, s)))];

        private int Play(int pair, int sequence)
        {
            if (sequence != Rally.Serve)
            {
                _echoes[pair].Add(sequence);
                if (_echoes[pair].Count % Batch != 0)
                {
                    return -1;
                }
                if (_echoes[pair].Count == RoundTrips)
                {
                    _done.Signal();
                    return -1;
                }
            }
            var first = _sent[pair];
            _sent[pair] += Batch;
            return first;
        }

        /// <summary>Serves every pair through <paramref name="serve"/> and checks each pair's echoes.</summary>
        public void Run(Action<int> serve)
        {
            foreach (var list in _echoes)
            {
                list.Clear();
            }
            Array.Clear(_sent);
            _done.Reset();
            for (var p = 0; p < Pairs; p++)
            {
                serve(p);
            }
            Assert.True(_done.Wait(ActorWorkloadChecks.Patience), $"not every pair finished: {string.Join(", ", _echoes.Select(e => e.Count))} echoes");
            Assert.All(_echoes, e => Assert.Equal(Enumerable.Range(0, RoundTrips), e));
        }
    }

    /// <summary>A started adapter: its pairs, a serve, what follows a rally (Orleans waits for the pings' calls), its stop.</summary>
    protected sealed record Rallies(int Pairs, Action<int> Serve, Action AfterRally, Func<Task> StopAsync);

    /// <summary>
    /// The peer's pairs started with <paramref name="rallies"/> and <paramref name="batch"/> (its own argument checks
    /// first: a bad argument throws from the call or from the task), its settings checked.
    /// </summary>
    protected abstract Task<Rallies> StartAsync(IReadOnlyList<Func<int, int>> rallies, int batch);

    [PeerFact]
    public async Task Pairs_echo_every_message_of_every_batch()
    {
        var record = new RallyRecord();
        var pairs = await StartAsync(record.Rallies, Batch);
        Assert.Equal(Pairs, pairs.Pairs);
        record.Run(pairs.Serve);
        pairs.AfterRally();
        record.Run(pairs.Serve);
        pairs.AfterRally();
        await pairs.StopAsync();
        Start start = (rallies, batch) => StartAsync(rallies, batch).GetAwaiter().GetResult();
        Assert.Throws<ArgumentNullException>("rallies", () => start(null!, Batch));
        Assert.Throws<ArgumentOutOfRangeException>("rallies", () => start([], Batch));
        Assert.Throws<ArgumentNullException>("rallies", () => start([s => -1, null!], Batch));
        Assert.Throws<ArgumentOutOfRangeException>("batch", () => start([s => -1], 0));
    }

    private delegate Rallies Start(IReadOnlyList<Func<int, int>> rallies, int batch);
}

[Peer(Project)]
public sealed class ProtoActorLocalPingPongAdapterTests : LocalPingPongAdapterTests
{
    private const string Project = "ProtoActor";

    protected override Task<Rallies> StartAsync(IReadOnlyList<Func<int, int>> rallies, int batch)
    {
#if PERFBUF_PEER_PROTOACTOR
        var proto = ProtoActorLocalPingPong.Start(rallies, batch);
        Assert.Equal(ProtoActorLocalPingPong.Throughput, proto.DispatcherThroughput);
        return Task.FromResult(new Rallies(proto.Pairs, proto.Serve, static () => { },
            () => PeerAdapter.StopAsync(proto, () => proto.IsStopped, ActorWorkloadChecks.Patience)));
#else
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}

[Peer(Project)]
public sealed class AkkaLocalPingPongAdapterTests : LocalPingPongAdapterTests
{
    private const string Project = "Akka";

    protected override Task<Rallies> StartAsync(IReadOnlyList<Func<int, int>> rallies, int batch)
    {
#if PERFBUF_PEER_AKKA
        var akka = AkkaLocalPingPong.Start(rallies, batch);
        Assert.Equal(AkkaHost.Throughput, akka.ConfiguredThroughput); // the lab's one Akka.NET throughput
        return Task.FromResult(new Rallies(akka.Pairs, akka.Serve, static () => { },
            () => PeerAdapter.StopAsync(akka, () => akka.IsStopped, ActorWorkloadChecks.Patience)));
#else
        throw PeerAdapter.NotBuilt(Project);
#endif
    }

    /// <summary>E13's sweep starts the pairs with its own throughput, and the running system has it; 0 is refused.</summary>
    [PeerFact(Project)]
    public async Task A_swept_throughput_is_the_one_the_system_runs()
    {
#if PERFBUF_PEER_AKKA
        Func<int, int>[] rallies = [static _ => -1];
        var akka = AkkaLocalPingPong.Start(rallies, batch: 1, throughput: 5);
        try
        {
            Assert.Equal(5, akka.ConfiguredThroughput);
        }
        finally
        {
            await akka.DisposeAsync();
        }
        Assert.Throws<ArgumentOutOfRangeException>(() => AkkaLocalPingPong.Start(rallies, batch: 1, throughput: 0));
#else
        await Task.CompletedTask;
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}

/// <summary>Orleans: grain pairs echo every call of every batch; after each rally every ping's <c>Play</c> call returns.</summary>
[Peer(Project)]
public sealed class OrleansLocalPingPongAdapterTests : LocalPingPongAdapterTests
{
    private const string Project = "Orleans";

    protected override async Task<Rallies> StartAsync(IReadOnlyList<Func<int, int>> rallies, int batch)
    {
#if PERFBUF_PEER_ORLEANS
        var orleans = await OrleansLocalPingPong.StartAsync(rallies, batch).WaitAsync(ActorWorkloadChecks.Patience);
        return new Rallies(orleans.Pairs, orleans.Serve, () => orleans.WaitServed(ActorWorkloadChecks.Patience),
            () => PeerAdapter.StopAsync(orleans, () => orleans.IsStopped, ActorWorkloadChecks.Patience));
#else
        await Task.CompletedTask;
        throw PeerAdapter.NotBuilt(Project);
#endif
    }
}
