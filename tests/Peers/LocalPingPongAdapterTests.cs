using PerfBuf.Core.Payloads;
#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif
#if PERFBUF_PEER_AKKA
using PerfBuf.Peers.AkkaNet;
#endif
#if PERFBUF_PEER_ORLEANS
using PerfBuf.Peers.MicrosoftOrleans;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The local ping-pong adapters behind E13, one peer at a time: every pair's ping sends its batches, its pong echoes
/// every message, each pair sees exactly its sequence numbers back in order, twice over (a second rally on the same
/// actors), the system shuts down cleanly, the adapters run with the settings they state, and bad arguments are refused.
/// Each test is skipped, naming its peer, where that peer is not built.
/// </summary>
public sealed class LocalPingPongAdapterTests
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

    private static void CheckArgumentsAreRefused(Action<IReadOnlyList<Func<int, int>>, int> start)
    {
        Assert.Throws<ArgumentNullException>("rallies", () => start(null!, Batch));
        Assert.Throws<ArgumentOutOfRangeException>("rallies", () => start([], Batch));
        Assert.Throws<ArgumentNullException>("rallies", () => start([s => -1, null!], Batch));
        Assert.Throws<ArgumentOutOfRangeException>("batch", () => start([s => -1], 0));
    }

    [PeerFact("ProtoActor")]
    public async Task Proto_Actor_pairs_echo_every_message_of_every_batch()
    {
#if PERFBUF_PEER_PROTOACTOR
        var record = new RallyRecord();
        var proto = ProtoLocalPingPong.Start(record.Rallies, Batch);
        Assert.Equal(Pairs, proto.Pairs);
        Assert.Equal(ProtoLocalPingPong.Throughput, proto.DispatcherThroughput);
        record.Run(proto.Serve);
        record.Run(proto.Serve);
        await proto.DisposeAsync().AsTask().WaitAsync(ActorWorkloadChecks.Patience);
        Assert.True(proto.IsStopped);
        CheckArgumentsAreRefused((rallies, batch) => ProtoLocalPingPong.Start(rallies, batch));
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact("Akka")]
    public async Task Akka_NET_pairs_echo_every_message_of_every_batch()
    {
#if PERFBUF_PEER_AKKA
        var record = new RallyRecord();
        var akka = AkkaLocalPingPong.Start(record.Rallies, Batch);
        Assert.Equal(Pairs, akka.Pairs);
        Assert.Equal(AkkaFanOut.Throughput, akka.ConfiguredThroughput); // Akka.NET's default, left as it ships
        record.Run(akka.Serve);
        record.Run(akka.Serve);
        await akka.DisposeAsync().AsTask().WaitAsync(ActorWorkloadChecks.Patience);
        Assert.True(akka.IsStopped);
        CheckArgumentsAreRefused((rallies, batch) => AkkaLocalPingPong.Start(rallies, batch));
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact("Orleans")]
    public async Task Orleans_grain_pairs_echo_every_call_of_every_batch()
    {
#if PERFBUF_PEER_ORLEANS
        var record = new RallyRecord();
        var orleans = await OrleansLocalPingPong.StartAsync(record.Rallies, Batch).WaitAsync(ActorWorkloadChecks.Patience);
        Assert.Equal(Pairs, orleans.Pairs);
        record.Run(orleans.Serve);
        orleans.WaitServed(ActorWorkloadChecks.Patience);
        record.Run(orleans.Serve);
        orleans.WaitServed(ActorWorkloadChecks.Patience);
        await orleans.DisposeAsync().AsTask().WaitAsync(ActorWorkloadChecks.Patience);
        Assert.True(orleans.IsStopped);
        CheckArgumentsAreRefused((rallies, batch) => OrleansLocalPingPong.StartAsync(rallies, batch).GetAwaiter().GetResult());
#else
        await Task.CompletedTask;
#endif
    }
}
