using Akka.Actor;
using PerfBuf.Core.Threading;
using PerfBuf.Remote;
using PerfBuf.Workloads.Remote;

namespace PerfBuf.Peers.AkkaRemote;

/// <summary>
/// The benchmark process's side of the Akka.Remote 1.5.74 rows (E15): an actor system with remoting on the classic
/// DotNetty TCP transport that deploys echo actors onto <see cref="AkkaRemoteServer"/>'s node and drives them from
/// client actors here. Every message is a <see cref="ValueMessage"/> carrying a 64-bit value.
/// </summary>
/// <remarks>Every setting, and every difference from the peer's own benchmark program: this folder's NOTES.md, "AkkaRemoteClient".</remarks>
public sealed class AkkaRemoteClient : IRemotePeerClient
{
    /// <summary>RemotePingPong's GC mode: server GC (<c>ServerGarbageCollection</c> in its csproj, <c>gcServer</c> in its App.config).</summary>
    public const bool OwnServerGc = true;

    /// <summary>The longest <see cref="ConnectAsync"/> and <see cref="PrepareEchoAsync"/> wait for the far node's actors to answer <c>Identify</c>.</summary>
    public static readonly TimeSpan StartPatience = TimeSpan.FromSeconds(20);

    /// <summary>The longest <see cref="DisposeAsync"/> waits for the system to terminate.</summary>
    public static readonly TimeSpan StopPatience = TimeSpan.FromSeconds(9);

    private readonly ActorSystem _system;
    private readonly Address _server;
    private readonly IActorRef _streamEcho;
    private readonly IActorRef _roundTripEcho;
    private IActorRef? _streamClient;
    private IActorRef[] _echoServers = [];
    private IActorRef[] _echoClients = [];
    private int _generation;

    private AkkaRemoteClient(ActorSystem system, Address server, string node)
    {
        _system = system;
        _server = server;
        Node = node;
        _streamEcho = Deploy("stream-echo");
        _roundTripEcho = Deploy("round-trip-echo");
    }

    /// <summary>The far node's name and endpoint (its system's address), as <see cref="RemoteException"/>s name it.</summary>
    public string Node { get; }

    /// <summary>True once the actor system has terminated.</summary>
    public bool IsStopped => _system.WhenTerminated.IsCompleted;

    /// <summary>The running system's configuration value at <paramref name="path"/> (what the tests read back).</summary>
    public string ConfiguredValue(string path) => _system.Settings.Config.GetString(path);

    /// <summary>The serializer the running system picks for the rows' message.</summary>
    public string MessageSerializer => _system.Serialization.FindSerializerForType(typeof(ValueMessage)).GetType().Name;

