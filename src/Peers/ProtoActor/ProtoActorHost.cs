using Proto;
using Proto.Mailbox;

namespace PerfBuf.Peers.ProtoActor;

/// <summary>
/// How every Proto.Actor adapter starts and stops its actor system, with the configuration it states: actor metrics
/// off (the default) and no supervision logging, shared futures of a stated size where the adapter asks for them (E11,
/// E12), the rest as Proto.Actor ships it; and the props of an adapter that states its mailbox and dispatcher.
/// </summary>
/// <remarks>
/// The peer's own programs (asynkron/protoactor-dotnet, benchmarks/), which the adapters follow: PingPongBenchmark
/// (LocalPingPong) and InprocessBenchmark (pairs of actors, a batch of 100 in flight, a <c>ThreadPoolDispatcher</c>
/// swept over throughputs 50–800) and SpawnBenchmark (a tree of actors); for request/response no program of its was
/// found. Differs from them, in every adapter:
/// <list type="bullet">
/// <item>GC: run under both workstation and server GC, the faster is quoted (its programs use server, concurrent
/// GC).</item>
/// <item>Throughput: its default, 300 (within the 50–800 its programs sweep), one value for every experiment.</item>
/// <item>Workload and message types: the lab's (each adapter says which), with the lab's verification and crossings
/// count added, on a 2-core machine.</item>
/// </list>
/// </remarks>
internal static class ProtoActorHost
{
    /// <summary>Messages a mailbox run processes before it yields the pool thread (Proto.Actor's default).</summary>
    public const int DefaultThroughput = 300;

    /// <summary>Starts an actor system.</summary>
    /// <param name="sharedFutureSize">Null: the config's shared futures left as Proto.Actor ships them. A value:
    /// <c>WithSharedFutures(sharedFutureSize)</c>, one shared future process serving that many requests at once.</param>
    public static ActorSystem Start(int? sharedFutureSize = null)
    {
        var config = ActorSystemConfig.Setup();
        if (sharedFutureSize is { } size)
        {
            config = config.WithSharedFutures(size);
        }
        return new ActorSystem(config
            .WithMetrics(false)
            .WithDeveloperSupervisionLogging(false));
    }

    /// <summary>
    /// <paramref name="props"/> with every setting stated: the unbounded mailbox (<c>UnboundedMailbox.Create()</c>, a
    /// <c>ConcurrentQueue</c> of user messages) on <paramref name="dispatcher"/>.
    /// </summary>
    public static Props OnUnboundedMailbox(this Props props, IDispatcher dispatcher) =>
        props.WithMailbox(() => UnboundedMailbox.Create()).WithDispatcher(dispatcher);

    /// <summary>True once the actor system has shut down (its shutdown token is cancelled).</summary>
    public static bool IsShutDown(this ActorSystem system) => system.Shutdown.IsCancellationRequested;

    /// <summary>Shuts the actor system down, giving <paramref name="reason"/>.</summary>
    public static async ValueTask ShutDownAsync(this ActorSystem system, string reason) =>
        await system.ShutdownAsync(reason).ConfigureAwait(false);

    /// <summary>
    /// Stops every actor of <paramref name="pids"/> after the messages already in its mailbox (<c>PoisonAsync</c>: a
    /// poison pill queued behind them), then shuts the actor system down, giving <paramref name="reason"/>.
    /// </summary>
    public static async ValueTask PoisonAllAndShutDownAsync(this ActorSystem system, IEnumerable<PID> pids, string reason)
    {
        await Task.WhenAll(pids.Select(pid => system.Root.PoisonAsync(pid))).ConfigureAwait(false);
        await system.ShutdownAsync(reason).ConfigureAwait(false);
    }
}
