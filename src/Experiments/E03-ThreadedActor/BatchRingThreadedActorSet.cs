using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Experiments.E03;

/// <summary>T <see cref="BatchRingThreadedActor{T, THandler}"/>s: a dedicated thread each, a batch-freed
/// multi-producer ring mailbox of <see cref="ThreadedActorSet.Capacity"/> slots, struct handler.</summary>
public readonly struct BatchRingThreadedActorSet(BatchRingThreadedActor<int, TallyHandler>[] actors) : IActorSet
{
    public static BatchRingThreadedActorSet Start(ActorTally[] tallies) =>
        new([.. tallies.Select((t, i) => BatchRingThreadedActor<int, TallyHandler>.Start(new TallyHandler(t),
            ThreadedActorSet.Capacity, $"BatchRingThreadedActor#{i}"))]);

    public int Count => actors.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => actors[actor].Post(message);

    public void Stop() => ActorStop.All(actors.Select(a => (Task)a.StopAsync()));
}
