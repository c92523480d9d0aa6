using System.Runtime.CompilerServices;
using PerfBuf.Core.Padding;

namespace PerfBuf.Core.Waiting;

/// <summary>
/// Where a waiter sleeps and a publisher wakes it, with no cost beyond a fence when nobody sleeps.
/// </summary>
/// <remarks>
/// Design: a Dekker-style handshake between one store per side.
/// <list type="bullet">
/// <item>Waiter: increments <c>_sleepers</c> (Interlocked, a full fence), re-checks the condition, and only
/// then waits on the monitor, which it holds from before the re-check until <see cref="Monitor.Wait(object)"/>
/// releases it atomically.</item>
/// <item>Publisher: publishes its data (release store), issues a full fence, reads <c>_sleepers</c>; only if it
/// is non-zero does it take the monitor and pulse.</item>
/// </list>
/// Both sides order "my store" before "my load of the other's store" with a full fence, so at least one of
/// them sees the other: either the waiter's re-check sees the data and it never sleeps, or the publisher sees
/// the sleeper and pulses. The pulse cannot slip in between the re-check and the wait because the waiter holds
/// the monitor across both. Without the publisher's fence the store of the data could sit in the store buffer
/// while the load of <c>_sleepers</c> reads 0 (x86 allows store→load reordering): a lost wake-up.
/// <c>_sleepers</c> is written only by parking threads, so while nobody parks the line stays shared in the
/// publisher's cache and the read costs an L1 hit; the fence (LOCK OR on x86) is the whole price.
/// The monitor is taken with Monitor.Enter/Exit in try/finally — what <c>lock</c> compiles to — written out so
/// that every monitor call goes through the name <c>Monitor</c>: the systematic tests compile this file with that
/// name bound to Coyote's controlled monitor (tests/Systematic/README.md), which a <c>lock</c> statement would
/// bypass.
/// </remarks>
public sealed class Parker
{
    private readonly object _gate = new();
    private PaddedInt _sleepers; // written only by parking waiters; read (after a fence) by every Unpark

    /// <summary>Number of threads parked right now (diagnostics).</summary>
    public int Sleepers => Volatile.Read(ref _sleepers.Value);

    /// <summary>Times a waiter actually went to sleep (diagnostics; the waker's cost is in these).</summary>
    public long Parks { get; private set; }

    /// <summary>Sleeps until <paramref name="condition"/> holds; returns at once if it already does.</summary>
    public void Park<TCondition>(ref TCondition condition) where TCondition : struct, IWaitCondition
    {
        Monitor.Enter(_gate); // Enter/Exit spelled out rather than `lock`: see the remarks on the monitor calls
        try
        {
            Interlocked.Increment(ref _sleepers.Value); // full fence: the increment is visible before the re-check
            try
            {
                while (!condition.IsSatisfied())
                {
                    Parks++;
                    Monitor.Wait(_gate);
                }
            }
            finally
            {
                Interlocked.Decrement(ref _sleepers.Value);
            }
        }
        finally
        {
            Monitor.Exit(_gate);
        }
    }

    /// <summary>Publisher side, after a release store of the data a waiter may await.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Unpark()
    {
        Interlocked.MemoryBarrier(); // store(data) must not pass load(_sleepers): see the design note
        if (Volatile.Read(ref _sleepers.Value) != 0)
        {
            UnparkSlow();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void UnparkSlow()
    {
        Monitor.Enter(_gate);
        try
        {
            Monitor.PulseAll(_gate);
        }
        finally
        {
            Monitor.Exit(_gate);
        }
    }
}
