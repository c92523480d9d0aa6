using System.Diagnostics.CodeAnalysis;
using System.Runtime.CompilerServices;
using PerfBuf.Core;

namespace PerfBuf.Mailboxes;

/// <summary>
/// Refuses, in every build, a consumer call made from inside a handler that the same consumer's Drain is running.
/// </summary>
/// <remarks>
/// Drain hands each item to the handler straight from its slot and moves the consumer's position (and, for the
/// linked queue, recycles nodes) around that call. A nested TryPop, Drain or IsCompleted from the handler would
/// work on the same position: the SPSC ring would hand out the item in hand a second time and move its head back
/// (erasing a newer item), the per-slot rings' consumer could skip or stall on a cell, and the linked queue could
/// pool one node twice (two producers would then link the same node). Making those paths safe would cost the fast
/// path of every Drain; refusing is one flag on the consumer handle: Drain sets it before its first item and clears
/// it when it returns, and every consumer call checks it first and throws InvalidOperationException before it
/// touches anything. The flag is a plain field: only the consumer's owning thread reads or writes it (the handle is
/// single-owner), and a nested call runs on that thread. A mutable struct: lives in a non-readonly field of its
/// consumer handle and is called in place, never copied.
/// </remarks>
internal struct DrainGuard
{
    private bool _draining; // plain: the owning thread only

    /// <summary>Any consumer call: throws if it comes from inside this consumer's Drain.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public readonly void ThrowIfDraining(string handle)
    {
        if (_draining)
        {
            ThrowReentrant(handle);
        }
    }

    /// <summary>Drain's start: throws if nested, then marks the consumer as draining.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Enter(string handle)
    {
        if (_draining)
        {
            ThrowReentrant(handle);
        }
        _draining = true;
    }

    /// <summary>Drain's end (in its finally, so a handler exception clears it too).</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Exit() => _draining = false;

    [DoesNotReturn]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowReentrant(string handle) => ThrowHelper.InvalidOperation(
        $"{handle}: a re-entrant call from inside this consumer's Drain (its handler) is refused; "
        + "the consumer is in the middle of a batch. Collect what the handler needs and act after Drain returns.");
}
