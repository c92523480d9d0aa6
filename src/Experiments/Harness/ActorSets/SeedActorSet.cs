using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Experiments.Harness;

/// <summary>T <see cref="SeedThreadedActor{T}"/>s: the seed's design (ConcurrentQueue + event on 0→1), a delegate handler.</summary>
public readonly struct SeedActorSet(SeedThreadedActor<int>[] actors) : IActorSet
{
    public static SeedActorSet Start(ActorTally[] tallies) =>
        new([.. tallies.Select((t, i) => SeedThreadedActor<int>.Start(t.Handle, $"SeedThreadedActor#{i}"))]);

    public int Count => actors.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => actors[actor].Post(message);

    public void Stop() => ActorStop.All(actors.Select(a => (Task)a.StopAsync()));
}
