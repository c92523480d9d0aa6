namespace PerfBuf.Core.Waiting;

/// <summary>What a waiter waits for, as a struct so the check inlines into the wait loop.</summary>
public interface IWaitCondition
{
    /// <summary>True when the waiter may proceed (e.g. "an item is published, or the ring is closed").</summary>
    bool IsSatisfied();
}

/// <summary>
/// How a thread waits for another thread's publication. Implementations are structs used through generic
/// parameters (<c>where TWait : struct, IWaitStrategy</c>) so the JIT specialises every wait loop.
/// </summary>
/// <remarks>
/// Contract: the publisher makes its data visible first (a release store), then calls <see cref="Wake"/>.
/// <see cref="WaitUntil{TCondition}"/> returns only once the condition holds; a strategy never returns early
/// and never misses a wake-up that follows a publication.
/// </remarks>
public interface IWaitStrategy
{
    /// <summary>Blocks (spins, yields or parks) until <paramref name="condition"/> holds.</summary>
    void WaitUntil<TCondition>(ref TCondition condition) where TCondition : struct, IWaitCondition;

    /// <summary>Publisher side, after publishing: wakes a parked waiter if there is one.</summary>
    void Wake();
}
