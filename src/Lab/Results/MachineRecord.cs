using System.Globalization;
using PerfBuf.Core;
using PerfBuf.Core.Threading;

namespace PerfBuf.Lab;

/// <summary>The machine fingerprint stored in every run's env.json (docs/DESIGN.md §6).</summary>
public sealed class MachineRecord
{
    public string Id { get; set; } = "";
    public string CpuModel { get; set; } = "";
    public int PhysicalCores { get; set; }
    public int LogicalCores { get; set; }
    public bool Smt { get; set; }
    public double? NominalMHz { get; set; }
    public string Os { get; set; } = "";
    public string Architecture { get; set; } = "";
    public string Runtime { get; set; } = "";
    public string GcMode { get; set; } = "";
    public List<string> Isa { get; set; } = [];
    public string SpinHint { get; set; } = "";
    public string HardwareCounters { get; set; } = "";
    public string Pinning { get; set; } = "";
    public string BenchmarkDotNet { get; set; } = "";

    /// <summary>
    /// Packages, cores and their SMT siblings, caches and NUMA nodes (<see cref="CpuTopology.Describe"/>); "" in records
    /// made before the lab recorded it, "n/a" where the OS does not describe it.
    /// </summary>
    public string Topology { get; set; } = "";

    /// <summary>The order a core-count sweep takes this machine's CPUs in (<see cref="CpuTopology.SweepOrder"/>).</summary>
    public List<int> SweepOrder { get; set; } = [];

    /// <summary>Whether the native floor (src/Native) is built here, with its compiler and flags, or why not.</summary>
    public string NativeFloor { get; set; } = "";

    /// <summary>One line for write-ups: what the numbers were measured on.</summary>
    public string Fingerprint =>
        $"{CpuModel}, {PhysicalCores} cores / {LogicalCores} threads ({(Smt ? "SMT on" : "no SMT")})" +
        (NominalMHz is { } mhz ? $", {mhz.ToString("0", CultureInfo.InvariantCulture)} MHz nominal" : "") +
        $"; {Os}; {Architecture}; {Runtime}; GC {GcMode}; hardware counters: {HardwareCounters}";

    public static MachineRecord Current()
    {
        var m = MachineInfo.Current;
        var allowed = ThreadAffinity.AllowedCpus();
        return new MachineRecord
        {
            Id = m.MachineId,
            CpuModel = m.CpuModel,
            PhysicalCores = m.PhysicalCores,
            LogicalCores = m.LogicalCores,
            Smt = m.SmtEnabled,
            NominalMHz = m.NominalMHz,
            Os = m.Os,
            Architecture = m.Architecture,
            Runtime = m.Runtime,
            GcMode = $"{(m.ServerGC ? "server" : "workstation")}{(m.ConcurrentGC ? ", concurrent" : "")}, {m.GCLatencyMode}",
            Isa = [.. m.Isa],
            SpinHint = Core.Waiting.SpinHint.Instruction,
            HardwareCounters = m.HardwareCountersAvailable ? "available" : $"n/a ({m.HardwareCountersReason})",
            Pinning = allowed.HasValue ? $"available (CPUs {string.Join(',', allowed.Value)})" : $"n/a ({allowed.Reason})",
            BenchmarkDotNet = typeof(BenchmarkDotNet.Running.BenchmarkRunner).Assembly.GetName().Version?.ToString(3) ?? "?",
            NativeFloor = Core.Native.NativeFloor.Describe(),
            Topology = CpuTopology.Current?.Describe() ?? "n/a (the OS does not describe it here)",
            SweepOrder = [.. CpuTopology.Current?.SweepOrder ?? []],
        };
    }

    /// <summary>Name/value pairs for `lab env`.</summary>
    public IEnumerable<(string Name, string Value)> Describe()
    {
        yield return ("machine-id", Id);
        yield return ("CPU", CpuModel);
        yield return ("cores", $"{PhysicalCores} physical, {LogicalCores} logical ({(Smt ? "SMT on" : "no SMT")})");
        yield return ("topology", Topology.Length == 0 ? "not recorded" : Topology);
        if (SweepOrder.Count > 0)
        {
            yield return ("core-count sweep order", string.Join(", ", SweepOrder) + " (one thread per physical core first)");
        }
        yield return ("nominal clock", NominalMHz is { } mhz ? $"{mhz.ToString("0", CultureInfo.InvariantCulture)} MHz" : "n/a");
        yield return ("OS", Os);
        yield return ("architecture", Architecture);
        yield return ("ISA", string.Join(", ", Isa));
        yield return ("runtime", Runtime);
        yield return ("GC", GcMode);
        yield return ("spin hint", SpinHint);
        yield return ("thread pinning", Pinning);
        yield return ("hardware counters", HardwareCounters);
        yield return ("BenchmarkDotNet", BenchmarkDotNet);
        yield return ("native floor", NativeFloor.Length == 0 ? "not recorded" : NativeFloor);
    }
}
