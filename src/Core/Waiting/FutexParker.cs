// Design: FutexParker — Parker's handshake with the kernel's futex as the sleep, instead of a monitor.
//
// Why a second parker: E08 measured Parker's wake (Monitor.Wait/PulseAll) at 1.68x the raw futex at p50 on
// amd-epyc-2c2t: a pulsed waiter must take the monitor back before it returns, and the waker takes it to pulse. Here
// the waker bumps a word and makes one FUTEX_WAKE; the waiter returns from FUTEX_WAIT with nothing more to take.
// Who writes what: _sleepers by waiters only (Interlocked), read by every Unpark after a full fence; _epoch by wakers
//   only (Interlocked.Increment), read by waiters; both words live in one pinned, padded array, so their addresses
//   never move while a thread sleeps on _epoch.
// Waiter: Increment(_sleepers) (full fence); loop { e = Volatile.Read(_epoch); if condition: return; FUTEX_WAIT(_epoch, e) }.
// Waker: publish (release); full fence; if Volatile.Read(_sleepers) != 0: Increment(_epoch) (full fence); FUTEX_WAKE(all).
// Memory ordering (no lost wake-up): as Parker's, the two "my store; fence; load the other's" pairs (data/_sleepers)
//   make one side see the other. If the waiter's check missed the data, the waker saw the sleeper and bumps _epoch
//   after the waiter read it; FUTEX_WAIT compares _epoch with e under the kernel's bucket lock, so either the bump came
//   first (EAGAIN: the waiter loops and re-checks) or the waiter is queued before FUTEX_WAKE looks. A waiter that read
//   the bumped _epoch (acquire of a value written by a full-fence RMW ordered after the data's store) sees the data.
// Timed park: the same loop, each sleep bounded by the time left to the deadline (FUTEX_WAIT's relative timeout, or
//   Monitor.Wait's); a return for any reason (woken, EAGAIN, EINTR, timed out) re-reads _epoch and re-checks the
//   condition, and the waiter gives up (false) only after a check that found it unmet at or past the deadline, so the
//   handshake above is unchanged while it sleeps. _sleepers is decremented on every exit path (satisfied, timed out,
//   thrown: one finally), so a waiter that gave up leaves no count behind; a waker that saw it counted just before it
//   left pays one bump and one wake for nothing.
// Elsewhere than Linux (x86-64/ARM64) the sleep is a monitor on the same epoch word: the waiter sleeps only if _epoch
//   still holds e under the monitor, and the waker bumps _epoch before it takes the monitor to pulse.
// Known weaknesses: every waiter wakes on every Unpark while any sleeps (a thundering herd with many waiters: it is
//   meant for one); a waker whose waiter is awake but counted (between its increment and its re-check) pays the bump
//   and the system call for nothing.
// Proof and details: src/Core/Waiting/FutexParker.cs (this note) and the E08 write-up.

using System.Diagnostics;
using System.Runtime.CompilerServices;
using PerfBuf.Core.Native;

namespace PerfBuf.Core.Waiting;

/// <summary>
/// Where one waiter sleeps and its publishers wake it, like <see cref="Parker"/>, with a futex as the sleep on Linux:
/// nothing beyond a fence and a read when nobody sleeps, one atomic increment and one system call when somebody does.
/// </summary>
public sealed class FutexParker
{
    private const int SleepersIndex = 16;  // 64 bytes past the epoch: the two words on different cache lines
    private const int EpochIndex = 0;
    private const int Words = 32;

    private readonly int[] _words = GC.AllocateArray<int>(Words, pinned: true); // never moves: a sleeper's address
    private readonly object _gate = new(); // the sleep where the futex is not supported

    /// <summary>True when the sleep is the Linux futex; false where it falls back to a monitor.</summary>
    public static bool UsesFutex => Futex.IsSupported;

    /// <summary>Number of threads parked or about to park right now (diagnostics).</summary>
    public int Sleepers => Volatile.Read(ref _words[SleepersIndex]);

    /// <summary>Times a waiter went to sleep (diagnostics).</summary>
    public long Parks { get; private set; }

    /// <summary>Sleeps until <paramref name="condition"/> holds; returns at once if it already does.</summary>
    public void Park<TCondition>(ref TCondition condition) where TCondition : struct, IWaitCondition
    {
        ref var epoch = ref _words[EpochIndex];
        Interlocked.Increment(ref _words[SleepersIndex]); // full fence: counted before the re-check
        try
        {
            while (true)
            {
                var seen = Volatile.Read(ref epoch); // read before the check: a bump after it fails the sleep
                if (condition.IsSatisfied())
                {
                    return;
                }
                Parks++;
                Sleep(ref epoch, seen);
            }
        }
        finally
        {
            Interlocked.Decrement(ref _words[SleepersIndex]);
        }
    }

