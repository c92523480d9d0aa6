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
    /// i mod cores. <paramref name="parking"/>: how its idle workers wait (the default is the measured one).
    /// </summary>
    public static RuntimeHost OnAffinePool(string name, int? mailboxCapacity = null,
        AffinePoolParking parking = AffinePoolParking.SpinYieldMonitor)
    {
        var pool = new AffinePool(workers: 0, pin: true, name: name, parking: parking);
        return new(name, pool, pool, mailboxCapacity);
    }

    /// <summary>The system the row's actors are spawned in.</summary>
    /// <summary>The runtime on the .NET thread pool with a next slot (<see cref="ThreadPoolRunNextScheduler"/>): an actor
    /// woken by a running actor runs next on the same thread, inside the same work item.</summary>
    public static RuntimeHost OnThreadPoolRunNext(string name, int? mailboxCapacity = null) =>
        new(name, ThreadPoolRunNextScheduler.Instance, null, mailboxCapacity);

    /// <summary>
    /// The runtime on a new <see cref="RunNextPool"/> of one worker per core, each pinned to its CPU where the OS allows:
    /// an actor woken by a running actor runs next on the waker's worker; actors told from outside start on worker
    /// key mod cores (keys in spawn order); idle workers steal.
    /// </summary>
    public static RuntimeHost OnRunNextPool(string name, int? mailboxCapacity = null)
    {
        var pool = new RunNextPool(workers: 0, pin: true, name: name);
        return new(name, pool, pool, mailboxCapacity);
    }

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
        var (faults, first) = Scheduler switch
        {
            AffinePool affine => (affine.FaultCount, affine.FaultCount > 0 ? affine.Faults[0].Exception : null),
            RunNextPool runNext => (runNext.FaultCount, runNext.FaultCount > 0 ? runNext.Faults[0].Exception : null),
            _ => (0, null),
        };
        if (faults > 0)
        {
            Check.Fail($"the {Scheduler} recorded {faults} fault(s); the first: {first}");
        }
    }
}
