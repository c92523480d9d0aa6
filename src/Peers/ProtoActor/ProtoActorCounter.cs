using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;
using Proto;
using Proto.Mailbox;

namespace PerfBuf.Peers.ProtoActor;

/// <summary>
/// Seed 002's counter actor on Proto.Actor 1.8.0: one actor keeps a running total; <see cref="Add"/> sends it
/// <c>Add(amount)</c> with <c>Send</c> from the root context (fire and forget, from any thread), and
/// <see cref="GetAndResetAsync"/> asks it with <c>RequestAsync&lt;long&gt;</c> for the total, which it answers with
/// <c>context.Respond</c> and sets to 0.
/// </summary>
/// <remarks>Every setting, and every difference from the peer's own benchmark program: this folder's NOTES.md, "ProtoActorCounter".</remarks>
public sealed class ProtoActorCounter : IAsyncDisposable
{
    /// <summary>Messages a mailbox run processes before it yields the pool thread (Proto.Actor's default).</summary>
    public const int Throughput = ProtoActorHost.DefaultThroughput;

    private readonly ActorSystem _system;
    private readonly PID _pid;

    private ProtoActorCounter()
    {
        _system = ProtoActorHost.Start(ProtoActorPingPong.SharedFutureSize);
        var props = Props.FromProducer(() => new CounterActor()).OnUnboundedMailbox(new ThreadPoolDispatcher(Throughput));
        _pid = _system.Root.Spawn(props);
    }

    /// <summary>Starts the actor system and the counter actor (its total starts at 0).</summary>
    public static ProtoActorCounter Start() => new();

    /// <summary><c>Send(pid, new Add(amount))</c> from the root context: enqueues and returns.</summary>
    public void Add(long amount) => _system.Root.Send(_pid, new AddMessage(amount));

    /// <summary>
    /// A counted Add (a crossings counting pass, <see cref="Crossings"/>): <paramref name="amount"/> (0 … 2^32 − 1) with
    /// <paramref name="slot"/> in the message's amount (slot · 2^32 + amount), from which the actor records the Add's hop.
    /// </summary>
    public void Add(long amount, int slot) => _system.Root.Send(_pid, new AddMessage(CountedAmount.Encode(amount, slot)));

    /// <summary><c>RequestAsync&lt;long&gt;(pid, GetAndReset, CancellationToken.None)</c>: the total, which the actor sets to 0.</summary>
    public Task<long> GetAndResetAsync() => _system.Root.RequestAsync<long>(_pid, GetAndResetMessage.Instance, CancellationToken.None);

    /// <summary>True once the actor system has shut down.</summary>
    public bool IsStopped => _system.IsShutDown();

    /// <summary>Shuts the actor system down.</summary>
    public ValueTask DisposeAsync() => _system.ShutDownAsync("counter workload done");

    private sealed class AddMessage(long amount)
    {
        public long Amount { get; } = amount;
    }

    private sealed class GetAndResetMessage
    {
        public static readonly GetAndResetMessage Instance = new();
    }

    private sealed class CounterActor : IActor
    {
        private long _total;

        public Task ReceiveAsync(IContext context)
        {
            switch (context.Message)
            {
                case AddMessage add:
                    _total += CountedAmount.Add(add.Amount);
                    break;
                case GetAndResetMessage:
                    CountedAmount.AskHop();
                    context.Respond(_total);
                    _total = 0;
                    break;
            }
            return Task.CompletedTask;
        }
    }
}
