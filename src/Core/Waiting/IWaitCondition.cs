namespace PerfBuf.Core.Waiting;

/// <summary>What a waiter waits for, as a struct so the check inlines into the wait loop.</summary>
public interface IWaitCondition
{
    /// <summary>True when the waiter may proceed (e.g. "an item is published, or the ring is closed").</summary>
    bool IsSatisfied();
}
