using System.Globalization;
using System.Runtime;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics.Arm;
using System.Runtime.Intrinsics.X86;
using PerfBuf.Core.Counters;

namespace PerfBuf.Core;

/// <summary>
/// The machine fingerprint results are filed under (docs/DESIGN.md §6): CPU, cores, OS, runtime, GC mode, ISA, counters.
/// </summary>
/// <remarks>
/// Core counts describe the machine, not this process: <see cref="Environment.ProcessorCount"/> honours affinity
/// and container limits, so on Linux the counts come from /sys/devices/system/cpu (then /proc/cpuinfo), on Windows
/// from GetLogicalProcessorInformationEx. <see cref="Sources"/> says where each figure came from.
/// </remarks>
public sealed record MachineInfo
{
    private static readonly Lazy<MachineInfo> CurrentMachine = new(Probe);

    /// <summary>This machine, probed once per process.</summary>
    public static MachineInfo Current => CurrentMachine.Value;

    public required string CpuModel { get; init; }
    public required int PhysicalCores { get; init; }
    public required int LogicalCores { get; init; }
    public bool SmtEnabled => LogicalCores > PhysicalCores;

    /// <summary>Nominal (base) clock in MHz if the OS or the model string states it; null otherwise.</summary>
    public double? NominalMHz { get; init; }

    /// <summary><see cref="RuntimeInformation.OSDescription"/>: OS name and, on Linux, the kernel release.</summary>
    public required string Os { get; init; }
    public required string Architecture { get; init; }

    /// <summary><see cref="RuntimeInformation.FrameworkDescription"/>, e.g. ".NET 10.0.0".</summary>
    public required string Runtime { get; init; }
    public required string RuntimeVersion { get; init; }
    public required bool ServerGC { get; init; }
    public required bool ConcurrentGC { get; init; }
    public required string GCLatencyMode { get; init; }

    /// <summary>Vector ISA extensions the JIT may use here (e.g. "AVX2", "AVX-512F", "AdvSimd").</summary>
    public required IReadOnlyList<string> Isa { get; init; }

    /// <summary>Whether perf_event_open hardware counters work here; the errno reason when not.</summary>
    public required bool HardwareCountersAvailable { get; init; }
    public string? HardwareCountersReason { get; init; }

    /// <summary>Where the CPU model and core counts were read from.</summary>
    public required string Sources { get; init; }

    /// <summary>The results folder name, see <see cref="Core.MachineId.From"/>.</summary>
    public string MachineId => Core.MachineId.From(CpuModel, PhysicalCores, LogicalCores);

    private static MachineInfo Probe()
    {
        var (model, modelSource) = ReadCpuModel();
        var (physical, logical, coreSource) = ReadCoreCounts();
        var hardware = PerfEvents.HardwareCounters;
        return new MachineInfo
        {
            CpuModel = model,
            PhysicalCores = physical,
            LogicalCores = logical,
            NominalMHz = ReadNominalMHz(model),
            Os = RuntimeInformation.OSDescription,
            Architecture = RuntimeInformation.ProcessArchitecture.ToString(),
            Runtime = RuntimeInformation.FrameworkDescription,
            RuntimeVersion = Environment.Version.ToString(),
            ServerGC = GCSettings.IsServerGC,
            // The runtime exposes no "concurrent" flag; it reports Batch latency exactly when concurrent GC is off.
            ConcurrentGC = GCSettings.LatencyMode != System.Runtime.GCLatencyMode.Batch,
            GCLatencyMode = GCSettings.LatencyMode.ToString(),
            Isa = ReadIsa(),
            HardwareCountersAvailable = hardware.HasValue,
            HardwareCountersReason = hardware.Reason,
            Sources = $"model: {modelSource}; cores: {coreSource}",
        };
    }

    private static List<string> ReadIsa()
    {
        var isa = new List<string>();
        if (Sse42.IsSupported) isa.Add("SSE4.2");
        if (Avx2.IsSupported) isa.Add("AVX2");
        if (Avx512F.IsSupported) isa.Add("AVX-512F");
        if (AdvSimd.IsSupported) isa.Add("AdvSimd");
        return isa;
    }

    private static (string Model, string Source) ReadCpuModel()
    {
        if (OperatingSystem.IsLinux() && TryReadLines("/proc/cpuinfo") is { } cpuinfo)
        {
            foreach (var line in cpuinfo)
            {
                // x86 says "model name"; some ARM kernels only say "Processor" or nothing useful
                if (line.StartsWith("model name", StringComparison.Ordinal) && Value(line) is { Length: > 0 } name)
                {
                    return (name, "/proc/cpuinfo model name");
                }
            }
        }
        if (OperatingSystem.IsWindows())
        {
            var identifier = Environment.GetEnvironmentVariable("PROCESSOR_IDENTIFIER");
            if (!string.IsNullOrWhiteSpace(identifier))
            {
                return (identifier.Trim(), "PROCESSOR_IDENTIFIER");
            }
        }
        return ($"unknown {RuntimeInformation.ProcessArchitecture} cpu", "not found");
    }