    /// <summary>
    /// Sleeps until <paramref name="condition"/> holds or <paramref name="timeout"/> has passed; returns at once if it
    /// already holds. The same handshake as the untimed <see cref="Park{TCondition}(ref TCondition)"/>.
    /// </summary>
    /// <param name="condition">What the waiter waits for.</param>
    /// <param name="timeout">How long to wait at most; <see cref="Timeout.InfiniteTimeSpan"/> waits without a bound.</param>
    /// <returns>True when the condition held; false when the timeout passed first (a zero timeout checks once).</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="timeout"/> is negative (other than infinite) or
    /// longer than <see cref="int.MaxValue"/> milliseconds.</exception>
    public bool Park<TCondition>(ref TCondition condition, TimeSpan timeout) where TCondition : struct, IWaitCondition
    {
        var ticks = TimeoutTicks(timeout);
        if (ticks < 0)
        {
            Park(ref condition);
            return true;
        }
        return ParkUntil(ref condition, Stopwatch.GetTimestamp() + ticks);
    }

    /// <summary>The timed park to a <see cref="Stopwatch"/> timestamp: false when it passed before the condition held.</summary>
    internal bool ParkUntil<TCondition>(ref TCondition condition, long deadline) where TCondition : struct, IWaitCondition
    {
        ref var epoch = ref _words[EpochIndex];
        Interlocked.Increment(ref _words[SleepersIndex]); // full fence: counted before the re-check
        try
        {
            while (true)
            {
                var seen = Volatile.Read(ref epoch); // read before the check: a bump after it fails the sleep
                if (condition.IsSatisfied())
                {
                    return true;
                }
                var now = Stopwatch.GetTimestamp();
                if (now >= deadline)
                {
                    return false;
                }
                Parks++;
                Sleep(ref epoch, seen, Stopwatch.GetElapsedTime(now, deadline));
            }
        }
        finally
        {
            Interlocked.Decrement(ref _words[SleepersIndex]); // on every exit: satisfied, timed out or thrown
        }
    }

