namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// The grain of seed 002's counter workload: a running total that <see cref="Add"/> adds to and
/// <see cref="GetAndReset"/> reads and sets to 0. A stateful grain, one activation, one call at a time (Orleans'
/// default): the use case Orleans is built for.
/// </summary>
[Alias("PerfBuf.Peers.ICounterGrain")]
public interface ICounterGrain : IGrainWithIntegerKey
{
    /// <summary>Adds <paramref name="amount"/> to the total; the returned task completes when the grain has done it.</summary>
    [Alias("Add")]
    Task Add(long amount);

    /// <summary>The total, which the grain then sets to 0.</summary>
    [Alias("GetAndReset")]
    ValueTask<long> GetAndReset();
}
