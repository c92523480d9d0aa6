namespace PerfBuf.Tests.Peers;

/// <summary>
/// The adapters behind E10, the same checks for every peer (a subclass per peer starts its adapters and checks the
/// settings they state): the fan-out delivers every message to every actor in order, the ring passes the token to every
/// actor in turn, the spawn starts and stops every actor it creates, each system shuts down cleanly, and bad arguments
/// are refused. Skipped, naming the peer, where that peer is not built.
/// </summary>
public abstract class E10AdapterTests
{
    /// <summary>A started fan-out: its actors, its post, and its stop (which checks that it stopped).</summary>
    protected sealed record FanOut(int Count, Action<int, int> Post, Func<Task> StopAsync);

    /// <summary>A started ring: its inject, and its stop (which checks that it stopped).</summary>
    protected sealed record Chain(Action<long> Inject, Func<Task> StopAsync);

    /// <summary>A started spawn adapter, member for member.</summary>
    protected sealed record Spawner(
        Action<int> Spawn, Func<int> Live, Func<long> Started, Func<long> Stopped, Action<TimeSpan> StopAll, Func<ValueTask> DisposeAsync);

    /// <summary>The peer's fan-out started with <paramref name="handlers"/> (its own argument checks first), its settings checked.</summary>
    protected abstract FanOut StartFanOut(IReadOnlyList<Action<int>> handlers);

    /// <summary>The peer's ring of <paramref name="actors"/> started with <paramref name="hop"/> (its own argument checks first).</summary>
    protected abstract Chain StartChain(int actors, Func<int, long, long> hop);

    /// <summary>The peer's spawn adapter, started.</summary>
    protected abstract Spawner StartSpawn();

    [PeerFact]
    public async Task Fan_out_delivers_every_message_to_every_actor_in_order()
    {
        var record = new ActorWorkloadChecks.FanOutRecord(actors: 4, messages: 2_000);
        var fanOut = StartFanOut(record.Handlers);
        Assert.Equal(4, fanOut.Count);
        record.Run(fanOut.Post);
        await fanOut.StopAsync();
    }

    [PeerFact]
    public async Task Chain_passes_the_token_to_every_actor_in_turn()
    {
        foreach (var actors in new[] { 1, 3 })
        {
            var record = new ActorWorkloadChecks.ChainRecord(actors, target: 1_000);
            var chain = StartChain(actors, record.Hop);
            record.Run(chain.Inject);
            await chain.StopAsync();
        }
    }

    [PeerFact]
    public async Task Spawn_starts_and_stops_every_actor_it_creates()
    {
        var spawn = StartSpawn();
        for (var round = 1; round <= 3; round++)
        {
            spawn.Spawn(500);
            Assert.Equal(500, spawn.Live());
            spawn.StopAll(ActorWorkloadChecks.Patience);
            Assert.Equal(0, spawn.Live());
            Assert.Equal(500 * round, spawn.Started());
            Assert.Equal(500 * round, spawn.Stopped());
        }
        spawn.Spawn(10);
        await spawn.DisposeAsync().AsTask().WaitAsync(ActorWorkloadChecks.Patience); // stops the live ones first
        Assert.Equal(1_510, spawn.Stopped());
    }

    [PeerFact]
    public void Bad_arguments_are_refused()
    {
        Assert.Throws<ArgumentNullException>("handlers", () => StartFanOut(null!));
        Assert.Throws<ArgumentOutOfRangeException>("handlers", () => StartFanOut([]));
        Assert.Throws<ArgumentNullException>("handlers", () => StartFanOut([_ => { }, null!]));
        Assert.Throws<ArgumentOutOfRangeException>("actors", () => StartChain(0, (_, t) => t));
        Assert.Throws<ArgumentNullException>("hop", () => StartChain(2, null!));
    }
}
