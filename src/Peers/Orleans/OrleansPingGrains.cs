using Microsoft.Extensions.DependencyInjection;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// Seed 000's request/response workload on Microsoft Orleans 10.4.2: an Orleans silo hosted in this process and C
/// <see cref="CountingPingGrain"/> activations (integer keys 0 … C − 1), each answering int request r with 2r + 1 and
/// counting its answers in an <see cref="AnswerCounts"/>; the client calls grain i through the grain factory.
/// </summary>
/// <remarks>
/// The settings of <see cref="OrleansPingPong"/>: the silo of <see cref="InProcessSilo"/> (a generic host without its
/// defaults, logging at Warning, <c>UseLocalhostClustering</c> on a free loopback port, gateway off), the co-hosted
/// client (<c>IGrainFactory</c> from the silo's services), one grain reference per grain taken at start and reused for
/// every call, proxies and serializers from the Orleans source generator. The <see cref="AnswerCounts"/> is the silo's
/// singleton service, which the grains take in their constructor. Every grain is activated at start (a
/// <see cref="ICountingPingGrain.Wake"/> call each, which answers nothing), as seed 000 activated its grains before it
/// measured.
/// Follows Orleans' PingBenchmark's concurrent runs (many grains, many calls in flight); differs as
/// <see cref="InProcessSilo"/> says, with every answer counted per grain.
/// </remarks>
public sealed class OrleansPingGrains : IAsyncDisposable
{
    private readonly InProcessSilo _silo;
    private readonly ICountingPingGrain[] _grains;

    private OrleansPingGrains(InProcessSilo silo, int actors)
    {
        _silo = silo;
        _grains = new ICountingPingGrain[actors];
        for (var i = 0; i < actors; i++)
        {
            _grains[i] = silo.GrainFactory.GetGrain<ICountingPingGrain>(i);
        }
    }

    /// <summary>C.</summary>
    public int Actors => _grains.Length;

    /// <summary>The loopback port the silo listens on.</summary>
    public int SiloPort => _silo.SiloPort;

    /// <summary>Starts the silo and activates one grain per actor <paramref name="answers"/> counts (blocking until done).</summary>
    /// <exception cref="ArgumentNullException"><paramref name="answers"/> is null.</exception>
    public static OrleansPingGrains Start(AnswerCounts answers) => StartAsync(answers).GetAwaiter().GetResult();

    /// <inheritdoc cref="Start"/>
    public static async Task<OrleansPingGrains> StartAsync(AnswerCounts answers)
    {
        ArgumentNullException.ThrowIfNull(answers);
        var silo = await InProcessSilo.StartAsync(services => services.AddSingleton(answers)).ConfigureAwait(false);
        var grains = new OrleansPingGrains(silo, answers.Actors);
        try
        {
            await Task.WhenAll(grains._grains.Select(g => g.Wake().AsTask())).ConfigureAwait(false);
        }
        catch
        {
            await silo.DisposeAsync().ConfigureAwait(false);
            throw;
        }
        return grains;
    }

    /// <summary>One request: <c>grain.Ping(request)</c> on grain <paramref name="actor"/>.</summary>
    public ValueTask<int> PingAsync(int actor, int request) => _grains[actor].Ping(request);

    /// <summary>True once the host has stopped the silo.</summary>
    public bool IsStopped => _silo.IsStopped;

    /// <summary>Stops the silo (its activations are deactivated) and disposes the host.</summary>
    public ValueTask DisposeAsync() => _silo.DisposeAsync();
}
