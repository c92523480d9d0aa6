using Akka.Actor;
using PerfBuf.Core.Payloads;
using PerfBuf.Core.Threading;

namespace PerfBuf.Peers.AkkaNet;

/// <summary>
/// The request/response workload on Akka.NET 1.5.74: one <see cref="UntypedActor"/> (the cheapest receive: one
/// virtual call, no handler matching) answers each int request r with <see cref="PingReply.Answer"/> (2r + 1) through
/// <c>Sender.Tell</c>; the client asks with <c>Ask&lt;int&gt;</c>.
/// </summary>
/// <remarks>
/// Set up for speed, every setting stated in the HOCON that <see cref="AkkaHost"/> builds for it
/// (<c>AkkaHost.Start(name, Throughput, askWithoutTimeout: true)</c>) rather than left implicit:
/// <list type="bullet">
/// <item>the default dispatcher (<c>type = Dispatcher</c>) on the <c>default-executor</c>, which is the .NET thread
/// pool;</item>
/// <item>a throughput of <see cref="Throughput"/> messages per mailbox run (Akka.NET's default is 30; a run processes up
/// to that many queued messages before it yields the pool thread, and 300 is Proto.Actor's default, so both peers
/// batch alike), with no throughput deadline;</item>
/// <item><c>Ask&lt;int&gt;</c> without a timeout (<c>akka.actor.ask-timeout</c> is infinite, so no timer per request):
/// each ask creates a temporary <c>FutureActorRef</c> registered with the provider, completing a
/// <c>TaskCompletionSource</c> that runs continuations asynchronously, so the asker's continuation crosses to the
/// thread pool;</item>
/// <item>logging at WARNING and no dead-letter logging, so nothing is printed per message.</item>
/// </list>
/// </remarks>
public sealed class AkkaPingPong : IAsyncDisposable
{
    /// <summary>Messages a mailbox run processes before it yields the pool thread.</summary>
    public const int Throughput = 300;

    private readonly ActorSystem _system;
    private readonly IActorRef _actor;

    private AkkaPingPong()
    {
        _system = AkkaHost.Start("perfbuf-ping", Throughput, askWithoutTimeout: true);
        _actor = _system.ActorOf(Props.Create<PingActor>(), "ping");
    }

    /// <summary>Starts the actor system and the answering actor.</summary>
    public static AkkaPingPong Start() => new();

    /// <summary>The dispatcher throughput the running system was configured with (read back from its settings).</summary>
    public int ConfiguredThroughput => _system.ConfiguredThroughput();

    /// <summary><c>actor.Ask&lt;int&gt;(request)</c> with the (infinite) ask timeout.</summary>
    public Task<int> AskAsync(int request) => _actor.Ask<int>(request);

    /// <summary>True once the actor system has terminated.</summary>
    public bool IsStopped => _system.IsTerminated();

    /// <summary>Terminates the actor system.</summary>
    public ValueTask DisposeAsync() => _system.TerminateAsync();

    private sealed class PingActor : UntypedActor
    {
        protected override void OnReceive(object message)
        {
            if (message is int request)
            {
                Crossings.Active?.Hop(request); // the request's handling (the workload's slot: the request's number)
                Sender.Tell(PingReply.Answer(request), Self);
            }
            else
            {
                Unhandled(message);
            }
        }
    }
}
