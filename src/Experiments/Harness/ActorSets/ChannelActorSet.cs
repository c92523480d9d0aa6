using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Experiments.Harness;

/// <summary>T <see cref="ChannelActor{T, THandler}"/>s: an async loop per actor on the thread pool.</summary>
public readonly struct ChannelActorSet(ChannelActor<int, TallyHandler>[] actors) : IActorSet
{
    /// <param name="capacity">null: unbounded channels (the seed's); otherwise bounded with FullMode = Wait.</param>
    public static ChannelActorSet Start(ActorTally[] tallies, int? capacity) =>
        new([.. tallies.Select((t, i) => ChannelActor<int, TallyHandler>.Start(new TallyHandler(t), capacity, $"ChannelActor#{i}"))]);

    public int Count => actors.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => actors[actor].Post(message);

    public void Stop() => ActorStop.All(actors.Select(a => (Task)a.StopAsync()));
}
