using System.Diagnostics;
using PerfBuf.Core;

namespace PerfBuf.Mailboxes;

/// <summary>
/// Debug-only guard of a single-owner handle: two threads may never be inside the handle at the same time.
/// </summary>
/// <remarks>
/// Ownership may move (a set-up thread pre-fills a ring, then a worker takes it over), so the check does not
/// pin the first thread forever: <see cref="Enter"/> records the current thread, <see cref="Exit"/> clears it,
/// and an <see cref="Enter"/> that finds another thread recorded throws. Nested use on the owning thread
/// (a handler calling back into its consumer) is allowed. In Release builds both calls compile away and the
/// struct is empty.
/// </remarks>
internal struct OwnerCheck
{
#if DEBUG
    private int _thread; // Interlocked: the point is to catch two threads racing here
    private int _depth;  // touched only by the thread recorded in _thread
#endif

    [Conditional("DEBUG")]
    public void Enter(string handle)
    {
#if DEBUG
        var me = Environment.CurrentManagedThreadId;
        var seen = Interlocked.CompareExchange(ref _thread, me, 0);
        if (seen != 0 && seen != me)
        {
            ThrowHelper.InvalidOperation(
                $"{handle} is a single-owner handle: thread {me} used it while thread {seen} was inside it.");
        }
        _depth++;
#else
        _ = handle;
#endif
    }

    [Conditional("DEBUG")]
    public void Exit()
    {
#if DEBUG
        if (--_depth == 0)
        {
            Volatile.Write(ref _thread, 0);
        }
#endif
    }
}
