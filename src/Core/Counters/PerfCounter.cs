using System.Runtime.InteropServices;
using System.Runtime.Versioning;
using PerfBuf.Core.Native;

namespace PerfBuf.Core.Counters;

/// <summary>Events <see cref="PerfCounter"/> can count.</summary>
public enum PerfEvent
{
    /// <summary>Hardware event PERF_COUNT_HW_CPU_CYCLES, user mode (needs a PMU).</summary>
    CpuCycles,

    /// <summary>Hardware event PERF_COUNT_HW_INSTRUCTIONS, user mode (needs a PMU).</summary>
    Instructions,

    /// <summary>Hardware event PERF_COUNT_HW_CACHE_MISSES, usually last-level cache misses, user mode (needs a PMU).</summary>
    CacheMisses,

    /// <summary>
    /// Software event PERF_COUNT_SW_TASK_CLOCK: nanoseconds the thread ran on a CPU, in user and kernel mode alike (the
    /// kernel counts this clock whatever <c>exclude_kernel</c> says). No PMU needed.
    /// </summary>
    TaskClock,

    /// <summary>
    /// Tracepoint raw_syscalls:sys_enter: system calls the thread entered. The tracepoint fires in the kernel, so this
    /// counter is opened without <c>exclude_kernel</c>, which needs root (or CAP_PERFMON) and a mounted tracefs to read
    /// the tracepoint's id from.
    /// </summary>
    Syscalls,

    /// <summary>
    /// A tracepoint named when the counter is opened (<see cref="PerfCounter.OpenTracepoint"/>, e.g.
    /// "syscalls/sys_enter_sendto": one system call's entries); root and tracefs, as <see cref="Syscalls"/>.
    /// </summary>
    Tracepoint,
}

/// <summary>A counter's value and the time it was enabled and actually counting (perf's read format).</summary>
/// <param name="Count">Events counted.</param>
/// <param name="TimeEnabledNs">Nanoseconds the counter was enabled while its thread ran.</param>
/// <param name="TimeRunningNs">Nanoseconds it actually counted: less than <paramref name="TimeEnabledNs"/> when the
/// kernel multiplexed it with other counters on too few hardware counters.</param>
public readonly record struct PerfReading(long Count, long TimeEnabledNs, long TimeRunningNs)
{
    /// <summary>
    /// True when the counter counted only part of the time it was enabled: <see cref="Count"/> is then a partial count
    /// (perf would scale it up, an estimate).
    /// </summary>
    public bool Multiplexed => TimeRunningNs < TimeEnabledNs;

    public static PerfReading operator +(PerfReading a, PerfReading b) =>
        new(a.Count + b.Count, a.TimeEnabledNs + b.TimeEnabledNs, a.TimeRunningNs + b.TimeRunningNs);
}

/// <summary>
/// One Linux perf_event_open(2) counter in counting mode (no sampling): <see cref="Enable"/>, run the code,
/// <see cref="Read"/>. Open it with <see cref="Open"/>, which returns the errno reason when the kernel refuses.
/// </summary>
/// <remarks>
/// Hardware events need a PMU; a VM without a virtual PMU answers ENOENT (no such event) or EOPNOTSUPP, and the
/// outcome says so. Every counter but the syscall tracepoint is opened with <c>exclude_kernel</c> and
/// <c>exclude_hv</c>, which is what perf_event_paranoid=2 allows an unprivileged user: hardware events count user mode
/// only. The syscall tracepoint fires in the kernel, so it is opened without <c>exclude_kernel</c> (root only).
/// A counter may watch another thread, of this process or of another one the caller may trace (a benchmark child),
/// and with <c>inherit</c> also every thread that thread creates after the counter is opened. The kernel keeps the
/// count of a thread that has exited (the counter stays readable) and adds an inherited thread's count to its
/// creator's counter, live or exited.
/// </remarks>
public sealed class PerfCounter : IDisposable
{
    /// <summary>The thread id that means "the calling thread".</summary>
    public const int CallingThread = 0;

    private int _fd;

