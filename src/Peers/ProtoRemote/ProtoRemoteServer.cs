using PerfBuf.Remote;
using Proto;
using Proto.Remote;
using Proto.Remote.GrpcNet;

namespace PerfBuf.Peers.ProtoRemote;

/// <summary>
/// E15's far node on Proto.Remote 1.8.0: an actor system with a <c>GrpcNetRemote</c> (a Kestrel gRPC server) that
/// registers the echo kind (<c>"echo"</c>: an actor answering each <c>Int64Value</c> with itself to the sender's PID)
/// for the client to spawn remotely; the far actors of R1, R2 and R3 are all of that kind. Configured as the
/// client (<see cref="ProtoRemoteClient"/>'s remarks state the settings), as the library's remote benchmark configures
/// both of its nodes alike.
/// </summary>
public sealed class ProtoRemoteServer : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly GrpcNetRemote _remote;
    private int _disposed;

    private ProtoRemoteServer(ActorSystem system, GrpcNetRemote remote)
    {
        _system = system;
        _remote = remote;
    }

    /// <summary>The node's Proto.Remote address (<c>host:port</c>, the port it is bound to).</summary>
    public string Address => _system.Address;

    /// <summary>True once the server has been disposed and its actor system has shut down.</summary>
    public bool IsStopped => !_remote.Started && _system.Shutdown.IsCancellationRequested;

    /// <summary>
    /// Starts the actor system and listens on <paramref name="host"/>:<paramref name="port"/> (HTTP/2 without TLS);
    /// ready to serve spawns and messages when the task completes.
    /// </summary>
    /// <param name="host">An IP literal to bind to and to advertise (e.g. "127.0.0.1").</param>
    /// <param name="port">The port to listen on, 1–65535 (0: one the kernel picks; <see cref="Address"/> says which).</param>
    /// <param name="cancellation">Cancels the start; the server's parts are stopped.</param>
    /// <exception cref="RemoteException"><paramref name="host"/> is not an IP literal, or the node could not listen.</exception>
    public static async Task<ProtoRemoteServer> StartAsync(string host, int port, CancellationToken cancellation)
    {
        var node = $"Proto.Remote server {host}:{port}";
        var address = ProtoRemoteNode.ParseHost(host, node);
        ProtoRemoteNode.CheckPort(port, anyAllowed: true, nameof(port));
        cancellation.ThrowIfCancellationRequested();
        var system = ProtoRemoteNode.NewSystem();
        var remote = new GrpcNetRemote(system, ProtoRemoteNode.Config(address, port)
            .WithRemoteKind(ProtoRemoteNode.EchoKind, EchoActor.Props));
        try
        {
            // StartAsync starts Kestrel synchronously and completes when it listens
            await remote.StartAsync().WaitAsync(cancellation).ConfigureAwait(false);
        }
        catch (OperationCanceledException)
        {
            await ProtoRemoteNode.StopAsync(system, remote, "start cancelled").ConfigureAwait(false);
            throw;
        }
        catch (Exception e)
        {
            await ProtoRemoteNode.StopAsync(system, remote, "start failed").ConfigureAwait(false);
            throw new RemoteException(node, $"could not listen: {e.GetType().Name}: {e.Message}", e);
        }
        return new ProtoRemoteServer(system, remote);
    }

    /// <summary>Stops the remote (endpoints, then Kestrel) and the actor system, within 9 s; never throws a timeout.</summary>
    public ValueTask DisposeAsync() =>
        Interlocked.Exchange(ref _disposed, 1) == 0
            ? ProtoRemoteNode.StopAsync(_system, _remote, "server disposed")
            : ValueTask.CompletedTask;
}
