using System.Net;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Orleans.Configuration;
using PerfBuf.Remote;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// E15's server side on Microsoft Orleans 10.4.2, hosted by the far node process: one silo whose gateway listens on the
/// given address and port for <see cref="OrleansRemoteClient"/>, and whose grains (<see cref="RemoteEchoGrain"/>, key i =
/// server actor i) are activated by their first call.
/// </summary>
/// <remarks>
/// Set up as Orleans' Ping benchmark starts its silo (dotnet/orleans, test/Benchmarks/Ping/PingBenchmark.cs, the client
/// to silo case): <c>UseLocalhostClustering</c> with a silo port and a gateway port — development clustering, one silo
/// that is its own primary. The gateway port is the one the contract names; the silo-to-silo port is a free one
/// (<see cref="FreePort"/>; nothing connects to it but the silo itself). Where the address given is not 127.0.0.1 (an
/// address a run assigned in its own network namespace), the silo advertises and listens on that address instead of
/// loopback; nothing else changes. The cluster id names the gateway port (<see cref="OrleansRemoteHosting.ClusterId"/>);
/// the client derives the same one. The host and its log are <see cref="OrleansRemoteHosting.CreateBuilder"/>'s.
/// The silo makes no connection of its own but to itself, so it does not check the traffic rule; the client does, before
/// it connects.
/// </remarks>
public sealed class OrleansRemoteServer : IAsyncDisposable
{
    private readonly IHost _host;
    private readonly CancellationToken _stopped;

    private OrleansRemoteServer(IHost host, string node, int siloPort)
    {
        _host = host;
        Node = node;
        SiloPort = siloPort;
        _stopped = host.Services.GetRequiredService<IHostApplicationLifetime>().ApplicationStopped;
    }

    /// <summary>The node as the failures name it: the silo's gateway endpoint.</summary>
    public string Node { get; }

    /// <summary>The silo-to-silo port (picked at start).</summary>
    public int SiloPort { get; }

    /// <summary>True once the host has stopped the silo.</summary>
    public bool IsStopped => _stopped.IsCancellationRequested;

    /// <summary>Starts the silo with its gateway on <paramref name="host"/>:<paramref name="port"/>; completes when it accepts calls.</summary>
    /// <param name="host">An IP address literal (e.g. "127.0.0.1").</param>
    /// <param name="port">The gateway port: where <see cref="OrleansRemoteClient"/> connects.</param>
    /// <param name="cancellation">Gives up the start (and stops what started).</param>
    /// <exception cref="RemoteException"><paramref name="host"/> is not an IP address, or the silo did not start within 60 s.</exception>
    public static async Task<OrleansRemoteServer> StartAsync(string host, int port, CancellationToken cancellation)
    {
        ArgumentNullException.ThrowIfNull(host);
        ArgumentOutOfRangeException.ThrowIfLessThan(port, IPEndPoint.MinPort + 1);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(port, IPEndPoint.MaxPort);
        var node = $"orleans silo {host}:{port}";
        if (!IPAddress.TryParse(host, out var address))
        {
            throw new RemoteException(node, $"refused host '{host}': give an IP address to listen on");
        }
        var siloPort = FreePort.Pick(address);
        var builder = OrleansRemoteHosting.CreateBuilder();
        builder.UseOrleans(silo => silo
            .UseLocalhostClustering(siloPort: siloPort, gatewayPort: port,
                serviceId: OrleansRemoteHosting.ServiceId, clusterId: OrleansRemoteHosting.ClusterId(port))
            // the address given rather than loopback (the same where it is 127.0.0.1); it is also the primary's
            .Configure<EndpointOptions>(endpoints => endpoints.AdvertisedIPAddress = address));
        var app = builder.Build();
        await OrleansRemoteHosting.StartAsync(app, node, "the silo", cancellation).ConfigureAwait(false);
        return new OrleansRemoteServer(app, node, siloPort);
    }

    /// <summary>Stops the silo (gracefully for at most 5 s) and disposes its host; returns within 10 s.</summary>
    public ValueTask DisposeAsync() => OrleansRemoteHosting.StopAsync(_host);
}