    private PerfCounter(int fd, PerfEvent perfEvent, int threadId, bool inherit, string? tracepoint = null)
    {
        _fd = fd;
        Event = perfEvent;
        ThreadId = threadId;
        Inherit = inherit;
        Tracepoint = tracepoint;
    }

    public PerfEvent Event { get; }

    /// <summary>The tracepoint counted ("group/name" under tracefs' events), for <see cref="PerfEvent.Syscalls"/> and
    /// <see cref="PerfEvent.Tracepoint"/>; null otherwise.</summary>
    public string? Tracepoint { get; }

    /// <summary>The kernel thread id watched, or <see cref="CallingThread"/>.</summary>
    public int ThreadId { get; }

    /// <summary>Whether threads the watched thread creates after the opening are counted too (perf "inherit").</summary>
    public bool Inherit { get; }

    /// <summary>
    /// Opens a disabled counter for <paramref name="perfEvent"/> on thread <paramref name="threadId"/> (a kernel tid, as
    /// /proc/&lt;pid&gt;/task lists them; <see cref="CallingThread"/> for the calling thread). With
    /// <paramref name="inherit"/> the threads it creates from now on are counted too.
    /// </summary>
    public static Outcome<PerfCounter> Open(PerfEvent perfEvent, int threadId = CallingThread, bool inherit = false) =>
        Open(perfEvent, threadId, inherit, out _);

    /// <summary>As <see cref="Open(PerfEvent, int, bool)"/>; <paramref name="errno"/> is the kernel's error, 0 on success.</summary>
    internal static Outcome<PerfCounter> Open(PerfEvent perfEvent, int threadId, bool inherit, out int errno)
    {
        if (perfEvent == PerfEvent.Tracepoint)
        {
            throw new ArgumentException("a tracepoint counter is opened by its name: OpenTracepoint", nameof(perfEvent));
        }
        return Open(perfEvent, perfEvent == PerfEvent.Syscalls ? "raw_syscalls/sys_enter" : null, threadId, inherit, out errno);
    }

    /// <summary>
    /// Opens a disabled counter of the tracepoint <paramref name="tracepoint"/> ("group/name" under tracefs' events, e.g.
    /// "syscalls/sys_enter_futex") on thread <paramref name="threadId"/>, as <see cref="Open(PerfEvent, int, bool)"/>.
    /// </summary>
    public static Outcome<PerfCounter> OpenTracepoint(string tracepoint, int threadId = CallingThread, bool inherit = false) =>
        OpenTracepoint(tracepoint, threadId, inherit, out _);

    /// <summary>As <see cref="OpenTracepoint(string, int, bool)"/>; <paramref name="errno"/> is the kernel's error, 0 on success.</summary>
    internal static Outcome<PerfCounter> OpenTracepoint(string tracepoint, int threadId, bool inherit, out int errno)
    {
        ArgumentException.ThrowIfNullOrEmpty(tracepoint);
        return Open(PerfEvent.Tracepoint, tracepoint, threadId, inherit, out errno);
    }

    private static Outcome<PerfCounter> Open(PerfEvent perfEvent, string? tracepoint, int threadId, bool inherit, out int errno)
    {
        errno = 0;
        ArgumentOutOfRangeException.ThrowIfNegative(threadId);
        if (!OperatingSystem.IsLinux())
        {
            return Outcome<PerfCounter>.NotAvailable(Outcome.NotOnThisOs("perf_event_open is a Linux API (on Windows, ETW is the equivalent)"));
        }
        return OpenLinux(perfEvent, tracepoint, threadId, inherit, out errno);
    }

    /// <summary>Starts counting (with <see cref="Inherit"/>, in the inherited threads' counters too).</summary>
    public void Enable() => Control(Linux.PERF_EVENT_IOC_ENABLE, "ENABLE");

    /// <summary>Stops counting; <see cref="Read"/> keeps returning the total.</summary>
    public void Disable() => Control(Linux.PERF_EVENT_IOC_DISABLE, "DISABLE");

