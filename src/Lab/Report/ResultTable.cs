using System.Globalization;
using System.Text;
using PerfBuf.Profiling;

namespace PerfBuf.Lab;

/// <summary>
/// A benchmark class's rows as the write-ups and the run summary print them: the Markdown table with its metric
/// columns, per-message and overhead columns, and the number formats.
/// </summary>
public static class ResultTable
{
    private static readonly CultureInfo Inv = CultureInfo.InvariantCulture;

    /// <summary>Text made safe for one Markdown table cell: pipes escaped, line breaks as spaces.</summary>
    public static string EscapeCell(string text) =>
        text.Replace("|", "\\|", StringComparison.Ordinal).Replace("\n", " ", StringComparison.Ordinal);

    /// <summary>The metric columns the tables show, in order: (metric id, column header).</summary>
    public static readonly (string Id, string Header)[] MetricColumns =
    [
        ("CtxSwitchesPerOp", "Ctx sw/op"),
        ("InvoluntaryCtxSwitchesPerOp", "Involuntary/op"),
        (MetricIds.CrossingsPerOp, "Crossings/op"),
        (MetricIds.CompletedWorkItems, "Work items/op"),
        (MetricIds.LockContentions, "Lock contentions/op"),
        ("ThreadsExitedDuringRun", "Threads exited"),
    ];

    /// <summary>What the table columns mean, once per machine.</summary>
    public const string Legend =
        "ns/op and StdErr: mean time per operation and its standard error; M op/s = 1000 / ns/op; " +
        "vs baseline: baseline ns/op ÷ this row's (above 1 = faster than the class's baseline with the same parameters); " +
        "Alloc B/op: managed bytes allocated per operation; the per-operation counters are defined in " +
        "[profiling/README.md](../../../profiling/README.md).";

