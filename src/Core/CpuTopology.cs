using System.Globalization;

namespace PerfBuf.Core;

/// <summary>
/// How this machine's logical CPUs sit on its cores, caches and NUMA nodes (Linux: read from sysfs), for the machine
/// record and for a core-count sweep, which takes one thread per physical core before any SMT sibling.
/// </summary>
/// <param name="Cores">Each physical core (package, core id) with its logical CPUs, in package and core order.</param>
/// <param name="Caches">The caches of the first CPU, innermost first.</param>
/// <param name="NumaNodes">Each NUMA node's logical CPUs, in node order (empty where the OS does not say).</param>
public sealed record CpuTopology(IReadOnlyList<CpuCore> Cores, IReadOnlyList<CpuCache> Caches, IReadOnlyList<IReadOnlyList<int>> NumaNodes)
{
    private static readonly Lazy<CpuTopology?> CurrentTopology = new(() => Read("/sys/devices/system"));

    /// <summary>This machine's topology, read once per process; null where sysfs does not describe it (not Linux).</summary>
    public static CpuTopology? Current => CurrentTopology.Value;

    /// <summary>
    /// The order a core-count sweep takes CPUs in: the first thread of every physical core (in package and core order),
    /// then every core's second thread, and so on — so that N CPUs are N physical cores while the machine has them.
    /// </summary>
    public IReadOnlyList<int> SweepOrder =>
        [.. Cores.SelectMany(c => c.Cpus.Select((cpu, thread) => (cpu, thread))).OrderBy(x => x.thread).Select(x => x.cpu)];

    /// <summary>One line for the machine record: packages, cores × threads, the CPUs of each core, caches and NUMA nodes.</summary>
    public string Describe()
    {
        var packages = Cores.Select(c => c.Package).Distinct().Count();
        var threads = Cores.Select(c => c.Cpus.Count).Distinct().Order().ToList();
        var perCore = threads.Count == 1 ? threads[0].ToString(CultureInfo.InvariantCulture) : string.Join("/", threads);
        var cores = string.Join(" | ", Cores.Select(c => string.Join(",", c.Cpus)));
        var caches = string.Join(", ", Caches.Select(c => c.Describe()));
        var numa = NumaNodes.Count == 0 ? "NUMA nodes n/a" : NumaNodes.Count == 1 ? "1 NUMA node" : $"{NumaNodes.Count} NUMA nodes ({string.Join(" | ", NumaNodes.Select(FormatList))})";
        return $"{packages} package(s), {Cores.Count} core(s) × {perCore} thread(s) (CPUs by core: {cores}); " +
               $"{(caches.Length == 0 ? "caches n/a" : caches)}; {numa}";
    }

    /// <summary>Reads the topology under <paramref name="systemRoot"/> (/sys/devices/system on Linux); null when it has none.</summary>
    public static CpuTopology? Read(string systemRoot)
    {
        var cpuRoot = Path.Combine(systemRoot, "cpu");
        if (!Directory.Exists(cpuRoot))
        {
            return null;
        }
        string[] dirs;
        try
        {
            dirs = Directory.GetDirectories(cpuRoot, "cpu*");
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return null;
        }
        var cores = new SortedDictionary<(int Package, int Core), List<int>>();
        foreach (var dir in dirs)
        {
            if (!int.TryParse(Path.GetFileName(dir).AsSpan(3), NumberStyles.None, CultureInfo.InvariantCulture, out var cpu))
            {
                continue; // cpufreq, cpuidle, …
            }
            if (ReadInt(Path.Combine(dir, "topology", "physical_package_id")) is not { } package
                || ReadInt(Path.Combine(dir, "topology", "core_id")) is not { } core)
            {
                continue; // an offline CPU has no topology
            }
            if (!cores.TryGetValue((package, core), out var cpus))
            {
                cores[(package, core)] = cpus = [];
            }
            cpus.Add(cpu);
        }
        if (cores.Count == 0)
        {
            return null;
        }
        var list = cores.Select(kv => new CpuCore(kv.Key.Package, kv.Key.Core, [.. kv.Value.Order()])).OrderBy(c => c.Package).ThenBy(c => c.Cpus[0]).ToList();
        return new CpuTopology(list, ReadCaches(Path.Combine(cpuRoot, $"cpu{list[0].Cpus[0]}", "cache")), ReadNodes(Path.Combine(systemRoot, "node")));
    }

