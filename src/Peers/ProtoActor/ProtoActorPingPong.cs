using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;
using Proto;
using Proto.Mailbox;

namespace PerfBuf.Peers.ProtoActor;

/// <summary>
/// The request/response workload on Proto.Actor 1.8.0: one actor answers each int request r with
/// <see cref="PingReply.Answer"/> (2r + 1) through <c>context.Respond</c>; the client asks with
/// <c>RequestAsync&lt;int&gt;</c> from the root context.
/// </summary>
/// <remarks>Every setting, and every difference from the peer's own benchmark program: this folder's NOTES.md, "ProtoActorPingPong".</remarks>
public sealed class ProtoActorPingPong : IAsyncDisposable
{
    /// <summary>Messages a mailbox run processes before it yields the pool thread (Proto.Actor's default).</summary>
    public const int Throughput = ProtoActorHost.DefaultThroughput;

    /// <summary>Requests one shared future process serves at once (Proto.Actor's default).</summary>
    public const int SharedFutureSize = 5_000;

    private readonly ActorSystem _system;
    private readonly PID _pid;

    private ProtoActorPingPong()
    {
        _system = ProtoActorHost.Start(SharedFutureSize);
        var props = Props.FromProducer(() => new PingActor()).OnUnboundedMailbox(new ThreadPoolDispatcher(Throughput));
        _pid = _system.Root.Spawn(props);
    }

    /// <summary>The system's default request timeout (<c>ActorSystemConfig.ActorRequestTimeout</c>).</summary>
    public TimeSpan DefaultRequestTimeout => _system.Config.ActorRequestTimeout;

    /// <summary>Starts the actor system and the answering actor.</summary>
    public static ProtoActorPingPong Start() => new();

    /// <summary>
    /// <c>RequestAsync&lt;int&gt;(pid, request)</c>: the overload most code calls, with the system's default timeout
    /// (<see cref="DefaultRequestTimeout"/>, 5 s), i.e. a <c>CancellationTokenSource</c> with a timer per request.
    /// </summary>
    public Task<int> RequestAsync(int request) => _system.Root.RequestAsync<int>(_pid, request);

    /// <summary><c>RequestAsync&lt;int&gt;(pid, request, CancellationToken.None)</c>: no timeout, no timer.</summary>
    public Task<int> RequestAsyncNoTimeout(int request) => _system.Root.RequestAsync<int>(_pid, request, CancellationToken.None);

    /// <summary>True once the actor system has shut down (its shutdown token is cancelled).</summary>
    public bool IsStopped => _system.IsShutDown();

    /// <summary>Shuts the actor system down.</summary>
    public ValueTask DisposeAsync() => _system.ShutDownAsync("request/response workload done");

    private sealed class PingActor : IActor
    {
        public Task ReceiveAsync(IContext context)
        {
            if (context.Message is int request)
            {
                Crossings.Active?.Hop(request); // the request's handling (the workload's slot: the request's number)
                context.Respond(PingReply.Answer(request));
            }
            return Task.CompletedTask;
        }
    }
}
