using System.Globalization;
using System.Text;
using System.Text.Json;
using Spectre.Console;

namespace PerfBuf.Lab;

/// <summary>
/// The side-by-side page of a reproduction: the seed's figures beside this machine's, each of the seed's comparisons
/// (a row against its table's baseline) with the seed's ratio, ours and a verdict, and every seed row that was not
/// measured here with its reason. Made from the reference set and the runs filed in the reproduction's folder alone,
/// so `./lab report` regenerates it.
/// </summary>
public sealed class ReproducePage
{
    /// <summary>The page's file in the reproduction's folder.</summary>
    public const string FileName = "README.md";

    /// <summary>
    /// Two ratios are "even" when within this factor of 1 (the seed's own tables print 1.05 and 0.96 beside each other
    /// as a tie): a difference smaller than this is within a run-to-run spread on a shared machine.
    /// </summary>
    public const double Even = 1.1;

    /// <summary>A ratio that holds is "larger" or "smaller" here when it moves away from or towards 1 by more than this factor.</summary>
    public const double Agree = 1.25;

    private ReproducePage(string machineId, SeedReference seed, ResultSet reference, IReadOnlyList<StoredRun> runs, IReadOnlyList<PageRow> rows,
        IReadOnlyList<PageComparison> comparisons, IReadOnlyList<string> notMeasured)
    {
        MachineId = machineId;
        Seed = seed;
        Reference = reference;
        Runs = runs;
        Rows = rows;
        Comparisons = comparisons;
        NotMeasured = notMeasured;
    }

    /// <summary>The machine the reproduction ran on (the folder's machine under results/).</summary>
    public string MachineId { get; }

    public SeedReference Seed { get; }
    public ResultSet Reference { get; }

    /// <summary>The runs the page reads (the newest of each experiment in the folder).</summary>
    public IReadOnlyList<StoredRun> Runs { get; }

    /// <summary>Every mapped seed row with ours, in the seed's order.</summary>
    public IReadOnlyList<PageRow> Rows { get; }

    /// <summary>The seed's comparisons, numbered in order.</summary>
    public IReadOnlyList<PageComparison> Comparisons { get; }

    /// <summary>Seed rows not measured here, each with its reason.</summary>
    public IReadOnlyList<string> NotMeasured { get; }

    /// <summary>Whether every run the page reads is a full run (a quick page is a smoke run, never a result).</summary>
    public bool Full => Runs.Count > 0 && Runs.All(r => r.Record.IsFull);

    /// <summary>One seed row beside ours.</summary>
    public sealed record PageRow(SetRow Seed, double? OursNs, string? OursSource)
    {
        /// <summary>Our row as the page names it: experiment, class, method, parameters, and the GC where a peer's row was faster under server GC.</summary>
        public string Ours => $"{Seed.Experiment} {Seed.Key}{(OursSource?.EndsWith(ServerGc, StringComparison.Ordinal) == true ? " (server GC)" : "")}";
    }

    private const string ServerGc = ", server GC";

    /// <summary>One of the seed's comparisons: a row against its table's baseline, the seed's time ratio and ours.</summary>
    public sealed record PageComparison(int Number, PageRow Row, PageRow Baseline, double SeedRatio, double? OurRatio)
    {
        public string Verdict => OurRatio is { } ours ? ReproducePage.Verdict(SeedRatio, ours) : "not measured here";
    }

    /// <summary>
    /// How our ratio reads beside the seed's (both are a row's time ÷ its baseline's): "holds" on the same side of 1
    /// (within <see cref="Agree"/>× of the seed's distance from 1; ", larger" or ", smaller" beyond it), "reverses" on the
    /// other side, and where one side is within <see cref="Even"/>× of 1: "holds (even in both)", "gap closes (even here)",
    /// "gap opens (even in the seed)".
    /// </summary>
    public static string Verdict(double seedRatio, double ourRatio)
    {
        static int Side(double r) => r >= Even ? 1 : r <= 1 / Even ? -1 : 0;
        var (seed, ours) = (Side(seedRatio), Side(ourRatio));
        if (seed == 0 && ours == 0)
        {
            return "holds (even in both)";
        }
        if (seed == 0)
        {
            return "gap opens (even in the seed)";
        }
        if (ours == 0)
        {
            return "gap closes (even here)";
        }
        if (seed != ours)
        {
            return "reverses";
        }
        var (s, o) = (Math.Abs(Math.Log(seedRatio)), Math.Abs(Math.Log(ourRatio)));
        return o > s + Math.Log(Agree) ? "holds, larger" : o < s - Math.Log(Agree) ? "holds, smaller" : "holds";
    }

