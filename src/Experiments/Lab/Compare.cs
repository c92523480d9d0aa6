using System.Globalization;

namespace PerfBuf.Experiments.Lab;

/// <summary>One row of a result set: an experiment's benchmark row and its time per operation.</summary>
public sealed record SetRow(string Experiment, RowKey Key, double MeanNs, string Source);

/// <summary>
/// A set of results `lab compare` can put side by side: one stored run, a machine's selected runs (what its
/// write-ups show), or a reference folder of published figures mapped onto the lab's rows.
/// </summary>
/// <param name="Label">What the set is, for headers ("intel-xeon-2c2t", "i9-9900K (seed 004)").</param>
/// <param name="Rows">Rows with a lab key.</param>
/// <param name="Unmapped">Rows of a reference set that have no lab counterpart, described; listed, never dropped.</param>
public sealed record ResultSet(string Label, IReadOnlyList<SetRow> Rows, IReadOnlyList<string> Unmapped);

/// <summary>A matched pair: the same experiment/class/method/parameters in both sets.</summary>
public sealed record ComparedRow(string Experiment, RowKey Key, SetRow A, SetRow B)
{
    /// <summary>A's time ÷ B's time: above 1, B is that many times faster.</summary>
    public double TimeRatio => A.MeanNs / B.MeanNs;
}

/// <summary>The outcome of comparing two sets: matched rows and the rows only one side has.</summary>
public sealed record Comparison(ResultSet A, ResultSet B, IReadOnlyList<ComparedRow> Matched, IReadOnlyList<SetRow> OnlyA, IReadOnlyList<SetRow> OnlyB)
{
    public static Comparison Of(ResultSet a, ResultSet b, string? experiment = null)
    {
        bool Keep(SetRow r) => experiment is null || r.Experiment == experiment;
        var left = a.Rows.Where(Keep).GroupBy(r => (r.Experiment, r.Key)).ToDictionary(g => g.Key, g => g.Last());
        var right = b.Rows.Where(Keep).GroupBy(r => (r.Experiment, r.Key)).ToDictionary(g => g.Key, g => g.Last());
        var matched = left.Where(kv => right.ContainsKey(kv.Key))
            .Select(kv => new ComparedRow(kv.Key.Experiment, kv.Key.Key, kv.Value, right[kv.Key]))
            .OrderBy(r => r.Experiment, StringComparer.Ordinal).ThenBy(r => r.Key.Type, StringComparer.Ordinal)
            .ThenBy(r => r.Key.Parameters, StringComparer.Ordinal).ThenBy(r => r.Key.Method, StringComparer.Ordinal)
            .ToList();
        return new Comparison(a, b, matched,
            [.. left.Where(kv => !right.ContainsKey(kv.Key)).Select(kv => kv.Value)],
            [.. right.Where(kv => !left.ContainsKey(kv.Key)).Select(kv => kv.Value)]);
    }
}

/// <summary>Finds and loads result sets (DESIGN.md §2 `lab compare`, §6 layout).</summary>
public sealed class ResultSets(RepoPaths paths)
{
    /// <summary>The file in a reference folder that maps its published rows onto the lab's.</summary>
    public const string MappingSuffix = "-mapping.csv";

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
        var referenceDir = Directory.Exists(asPath) && Directory.EnumerateFiles(asPath, "*" + MappingSuffix).Any()
            ? asPath
            : Path.Combine(paths.Results, "reference", spec);
        if (Directory.Exists(referenceDir) && Directory.EnumerateFiles(referenceDir, "*" + MappingSuffix).Any())
        {
            return FromReference(referenceDir);
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
            ? Directory.EnumerateDirectories(dir).Where(d => Directory.EnumerateFiles(d, "*" + MappingSuffix).Any())
                .Select(Path.GetFileName).OfType<string>().Order(StringComparer.Ordinal)
            : [];
    }

    /// <summary>One stored run.</summary>
    public static ResultSet FromRun(string runDirectory)
    {
        var record = System.Text.Json.JsonSerializer.Deserialize<RunRecord>(File.ReadAllText(Path.Combine(runDirectory, ResultStore.EnvFile)))
                     ?? throw new LabUsageException($"{runDirectory}: unreadable {ResultStore.EnvFile}");
        var run = new StoredRun(runDirectory, record);
        return new ResultSet($"{record.Machine.Id} {run.Name}", [.. Rows(record.Experiment, run)], []);
    }

