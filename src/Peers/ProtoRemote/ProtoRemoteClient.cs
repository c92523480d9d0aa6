using Google.Protobuf.WellKnownTypes;
using PerfBuf.Remote;
using PerfBuf.Workloads.Remote;
using Proto;
using Proto.Remote;
using Proto.Remote.GrpcNet;

namespace PerfBuf.Peers.ProtoRemote;

/// <summary>
/// E15's client side on Proto.Remote 1.8.0: an actor system with its own <c>GrpcNetRemote</c> in the benchmark
/// process, whose actors talk to echo actors it spawns on the far node (<see cref="ProtoRemoteServer"/>) with the
/// library's remote spawn. Messages are <c>Google.Protobuf.WellKnownTypes.Int64Value</c>; every reply goes to the
/// request's sender PID (<c>context.Respond</c> on the far node).
/// R1 (<see cref="StreamAsync"/>): one client actor sends 1..M with <c>context.Request</c> in one handler, nothing
/// waiting, to one far echo actor, and counts and sums the answers. R2 (<see cref="EchoAsync"/>): N client actors, each
/// paired with a far echo actor of its own, each sending its next request when its answer arrives. R3
/// (<see cref="RoundTripAsync"/>): <c>Root.RequestAsync&lt;Int64Value&gt;</c> to a far echo actor of its own.
/// </summary>
/// <remarks>Every setting, and every difference from the peer's own benchmark program: this folder's NOTES.md, "ProtoRemoteClient".</remarks>
public sealed class ProtoRemoteClient : IRemotePeerClient
{
    /// <summary>The library's remote benchmark runs its nodes with server GC (concurrent).</summary>
    public const bool OwnServerGc = true;

    /// <summary>Messages the endpoint writer sends per gRPC write at most (the library's default; the benchmark's).</summary>
    public const int EndpointWriterBatchSize = 1000;

    /// <summary>Reconnection attempts before an endpoint is given up (the benchmark's setting; the library's default).</summary>
    public const int EndpointWriterMaxRetries = 3;

    /// <summary>Dead letters logged per <see cref="DeadLetterThrottleInterval"/> at most (the benchmark's setting).</summary>
    public const int DeadLetterThrottleCount = 10;

    /// <summary>The window of <see cref="DeadLetterThrottleCount"/> (the benchmark's setting).</summary>
    public static readonly TimeSpan DeadLetterThrottleInterval = TimeSpan.FromSeconds(2);

    /// <summary>How long a remote spawn may wait for the far node's answer.</summary>
    public static readonly TimeSpan SpawnTimeout = TimeSpan.FromSeconds(10);

    private readonly ActorSystem _system;
    private readonly GrpcNetRemote _remote;
    private readonly string _node;
    private readonly string _serverAddress;
    private readonly PID _streamServer;
    private readonly PID _roundTripServer;
    private PID _streamClient;
    private PID[] _echoServers = [];
    private PID[] _echoClients = [];

    // 1 while a StreamAsync or an EchoAsync/PrepareEchoAsync runs: each drives its own actors' state, one call at a time
    private int _streamBusy;
    private int _echoBusy;
    private int _disposed;

    private ProtoRemoteClient(ActorSystem system, GrpcNetRemote remote, string node, string serverAddress, PID streamServer, PID roundTripServer)
    {
        _system = system;
        _remote = remote;
        _node = node;
        _serverAddress = serverAddress;
        _streamServer = streamServer;
        _roundTripServer = roundTripServer;
        _streamClient = SpawnStreamClient();
    }

    /// <summary>This node's Proto.Remote address (<c>clientHost:port</c>).</summary>
    public string Address => _system.Address;

    /// <summary>The pairs <see cref="PrepareEchoAsync"/> made last (0 before).</summary>
    public int EchoPairs => _echoClients.Length;

    /// <summary>True once the client has been disposed and its actor system has shut down.</summary>
    public bool IsStopped => !_remote.Started && _system.Shutdown.IsCancellationRequested;