    /// <summary>The file in a reproduction's folder that records why mapped rows were not run (the machine's reasons, kept with its runs).</summary>
    public const string LeftOutFile = "left-out.json";

    /// <summary>The page's chart, under charts/ in the reproduction's folder.</summary>
    public const string ChartFile = "charts/comparisons.svg";

    /// <summary>One mapped row a reproduction did not run, and why (as <see cref="LeftOutFile"/> stores it).</summary>
    public sealed record LeftOutRow(string Experiment, string Type, string Method, string Parameters, string Reason);

    /// <summary>Records the rows a reproduction left out, with their reasons, in its folder.</summary>
    public static void WriteLeftOut(string folder, IEnumerable<(SetRow Row, string Reason)> leftOut) =>
        File.WriteAllText(Path.Combine(folder, LeftOutFile), JsonSerializer.Serialize(
            leftOut.Select(l => new LeftOutRow(l.Row.Experiment, l.Row.Key.Type, l.Row.Key.Method, l.Row.Key.Parameters, l.Reason)).ToList(),
            new JsonSerializerOptions { WriteIndented = true, Encoder = System.Text.Encodings.Web.JavaScriptEncoder.UnsafeRelaxedJsonEscaping }) + "\n");

    /// <summary>
    /// The page of <paramref name="seed"/> from <paramref name="reference"/> and what <paramref name="folder"/> holds: per
    /// experiment subfolder the newest run (per row, the faster GC where a peer's row ran under both) and the reasons
    /// the reproduction recorded for the rows it left out (<see cref="LeftOutFile"/>).
    /// </summary>
    public static ReproducePage Build(SeedReference seed, ResultSet reference, string folder)
    {
        var runs = NewestRuns(folder);
        var leftOutPath = Path.Combine(folder, LeftOutFile);
        var leftOut = File.Exists(leftOutPath) ? JsonSerializer.Deserialize<List<LeftOutRow>>(File.ReadAllText(leftOutPath)) ?? [] : [];
        var ours = runs.SelectMany(r => r.Rows.Where(x => x.Success && x.MeanNs is > 0).Select(x => (Run: r, Row: x)))
            .GroupBy(x => x.Row.Key)
            .ToDictionary(g => g.Key, g => g.MinBy(x => x.Row.MeanNs!.Value));
        var rows = reference.Rows.Select(r => ours.TryGetValue(r.Key, out var o)
            ? new PageRow(r, o.Row.MeanNs, $"{o.Run.Record.Experiment}/{o.Run.Name}{(o.Row.Gc == GcKind.Server ? ServerGc : "")}")
            : new PageRow(r, null, null)).ToList();
        var comparisons = new List<PageComparison>();
        foreach (var cell in rows.GroupBy(r => (r.Seed.Seed?.Table, r.Seed.Experiment, r.Seed.Key.Type, r.Seed.Key.Parameters)))
        {
            if (cell.FirstOrDefault(r => r.Seed.Seed?.Baseline == true) is not { } baseline)
            {
                continue;
            }
            foreach (var row in cell.Where(r => !ReferenceEquals(r, baseline)))
            {
                var ourRatio = row.OursNs is { } a && baseline.OursNs is { } b ? a / b : (double?)null;
                comparisons.Add(new PageComparison(comparisons.Count + 1, row, baseline, row.Seed.MeanNs / baseline.Seed.MeanNs, ourRatio));
            }
        }
        var reasons = leftOut.GroupBy(l => new RowKey(l.Type, l.Method, l.Parameters)).ToDictionary(g => g.Key, g => g.First().Reason);
        var notMeasured = reference.Unmapped
            .Concat(rows.Where(r => r.OursNs is null)
                .Select(r => $"{Describe(r.Seed)} → {r.Seed.Experiment} {r.Seed.Key} — " +
                             (reasons.TryGetValue(r.Seed.Key, out var why) ? why : runs.Any(x => x.Record.Experiment == r.Seed.Experiment)
                                 ? "no result in this reproduction's run (it failed or was not selected; see the run's log)"
                                 : "not run in this reproduction")))
            .ToList();
        var machineId = Path.GetFileName(Path.GetDirectoryName(Path.GetFullPath(Path.TrimEndingDirectorySeparator(folder)))) ?? "";
        return new ReproducePage(machineId, seed, reference, runs, rows, comparisons, notMeasured);
    }

