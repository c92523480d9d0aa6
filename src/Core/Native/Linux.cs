using System.Runtime.InteropServices;
using System.Runtime.Versioning;

namespace PerfBuf.Core.Native;

/// <summary>
/// glibc/musl entry points the lab needs on Linux. Raw calls only: callers check
/// <see cref="OperatingSystem.IsLinux"/> first and turn failures into an <see cref="Outcome{T}"/> with the errno
/// text (<see cref="Marshal.GetLastPInvokeError"/> is valid because every import sets <c>SetLastError</c>, except
/// <see cref="SchedGetCpu"/>, whose callers read errno themselves).
/// Constants are plain (usable in any switch); every entry point is marked Linux-only for the platform analyzer.
/// </summary>
/// <remarks>
/// "libc" resolves to the C library on glibc and musl: the runtime's loader special-cases that name.
/// <c>syscall</c> and <c>ioctl</c> are variadic in C. Declaring them with fixed integer/pointer parameters is sound
/// on the two ABIs we run on: SysV x86-64 passes variadic integer arguments exactly like fixed ones (AL, the
/// vector-register count, only tells the callee's prologue whether to spill XMM registers), and Linux AArch64
/// (unlike Apple's) passes variadic arguments in registers like fixed ones.
/// </remarks>
internal static unsafe partial class Linux
{
    private const string Libc = "libc";

    // errno values used in messages and decisions (asm-generic, same on x86-64 and arm64)
    internal const int EPERM = 1;
    internal const int ENOENT = 2;
    internal const int ESRCH = 3;
    internal const int EINTR = 4;
    internal const int EAGAIN = 11;
    internal const int EACCES = 13;
    internal const int EINVAL = 22;
    internal const int ENOSYS = 38;
    internal const int EOPNOTSUPP = 95;
    internal const int ETIMEDOUT = 110;

