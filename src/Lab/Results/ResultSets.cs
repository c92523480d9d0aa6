namespace PerfBuf.Lab;

/// <summary>Finds and loads result sets (docs/DESIGN.md §2 `lab compare`, §6 layout).</summary>
public sealed class ResultSets(RepoPaths paths)
{
    private readonly ResultStore _store = new(paths.Results);

    /// <summary>
    /// Resolves a run directory (path), a machine id under results/ (its selected runs), or a reference folder
    /// (a name under results/reference/, e.g. <c>i9-9900K</c>, or its path).
    /// </summary>
    public ResultSet Resolve(string spec)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(spec);
        var asPath = Path.GetFullPath(spec, Directory.GetCurrentDirectory());
        if (File.Exists(Path.Combine(asPath, ResultStore.EnvFile)))
        {
            return FromRun(asPath);
        }
        var referenceDir = Directory.Exists(asPath) && Directory.EnumerateFiles(asPath, "*" + ReferenceSet.MappingSuffix).Any()
            ? asPath
            : Path.Combine(paths.Results, "reference", spec);
        if (Directory.Exists(referenceDir) && Directory.EnumerateFiles(referenceDir, "*" + ReferenceSet.MappingSuffix).Any())
        {
            return ReferenceSet.Load(referenceDir);
        }
        var machine = Path.GetFileName(Path.TrimEndingDirectorySeparator(spec));
        if (Directory.Exists(Path.Combine(paths.Results, machine)) && machine != "reference")
        {
            return FromMachine(machine);
        }
        throw new LabUsageException($"'{spec}' is not a run directory, a machine under results/ or a reference set; " +
                                    $"machines: {string.Join(", ", Machines())}; reference sets: {string.Join(", ", References())}");
    }

    public IEnumerable<string> Machines() =>
        Directory.Exists(paths.Results)
            ? Directory.EnumerateDirectories(paths.Results).Select(Path.GetFileName).OfType<string>().Where(n => n != "reference").Order(StringComparer.Ordinal)
            : [];

    public IEnumerable<string> References()
    {
        var dir = Path.Combine(paths.Results, "reference");
        return Directory.Exists(dir)
            ? Directory.EnumerateDirectories(dir).Where(d => Directory.EnumerateFiles(d, "*" + ReferenceSet.MappingSuffix).Any())
                .Select(Path.GetFileName).OfType<string>().Order(StringComparer.Ordinal)
            : [];
    }

    /// <summary>The reference set named <paramref name="name"/> under results/reference/ (whatever the working directory).</summary>
    public ResultSet Reference(string name) => ReferenceSet.Load(Path.Combine(paths.Results, "reference", name));

    /// <summary>The rows a write-up shows for one machine and experiment (the selected runs of each class).</summary>
    public static ResultSet FromSelected(string experimentId, MachineResults machine) =>
        new(machine.MachineId, [.. machine.Classes.SelectMany(c => Rows(experimentId, c.Run).Where(r => r.Key.Type == c.Type))], [])
        {
            Machine = machine.MachineId,
        };

    /// <summary>One stored run.</summary>
    public static ResultSet FromRun(string runDirectory)
    {
        var record = System.Text.Json.JsonSerializer.Deserialize<EnvRecord>(File.ReadAllText(Path.Combine(runDirectory, ResultStore.EnvFile)))
                     ?? throw new LabUsageException($"{runDirectory}: unreadable {ResultStore.EnvFile}");
        var run = new StoredRun(runDirectory, record);
        return new ResultSet($"{record.Machine.Id} {run.Name}", [.. Rows(record.Experiment, run)], []) { Machine = record.Machine.Id };
    }

    /// <summary>A machine's results: per experiment and class, the newest full run, else the newest quick run.</summary>
    public ResultSet FromMachine(string machineId)
    {
        var rows = new List<SetRow>();
        foreach (var e in Catalog.All)
        {
            foreach (var machine in _store.Select(e.Id, includeQuick: true).Where(m => m.MachineId == machineId))
            {
                foreach (var c in machine.Classes)
                {
                    rows.AddRange(Rows(e.Id, c.Run).Where(r => r.Key.Type == c.Type));
                }
            }
        }
        return new ResultSet(machineId, rows, []) { Machine = machineId };
    }

    /// <summary>
    /// One row per key: a peer's row measured under both GCs is compared in its faster one, which the source and
    /// <see cref="SetRow.Gc"/> name.
    /// </summary>
    private static IEnumerable<SetRow> Rows(string experiment, StoredRun run) =>
        run.Rows.Where(r => r.Success && r.MeanNs is > 0)
            .GroupBy(r => r.Key)
            .Select(g => (Fastest: g.MinBy(r => r.MeanNs!.Value)!, Twins: g.Select(r => r.Gc).Distinct().Count() > 1))
            .Select(x => new SetRow(experiment, x.Fastest.Key, x.Fastest.MeanNs!.Value,
                $"{run.Record.Machine.Id} {run.Name}{(run.Record.IsFull ? "" : " (quick)")}{(x.Fastest.Gc == GcKind.Server ? ", server GC" : "")}")
            {
                SamplesNs = x.Fastest.SamplesNs,
                Gc = x.Twins || x.Fastest.Gc == GcKind.Server ? x.Fastest.Gc : null,
            });
}
