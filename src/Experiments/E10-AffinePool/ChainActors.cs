using System.Runtime.CompilerServices;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Experiments.E10;

/// <summary>Mailbox slots of our chain actors: one token is in flight, so any ring would do; E10 states the size.</summary>
internal static class Chain
{
    public const int Capacity = 1_024;
}

/// <summary>Actor i of a PoolActor ring: counts the token (<see cref="ChainTally.Hop"/>) and posts the next one to actor i + 1.</summary>
public readonly struct PoolChainHandler(ChainTally tally, int index, PoolActor<long, PoolChainHandler>[] ring) : IHandler<long>
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(in long token)
    {
        var next = tally.Hop(index, token);
        if (next >= 0)
        {
            ring[index + 1 == ring.Length ? 0 : index + 1].Post(next);
        }
    }
}

/// <summary>K <see cref="PoolActor{T, THandler}"/>s in a ring (MpscRingXadd, 64 messages per run).</summary>
public readonly struct PoolActorRing(PoolActor<long, PoolChainHandler>[] actors) : IActorRing
{
    public static PoolActorRing Start(ChainTally tally)
    {
        var ring = new PoolActor<long, PoolChainHandler>[tally.Count];
        for (var i = 0; i < ring.Length; i++)
        {
            ring[i] = PoolActor<long, PoolChainHandler>.Start(new PoolChainHandler(tally, i, ring), Chain.Capacity,
                PoolActor<long, PoolChainHandler>.DefaultThroughput, $"E10-ChainPoolActor#{i}");
        }
        return new PoolActorRing(ring);
    }

    public int Count => actors.Length;

    public void Inject(long token) => actors[0].Post(token);

    public void Stop() => ActorStop.All(actors.Select(a => (Task)a.StopAsync()));
}

/// <summary>Actor i of a ThreadedActor ring: counts the token and posts the next one to actor i + 1.</summary>
public readonly struct ThreadedChainHandler(ChainTally tally, int index, ThreadedActor<long, ThreadedChainHandler>[] ring) : IHandler<long>
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Handle(in long token)
    {
        var next = tally.Hop(index, token);
        if (next >= 0)
        {
            ring[index + 1 == ring.Length ? 0 : index + 1].Post(next);
        }
    }
}

/// <summary>K <see cref="ThreadedActor{T, THandler}"/>s in a ring, each on its own thread (multi-producer mailbox: the
/// previous actor and, for actor 0, the measuring thread post to it).</summary>
public readonly struct ThreadedActorRing(ThreadedActor<long, ThreadedChainHandler>[] actors) : IActorRing
{
    public static ThreadedActorRing Start(ChainTally tally)
    {
        var ring = new ThreadedActor<long, ThreadedChainHandler>[tally.Count];
        for (var i = 0; i < ring.Length; i++)
        {
            ring[i] = ThreadedActor<long, ThreadedChainHandler>.Start(new ThreadedChainHandler(tally, i, ring), Chain.Capacity,
                singleProducer: false, $"E10-ChainThreadedActor#{i}");
        }
        return new ThreadedActorRing(ring);
    }

    public int Count => actors.Length;

    public void Inject(long token) => actors[0].Post(token);

    public void Stop() => ActorStop.All(actors.Select(a => (Task)a.StopAsync()));
}
