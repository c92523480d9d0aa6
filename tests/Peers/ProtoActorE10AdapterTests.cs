#if PERFBUF_PEER_PROTOACTOR
using PerfBuf.Peers.ProtoActor;
#endif

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The Proto.Actor adapters behind E10: the fan-out delivers every message to every actor in order with Proto.Actor's
/// default dispatcher (throughput 300), the ring passes the token to every actor in turn, the spawn starts and stops
/// every actor it creates, each system shuts down cleanly, and bad arguments are refused. Skipped, naming Proto.Actor,
/// where that peer is not built.
/// </summary>
public sealed class ProtoActorE10AdapterTests
{
    private const string Project = "ProtoActor";

    [PeerFact(Project)]
    public async Task Fan_out_delivers_every_message_to_every_actor_in_order()
    {
#if PERFBUF_PEER_PROTOACTOR
        var record = new ActorWorkloadChecks.FanOutRecord(actors: 4, messages: 2_000);
        var fanOut = ProtoFanOut.Start(record.Handlers);
        Assert.Equal(4, fanOut.Count);
        Assert.Equal(ProtoFanOut.Throughput, fanOut.DispatcherThroughput);
        record.Run(fanOut.Post);
        await fanOut.DisposeAsync().AsTask().WaitAsync(ActorWorkloadChecks.Patience);
        Assert.True(fanOut.IsStopped);
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public async Task Chain_passes_the_token_to_every_actor_in_turn()
    {
#if PERFBUF_PEER_PROTOACTOR
        foreach (var actors in new[] { 1, 3 })
        {
            var record = new ActorWorkloadChecks.ChainRecord(actors, target: 1_000);
            var chain = ProtoChain.Start(actors, record.Hop);
            record.Run(chain.Inject);
            await chain.DisposeAsync().AsTask().WaitAsync(ActorWorkloadChecks.Patience);
            Assert.True(chain.IsStopped);
        }
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public async Task Spawn_starts_and_stops_every_actor_it_creates()
    {
#if PERFBUF_PEER_PROTOACTOR
        var spawn = ProtoSpawn.Start();
        for (var round = 1; round <= 3; round++)
        {
            spawn.Spawn(500);
            Assert.Equal(500, spawn.Live);
            spawn.StopAll(ActorWorkloadChecks.Patience);
            Assert.Equal(0, spawn.Live);
            Assert.Equal(500 * round, spawn.Started);
            Assert.Equal(500 * round, spawn.Stopped);
        }
        spawn.Spawn(10);
        await spawn.DisposeAsync().AsTask().WaitAsync(ActorWorkloadChecks.Patience); // stops the live ones first
        Assert.Equal(1_510, spawn.Stopped);
#else
        await Task.CompletedTask;
#endif
    }

    [PeerFact(Project)]
    public void Bad_arguments_are_refused()
    {
#if PERFBUF_PEER_PROTOACTOR
        Assert.Throws<ArgumentNullException>("handlers", () => ProtoFanOut.Start(null!));
        Assert.Throws<ArgumentOutOfRangeException>("handlers", () => ProtoFanOut.Start([]));
        Assert.Throws<ArgumentNullException>("handlers", () => ProtoFanOut.Start([_ => { }, null!]));
        Assert.Throws<ArgumentOutOfRangeException>("actors", () => ProtoChain.Start(0, (_, t) => t));
        Assert.Throws<ArgumentNullException>("hop", () => ProtoChain.Start(2, null!));
#endif
    }
}
