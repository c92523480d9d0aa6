using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// Seed 002's counter workload on Microsoft Orleans 10.4.2: an in-process silo (<see cref="InProcessSilo"/>, set up as
/// E11's <see cref="OrleansPingPong"/> is) with one <see cref="CounterGrain"/> activation, called through the co-hosted
/// grain factory with one grain reference taken at start.
/// </summary>
/// <remarks>
/// Adds are ordinary, awaited grain calls (<see cref="AddAsync"/> returns the call's task), not <c>[OneWay]</c> ones:
/// Orleans does not promise that calls a caller did not await arrive in the order they were made, so a one-way Add
/// could still be on its way when the GetAndReset that should count it arrives. The sender keeps many calls in flight
/// and awaits them (the workload says how many); a GetAndReset made after every Add's task completed counts them all.
/// Crossings (a counting pass, <see cref="Crossings"/>): while one is active every Add is a counted one
/// (<see cref="AddAsync(long, int)"/>), whose handling the grain records in the slot its amount carries
/// (<see cref="CounterGrain"/>).
/// Follows Orleans' PingBenchmark for the calls (no counter program of its own); differs as <see cref="InProcessSilo"/>
/// says, in seed 002's counter workload.
/// </remarks>
public sealed class OrleansCounter : IAsyncDisposable
{
    /// <summary>The key of the one counter grain.</summary>
    public const long GrainKey = 0;

    private readonly InProcessSilo _silo;
    private readonly ICounterGrain _grain;

    private OrleansCounter(InProcessSilo silo)
    {
        _silo = silo;
        _grain = silo.GrainFactory.GetGrain<ICounterGrain>(GrainKey);
    }

    /// <summary>Starts the silo (blocking until it accepts calls) and takes the grain reference.</summary>
    public static OrleansCounter Start() => StartAsync().GetAwaiter().GetResult();

    /// <inheritdoc cref="Start"/>
    public static async Task<OrleansCounter> StartAsync() => new(await InProcessSilo.StartAsync().ConfigureAwait(false));

    /// <summary><c>grain.Add(amount)</c>: completes when the grain has added it.</summary>
    public Task AddAsync(long amount) => _grain.Add(amount);

    /// <summary>
    /// A counted Add (a crossings counting pass, <see cref="Crossings"/>): <paramref name="amount"/> (0 … 2^32 − 1) with
    /// <paramref name="slot"/> in the call's amount (slot · 2^32 + amount), from which the grain records the call's hop.
    /// </summary>
    public Task AddAsync(long amount, int slot) => _grain.Add(CountedAmount.Encode(amount, slot));

    /// <summary><c>grain.GetAndReset()</c>: the total, which the grain sets to 0.</summary>
    public ValueTask<long> GetAndResetAsync() => _grain.GetAndReset();

    /// <summary>True once the host has stopped the silo.</summary>
    public bool IsStopped => _silo.IsStopped;

    /// <summary>Stops the silo and disposes the host.</summary>
    public ValueTask DisposeAsync() => _silo.DisposeAsync();
}
