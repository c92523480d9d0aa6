using System.Numerics;
using PerfBuf.Baselines.FSharp;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Actors;
using PerfBuf.Runtime;
using PerfBuf.Runtime.Scheduling;

namespace PerfBuf.Experiments.E12;

/// <summary>
/// Ours on the lab's actor runtime: one actor of an <see cref="ActorSystem"/> (segmented ring mailbox bounded at
/// <see cref="MailboxCapacity"/>, struct handler, run budget <see cref="Throughput"/>) scheduled on an
/// <see cref="AffinePool"/> (every run on the worker its key maps to) or on the .NET thread pool
/// (<see cref="ThreadPoolScheduler"/>); GetAndReset through a reply pool.
/// </summary>
internal sealed class RuntimeCounterRow : ICounterRow
{
    /// <summary>Messages a run hands to the handler before it requeues itself: the peers' dispatcher setting.</summary>
    public const int Throughput = 300;

    /// <summary>The mailbox's bound: <see cref="ThreadedActorCounterRow"/>'s ring capacity, so that both of our rows
    /// make a sender wait once the same number of messages is waiting (the runtime's Tell: spin, yield, then park until
    /// a run frees room; ThreadedActorMpsc's post: spin, then yield).</summary>
    public const int MailboxCapacity = ThreadedActorCounterRow.Capacity;

    private readonly IAsyncDisposable? _pool; // the pool the row owns, if any
    private readonly ActorSystem _system;
    private readonly ActorRef<CounterMessage> _actor;
    private readonly ReplyPool<long> _replies = new(runContinuationsAsynchronously: false);

    private RuntimeCounterRow(string name, IWorkScheduler scheduler, IAsyncDisposable? pool)
    {
        Name = name;
        _pool = pool;
        _system = new ActorSystem($"E12-{name}");
        _actor = _system.Spawn<CounterMessage, CounterHandler>(static () => new CounterHandler(),
            new ActorOptions { Scheduler = scheduler, Throughput = Throughput, MailboxCapacity = MailboxCapacity, Name = $"E12-{name}" });
    }

    /// <summary>The actor on a new affine pool (one pinned worker per core), which the row shuts down with it.</summary>
    public static RuntimeCounterRow OnAffinePool()
    {
        var pool = new AffinePool(name: "E12-affine");
        return new RuntimeCounterRow("RuntimeAffinePool", pool, pool);
    }

    /// <summary>The actor on a new affine pool whose idle workers spin 10 µs, then sleep on a futex.</summary>
    public static RuntimeCounterRow OnAffinePoolFutex()
    {
        var pool = new AffinePool(name: "E12-affine-futex", parking: AffinePoolParking.SpinFutex);
        return new RuntimeCounterRow("RuntimeAffinePoolFutex", pool, pool);
    }

    /// <summary>The actor on a new RunNextPool (one pinned worker per core), which the row shuts down with it.</summary>
    public static RuntimeCounterRow OnRunNextPool()
    {
        var pool = new RunNextPool(name: "E12-run-next");
        return new RuntimeCounterRow("RuntimeRunNextPool", pool, pool);
    }

    /// <summary>The actor on the .NET thread pool.</summary>
    public static RuntimeCounterRow OnThreadPool() => new("RuntimeThreadPool", ThreadPoolScheduler.Instance, pool: null);

    public string Name { get; }

    public void AddMany(int sender, int firstSlot, int count, long amount)
    {
        var actor = _actor;
        if (Crossings.Active is { } crossings)
        {
            for (var i = 0; i < count; i++)
            {
                crossings.Send(firstSlot + i);
                actor.Tell(CounterMessage.Add(amount, firstSlot + i));
            }
            return;
        }
        for (var i = 0; i < count; i++)
        {
            actor.Tell(CounterMessage.Add(amount));
        }
    }

    public long GetAndReset(TimeSpan patience) => CounterRun.Wait(_actor.GetAndResetAsync(_replies).AsTask(), patience, Name);

    public async ValueTask DisposeAsync()
    {
        await _system.DisposeAsync().ConfigureAwait(false);
        if (_pool is { } pool)
        {
            await pool.DisposeAsync().ConfigureAwait(false);
        }
    }
}

/// <summary>
/// Ours on a dedicated thread: <see cref="ThreadedActor{T, THandler}"/> with the multi-producer ring mailbox
/// (MpscRingXadd, as E03/E04's ThreadedActorMpsc), the counter as a struct handler, GetAndReset through a reply pool.
/// </summary>
internal sealed class ThreadedActorCounterRow : ICounterRow
{
    /// <summary>Mailbox slots (E04's ThreadedActorMpsc's): a sender waits (spin, then yield) while they are all taken.</summary>
    public const int Capacity = 16_384;

