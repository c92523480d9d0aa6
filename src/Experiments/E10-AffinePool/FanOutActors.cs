using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Experiments.E10;

/// <summary>
/// One E10 fan-out actor's work on each message, the same for every row: record the CPU (<see cref="CpuTrack"/>),
/// then the tally's sum or hash and count (<see cref="ActorTally"/>, E04's). Under <see cref="Check.PlantFault"/> the
/// first message of each invocation is handled as the next payload index, so that actor's checksum is wrong.
/// </summary>
public sealed class TrackedTally(ActorTally tally, CpuTrack cpu, bool planted)
{
    /// <summary>This actor's migrations.</summary>
    public CpuTrack Cpu => cpu;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(int message)
    {
        cpu.Record();
        if (planted && tally.Count == 0)
        {
            message = PayloadTable.IndexOf(message + 1);
        }
        tally.Handle(message);
    }
}

/// <summary>The struct handler our actors run in E10's fan-out: forwards to the actor's <see cref="TrackedTally"/>.</summary>
public readonly struct TrackedTallyHandler(TrackedTally tally) : IHandler<int>
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(in int message) => tally.Handle(message);
}

/// <summary>T <see cref="PoolActor{T, THandler}"/>s as E05 runs them (MpscRingXadd, 16 384 slots, 64 messages per run).</summary>
public readonly struct TrackedPoolActorSet(PoolActor<int, TrackedTallyHandler>[] actors) : IActorSet
{
    public static TrackedPoolActorSet Start(TrackedTally[] tallies) =>
        new([.. tallies.Select((t, i) => PoolActor<int, TrackedTallyHandler>.Start(new TrackedTallyHandler(t), ThreadedActorSet.Capacity,
            PoolActor<int, TrackedTallyHandler>.DefaultThroughput, $"E10-PoolActor#{i}"))]);

    public int Count => actors.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => actors[actor].Post(message);

    public void Stop() => ActorStop.All(actors.Select(a => (Task)a.StopAsync()));
}

/// <summary>T <see cref="ThreadedActor{T, THandler}"/>s with the multi-producer mailbox, as E04's ThreadedActorMpsc (MpscRingXadd, 16 384 slots).</summary>
public readonly struct TrackedThreadedActorSet(ThreadedActor<int, TrackedTallyHandler>[] actors) : IActorSet
{
    public static TrackedThreadedActorSet Start(TrackedTally[] tallies) =>
        new([.. tallies.Select((t, i) => ThreadedActor<int, TrackedTallyHandler>.Start(new TrackedTallyHandler(t), ThreadedActorSet.Capacity,
            singleProducer: false, $"E10-ThreadedActor#{i}"))]);

    public int Count => actors.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => actors[actor].Post(message);

    public void Stop() => ActorStop.All(actors.Select(a => (Task)a.StopAsync()));
}
