using PerfBuf.Core.Threading;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// Pins the calling thread for a benchmark that asked for pinning. Where pinning is not available the
/// benchmark fails with the reason: a "pinned" row measured unpinned would be a lie.
/// </summary>
public sealed class Pinning : IDisposable
{
    private readonly PinScope _scope;

    private Pinning(PinScope scope) => _scope = scope;

    public static Pinning PinCurrentThread(int cpu)
    {
        var pinned = ThreadAffinity.Pin(cpu);
        if (!pinned.HasValue)
        {
            throw new NotSupportedException($"cannot pin a thread to CPU {cpu}: {pinned.Reason}");
        }
        return new Pinning(pinned.Value);
    }

    /// <summary>Restores the thread's previous affinity (call on the pinned thread).</summary>
    public void Dispose() => _scope.Dispose();
}