    private readonly ThreadedActor<CounterMessage, CounterHandler> _actor =
        ThreadedActor<CounterMessage, CounterHandler>.Start(new CounterHandler(), Capacity, singleProducer: false, name: "E12-ThreadedActorMpsc");

    private readonly ReplyPool<long> _replies = new(runContinuationsAsynchronously: false);

    public string Name => "ThreadedActorMpsc";

    public void AddMany(int sender, int firstSlot, int count, long amount)
    {
        var actor = _actor;
        if (Crossings.Active is { } crossings)
        {
            for (var i = 0; i < count; i++)
            {
                crossings.Send(firstSlot + i);
                actor.Post(CounterMessage.Add(amount, firstSlot + i));
            }
            return;
        }
        for (var i = 0; i < count; i++)
        {
            actor.Post(CounterMessage.Add(amount));
        }
    }

    public long GetAndReset(TimeSpan patience) => CounterRun.Wait(_actor.GetAndResetAsync(_replies).AsTask(), patience, Name);

    public async ValueTask DisposeAsync() => await _actor.StopAsync().ConfigureAwait(false);
}

/// <summary>
/// Ours on a dedicated thread with a lane per sender: a <see cref="LaneActor{T, THandler}"/> with one data lane per sender
/// thread; the measuring thread's GetAndReset goes through its control lane, whose messages are handled after every Add
/// posted before them (the lanes keep no order between each other: LaneActor.cs); each sender lane holds
/// <see cref="ThreadedActorCounterRow.Capacity"/> / S slots, so that the row makes its senders wait once as many messages
/// are waiting as ThreadedActorMpsc's ring holds. The idle actor spins 10 µs, then sleeps on a futex.
/// </summary>
internal sealed class LaneActorCounterRow : ICounterRow
{
    private readonly LaneActor<CounterMessage, CounterHandler> _actor;
    private readonly ReplyPool<long> _replies = new(runContinuationsAsynchronously: false);

    public LaneActorCounterRow(int senders)
    {
        var perLane = 1 << BitOperations.Log2((uint)Math.Max(2, ThreadedActorCounterRow.Capacity / senders)); // rounded down to a power of two
        _actor = LaneActor<CounterMessage, CounterHandler>.Start(new CounterHandler(), senders, perLane, name: "E12-LaneActor");
    }

    public string Name => "LaneActor";

    public void AddMany(int sender, int firstSlot, int count, long amount)
    {
        var lane = _actor.Sender(sender);
        if (Crossings.Active is { } crossings)
        {
            for (var i = 0; i < count; i++)
            {
                crossings.Send(firstSlot + i);
                lane.Post(CounterMessage.Add(amount, firstSlot + i));
            }
            return;
        }
        for (var i = 0; i < count; i++)
        {
            lane.Post(CounterMessage.Add(amount));
        }
    }

    public long GetAndReset(TimeSpan patience)
    {
        var replyTo = _replies.Rent(out var reply);
        _actor.PostControl(CounterMessage.GetAndReset(replyTo));
        return CounterRun.Wait(reply.AsTask(), patience, Name);
    }

    public ValueTask DisposeAsync() => _actor.DisposeAsync();
}

/// <summary>The seed's baseline: F# MailboxProcessor (<see cref="CounterAgent"/>): Post for Add, PostAndReply for GetAndReset.</summary>
internal sealed class MailboxProcessorCounterRow : ICounterRow
{
    private readonly CounterAgent _agent = CounterAgent.Start("E12-MailboxProcessor");

    public string Name => "MailboxProcessor";

    public void AddMany(int sender, int firstSlot, int count, long amount)
    {
        var agent = _agent;
        if (Crossings.Active is { } crossings)
        {
            for (var i = 0; i < count; i++)
            {
                crossings.Send(firstSlot + i);
                agent.Add(amount, firstSlot + i);
            }
            return;
        }
        for (var i = 0; i < count; i++)
        {
            agent.Add(amount);
        }
    }

    public long GetAndReset(TimeSpan patience)
    {
        try
        {
            return _agent.GetAndReset((int)patience.TotalMilliseconds);
        }
        catch (TimeoutException)
        {
            Check.Fail($"{Name}: no answer to GetAndReset within {patience.TotalSeconds} s");
            throw; // not reached
        }
    }

    public ValueTask DisposeAsync() => _agent.DisposeAsync();
}
