using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Logging.Console;
using PerfBuf.Remote;

namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// What E15's two Orleans hosts share (<see cref="OrleansRemoteServer"/>'s silo, <see cref="OrleansRemoteClient"/>'s
/// client): the cluster's identity, the log, and a start and a stop that are bounded in time.
/// </summary>
internal static class OrleansRemoteHosting
{
    /// <summary>The service id both sides name (the client and the silo must agree on it and on the cluster id).</summary>
    public const string ServiceId = "perfbuf-remote";

    /// <summary>How long a host may take to start (the silo, or the client's connection to its gateway).</summary>
    public static readonly TimeSpan StartPatience = TimeSpan.FromSeconds(60);

    /// <summary>How long a stop may be graceful (the silo deactivating its grains, the client closing its connection).</summary>
    private static readonly TimeSpan GracefulStop = TimeSpan.FromSeconds(5);

    /// <summary>The bound on a whole stop, the host's disposal included.</summary>
    private static readonly TimeSpan StopBound = TimeSpan.FromSeconds(9);

    /// <summary>
    /// The cluster id of the silo whose gateway listens on <paramref name="gatewayPort"/>: both sides know the port, and
    /// two silos of concurrent runs never take each other for members of one cluster.
    /// </summary>
    public static string ClusterId(int gatewayPort) => $"perfbuf-remote-{gatewayPort}";

    /// <summary>
    /// A generic host without its defaults (no configuration files or environment read), logging to standard error at
    /// <see cref="LogLevel.Warning"/>: nothing is printed per call, and standard output stays the node program's and the
    /// benchmark runner's.
    /// </summary>
    public static HostApplicationBuilder CreateBuilder()
    {
        var builder = Host.CreateApplicationBuilder(new HostApplicationBuilderSettings { DisableDefaults = true });
        builder.Logging
            .AddConsole(options => options.LogToStandardErrorThreshold = LogLevel.Trace)
            .SetMinimumLevel(LogLevel.Warning);
        return builder;
    }

    /// <summary>
    /// Starts <paramref name="host"/> within <see cref="StartPatience"/>; where it does not, stops it (bounded) and throws
    /// <see cref="RemoteException"/> naming <paramref name="node"/>.
    /// </summary>
    /// <exception cref="OperationCanceledException"><paramref name="cancellation"/> was cancelled first.</exception>
    public static async Task StartAsync(IHost host, string node, string what, CancellationToken cancellation)
    {
        using var deadline = CancellationTokenSource.CreateLinkedTokenSource(cancellation);
        deadline.CancelAfter(StartPatience);
        try
        {
            // the host gives up at the deadline; the wait does too, should it not
            await host.StartAsync(deadline.Token).WaitAsync(StartPatience, cancellation).ConfigureAwait(false);
        }
        catch (Exception e)
        {
            await StopAsync(host).ConfigureAwait(false);
            if (cancellation.IsCancellationRequested)
            {
                throw new OperationCanceledException($"{node}: the start of {what} was cancelled", e, cancellation);
            }
            throw e is TimeoutException or OperationCanceledException
                ? new RemoteException(node, $"{what} did not start within {StartPatience.TotalSeconds} s", e)
                : new RemoteException(node, $"{what} did not start: {e.GetType().Name}: {e.Message}", e);
        }
    }

    /// <summary>
    /// Stops <paramref name="host"/> (gracefully for at most <see cref="GracefulStop"/>, then without waiting for what is
    /// left) and disposes it; returns within <see cref="StopBound"/> whatever the host does (a stop that overruns it is
    /// left to finish on its own).
    /// </summary>
    public static async ValueTask StopAsync(IHost host)
    {
        try
        {
            await StopAndDisposeAsync(host).WaitAsync(StopBound).ConfigureAwait(false);
        }
        catch (TimeoutException)
        {
            // the bound is the promise: the rest of the stop runs on without the caller
        }
    }

    private static async Task StopAndDisposeAsync(IHost host)
    {
        using var graceful = new CancellationTokenSource(GracefulStop);
        try
        {
            await host.StopAsync(graceful.Token).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            // the graceful part ran out: the host stopped what was left without waiting for it
        }
        finally
        {
            if (host is IAsyncDisposable asynchronous)
            {
                await asynchronous.DisposeAsync().ConfigureAwait(false);
            }
            else
            {
                host.Dispose();
            }
        }
    }
}
