using Akka.Actor;
using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.Akka;

/// <summary>
/// The request/response workload on Akka.NET 1.5.74: one <see cref="UntypedActor"/> (the cheapest receive: one
/// virtual call, no handler matching) answers each int request r with <see cref="PingReply.Answer"/> (2r + 1) through
/// <c>Sender.Tell</c>; the client asks with <c>Ask&lt;int&gt;</c>.
/// </summary>
/// <remarks>
/// Follows Akka.NET's PingPong program (src/benchmark/PingPong: an <c>UntypedActor</c> that answers
/// <c>Sender.Tell</c>), on <see cref="AkkaHost"/>'s rule (<c>AkkaHost.Start(name, AkkaHost.Throughput,
/// askWithoutTimeout: true)</c>): the default dispatcher on the .NET thread pool, throughput
/// <see cref="AkkaHost.Throughput"/>, no throughput deadline, the default unbounded mailbox, logging at WARNING.
/// Differs from it (besides <see cref="AkkaHost"/>'s throughput and GC):
/// <list type="bullet">
/// <item>the client asks with <c>Ask&lt;int&gt;</c> instead of an actor telling a burst (the lab's workload is
/// request/response); the ask timeout is infinite (<c>akka.actor.ask-timeout</c>, so no timer per request; the caller
/// waits with its own limit). Each ask creates a temporary <c>FutureActorRef</c> whose <c>TaskCompletionSource</c> runs
/// continuations asynchronously, so the asker's continuation crosses to the thread pool;</item>
/// <item>the message is a boxed <c>int</c> and the answer 2r + 1, checked by the caller (its program tells one message
/// object back and forth, unchecked).</item>
/// </list>
/// </remarks>
public sealed class AkkaPingPong : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly IActorRef _actor;

    private AkkaPingPong()
    {
        _system = AkkaHost.Start("perfbuf-ping", AkkaHost.Throughput, askWithoutTimeout: true);
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