    /// <summary>One benchmark class's rows as a Markdown table; ratios against the baseline with the same parameters.</summary>
    public static void AppendTable(StringBuilder sb, IReadOnlyList<ResultRow> rows, TableShape? shape = null)
    {
        rows = InKeyOrder(rows);
        var hasParams = rows.Any(x => x.Parameters.Length > 0);
        var showGc = ShowsGc(rows);
        var metrics = MetricsOf(rows);
        var perMessage = shape?.MessagesPerOp;
        var overheadOf = shape?.OverheadOf;
        var header = new List<string> { "Method" };
        if (hasParams)
        {
            header.Add("Params");
        }
        if (showGc)
        {
            header.Add("GC");
        }
        var unit = shape?.MessageUnit ?? "msg";
        header.AddRange(perMessage is null ? ["ns/op", "StdErr", "M op/s"] : ["ms/op", "StdErr ms", $"ns/{unit}"]);
        if (overheadOf is not null)
        {
            header.Add($"Overhead ns/msg (− {overheadOf})");
        }
        var accepted = shape?.AcceptedShare;
        if (accepted is not null)
        {
            header.Add("ns/accepted msg");
        }
        var bytesPerMessage = shape?.BytesPerMessage;
        if (bytesPerMessage is not null)
        {
            header.Add("GB/s");
        }
        header.AddRange(["vs baseline", "Alloc B/op"]);
        var allocPerMessage = perMessage is not null && shape?.ShowAllocPerMessage == true;
        if (allocPerMessage)
        {
            header.Add($"Alloc B/{unit}");
        }
        var gcs = shape?.ShowGcs == true;
        if (gcs)
        {
            header.Add("Gen0/1k op");
        }
        var gcsPerOp = shape?.ShowGcsPerOp == true;
        if (gcsPerOp)
        {
            header.AddRange(GcGenerations.Select(g => $"{g.Header}/op"));
        }
        header.AddRange(metrics.Select(m => m.Header));
        sb.AppendLine("| " + string.Join(" | ", header) + " |");
        var leftAligned = 1 + (hasParams ? 1 : 0) + (showGc ? 1 : 0);
        sb.AppendLine("|" + string.Join("|", header.Select((_, i) => i < leftAligned ? "---" : "---:")) + "|");
        foreach (var row in rows)
        {
            var baseline = row.FindBaseline(rows);
            var cells = new List<string> { row.Baseline ? $"**{row.Method}** (baseline)" : row.Method };
            if (hasParams)
            {
                cells.Add(row.Parameters);
            }
            if (showGc)
            {
                cells.Add(GcText(row.Gc));
            }
            if (!row.Success || row.MeanNs is not { } mean)
            {
                var failedAt = cells.Count;
                cells.AddRange(Enumerable.Repeat("", header.Count - cells.Count));
                cells[failedAt] = "failed";
            }
            else
            {
                if (perMessage is null)
                {
                    cells.Add(FormatNumber(mean));
                    cells.Add(row.StdErrNs is { } se ? FormatNumber(se) : "");
                    cells.Add(FormatNumber(1e3 / mean));
                }
                else
                {
                    cells.Add(FormatNumber(mean / 1e6));
                    cells.Add(row.StdErrNs is { } se ? FormatNumber(se / 1e6) : "");
                    cells.Add(FormatNumber(mean / perMessage(row)));
                }
                if (overheadOf is not null)
                {
                    cells.Add(Overhead(row, rows, overheadOf, perMessage) is { } o ? FormatNumber(o) : "—");
                }
                if (accepted is not null)
                {
                    cells.Add(FormatNumber(mean / ((perMessage?.Invoke(row) ?? 1) * accepted(row))));
                }
                if (bytesPerMessage is not null)
                {
                    cells.Add(FormatNumber(bytesPerMessage(row) / (perMessage is null ? mean : mean / perMessage(row))));
                }
                cells.Add(accepted is not null && baseline is not null && !SameWork(accepted(row), accepted(baseline))
                    ? "— (other work)"
                    : row.SpeedupOver(baseline) is { } speedup ? FormatRatio(speedup) : "—");
                cells.Add(row.AllocatedBytesPerOp is { } alloc ? alloc.ToString(Inv) : "n/a");
                if (allocPerMessage)
                {
                    cells.Add(row.AllocatedBytesPerOp is { } bytes ? FormatNumber(bytes / perMessage!(row)) : "n/a");
                }
                if (gcs)
                {
                    cells.Add(row.Gen0Per1kOps is { } gen0 ? FormatNumber(gen0) : "n/a");
                }
                if (gcsPerOp)
                {
                    cells.AddRange(GcGenerations.Select(g => row.Metrics.TryGetValue(g.Id, out var per1k) ? FormatNumber(per1k / 1000) : "n/a"));
                }
                cells.AddRange(metrics.Select(m => row.Metrics.TryGetValue(m.Id, out var v) ? FormatNumber(v) : "n/a"));
            }
            sb.AppendLine("| " + string.Join(" | ", cells) + " |");
        }
        if (showGc)
        {
            sb.AppendLine();
            sb.AppendLine(GcNote);
        }
        if (perMessage is not null)
        {
            sb.AppendLine();
            sb.AppendLine($"One operation = one invocation = {shape!.MessagesText ?? "several messages"}; ns/{unit} = ns/op ÷ that" +
                          (allocPerMessage ? $", Alloc B/{unit} = Alloc B/op ÷ that" : "") + "; the counters are per operation.");
        }
        if (accepted is not null)
        {
            sb.AppendLine();
            sb.AppendLine("ns/accepted msg: time per message actually handled (a dropping policy handles fewer); no ratio is given " +
                          "between rows that handled different shares of the messages (— (other work)): they did different work.");
        }
    }

    /// <summary>What the GC column means, under a table that shows it.</summary>
    public const string GcNote =
        "GC: the garbage collector the row ran under (both concurrent). A peer's row runs under both workstation and server GC, " +
        "the GC its own benchmark programs use, and the faster is its figure in the ratios, headlines and charts; every other row " +
        "allocates nothing in steady state or is .NET's own, and runs under workstation GC, .NET's default.";

