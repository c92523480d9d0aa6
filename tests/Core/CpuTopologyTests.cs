using PerfBuf.Core;

namespace PerfBuf.Tests.Core;

/// <summary>The topology read from a sysfs tree: cores with their SMT siblings, caches, NUMA nodes, and the sweep order.</summary>
public sealed class CpuTopologyTests : IDisposable
{
    private readonly string _root = Directory.CreateTempSubdirectory("perfbuf-topology-").FullName;

    public void Dispose() => Directory.Delete(_root, recursive: true);

    private void Write(string path, string text)
    {
        var full = Path.Combine(_root, path);
        Directory.CreateDirectory(Path.GetDirectoryName(full)!);
        File.WriteAllText(full, text + "\n");
    }

    /// <summary>Logical CPU <paramref name="cpu"/> on core <paramref name="core"/> of package <paramref name="package"/>.</summary>
    private void Cpu(int cpu, int package, int core)
    {
        Write($"cpu/cpu{cpu}/topology/physical_package_id", package.ToString());
        Write($"cpu/cpu{cpu}/topology/core_id", core.ToString());
    }

    [Fact]
    public void Siblings_numbered_apart_are_taken_one_per_core_first()
    {
        // 4 cores × 2 threads, the second thread of core k is CPU k + 4 (Intel's usual numbering)
        for (var cpu = 0; cpu < 8; cpu++)
        {
            Cpu(cpu, 0, cpu % 4);
        }
        Write("cpu/cpufreq/boost", "1");
        var topology = CpuTopology.Read(_root)!;
        Assert.Equal(4, topology.Cores.Count);
        Assert.Equal([0, 4], topology.Cores[0].Cpus);
        Assert.Equal([0, 1, 2, 3, 4, 5, 6, 7], topology.SweepOrder);
    }

    [Fact]
    public void Siblings_numbered_side_by_side_are_taken_one_per_core_first()
    {
        // 2 packages × 2 cores × 2 threads, siblings adjacent (CPU 2k and 2k + 1); core ids restart per package
        for (var cpu = 0; cpu < 8; cpu++)
        {
            Cpu(cpu, cpu / 4, cpu / 2 % 2);
        }
        Write("cpu/cpu0/cache/index0/level", "1");
        Write("cpu/cpu0/cache/index0/type", "Data");
        Write("cpu/cpu0/cache/index0/size", "48K");
        Write("cpu/cpu0/cache/index0/shared_cpu_list", "0-1");
        Write("cpu/cpu0/cache/index3/level", "3");
        Write("cpu/cpu0/cache/index3/type", "Unified");
        Write("cpu/cpu0/cache/index3/size", "16384K");
        Write("cpu/cpu0/cache/index3/shared_cpu_list", "0-3");
        Write("node/node0/cpulist", "0-3");
        Write("node/node1/cpulist", "4-7");
        var topology = CpuTopology.Read(_root)!;
        Assert.Equal(4, topology.Cores.Count);
        Assert.Equal([0, 2, 4, 6, 1, 3, 5, 7], topology.SweepOrder);
        Assert.Equal(
            "2 package(s), 4 core(s) × 2 thread(s) (CPUs by core: 0,1 | 2,3 | 4,5 | 6,7); L1d 48K shared by 2 CPUs, L3 16384K shared by 4 CPUs; " +
            "2 NUMA nodes (0-3 | 4-7)",
            topology.Describe());
    }

    [Fact]
    public void Offline_cpus_and_a_tree_without_cpus_are_left_out()
    {
        Assert.Null(CpuTopology.Read(_root));
        Cpu(0, 0, 0);
        Directory.CreateDirectory(Path.Combine(_root, "cpu", "cpu1")); // offline: no topology
        var topology = CpuTopology.Read(_root)!;
        Assert.Equal([0], topology.SweepOrder);
        Assert.Equal("1 package(s), 1 core(s) × 1 thread(s) (CPUs by core: 0); caches n/a; NUMA nodes n/a", topology.Describe());
    }

    [Theory]
    [InlineData("0", new[] { 0 })]
    [InlineData("0-3,8,10-11", new[] { 0, 1, 2, 3, 8, 10, 11 })]
    public void Cpu_lists_parse_and_format_both_ways(string text, int[] cpus)
    {
        Assert.Equal(cpus, CpuTopology.ParseList(text));
        Assert.Equal(text, CpuTopology.FormatList(cpus));
    }

    [Fact]
    public void This_machine_has_a_topology_that_covers_its_cores()
    {
        if (!OperatingSystem.IsLinux())
        {
            return;
        }
        var topology = CpuTopology.Current;
        Assert.NotNull(topology);
        Assert.Equal(MachineInfo.Current.PhysicalCores, topology.Cores.Count);
        Assert.Equal(MachineInfo.Current.LogicalCores, topology.SweepOrder.Count);
    }
}