    /// <summary>What a machine's write-ups show: per experiment and class, the newest full run (else quick).</summary>
    public ResultSet FromMachine(string machineId)
    {
        var rows = new List<SetRow>();
        foreach (var e in Catalog.All)
        {
            foreach (var machine in _store.Select(e.Id).Where(m => m.MachineId == machineId))
            {
                foreach (var c in machine.Classes)
                {
                    rows.AddRange(Rows(e.Id, c.Run).Where(r => r.Key.Type == c.Type));
                }
            }
        }
        return new ResultSet(machineId, rows, []);
    }

    private static IEnumerable<SetRow> Rows(string experiment, StoredRun run) =>
        run.Rows.Where(r => r.Success && r.MeanNs is > 0)
            .Select(r => new SetRow(experiment, r.Key, r.MeanNs!.Value, $"{run.Record.Machine.Id} {run.Name}{(run.Record.IsFull ? "" : " (quick)")}"));

    /// <summary>
    /// A reference folder: its published tables (CSV) mapped onto lab rows by its <c>*-mapping.csv</c>. Each mapping
    /// line names a table of a source file, the source method and a filter on the source's columns, and the lab's
    /// experiment/class/method, a parameters template (<c>{Col}</c> copies a source column, <c>{Col|a=x|b=y}</c>
    /// translates its values) and how many lab operations one source row's Mean covers. Sources that are not BDN
    /// tables: no <c>table</c> column reads as table "", a lower-case <c>method</c> column stands for <c>Method</c>,
    /// and an optional mapping column <c>mean_column</c> names a column of plain nanoseconds to read instead of the
    /// printed Mean. A note line (empty method) may name a source_method to cover only that method's rows.
    /// </summary>
    public static ResultSet FromReference(string directory)
    {
        var rows = new List<SetRow>();
        var unmapped = new List<string>();
        var label = Path.GetFileName(Path.TrimEndingDirectorySeparator(directory));
        foreach (var mappingFile in Directory.EnumerateFiles(directory, "*" + MappingSuffix).Order(StringComparer.Ordinal))
        {
            var mapping = Csv.Read(mappingFile);
            var sourceName = Path.GetFileName(mappingFile)[..^MappingSuffix.Length] + ".csv";
            var source = Csv.Read(Path.Combine(directory, sourceName));
            label = $"{label} ({Path.GetFileNameWithoutExtension(sourceName)})";
            foreach (var (record, index) in source.Select((r, i) => (r, i)))
            {
                var rule = mapping.FirstOrDefault(m => Applies(m, record));
                var table = TableOf(record);
                var method = MethodOf(record);
                var describe = $"{sourceName} row {index + 2}: table {table}, {method}{Describe(record)}";
                if (rule is null)
                {
                    var note = mapping.FirstOrDefault(m => m["table"] == table && m["method"] == ""
                                                           && (m.GetValueOrDefault("source_method") is not { Length: > 0 } only || only == method));
                    unmapped.Add(describe + (note is not null ? $" — {note["note"]}" : " — no lab counterpart in the mapping"));
                    continue;
                }
                var meanColumn = rule.GetValueOrDefault("mean_column") is { Length: > 0 } column ? column : null;
                var meanText = record.GetValueOrDefault(meanColumn ?? "Mean") ?? "";
                double meanNs;
                var readable = meanColumn is null
                    ? TryParseTime(meanText, out meanNs)
                    : double.TryParse(meanText, NumberStyles.Float, CultureInfo.InvariantCulture, out meanNs);
                if (!readable)
                {
                    unmapped.Add(describe + $" — unreadable {meanColumn ?? "Mean"} '{meanText}'");
                    continue;
                }
                var ops = double.Parse(rule["ops_per_invoke"], CultureInfo.InvariantCulture);
                var key = new RowKey(rule["type"], rule["method"], Fill(rule["parameters"], record));
                rows.Add(new SetRow(rule["experiment"], key, meanNs / ops, table.Length > 0 ? $"{sourceName} table {table}" : sourceName));
            }
        }
        return new ResultSet(label, rows, unmapped);
    }

    /// <summary>The source row's table; "" for a source with one table and no <c>table</c> column.</summary>
    private static string TableOf(IReadOnlyDictionary<string, string> record) => record.GetValueOrDefault("table") ?? "";

    /// <summary>The source row's method: BDN's <c>Method</c> column, or a lower-case <c>method</c> one.</summary>
    private static string MethodOf(IReadOnlyDictionary<string, string> record) =>
        record.GetValueOrDefault("Method") ?? record.GetValueOrDefault("method") ?? "";

