using System.Numerics;
using System.Runtime.InteropServices;
using System.Runtime.Versioning;
using PerfBuf.Core.Native;

namespace PerfBuf.Core.Threading;

/// <summary>
/// Pins the calling thread to one logical CPU and tells where it runs. Linux (sched_setaffinity) and Windows
/// (SetThreadAffinityMask, processor group 0 only); elsewhere every call returns "not available" with the reason.
/// </summary>
/// <remarks>
/// Affinity is a property of the OS thread. A .NET thread keeps its OS thread for life, so pinning from the
/// thread's own code is stable; pinning a thread-pool thread is not recommended (the pool reuses it for other work).
/// </remarks>
public static class ThreadAffinity
{
    // cpu_set_t is 1024 bits in glibc; the kernel accepts larger masks on machines with more CPUs.
    private const int MaskWords = 1024 / 64;

    /// <summary>
    /// Pins the calling thread to logical CPU <paramref name="cpu"/>. Dispose the returned scope on the same thread
    /// to restore the affinity the thread had before.
    /// </summary>
    public static Outcome<PinScope> Pin(int cpu)
    {
        if (cpu < 0)
        {
            return Outcome<PinScope>.NotAvailable($"cpu {cpu} is not a CPU index (indices start at 0)");
        }
        if (OperatingSystem.IsLinux())
        {
            return PinLinux(cpu);
        }
        if (OperatingSystem.IsWindows())
        {
            return PinWindows(cpu);
        }
        return Outcome<PinScope>.NotAvailable(Outcome.NotOnThisOs("thread affinity is implemented for Linux and Windows"));
    }

    /// <summary>The logical CPUs the calling thread may run on, ascending.</summary>
    public static Outcome<IReadOnlyList<int>> AllowedCpus()
    {
        if (OperatingSystem.IsLinux())
        {
            var mask = new ulong[MaskWords];
            return GetMaskLinux(mask) is { } error
                ? Outcome<IReadOnlyList<int>>.NotAvailable(error)
                : Outcome<IReadOnlyList<int>>.Ok(CpusOf(mask));
        }
        if (OperatingSystem.IsWindows())
        {
            if (!Windows.GetProcessAffinityMask(Windows.GetCurrentProcess(), out var processMask, out _))
            {
                return Outcome<IReadOnlyList<int>>.NotAvailable($"GetProcessAffinityMask failed: Win32 error {Marshal.GetLastPInvokeError()}");
            }
            return Outcome<IReadOnlyList<int>>.Ok(CpusOf([(ulong)processMask]));
        }
        return Outcome<IReadOnlyList<int>>.NotAvailable(Outcome.NotOnThisOs("thread affinity is implemented for Linux and Windows"));
    }

    /// <summary>The logical CPU the calling thread runs on at this instant (it may move right after, unless pinned).</summary>
    public static Outcome<int> CurrentCpu()
    {
        if (OperatingSystem.IsLinux())
        {
            var cpu = Linux.SchedGetCpu();
            return cpu >= 0 ? Outcome<int>.Ok(cpu) : Outcome<int>.NotAvailable($"sched_getcpu failed: {Linux.ErrnoText(Marshal.GetLastSystemError())}");
        }
        if (OperatingSystem.IsWindows())
        {
            return Outcome<int>.Ok((int)Windows.GetCurrentProcessorNumber());
        }
        return Outcome<int>.NotAvailable(Outcome.NotOnThisOs("the current-CPU query is implemented for Linux and Windows"));
    }

    [SupportedOSPlatform("linux")]
    private static Outcome<PinScope> PinLinux(int cpu) => SetLinux([cpu], $"cpu {cpu}");

    /// <summary>Sets the calling thread's mask to <paramref name="cpus"/> (named <paramref name="what"/> in errors).</summary>
    [SupportedOSPlatform("linux")]
    private static unsafe Outcome<PinScope> SetLinux(IReadOnlyList<int> cpus, string what)
    {
        if (cpus.FirstOrDefault(c => c >= MaskWords * 64, -1) is var beyond and >= 0)
        {
            return Outcome<PinScope>.NotAvailable($"cpu {beyond} is beyond the {MaskWords * 64}-CPU mask this lab uses");
        }
        var previous = new ulong[MaskWords];
        if (GetMaskLinux(previous) is { } error)
        {
            return Outcome<PinScope>.NotAvailable(error);
        }
        var wanted = new ulong[MaskWords];
        foreach (var cpu in cpus)
        {
            wanted[cpu / 64] |= 1UL << (cpu % 64);
        }
        fixed (ulong* p = wanted)
        {
            if (Linux.SchedSetAffinity(0, (nuint)(MaskWords * sizeof(ulong)), p) != 0)
            {
                var errno = Marshal.GetLastPInvokeError();
                var allowed = string.Join(',', CpusOf(previous));
                return Outcome<PinScope>.NotAvailable(errno == Linux.EINVAL
                    ? $"{what} is not usable by this thread (allowed: {allowed}): sched_setaffinity {Linux.ErrnoText(errno)}"
                    : $"sched_setaffinity({what}) failed: {Linux.ErrnoText(errno)}");
            }
        }
        return Outcome<PinScope>.Ok(new PinScope(cpus, () => RestoreLinux(previous)));
    }

