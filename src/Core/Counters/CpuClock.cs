using System.Runtime.Versioning;
using PerfBuf.Core.Native;

namespace PerfBuf.Core.Counters;

/// <summary>
/// CPU time consumed so far, in nanoseconds: by the whole process (every thread, live or exited) or by the calling
/// thread. Linux <c>clock_gettime</c> with <c>CLOCK_PROCESS_CPUTIME_ID</c> / <c>CLOCK_THREAD_CPUTIME_ID</c>; elsewhere
/// "not available" with the reason, never a made-up value.
/// </summary>
/// <remarks>
/// Both clocks come from the scheduler's per-thread run time, so a difference of the two is consistent. The kernel's
/// process clock counts the calling thread up to the moment of the call but any other thread that is running right
/// then only up to that thread's last scheduler event or tick (milliseconds behind, for a thread that spins without a
/// system call): it skips the others on purpose, for speed. <see cref="ProcessNs"/> therefore first reads the CPU clock
/// of every other live thread (listed from <c>/proc/self/task</c>), which makes the kernel bring a running thread's
/// time up to that moment, and reads the process clock right after. That costs a system call per thread (some tens
/// of microseconds in all) and allocates nothing on the managed heap.
/// </remarks>
public static class CpuClock
{
    /// <summary>The CPU time of every thread of this process so far (ns), running threads counted up to now.</summary>
    public static Outcome<long> ProcessNs() =>
        OperatingSystem.IsLinux()
            ? ProcessLinux()
            : Outcome<long>.NotAvailable(Outcome.NotOnThisOs("the process CPU clock is read with Linux clock_gettime"));

    /// <summary>The CPU time of the calling thread so far (ns).</summary>
    public static Outcome<long> CurrentThreadNs() =>
        OperatingSystem.IsLinux()
            ? ReadLinux(Linux.CLOCK_THREAD_CPUTIME_ID, "the thread CPU clock")
            : Outcome<long>.NotAvailable(Outcome.NotOnThisOs("the thread CPU clock is read with Linux clock_gettime"));

    [SupportedOSPlatform("linux")]
    private static unsafe Outcome<long> ProcessLinux()
    {
        nint dir;
        fixed (byte* path = "/proc/self/task\0"u8)
        {
            dir = Linux.OpenDir(path);
        }
        if (dir == 0)
        {
            return Outcome<long>.NotAvailable($"cannot list /proc/self/task to bring running threads' CPU time up to date: {Linux.LastErrorText()}");
        }
        try
        {
            var self = Linux.GetTid();
            byte* entry;
            while ((entry = Linux.ReadDir(dir)) != null)
            {
                if (TidOf(entry + Linux.DirentNameOffset) is { } tid && tid != self)
                {
                    Linux.Timespec ignored;
                    _ = Linux.ClockGetTime(Linux.ThreadCpuClock(tid), &ignored); // fails only for a thread that just exited: its time is in the process's
                }
            }
        }
        finally
        {
            _ = Linux.CloseDir(dir);
        }
        return ReadLinux(Linux.CLOCK_PROCESS_CPUTIME_ID, "the process CPU clock");
    }

    /// <summary>The thread id a task entry's NUL-terminated name spells, or null (".", "..").</summary>
    private static unsafe int? TidOf(byte* name)
    {
        if (*name == 0)
        {
            return null;
        }
        var tid = 0;
        for (; *name != 0; name++)
        {
            if (*name is < (byte)'0' or > (byte)'9' || tid > (int.MaxValue - 9) / 10)
            {
                return null;
            }
            tid = tid * 10 + (*name - '0');
        }
        return tid;
    }

    [SupportedOSPlatform("linux")]
    private static unsafe Outcome<long> ReadLinux(int clock, string what)
    {
        Linux.Timespec time;
        if (Linux.ClockGetTime(clock, &time) != 0)
        {
            return Outcome<long>.NotAvailable($"clock_gettime({what}) failed: {Linux.LastErrorText()}");
        }
        return Outcome<long>.Ok(time.Seconds * 1_000_000_000 + time.Nanoseconds);
    }
}
