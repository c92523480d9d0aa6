using Microsoft.Extensions.DependencyInjection;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// E13's batched ping-pong (seed 003's LocalPingPong) on Microsoft Orleans 10.4.2: P pairs of grains in an in-process
/// silo (<see cref="InProcessSilo"/>, set up as E11's <see cref="OrleansPingPong"/> is). Ping grain i
/// (<see cref="RallyPingGrain"/>, key i) calls pong grain i (<see cref="RallyPongGrain"/>, key i) once per sequence
/// number, a whole batch in flight, and hands each echo — the call's response — to pair i's rally function
/// (<see cref="Rally"/>).
/// </summary>
/// <remarks>
/// Grain-to-grain calls as Orleans code makes them: awaited calls through a grain reference, each a request message to
/// the pong's activation and a response message back to the ping's, in one process (no sockets). The rally functions
/// reach the grains as a singleton service (<see cref="RallyBook"/>) the silo's container hands to each ping grain.
/// <see cref="Serve"/> calls the ping grain's <c>Play</c> from the co-hosted client; the call completes when the pair's
/// rally is over (<see cref="WaitServed"/>). Seed 003's Orleans program made two calls per round trip instead (the ping
/// called the pong, which called the ping back, neither awaiting the other).
/// Follows Orleans' PingBenchmark's grain-to-grain ping-pong (<c>PingPongInterleave</c>); differs as
/// <see cref="InProcessSilo"/> says, with batches of B in flight and every echo checked.
/// </remarks>
public sealed class OrleansLocalPingPong : IAsyncDisposable
{
    private readonly InProcessSilo _silo;
    private readonly IRallyPingGrain[] _pings;
    private readonly Task[] _plays;

    private OrleansLocalPingPong(InProcessSilo silo, int pairs)
    {
        _silo = silo;
        _pings = [.. Enumerable.Range(0, pairs).Select(i => silo.GrainFactory.GetGrain<IRallyPingGrain>(i))];
        _plays = [.. Enumerable.Repeat(Task.CompletedTask, pairs)];
    }

    /// <summary>Starts the silo (blocking until it accepts calls) with one ping and one pong grain per rally function.</summary>
    /// <inheritdoc cref="StartAsync" path="/param"/>
    /// <inheritdoc cref="StartAsync" path="/exception"/>
    public static OrleansLocalPingPong Start(IReadOnlyList<Func<int, int>> rallies, int batch) => StartAsync(rallies, batch).GetAwaiter().GetResult();

    /// <summary>Starts the silo with one ping and one pong grain per rally function (activated by their first call).</summary>
    /// <param name="rallies">Pair i's rally function (<see cref="Rally"/>), called by ping grain i in its turns.</param>
    /// <param name="batch">B: calls a ping grain has in flight at once.</param>
    /// <exception cref="ArgumentNullException"><paramref name="rallies"/> or one of them is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="rallies"/> is empty, or <paramref name="batch"/> is below 1.</exception>
    public static async Task<OrleansLocalPingPong> StartAsync(IReadOnlyList<Func<int, int>> rallies, int batch)
    {
        Rally.CheckArguments(rallies, batch);
        var book = new RallyBook([.. rallies], batch);
        var silo = await InProcessSilo.StartAsync(services => services.AddSingleton(book)).ConfigureAwait(false);
        return new OrleansLocalPingPong(silo, rallies.Count);
    }

    /// <summary>P.</summary>
    public int Pairs => _pings.Length;

    /// <summary>Calls ping grain <paramref name="pair"/>'s <c>Play</c>: the pair's rally starts.</summary>
    public void Serve(int pair) => _plays[pair] = _pings[pair].Play();

    /// <summary>Waits until every pair served so far has finished its rally (its <c>Play</c> call returned).</summary>
    /// <exception cref="TimeoutException">A call had not returned within <paramref name="patience"/>.</exception>
    /// <exception cref="AggregateException">A call failed (the grain's exception inside).</exception>
    public void WaitServed(TimeSpan patience)
    {
        if (!Task.WaitAll(_plays, patience))
        {
            throw new TimeoutException($"{_plays.Count(p => !p.IsCompleted)} of {_plays.Length} Orleans ping grains did not finish within {patience.TotalSeconds} s");
        }
    }

    /// <summary>True once the host has stopped the silo.</summary>
    public bool IsStopped => _silo.IsStopped;

    /// <summary>Stops the silo (its activations are deactivated) and disposes the host.</summary>
    public ValueTask DisposeAsync() => _silo.DisposeAsync();
}
