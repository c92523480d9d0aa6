using System.Collections.Concurrent;
using System.Runtime.CompilerServices;

namespace PerfBuf.Experiments.Harness;

public readonly struct ConcurrentQueuePort(ConcurrentQueue<long> queue) : IPort
{
    public static ConcurrentQueuePort Create() => new(new ConcurrentQueue<long>());

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPush(long item)
    {
        queue.Enqueue(item);
        return true;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool TryPop(out long item) => queue.TryDequeue(out item);
}
