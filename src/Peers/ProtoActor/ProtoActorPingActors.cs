using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;
using Proto;
using Proto.Mailbox;

namespace PerfBuf.Peers.ProtoActor;

/// <summary>
/// Seed 000's request/response workload on Proto.Actor 1.8.0: C actors, each answering int request r with
/// <see cref="PingReply.Answer"/> (2r + 1) through <c>context.Respond</c> and counting its answers in an
/// <see cref="AnswerCounts"/>; the client asks actor i with <c>RequestAsync&lt;int&gt;</c> from the root context.
/// </summary>
/// <remarks>
/// Every actor has the props of <see cref="ProtoActorPingPong"/>'s one actor, every setting stated: the unbounded mailbox
/// (<c>UnboundedMailbox.Create()</c>), the thread-pool dispatcher with a throughput of <see cref="Throughput"/>
/// (Proto.Actor's default; one dispatcher for every actor), shared futures on with <see cref="SharedFutureSize"/> slots
/// (the 1.8.0 default: C ≤ 1 000 requests in flight fit), actor metrics off, no middleware, no supervision logging.
/// Requests use the system's default timeout (<c>ActorRequestTimeout</c>, 5 s: the timeout seed 000 passed). Under a
/// planted fault (<see cref="AnswerCounts.AnswersTwice"/>) that actor counts a second answer for its first request; it
/// responds once (a second <c>Respond</c> would go to a shared future slot that another request may hold by then).
/// Follows its InprocessBenchmark as <see cref="ProtoActorPingPong"/> does; differs from it (besides <see cref="ProtoActorHost"/>'s
/// GC) in the workload: seed 000's C actors asked with <c>RequestAsync</c>, every answer counted per actor.
/// </remarks>
public sealed class ProtoActorPingActors : IAsyncDisposable
{
    /// <summary>Messages a mailbox run processes before it yields the pool thread (Proto.Actor's default).</summary>
    public const int Throughput = ProtoActorHost.DefaultThroughput;

    /// <summary>Requests one shared future process serves at once (Proto.Actor's default).</summary>
    public const int SharedFutureSize = ProtoActorPingPong.SharedFutureSize;

    private readonly ActorSystem _system;
    private readonly PID[] _pids;

    private ProtoActorPingActors(AnswerCounts answers)
    {
        _system = ProtoActorHost.Start(SharedFutureSize);
        var dispatcher = new ThreadPoolDispatcher(Throughput);
        _pids = new PID[answers.Actors];
        for (var i = 0; i < _pids.Length; i++)
        {
            var actor = i;
            var props = Props.FromProducer(() => new CountingPingActor(actor, answers)).OnUnboundedMailbox(dispatcher);
            DispatcherThroughput = props.Dispatcher.Throughput;
            _pids[i] = _system.Root.Spawn(props);
        }
    }

    /// <summary>Starts the actor system and one answering actor per actor <paramref name="answers"/> counts.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="answers"/> is null.</exception>
    public static ProtoActorPingActors Start(AnswerCounts answers)
    {
        ArgumentNullException.ThrowIfNull(answers);
        return new ProtoActorPingActors(answers);
    }

    /// <summary>C.</summary>
    public int Actors => _pids.Length;

    /// <summary>The throughput of the dispatcher the actors run on (read back from their props).</summary>
    public int DispatcherThroughput { get; }

    /// <summary>The system's default request timeout (<c>ActorSystemConfig.ActorRequestTimeout</c>).</summary>
    public TimeSpan DefaultRequestTimeout => _system.Config.ActorRequestTimeout;

    /// <summary><c>RequestAsync&lt;int&gt;(pid, request)</c> to actor <paramref name="actor"/>, with the default timeout.</summary>
    public Task<int> RequestAsync(int actor, int request) => _system.Root.RequestAsync<int>(_pids[actor], request);

    /// <summary>True once the actor system has shut down.</summary>
    public bool IsStopped => _system.IsShutDown();

    /// <summary>Shuts the actor system down.</summary>
    public ValueTask DisposeAsync() => _system.ShutDownAsync("seed 000 request/response workload done");

    private sealed class CountingPingActor(int actor, AnswerCounts answers) : IActor
    {
        public Task ReceiveAsync(IContext context)
        {
            if (context.Message is int request)
            {
                Crossings.Active?.Hop(request); // the request's handling (the workload's slot: the request's number)
                answers.Answer(actor);
                context.Respond(PingReply.Answer(request));
            }
            return Task.CompletedTask;
        }
    }
}
