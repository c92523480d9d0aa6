using System.Runtime.CompilerServices;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;

namespace PerfBuf.Experiments.E10;

/// <summary>T actors of the lab's runtime (fan-out): an <see cref="ActorRef{T}"/> each, the E10 tally handler.</summary>
public readonly struct RuntimeActorSet(ActorRef<int>[] actors, RuntimeHost host) : IActorSet
{
    public static RuntimeActorSet Start(TrackedTally[] tallies, RuntimeHost host) =>
        new([.. tallies.Select(t => host.System.Spawn<int, TrackedTallyHandler>(() => new TrackedTallyHandler(t), host.Options))], host);

    public int Count => actors.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => actors[actor].Tell(message);

    public void Stop()
    {
        try
        {
            host.Dispose();
        }
        finally
        {
            ActorStop.All(actors.Select(a => a.Completion)); // a handler fault faults its actor's Completion
        }
    }
}

/// <summary>Actor i of a runtime ring: counts the token (<see cref="ChainTally.Hop"/>) and tells the next one to actor i + 1.</summary>
public readonly struct RuntimeChainHandler(ChainTally tally, int index, ActorRef<long>[] ring) : IHandler<long>
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(in long token)
    {
        var next = tally.Hop(index, token);
        if (next >= 0)
        {
            ring[index + 1 == ring.Length ? 0 : index + 1].Tell(next);
        }
    }
}

/// <summary>K actors of the lab's runtime in a ring.</summary>
public readonly struct RuntimeActorRing(ActorRef<long>[] actors, RuntimeHost host) : IActorRing
{
    public static RuntimeActorRing Start(ChainTally tally, RuntimeHost host)
    {
        var ring = new ActorRef<long>[tally.Count];
        for (var i = 0; i < ring.Length; i++)
        {
            var index = i;
            ring[i] = host.System.Spawn<long, RuntimeChainHandler>(() => new RuntimeChainHandler(tally, index, ring), host.Options);
        }
        return new RuntimeActorRing(ring, host);
    }

    public int Count => actors.Length;

    public void Inject(long token) => actors[0].Tell(token);

    public void Stop()
    {
        try
        {
            host.Dispose();
        }
        finally
        {
            ActorStop.All(actors.Select(a => a.Completion));
        }
    }
}

/// <summary>An idle actor's handler: no message ever reaches it.</summary>
public readonly struct IdleHandler : IHandler<int>
{
    public void Handle(in int message) { }
}

/// <summary>
/// The runtime's idle actors: <c>Spawn</c> with one shared factory and the row's options; stopped with
/// <c>ActorRef.StopAsync</c> per actor, all awaited together, then until the system's live count is back to 0.
/// Started = the system's spawn count, stopped = stops that completed without fault. Thread crossings (a counting
/// pass): a spawn and the child's first message are one journey, and an idle child's first and only message is its
/// stop: the spawn records the send on the spawning thread, the child's final run the hop (<see cref="FinalRunHop"/>).
/// </summary>
public sealed class RuntimeSpawner(RuntimeHost host) : ISpawner, IDisposable
{
    private static readonly Func<IdleHandler> s_factory = static () => default;

    private readonly List<ActorRef<int>> _live = [];
    private Task[] _stops = [];
    private long _stopped;

    public void Spawn(int count)
    {
        var crossings = Crossings.Active;
        for (var i = 0; i < count; i++)
        {
            crossings?.Send(i);
            var actor = host.System.Spawn<int, IdleHandler>(s_factory, host.Options);
            _live.Add(actor);
            if (crossings is not null)
            {
                FinalRunHop.Observe(actor, i);
            }
        }
    }

    public void StopAll(TimeSpan patience)
    {
        if (_stops.Length < _live.Count)
        {
            _stops = new Task[_live.Count]; // kept: later invocations allocate nothing here
        }
        var stops = _stops.AsSpan(0, _live.Count);
        for (var i = 0; i < stops.Length; i++)
        {
            stops[i] = _live[i].StopAsync();
        }
        var deadline = Environment.TickCount64 + (long)patience.TotalMilliseconds;
        foreach (var stop in stops)
        {
            var left = deadline - Environment.TickCount64;
            if (left <= 0 || !stop.Wait(TimeSpan.FromMilliseconds(left)))
            {
                throw new TimeoutException($"runtime actors did not stop within {patience.TotalSeconds} s");
            }
            if (stop.IsCompletedSuccessfully)
            {
                _stopped++;
            }
        }
        stops.Clear();
        _live.Clear();
        // an actor leaves the system's live count just after its Completion completes
        var wait = new SpinWait();
        while (host.System.LiveActors != 0 && Environment.TickCount64 < deadline)
        {
            wait.SpinOnce();
        }
    }

    public long Started => host.System.Spawned;

    public long Stopped => _stopped;

    public int Live => host.System.LiveActors;

    public void Dispose() => host.Dispose();
}

/// <summary>
/// Records, in a counting pass, the hop of a runtime actor's final run, which runs no code of the workload's: the run
/// completes the actor's <see cref="ActorRef.Completion"/>, and a continuation bound to this scheduler is handed to
/// <see cref="QueueTask"/> by the thread that completes the task (also when the task runs its continuations
/// asynchronously, as Completion does), before the run takes the actor out of the system's live count.
/// </summary>
/// <remarks>Allocates a continuation per actor: used in the counting pass only, never in the timed invocations.</remarks>
internal sealed class FinalRunHop : TaskScheduler
{
    private static readonly FinalRunHop s_instance = new();

    /// <summary>Records the hop of <paramref name="actor"/>'s final run in <paramref name="slot"/>; call before it is stopped.</summary>
    public static void Observe(ActorRef actor, int slot) =>
        _ = actor.Completion.ContinueWith(static (_, _) => { }, slot, CancellationToken.None, TaskContinuationOptions.None, s_instance);

    protected override void QueueTask(Task task)
    {
        Crossings.Active?.Hop((int)task.AsyncState!);
        TryExecuteTask(task);
    }

    protected override bool TryExecuteTaskInline(Task task, bool taskWasPreviouslyQueued) => false;

    protected override IEnumerable<Task> GetScheduledTasks() => [];
}
