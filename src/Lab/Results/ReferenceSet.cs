using System.Globalization;

namespace PerfBuf.Lab;

/// <summary>
/// A reference folder under results/reference/: published tables (CSV) mapped onto the lab's rows by the
/// folder's <c>*-mapping.csv</c> files (docs/DESIGN.md §6).
/// </summary>
public static class ReferenceSet
{
    /// <summary>The file in a reference folder that maps its published rows onto the lab's.</summary>
    public const string MappingSuffix = "-mapping.csv";

    /// <summary>
    /// A reference folder: its published tables (CSV) mapped onto lab rows by its <c>*-mapping.csv</c>. Each mapping
    /// line names a table of a source file, the source method and a filter on the source's columns, and the lab's
    /// experiment/class/method, a parameters template (<c>{Col}</c> copies a source column, <c>{Col|a=x|b=y}</c>
    /// translates its values) and how many lab operations one source row's Mean covers. Sources that are not BDN
    /// tables: no <c>table</c> column reads as table "", a lower-case <c>method</c> (or <c>implementation</c>) column
    /// stands for <c>Method</c>, an optional mapping column <c>mean_column</c> names a column of plain nanoseconds to read
    /// instead of the printed Mean (in the unit the source's <c>unit</c> column names, where the source has one: seed 003
    /// printed seconds), and an optional mapping column <c>rate_column</c> names a column of operations per second (seed
    /// 002 printed messages per second), read as 10^9 ÷ that value nanoseconds. A note line (empty method) may name a
    /// source_method, and a source_filter, to cover only the rows they match. An optional
    /// mapping column <c>minus_method</c> names another source method whose row (same table and filter) is subtracted
    /// first: a source row that times more than the lab row (seed 004's Payload is its producer loop plus the work)
    /// maps onto the difference.
    /// </summary>
    /// <remarks>
    /// Each mapped row also carries what `lab reproduce` sets beside ours (<see cref="SeedRowInfo"/>): the figure as the
    /// source printed it and whether the row is the baseline of the source's comparisons in its table — for a BDN table
    /// the row whose <c>Ratio</c> is 1.00, for any other source the mapping line whose optional <c>baseline</c> column
    /// is <c>true</c>. With <paramref name="seedId"/>, only the mappings of that seed (<c>seed-&lt;id&gt;-…-mapping.csv</c>).
    /// </remarks>
    public static ResultSet Load(string directory, string? seedId = null)
    {
        var rows = new List<SetRow>();
        var unmapped = new List<string>();
        var label = Path.GetFileName(Path.TrimEndingDirectorySeparator(directory));
        foreach (var mappingFile in Directory.EnumerateFiles(directory, "*" + MappingSuffix).Order(StringComparer.Ordinal)
                     .Where(f => seedId is null || Path.GetFileName(f).StartsWith($"seed-{seedId}-", StringComparison.Ordinal)))
        {
            var mapping = CsvTable.Read(mappingFile);
            var sourceName = Path.GetFileName(mappingFile)[..^MappingSuffix.Length] + ".csv";
            var source = CsvTable.Read(Path.Combine(directory, sourceName));
            label = $"{label} ({Path.GetFileNameWithoutExtension(sourceName)})";
            foreach (var (record, index) in source.Select((r, i) => (r, i)))
            {
                var rule = mapping.FirstOrDefault(m => Applies(m, record));
                var table = TableOf(record);
                var method = MethodOf(record);
                var describe = $"{sourceName} row {index + 2}: {(table.Length > 0 ? $"table {table}, " : "")}{(method.Length > 0 ? method : record.GetValueOrDefault("library") ?? "")}{Describe(record)}";
                if (rule is null)
                {
                    var note = mapping.FirstOrDefault(m => m["table"] == table && m["method"] == ""
                                                           && (m.GetValueOrDefault("source_method") is not { Length: > 0 } only || only == method)
                                                           && FilterHolds(m, record));
                    unmapped.Add(describe + (note is not null ? $" — {note["note"]}" : " — no lab counterpart in the mapping"));
                    continue;
                }
                var meanColumn = rule.GetValueOrDefault("mean_column") is { Length: > 0 } column ? column : null;
                var rateColumn = rule.GetValueOrDefault("rate_column") is { Length: > 0 } rate ? rate : null;
                var readColumn = rateColumn ?? meanColumn ?? "Mean";
                var meanText = record.GetValueOrDefault(readColumn) ?? "";
                double meanNs;
                var readable = rateColumn is null && meanColumn is null
                    ? TryParseTime(meanText, out meanNs)
                    : double.TryParse(meanText, NumberStyles.Float, CultureInfo.InvariantCulture, out meanNs);
                if (rateColumn is null && meanColumn is not null && readable && record.GetValueOrDefault("unit") is { Length: > 0 } unit)
                {
                    // a source that names each row's unit (seed 003: "s"): its time is read in that unit
                    readable = TryParseTime($"{meanText} {unit}", out meanNs);
                }
                if (rateColumn is not null && readable)
                {
                    readable = meanNs > 0;
                    meanNs = readable ? 1e9 / meanNs : 0; // operations per second → ns per operation
                }
                if (!readable)
                {
                    unmapped.Add(describe + $" — unreadable {readColumn} '{meanText}'");
                    continue;
                }
                if (rule.GetValueOrDefault("minus_method") is { Length: > 0 } minusMethod)
                {
                    var minus = source.FirstOrDefault(r => TableOf(r) == table && MethodOf(r) == minusMethod && Applies(rule, minusMethod, r));
                    if (minus is null || !TryParseTime(minus.GetValueOrDefault("Mean") ?? "", out var minusNs))
                    {
                        unmapped.Add(describe + $" — its minus_method {minusMethod} has no readable row");
                        continue;
                    }
                    meanNs -= minusNs;
                }
                var ops = double.Parse(rule["ops_per_invoke"], CultureInfo.InvariantCulture);
                var key = new RowKey(rule["type"], rule["method"], Fill(rule["parameters"], record));
                var baseline = record.ContainsKey("Ratio")
                    ? record["Ratio"].Trim() is "1.00" or "1.0" or "1"
                    : string.Equals(rule.GetValueOrDefault("baseline"), "true", StringComparison.OrdinalIgnoreCase);
                var printedUnit = rateColumn is null && meanColumn is null ? null : record.GetValueOrDefault("unit") ?? rateColumn ?? meanColumn;
                var published = printedUnit is null ? meanText : $"{meanText} {printedUnit}";
                rows.Add(new SetRow(rule["experiment"], key, meanNs / ops, table.Length > 0 ? $"{sourceName} table {table}" : sourceName)
                {
                    Seed = new SeedRowInfo(table, method.Length > 0 ? method : record.GetValueOrDefault("library") ?? Describe(record).Trim(' ', '(', ')'),
                        Describe(record, method.Length > 0 ? null : "library").Trim(' ', '(', ')'),
                        published, baseline, rule.GetValueOrDefault("minus_method") is { Length: > 0 } subtracted ? subtracted : null),
                });
            }
        }
        return new ResultSet(label, rows, unmapped);
    }