    /// <summary>
    /// Checks both addresses against the traffic rule, starts this node (an actor system and its <c>GrpcNetRemote</c>
    /// on <paramref name="clientHost"/>:<paramref name="clientPort"/>) and spawns R1's and R3's echo actors on the server.
    /// </summary>
    /// <exception cref="RemoteException">An address is refused by the traffic rule (nothing was started), this node could
    /// not listen, or the server did not answer the spawns.</exception>
    public static async Task<ProtoRemoteClient> ConnectAsync(string serverHost, int serverPort, string clientHost, int clientPort, CancellationToken cancellation)
    {
        var node = $"Proto.Remote server {serverHost}:{serverPort}";
        var server = TrafficRule.Check(serverHost, node);
        // the far node connects back to this one (server-to-server mode): the address it is given passes the rule too
        var client = TrafficRule.Check(clientHost, node);
        ProtoRemoteNode.CheckPort(serverPort, anyAllowed: false, nameof(serverPort));
        ProtoRemoteNode.CheckPort(clientPort, anyAllowed: true, nameof(clientPort));
        cancellation.ThrowIfCancellationRequested();
        var serverAddress = ProtoRemoteNode.Address(server, serverPort);
        var system = ProtoRemoteNode.NewSystem();
        var remote = new GrpcNetRemote(system, ProtoRemoteNode.Config(client, clientPort));
        try
        {
            try
            {
                await remote.StartAsync().WaitAsync(cancellation).ConfigureAwait(false);
            }
            catch (Exception e) when (e is not OperationCanceledException)
            {
                throw new RemoteException(node, $"the client node could not listen on {clientHost}:{clientPort}: {e.GetType().Name}: {e.Message}", e);
            }
            var streamServer = await SpawnFarAsync(remote, serverAddress, node, cancellation).ConfigureAwait(false);
            var roundTripServer = await SpawnFarAsync(remote, serverAddress, node, cancellation).ConfigureAwait(false);
            return new ProtoRemoteClient(system, remote, node, serverAddress, streamServer, roundTripServer);
        }
        catch
        {
            await ProtoRemoteNode.StopAsync(system, remote, "connect failed").ConfigureAwait(false);
            throw;
        }
    }

    /// <summary>
    /// R1: the client actor sends 1..<paramref name="messages"/> one-way to its far echo actor; completes with the sum
    /// of the answers once all arrived.
    /// </summary>
    /// <exception cref="RemoteException">Not all answers arrived within <paramref name="timeout"/> (the message says how
    /// many did), or a request came back as a dead letter.</exception>
    public async Task<long> StreamAsync(int messages, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(messages);
        CheckTimeout(timeout);
        Enter(ref _streamBusy, nameof(StreamAsync));
        try
        {
            var run = new StreamRun(messages, _node);
            _system.Root.Send(_streamClient, run);
            try
            {
                return await run.Completion.WaitAsync(timeout).ConfigureAwait(false);
            }
            catch (TimeoutException)
            {
                throw new RemoteException(_node, $"{run.Arrived} of {messages} answers arrived within {timeout}");
            }
            catch (RemoteException)
            {
                throw;
            }
            finally
            {
                if (!run.Completion.IsCompletedSuccessfully)
                {
                    _system.Root.Stop(_streamClient);
                    _streamClient = SpawnStreamClient();
                }
            }
        }
        finally
        {
            Volatile.Write(ref _streamBusy, 0);
        }
    }