    /// <summary>Sets the count to zero.</summary>
    public void Reset() => Control(Linux.PERF_EVENT_IOC_RESET, "RESET");

    /// <summary>As <see cref="Enable"/>; the reason instead of an exception when the kernel refuses.</summary>
    internal string? TryEnable() => TryControl(Linux.PERF_EVENT_IOC_ENABLE, "ENABLE");

    /// <summary>As <see cref="Disable"/>; the reason instead of an exception when the kernel refuses.</summary>
    internal string? TryDisable() => TryControl(Linux.PERF_EVENT_IOC_DISABLE, "DISABLE");

    /// <summary>
    /// The count so far and the counter's enabled and running times (with <see cref="Inherit"/>, the inherited threads'
    /// counts and times are included).
    /// </summary>
    public unsafe Outcome<PerfReading> Read()
    {
        ObjectDisposedException.ThrowIf(_fd < 0, this);
        if (!OperatingSystem.IsLinux())
        {
            return Outcome<PerfReading>.NotAvailable(Outcome.NotOnThisOs("perf_event_open is a Linux API"));
        }
        // read_format TOTAL_TIME_ENABLED | TOTAL_TIME_RUNNING: { u64 value; u64 time_enabled; u64 time_running; }
        var values = stackalloc ulong[3];
        var size = 3 * sizeof(ulong);
        var read = Linux.Read(_fd, values, (nuint)size);
        if (read != size)
        {
            return Outcome<PerfReading>.NotAvailable(read < 0 ? $"read(perf fd) failed: {Linux.LastErrorText()}" : $"read(perf fd) returned {read} bytes");
        }
        return Outcome<PerfReading>.Ok(new PerfReading((long)values[0], (long)values[1], (long)values[2]));
    }

    public void Dispose()
    {
        var fd = Interlocked.Exchange(ref _fd, -1);
        if (fd >= 0 && OperatingSystem.IsLinux())
        {
            _ = Linux.Close(fd);
        }
    }

    private void Control(nuint request, string name)
    {
        if (TryControl(request, name) is { } error)
        {
            ThrowHelper.InvalidOperation(error);
        }
    }

    private string? TryControl(nuint request, string name)
    {
        ObjectDisposedException.ThrowIf(_fd < 0, this);
        return OperatingSystem.IsLinux() && Linux.Ioctl(_fd, request, 0) != 0
            ? $"ioctl(PERF_EVENT_IOC_{name}) failed: {Linux.LastErrorText()}"
            : null;
    }

    [SupportedOSPlatform("linux")]
    private static unsafe Outcome<PerfCounter> OpenLinux(PerfEvent perfEvent, string? tracepointName, int threadId, bool inherit, out int errno)
    {
        errno = 0;
        if (Linux.PerfEventOpenNumber is not { } syscallNumber)
        {
            return Outcome<PerfCounter>.NotAvailable($"not available on {RuntimeInformation.ProcessArchitecture}: perf_event_open's syscall number is known here for x64 and arm64 only");
        }
        ulong tracepoint = 0;
        var kernelSide = tracepointName is not null;
        if (kernelSide && !TryReadTracepointId(tracepointName!, out tracepoint, out var why))
        {
            return Outcome<PerfCounter>.NotAvailable(why);
        }
        var attr = new PerfEventAttr
        {
            Type = perfEvent switch
            {
                PerfEvent.TaskClock => PerfEventAttr.PERF_TYPE_SOFTWARE,
                PerfEvent.Syscalls or PerfEvent.Tracepoint => PerfEventAttr.PERF_TYPE_TRACEPOINT,
                _ => PerfEventAttr.PERF_TYPE_HARDWARE,
            },
            Size = PerfEventAttr.SizeVer7,
            Config = perfEvent switch
            {
                PerfEvent.CpuCycles => PerfEventAttr.PERF_COUNT_HW_CPU_CYCLES,
                PerfEvent.Instructions => PerfEventAttr.PERF_COUNT_HW_INSTRUCTIONS,
                PerfEvent.CacheMisses => PerfEventAttr.PERF_COUNT_HW_CACHE_MISSES,
                PerfEvent.TaskClock => PerfEventAttr.PERF_COUNT_SW_TASK_CLOCK,
                PerfEvent.Syscalls or PerfEvent.Tracepoint => tracepoint,
                _ => throw new ArgumentOutOfRangeException(nameof(perfEvent), perfEvent, "unknown event"),
            },
            ReadFormat = PerfEventAttr.PERF_FORMAT_TOTAL_TIME_ENABLED | PerfEventAttr.PERF_FORMAT_TOTAL_TIME_RUNNING,
            Flags = PerfEventAttr.FlagDisabled | (kernelSide ? 0 : PerfEventAttr.FlagExcludeKernel) | PerfEventAttr.FlagExcludeHv
                | (inherit ? PerfEventAttr.FlagInherit : 0),
        };
        // pid = the thread (0: the calling one), cpu -1 = any CPU, no group leader
        var fd = Linux.Syscall(syscallNumber, &attr, threadId, -1, -1, Linux.PERF_FLAG_FD_CLOEXEC);
        if (fd < 0)
        {
            errno = Marshal.GetLastPInvokeError();
            return Outcome<PerfCounter>.NotAvailable(DescribeOpenFailure(perfEvent, threadId, errno));
        }
        return Outcome<PerfCounter>.Ok(new PerfCounter((int)fd, perfEvent, threadId, inherit, tracepointName));
    }