    /// <summary>The source row's table; "" for a source with one table and no <c>table</c> column.</summary>
    private static string TableOf(IReadOnlyDictionary<string, string> record) => record.GetValueOrDefault("table") ?? "";

    /// <summary>The source row's method: BDN's <c>Method</c> column, or a lower-case <c>method</c> or <c>implementation</c> one.</summary>
    private static string MethodOf(IReadOnlyDictionary<string, string> record) =>
        record.GetValueOrDefault("Method") ?? record.GetValueOrDefault("method") ?? record.GetValueOrDefault("implementation") ?? "";

    private static string Describe(IReadOnlyDictionary<string, string> record, string? except = null)
    {
        var parts = new[] { "benchmark", "library", "platform", "N", "T", "P", "concurrency", "senders", "messages_per_sender", "clients", "requests_per_client", "Job" }
            .Where(c => c != except && record.TryGetValue(c, out var v) && v.Length > 0 && v != "-")
            .Select(c => $"{c}={record[c]}");
        var text = string.Join(", ", parts);
        return text.Length > 0 ? $" ({text})" : "";
    }

    private static bool Applies(IReadOnlyDictionary<string, string> rule, IReadOnlyDictionary<string, string> record) =>
        Applies(rule, rule["source_method"], record);

    /// <summary>The rule's table and filter hold for <paramref name="record"/>, a row of method <paramref name="sourceMethod"/>.</summary>
    private static bool Applies(IReadOnlyDictionary<string, string> rule, string sourceMethod, IReadOnlyDictionary<string, string> record)
    {
        return rule["method"] != "" && rule["table"] == TableOf(record) && sourceMethod == MethodOf(record) && FilterHolds(rule, record);
    }

    /// <summary>Every "column=value" condition of the line's source_filter (joined by '&amp;') holds for <paramref name="record"/>.</summary>
    private static bool FilterHolds(IReadOnlyDictionary<string, string> line, IReadOnlyDictionary<string, string> record)
    {
        foreach (var condition in (line.GetValueOrDefault("source_filter") ?? "").Split('&', StringSplitOptions.RemoveEmptyEntries))
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