    /// <summary>
    /// R2 setup (untimed): stops the previous set, if any, then spawns <paramref name="pairs"/> echo actors on the server
    /// (remote spawn, all at once) and <paramref name="pairs"/> client actors here, client i paired with echo i.
    /// </summary>
    /// <exception cref="RemoteException">The server did not answer a spawn.</exception>
    public async Task PrepareEchoAsync(int pairs, CancellationToken cancellation)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(pairs);
        Enter(ref _echoBusy, nameof(PrepareEchoAsync));
        try
        {
            StopEchoActors();
            var spawns = new Task<PID>[pairs];
            for (var i = 0; i < pairs; i++)
            {
                spawns[i] = SpawnFarAsync(_remote, _serverAddress, _node, cancellation);
            }
            try
            {
                _echoServers = await Task.WhenAll(spawns).ConfigureAwait(false);
            }
            catch
            {
                foreach (var spawned in spawns.Where(s => s.IsCompletedSuccessfully))
                {
                    _system.Root.Stop(spawned.Result);
                }
                throw;
            }
            _echoClients = SpawnEchoClients(_echoServers);
        }
        finally
        {
            Volatile.Write(ref _echoBusy, 0);
        }
    }

    /// <summary>
    /// R2: every client sends its <paramref name="requestsPerClient"/> requests (client i: i·R + 1 … i·R + R), each after
    /// the previous answer; all clients at once. Completes with the sum of all answers.
    /// </summary>
    /// <exception cref="RemoteException">Not all answers arrived within <paramref name="timeout"/> (the message says how
    /// many did), an answer carried a wrong value, or a request came back as a dead letter.</exception>
    /// <exception cref="InvalidOperationException"><see cref="PrepareEchoAsync"/> has not been called.</exception>
    public async Task<long> EchoAsync(int requestsPerClient, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(requestsPerClient);
        CheckTimeout(timeout);
        Enter(ref _echoBusy, nameof(EchoAsync));
        try
        {
            var clients = _echoClients;
            if (clients.Length == 0)
            {
                throw new InvalidOperationException($"{nameof(PrepareEchoAsync)} makes the pairs {nameof(EchoAsync)} runs: call it first");
            }
            var run = new EchoRun(clients.Length, requestsPerClient, _node);
            foreach (var client in clients)
            {
                _system.Root.Send(client, run);
            }
            try
            {
                return await run.Completion.WaitAsync(timeout).ConfigureAwait(false);
            }
            catch (TimeoutException)
            {
                throw new RemoteException(_node, $"{run.Arrived} of {(long)clients.Length * requestsPerClient} answers arrived within {timeout} ({clients.Length} clients × {requestsPerClient} requests)");
            }
            finally
            {
                if (!run.Completion.IsCompletedSuccessfully)
                {
                    foreach (var client in clients)
                    {
                        _system.Root.Stop(client);
                    }
                    _echoClients = SpawnEchoClients(_echoServers);
                }
            }
        }
        finally
        {
            Volatile.Write(ref _echoBusy, 0);
        }
    }

    /// <summary>R3: one request carrying <paramref name="value"/> to the far echo actor, awaited; returns the answer's value.</summary>
    /// <exception cref="RemoteException">No answer within <paramref name="timeout"/>, or the request came back as a dead letter.</exception>
    public async Task<long> RoundTripAsync(long value, TimeSpan timeout)
    {
        CheckTimeout(timeout);
        try
        {
            var answer = await _system.Root.RequestAsync<Int64Value>(_roundTripServer, new Int64Value { Value = value }, timeout)
                .ConfigureAwait(false);
            return answer.Value;
        }
        catch (TimeoutException e)
        {
            throw new RemoteException(_node, $"no answer to the request carrying {value} within {timeout}", e);
        }
        catch (DeadLetterException e)
        {
            throw new RemoteException(_node, $"the request carrying {value} was not delivered (dead letter: {e.Message})", e);
        }
    }

    /// <summary>Stops the remote (endpoints, then Kestrel) and the actor system, within 9 s; never throws a timeout.</summary>
    public ValueTask DisposeAsync() =>
        Interlocked.Exchange(ref _disposed, 1) == 0
            ? ProtoRemoteNode.StopAsync(_system, _remote, "client disposed")
            : ValueTask.CompletedTask;

    private static async Task<PID> SpawnFarAsync(GrpcNetRemote remote, string serverAddress, string node, CancellationToken cancellation)
    {
        ActorPidResponse response;
        try
        {
            response = await remote.SpawnAsync(serverAddress, ProtoRemoteNode.EchoKind, SpawnTimeout).WaitAsync(cancellation).ConfigureAwait(false);
        }
        catch (Exception e) when (e is not OperationCanceledException || !cancellation.IsCancellationRequested)
        {
            throw new RemoteException(node, $"the remote spawn of an '{ProtoRemoteNode.EchoKind}' actor failed: {e.GetType().Name}: {e.Message}", e);
        }
        return response.StatusCode == (int)ResponseStatusCode.OK && response.Pid is { } pid
            ? pid
            : throw new RemoteException(node, $"the remote spawn of an '{ProtoRemoteNode.EchoKind}' actor was refused (status {(ResponseStatusCode)response.StatusCode})");
    }

    private PID SpawnStreamClient()
    {
        var server = _streamServer;
        return _system.Root.Spawn(Props.FromProducer(() => new StreamClientActor(server)));
    }

    private PID[] SpawnEchoClients(PID[] servers)
    {
        var clients = new PID[servers.Length];
        for (var i = 0; i < servers.Length; i++)
        {
            var server = servers[i];
            var index = i;
            clients[i] = _system.Root.Spawn(Props.FromProducer(() => new EchoClientActor(server, index)));
        }
        return clients;
    }

    private void StopEchoActors()
    {
        foreach (var pid in _echoClients.Concat(_echoServers))
        {
            _system.Root.Stop(pid);
        }
        _echoClients = [];
        _echoServers = [];
    }

    private static void CheckTimeout(TimeSpan timeout)
    {
        if (timeout <= TimeSpan.Zero)
        {
            throw new ArgumentOutOfRangeException(nameof(timeout), timeout, "give a positive timeout");
        }
    }

    private static void Enter(ref int busy, string call)
    {
        if (Interlocked.Exchange(ref busy, 1) != 0)
        {
            throw new InvalidOperationException($"{call} overlaps another call on the same actors: call them one at a time");
        }
    }
}
