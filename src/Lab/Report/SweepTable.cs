using System.Globalization;
using System.Text;
using PerfBuf.Experiments.Definitions;
using Spectre.Console;

namespace PerfBuf.Lab;

/// <summary>
/// A core-count sweep (<see cref="CoreSweep"/>) as the write-ups, the charts and the console show it: per row, its time
/// per operation at each CPU count and its speed-up from the fewest CPUs to each larger count, with the range over
/// launch pairings.
/// </summary>
public static class SweepTable
{
    private static readonly CultureInfo Inv = CultureInfo.InvariantCulture;

    /// <summary>One row of the sweep: a case (and GC) with its result at each point, null where that point lacks it.</summary>
    public sealed record Line(RowKey Key, GcKind Gc, IReadOnlyList<ResultRow?> Points)
    {
        /// <summary>
        /// Time on the sweep's first point ÷ time on point <paramref name="index"/> (above 1: faster with more CPUs), with its
        /// range over every pairing of the two points' launches; null where either point has no time.
        /// </summary>
        public (double Value, double Low, double High)? SpeedUp(int index) =>
            Points[0] is { MeanNs: { } first } a && Points[index] is { MeanNs: { } other } b
                ? (first / other, a.Launches.Min() / b.Launches.Max(), a.Launches.Max() / b.Launches.Min())
                : null;
    }

    /// <summary>The lines of <paramref name="sweep"/>, in the order the tables list rows (class, then key order of the first point that has them).</summary>
    public static IReadOnlyList<Line> Lines(CoreSweep sweep)
    {
        var keys = sweep.Points.SelectMany(p => ResultTable.InKeyOrder([.. p.Rows.Where(r => r.Success)]))
            .Select(r => (r.Key, r.Gc)).Distinct().ToList();
        return [.. keys.Select(k => new Line(k.Key, k.Gc,
            [.. sweep.Points.Select(p => p.Rows.FirstOrDefault(r => r.Success && r.Key == k.Key && r.Gc == k.Gc && r.MeanNs is not null))]))];
    }

    /// <summary>The row <paramref name="key"/> at <paramref name="cpus"/> CPUs (a peer's faster GC), or null.</summary>
    public static ResultRow? Find(CoreSweep sweep, RowKey key, int cpus) =>
        sweep.Points.FirstOrDefault(p => p.Record.CpuCount == cpus)?.Find(key);

    /// <summary>"1 CPU", "2 CPUs".</summary>
    public static string CpusText(int n) => n == 1 ? "1 CPU" : $"{n.ToString(Inv)} CPUs";

    private static string RatioText((double Value, double Low, double High)? r) =>
        r is { } x ? $"{ResultTable.FormatRatio(x.Value)} ({ResultTable.FormatRatio(x.Low).TrimEnd('×')}–{ResultTable.FormatRatio(x.High)})" : "n/a";

    /// <summary>What a sweep section's cells mean.</summary>
    public const string Legend =
        "Each point is a run of the experiment with the benchmark processes (and the lab that started them) restricted to " +
        "the first N CPUs of the machine's sweep order — one thread per physical core before any SMT sibling — so the runtime " +
        "counts N processors and every thread stays on them. Cells: mean ns per operation; \"N vs M\": time on M CPUs ÷ time " +
        "on N CPUs (above 1×: faster with more CPUs), with its range over every pairing of the two runs' launches. Parameters " +
        "that scale with the core count (senders or actors per core) grow with N.";

    /// <summary>The sweep section of a write-up for one machine; its charts are added to <paramref name="charts"/>.</summary>
    public static void AppendMarkdown(StringBuilder sb, CoreSweep sweep, Action<string, ChartData> chart)
    {
        var counts = sweep.CpuCounts;
        sb.AppendLine($"### Core-count sweep: {sweep.MachineId}");
        sb.AppendLine();
        sb.AppendLine($"Sweep `{sweep.Stamp}`: " + string.Join("; ", sweep.Points.Select(p =>
            $"{CpusText(p.Record.CpuCount)} (CPUs {string.Join(',', p.Record.Cpus ?? p.Record.Machine.SweepOrder)}) full run `{p.Name}`, " +
            $"commit `{Report.ShortCommit(p.Record.Commit)}`{(p.Record.Dirty ? " with uncommitted changes" : "")}")) + ".");
        sb.AppendLine();
        sb.AppendLine(Legend);
        sb.AppendLine();
        foreach (var group in Lines(sweep).GroupBy(l => l.Key.Type))
        {
            sb.AppendLine($"#### {group.Key} against CPUs");
            sb.AppendLine();
            var hasParams = group.Any(l => l.Key.Parameters.Length > 0);
            var showGc = group.Any(l => l.Gc == GcKind.Server);
            var header = new List<string> { "Method" };
            if (hasParams)
            {
                header.Add("Params");
            }
            if (showGc)
            {
                header.Add("GC");
            }
            header.AddRange(counts.Select(n => CpusText(n) + " ns/op"));
            header.AddRange(counts.Skip(1).Select(n => $"{n.ToString(Inv)} vs {counts[0].ToString(Inv)}"));
            sb.AppendLine("| " + string.Join(" | ", header) + " |");
            var left = header.Count - (2 * counts.Count - 1);
            sb.AppendLine("|" + string.Join("|", header.Select((_, i) => i < left ? "---" : "---:")) + "|");
            foreach (var line in group)
            {
                var cells = new List<string> { ResultTable.EscapeCell(line.Key.Method) };
                if (hasParams)
                {
                    cells.Add(ResultTable.EscapeCell(line.Key.Parameters));
                }
                if (showGc)
                {
                    cells.Add(ResultTable.GcText(line.Gc));
                }
                cells.AddRange(line.Points.Select(p => p?.MeanNs is { } m ? ResultTable.FormatNumber(m) : "—"));
                cells.AddRange(Enumerable.Range(1, counts.Count - 1).Select(i => RatioText(line.SpeedUp(i))));
                sb.AppendLine("| " + string.Join(" | ", cells) + " |");
            }
            sb.AppendLine();
            foreach (var (slug, data) in Charts(sweep, group.Key, [.. group]))
            {
                chart(slug, data);
            }
        }
    }

