using Proto;

namespace PerfBuf.Peers.E11;

/// <summary>
/// E11's workload on Proto.Actor 1.6.0: one actor, spawned from the root context with default props (the
/// default unbounded mailbox on the thread-pool dispatcher, throughput 300), answers each int request r with
/// 2r + 1 through <c>context.Respond</c>. Requests go through <c>RequestAsync&lt;int&gt;</c>: each creates a
/// future process (a PID registered in the process registry) whose TaskCompletionSource runs its continuations
/// asynchronously, so the asker's continuation always crosses to the thread pool.
/// </summary>
public sealed class ProtoPingPong : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly PID _pid;

    private ProtoPingPong()
    {
        _system = new ActorSystem();
        _pid = _system.Root.Spawn(Props.FromProducer(() => new PingActor()));
    }

    /// <summary>Starts the actor system and the answering actor.</summary>
    public static ProtoPingPong Start() => new();

    /// <summary>The answer the actor gives to <paramref name="request"/>.</summary>
    public static int Answer(int request) => 2 * request + 1;

    /// <summary>
    /// <c>RequestAsync&lt;int&gt;(pid, request)</c>: the overload most code calls, with the system's default
    /// timeout (<c>ActorSystemConfig.ActorRequestTimeout</c>, 5 s), i.e. a CancellationTokenSource with a timer per
    /// request.
    /// </summary>
    public Task<int> RequestAsync(int request) => _system.Root.RequestAsync<int>(_pid, request);

    /// <summary><c>RequestAsync&lt;int&gt;(pid, request, CancellationToken.None)</c>: no timeout, no timer.</summary>
    public Task<int> RequestAsyncNoTimeout(int request) => _system.Root.RequestAsync<int>(_pid, request, CancellationToken.None);

    /// <summary>Shuts the actor system down.</summary>
    public async ValueTask DisposeAsync() => await _system.ShutdownAsync("E11 done").ConfigureAwait(false);

    private sealed class PingActor : IActor
    {
        public Task ReceiveAsync(IContext context)
        {
            if (context.Message is int request)
            {
                context.Respond(Answer(request));
            }
            return Task.CompletedTask;
        }
    }
}
