using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// T <see cref="PoolActor{T, THandler}"/>s: the multi-producer ring mailbox of <see cref="ThreadedActorSet"/>'s
/// multi-producer form (MpscRingXadd, the same slots), drained by thread-pool runs instead of a dedicated thread.
/// </summary>
public readonly struct PoolActorSet(PoolActor<int, TallyHandler>[] actors) : IActorSet
{
    public static PoolActorSet Start(ActorTally[] tallies) =>
        new([.. tallies.Select((t, i) => PoolActor<int, TallyHandler>.Start(new TallyHandler(t), ThreadedActorSet.Capacity,
            PoolActor<int, TallyHandler>.DefaultThroughput, $"PoolActor#{i}"))]);

    public int Count => actors.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => actors[actor].Post(message);

    public void Stop() => ActorStop.All(actors.Select(a => (Task)a.StopAsync()));
}
