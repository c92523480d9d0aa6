namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// The request/response workload on Microsoft Orleans 10.4.2 (seed 000's fourth row): an Orleans silo hosted in this
/// process, one <see cref="PingGrain"/> activation answering each int request r with 2r + 1, and the client calling
/// it through the grain factory.
/// </summary>
/// <remarks>Every setting, and every difference from the peer's own benchmark program: this folder's NOTES.md, "OrleansPingPong".</remarks>
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
