using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// Where the lab's runtime rows run: an <see cref="ActorSystem"/> of their own on one scheduler — the .NET thread pool
/// (<see cref="ThreadPoolScheduler.Instance"/>, or with a next slot <see cref="ThreadPoolRunNextScheduler.Instance"/>), or a
/// pool of dedicated workers (<see cref="AffinePool"/>, <see cref="RunNextPool"/>) the host owns and shuts down after the
/// system.
/// </summary>
public sealed class RuntimeHost : IDisposable
{
    private readonly OwnedPool? _owned;

    private RuntimeHost(string name, IWorkScheduler scheduler, OwnedPool? owned, int? mailboxCapacity)
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

    /// <summary>The runtime on the .NET thread pool with a next slot (<see cref="ThreadPoolRunNextScheduler"/>): an actor
    /// woken by a running actor runs next on the same thread, inside the same work item.</summary>
    public static RuntimeHost OnThreadPoolRunNext(string name, int? mailboxCapacity = null) =>
        new(name, ThreadPoolRunNextScheduler.Instance, null, mailboxCapacity);

    /// <summary>
    /// The runtime on a new <see cref="AffinePool"/> of one worker per core, each pinned to its CPU where the OS allows
    /// (<see cref="AffinePool.Pinning"/> says where and why not); actors keyed in spawn order, so actor i runs on worker
    /// i mod cores. <paramref name="parking"/>: how its idle workers wait (the default is the measured one).
    /// </summary>
    public static RuntimeHost OnAffinePool(string name, int? mailboxCapacity = null,
        AffinePoolParking parking = AffinePoolParking.SpinYieldMonitor)
    {
        var pool = new AffinePool(workers: 0, pin: true, name: name, parking: parking);
        return new(name, pool, new OwnedPool(() => pool.ShutdownAsync(), () => pool.Faults), mailboxCapacity);
    }

    /// <summary>
    /// The runtime on a new <see cref="RunNextPool"/> of one worker per core, each pinned to its CPU where the OS allows
    /// (<see cref="RunNextPool.Pinning"/>): an actor woken by a running actor runs next on the waker's worker; actors told
    /// from outside start on worker key mod cores (keys in spawn order); idle workers steal, spin, yield, then park.
    /// </summary>
    public static RuntimeHost OnRunNextPool(string name, int? mailboxCapacity = null)
    {
        var pool = new RunNextPool(workers: 0, pin: true, name: name);
        return new(name, pool, new OwnedPool(() => pool.ShutdownAsync(), () => pool.Faults), mailboxCapacity);
    }

    /// <summary>The system the row's actors are spawned in.</summary>
    public ActorSystem System { get; }

    /// <summary>Where the actors' runs execute.</summary>
    public IWorkScheduler Scheduler { get; }

    /// <summary>The options every actor of the row is spawned with: the scheduler, keys numbered in spawn order, the
    /// runtime's default budget (64 messages per run), no supervisor (a handler that throws stops its actor).</summary>
    public ActorOptions Options { get; }

    /// <summary>Stops every actor (draining), then shuts an owned pool down (draining); a fault the pool recorded (an
    /// item that threw on a worker: the runtime's own code, since a handler's exception goes to its supervisor) fails.</summary>
    public void Dispose()
    {
        Task<AffinePoolShutdown>? shutdown = null;
        try
        {
            ActorStop.All([System.StopAllAsync(drain: true)]);
        }
        finally
        {
            if (_owned is { } owned)
            {
                shutdown = owned.Shutdown();
                ActorStop.All([shutdown]);
            }
        }
        if (shutdown is { Result.Faults: > 0 } && _owned is { } pool)
        {
            Check.Fail($"the {Scheduler} recorded {shutdown.Result.Faults} fault(s); the first: {pool.Faults()[0].Exception}");
        }
    }

    /// <summary>A pool the host made and shuts down: its draining shutdown (which counts its faults) and the faults it
    /// recorded. AffinePool and RunNextPool report both alike, so one check serves every owned pool.</summary>
    private sealed record OwnedPool(Func<Task<AffinePoolShutdown>> Shutdown, Func<IReadOnlyList<AffinePoolFault>> Faults);
}
