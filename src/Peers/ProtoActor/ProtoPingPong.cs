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
/// <remarks>
/// Set up for speed, every setting stated rather than left implicit:
/// <list type="bullet">
/// <item>the unbounded mailbox (<c>UnboundedMailbox.Create()</c>: a <c>ConcurrentQueue</c> of user messages; the
/// bounded one is a bounded <c>Channel</c> whose sender blocks while it is full: a backpressure setting, not a speed
/// one);</item>
/// <item>the thread-pool dispatcher with a throughput of <see cref="Throughput"/> messages per mailbox run (Proto.Actor's
/// default, as its own in-process benchmarks set it: a run processes up to that many queued messages before it yields
/// the pool thread);</item>
/// <item>shared futures on (<c>ActorSystemConfig.SharedFutures</c>, the 1.8.0 default, <see cref="SharedFutureSize"/>
/// slots): a request takes a slot of one shared future process instead of registering a new process per request; the
/// slot's <c>TaskCompletionSource</c> runs continuations asynchronously, so the asker's continuation crosses to the
/// thread pool;</item>
/// <item>actor metrics off (the default), no middleware, no supervision logging.</item>
/// </list>
/// Follows Proto.Actor's InprocessBenchmark (benchmarks/InprocessBenchmark) for its actor's settings; differs from it
/// (besides <see cref="ProtoHost"/>'s GC): the client asks with <c>RequestAsync&lt;int&gt;</c> (the lab's workload is
/// request/response; its program's pings send batches), the message a boxed <c>int</c> whose answer 2r + 1 the caller
/// checks.
/// </remarks>
public sealed class ProtoPingPong : IAsyncDisposable
{
    /// <summary>Messages a mailbox run processes before it yields the pool thread (Proto.Actor's default).</summary>
    public const int Throughput = ProtoHost.DefaultThroughput;

    /// <summary>Requests one shared future process serves at once (Proto.Actor's default).</summary>
    public const int SharedFutureSize = 5_000;

    private readonly ActorSystem _system;
    private readonly PID _pid;

    private ProtoPingPong()
    {
        _system = ProtoHost.Start(SharedFutureSize);
        var props = Props.FromProducer(() => new PingActor()).OnUnboundedMailbox(new ThreadPoolDispatcher(Throughput));
        _pid = _system.Root.Spawn(props);
    }

    /// <summary>The system's default request timeout (<c>ActorSystemConfig.ActorRequestTimeout</c>).</summary>
    public TimeSpan DefaultRequestTimeout => _system.Config.ActorRequestTimeout;

    /// <summary>Starts the actor system and the answering actor.</summary>
    public static ProtoPingPong Start() => new();

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