    private static string Describe(IReadOnlyDictionary<string, string> record)
    {
        var parts = new[] { "N", "T", "P", "concurrency", "Job" }.Where(c => record.TryGetValue(c, out var v) && v.Length > 0 && v != "-")
            .Select(c => $"{c}={record[c]}");
        var text = string.Join(", ", parts);
        return text.Length > 0 ? $" ({text})" : "";
    }

    private static bool Applies(IReadOnlyDictionary<string, string> rule, IReadOnlyDictionary<string, string> record)
    {
        if (rule["method"] == "" || rule["table"] != TableOf(record) || rule["source_method"] != MethodOf(record))
        {
            return false;
        }
        foreach (var condition in rule["source_filter"].Split('&', StringSplitOptions.RemoveEmptyEntries))
        {
            var eq = condition.IndexOf('=', StringComparison.Ordinal);
            if (eq <= 0 || record.GetValueOrDefault(condition[..eq]) != condition[(eq + 1)..])
            {
                return false;
            }
        }
        return true;
    }

    /// <summary>Fills a parameters template: {Col} copies a column; {Col|a=x|b=y} translates its value.</summary>
    public static string Fill(string template, IReadOnlyDictionary<string, string> record)
    {
        var result = new System.Text.StringBuilder();
        var i = 0;
        while (i < template.Length)
        {
            var open = template.IndexOf('{', i);
            if (open < 0)
            {
                result.Append(template, i, template.Length - i);
                break;
            }
            var close = template.IndexOf('}', open);
            if (close < 0)
            {
                throw new FormatException($"unclosed '{{' in parameters template '{template}'");
            }
            result.Append(template, i, open - i);
            var parts = template[(open + 1)..close].Split('|');
            var value = record.GetValueOrDefault(parts[0]) ?? throw new FormatException($"the source has no column '{parts[0]}'");
            foreach (var translation in parts.Skip(1))
            {
                var eq = translation.IndexOf('=', StringComparison.Ordinal);
                if (eq > 0 && translation[..eq] == value)
                {
                    value = translation[(eq + 1)..];
                    break;
                }
            }
            result.Append(value);
            i = close + 1;
        }
        return result.ToString();
    }

    /// <summary>Parses BDN's printed times: "6.029 ms", "1,470.09 ms", "155.7 ns", "20.49 μs", "1.2 s".</summary>
    public static bool TryParseTime(string text, out double ns)
    {
        ns = 0;
        var parts = text.Trim().Split(' ', StringSplitOptions.RemoveEmptyEntries);
        if (parts.Length != 2 || !double.TryParse(parts[0].Replace(",", "", StringComparison.Ordinal), NumberStyles.Float, CultureInfo.InvariantCulture, out var value))
        {
            return false;
        }
        double? scale = parts[1] switch
        {
            "ns" => 1,
            "us" or "μs" or "µs" => 1e3,
            "ms" => 1e6,
            "s" => 1e9,
            _ => null,
        };
        if (scale is not { } s)
        {
            return false;
        }
        ns = value * s;
        return true;
    }
}

/// <summary>Just enough CSV: a header line, comma-separated fields, double-quoted fields may hold commas and "" quotes.</summary>
public static class Csv
{
    public static List<Dictionary<string, string>> Read(string path)
    {
        if (!File.Exists(path))
        {
            throw new LabUsageException($"missing file {path}");
        }
        var lines = File.ReadAllLines(path).Where(l => l.Length > 0 && !l.StartsWith('#')).ToList();
        if (lines.Count == 0)
        {
            return [];
        }
        var header = Split(lines[0]);
        return [.. lines.Skip(1).Select(line =>
        {
            var fields = Split(line);
            var record = new Dictionary<string, string>(StringComparer.Ordinal);
            for (var c = 0; c < header.Count; c++)
            {
                record[header[c]] = c < fields.Count ? fields[c] : "";
            }
            return record;
        })];
    }

    public static List<string> Split(string line)
    {
        var fields = new List<string>();
        var current = new System.Text.StringBuilder();
        var quoted = false;
        for (var i = 0; i < line.Length; i++)
        {
            var ch = line[i];
            if (quoted)
            {
                if (ch == '"' && i + 1 < line.Length && line[i + 1] == '"')
                {
                    current.Append('"');
                    i++;
                }
                else if (ch == '"')
                {
                    quoted = false;
                }
                else
                {
                    current.Append(ch);
                }
            }
            else if (ch == '"')
            {
                quoted = true;
            }
            else if (ch == ',')
            {
                fields.Add(current.ToString());
                current.Clear();
            }
            else
            {
                current.Append(ch);
            }
        }
        fields.Add(current.ToString());
        return fields;
    }
}