    /// <summary>
    /// A tracepoint's id from tracefs (/sys/kernel/tracing, or the older /sys/kernel/debug/tracing). Where tracefs is not
    /// mounted and the process may mount it (root), it is mounted once at /sys/kernel/tracing, its standard place, as
    /// perf(1) does; it stays mounted.
    /// </summary>
    [SupportedOSPlatform("linux")]
    private static bool TryReadTracepointId(string tracepoint, out ulong id, out string reason)
    {
        if (TryReadTracepointIdMounted(tracepoint, out id, out reason))
        {
            return true;
        }
        var mounted = TracefsMount.Value;
        if (mounted is null)
        {
            return TryReadTracepointIdMounted(tracepoint, out id, out reason);
        }
        reason += $"; mounting it failed: {mounted}";
        return false;
    }

    /// <summary>Mounts tracefs at /sys/kernel/tracing once per process: null when it mounted, else why not.</summary>
    private static readonly Lazy<string?> TracefsMount = new(() =>
    {
        if (!OperatingSystem.IsLinux() || !Directory.Exists("/sys/kernel/tracing"))
        {
            return "there is no /sys/kernel/tracing to mount it on";
        }
        return Linux.Mount("nodev", "/sys/kernel/tracing", "tracefs", 0, 0) == 0 ? null : $"mount(tracefs) {Linux.LastErrorText()}";
    });

    private static bool TryReadTracepointIdMounted(string tracepoint, out ulong id, out string reason)
    {
        foreach (var root in new[] { "/sys/kernel/tracing", "/sys/kernel/debug/tracing" })
        {
            try
            {
                if (ulong.TryParse(File.ReadAllText($"{root}/events/{tracepoint}/id").Trim(), out id))
                {
                    reason = "";
                    return true;
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // the next place, then the reason
            }
        }
        id = 0;
        reason = $"not available here: the tracepoint {tracepoint}'s id is not readable (tracefs not mounted, or not root)";
        return false;
    }

    [SupportedOSPlatform("linux")]
    private static string DescribeOpenFailure(PerfEvent perfEvent, int threadId, int errno)
    {
        var errnoText = Linux.ErrnoText(errno);
        return errno switch
        {
            Linux.ENOENT or Linux.EOPNOTSUPP when perfEvent is not (PerfEvent.TaskClock or PerfEvent.Syscalls or PerfEvent.Tracepoint) =>
                $"not available on this machine: no hardware PMU exposed (typical of VMs), perf_event_open({perfEvent}) {errnoText}",
            Linux.EACCES or Linux.EPERM =>
                $"not available for this user: perf_event_paranoid={ReadParanoid()}, perf_event_open({perfEvent}) {errnoText}",
            Linux.ESRCH => $"thread {threadId} is gone: perf_event_open({perfEvent}) {errnoText}",
            Linux.ENOSYS => $"not available on this kernel: perf_event_open {errnoText}",
            _ => $"perf_event_open({perfEvent}) failed: {errnoText}",
        };
    }

    internal static string ReadParanoid()
    {
        try
        {
            return File.ReadAllText("/proc/sys/kernel/perf_event_paranoid").Trim();
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return "unknown";
        }
    }
}

/// <summary>Probes of what perf_event_open offers on this machine.</summary>
public static class PerfEvents
{
    private static readonly Lazy<Outcome<bool>> HardwareProbe = new(() => Probe(PerfEvent.CpuCycles));