    /// <summary>
    /// Checks <paramref name="serverHost"/> (and <paramref name="clientHost"/>, the address this side advertises and the
    /// far node would connect back to) against the traffic rule, starts this side's system listening on
    /// <paramref name="clientHost"/>:<paramref name="clientPort"/> (0: any free port), deploys the R1 and R3 echo actors
    /// onto the far node and waits until both answer <c>Identify</c> (at most <see cref="StartPatience"/>).
    /// </summary>
    /// <exception cref="RemoteException">An address the rule refuses, or the far node's actors did not answer.</exception>
    public static async Task<AkkaRemoteClient> ConnectAsync(string serverHost, int serverPort, string clientHost, int clientPort, CancellationToken cancellation)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(serverPort);
        ArgumentOutOfRangeException.ThrowIfNegative(clientPort);
        var node = $"{AkkaRemoteConfig.ServerAddress(serverHost, serverPort)}";
        var server = TrafficRule.Check(serverHost, node);
        var client = TrafficRule.Check(clientHost, node);
        cancellation.ThrowIfCancellationRequested();
        var system = await Task.Run(() =>
        {
            try
            {
                return AkkaRemoteConfig.Start(AkkaRemoteConfig.ClientSystem, client.ToString(), clientPort);
            }
            catch (Exception e) when (e is not OperationCanceledException)
            {
                throw new RemoteException(node, $"could not start the client side on {clientHost}:{clientPort}: {e.Message}", e);
            }
        }, cancellation).ConfigureAwait(false);
        var connected = new AkkaRemoteClient(system, AkkaRemoteConfig.ServerAddress(server.ToString(), serverPort), node);
        try
        {
            await connected.AwaitStartedAsync([connected._streamEcho, connected._roundTripEcho], cancellation).ConfigureAwait(false);
            return connected;
        }
        catch
        {
            await connected.DisposeAsync().ConfigureAwait(false);
            throw;
        }
    }

    /// <summary>
    /// R1: one client actor here tells values 1..<paramref name="messages"/> to the far node's echo actor without
    /// waiting; completes with the sum of the answers' values once all arrived.
    /// </summary>
    /// <exception cref="RemoteException">Not every answer arrived within <paramref name="timeout"/> (it says how many did).</exception>
    public async Task<long> StreamAsync(int messages, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(messages);
        ObjectDisposedException.ThrowIf(IsStopped, this);
        var client = _streamClient ??= _system.ActorOf(Props.Create(() => new StreamClient(_streamEcho)), $"stream-client-{++_generation}");
        var run = new StreamRun(messages);
        client.Tell(run, ActorRefs.NoSender);
        try
        {
            return await run.Done.Task.WaitAsync(timeout).ConfigureAwait(false);
        }
        catch (TimeoutException e)
        {
            // answers of this run may still arrive: the next run gets a new client actor, and they go to dead letters
            _system.Stop(client);
            _streamClient = null;
            throw new RemoteException(Node, $"R1: {run.Arrived} of {messages} answers arrived within {timeout}", e);
        }
    }

    /// <summary>
    /// R2 setup: stops the previous set, deploys <paramref name="pairs"/> echo actors onto the far node and makes
    /// <paramref name="pairs"/> client actors here, client i paired with echo i; waits until every echo answers
    /// <c>Identify</c> (at most <see cref="StartPatience"/>).
    /// </summary>
    /// <exception cref="RemoteException">The far node's actors did not answer.</exception>
    public async Task PrepareEchoAsync(int pairs, CancellationToken cancellation)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(pairs);
        ObjectDisposedException.ThrowIf(IsStopped, this);
        foreach (var actor in _echoClients.Concat(_echoServers))
        {
            _system.Stop(actor); // a remote-deployed actor is stopped on its node by its parent's side
        }
        _echoClients = [];
        _echoServers = [];
        var generation = ++_generation;
        var servers = Enumerable.Range(0, pairs).Select(i => Deploy($"echo-{generation}-{i}")).ToArray();
        await AwaitStartedAsync(servers, cancellation).ConfigureAwait(false);
        _echoServers = servers;
        _echoClients = NewEchoClients(servers);
    }

    /// <summary>
    /// R2: every client i at once sends values i·<paramref name="requestsPerClient"/> + k + 1 for k = 0, 1, … to its
    /// echo, each after the previous answer arrived and checked; completes with the sum of all answers' values.
    /// </summary>
    /// <exception cref="RemoteException">Not every answer arrived within <paramref name="timeout"/> (it says how many
    /// did), or an answer carried the wrong value.</exception>
    public async Task<long> EchoAsync(int requestsPerClient, TimeSpan timeout)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(requestsPerClient);
        ObjectDisposedException.ThrowIf(IsStopped, this);
        if (_echoClients.Length == 0)
        {
            throw new InvalidOperationException("R2 needs PrepareEchoAsync first");
        }
        var round = new EchoRound(Node, _echoClients.Length, requestsPerClient);
        foreach (var client in _echoClients)
        {
            client.Tell(round, ActorRefs.NoSender);
        }
        try
        {
            return await round.Done.Task.WaitAsync(timeout).ConfigureAwait(false);
        }
        catch (Exception e) when (e is TimeoutException or RemoteException)
        {
            // a request of this round may still be answered: the next round gets new client actors (the same echoes)
            foreach (var client in _echoClients)
            {
                _system.Stop(client);
            }
            _echoClients = NewEchoClients(_echoServers);
            if (e is RemoteException)
            {
                throw;
            }
            throw new RemoteException(Node, $"R2: {round.Arrived} of {round.Expected} replies arrived within {timeout}", e);
        }
    }

    /// <summary>R3: asks the far node's echo actor with one request carrying <paramref name="value"/>; returns the reply's value.</summary>
    /// <exception cref="RemoteException">No reply within <paramref name="timeout"/>.</exception>
    public async Task<long> RoundTripAsync(long value, TimeSpan timeout)
    {
        ObjectDisposedException.ThrowIf(IsStopped, this);
        try
        {
            var reply = await _roundTripEcho.Ask<ValueMessage>(new ValueMessage(value), timeout).ConfigureAwait(false);
            return reply.Value;
        }
        catch (AskTimeoutException e)
        {
            throw new RemoteException(Node, $"R3: no reply to {value} within {timeout}", e);
        }
    }

    /// <summary>Terminates this side's system (the far node stops the actors it deployed there), waiting at most <see cref="StopPatience"/>.</summary>
    public ValueTask DisposeAsync() => TerminateAsync(_system, StopPatience);

    /// <summary>Terminates <paramref name="system"/>, waiting at most <paramref name="patience"/> (it then goes on terminating on its own).</summary>
    internal static async ValueTask TerminateAsync(ActorSystem system, TimeSpan patience)
    {
        try
        {
            await system.Terminate().WaitAsync(patience).ConfigureAwait(false);
        }
        catch (TimeoutException)
        {
            // bounded: a transport that does not close in time is left to finish on its own
        }
    }

    /// <summary>An echo actor deployed onto the far node (RemotePingPong's remote deployment), supervised from here.</summary>
    private IActorRef Deploy(string name) =>
        _system.ActorOf(Props.Create<EchoActor>().WithDeploy(new Deploy(new RemoteScope(_server))), name);

    private IActorRef[] NewEchoClients(IActorRef[] servers)
    {
        var generation = ++_generation;
        return [.. servers.Select((echo, i) => _system.ActorOf(Props.Create(() => new EchoClient(i, echo)), $"echo-client-{generation}-{i}"))];
    }

    /// <summary>
    /// Waits until each of <paramref name="actors"/> answers <c>Identify</c> as itself (RemotePingPong's
    /// <c>AllStartedActor</c>), at most <see cref="StartPatience"/>.
    /// </summary>
    private async Task AwaitStartedAsync(IActorRef[] actors, CancellationToken cancellation)
    {
        using var patience = CancellationTokenSource.CreateLinkedTokenSource(cancellation);
        patience.CancelAfter(StartPatience);
        ActorIdentity[] answers;
        try
        {
            answers = await Task.WhenAll(actors.Select((actor, i) => actor.Ask<ActorIdentity>(new Identify(i), patience.Token))).ConfigureAwait(false);
        }
        catch (OperationCanceledException e) when (!cancellation.IsCancellationRequested)
        {
            throw new RemoteException(Node, $"{actors.Length} actor(s) deployed there did not all answer within {StartPatience}", e);
        }
        for (var i = 0; i < answers.Length; i++)
        {
            if (answers[i].Subject is null || !answers[i].MessageId.Equals(i))
            {
                throw new RemoteException(Node, $"the actor deployed there as {actors[i].Path} is not running");
            }
        }
    }

    /// <summary>One R1 run: the answers the client actor counted, and their sum once all arrived.</summary>
    private sealed class StreamRun(int messages)
    {
        public int Messages { get; } = messages;

        /// <summary>Completes with the sum; continuations run on the pool, not on the client actor's thread.</summary>
        public TaskCompletionSource<long> Done { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

        // written by the client actor only (Volatile.Write: release), read by the caller after a timeout (Volatile.Read)
        private int _arrived;

        public int Arrived => Volatile.Read(ref _arrived);

        public void Count(int arrived) => Volatile.Write(ref _arrived, arrived);
    }

    /// <summary>R1's client actor: tells the whole run to its echo at once, then sums the answers.</summary>
    private sealed class StreamClient(IActorRef echo) : UntypedActor
    {
        private StreamRun? _run;
        private int _arrived;
        private long _sum;

        protected override void OnReceive(object message)
        {
            switch (message)
            {
                case ValueMessage answer when _run is { } run:
                    Crossings.Active?.Hop((int)(answer.Value - 1)); // the lab's crossings counting pass (slot: value - 1)
                    _sum += answer.Value;
                    run.Count(++_arrived);
                    if (_arrived == run.Messages)
                    {
                        _run = null;
                        run.Done.TrySetResult(_sum);
                    }
                    break;
                case ValueMessage:
                    break; // no run under way (cannot happen: a timed-out run's actor is stopped)
                case StreamRun start:
                    _run = start;
                    _arrived = 0;
                    _sum = 0;
                    var pass = Crossings.Active;
                    for (var value = 1L; value <= start.Messages; value++)
                    {
                        pass?.Send((int)(value - 1));
                        echo.Tell(new ValueMessage(value), Self);
                    }
                    break;
                default:
                    Unhandled(message);
                    break;
            }
        }
    }

    /// <summary>One R2 round: every client's count of replies, the sum of the finished clients' replies, and the result.</summary>
    private sealed class EchoRound(string node, int clients, int requestsPerClient)
    {
        public int RequestsPerClient { get; } = requestsPerClient;

        public long Expected { get; } = (long)clients * requestsPerClient;

        /// <summary>Completes with the sum of all replies; continuations run on the pool, not on a client actor's thread.</summary>
        public TaskCompletionSource<long> Done { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

        // slot i is written by client i's actor only (Volatile.Write), read by the caller after a timeout (Volatile.Read)
        private readonly int[] _arrived = new int[clients];

        // Interlocked: every client adds its sum, then counts itself out; the last one out reads the total
        private long _total;
        private int _running = clients;

        public long Arrived
        {
            get
            {
                var arrived = 0L;
                for (var i = 0; i < _arrived.Length; i++)
                {
                    arrived += Volatile.Read(ref _arrived[i]);
                }
                return arrived;
            }
        }

        public void Count(int client, int arrived) => Volatile.Write(ref _arrived[client], arrived);

        public void Finish(long sum)
        {
            Interlocked.Add(ref _total, sum);
            if (Interlocked.Decrement(ref _running) == 0)
            {
                Done.TrySetResult(Interlocked.Read(ref _total));
            }
        }

        public void Fail(string what) => Done.TrySetException(new RemoteException(node, what));
    }

    /// <summary>R2's client actor i: sends its next request when the previous reply arrived and checked.</summary>
    private sealed class EchoClient(int index, IActorRef echo) : UntypedActor
    {
        private EchoRound? _round;
        private long _next;
        private int _arrived;
        private long _sum;

        protected override void OnReceive(object message)
        {
            switch (message)
            {
                case ValueMessage reply when _round is { } round:
                    Crossings.Active?.Hop((int)_next); // the lab's crossings counting pass (slot: the request's value)
                    if (reply.Value != _next)
                    {
                        _round = null;
                        round.Fail($"R2: client {index} expected the reply {_next}, got {reply.Value}");
                        break;
                    }
                    _sum += reply.Value;
                    round.Count(index, ++_arrived);
                    if (_arrived == round.RequestsPerClient)
                    {
                        _round = null;
                        round.Finish(_sum);
                    }
                    else
                    {
                        _next++;
                        Crossings.Active?.Send((int)_next);
                        echo.Tell(new ValueMessage(_next), Self);
                    }
                    break;
                case ValueMessage:
                    break; // no round under way (cannot happen: a failed round's actors are stopped)
                case EchoRound start:
                    _round = start;
                    _arrived = 0;
                    _sum = 0;
                    _next = (long)index * start.RequestsPerClient + 1;
                    Crossings.Active?.Send((int)_next);
                    echo.Tell(new ValueMessage(_next), Self);
                    break;
                default:
                    Unhandled(message);
                    break;
            }
        }
    }
}
