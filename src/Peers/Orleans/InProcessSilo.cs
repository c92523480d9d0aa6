using System.Net;
using System.Net.Sockets;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// An Orleans silo hosted in this process, as the lab's Orleans workloads run it (E11's ping-pong, E12's counter, E13's
/// local ping-pong, E14's SkyNet): a generic host without its defaults (no configuration files or environment read), logging to the
/// console at <see cref="LogLevel.Warning"/> (unless the workload asks for another level: E14's SkyNet logs Critical only),
/// <c>UseLocalhostClustering</c> on a free loopback port (the cluster id names
/// the port, so silos of concurrent processes never take each other for members of one cluster), gateway off (the client
/// is the silo's own, co-hosted one: <see cref="GrainFactory"/>), and whatever services the workload adds.
/// </summary>
/// <remarks>
/// The peer's own programs (dotnet/orleans, test/Benchmarks: Ping/PingBenchmark and the other Ping benchmarks), which
/// the adapters follow: a silo on <c>UseLocalhostClustering</c>, grains called through grain references, the
/// generated proxies. Differs from them, in every adapter:
/// <list type="bullet">
/// <item>The client: the silo's co-hosted one, so a call never leaves the process (its PingBenchmark starts a separate
/// client host connected through Orleans' in-memory transport); the lab measures grain calls in one process.</item>
/// <item>The host: a generic host without its defaults and logging at Warning (nothing read from files or the
/// environment, nothing printed per call).</item>
/// <item>GC: run under both workstation and server GC, the faster is quoted (its Benchmarks project uses server,
/// concurrent GC).</item>
/// <item>Workload: the lab's (each adapter says which), with its verification and crossings count added, on a 2-core
/// machine.</item>
/// </list>
/// </remarks>
internal sealed class InProcessSilo : IAsyncDisposable
{
    private readonly IHost _host;
    private readonly CancellationToken _stopped;

    private InProcessSilo(IHost host, int siloPort)
    {
        _host = host;
        SiloPort = siloPort;
        GrainFactory = host.Services.GetRequiredService<IGrainFactory>();
        _stopped = host.Services.GetRequiredService<IHostApplicationLifetime>().ApplicationStopped;
    }

    /// <summary>The loopback port the silo listens on.</summary>
    public int SiloPort { get; }

    /// <summary>The co-hosted client: grain references taken from it call the silo without sockets.</summary>
    public IGrainFactory GrainFactory { get; }

    /// <summary>True once the host has stopped the silo (the application-stopped notification fired).</summary>
    public bool IsStopped => _stopped.IsCancellationRequested;

    /// <summary>Starts the silo; completes when it accepts calls.</summary>
    /// <param name="services">Adds the workload's own services (what its grains take in their constructors), if any.</param>
    /// <param name="logLevel">The console log's minimum level (<see cref="LogLevel.Warning"/> unless the workload says otherwise).</param>
    public static async Task<InProcessSilo> StartAsync(Action<IServiceCollection>? services = null, LogLevel logLevel = LogLevel.Warning)
    {
        var siloPort = FreeLoopbackPort();
        var builder = Host.CreateApplicationBuilder(new HostApplicationBuilderSettings { DisableDefaults = true });
        builder.Logging.AddConsole().SetMinimumLevel(logLevel);
        services?.Invoke(builder.Services);
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
        return new InProcessSilo(host, siloPort);
    }

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