    /// <summary>
    /// Restricts the processes the calling thread starts to <paramref name="cpus"/> until the returned scope is disposed
    /// (on the same thread): on Linux the calling thread's own mask, which a process it forks inherits from birth (so
    /// the child's runtime counts only these CPUs, and every thread it makes stays on them); on Windows the process's
    /// mask, which a child process inherits. A core-count sweep starts each run's process this way.
    /// </summary>
    public static Outcome<PinScope> RestrictChildProcesses(IReadOnlyList<int> cpus)
    {
        if (cpus.Count == 0 || cpus.Any(c => c < 0))
        {
            return Outcome<PinScope>.NotAvailable($"'{string.Join(',', cpus)}' is not a set of CPU indices (indices start at 0)");
        }
        if (OperatingSystem.IsLinux())
        {
            return SetLinux(cpus, $"CPUs {string.Join(',', cpus)}");
        }
        if (OperatingSystem.IsWindows())
        {
            return RestrictWindowsProcess(cpus);
        }
        return Outcome<PinScope>.NotAvailable(Outcome.NotOnThisOs("CPU restriction is implemented for Linux and Windows"));
    }

    [SupportedOSPlatform("windows")]
    private static Outcome<PinScope> RestrictWindowsProcess(IReadOnlyList<int> cpus)
    {
        if (cpus.Any(c => c >= IntPtr.Size * 8))
        {
            return Outcome<PinScope>.NotAvailable("a CPU outside processor group 0, which is all this lab restricts to on Windows");
        }
        var process = System.Diagnostics.Process.GetCurrentProcess();
        var previous = process.ProcessorAffinity;
        try
        {
            process.ProcessorAffinity = (nint)cpus.Aggregate(0UL, (mask, c) => mask | 1UL << c);
        }
        catch (System.ComponentModel.Win32Exception e)
        {
            return Outcome<PinScope>.NotAvailable($"setting the process's affinity to CPUs {string.Join(',', cpus)} failed: {e.Message}");
        }
        return Outcome<PinScope>.Ok(new PinScope(cpus, () => process.ProcessorAffinity = previous));
    }

    [SupportedOSPlatform("linux")]
    private static unsafe void RestoreLinux(ulong[] previous)
    {
        fixed (ulong* p = previous)
        {
            if (Linux.SchedSetAffinity(0, (nuint)(previous.Length * sizeof(ulong)), p) != 0)
            {
                ThrowHelper.InvalidOperation($"restoring the thread's affinity failed: sched_setaffinity {Linux.LastErrorText()}");
            }
        }
    }

    [SupportedOSPlatform("windows")]
    private static Outcome<PinScope> PinWindows(int cpu)
    {
        if (cpu >= IntPtr.Size * 8)
        {
            return Outcome<PinScope>.NotAvailable($"cpu {cpu} is outside processor group 0, which is all this lab pins on Windows");
        }
        var previous = Windows.SetThreadAffinityMask(Windows.GetCurrentThread(), (nuint)1 << cpu);
        if (previous == 0)
        {
            var error = Marshal.GetLastPInvokeError();
            return Outcome<PinScope>.NotAvailable(error == 87
                ? $"cpu {cpu} is not in this process's affinity mask (SetThreadAffinityMask: ERROR_INVALID_PARAMETER)"
                : $"SetThreadAffinityMask(cpu {cpu}) failed: Win32 error {error}");
        }
        return Outcome<PinScope>.Ok(new PinScope([cpu], () =>
        {
            if (Windows.SetThreadAffinityMask(Windows.GetCurrentThread(), previous) == 0)
            {
                ThrowHelper.InvalidOperation($"restoring the thread's affinity failed: Win32 error {Marshal.GetLastPInvokeError()}");
            }
        }));
    }

    /// <summary>Reads the calling thread's mask; returns an error text or null.</summary>
    [SupportedOSPlatform("linux")]
    private static unsafe string? GetMaskLinux(ulong[] mask)
    {
        fixed (ulong* p = mask)
        {
            return Linux.SchedGetAffinity(0, (nuint)(mask.Length * sizeof(ulong)), p) < 0
                ? $"sched_getaffinity failed: {Linux.LastErrorText()}"
                : null;
        }
    }

    private static List<int> CpusOf(ReadOnlySpan<ulong> mask)
    {
        var cpus = new List<int>();
        for (var word = 0; word < mask.Length; word++)
        {
            var bits = mask[word];
            while (bits != 0)
            {
                cpus.Add(word * 64 + BitOperations.TrailingZeroCount(bits));
                bits &= bits - 1;
            }
        }
        return cpus;
    }
}

/// <summary>
/// The calling thread's pin to one CPU (or its restriction to a set, <see cref="ThreadAffinity.RestrictChildProcesses"/>);
/// <see cref="Dispose"/> (on the same thread) restores the previous affinity.
/// </summary>
public sealed class PinScope : IDisposable
{
    private readonly Action _restore;
    private readonly int _managedThreadId = Environment.CurrentManagedThreadId;
    private bool _disposed;

    internal PinScope(IReadOnlyList<int> cpus, Action restore)
    {
        Cpus = cpus;
        _restore = restore;
    }

    /// <summary>The logical CPU the thread is pinned to (a restriction's first CPU).</summary>
    public int Cpu => Cpus[0];

    /// <summary>The logical CPUs of the pin (one) or the restriction.</summary>
    public IReadOnlyList<int> Cpus { get; }

    /// <summary>Restores the affinity the thread had before <see cref="ThreadAffinity.Pin"/>. Must run on that thread.</summary>
    public void Dispose()
    {
        if (_disposed)
        {
            return;
        }
        if (Environment.CurrentManagedThreadId != _managedThreadId)
        {
            ThrowHelper.InvalidOperation("a PinScope must be disposed on the thread it pinned (affinity is per thread)");
        }
        _disposed = true;
        _restore();
    }
}
