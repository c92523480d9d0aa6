using System.Net;
using Akka.Actor;
using PerfBuf.Remote;

namespace PerfBuf.Peers.AkkaRemote;

/// <summary>
/// The far node's side of the Akka.Remote rows (E15): an actor system with remoting on the classic DotNetty TCP
/// transport, listening on host:port, and nothing else. Its echo actors are deployed onto it by
/// <see cref="AkkaRemoteClient"/> (remote deployment: <c>Props.WithDeploy(new Deploy(new RemoteScope(address)))</c>, as
/// Akka.NET's RemotePingPong deploys its <c>EchoActor</c>s), so they live under its <c>/remote</c> daemon, supervised by
/// the client, and stop when the client's system goes away.
/// </summary>
public sealed class AkkaRemoteServer : IAsyncDisposable
{
    /// <summary>The longest <see cref="DisposeAsync"/> waits for the system to terminate.</summary>
    public static readonly TimeSpan StopPatience = TimeSpan.FromSeconds(9);

    private readonly ActorSystem _system;

    private AkkaRemoteServer(ActorSystem system, string node)
    {
        _system = system;
        Node = node;
    }

    /// <summary>The node's name and endpoint (its system's address).</summary>
    public string Node { get; }

    /// <summary>True once the actor system has terminated.</summary>
    public bool IsStopped => _system.WhenTerminated.IsCompleted;

    /// <summary>
    /// Starts the actor system listening on <paramref name="host"/> (an IP literal: the transport would resolve a name
    /// itself) and <paramref name="port"/>; ready to serve when the task completes (the transport is bound).
    /// </summary>
    /// <exception cref="RemoteException">The host is not an IP literal, or the transport could not listen there.</exception>
    public static async Task<AkkaRemoteServer> StartAsync(string host, int port, CancellationToken cancellation)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(port);
        var node = $"{AkkaRemoteConfig.ServerAddress(host, port)}";
        if (!IPAddress.TryParse(host, out var address))
        {
            throw new RemoteException(node, $"refused host '{host}': give an IP address (a name would be resolved out of the traffic rule's sight)");
        }
        cancellation.ThrowIfCancellationRequested();
        // ActorSystem.Create blocks until remoting has started (the listener is bound), so it runs off the caller's thread
        var system = await Task.Run(() =>
        {
            try
            {
                return AkkaRemoteConfig.Start(AkkaRemoteConfig.ServerSystem, address.ToString(), port);
            }
            catch (Exception e) when (e is not OperationCanceledException)
            {
                throw new RemoteException(node, $"could not listen on {host}:{port}: {e.Message}", e);
            }
        }, cancellation).ConfigureAwait(false);
        return new AkkaRemoteServer(system, node);
    }

    /// <summary>Terminates the actor system (the echo actors deployed on it with it), waiting at most <see cref="StopPatience"/>.</summary>
    public ValueTask DisposeAsync() => AkkaRemoteClient.TerminateAsync(_system, StopPatience);
}
