using Akka.Actor;
using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.Akka;

/// <summary>
/// Seed 000's request/response workload on Akka.NET 1.5.74: C <see cref="UntypedActor"/>s, each answering int request r
/// with <see cref="PingReply.Answer"/> (2r + 1) through <c>Sender.Tell</c> and counting its answers in an
/// <see cref="AnswerCounts"/>; the client asks actor i with <c>Ask&lt;int&gt;</c>.
/// </summary>
/// <remarks>
/// The settings of <see cref="AkkaPingPong"/> (which follows Akka.NET's PingPong program, src/benchmark/PingPong), on
/// <see cref="AkkaHost"/>'s rule (<c>AkkaHost.Start(name, AkkaHost.Throughput, askWithoutTimeout: true)</c>): the
/// default dispatcher on the .NET thread pool, throughput <see cref="AkkaHost.Throughput"/>, no throughput deadline,
/// logging at WARNING. Differs from it as <see cref="AkkaPingPong"/> does: <c>Ask&lt;int&gt;</c> without a timeout
/// (<c>akka.actor.ask-timeout = infinite</c>; seed 000 asked with <c>CancellationToken.None</c>, no timeout either),
/// each ask a temporary <c>FutureActorRef</c> whose <c>TaskCompletionSource</c> runs continuations asynchronously; C
/// actors, as seed 000 has them, rather than one destination per client. Under a planted fault
/// (<see cref="AnswerCounts.AnswersTwice"/>) that actor counts a second answer for its first request and tells its
/// sender once.
/// </remarks>
public sealed class AkkaPingActors : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly IActorRef[] _actors;

    private AkkaPingActors(AnswerCounts answers)
    {
        _system = AkkaHost.Start("perfbuf-ping-actors", AkkaHost.Throughput, askWithoutTimeout: true);
        _actors = new IActorRef[answers.Actors];
        for (var i = 0; i < _actors.Length; i++)
        {
            _actors[i] = _system.ActorOf(Props.Create<CountingPingActor>(i, answers), $"ping-{i}");
        }
    }

    /// <summary>Starts the actor system and one answering actor per actor <paramref name="answers"/> counts.</summary>
    /// <exception cref="ArgumentNullException"><paramref name="answers"/> is null.</exception>
    public static AkkaPingActors Start(AnswerCounts answers)
    {
        ArgumentNullException.ThrowIfNull(answers);
        return new AkkaPingActors(answers);
    }

    /// <summary>C.</summary>
    public int Actors => _actors.Length;

    /// <summary>The dispatcher throughput the running system was configured with (read back from its settings).</summary>
    public int ConfiguredThroughput => _system.ConfiguredThroughput();

    /// <summary><c>Ask&lt;int&gt;(request)</c> to actor <paramref name="actor"/>, with the (infinite) ask timeout.</summary>
    public Task<int> AskAsync(int actor, int request) => _actors[actor].Ask<int>(request);

    /// <summary>True once the actor system has terminated.</summary>
    public bool IsStopped => _system.IsTerminated();

    /// <summary>Terminates the actor system.</summary>
    public ValueTask DisposeAsync() => _system.TerminateAsync();

    private sealed class CountingPingActor(int actor, AnswerCounts answers) : UntypedActor
    {
        protected override void OnReceive(object message)
        {
            if (message is int request)
            {
                Crossings.Active?.Hop(request); // the request's handling (the workload's slot: the request's number)
                answers.Answer(actor);
                Sender.Tell(PingReply.Answer(request), Self);
            }
            else
            {
                Unhandled(message);
            }
        }
    }
}
