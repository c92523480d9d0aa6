using System.IO.Compression;
using System.Net;
using System.Net.Sockets;
using Google.Protobuf.WellKnownTypes;
using Grpc.Net.Client;
using Grpc.Net.Compression;
using PerfBuf.Remote;
using Proto;
using Proto.Remote;
using Proto.Remote.GrpcNet;

namespace PerfBuf.Peers.ProtoRemote;

/// <summary>
/// What both ends of the Proto.Remote peer share: the actor system's and the remote's configuration (one for the server
/// and the client: Proto.Actor's RemoteBenchmark configures its Node1 and Node2 alike), the echo kind the server
/// registers, the node's address as Proto.Remote spells it, and a shutdown bounded in time.
/// <see cref="ProtoRemoteClient"/>'s remarks state every setting and where it comes from.
/// </summary>
internal static class ProtoRemoteNode
{
    /// <summary>The kind the server registers for remote spawning: an actor that answers each value with itself.</summary>
    public const string EchoKind = "echo";

    /// <summary>How long the graceful remote shutdown may take before dispose moves on (the host's own stop waits 5 s).</summary>
    private static readonly TimeSpan RemoteShutdownPatience = TimeSpan.FromSeconds(6);

    /// <summary>How long the actor system's shutdown may take after the remote stopped.</summary>
    private static readonly TimeSpan SystemShutdownPatience = TimeSpan.FromSeconds(3);

    /// <summary>A new actor system configured as the library's remote benchmark configures its nodes.</summary>
    public static ActorSystem NewSystem() =>
        new(new ActorSystemConfig()
            .WithDeadLetterThrottleCount(ProtoRemoteClient.DeadLetterThrottleCount)
            .WithDeadLetterThrottleInterval(ProtoRemoteClient.DeadLetterThrottleInterval));

    /// <summary>
    /// The remote configuration of a node listening on <paramref name="host"/>:<paramref name="port"/> (0: a port the
    /// kernel picks), as the library's remote benchmark sets it, with the lab's message type registered.
    /// </summary>
    public static RemoteConfig Config(IPAddress host, int port) =>
        RemoteConfig.BindTo(host.ToString(), port)
            .WithAdvertisedHost(AddressHost(host))
            .WithChannelOptions(new GrpcChannelOptions
            {
                // registered as the benchmark registers it; Proto.Remote never asks a call to compress, so the frames go
                // uncompressed (gRPC compresses only a call whose metadata names an encoding)
                CompressionProviders = [new GzipCompressionProvider(CompressionLevel.Fastest)],
            })
            .WithEndpointWriterBatchSize(ProtoRemoteClient.EndpointWriterBatchSize)
            .WithEndpointWriterMaxRetries(ProtoRemoteClient.EndpointWriterMaxRetries)
            .WithProtoMessages(WrappersReflection.Descriptor);

    /// <summary>
    /// <paramref name="host"/> as it appears in a Proto.Remote address (<c>host:port</c>, the address part of every PID
    /// and the authority of the node's gRPC channel): an IPv6 literal in brackets.
    /// </summary>
    public static string AddressHost(IPAddress host) =>
        host.AddressFamily == AddressFamily.InterNetworkV6 ? $"[{host}]" : host.ToString();

    /// <summary>The Proto.Remote address of a node listening on <paramref name="host"/>:<paramref name="port"/>.</summary>
    public static string Address(IPAddress host, int port) => $"{AddressHost(host)}:{port}";

    /// <summary>
    /// <paramref name="host"/> as an IP address, or a <see cref="RemoteException"/> naming <paramref name="node"/>: a node
    /// binds and advertises IP literals only (a name would be resolved by the library, out of the traffic rule's sight).
    /// </summary>
    public static IPAddress ParseHost(string host, string node)
    {
        ArgumentNullException.ThrowIfNull(host);
        return IPAddress.TryParse(host, out var address)
            ? address
            : throw new RemoteException(node, $"refused host '{host}': give an IP address");
    }

    /// <summary>Checks a port argument: 0 (any free port) where <paramref name="anyAllowed"/>, else 1–65535.</summary>
    public static void CheckPort(int port, bool anyAllowed, string name)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(port, anyAllowed ? 0 : 1, name);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(port, IPEndPoint.MaxPort, name);
    }

    /// <summary>
    /// Stops <paramref name="remote"/> (its endpoints, then its Kestrel host) and then <paramref name="system"/>, each
    /// within its patience (at most 9 s in all); a part that overruns is left to finish in the background.
    /// </summary>
    public static async ValueTask StopAsync(ActorSystem system, GrpcNetRemote remote, string reason)
    {
        try
        {
            await remote.ShutdownAsync(graceful: true).WaitAsync(RemoteShutdownPatience).ConfigureAwait(false);
        }
        catch (TimeoutException)
        {
            // the host's stop overran its patience: the actor system is stopped regardless
        }
        try
        {
            await system.ShutdownAsync(reason).WaitAsync(SystemShutdownPatience).ConfigureAwait(false);
        }
        catch (TimeoutException)
        {
            // the system's shutdown overran its patience: dispose must not hang
        }
    }
}

/// <summary>
/// The server's actor of kind <see cref="ProtoRemoteNode.EchoKind"/>: answers each <see cref="Int64Value"/> with the
/// same message object through <c>context.Respond</c> (to the request's sender PID); anything else is ignored.
/// </summary>
internal sealed class EchoActor : IActor
{
    /// <summary>The props the server registers for the kind: Proto.Actor's defaults, as the benchmark's echo actor.</summary>
    public static Props Props { get; } = Props.FromProducer(() => new EchoActor());

    public Task ReceiveAsync(IContext context)
    {
        if (context.Message is Int64Value request)
        {
            context.Respond(request);
        }
        return Task.CompletedTask;
    }
}
