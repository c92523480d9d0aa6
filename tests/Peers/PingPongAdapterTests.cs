namespace PerfBuf.Tests.Peers;

/// <summary>
/// The request/response adapters behind E11, the same checks for every peer (a subclass per peer starts its adapter and
/// checks the settings it states): requests are answered with 2r + 1 at C = 1, 100 and 1 000, and the adapter stops
/// cleanly. Skipped, naming the peer, where that peer is not built.
/// </summary>
public abstract class PingPongAdapterTests
{
    /// <summary>A started adapter: one request, whether it has stopped, and its stop (which checks that it stopped).</summary>
    protected sealed record Pinger(Func<int, Task<int>> Ask, Func<bool> IsStopped, Func<Task> StopAsync);

    /// <summary>Starts the peer's adapter and checks the settings it states.</summary>
    protected abstract Task<Pinger> StartAsync();

    [PeerFact]
    public async Task Every_request_is_answered_at_every_concurrency()
    {
        var pinger = await StartAsync();
        await PingRounds.AtEveryConcurrency(pinger.Ask);
        await pinger.StopAsync();
    }

    [PeerFact]
    public async Task It_stops_cleanly()
    {
        var pinger = await StartAsync();
        await PingRounds.Run(pinger.Ask, concurrency: 10, rounds: 1, first: 0);
        Assert.False(pinger.IsStopped());
        await pinger.StopAsync();
        Assert.True(pinger.IsStopped());
    }
}
