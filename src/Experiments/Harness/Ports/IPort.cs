using System.Runtime.CompilerServices;
using PerfBuf.Mailboxes;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// One queue implementation seen by a workload: a non-blocking push and pop. Implemented by readonly structs
/// so the workload loops are specialised per implementation by the JIT (no interface dispatch per message).
/// </summary>
/// <remarks>
/// Every port is driven by the same loops with the same <see cref="Core.Waiting.Backoff"/>, so the rows of an
/// experiment differ only in the queue. Exceptions: E01's <see cref="E01.BlockingCollectionPort"/> blocks inside the
/// collection (its purpose), and the async Channel rows use the Channel's own awaitable API.
/// </remarks>
public interface IPort
{
    /// <summary>False when the queue is full right now.</summary>
    bool TryPush(long item);

    /// <summary>False when the queue is empty right now.</summary>
    bool TryPop(out long item);
}

/// <summary>A port whose consumer also hands over every published message in one call (a batch drain).</summary>
public interface IDrainPort : IPort
{
    /// <summary>Hands up to <paramref name="max"/> published messages to <paramref name="handler"/>; returns the count.</summary>
    int Drain<THandler>(ref THandler handler, int max) where THandler : struct, IHandler<long>;
}

/// <summary>A port whose consumer hands over every published message of a call in spans (at most two per call), so
/// the handler checks each span with its state in locals.</summary>
public interface ISpanDrainPort : IPort
{
    /// <summary>Hands up to <paramref name="max"/> published messages to <paramref name="handler"/>; returns the count.</summary>
    int Drain<THandler>(ref THandler handler, int max) where THandler : struct, ISpanHandler<long>;
}

/// <summary>Helpers for ports over the lab's mailboxes.</summary>
internal static class PortStatus
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static bool Pushed(PushStatus status)
    {
        if (status == PushStatus.Ok)
        {
            return true;
        }
        if (status == PushStatus.Closed)
        {
            Check.Fail("push to a closed mailbox");
        }
        return false;
    }
}
