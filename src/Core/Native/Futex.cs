using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Versioning;

namespace PerfBuf.Core.Native;

/// <summary>How a <see cref="Futex.Wait"/> returned. None of them says the word changed: the caller reads it again.</summary>
public enum FutexWaitResult
{
    /// <summary>The thread slept and was woken (by <see cref="Futex.Wake"/>, or spuriously: the kernel allows it).</summary>
    Woken,

    /// <summary>The word did not hold the expected value when the kernel looked (EAGAIN): the thread never slept.</summary>
    ValueDiffered,

    /// <summary>A signal interrupted the wait (EINTR).</summary>
    Interrupted,

    /// <summary>The timed wait's timeout passed with the thread still asleep (ETIMEDOUT).</summary>
    TimedOut,
}

/// <summary>
/// The Linux futex on a 32-bit word: <see cref="Wait"/> sleeps in the kernel while the word holds a given value,
/// <see cref="Wake"/> wakes sleepers on it. Nothing else: no spinning and no count of who sleeps, so a waker always
/// pays the system call. Every blocking primitive of the runtime on Linux (monitors, events, semaphores) ends in it;
/// the lab measures it as the floor of a kernel wake-up.
/// </summary>
/// <remarks>
/// Protocol (the caller's): the waker stores the new value, then calls <see cref="Wake"/>; the waiter loops
/// <c>while (Volatile.Read(ref word) == seen) Futex.Wait(ref word, seen);</c>. The kernel compares the word with the
/// expected value under its hash-bucket lock before it queues the thread, and the waker's store precedes its wake,
/// so a wake cannot fall between the waiter's check and its sleep: either the kernel sees the new value
/// (<see cref="FutexWaitResult.ValueDiffered"/>) or the thread is queued before the wake looks for it.
/// The private operations key the word on its virtual address in this process. Each call pins the word for its
/// duration (a managed field cannot move while a thread sleeps on it); a word both sides share is best kept in native
/// memory all the same. Linux on x86-64 or ARM64 only: elsewhere every call throws
/// <see cref="PlatformNotSupportedException"/> (see <see cref="IsSupported"/>).
/// </remarks>
public static unsafe class Futex
{
    /// <summary>True where the calls work: Linux on x86-64 or ARM64.</summary>
    public static bool IsSupported => OperatingSystem.IsLinux() && Linux.FutexNumber is not null;

    /// <summary>
    /// Sleeps while <paramref name="word"/> holds <paramref name="expected"/>, until a <see cref="Wake"/> on it (or a
    /// signal, or a spurious wake-up); returns at once when it holds another value. No timeout: the other overload takes one.
    /// </summary>
    /// <exception cref="PlatformNotSupportedException">Not Linux on x86-64 or ARM64.</exception>
    /// <exception cref="InvalidOperationException">The kernel refused the call (any errno but EAGAIN and EINTR).</exception>
    public static FutexWaitResult Wait(ref int word, int expected)
    {
        if (OperatingSystem.IsLinux() && Linux.FutexNumber is { } number)
        {
            // futex(uaddr, FUTEX_WAIT_PRIVATE, val, timeout = NULL, uaddr2 = unused)
            var result = Call(number, ref word, Linux.FUTEX_WAIT_PRIVATE, expected);
            return result == 0 ? FutexWaitResult.Woken : WaitError();
        }
        NotSupported();
        return default;
    }

    /// <summary>
    /// As <see cref="Wait(ref int, int)"/>, for at most <paramref name="timeout"/> (FUTEX_WAIT's relative timeout, on
    /// the monotonic clock): <see cref="FutexWaitResult.TimedOut"/> when it passed with the thread still asleep. A zero
    /// timeout compares the word and returns at once.
    /// </summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="timeout"/> is negative.</exception>
    /// <exception cref="PlatformNotSupportedException">Not Linux on x86-64 or ARM64.</exception>
    /// <exception cref="InvalidOperationException">The kernel refused the call (any errno but EAGAIN, EINTR and ETIMEDOUT).</exception>
    public static FutexWaitResult Wait(ref int word, int expected, TimeSpan timeout)
    {
        if (timeout < TimeSpan.Zero)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(timeout), timeout, "a futex wait's timeout is zero or more");
        }
        if (OperatingSystem.IsLinux() && Linux.FutexNumber is { } number)
        {
            var relative = new Linux.Timespec
            {
                Seconds = timeout.Ticks / TimeSpan.TicksPerSecond,
                Nanoseconds = timeout.Ticks % TimeSpan.TicksPerSecond * TimeSpan.NanosecondsPerTick,
            };
            // futex(uaddr, FUTEX_WAIT_PRIVATE, val, timeout = &relative, uaddr2 = unused)
            var result = Call(number, ref word, Linux.FUTEX_WAIT_PRIVATE, expected, &relative);
            return result == 0 ? FutexWaitResult.Woken : WaitError();
        }
        NotSupported();
        return default;
    }

    /// <summary>Wakes up to <paramref name="count"/> threads sleeping on <paramref name="word"/>; returns how many it woke.</summary>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="count"/> is below 1.</exception>
    /// <exception cref="PlatformNotSupportedException">Not Linux on x86-64 or ARM64.</exception>
    /// <exception cref="InvalidOperationException">The kernel refused the call.</exception>
    public static int Wake(ref int word, int count)
    {
        if (count < 1)
        {
            ThrowHelper.ArgumentOutOfRange(nameof(count), count, "a wake wakes at least one thread");
        }
        if (OperatingSystem.IsLinux() && Linux.FutexNumber is { } number)
        {
            // futex(uaddr, FUTEX_WAKE_PRIVATE, val = how many)
            var result = Call(number, ref word, Linux.FUTEX_WAKE_PRIVATE, count);
            if (result < 0)
            {
                WakeError();
            }
            return (int)result;
        }
        NotSupported();
        return default;
    }

    [SupportedOSPlatform("linux")]
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long Call(long number, ref int word, int operation, int value)
    {
        fixed (int* address = &word)
        {
            return Linux.Syscall(number, address, operation, value, 0, 0);
        }
    }

    [SupportedOSPlatform("linux")]
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static long Call(long number, ref int word, int operation, int value, Linux.Timespec* timeout)
    {
        fixed (int* address = &word)
        {
            return Linux.Syscall(number, address, operation, value, (nint)timeout, 0);
        }
    }

    /// <summary>A failed wait: EAGAIN, EINTR and ETIMEDOUT are answers, anything else a fault.</summary>
    [SupportedOSPlatform("linux")]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static FutexWaitResult WaitError()
    {
        var errno = Marshal.GetLastPInvokeError();
        switch (errno)
        {
            case Linux.EAGAIN:
                return FutexWaitResult.ValueDiffered;
            case Linux.EINTR:
                return FutexWaitResult.Interrupted;
            case Linux.ETIMEDOUT:
                return FutexWaitResult.TimedOut;
            default:
                ThrowHelper.InvalidOperation($"futex wait failed: {Linux.ErrnoText(errno)}");
                return default;
        }
    }

    [SupportedOSPlatform("linux")]
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void WakeError() => ThrowHelper.InvalidOperation($"futex wake failed: {Linux.LastErrorText()}");

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void NotSupported() => ThrowHelper.PlatformNotSupported(
        $"Futex is a Linux system call (x86-64 or ARM64); this is {RuntimeInformation.OSDescription} on {RuntimeInformation.ProcessArchitecture}");
}
