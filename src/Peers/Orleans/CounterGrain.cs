using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// One activation keeps the total in a field (in memory: no persistent state, as the other rows keep theirs). Both
/// calls complete synchronously, so whether the grain were reentrant would change nothing: it keeps Orleans' default,
/// one call at a time. Crossings (a counting pass, <see cref="Crossings"/>): while one is active every Add is a counted
/// one (<see cref="OrleansCounter.AddAsync(long, int)"/>), whose handling is recorded in the slot its amount carries, and
/// a GetAndReset's in slot 0 (the workload asks one at a time and gives no Add that slot).
/// </summary>
public sealed class CounterGrain : Grain, ICounterGrain
{
    private long _total;

    /// <inheritdoc />
    public Task Add(long amount)
    {
        _total += CountedAmount.Add(amount);
        return Task.CompletedTask;
    }

    /// <inheritdoc />
    public ValueTask<long> GetAndReset()
    {
        CountedAmount.AskHop();
        var was = _total;
        _total = 0;
        return ValueTask.FromResult(was);
    }
}
