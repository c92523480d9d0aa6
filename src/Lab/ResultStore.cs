using System.Globalization;
using System.Text.Json;

namespace PerfBuf.Lab;

/// <summary>The content of a run's <c>env.json</c>: what was measured, where, on which commit.</summary>
public sealed class RunRecord
{
    public string Experiment { get; set; } = "";
    public string Job { get; set; } = "";
    public DateTime StartedUtc { get; set; }
    public DateTime FinishedUtc { get; set; }
    public string Commit { get; set; } = "";
    public bool Dirty { get; set; }
    public string DirtyFiles { get; set; } = "";
    public string CommandLine { get; set; } = "";
    public List<string> Filters { get; set; } = [];
    public bool InProcess { get; set; }

    /// <summary>A `lab trace` run: its timings were taken under EventPipe and are never quoted.</summary>
    public bool Trace { get; set; }
    public MachineRecord Machine { get; set; } = new();

    public bool IsFull => Job.Equals(nameof(RunLength.Full), StringComparison.OrdinalIgnoreCase);
}

/// <summary>A run stored under results/&lt;machine-id&gt;/&lt;Exx&gt;/&lt;yyyyMMdd-HHmmss&gt;-&lt;sha&gt;/.</summary>
public sealed class StoredRun(string directory, RunRecord record)
{
    public string Directory { get; } = directory;
    public RunRecord Record { get; } = record;
    public string Name => Path.GetFileName(Directory);

    private List<ResultRow>? _rows;

    /// <summary>Every row of every benchmark class in this run (from the <c>-lab.json</c> files).</summary>
    public IReadOnlyList<ResultRow> Rows => _rows ??= LoadRows();

    private List<ResultRow> LoadRows()
    {
        var rows = new List<ResultRow>();
        foreach (var file in System.IO.Directory.EnumerateFiles(Directory, "*-lab.json").Order(StringComparer.Ordinal))
        {
            var content = JsonSerializer.Deserialize<ResultFile>(File.ReadAllText(file), ResultFile.JsonOptions);
            if (content is not null)
            {
                rows.AddRange(content.Rows);
            }
        }
        return rows;
    }

    public ResultRow? Find(RowKey key) =>
        Rows.FirstOrDefault(r => r.Success && r.Type == key.Type && r.Method == key.Method && r.Parameters == key.Parameters);
}

/// <summary>Reads and writes results/ exactly as DESIGN.md §6 lays it out.</summary>
public sealed class ResultStore(string resultsRoot)
{
    public const string EnvFile = "env.json";
    private static readonly JsonSerializerOptions Json = new() { WriteIndented = true };

    public string Root { get; } = resultsRoot;

    /// <summary>Suffix of a trace run's folder name.</summary>
    public const string TraceSuffix = "-trace";

    /// <summary>
    /// Creates the folder of a new run. Quick runs get a <c>.gitignore</c> of <c>*</c>: they stay local. Trace runs
    /// (<paramref name="trace"/>) are named <c>…-trace</c> and their <c>.gitignore</c> keeps the raw traces local
    /// (<c>*.nettrace</c>, <c>*.speedscope.json</c>) while the summaries are committed.
    /// </summary>
    public string CreateRunDirectory(string machineId, string experimentId, DateTime startedUtc, string shortCommit, bool quick, bool trace = false)
    {
        var name = $"{startedUtc.ToString("yyyyMMdd-HHmmss", CultureInfo.InvariantCulture)}-{shortCommit}{(trace ? TraceSuffix : "")}";
        var dir = Path.Combine(Root, machineId, experimentId, name);
        Directory.CreateDirectory(dir);
        var ignore = new System.Text.StringBuilder();
        if (trace)
        {
            ignore.Append("# raw traces stay local; the summaries (*.trace.json, trace-summary.md) are kept (DESIGN.md §6)\n*.nettrace\n*.speedscope.json\n");
        }
        if (quick)
        {
            ignore.Append("# a quick run: kept local, never quoted as a result (DESIGN.md §6)\n*\n");
        }
        if (ignore.Length > 0)
        {
            File.WriteAllText(Path.Combine(dir, ".gitignore"), ignore.ToString());
        }
        return dir;
    }

    public static void WriteRecord(string runDirectory, RunRecord record) =>
        File.WriteAllText(Path.Combine(runDirectory, EnvFile), JsonSerializer.Serialize(record, Json));

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
                var envPath = Path.Combine(runDir, EnvFile);
                if (!File.Exists(envPath))
                {
                    continue;
                }
                var record = JsonSerializer.Deserialize<RunRecord>(File.ReadAllText(envPath), Json);
                if (record is not null)
                {
                    runs.Add(new StoredRun(runDir, record));
                }
            }
        }
        return [.. runs.OrderBy(r => r.Record.StartedUtc)];
    }

    /// <summary>
    /// What a write-up shows: per machine, per benchmark class, the newest full run that measured the class,
    /// or — only where the machine has no full run of it — the newest quick run (labelled as such). A filtered
    /// run therefore replaces only the tables it measured. Machines with full runs come first. Trace runs are
    /// left out: their timings were taken under EventPipe.
    /// </summary>
    public IReadOnlyList<MachineResults> Select(string experimentId) =>
        [.. Runs(experimentId)
            .Where(r => r.Rows.Count > 0 && !r.Record.Trace)
            .GroupBy(r => r.Record.Machine.Id)
            .Select(g => new MachineResults(g.Key, [.. g.SelectMany(r => r.Rows.Select(x => x.Type)).Distinct()
                .Order(StringComparer.Ordinal)
                .Select(type => new ClassResults(type, Newest(g, type)))]))
            .OrderBy(m => m.Classes.All(c => c.Run.Record.IsFull) ? 0 : 1)
            .ThenBy(m => m.MachineId, StringComparer.Ordinal)];

    private static StoredRun Newest(IEnumerable<StoredRun> runs, string type)
    {
        var measured = runs.Where(r => r.Rows.Any(x => x.Type == type && x.Success)).ToList();
        return measured.LastOrDefault(r => r.Record.IsFull) ?? measured.LastOrDefault() ?? runs.Last();
    }
}

/// <summary>The runs a write-up shows for one machine.</summary>
public sealed record MachineResults(string MachineId, IReadOnlyList<ClassResults> Classes)
{
    /// <summary>The newest of the selected runs, for the machine fingerprint.</summary>
    public StoredRun Newest => Classes.Select(c => c.Run).MaxBy(r => r.Record.StartedUtc)!;

    /// <summary>The selected row for <paramref name="key"/>, if its class was measured.</summary>
    public (ResultRow Row, StoredRun Run)? Find(RowKey key) =>
        Classes.FirstOrDefault(c => c.Type == key.Type) is { } c && c.Run.Find(key) is { } row ? (row, c.Run) : null;
}

/// <summary>One benchmark class and the run its table comes from.</summary>
public sealed record ClassResults(string Type, StoredRun Run);