    /// <summary>The GC as a table cell.</summary>
    public static string GcText(GcKind gc) => gc == GcKind.Server ? "server" : "workstation";

    /// <summary>Whether a table of <paramref name="rows"/> has a GC column: when some row ran under server GC.</summary>
    public static bool ShowsGc(IEnumerable<ResultRow> rows) => rows.Any(r => r.Gc == GcKind.Server);

    /// <summary>
    /// The rows in the order the results list them, with the twins of a row (the same method and parameters under
    /// another GC, which BenchmarkDotNet reports job by job) moved up beside it, workstation first.
    /// </summary>
    public static IReadOnlyList<ResultRow> InKeyOrder(IReadOnlyList<ResultRow> rows)
    {
        var first = new Dictionary<RowKey, int>();
        for (var i = 0; i < rows.Count; i++)
        {
            first.TryAdd(rows[i].Key, i);
        }
        return [.. rows.OrderBy(r => first[r.Key]).ThenBy(r => r.Gc)];
    }

    /// <summary>True when two rows handled the same share of their messages (within 0.1 %).</summary>
    private static bool SameWork(double a, double b) => Math.Abs(a - b) < 0.001;

    /// <summary>BenchmarkDotNet's collection counts by generation, per 1 000 operations (its MemoryDiagnoser's metrics), and their headers.</summary>
    private static readonly (string Id, string Header)[] GcGenerations = [("Gen0Collects", "Gen0"), ("Gen1Collects", "Gen1"), ("Gen2Collects", "Gen2")];

    /// <summary>BDN's own memory metrics: already in the Alloc B/op column (Gen collections are not per operation here).</summary>
    private static readonly HashSet<string> BenchmarkDotNetMetrics = ["Gen0Collects", "Gen1Collects", "Gen2Collects", "Allocated Memory"];

    /// <summary>The known counters first, then whatever the benchmarks reported themselves, by their column names.</summary>
    public static List<(string Id, string Header)> MetricsOf(IReadOnlyList<ResultRow> rows)
    {
        var metrics = MetricColumns.Where(m => rows.Any(x => x.Metrics.ContainsKey(m.Id))).ToList();
        metrics.AddRange(rows.SelectMany(r => r.MetricNames)
            .Where(kv => !MetricColumns.Any(m => m.Id == kv.Key) && !BenchmarkDotNetMetrics.Contains(kv.Key))
            .DistinctBy(kv => kv.Key)
            .OrderBy(kv => kv.Key, StringComparer.Ordinal)
            .Select(kv => (kv.Key, kv.Value)));
        return metrics;
    }

    /// <summary>Row − the <paramref name="overheadOf"/> row with the same parameters, per message.</summary>
    public static double? Overhead(ResultRow row, IEnumerable<ResultRow> rows, string overheadOf, Func<ResultRow, double>? perMessage = null)
    {
        var reference = rows.FirstOrDefault(x => x.Type == row.Type && x.Method == overheadOf && x.Parameters == row.Parameters && x.Success);
        if (reference?.MeanNs is not { } r || row.MeanNs is not { } m)
        {
            return null;
        }
        var messages = perMessage?.Invoke(row) ?? 1;
        return (m - r) / messages;
    }

    public static string FormatRatio(double? ratio) => ratio is { } r ? r.ToString(r >= 10 ? "0.0" : "0.00", Inv) + "×" : "n/a";

    /// <summary>Four significant digits, no exponent: 0.0001234, 1.234, 12.34, 1234, 12345.</summary>
    public static string FormatNumber(double value)
    {
        if (double.IsNaN(value) || double.IsInfinity(value))
        {
            return "n/a";
        }
        var abs = Math.Abs(value);
        if (abs == 0)
        {
            return "0";
        }
        var decimals = Math.Clamp(3 - (int)Math.Floor(Math.Log10(abs)), 0, 8);
        return value.ToString("F" + decimals, Inv);
    }
}
