using Akka.Actor;
using Akka.Configuration;
using PerfBuf.Core.Counters;

namespace PerfBuf.Peers.AkkaNet;

/// <summary>
/// How every Akka.NET adapter starts and stops its actor system, with the configuration it states. Every system has
/// logging turned down (WARNING, no dead-letter logging) so nothing is printed per message; the rest is Akka.NET's
/// defaults (E10, E13, E14: the default dispatcher on the <c>default-executor</c>, the .NET thread pool, throughput
/// <see cref="DefaultThroughput"/>, the default unbounded mailbox) unless the adapter asks for a tuned dispatcher and an
/// ask without a timeout (E11, E12).
/// </summary>
internal static class AkkaHost
{
    /// <summary>Akka.NET's default dispatcher throughput: messages a mailbox run processes before it yields the pool thread.</summary>
    public const int DefaultThroughput = 30;

    /// <summary>Logging turned down, nothing else changed (built once: E14 starts a system per timed run).</summary>
    private static readonly string s_defaults = Hocon(throughput: null, askWithoutTimeout: false);

    /// <summary>Creates actor system <paramref name="name"/> with the configuration of <see cref="Hocon"/>.</summary>
    /// <inheritdoc cref="Hocon" path="/param"/>
    public static ActorSystem Start(string name, int? throughput = null, bool askWithoutTimeout = false) =>
        ActorSystem.Create(name, ConfigurationFactory.ParseString(
            throughput is null && !askWithoutTimeout ? s_defaults : Hocon(throughput, askWithoutTimeout)));

    /// <summary>The configuration an adapter's system starts with: logging turned down, and what the arguments ask for.</summary>
    /// <param name="throughput">Null: the default dispatcher left as Akka.NET ships it. A value: the default dispatcher
    /// stated in full (<c>type = Dispatcher</c> on the <c>default-executor</c>) with this throughput and no throughput
    /// deadline.</param>
    /// <param name="askWithoutTimeout">True: <c>akka.actor.ask-timeout = infinite</c> (an ask starts no timer; the caller
    /// waits with its own limit).</param>
    public static string Hocon(int? throughput, bool askWithoutTimeout)
    {
        var ask = askWithoutTimeout ? """

                ask-timeout = infinite
            """ : "";
        var dispatcher = throughput is { } messages ? $$"""

                default-dispatcher {
                  type = Dispatcher
                  executor = default-executor
                  throughput = {{messages}}
                  throughput-deadline-time = 0ms
                }
            """ : "";
        var actor = ask.Length + dispatcher.Length == 0 ? "" : $$"""

              actor {{{ask}}{{dispatcher}}
              }
            """;
        return $$"""
            akka {
              loglevel = WARNING
              stdout-loglevel = WARNING
              log-dead-letters = off
              log-dead-letters-during-shutdown = off{{actor}}
            }
            """;
    }

    /// <summary>The default dispatcher's throughput in the running system's settings.</summary>
    public static int ConfiguredThroughput(this ActorSystem system) =>
        system.Settings.Config.GetInt("akka.actor.default-dispatcher.throughput");

    /// <summary>The default dispatcher's executor in the running system's settings.</summary>
    public static string ConfiguredExecutor(this ActorSystem system) =>
        system.Settings.Config.GetString("akka.actor.default-dispatcher.executor");

    /// <summary>True once the actor system has terminated.</summary>
    public static bool IsTerminated(this ActorSystem system) => system.WhenTerminated.IsCompleted;

    /// <summary>Terminates the actor system.</summary>
    public static async ValueTask TerminateAsync(this ActorSystem system) => await system.Terminate().ConfigureAwait(false);

    /// <summary>
    /// Stops <paramref name="actors"/> (each counting its <c>PostStop</c> in <paramref name="counts"/>) after the messages
    /// already in their mailboxes — a <c>PoisonPill</c> told behind them —, waits until each has stopped, then terminates
    /// <paramref name="system"/>.
    /// </summary>
    /// <exception cref="TimeoutException">Not every actor stopped within a minute (the system is terminated anyway).</exception>
    public static async ValueTask PoisonAllAndTerminateAsync(this ActorSystem system, StopCountdown counts, IReadOnlyCollection<IActorRef> actors, string what)
    {
        counts.Arm(actors.Count);
        foreach (var actor in actors)
        {
            actor.Tell(PoisonPill.Instance, ActorRefs.NoSender);
        }
        var stopped = counts.Wait(TimeSpan.FromMinutes(1));
        await system.Terminate().ConfigureAwait(false);
        if (!stopped)
        {
            throw new TimeoutException($"Akka.NET {what} actors did not stop within a minute");
        }
    }
}