    /// <summary>The newest run of each experiment subfolder of <paramref name="folder"/>.</summary>
    private static List<StoredRun> NewestRuns(string folder)
    {
        var runs = new List<StoredRun>();
        if (!Directory.Exists(folder))
        {
            return runs;
        }
        foreach (var experimentFolder in Directory.EnumerateDirectories(folder).Order(StringComparer.Ordinal))
        {
            var newest = Directory.EnumerateDirectories(experimentFolder)
                .Where(d => File.Exists(Path.Combine(d, ResultStore.EnvFile)))
                .Order(StringComparer.Ordinal)
                .LastOrDefault();
            if (newest is not null && ResultStore.ReadRun(newest) is { } run)
            {
                runs.Add(run);
            }
        }
        return runs;
    }

    /// <summary>A seed row as its source names it: table, method and cell.</summary>
    public static string Describe(SetRow row) => row.Seed is { } s
        ? $"{(s.Table.Length > 0 ? $"table {s.Table}: " : "")}{s.Method}{(s.Cell.Length > 0 && s.Cell != s.Method ? $" ({s.Cell})" : "")}"
        : row.Key.ToString();

    /// <summary>A time per operation in the unit that reads best (ns, µs, ms, s), as BenchmarkDotNet prints them.</summary>
    public static string Time(double? ns) => ns switch
    {
        null => "—",
        >= 1e9 => ResultTable.FormatNumber(ns.Value / 1e9) + " s",
        >= 1e6 => ResultTable.FormatNumber(ns.Value / 1e6) + " ms",
        >= 1e4 => ResultTable.FormatNumber(ns.Value / 1e3) + " µs",
        _ => ResultTable.FormatNumber(ns.Value) + " ns",
    };


    private static string Ratio(double? r) => r is { } v ? ResultTable.FormatRatio(v) : "—";

    private string OurMachine => Runs.FirstOrDefault()?.Record.Machine is { } m
        ? $"{m.Id}: {m.CpuModel}, {m.PhysicalCores} cores / {m.LogicalCores} threads, {m.Os}, {m.Runtime}"
        : $"{MachineId} (no row of this seed runs in the lab)";

