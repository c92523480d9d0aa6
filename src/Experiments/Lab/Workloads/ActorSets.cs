using System.Runtime.CompilerServices;
using PerfBuf.Baselines.FSharp;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Experiments.Lab.Workloads;

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

/// <summary>T F# <c>MailboxProcessor</c> agents (<see cref="MailboxAgent{T}"/>), a delegate handler: the seed's baseline.</summary>
public readonly struct MailboxAgentSet(MailboxAgent<int>[] agents) : IActorSet
{
    public static MailboxAgentSet Start(ActorTally[] tallies) =>
        new([.. tallies.Select(t => MailboxAgent<int>.Start(new Action<int>(t.Handle)))]);

    public int Count => agents.Length;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Post(int actor, int message) => agents[actor].Post(message);

    public void Stop() => ActorStop.All(agents.Select(a => (Task)a.StopAsync(true)));
}
