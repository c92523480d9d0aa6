using System.Globalization;
using System.Text.Json;

namespace PerfBuf.Lab;

/// <summary>Reads and writes results/ exactly as docs/DESIGN.md §6 lays it out.</summary>
public sealed class ResultStore(string resultsRoot)
{
    public const string EnvFile = "env.json";
    private static readonly JsonSerializerOptions Json = new() { WriteIndented = true };

    public string Root { get; } = resultsRoot;

    /// <summary>Suffix of a trace run's folder name.</summary>
    public const string TraceSuffix = "-trace";

    /// <summary>Suffix of a sweep point's folder name, before its CPU count (<c>-cpus1</c>).</summary>
    public const string CpusSuffix = "-cpus";

    /// <summary>The table a trace run keeps beside its <c>*.trace.json</c> summaries (written by <c>TraceSummaryTable.Markdown</c>).</summary>
    public const string TraceSummaryFile = "trace-summary.md";

    /// <summary>
    /// Creates the folder of a new run. Quick runs get a <c>.gitignore</c> of <c>*</c>: they stay local. Trace runs
    /// (<paramref name="trace"/>) are named <c>…-trace</c> and their <c>.gitignore</c> keeps the raw traces local
    /// (<c>*.nettrace</c>, <c>*.speedscope.json</c>, <c>*.etl</c>) while the summaries are committed.
    /// </summary>
    public string CreateRunDirectory(string machineId, string experimentId, DateTime startedUtc, string shortCommit, bool quick, bool trace = false,
        int? cpus = null) =>
        CreateRunDirectory(Path.Combine(Root, machineId, experimentId), startedUtc, shortCommit, quick, trace, cpus);

    /// <summary>
    /// Creates the folder of a new run in <paramref name="experimentFolder"/>, named and ignored as above; a run on
    /// <paramref name="cpus"/> CPUs of a sweep (or on part of the machine) is named <c>…-cpus&lt;N&gt;</c>.
    /// </summary>
    public static string CreateRunDirectory(string experimentFolder, DateTime startedUtc, string shortCommit, bool quick, bool trace = false,
        int? cpus = null)
    {
        var name = $"{startedUtc.ToString("yyyyMMdd-HHmmss", CultureInfo.InvariantCulture)}-{shortCommit}" +
                   $"{(cpus is { } n ? $"{CpusSuffix}{n}" : "")}{(trace ? TraceSuffix : "")}";
        var dir = Path.Combine(experimentFolder, name);
        Directory.CreateDirectory(dir);
        var ignore = new System.Text.StringBuilder();
        if (trace)
        {
            ignore.Append("# raw traces stay local; the summaries (*.trace.json, trace-summary.md) are kept (docs/DESIGN.md §6)\n*.nettrace\n*.speedscope.json\n*.etl\n");
        }
        if (quick)
        {
            ignore.Append("# a quick run: kept local, never quoted as a result (docs/DESIGN.md §6)\n*\n");
        }
        if (ignore.Length > 0)
        {
            File.WriteAllText(Path.Combine(dir, ".gitignore"), ignore.ToString());
        }
        return dir;
    }

    public static void WriteRecord(string runDirectory, EnvRecord record) =>
        File.WriteAllText(Path.Combine(runDirectory, EnvFile), JsonSerializer.Serialize(record, Json));

    /// <summary>The file beside env.json that records the peers compiled into the run (docs/DESIGN.md §6).</summary>
    public const string PeersFile = "peers.json";

    /// <summary>peers.json is read by people too: informational versions keep their '+' unescaped.</summary>
    private static readonly JsonSerializerOptions PeersJson = new()
    {
        WriteIndented = true,
        Encoder = System.Text.Encodings.Web.JavaScriptEncoder.UnsafeRelaxedJsonEscaping,
    };

    /// <summary>Writes <see cref="PeersFile"/>: one entry per peer compiled into the run (an empty list when none was).</summary>
    public static void WritePeers(string runDirectory, IReadOnlyList<PeerProvenance> peers) =>
        File.WriteAllText(Path.Combine(runDirectory, PeersFile), JsonSerializer.Serialize(peers, PeersJson) + "\n");

    /// <summary>The peers a run recorded, or null for a run from before runs recorded them.</summary>
    public static IReadOnlyList<PeerProvenance>? ReadPeers(string runDirectory)
    {
        var path = Path.Combine(runDirectory, PeersFile);
        return File.Exists(path) ? JsonSerializer.Deserialize<List<PeerProvenance>>(File.ReadAllText(path), Json) ?? [] : null;
    }

    /// <summary>The run stored in <paramref name="runDirectory"/>, or null where it has no readable <see cref="EnvFile"/>.</summary>
    public static StoredRun? ReadRun(string runDirectory)
    {
        var envPath = Path.Combine(runDirectory, EnvFile);
        return File.Exists(envPath) && JsonSerializer.Deserialize<EnvRecord>(File.ReadAllText(envPath), Json) is { } record
            ? new StoredRun(runDirectory, record)
            : null;
    }