    /// <summary>The page as Markdown, with <paramref name="chart"/> (a path relative to the page) where it has one.</summary>
    public string Markdown(string? chart)
    {
        var sb = new StringBuilder();
        sb.AppendLine($"# Seed {Seed.SeedId} reproduced on {MachineId}");
        sb.AppendLine();
        sb.AppendLine($"_Generated by `./lab reproduce {Seed.SeedId}{(Full ? " --full" : "")}` (regenerated by `./lab report`) from " +
                      $"`results/reference/{Seed.Set}/` and the runs in this folder. Do not edit by hand._");
        sb.AppendLine();
        if (!Full)
        {
            sb.AppendLine("**A quick run: a smoke test of the rows, not a result.** `--full` runs the job the write-ups quote.");
            sb.AppendLine();
        }
        sb.AppendLine($"- Seed: {Seed.Machine}. {Seed.About}");
        sb.AppendLine($"- Here: {OurMachine}.");
        foreach (var run in Runs)
        {
            sb.AppendLine($"- Run {run.Record.Experiment}/{run.Name}: {run.Record.Job} job, commit {Short(run.Record.Commit)}{(run.Record.Dirty ? " (dirty)" : "")}, " +
                          $"{run.Record.StartedUtc.ToString("yyyy-MM-dd HH:mm", CultureInfo.InvariantCulture)} UTC.");
        }
        sb.AppendLine();
        sb.AppendLine("Different machines, runtimes and core counts: read each side's ratios, not the absolute times across.");
        sb.AppendLine();
        sb.AppendLine("## The seed's rows beside ours");
        sb.AppendLine();
        sb.AppendLine("| Seed row | Seed printed | Seed per op | Our row | Ours per op | Seed ÷ ours |");
        sb.AppendLine("|---|---:|---:|---|---:|---:|");
        foreach (var row in Rows)
        {
            var minus = row.Seed.Seed?.Minus is { } m ? $" (− {m})" : "";
            sb.AppendLine($"| {Cell(Describe(row.Seed))} | {Cell((row.Seed.Seed?.Published ?? "") + minus)} | {Time(row.Seed.MeanNs)} | " +
                          $"{Cell(row.Ours)} | {Time(row.OursNs)} | {Ratio(row.OursNs is { } o ? row.Seed.MeanNs / o : null)} |");
        }
        sb.AppendLine();
        sb.AppendLine("Per op: time per lab operation (per message, request or invocation, as the experiment reports it); the seed's figure is turned into it by the mapping. " +
                      "A peer's row measured under both GCs is shown in its faster one, named where that is server GC.");
        sb.AppendLine();
        sb.AppendLine("## The seed's comparisons");
        sb.AppendLine();
        if (Comparisons.Count == 0)
        {
            sb.AppendLine("The seed's rows that map onto the lab's hold no comparison (no baseline in a table, or no mapped row).");
            sb.AppendLine();
        }
        else
        {
            sb.AppendLine("Each comparison is a row's time ÷ its table's baseline's (below 1: the row is faster), in the seed and here. " +
                          $"Verdicts: \"holds\" on the same side of 1 (\"larger\"/\"smaller\" when our distance from 1 differs by more than {Agree.ToString(CultureInfo.InvariantCulture)}×), " +
                          $"\"reverses\" on the other side; within {Even.ToString(CultureInfo.InvariantCulture)}× of 1 a ratio is even.");
            sb.AppendLine();
            sb.AppendLine("| # | Row | Baseline | Seed ratio | Our ratio | Verdict |");
            sb.AppendLine("|---:|---|---|---:|---:|---|");
            foreach (var c in Comparisons)
            {
                sb.AppendLine($"| {c.Number} | {Cell(Describe(c.Row.Seed))} | {Cell(c.Baseline.Seed.Seed?.Method ?? c.Baseline.Seed.Key.Method)} | " +
                              $"{Ratio(c.SeedRatio)} | {Ratio(c.OurRatio)} | {c.Verdict} |");
            }
            sb.AppendLine();
            var tally = Comparisons.GroupBy(c => c.Verdict).OrderBy(g => g.Key, StringComparer.Ordinal).Select(g => $"{g.Key}: {g.Count()}");
            sb.AppendLine($"Verdicts: {string.Join("; ", tally)}.");
            sb.AppendLine();
            if (chart is not null)
            {
                sb.AppendLine($"![The seed's ratios and ours, by comparison number]({chart})");
                sb.AppendLine();
            }
        }
        sb.AppendLine("## Not measured here");
        sb.AppendLine();
        if (NotMeasured.Count == 0)
        {
            sb.AppendLine("Every row the seed measured has a result here.");
        }
        foreach (var line in NotMeasured)
        {
            sb.AppendLine($"- {line}");
        }
        return sb.ToString();
    }

