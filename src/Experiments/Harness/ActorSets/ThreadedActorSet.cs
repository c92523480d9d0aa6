using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Experiments.Harness;

/// <summary>T <see cref="ThreadedActor{T, THandler}"/>s: a dedicated thread each, ring mailbox, struct handler.</summary>
public readonly struct ThreadedActorSet(ThreadedActor<int, TallyHandler>[] actors) : IActorSet
{
    /// <summary>Mailbox slots per actor.</summary>
    public const int Capacity = 16_384;

    /// <param name="singleProducer">True when only the hammer posts (an SPSC ring mailbox): the seed's workloads.</param>
    public static ThreadedActorSet Start(ActorTally[] tallies, bool singleProducer) =>
        new([.. tallies.Select((t, i) => ThreadedActor<int, TallyHandler>.Start(new TallyHandler(t), Capacity, singleProducer, $"ThreadedActor#{i}"))]);

    public int Count => actors.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => actors[actor].Post(message);

    public void Stop() => ActorStop.All(actors.Select(a => (Task)a.StopAsync()));
}