    private static List<CpuCache> ReadCaches(string cacheRoot)
    {
        var caches = new List<CpuCache>();
        if (!Directory.Exists(cacheRoot))
        {
            return caches;
        }
        foreach (var dir in Directory.GetDirectories(cacheRoot, "index*"))
        {
            if (ReadInt(Path.Combine(dir, "level")) is { } level && MachineInfo.TryReadText(Path.Combine(dir, "type")) is { } type
                && MachineInfo.TryReadText(Path.Combine(dir, "size")) is { } size)
            {
                var shared = MachineInfo.TryReadText(Path.Combine(dir, "shared_cpu_list")) is { } s ? ParseList(s).Count : 1;
                caches.Add(new CpuCache(level, type, size, shared));
            }
        }
        return [.. caches.OrderBy(c => c.Level).ThenBy(c => c.Type, StringComparer.Ordinal)];
    }

    private static List<IReadOnlyList<int>> ReadNodes(string nodeRoot)
    {
        if (!Directory.Exists(nodeRoot))
        {
            return [];
        }
        return [.. Directory.GetDirectories(nodeRoot, "node*")
            .Select(d => (Id: int.TryParse(Path.GetFileName(d).AsSpan(4), NumberStyles.None, CultureInfo.InvariantCulture, out var id) ? id : -1, Dir: d))
            .Where(n => n.Id >= 0)
            .OrderBy(n => n.Id)
            .Select(n => MachineInfo.TryReadText(Path.Combine(n.Dir, "cpulist")) is { } cpus ? ParseList(cpus) : [])
            .Where(cpus => cpus.Count > 0)];
    }

    /// <summary>Parses a kernel CPU list ("0-3,8,10-11") into its CPUs in order.</summary>
    public static IReadOnlyList<int> ParseList(string text)
    {
        var cpus = new List<int>();
        foreach (var part in text.Split(',', StringSplitOptions.RemoveEmptyEntries | StringSplitOptions.TrimEntries))
        {
            var dash = part.IndexOf('-');
            var first = int.Parse(dash < 0 ? part : part[..dash], CultureInfo.InvariantCulture);
            var last = dash < 0 ? first : int.Parse(part[(dash + 1)..], CultureInfo.InvariantCulture);
            for (var cpu = first; cpu <= last; cpu++)
            {
                cpus.Add(cpu);
            }
        }
        return cpus;
    }

    /// <summary>A CPU list in the kernel's form ("0-3,8").</summary>
    public static string FormatList(IEnumerable<int> cpus)
    {
        var sorted = cpus.Distinct().Order().ToList();
        var parts = new List<string>();
        for (var i = 0; i < sorted.Count;)
        {
            var j = i;
            while (j + 1 < sorted.Count && sorted[j + 1] == sorted[j] + 1)
            {
                j++;
            }
            parts.Add(j == i ? sorted[i].ToString(CultureInfo.InvariantCulture) : $"{sorted[i]}-{sorted[j]}");
            i = j + 1;
        }
        return string.Join(",", parts);
    }

    private static int? ReadInt(string path) =>
        MachineInfo.TryReadText(path) is { } text && int.TryParse(text, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out var value) ? value : null;
}

/// <summary>A physical core: its package, the kernel's core id and its logical CPUs (SMT siblings), lowest first.</summary>
public sealed record CpuCore(int Package, int Core, IReadOnlyList<int> Cpus);

/// <summary>A cache as the first CPU sees it: level, type (Data, Instruction, Unified), size as the kernel prints it, and how many logical CPUs share it.</summary>
public sealed record CpuCache(int Level, string Type, string Size, int SharedBy)
{
    public string Describe() =>
        $"L{Level}{Type switch { "Data" => "d", "Instruction" => "i", _ => "" }} {Size} " +
        (SharedBy <= 1 ? "per CPU" : $"shared by {SharedBy} CPUs");
}
