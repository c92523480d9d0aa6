using Akka.Actor;
using Akka.Configuration;
using PerfBuf.Workloads.Counters;

namespace PerfBuf.Peers.Akka;

/// <summary>
/// How every Akka.NET adapter starts and stops its actor system, with the configuration it states, and the lab's one
/// Akka.NET rule: every system runs the default dispatcher stated in full (<c>type = Dispatcher</c> on the
/// <c>default-executor</c>, the .NET thread pool) with the throughput <see cref="Throughput"/> and no throughput
/// deadline, the default unbounded mailbox, and logging turned down (WARNING, no dead-letter logging) so nothing is
/// printed per message; E11's and E12's asks also go without a timeout.
/// </summary>
/// <remarks>Every setting, and every difference from the peer's own benchmark program: this folder's NOTES.md, "AkkaHost".</remarks>
public static class AkkaHost
{
    /// <summary>
    /// The dispatcher throughput of every Akka.NET system the lab starts: messages a mailbox run processes before it
    /// yields the pool thread. The value is the sweep's pick (E13's <c>AkkaThroughputSweepBenchmarks</c>: 5, 30, 100,
    /// 300, 900 at P = 2 and 8; the lowest geometric mean over the two cells, each at its faster GC); a test holds this
    /// constant to the committed sweep. The full run on amd-epyc-2c2t of 20261126-010658 found 30, Akka.NET's own
    /// default: every Akka.NET row in results/ when this changed to 300 was measured with 30. The run of 20261129-032015 found 300
    /// (30, 100, 300 and 900 within 4 % of one another); the Akka.NET rows of E13's run of 20261129-075028 and of the E10
    /// run that followed it ran at 300. That E13 run's sweep found 100, which later runs take. Changing it is this one line.
    /// </summary>
    public const int Throughput = 100;

    /// <summary>The rule's configuration, asks left as Akka.NET ships them (built once: E14 starts a system per timed run).</summary>
    private static readonly string s_rule = Hocon(Throughput, askWithoutTimeout: false);

    /// <summary>Creates actor system <paramref name="name"/> with the configuration of <see cref="Hocon"/>.</summary>
    /// <inheritdoc cref="Hocon" path="/param"/>
    public static ActorSystem Start(string name, int throughput, bool askWithoutTimeout = false) =>
        ActorSystem.Create(name, ConfigurationFactory.ParseString(
            throughput == Throughput && !askWithoutTimeout ? s_rule : Hocon(throughput, askWithoutTimeout)));

    /// <summary>The configuration an adapter's system starts with: logging turned down, and what the arguments ask for.</summary>
    /// <param name="throughput">The default dispatcher, stated in full (<c>type = Dispatcher</c> on the
    /// <c>default-executor</c>), runs this throughput with no throughput deadline (<see cref="Throughput"/> everywhere
    /// but E13's sweep).</param>
    /// <param name="askWithoutTimeout">True: <c>akka.actor.ask-timeout = infinite</c> (an ask starts no timer; the caller
    /// waits with its own limit).</param>
    public static string Hocon(int throughput, bool askWithoutTimeout)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(throughput, 1);
        var ask = askWithoutTimeout ? """

                ask-timeout = infinite
            """ : "";
        var dispatcher = $$"""

                default-dispatcher {
                  type = Dispatcher
                  executor = default-executor
                  throughput = {{throughput}}
                  throughput-deadline-time = 0ms
                }
            """;
        var actor = $$"""

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
