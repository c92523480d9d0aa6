namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// One activation keeps the total in a field (in memory: no persistent state, as the other rows keep theirs). Both
/// calls complete synchronously, so whether the grain were reentrant would change nothing: it keeps Orleans' default,
/// one call at a time.
/// </summary>
public sealed class CounterGrain : Grain, ICounterGrain
{
    private long _total;

    /// <inheritdoc />
    public Task Add(long amount)
    {
        _total += amount;
        return Task.CompletedTask;
    }

    /// <inheritdoc />
    public ValueTask<long> GetAndReset()
    {
        var was = _total;
        _total = 0;
        return ValueTask.FromResult(was);
    }
}
