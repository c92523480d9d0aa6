using Akka.Actor;
using Akka.Configuration;

namespace PerfBuf.Peers.E11;

/// <summary>
/// E11's workload on Akka.NET 1.5.30: one <see cref="UntypedActor"/> (the cheapest receive: one virtual call, no
/// handler matching) on the default dispatcher (the .NET thread pool, throughput 30) answers each int request r
/// with 2r + 1 through <c>Sender.Tell</c>. Requests go through <c>Ask&lt;int&gt;</c> without a timeout (the
/// default <c>akka.actor.ask-timeout</c> is infinite, so no timer): each creates a temporary FutureActorRef
/// registered with the provider, completing a TaskCompletionSource that runs continuations asynchronously.
/// Logging is set to WARNING so nothing is printed per message.
/// </summary>
public sealed class AkkaPingPong : IAsyncDisposable
{
    private const string Hocon = """
        akka {
          loglevel = WARNING
          stdout-loglevel = WARNING
          log-dead-letters = off
          log-dead-letters-during-shutdown = off
        }
        """;

    private readonly ActorSystem _system;
    private readonly IActorRef _actor;

    private AkkaPingPong()
    {
        _system = ActorSystem.Create("perfbuf-e11", ConfigurationFactory.ParseString(Hocon));
        _actor = _system.ActorOf(Props.Create<PingActor>(), "ping");
    }

    /// <summary>Starts the actor system and the answering actor.</summary>
    public static AkkaPingPong Start() => new();

    /// <summary>The answer the actor gives to <paramref name="request"/>.</summary>
    public static int Answer(int request) => 2 * request + 1;

    /// <summary><c>actor.Ask&lt;int&gt;(request)</c> with the default (infinite) ask timeout.</summary>
    public Task<int> AskAsync(int request) => _actor.Ask<int>(request);

    /// <summary>Terminates the actor system.</summary>
    public async ValueTask DisposeAsync() => await _system.Terminate().ConfigureAwait(false);

    private sealed class PingActor : UntypedActor
    {
        protected override void OnReceive(object message)
        {
            if (message is int request)
            {
                Sender.Tell(Answer(request), Self);
            }
            else
            {
                Unhandled(message);
            }
        }
    }
}
