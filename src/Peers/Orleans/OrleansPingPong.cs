using System.Net;
using System.Net.Sockets;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

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
/// environment read), logging to the console at <see cref="LogLevel.Warning"/>, so nothing is printed per call;</item>
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
/// The silo starts in <see cref="Start"/> (about a second) and stops in <see cref="DisposeAsync"/>.
/// </remarks>
public sealed class OrleansPingPong : IAsyncDisposable
{
    /// <summary>The key of the one grain every request goes to.</summary>
    public const long GrainKey = 0;

    private readonly IHost _host;
    private readonly IPingGrain _grain;
    private readonly CancellationToken _stopped;

    private OrleansPingPong(IHost host, int siloPort)
    {
        _host = host;
        SiloPort = siloPort;
        _grain = host.Services.GetRequiredService<IGrainFactory>().GetGrain<IPingGrain>(GrainKey);
        _stopped = host.Services.GetRequiredService<IHostApplicationLifetime>().ApplicationStopped;
    }

    /// <summary>The loopback port the silo listens on.</summary>
    public int SiloPort { get; }

    /// <summary>Starts the silo (blocking until it accepts calls) and takes the grain reference.</summary>
    public static OrleansPingPong Start() => StartAsync().GetAwaiter().GetResult();

    /// <inheritdoc cref="Start"/>
    public static async Task<OrleansPingPong> StartAsync()
    {
        var siloPort = FreeLoopbackPort();
        var builder = Host.CreateApplicationBuilder(new HostApplicationBuilderSettings { DisableDefaults = true });
        builder.Logging.AddConsole().SetMinimumLevel(LogLevel.Warning);
        builder.UseOrleans(silo => silo.UseLocalhostClustering(
            siloPort: siloPort, gatewayPort: 0, serviceId: "perfbuf", clusterId: $"perfbuf-{siloPort}"));
        var host = builder.Build();
        try
        {
            await host.StartAsync().ConfigureAwait(false);
        }
        catch
        {
            host.Dispose();
            throw;
        }
        return new OrleansPingPong(host, siloPort);
    }

    /// <summary>One request: <c>grain.Ping(request)</c> through the grain reference.</summary>
    public ValueTask<int> PingAsync(int request) => _grain.Ping(request);

    /// <summary>True once the host has stopped the silo (the application-stopped notification fired).</summary>
    public bool IsStopped => _stopped.IsCancellationRequested;

    /// <summary>Stops the silo (its activations are deactivated) and disposes the host.</summary>
    public async ValueTask DisposeAsync()
    {
        try
        {
            await _host.StopAsync().ConfigureAwait(false);
        }
        finally
        {
            _host.Dispose();
        }
    }

    /// <summary>A loopback port nothing listens on now (the OS picks it; the silo binds it a moment later).</summary>
    private static int FreeLoopbackPort()
    {
        using var probe = new TcpListener(IPAddress.Loopback, 0);
        probe.Start();
        var port = ((IPEndPoint)probe.LocalEndpoint).Port;
        probe.Stop();
        return port;
    }
}
