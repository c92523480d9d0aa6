namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// The grain of the request/response workload: one call per request, answered with the lab's reply function. A
/// <see cref="ValueTask{TResult}"/> return, so a call the grain answers synchronously allocates no task on its side.
/// </summary>
[Alias("PerfBuf.Peers.IPingGrain")]
public interface IPingGrain : IGrainWithIntegerKey
{
    /// <summary>Answers <paramref name="request"/> with 2 · request + 1.</summary>
    [Alias("Ping")]
    ValueTask<int> Ping(int request);
}
