using System.Diagnostics;
using PerfBuf.Core;

namespace PerfBuf.Mailboxes;

/// <summary>
/// Debug-only guard of a single-owner handle: two threads may never be inside the handle at the same time.
/// </summary>
/// <remarks>
/// Ownership may move (a set-up thread pre-fills a ring, then a worker takes it over), so the check does not
/// pin the first thread forever: <see cref="Enter"/> records the current thread, <see cref="Exit"/> clears it,
/// and an <see cref="Enter"/> that finds another thread recorded throws. Nested use on the owning thread is not
/// allowed either, but it is refused earlier and in every build: a consumer's handler calling back into that
/// consumer meets its <see cref="DrainGuard"/>, and producers have no callbacks to nest from. In Release builds
/// both calls compile away and the struct is empty.
/// </remarks>
internal struct OwnerCheck
{
#if DEBUG
    private int _thread; // Interlocked: the point is to catch two threads racing here
#endif

    [Conditional("DEBUG")]
    public void Enter(string handle)
    {
#if DEBUG
        var me = Environment.CurrentManagedThreadId;
        var seen = Interlocked.CompareExchange(ref _thread, me, 0);
        if (seen != 0)
        {
            ThrowHelper.InvalidOperation(seen == me
                ? $"{handle} is a single-owner handle: thread {me} used it re-entrantly (from inside its own call)."
                : $"{handle} is a single-owner handle: thread {me} used it while thread {seen} was inside it.");
        }
#else
        _ = handle;
#endif
    }

    [Conditional("DEBUG")]
    public void Exit()
    {
#if DEBUG
        Volatile.Write(ref _thread, 0);
#endif
    }
}
