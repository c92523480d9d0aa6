namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// A grain of seed 000's request/response workload (<see cref="OrleansPingGrains"/>): one of C grains, each answering its
/// calls with the lab's reply function and counting its answers. A <see cref="ValueTask{TResult}"/> return, as
/// <see cref="IPingGrain"/>'s.
/// </summary>
[Alias("PerfBuf.Peers.ICountingPingGrain")]
public interface ICountingPingGrain : IGrainWithIntegerKey
{
    /// <summary>Answers <paramref name="request"/> with 2 · request + 1 and counts the answer.</summary>
    [Alias("Ping")]
    ValueTask<int> Ping(int request);

    /// <summary>Does nothing: the call activates the grain (as seed 000 activated its grains before measuring) without
    /// answering a request.</summary>
    [Alias("Wake")]
    ValueTask Wake();
}