    /// <summary>
    /// A timed wait's timeout in <see cref="Stopwatch"/> ticks, −1 for <see cref="Timeout.InfiniteTimeSpan"/>; the range
    /// of the runtime's own timed waits (zero to <see cref="int.MaxValue"/> milliseconds, or infinite).
    /// </summary>
    internal static long TimeoutTicks(TimeSpan timeout)
    {
        if (timeout == Timeout.InfiniteTimeSpan)
        {
            return -1;
        }
        if (timeout < TimeSpan.Zero || timeout.TotalMilliseconds > int.MaxValue)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(timeout), timeout, "a timeout is infinite or between zero and int.MaxValue milliseconds");
        }
        return (long)(timeout.TotalSeconds * Stopwatch.Frequency);
    }

    /// <summary>Publisher side, after a release store of the data a waiter may await.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Unpark()
    {
        Interlocked.MemoryBarrier(); // store(data) must not pass load(sleepers): see the design note
        if (Volatile.Read(ref _words[SleepersIndex]) != 0)
        {
            UnparkSlow();
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void UnparkSlow()
    {
        ref var epoch = ref _words[EpochIndex];
        Interlocked.Increment(ref epoch); // a waiter that read the old epoch will not sleep on it
        if (Futex.IsSupported)
        {
            Futex.Wake(ref epoch, int.MaxValue);
            return;
        }
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

    private void Sleep(ref int epoch, int seen)
    {
        if (Futex.IsSupported)
        {
            Futex.Wait(ref epoch, seen); // woken, EAGAIN or EINTR: the caller reads the epoch and the condition again
            return;
        }
        Monitor.Enter(_gate);
        try
        {
            if (Volatile.Read(ref epoch) == seen)
            {
                Monitor.Wait(_gate);
            }
        }
        finally
        {
            Monitor.Exit(_gate);
        }
    }

    private void Sleep(ref int epoch, int seen, TimeSpan timeout)
    {
        if (Futex.IsSupported)
        {
            Futex.Wait(ref epoch, seen, timeout); // any return, timed out included: the caller checks and reads the clock
            return;
        }
        Monitor.Enter(_gate);
        try
        {
            if (Volatile.Read(ref epoch) == seen)
            {
                Monitor.Wait(_gate, timeout);
            }
        }
        finally
        {
            Monitor.Exit(_gate);
        }
    }
}

/// <summary>
/// Spins for a bounded time, then parks on a <see cref="FutexParker"/> shared with the publisher: no yields (on a
/// machine with as many runnable threads as cores a yield is a context switch that the waker then pays for), and a spin
/// budget in time rather than in hints (a PAUSE lasts 10 to 140 cycles depending on the core).
/// </summary>
/// <remarks>
/// The default budget, <see cref="DefaultSpinBudget"/> = 10 µs, is E08's measured cost of a futex wake on amd-epyc-2c2t
/// (raw futex p50 9.95 µs): spinning as long as a park-and-wake costs before parking keeps the waiter within twice the
/// best wake whatever the gap (the classic competitive bound), while an idle waiter burns at most that long per wait.
/// Contract as <see cref="SpinThenParkWait"/>'s: the publisher publishes (release), then calls <see cref="Wake"/>.
/// </remarks>
public readonly struct SpinThenFutexWait
{
    /// <summary>The spin budget the parameterless use gets.</summary>
    public static readonly TimeSpan DefaultSpinBudget = TimeSpan.FromMicroseconds(10);

    private const int HintsPerClockRead = 32;

    private readonly FutexParker _parker;
    private readonly long _spinTicks;

    /// <param name="parker">The parking spot the publisher wakes.</param>
    /// <param name="spinBudget">How long to spin before parking; null: <see cref="DefaultSpinBudget"/>; zero parks at once.</param>
    /// <exception cref="ArgumentNullException"><paramref name="parker"/> is null.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="spinBudget"/> is negative or above one second.</exception>
    public SpinThenFutexWait(FutexParker parker, TimeSpan? spinBudget = null)
    {
        ArgumentNullException.ThrowIfNull(parker);
        var budget = spinBudget ?? DefaultSpinBudget;
        if (budget < TimeSpan.Zero || budget > TimeSpan.FromSeconds(1))
        {
            ThrowHelper.ArgumentOutOfRange(nameof(spinBudget), budget, "a spin budget is between zero and one second");
        }
        _parker = parker;
        SpinBudget = budget;
        _spinTicks = (long)(budget.TotalSeconds * System.Diagnostics.Stopwatch.Frequency);
    }

    /// <summary>How long a wait spins before it parks.</summary>
    public TimeSpan SpinBudget { get; }

    /// <summary>The parking spot this strategy and its publisher share.</summary>
    public FutexParker Parker => _parker;

    /// <summary>Blocks (spins for the budget, then parks) until <paramref name="condition"/> holds.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void WaitUntil<TCondition>(ref TCondition condition) where TCondition : struct, IWaitCondition
    {
        if (!condition.IsSatisfied())
        {
            WaitSlow(ref condition);
        }
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private void WaitSlow<TCondition>(ref TCondition condition) where TCondition : struct, IWaitCondition
    {
        if (_spinTicks > 0)
        {
            var deadline = System.Diagnostics.Stopwatch.GetTimestamp() + _spinTicks;
            do
            {
                for (var i = 0; i < HintsPerClockRead; i++)
                {
                    SpinHint.Pause();
                    if (condition.IsSatisfied())
                    {
                        return;
                    }
                }
            }
            while (System.Diagnostics.Stopwatch.GetTimestamp() < deadline);
        }
        _parker.Park(ref condition);
    }

    /// <summary>
    /// Blocks until <paramref name="condition"/> holds or <paramref name="timeout"/> (counted from this call) has
    /// passed: spins for the budget (or until the timeout, if it comes first), then parks for the time left.
    /// </summary>
    /// <param name="condition">What the waiter waits for.</param>
    /// <param name="timeout">How long to wait at most; <see cref="Timeout.InfiniteTimeSpan"/> waits without a bound.</param>
    /// <returns>True when the condition held; false when the timeout passed first.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="timeout"/> is negative (other than infinite) or
    /// longer than <see cref="int.MaxValue"/> milliseconds.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public bool WaitUntil<TCondition>(ref TCondition condition, TimeSpan timeout) where TCondition : struct, IWaitCondition
    {
        var ticks = FutexParker.TimeoutTicks(timeout);
        return condition.IsSatisfied() || WaitSlow(ref condition, ticks);
    }

    /// <summary>The timed wait's slow path: <paramref name="timeoutTicks"/> in Stopwatch ticks, −1 for no bound.</summary>
    [MethodImpl(MethodImplOptions.NoInlining)]
    private bool WaitSlow<TCondition>(ref TCondition condition, long timeoutTicks) where TCondition : struct, IWaitCondition
    {
        var start = System.Diagnostics.Stopwatch.GetTimestamp();
        var deadline = timeoutTicks < 0 ? long.MaxValue : start + timeoutTicks;
        if (_spinTicks > 0)
        {
            var spinEnd = Math.Min(start + _spinTicks, deadline);
            do
            {
                for (var i = 0; i < HintsPerClockRead; i++)
                {
                    SpinHint.Pause();
                    if (condition.IsSatisfied())
                    {
                        return true;
                    }
                }
            }
            while (System.Diagnostics.Stopwatch.GetTimestamp() < spinEnd);
        }
        if (timeoutTicks < 0)
        {
            _parker.Park(ref condition);
            return true;
        }
        return _parker.ParkUntil(ref condition, deadline);
    }

    /// <summary>Publisher side, after publishing: wakes a parked waiter if there is one.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public void Wake() => _parker.Unpark();
}