    /// <summary>Every stored run of <paramref name="experimentId"/> on every machine, oldest first.</summary>
    public IReadOnlyList<StoredRun> Runs(string experimentId)
    {
        var runs = new List<StoredRun>();
        if (!Directory.Exists(Root))
        {
            return runs;
        }
        foreach (var machineDir in Directory.EnumerateDirectories(Root))
        {
            var experimentDir = Path.Combine(machineDir, experimentId);
            if (!Directory.Exists(experimentDir))
            {
                continue;
            }
            foreach (var runDir in Directory.EnumerateDirectories(experimentDir))
            {
                if (ReadRun(runDir) is { } run)
                {
                    runs.Add(run);
                }
            }
        }
        // the folder name breaks ties, so the order never depends on how the file system lists folders
        return [.. runs.OrderBy(r => r.Record.StartedUtc).ThenBy(r => r.Record.Machine.Id, StringComparer.Ordinal)
            .ThenBy(r => r.Name, StringComparer.Ordinal)];
    }

    /// <summary>
    /// Per machine, per benchmark class, the newest full run that measured the class, or — with
    /// <paramref name="includeQuick"/>, only where the machine has no full run of it — the newest quick run. A filtered
    /// run therefore replaces only the tables it measured. Machines with full runs come first. Trace runs are left
    /// out: their timings were taken under EventPipe; so are the points of a core-count sweep and runs on part of the
    /// machine (<see cref="EnvRecord.OnPartOrSweep"/>), which the sweep section shows (<see cref="Sweeps"/>). Write-ups take full runs only (quick runs are git-ignored and
    /// never quoted, docs/DESIGN.md §6); the console and `lab compare` may show quick runs, labelled.
    /// </summary>
    public IReadOnlyList<MachineResults> Select(string experimentId, bool includeQuick = false) =>
        [.. Runs(experimentId)
            .Where(r => r.Rows.Count > 0 && !r.Record.Trace && !r.Record.OnPartOrSweep && (includeQuick || r.Record.IsFull))
            .GroupBy(r => r.Record.Machine.Id)
            .Select(g => new MachineResults(g.Key, [.. g.SelectMany(r => r.Rows.Select(x => x.Type)).Distinct()
                .Order(StringComparer.Ordinal)
                .Select(type => new ClassResults(type, Newest(g, type)))]))
            .OrderBy(m => m.Classes.All(c => c.Run.Record.IsFull) ? 0 : 1)
            .ThenBy(m => m.MachineId, StringComparer.Ordinal)];

    /// <summary>
    /// The newest trace run of the full job (one with a trace summary) of <paramref name="experimentId"/> on
    /// <paramref name="machineId"/>, or null. A quick trace run is local like every quick run (its folder is
    /// git-ignored), so a write-up never shows it.
    /// </summary>
    public StoredRun? NewestTrace(string experimentId, string machineId) =>
        Runs(experimentId).LastOrDefault(r => r.Record.Trace && r.Record.IsFull && !r.Record.OnPartOrSweep && r.Record.Machine.Id == machineId
                                              && File.Exists(Path.Combine(r.Directory, TraceSummaryFile)));

    /// <summary>
    /// Per machine, the newest core-count sweep of <paramref name="experimentId"/> (full runs, or with
    /// <paramref name="includeQuick"/> any job) that has runs at two CPU counts or more; its points in CPU-count order.
    /// <paramref name="stamp"/> picks one sweep instead of the newest.
    /// </summary>
    public IReadOnlyList<CoreSweep> Sweeps(string experimentId, bool includeQuick = false, string? stamp = null) =>
        [.. Runs(experimentId)
            .Where(r => r.Record.Sweep is not null && !r.Record.Trace && r.Rows.Count > 0 && (includeQuick || r.Record.IsFull)
                        && (stamp is null || r.Record.Sweep == stamp))
            .GroupBy(r => (r.Record.Machine.Id, r.Record.Sweep!))
            .Select(g => new CoreSweep(g.Key.Id, g.Key.Item2,
                [.. g.GroupBy(r => r.Record.CpuCount).Select(c => c.Last()).OrderBy(r => r.Record.CpuCount)]))
            .Where(s => s.Points.Count >= 2)
            .GroupBy(s => s.MachineId)
            .Select(g => g.MaxBy(s => s.Stamp, StringComparer.Ordinal)!)
            .OrderBy(s => s.MachineId, StringComparer.Ordinal)];

    private static StoredRun Newest(IEnumerable<StoredRun> runs, string type)
    {
        var measured = runs.Where(r => r.Rows.Any(x => x.Type == type && x.Success)).ToList();
        return measured.LastOrDefault(r => r.Record.IsFull) ?? measured.LastOrDefault() ?? runs.Last();
    }
}
