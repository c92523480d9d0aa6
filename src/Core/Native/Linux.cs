using System.Runtime.InteropServices;
using System.Runtime.Versioning;

namespace PerfBuf.Core.Native;

/// <summary>
/// glibc/musl entry points the lab needs on Linux. Raw calls only: callers check
/// <see cref="OperatingSystem.IsLinux"/> first and turn failures into an <see cref="Outcome{T}"/> with the errno
/// text (<see cref="Marshal.GetLastPInvokeError"/> is valid because every import sets <c>SetLastError</c>).
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

    // getrusage(2) "who"
    internal const int RUSAGE_SELF = 0;
    internal const int RUSAGE_THREAD = 1;

    // errno values used in messages and decisions (asm-generic, same on x86-64 and arm64)
    internal const int EPERM = 1;
    internal const int ENOENT = 2;
    internal const int EACCES = 13;
    internal const int EINVAL = 22;
    internal const int ENOSYS = 38;
    internal const int EOPNOTSUPP = 95;

    /// <summary>struct timeval on 64-bit Linux: two longs.</summary>
    [StructLayout(LayoutKind.Sequential)]
    internal struct TimeVal
    {
        public long Seconds;
        public long Microseconds;

        public readonly TimeSpan ToTimeSpan() => TimeSpan.FromTicks(Seconds * TimeSpan.TicksPerSecond + Microseconds * 10);
    }

    /// <summary>struct rusage on 64-bit Linux: two timevals then fourteen longs (144 bytes).</summary>
    [StructLayout(LayoutKind.Sequential)]
    internal struct RUsage
    {
        public TimeVal UserTime;        // ru_utime
        public TimeVal SystemTime;      // ru_stime
        public long MaxRss;             // ru_maxrss (KiB)
        public long SharedText;         // ru_ixrss (unused by Linux)
        public long UnsharedData;       // ru_idrss (unused)
        public long UnsharedStack;      // ru_isrss (unused)
        public long MinorFaults;        // ru_minflt
        public long MajorFaults;        // ru_majflt
        public long Swaps;              // ru_nswap (unused)
        public long BlockInputs;        // ru_inblock
        public long BlockOutputs;       // ru_oublock
        public long MessagesSent;       // ru_msgsnd (unused)
        public long MessagesReceived;   // ru_msgrcv (unused)
        public long Signals;            // ru_nsignals (unused)
        public long VoluntarySwitches;  // ru_nvcsw
        public long InvoluntarySwitches; // ru_nivcsw
    }

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "sched_setaffinity", SetLastError = true)]
    internal static partial int SchedSetAffinity(int pid, nuint cpuSetSize, ulong* mask);

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "sched_getaffinity", SetLastError = true)]
    internal static partial int SchedGetAffinity(int pid, nuint cpuSetSize, ulong* mask);

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "sched_getcpu", SetLastError = true)]
    internal static partial int SchedGetCpu();

    [SupportedOSPlatform("linux")]
    [LibraryImport(Libc, EntryPoint = "getrusage", SetLastError = true)]
    internal static partial int GetRUsage(int who, RUsage* usage);

    /// <summary>syscall(2) with the five arguments perf_event_open takes.</summary>
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