    /// <summary>
    /// Whether hardware counters (cycles, instructions, cache misses) can be opened here; the reason when not.
    /// Probed once (cycles counter of the calling thread, opened and closed).
    /// </summary>
    public static Outcome<bool> HardwareCounters => HardwareProbe.Value;

    /// <summary>Opens and closes a counter for <paramref name="perfEvent"/>: true, or the reason it cannot be opened.</summary>
    public static Outcome<bool> Probe(PerfEvent perfEvent)
    {
        var opened = PerfCounter.Open(perfEvent);
        if (!opened.TryGetValue(out var counter))
        {
            return Outcome<bool>.NotAvailable(opened.Reason!);
        }
        counter.Dispose();
        return Outcome<bool>.Ok(true);
    }
}

/// <summary>struct perf_event_attr as of PERF_ATTR_SIZE_VER7 (128 bytes); the fields we do not set stay zero.</summary>
[StructLayout(LayoutKind.Explicit, Size = SizeVer7)]
internal struct PerfEventAttr
{
    internal const int SizeVer7 = 128;

    internal const uint PERF_TYPE_HARDWARE = 0;
    internal const uint PERF_TYPE_SOFTWARE = 1;
    internal const uint PERF_TYPE_TRACEPOINT = 2;
    internal const ulong PERF_COUNT_HW_CPU_CYCLES = 0;
    internal const ulong PERF_COUNT_HW_INSTRUCTIONS = 1;
    internal const ulong PERF_COUNT_HW_CACHE_MISSES = 3;
    internal const ulong PERF_COUNT_SW_TASK_CLOCK = 1;
    internal const ulong PERF_FORMAT_TOTAL_TIME_ENABLED = 1UL << 0;
    internal const ulong PERF_FORMAT_TOTAL_TIME_RUNNING = 1UL << 1;

    // the bitfield after read_format, in declaration order from bit 0
    internal const ulong FlagDisabled = 1UL << 0;
    internal const ulong FlagInherit = 1UL << 1;
    internal const ulong FlagExcludeUser = 1UL << 4;
    internal const ulong FlagExcludeKernel = 1UL << 5;
    internal const ulong FlagExcludeHv = 1UL << 6;

    [FieldOffset(0)] public uint Type;
    [FieldOffset(4)] public uint Size;
    [FieldOffset(8)] public ulong Config;
    [FieldOffset(16)] public ulong SamplePeriod;   // union with sample_freq
    [FieldOffset(24)] public ulong SampleType;
    [FieldOffset(32)] public ulong ReadFormat;
    [FieldOffset(40)] public ulong Flags;          // disabled:1, inherit:1, pinned:1, exclusive:1, exclude_user:1, exclude_kernel:1, exclude_hv:1, …
    [FieldOffset(48)] public uint WakeupEvents;    // union with wakeup_watermark
    [FieldOffset(52)] public uint BreakpointType;
    [FieldOffset(56)] public ulong Config1;
    [FieldOffset(64)] public ulong Config2;
    // 72: branch_sample_type, 80: sample_regs_user, 88: sample_stack_user, 92: clockid, 96: sample_regs_intr,
    // 104: aux_watermark, 108: sample_max_stack, 112: aux_sample_size, 120: sig_data — all zero here
}
