using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Runtime;
using PerfBuf.Mailboxes.Scheduling;

namespace PerfBuf.Experiments.E10;

/// <summary>
/// Where the lab's runtime rows run: an <see cref="ActorSystem"/> of their own on one scheduler — the .NET thread pool
/// (<see cref="ThreadPoolScheduler.Instance"/>) or an <see cref="AffinePool"/> the host owns and shuts down after the
/// system.
/// </summary>
public sealed class RuntimeHost : IDisposable
{
    private readonly IAsyncDisposable? _owned;

    private RuntimeHost(string name, IWorkScheduler scheduler, IAsyncDisposable? owned, int? mailboxCapacity)
    {
        _owned = owned;
        Scheduler = scheduler;
        System = new ActorSystem(name);
        Options = new ActorOptions { Scheduler = scheduler, MailboxCapacity = mailboxCapacity };
    }

    /// <summary>The runtime on the .NET thread pool; <paramref name="mailboxCapacity"/> bounds every actor's mailbox
    /// (null: the runtime's default, unbounded).</summary>
    public static RuntimeHost OnThreadPool(string name, int? mailboxCapacity = null) =>
        new(name, ThreadPoolScheduler.Instance, null, mailboxCapacity);

    /// <summary>The runtime on the .NET thread pool, local queue first (<see cref="ThreadPoolLocalQueueScheduler"/>).</summary>
    public static RuntimeHost OnThreadPoolLocalQueue(string name, int? mailboxCapacity = null) =>
        new(name, ThreadPoolLocalQueueScheduler.Instance, null, mailboxCapacity);

    /// <summary>
    /// The runtime on a new <see cref="AffinePool"/> of one worker per core, each pinned to its CPU where the OS allows
    /// (<see cref="AffinePool.Pinning"/> says where and why not); actors keyed in spawn order, so actor i runs on worker
    /// i mod cores.
    /// </summary>
    public static RuntimeHost OnAffinePool(string name, int? mailboxCapacity = null)
    {
        var pool = new AffinePool(workers: 0, pin: true, name: name);
        return new(name, pool, pool, mailboxCapacity);
    }

    /// <summary>The system the row's actors are spawned in.</summary>
    public ActorSystem System { get; }

    /// <summary>Where the actors' runs execute.</summary>
    public IWorkScheduler Scheduler { get; }

    /// <summary>The options every actor of the row is spawned with: the scheduler, keys numbered in spawn order, the
    /// runtime's default budget (64 messages per run), no supervisor (a handler that throws stops its actor).</summary>
    public ActorOptions Options { get; }

    /// <summary>Stops every actor (draining), then shuts an owned scheduler down; a fault the affine pool recorded (an
    /// item that threw on a worker: the runtime's own code, since a handler's exception goes to its supervisor) fails.</summary>
    public void Dispose()
    {
        try
        {
            ActorStop.All([System.StopAllAsync(drain: true)]);
        }
        finally
        {
            if (_owned is { } owned)
            {
                ActorStop.All([owned.DisposeAsync().AsTask()]);
            }
        }
        if (Scheduler is AffinePool { FaultCount: > 0 } pool)
        {
            Check.Fail($"the affine pool recorded {pool.FaultCount} fault(s); the first: {pool.Faults[0].Exception}");
        }
    }
}

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
/// Started = the system's spawn count, stopped = stops that completed without fault.
/// </summary>
public sealed class RuntimeSpawner(RuntimeHost host) : ISpawner, IDisposable
{
    private static readonly Func<IdleHandler> s_factory = static () => default;

    private readonly List<ActorRef<int>> _live = [];
    private Task[] _stops = [];
    private long _stopped;

    public void Spawn(int count)
    {
        for (var i = 0; i < count; i++)
        {
            _live.Add(host.System.Spawn<int, IdleHandler>(s_factory, host.Options));
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
