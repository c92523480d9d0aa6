using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Experiments.E06;

/// <summary>
/// T <see cref="BoundedThreadedActor{T, THandler}"/>s under the Block policy: a dedicated thread each, a bounded
/// multi-producer ring mailbox, and a synchronous <c>Post</c> that blocks its producer while the mailbox is full.
/// </summary>
public readonly struct BoundedThreadedActorSet(BoundedThreadedActor<int, TallyHandler>[] actors) : IActorSet
{
    /// <param name="capacity">Mailbox slots per actor: a power of two.</param>
    public static BoundedThreadedActorSet Start(ActorTally[] tallies, int capacity) =>
        new([.. tallies.Select((t, i) => BoundedThreadedActor<int, TallyHandler>.Start(new TallyHandler(t), capacity, BackpressurePolicy.Block,
            $"BoundedThreadedActor#{i}"))]);

    public int Count => actors.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message)
    {
        if (actors[actor].Post(message) != PostStatus.Ok)
        {
            Refused(actor);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void Refused(int actor) => Check.Fail($"actor {actor} refused a blocking post");

    public void Stop() => ActorStop.All(actors.Select(a => (Task)a.StopAsync()));
}
