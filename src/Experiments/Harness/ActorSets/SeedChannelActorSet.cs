using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// T <see cref="SeedChannelActor{T, THandler}"/>s: the seed's Channel actors as its program ran them, a default
/// channel each read by an async loop that awaits <c>ReadAsync</c> once per message. The seed-faithful rows' Channel;
/// the lab's own rows use <see cref="ChannelActorSet"/>.
/// </summary>
public readonly struct SeedChannelActorSet(SeedChannelActor<int, TallyHandler>[] actors) : IActorSet
{
    /// <param name="capacity">null: <c>Channel.CreateUnbounded</c> (the seed's table 5); otherwise
    /// <c>Channel.CreateBounded(capacity)</c>, whose writers wait while it is full (its table 6).</param>
    public static SeedChannelActorSet Start(ActorTally[] tallies, int? capacity) =>
        new([.. tallies.Select((t, i) => SeedChannelActor<int, TallyHandler>.Start(new TallyHandler(t), capacity, $"SeedChannelActor#{i}"))]);

    public int Count => actors.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => actors[actor].Post(message);

    public void Stop() => ActorStop.All(actors.Select(a => (Task)a.StopAsync()));
}
