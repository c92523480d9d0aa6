using System.Runtime.InteropServices;
using System.Runtime.Versioning;
using PerfBuf.Core.Native;

namespace PerfBuf.Core.Counters;

/// <summary>Events <see cref="PerfCounter"/> can count.</summary>
public enum PerfEvent
{
    /// <summary>Software event PERF_COUNT_SW_CONTEXT_SWITCHES (no PMU needed).</summary>
    ContextSwitches,

    /// <summary>Hardware event PERF_COUNT_HW_CPU_CYCLES (needs a PMU).</summary>
    CpuCycles,

    /// <summary>Hardware event PERF_COUNT_HW_INSTRUCTIONS (needs a PMU).</summary>
    Instructions,

    /// <summary>Hardware event PERF_COUNT_HW_CACHE_MISSES, last-level cache (needs a PMU).</summary>
    CacheMisses,
}

/// <summary>Which threads a <see cref="PerfCounter"/> counts.</summary>
public enum PerfTarget
{
    /// <summary>The thread that opened the counter.</summary>
    CallingThread,

    /// <summary>
    /// The thread that opened the counter and every thread it creates afterwards (perf "inherit"). Threads that
    /// already exist are not included: open it before starting the workers to count a whole workload.
    /// </summary>
    CallingThreadAndNewThreads,
}

/// <summary>
/// One Linux perf_event_open(2) counter in counting mode (no sampling): <see cref="Enable"/>, run the code,
/// <see cref="Read"/>. Open it with <see cref="Open"/>, which returns the errno reason when the kernel refuses.
/// </summary>
/// <remarks>
/// Hardware events need a PMU; a VM without a virtual PMU answers ENOENT (no such event) or EOPNOTSUPP, and the
/// outcome says so. Hardware counters count user mode only (<c>exclude_kernel</c>, <c>exclude_hv</c>), which is
/// what perf_event_paranoid=2 allows an unprivileged user. The context-switch counter is opened <em>without</em>
/// <c>exclude_kernel</c>: the kernel records a switch with the scheduler's (kernel-mode) registers, so with
/// <c>exclude_kernel</c> it always reads 0. Where kernel counting is refused (paranoid ≥ 2 without CAP_PERFMON) the
/// outcome is "not available" with that explanation, never a zero.
/// </remarks>
public sealed class PerfCounter : IDisposable
{
    private int _fd;

    private PerfCounter(int fd, PerfEvent perfEvent, PerfTarget target)
    {
        _fd = fd;
        Event = perfEvent;
        Target = target;
    }

    public PerfEvent Event { get; }

    public PerfTarget Target { get; }

    /// <summary>Opens a disabled counter for <paramref name="perfEvent"/>.</summary>
    public static Outcome<PerfCounter> Open(PerfEvent perfEvent, PerfTarget target = PerfTarget.CallingThread)
    {
        if (!OperatingSystem.IsLinux())
        {
            return Outcome<PerfCounter>.NotAvailable(Outcome.NotOnThisOs("perf_event_open is a Linux API (on Windows, ETW is the equivalent)"));
        }
        return OpenLinux(perfEvent, target);
    }

    /// <summary>Starts counting.</summary>
    public void Enable() => Control(Linux.PERF_EVENT_IOC_ENABLE, "ENABLE");

    /// <summary>Stops counting; <see cref="Read"/> keeps returning the total.</summary>
    public void Disable() => Control(Linux.PERF_EVENT_IOC_DISABLE, "DISABLE");

    /// <summary>Sets the count to zero.</summary>
    public void Reset() => Control(Linux.PERF_EVENT_IOC_RESET, "RESET");

    /// <summary>The count so far (with <see cref="PerfTarget.CallingThreadAndNewThreads"/>, the new threads' counts are included).</summary>
    public unsafe Outcome<long> Read()
    {
        ObjectDisposedException.ThrowIf(_fd < 0, this);
        if (!OperatingSystem.IsLinux())
        {
            return Outcome<long>.NotAvailable(Outcome.NotOnThisOs("perf_event_open is a Linux API"));
        }
        long value;
        var read = Linux.Read(_fd, &value, sizeof(long));
        return read == sizeof(long)
            ? Outcome<long>.Ok(value)
            : Outcome<long>.NotAvailable(read < 0 ? $"read(perf fd) failed: {Linux.LastErrorText()}" : $"read(perf fd) returned {read} bytes");
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
        ObjectDisposedException.ThrowIf(_fd < 0, this);
        if (OperatingSystem.IsLinux() && Linux.Ioctl(_fd, request, 0) != 0)
        {
            ThrowHelper.InvalidOperation($"ioctl(PERF_EVENT_IOC_{name}) failed: {Linux.LastErrorText()}");
        }
    }

