using Akka.Actor;
using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.Akka;

/// <summary>
/// Seed 002's counter actor on Akka.NET 1.5.74: one <see cref="UntypedActor"/> keeps a running total;
/// <see cref="Add"/> tells it <c>Add(amount)</c> (<c>Tell</c> without a sender, from any thread), and
/// <see cref="GetAndResetAsync"/> asks it with <c>Ask&lt;long&gt;</c> for the total, which it answers with
/// <c>Sender.Tell</c> and sets to 0.
/// </summary>
/// <remarks>
/// Set up as E11's <see cref="AkkaPingPong"/> (it follows Akka.NET's PingPong program, src/benchmark/PingPong; Akka.NET
/// has no counter program): <see cref="AkkaHost"/>'s rule (<c>AkkaHost.Start(name, AkkaHost.Throughput,
/// askWithoutTimeout: true)</c>: the default dispatcher on the .NET thread pool, throughput
/// <see cref="AkkaHost.Throughput"/>, no throughput deadline, the default unbounded mailbox, so a <c>Tell</c> enqueues
/// and returns; logging at WARNING). Differs from it (besides <see cref="AkkaHost"/>'s throughput and GC): the
/// workload is seed 002's counter (Adds told from many threads, a total asked with <c>Ask</c> without a timeout: the
/// caller waits with its own limit), each <c>Add</c> a new message object, as an application tells one. A local
/// <c>Tell</c> enqueues in the actor's mailbox before it returns, so an ask made after every sender's last <c>Tell</c>
/// returned is received after all of them. Crossings (a counting pass, <see cref="Crossings"/>): while one is active every
/// Add is a counted one (<see cref="Add(long, int)"/>), whose handling the actor records in the slot it carries, and a
/// GetAndReset's handling is recorded in slot 0 (the workload asks one at a time and gives no Add that slot).
/// </remarks>
public sealed class AkkaCounter : IAsyncDisposable
{
    private readonly ActorSystem _system;
    private readonly IActorRef _actor;

    private AkkaCounter()
    {
        _system = AkkaHost.Start("perfbuf-counter", AkkaHost.Throughput, askWithoutTimeout: true);
        _actor = _system.ActorOf(Props.Create<CounterActor>(), "counter");
    }

    /// <summary>Starts the actor system and the counter actor (its total starts at 0).</summary>
    public static AkkaCounter Start() => new();

    /// <summary>The dispatcher throughput the running system was configured with (read back from its settings).</summary>
    public int ConfiguredThroughput => _system.ConfiguredThroughput();

    /// <summary><c>actor.Tell(new Add(amount), ActorRefs.NoSender)</c>: enqueues and returns.</summary>
    public void Add(long amount) => _actor.Tell(new AddMessage(amount), ActorRefs.NoSender);

    /// <summary>
    /// A counted Add (a crossings counting pass, <see cref="Crossings"/>): <paramref name="amount"/> (0 … 2^32 − 1) with
    /// <paramref name="slot"/> in the message's amount (slot · 2^32 + amount), from which the actor records the Add's hop.
    /// </summary>
    public void Add(long amount, int slot) => _actor.Tell(new AddMessage(CountedAmount.Encode(amount, slot)), ActorRefs.NoSender);

    /// <summary><c>actor.Ask&lt;long&gt;(GetAndReset)</c> with the (infinite) ask timeout: the total, which the actor sets to 0.</summary>
    public Task<long> GetAndResetAsync() => _actor.Ask<long>(GetAndResetMessage.Instance);

    /// <summary>True once the actor system has terminated.</summary>
    public bool IsStopped => _system.IsTerminated();

    /// <summary>Terminates the actor system.</summary>
    public ValueTask DisposeAsync() => _system.TerminateAsync();

    private sealed class AddMessage(long amount)
    {
        public long Amount { get; } = amount;
    }

    private sealed class GetAndResetMessage
    {
        public static readonly GetAndResetMessage Instance = new();
    }

    private sealed class CounterActor : UntypedActor
    {
        private long _total;

        protected override void OnReceive(object message)
        {
            switch (message)
            {
                case AddMessage add:
                    _total += CountedAmount.Add(add.Amount);
                    break;
                case GetAndResetMessage:
                    CountedAmount.AskHop();
                    Sender.Tell(_total, Self);
                    _total = 0;
                    break;
                default:
                    Unhandled(message);
                    break;
            }
        }
    }
}