    /// <summary>The seed's ratio and ours per comparison, as a chart (null without a comparison measured here).</summary>
    public ChartData? Chart()
    {
        var measured = Comparisons.Where(c => c.OurRatio is not null).ToList();
        if (measured.Count < 2)
        {
            return null;
        }
        var labels = measured.Select(c => c.Number.ToString(CultureInfo.InvariantCulture)).ToList();
        var seedPoints = measured.Select((c, i) => new ChartPoint(i, c.SeedRatio, null)).ToList();
        var ourPoints = measured.Select((c, i) => new ChartPoint(i, c.OurRatio!.Value, null)).ToList();
        var machine = MachineId;
        return new ChartData($"Seed {Seed.SeedId}'s comparisons, reproduced", "Comparison (numbered as in the table)",
            "Time ÷ the baseline's (×)", labels, null,
            [new ChartSeries($"seed {Seed.SeedId} ({Seed.Machine})", seedPoints), new ChartSeries($"{machine}{(Full ? "" : " (quick)")}", ourPoints)],
            [$"{machine}: {(Runs.Count == 1 ? $"run {Runs[0].Record.Experiment}/{Runs[0].Name}" : $"{Runs.Count} runs ({string.Join(", ", Runs.Select(r => r.Record.Experiment))}), named on the page")}. Below 1: the row is faster than its baseline.",
             "No error bars: the seed published one figure per row."])
        {
            RatioAxis = true,
            JoinPoints = false, // the comparisons are not a sequence
            References = [new ChartReference(1, "1× (as fast as the baseline)")],
        };
    }

    /// <summary>Writes the page and its chart into <paramref name="folder"/> (a file only where its content changed); returns the page's path.</summary>
    public string Write(string folder)
    {
        var chartPath = Path.Combine(folder, ChartFile);
        var chart = Chart();
        if (chart is not null)
        {
            Directory.CreateDirectory(Path.GetDirectoryName(chartPath)!);
            Report.WriteIfChanged(chartPath, SvgChart.Render(chart));
        }
        else if (File.Exists(chartPath))
        {
            File.Delete(chartPath);
        }
        var page = Path.Combine(folder, FileName);
        Report.WriteIfChanged(page, Markdown(chart is null ? null : ChartFile));
        return page;
    }

    /// <summary>Prints the page's tables on the console.</summary>
    public void Print(IAnsiConsole console, string pagePath)
    {
        console.MarkupLine($"[bold]Seed {Markup.Escape(Seed.SeedId)}[/] ({Markup.Escape(Seed.Machine)}) beside [bold]{Markup.Escape(OurMachine)}[/]");
        var rows = new ConsoleTable("Seed row", "Seed printed", "Seed per op", "Our row", "Ours per op", "Seed ÷ ours").Prose("Seed row", "Our row");
        foreach (var row in Rows)
        {
            rows.AddRow(Markup.Escape(Describe(row.Seed)), Markup.Escape(row.Seed.Seed?.Published ?? ""), Time(row.Seed.MeanNs),
                Markup.Escape(row.Ours), Time(row.OursNs), Ratio(row.OursNs is { } o ? row.Seed.MeanNs / o : null));
        }
        rows.Write(console);
        if (Comparisons.Count > 0)
        {
            var table = new ConsoleTable("#", "Row", "Baseline", "Seed ratio", "Our ratio", "Verdict").Prose("Row", "Verdict");
            foreach (var c in Comparisons)
            {
                table.AddRow(c.Number.ToString(CultureInfo.InvariantCulture), Markup.Escape(Describe(c.Row.Seed)),
                    Markup.Escape(c.Baseline.Seed.Seed?.Method ?? c.Baseline.Seed.Key.Method), Ratio(c.SeedRatio), Ratio(c.OurRatio), Markup.Escape(c.Verdict));
            }
            table.Title("The seed's comparisons: a row's time ÷ its table's baseline's, in the seed and here").Write(console);
        }
        if (NotMeasured.Count > 0)
        {
            console.MarkupLine($"[bold]{NotMeasured.Count} seed row(s) not measured here[/]:");
            foreach (var line in NotMeasured)
            {
                console.MarkupLine("  " + Markup.Escape(line));
            }
        }
        console.MarkupLine($"Page: [link]{Markup.Escape(pagePath)}[/]{(Full ? "" : " (a quick run: kept local, git-ignored; --full for what a write-up would quote)")}");
    }

    private static string Cell(string text) => ResultTable.EscapeCell(text);

    private static string Short(string commit) => commit.Length > 7 ? commit[..7] : commit;
}