    [SupportedOSPlatform("linux")]
    private static unsafe Outcome<PerfCounter> OpenLinux(PerfEvent perfEvent, PerfTarget target)
    {
        if (Linux.PerfEventOpenNumber is not { } syscallNumber)
        {
            return Outcome<PerfCounter>.NotAvailable($"not available on {RuntimeInformation.ProcessArchitecture}: perf_event_open's syscall number is known here for x64 and arm64 only");
        }
        var isHardware = perfEvent != PerfEvent.ContextSwitches;
        var attr = new PerfEventAttr
        {
            Type = isHardware ? PerfEventAttr.PERF_TYPE_HARDWARE : PerfEventAttr.PERF_TYPE_SOFTWARE,
            Size = PerfEventAttr.SizeVer7,
            Config = perfEvent switch
            {
                PerfEvent.ContextSwitches => PerfEventAttr.PERF_COUNT_SW_CONTEXT_SWITCHES,
                PerfEvent.CpuCycles => PerfEventAttr.PERF_COUNT_HW_CPU_CYCLES,
                PerfEvent.Instructions => PerfEventAttr.PERF_COUNT_HW_INSTRUCTIONS,
                PerfEvent.CacheMisses => PerfEventAttr.PERF_COUNT_HW_CACHE_MISSES,
                _ => throw new ArgumentOutOfRangeException(nameof(perfEvent), perfEvent, "unknown event"),
            },
            Flags = PerfEventAttr.FlagDisabled | PerfEventAttr.FlagExcludeHv
                | (isHardware ? PerfEventAttr.FlagExcludeKernel : 0)
                | (target == PerfTarget.CallingThreadAndNewThreads ? PerfEventAttr.FlagInherit : 0),
        };
        // pid 0 = calling thread, cpu -1 = any CPU, no group leader
        var fd = Linux.Syscall(syscallNumber, &attr, 0, -1, -1, Linux.PERF_FLAG_FD_CLOEXEC);
        if (fd < 0)
        {
            var errno = Marshal.GetLastPInvokeError();
            return Outcome<PerfCounter>.NotAvailable(DescribeOpenFailure(perfEvent, errno));
        }
        return Outcome<PerfCounter>.Ok(new PerfCounter((int)fd, perfEvent, target));
    }

    [SupportedOSPlatform("linux")]
    private static string DescribeOpenFailure(PerfEvent perfEvent, int errno)
    {
        var errnoText = Linux.ErrnoText(errno);
        var paranoid = ReadParanoid();
        return (perfEvent, errno) switch
        {
            (not PerfEvent.ContextSwitches, Linux.ENOENT or Linux.EOPNOTSUPP) =>
                $"not available on this machine: no hardware PMU exposed (typical of VMs), perf_event_open({perfEvent}) {errnoText}",
            (PerfEvent.ContextSwitches, Linux.EACCES or Linux.EPERM) =>
                $"not available for this user: perf_event_paranoid={paranoid} refuses kernel-side counting, and with exclude_kernel the context-switch counter reads 0; needs CAP_PERFMON or paranoid <= 1 (perf_event_open {errnoText})",
            (_, Linux.EACCES or Linux.EPERM) =>
                $"not available for this user: perf_event_paranoid={paranoid}, perf_event_open({perfEvent}) {errnoText}",
            (_, Linux.ENOSYS) => $"not available on this kernel: perf_event_open {errnoText}",
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
    internal const ulong PERF_COUNT_HW_CPU_CYCLES = 0;
    internal const ulong PERF_COUNT_HW_INSTRUCTIONS = 1;
    internal const ulong PERF_COUNT_HW_CACHE_MISSES = 3;
    internal const ulong PERF_COUNT_SW_CONTEXT_SWITCHES = 3;

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