    /// <summary>mount(2) with no data: the syscall counters mount tracefs where it is missing (root only).</summary>
    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "mount", SetLastError = true, StringMarshalling = StringMarshalling.Utf8)]
    internal static partial int Mount(string source, string target, string fileSystemType, nuint flags, nint data);

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "sched_setaffinity", SetLastError = true)]
    internal static partial int SchedSetAffinity(int pid, nuint cpuSetSize, ulong* mask);

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "sched_getaffinity", SetLastError = true)]
    internal static partial int SchedGetAffinity(int pid, nuint cpuSetSize, ulong* mask);

    /// <summary>
    /// sched_getcpu(3). It reads the CPU from the kernel's per-thread data (rseq, else the vDSO, else one short syscall)
    /// and never blocks, so it is imported without a GC transition and without <c>SetLastError</c>: about 2 ns a call
    /// instead of 10–15 ns here (E10 calls it once per message). A caller that sees −1 reads errno with
    /// <see cref="Marshal.GetLastSystemError"/> right after the call; nothing in between can change it.
    /// </summary>
    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "sched_getcpu")]
    [SuppressGCTransition]
    internal static partial int SchedGetCpu();

    /// <summary>syscall(2) with five arguments (perf_event_open's; futex's first five).</summary>
    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "syscall", SetLastError = true)]
    internal static partial long Syscall(long number, void* arg1, nint arg2, nint arg3, nint arg4, nuint arg5);

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "syscall", SetLastError = true)]
    internal static partial long Syscall(long number);

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "read", SetLastError = true)]
    internal static partial nint Read(int fd, void* buffer, nuint count);

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "close", SetLastError = true)]
    internal static partial int Close(int fd);

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "ioctl", SetLastError = true)]
    internal static partial int Ioctl(int fd, nuint request, nuint argument);

    /// <summary>
    /// clock_gettime(2). With a CPU-time clock (<see cref="CLOCK_PROCESS_CPUTIME_ID"/>, <see cref="CLOCK_THREAD_CPUTIME_ID"/>)
    /// it is a real system call (the vDSO serves only the wall clocks), a few hundred nanoseconds.
    /// </summary>
    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "clock_gettime", SetLastError = true)]
    internal static partial int ClockGetTime(int clockId, Timespec* time);

    /// <summary>struct timespec on the 64-bit ABIs we run on (time_t and long are both 64 bits).</summary>
    internal struct Timespec
    {
        public long Seconds;
        public long Nanoseconds;
    }

    // include/uapi/linux/time.h: the CPU time of the calling process (every thread) and of the calling thread
    internal const int CLOCK_PROCESS_CPUTIME_ID = 2;
    internal const int CLOCK_THREAD_CPUTIME_ID = 3;

    /// <summary>
    /// The CPU-time clock of thread <paramref name="tid"/> of this process (the kernel's MAKE_THREAD_CPUCLOCK(tid,
    /// CPUCLOCK_SCHED): the tid complemented and shifted past three flag bits, "per thread" (4) and "scheduler time" (2)).
    /// Reading it makes the kernel account a thread that is running right now up to this moment.
    /// </summary>
    internal static int ThreadCpuClock(int tid) => (~tid << 3) | 4 | 2;

    /// <summary>opendir(3); returns the DIR handle, or 0 (errno set).</summary>
    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "opendir", SetLastError = true)]
    internal static partial nint OpenDir(byte* path);

    /// <summary>readdir(3): the next entry (a struct dirent the C library owns until the next call), or null at the end.</summary>
    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "readdir", SetLastError = true)]
    internal static partial byte* ReadDir(nint dir);

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "closedir", SetLastError = true)]
    internal static partial int CloseDir(nint dir);

    /// <summary>
    /// Offset of d_name in struct dirent on the 64-bit ABIs we run on, glibc and musl alike: d_ino (8 bytes), d_off (8),
    /// d_reclen (2), d_type (1), then the NUL-terminated name.
    /// </summary>
    internal const int DirentNameOffset = 19;

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "strerror")]
    private static partial nint StrError(int errno);

    // include/uapi/linux/perf_event.h: _IO('$', n); the generic _IO encoding is the same on x86-64 and arm64
    internal const nuint PERF_EVENT_IOC_ENABLE = 0x2400;
    internal const nuint PERF_EVENT_IOC_DISABLE = 0x2401;
    internal const nuint PERF_EVENT_IOC_RESET = 0x2403;
    internal const nuint PERF_FLAG_FD_CLOEXEC = 8;

    /// <summary>perf_event_open's number for this architecture, or null where we do not know it.</summary>
    internal static long? PerfEventOpenNumber => RuntimeInformation.ProcessArchitecture switch
    {
        Architecture.X64 => 298,
        Architecture.Arm64 => 241,
        _ => null,
    };

    // include/uapi/linux/futex.h: the private (process-local) forms of FUTEX_WAIT and FUTEX_WAKE
    internal const int FUTEX_WAIT_PRIVATE = 128;
    internal const int FUTEX_WAKE_PRIVATE = 129;

    /// <summary>futex's number for this architecture, or null where we do not know it.</summary>
    internal static long? FutexNumber => RuntimeInformation.ProcessArchitecture switch
    {
        Architecture.X64 => 202,
        Architecture.Arm64 => 98,
        _ => null,
    };

    private static long? GetTidNumber => RuntimeInformation.ProcessArchitecture switch
    {
        Architecture.X64 => 186,
        Architecture.Arm64 => 178,
        _ => null,
    };

    /// <summary>The kernel id of the calling thread (what /proc/&lt;pid&gt;/task lists).</summary>
    [SupportedOSPlatform("linux")]
    internal static int GetTid()
    {
        // glibc has had gettid() only since 2.30; the raw syscall works everywhere we run.
        var number = GetTidNumber ?? throw new PlatformNotSupportedException($"gettid: unknown syscall number on {RuntimeInformation.ProcessArchitecture}");
        return (int)Syscall(number);
    }

    /// <summary>"EACCES (Permission denied)" for the last P/Invoke error.</summary>
    [SupportedOSPlatform("linux")]
    internal static string LastErrorText() => ErrnoText(Marshal.GetLastPInvokeError());

    [SupportedOSPlatform("linux")]
    internal static string ErrnoText(int errno)
    {
        var name = errno switch
        {
            EPERM => "EPERM",
            ENOENT => "ENOENT",
            ESRCH => "ESRCH",
            EINTR => "EINTR",
            EAGAIN => "EAGAIN",
            EACCES => "EACCES",
            EINVAL => "EINVAL",
            ENOSYS => "ENOSYS",
            EOPNOTSUPP => "EOPNOTSUPP",
            _ => $"errno {errno}",
        };
        var text = Marshal.PtrToStringUTF8(StrError(errno));
        return string.IsNullOrEmpty(text) ? name : $"{name} ({text})";
    }
}
