using System.Collections.Concurrent;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E01;

/// <summary>
/// BlockingCollection used as designed: <c>Add</c> blocks while the bounded collection is full and
/// <c>Take</c> blocks while it is empty (both wait on SemaphoreSlim). The token lets a failed run tear down.
/// </summary>
public readonly struct BlockingCollectionPort(BlockingCollection<long> collection, CancellationToken stop) : IPort
{
    public static BlockingCollectionPort Bounded(int capacity, CancellationToken stop) =>
        new(new BlockingCollection<long>(new ConcurrentQueue<long>(), capacity), stop);

    public bool TryPush(long item)
    {
        collection.Add(item, stop);
        return true;
    }

    public bool TryPop(out long item)
    {
        item = collection.Take(stop);
        return true;
    }
}
