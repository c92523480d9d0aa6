namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// The request/response workload on Microsoft Orleans 10.4.2 (seed 000's fourth row): an Orleans silo hosted in this
/// process, one <see cref="PingGrain"/> activation answering each int request r with 2r + 1, and the client calling
/// it through the grain factory.
/// </summary>
/// <remarks>
/// Set up as an application that hosts its own silo runs it, every setting stated:
/// <list type="bullet">
/// <item>a generic host (<c>Microsoft.Extensions.Hosting</c>) without its defaults (no configuration files or
/// environment read), logging to the console at <c>LogLevel.Warning</c>, so nothing is printed per call;</item>
/// <item><c>UseLocalhostClustering</c>: development clustering, one silo that is its own primary, listening on a free
/// loopback port (picked at start, so silos of concurrent processes do not collide; the cluster id names the port, so
/// two silos never take each other for members of one cluster), gateway off (port 0: no external client connects; the
/// client is the silo's own);</item>
/// <item>the client is the co-hosted one: <c>IGrainFactory</c> from the silo's services, one grain reference
/// (<c>GetGrain&lt;IPingGrain&gt;(0)</c>) taken at start and reused for every call, as an application keeps its
/// references; each call goes through the silo's messaging to the activation's scheduler on the thread pool and its
/// reply back to the caller's awaiter — no sockets, the grain and the caller share the process;</item>
/// <item>the grain and its proxy are compiled by the Orleans source generator (Microsoft.Orleans.Sdk), no reflection
/// at run time; the <c>int</c> argument and reply need no deep copy.</item>
/// </list>
/// The silo (<see cref="InProcessSilo"/>) starts in <see cref="Start"/> (about a second) and stops in <see cref="DisposeAsync"/>.
/// Follows Orleans' PingBenchmark (test/Benchmarks/Ping: one grain called in a loop); differs as
/// <see cref="InProcessSilo"/> says, and its answer is checked.
/// </remarks>
public sealed class OrleansPingPong : IAsyncDisposable
{
    /// <summary>The key of the one grain every request goes to.</summary>
    public const long GrainKey = 0;

    private readonly InProcessSilo _silo;
    private readonly IPingGrain _grain;

    private OrleansPingPong(InProcessSilo silo)
    {
        _silo = silo;
        _grain = silo.GrainFactory.GetGrain<IPingGrain>(GrainKey);
    }

    /// <summary>The loopback port the silo listens on.</summary>
    public int SiloPort => _silo.SiloPort;

    /// <summary>Starts the silo (blocking until it accepts calls) and takes the grain reference.</summary>
    public static OrleansPingPong Start() => StartAsync().GetAwaiter().GetResult();

    /// <inheritdoc cref="Start"/>
    public static async Task<OrleansPingPong> StartAsync() => new(await InProcessSilo.StartAsync().ConfigureAwait(false));

    /// <summary>One request: <c>grain.Ping(request)</c> through the grain reference.</summary>
    public ValueTask<int> PingAsync(int request) => _grain.Ping(request);

    /// <summary>True once the host has stopped the silo (the application-stopped notification fired).</summary>
    public bool IsStopped => _silo.IsStopped;

    /// <summary>Stops the silo (its activations are deactivated) and disposes the host.</summary>
    public ValueTask DisposeAsync() => _silo.DisposeAsync();
}