    /// <summary>
    /// The charts of one class: one per value of its first parameter (all rows in one where it has none), x the CPU
    /// count, y operations per second, a series per method (and the other parameters), each in its faster GC.
    /// </summary>
    public static IEnumerable<(string Slug, ChartData Data)> Charts(CoreSweep sweep, string type, IReadOnlyList<Line> lines)
    {
        var counts = sweep.CpuCounts;
        // the run folders are named in the write-up's sweep section; the caption, set in a font whose digits are wider
        // than its average letter, names the sweep and its commits only, so it stays inside the chart
        var commits = sweep.Points.Select(p => Report.ShortCommit(p.Record.Commit)).Distinct().ToList();
        var caption = commits.Count == 1
            ? $"{sweep.MachineId}, sweep {sweep.Stamp} at commit {commits[0]}: one full run per CPU count ({string.Join(", ", counts)})."
            : $"{sweep.MachineId}, sweep {sweep.Stamp}: one full run per CPU count, " +
              $"{string.Join(", ", sweep.Points.Select(p => $"{CpusText(p.Record.CpuCount)} at commit {Report.ShortCommit(p.Record.Commit)}"))}.";
        static (string First, string Tail) Split(string parameters)
        {
            var amp = parameters.IndexOf('&', StringComparison.Ordinal);
            return amp < 0 ? (parameters, "") : (parameters[..amp], parameters[(amp + 1)..]);
        }
        foreach (var cell in lines.GroupBy(l => Split(l.Key.Parameters).First))
        {
            var series = new List<ChartSeries>();
            foreach (var named in cell.GroupBy(l => l.Key.Method + (Split(l.Key.Parameters).Tail is { Length: > 0 } rest ? $" {rest.Replace("&", ", ", StringComparison.Ordinal)}" : "")))
            {
                var points = new List<ChartPoint>();
                for (var i = 0; i < counts.Count; i++)
                {
                    // a peer's row measured under both GCs is drawn in its faster one
                    if (named.Select(l => l.Points[i]).OfType<ResultRow>().MinBy(r => r.MeanNs!.Value) is { } row)
                    {
                        var launches = row.Launches;
                        points.Add(launches.Count > 1
                            ? new ChartPoint(i, 1e3 / row.MeanNs!.Value, null) { Low = 1e3 / launches.Max(), High = 1e3 / launches.Min() }
                            : new ChartPoint(i, 1e3 / row.MeanNs!.Value, null));
                    }
                }
                if (points.Count > 0)
                {
                    series.Add(new ChartSeries(named.Key, points));
                }
            }
            if (series.Count == 0)
            {
                continue;
            }
            var join = counts.Count >= ChartData.FewestToJoin;
            var notes = new List<string>
            {
                caption,
                series.Any(s => s.Points.Any(p => p.Low is not null))
                    ? "Error bars: the range of the launches' means (a row with one launch has none)."
                    : "No error bars: one launch per row.",
            };
            if (!join)
            {
                notes.Add($"Markers only: {counts.Count} CPU counts ({string.Join(", ", counts)}), too few for a line between them to show a trend.");
            }
            var where = cell.Key.Length > 0 ? $" ({cell.Key})" : "";
            var slug = $"sweep-{type}{(cell.Key.Length > 0 ? "-" + cell.Key.Replace('=', '-') : "")}";
            yield return (slug, new ChartData($"{type}{where}: speed against CPUs", "CPUs", "M op/s (higher is faster)",
                [.. counts.Select(n => n.ToString(Inv))], [.. counts.Select(n => (double)n)], series, [.. notes]) { JoinPoints = join });
        }
    }

    /// <summary>The sweep on the console after `lab run Exx --cpus …`: one table per class, as the write-up's.</summary>
    public static void Print(IAnsiConsole console, CoreSweep sweep)
    {
        var counts = sweep.CpuCounts;
        console.MarkupLine($"[bold]Core-count sweep[/] {Markup.Escape(sweep.Stamp)} on {Markup.Escape(sweep.MachineId)}: " +
                           Markup.Escape(string.Join(", ", sweep.Points.Select(p => $"{CpusText(p.Record.CpuCount)} ({p.Name}, {p.Record.Job.ToLowerInvariant()} job)"))));
        foreach (var group in Lines(sweep).GroupBy(l => l.Key.Type))
        {
            string[] headers = ["Method", "Params", .. counts.Select(n => CpusText(n) + " ns/op"), .. counts.Skip(1).Select(n => $"{n} vs {counts[0]}")];
            var table = new ConsoleTable(headers).Title(Markup.Escape(group.Key)).Key("Method", "Params");
            foreach (var line in group)
            {
                table.AddRow(
                [
                    Markup.Escape(line.Key.Method) + (line.Gc == GcKind.Server ? " (server GC)" : ""),
                    ConsoleTable.ParamsCell(line.Key.Parameters),
                    .. line.Points.Select(p => p?.MeanNs is { } m ? ResultTable.FormatNumber(m) : "—"),
                    .. Enumerable.Range(1, counts.Count - 1).Select(i => Markup.Escape(RatioText(line.SpeedUp(i)))),
                ]);
            }
            table.Write(console);
        }
        console.MarkupLine(Markup.Escape(Legend));
    }
}