    private static (int Physical, int Logical, string Source) ReadCoreCounts()
    {
        if (OperatingSystem.IsLinux())
        {
            if (ReadSysfsTopology() is { } sysfs)
            {
                return (sysfs.Physical, sysfs.Logical, "/sys/devices/system/cpu/cpu*/topology");
            }
            if (ReadCpuinfoTopology() is { } cpuinfo)
            {
                return (cpuinfo.Physical, cpuinfo.Logical, "/proc/cpuinfo (physical id, core id)");
            }
        }
        if (OperatingSystem.IsWindows() && ReadWindowsTopology() is { } windows)
        {
            return (windows.Physical, windows.Logical, "GetLogicalProcessorInformationEx");
        }
        var count = Environment.ProcessorCount;
        return (count, count, "Environment.ProcessorCount (SMT unknown; honours affinity)");
    }

    /// <summary>The counts of the sysfs topology (<see cref="CpuTopology"/>): cores by (package, core id), online CPUs.</summary>
    private static (int Physical, int Logical)? ReadSysfsTopology() =>
        CpuTopology.Current is { } topology ? (topology.Cores.Count, topology.Cores.Sum(c => c.Cpus.Count)) : null;

    private static (int Physical, int Logical)? ReadCpuinfoTopology()
    {
        if (TryReadLines("/proc/cpuinfo") is not { } lines)
        {
            return null;
        }
        var cores = new HashSet<(string, string)>();
        var logical = 0;
        string? package = null, core = null;
        foreach (var line in lines.Append(""))
        {
            if (line.Length == 0)
            {
                if (package is not null && core is not null)
                {
                    cores.Add((package, core));
                }
                package = core = null;
            }
            else if (line.StartsWith("processor", StringComparison.Ordinal))
            {
                logical++;
            }
            else if (line.StartsWith("physical id", StringComparison.Ordinal))
            {
                package = Value(line);
            }
            else if (line.StartsWith("core id", StringComparison.Ordinal))
            {
                core = Value(line);
            }
        }
        return logical > 0 && cores.Count > 0 ? (cores.Count, logical) : null;
    }

    private static unsafe (int Physical, int Logical)? ReadWindowsTopology()
    {
        if (!OperatingSystem.IsWindows())
        {
            return null;
        }
        uint length = 0;
        _ = Native.Windows.GetLogicalProcessorInformationEx(Native.Windows.RelationProcessorCore, null, ref length);
        if (Marshal.GetLastPInvokeError() != Native.Windows.ERROR_INSUFFICIENT_BUFFER || length == 0)
        {
            return null;
        }
        var buffer = new byte[length];
        fixed (byte* start = buffer)
        {
            if (!Native.Windows.GetLogicalProcessorInformationEx(Native.Windows.RelationProcessorCore, start, ref length))
            {
                return null;
            }
            // SYSTEM_LOGICAL_PROCESSOR_INFORMATION_EX: Relationship (int) @0, Size (uint) @4, then PROCESSOR_RELATIONSHIP:
            // Flags @8, EfficiencyClass @9, Reserved[20] @10, GroupCount (ushort) @30, GroupMask[] @32 (16 bytes each,
            // KAFFINITY Mask first).
            int physical = 0, logical = 0;
            for (uint offset = 0; offset < length;)
            {
                var record = start + offset;
                var size = *(uint*)(record + 4);
                if (size == 0)
                {
                    break;
                }
                physical++;
                var groups = *(ushort*)(record + 30);
                for (var g = 0; g < groups; g++)
                {
                    logical += System.Numerics.BitOperations.PopCount((ulong)*(nuint*)(record + 32 + g * 16));
                }
                offset += size;
            }
            return physical > 0 ? (physical, Math.Max(logical, physical)) : null;
        }
    }

    private static double? ReadNominalMHz(string model)
    {
        // base_frequency (intel_pstate) is the nominal clock in kHz; cpuinfo_max_freq would be the turbo ceiling
        if (OperatingSystem.IsLinux()
            && TryReadText("/sys/devices/system/cpu/cpu0/cpufreq/base_frequency") is { } khz
            && double.TryParse(khz, NumberStyles.Float, CultureInfo.InvariantCulture, out var k) && k > 0)
        {
            return k / 1000;
        }
        var at = model.LastIndexOf('@');
        if (at >= 0)
        {
            var text = model[(at + 1)..].Trim();
            var ghz = text.EndsWith("GHz", StringComparison.OrdinalIgnoreCase);
            var number = text.TrimEnd('z', 'Z', 'h', 'H', 'g', 'G', 'm', 'M').Trim();
            if (double.TryParse(number, NumberStyles.Float, CultureInfo.InvariantCulture, out var clock))
            {
                return ghz ? clock * 1000 : clock;
            }
        }
        return null;
    }

    private static string Value(string line) => line[(line.IndexOf(':') + 1)..].Trim();

    /// <summary>A sysfs or procfs file's text, trimmed; null when it cannot be read.</summary>
    internal static string? TryReadText(string path)
    {
        try
        {
            return File.ReadAllText(path).Trim();
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    private static string[]? TryReadLines(string path)
    {
        try
        {
            return File.ReadAllLines(path);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }
}
