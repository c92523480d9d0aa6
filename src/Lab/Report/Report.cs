using System.Globalization;
using System.Text;

namespace PerfBuf.Lab;

/// <summary>
/// Regenerates the generated parts of the write-ups and of the README index from results/ (docs/DESIGN.md §3, §6):
/// the text between <c>&lt;!-- BEGIN RESULTS --&gt;</c> and <c>&lt;!-- END RESULTS --&gt;</c>, and between
/// <c>&lt;!-- BEGIN INDEX --&gt;</c> and <c>&lt;!-- END INDEX --&gt;</c>, and the SVG charts in each experiment's
/// <c>charts/</c> folder. Nothing outside the markers is touched.
/// </summary>
/// <remarks>
/// A pure function of results/ (full runs only: quick runs are local and never quoted) and the experiment
/// definitions (docs/DESIGN.md §8): it never asks which benchmark types, peers or build constants this build has, nor
/// which machine it runs on. The tables show the benchmark classes the results hold, with the names the results
/// give their rows, so a peer that is not compiled here keeps its rows, headlines and charts.
/// </remarks>
public sealed partial class Report(RepoPaths paths)
{
    public const string BeginResults = "<!-- BEGIN RESULTS -->";
    public const string EndResults = "<!-- END RESULTS -->";
    public const string BeginIndex = "<!-- BEGIN INDEX -->";
    public const string EndIndex = "<!-- END INDEX -->";

    private static readonly CultureInfo Inv = CultureInfo.InvariantCulture;

    private readonly ResultStore _store = new(paths.Results);

    /// <summary>The repository root the report writes under.</summary>
    private string RootFolder => paths.Root;

    /// <summary>The folder of generated charts beside a write-up (its content is rewritten whole by the report).</summary>
    public const string ChartsFolder = "charts";

    /// <summary>
    /// Rewrites the results block of <paramref name="experiment"/>'s write-up and its charts (SVGs no chart of the
    /// block links are removed); returns the write-up's path.
    /// </summary>
    public string WriteUp(Experiment experiment)
    {
        var path = experiment.WriteUpPath(paths.Root);
        var charts = new List<(string RelativePath, ChartData Data)>();
        var block = ResultsBlock(experiment, charts);
        WriteCharts(Path.GetDirectoryName(path)!, charts);
        var text = ReplaceBetween(File.ReadAllText(path), BeginResults, EndResults, block, path);
        WriteIfChanged(path, FillCells(experiment, text, path));
        return path;
    }

    /// <summary>
    /// <paramref name="text"/> (a write-up of <paramref name="experiment"/>) with every figure in a cell marker filled from
    /// results/ (<see cref="ProseCells"/>); a marker whose cell is missing throws, naming the file and line.
    /// </summary>
    public string FillCells(Experiment experiment, string text, string fileForErrors) =>
        new ProseCells(_store, paths, experiment).Fill(text, fileForErrors);

    /// <summary>
    /// Null when the charts are laid out in <see cref="SvgChart.FontFamily"/>; otherwise the line that says they are
    /// not (the font is missing here), so their bytes differ from those of a machine that has it.
    /// </summary>
    public static string? ChartFontNote => SvgChart.FontInstalled ? null
        : $"charts: the font {SvgChart.FontFamily} is not installed here (Debian: fonts-dejavu-core), so the charts are laid out " +
          "in a fallback font and their bytes differ from the committed ones";

    private static void WriteCharts(string writeUpFolder, IReadOnlyList<(string RelativePath, ChartData Data)> charts)
    {
        var folder = Path.Combine(writeUpFolder, ChartsFolder);
        var written = new HashSet<string>(StringComparer.Ordinal);
        foreach (var (relative, data) in charts)
        {
            var file = Path.GetFullPath(Path.Combine(writeUpFolder, relative));
            Directory.CreateDirectory(Path.GetDirectoryName(file)!);
            WriteIfChanged(file, SvgChart.Render(data));
            written.Add(file);
        }
        if (!Directory.Exists(folder))
        {
            return;
        }
        foreach (var stale in Directory.EnumerateFiles(folder, "*.svg", SearchOption.AllDirectories).Where(f => !written.Contains(Path.GetFullPath(f))))
        {
            File.Delete(stale);
        }
        foreach (var dir in Directory.EnumerateDirectories(folder, "*", SearchOption.AllDirectories).OrderByDescending(d => d.Length))
        {
            if (!Directory.EnumerateFileSystemEntries(dir).Any())
            {
                Directory.Delete(dir);
            }
        }
        if (!Directory.EnumerateFileSystemEntries(folder).Any())
        {
            Directory.Delete(folder);
        }
    }

    /// <summary>Writes <paramref name="content"/> unless the file already holds exactly it (a no-op report leaves files untouched).</summary>
    /// <summary>Writes <paramref name="content"/> only where it differs from the file's (a regeneration that changes nothing touches nothing).</summary>
    internal static void WriteIfChanged(string path, string content)
    {
        if (!File.Exists(path) || File.ReadAllText(path) != content)
        {
            File.WriteAllText(path, content);
        }
    }

    /// <summary>Fails before a run, not after it, when the write-up the run will regenerate has no markers.</summary>
    public void EnsureWriteUp(Experiment experiment)
    {
        var path = experiment.WriteUpPath(paths.Root);
        var text = File.Exists(path) ? File.ReadAllText(path) : "";
        ReplaceBetween(text, BeginResults, EndResults, "", path);
    }

    /// <summary>Rewrites the README's experiment index; returns its path.</summary>
    public string Index()
    {
        var block = IndexBlock();
        WriteIfChanged(paths.ReadMe, ReplaceBetween(File.ReadAllText(paths.ReadMe), BeginIndex, EndIndex, block, paths.ReadMe));
        return paths.ReadMe;
    }

    /// <summary>The generated Markdown of one write-up's results section.</summary>
    public string ResultsBlock(Experiment experiment) => ResultsBlock(experiment, []);

    /// <summary>The results section; the charts it links are added to <paramref name="charts"/> (path relative to the write-up).</summary>
    private string ResultsBlock(Experiment experiment, List<(string RelativePath, ChartData Data)> charts)
    {
        var sb = new StringBuilder();
        sb.AppendLine($"_Generated by `./lab report {experiment.Id}` from `results/`; edit the code, not this block._");
        sb.AppendLine();
        var machines = _store.Select(experiment.Id);
        var sweeps = _store.Sweeps(experiment.Id);
        if (machines.Count == 0 && sweeps.Count == 0)
        {
            sb.AppendLine($"No results yet. Run `./lab run {experiment.Id}` (add `--quick` for a smoke run).");
            return sb.ToString();
        }
        foreach (var machine in machines)
        {
            AppendMachine(sb, experiment, machine, charts);
            AppendTrace(sb, experiment, machine);
            AppendSeed(sb, experiment, machine);
        }
        foreach (var sweep in sweeps)
        {
            SweepTable.AppendMarkdown(sb, sweep, (slug, data) => AppendChart(sb, charts, sweep.MachineId, slug, data));
        }
        return sb.ToString();
    }

    private static void AppendMachine(StringBuilder sb, Experiment experiment, MachineResults machine,
        List<(string RelativePath, ChartData Data)> charts)
    {
        sb.AppendLine($"### {machine.MachineId}");
        sb.AppendLine();
        sb.AppendLine($"Machine: {machine.Newest.Record.Machine.Fingerprint}; BenchmarkDotNet {machine.Newest.Record.Machine.BenchmarkDotNet}.");
        sb.AppendLine();
        if (PeersLine(experiment.Id, machine.Classes.Select(c => c.Run)) is { } peers)
        {
            sb.AppendLine(peers);
            sb.AppendLine();
        }
        var headlines = experiment.Headlines.Select(h => HeadlineValue.Of(h, machine, experiment)).ToList();
        if (headlines.Count > 0)
        {
            sb.AppendLine("| Headline | Value (range over launches) | Crossings/msg (row / baseline) | Work items/msg (row / baseline) | Distance to the floor | Target | Met |");
            sb.AppendLine("|---|---:|---:|---:|---:|---|---|");
            foreach (var h in headlines)
            {
                sb.AppendLine($"| {LabelOf(h)} | {h.Text} | {h.CrossingsText} | {h.WorkItemsText} | {h.FloorText} | {h.Headline.TargetText ?? "—"} | {MetText(h)} |");
            }
            sb.AppendLine();
            sb.AppendLine(HeadlineLegend);
            sb.AppendLine();
            var headlineRuns = RunLine(machine.MachineId,
                machine.Classes.Where(c => experiment.Headlines.Any(h => h.Types.Contains(c.Type))).Select(c => c.Run));
            if (HeadlineCharts.Overview(headlines, headlineRuns) is { } overview)
            {
                AppendChart(sb, charts, machine, HeadlineCharts.OverviewSlug, overview);
            }
            foreach (var (slug, data) in HeadlineCharts.EveryCell(experiment, machine, headlineRuns))
            {
                AppendChart(sb, charts, machine, slug, data);
            }
        }
        foreach (var selected in InDefinitionOrder(experiment, machine.Classes))
        {
            var type = selected.Type;
            var run = selected.Run;
            var r = run.Record;
            sb.AppendLine($"#### {type}");
            sb.AppendLine();
            sb.AppendLine($"full run `{run.Name}`: commit `{ShortCommit(r.Commit)}`" +
                          (r.Dirty ? $" with uncommitted changes ({r.DirtyFiles})" : "") +
                          $", job {r.Job}{LaunchesText(run.Rows.Where(x => x.Type == type))}{(r.InProcess ? " (in-process)" : "")}" +
                          (ResultTable.ShowsGc(run.Rows.Where(x => x.Type == type)) ? "" : ", every row under workstation GC") +
                          (r.Filters.Count > 0 ? $", filter {string.Join(' ', r.Filters)}" : "") +
                          $", started {r.StartedUtc.ToString("yyyy-MM-dd HH:mm", Inv)} UTC.");
            sb.AppendLine();
            var rows = run.Rows.Where(x => x.Type == type).ToList();
            var shape = experiment.ShapeOf(type);
            ResultTable.AppendTable(sb, rows, shape);
            sb.AppendLine();
            var runLine = RunLine(machine.MachineId, [run]);
            foreach (var chart in experiment.Charts.Where(c => c.Type == type))
            {
                if (ChartData.From(chart, rows, runLine) is { } data)
                {
                    AppendChart(sb, charts, machine, chart.Slug, data);
                }
            }
        }
        sb.AppendLine(ResultTable.Legend);
        sb.AppendLine();
    }

    /// <summary>Links chart <paramref name="slug"/> of <paramref name="machine"/> and adds it to the charts the report writes.</summary>
    private static void AppendChart(StringBuilder sb, List<(string RelativePath, ChartData Data)> charts, MachineResults machine, string slug,
        ChartData data) =>
        AppendChart(sb, charts, machine.MachineId, slug, data);

    private static void AppendChart(StringBuilder sb, List<(string RelativePath, ChartData Data)> charts, string machineId, string slug,
        ChartData data)
    {
        var relative = $"{ChartsFolder}/{machineId}/{slug}.svg";
        charts.Add((relative, data));
        sb.AppendLine($"![{data.Title}]({relative})");
        sb.AppendLine();
    }

    /// <summary>A chart's first caption line: the machine and the full runs (with their commits) its points come from.</summary>
    private static string RunLine(string machineId, IEnumerable<StoredRun> runs)
    {
        var named = runs.Distinct().OrderBy(r => r.Name, StringComparer.Ordinal)
            .Select(r => $"{r.Name} (commit {ShortCommit(r.Record.Commit)}{(r.Record.Dirty ? ", with uncommitted changes" : "")})")
            .ToList();
        return $"{machineId}, full run{(named.Count > 1 ? "s" : "")} {string.Join(", ", named)}.";
    }

    /// <summary>
    /// The peers line under the machine line: the provenance (peers.json) of every peer with rows in
    /// <paramref name="experimentId"/> that the shown runs recorded, and a plain warning when one came from a local
    /// folder; null when the runs recorded none.
    /// </summary>
    public static string? PeersLine(string experimentId, IEnumerable<StoredRun> runs)
    {
        var peers = runs.Distinct().SelectMany(r => r.Peers ?? [])
            .Where(p => p.Experiments.Contains(experimentId, StringComparer.Ordinal))
            .Select(p => (p.LocalFolder, Text: p.Describe()))
            .Distinct()
            .OrderBy(p => p.Text, StringComparer.Ordinal)
            .ToList();
        if (peers.Count == 0)
        {
            return null;
        }
        return $"Peers: {string.Join("; ", peers.Select(p => p.Text))}." +
               (peers.Any(p => p.LocalFolder)
                   ? " A peer from a local folder is not the package published on a public feed: its build may differ from the release."
                   : "");
    }

    /// <summary>
    /// The benchmark classes the results hold, in the order the definition lists them; classes the results hold but
    /// this build does not define (a peer's, compiled elsewhere) follow by name.
    /// </summary>
    private static IEnumerable<ClassResults> InDefinitionOrder(Experiment experiment, IReadOnlyList<ClassResults> classes)
    {
        var order = experiment.Benchmarks.Select(t => t.Name).ToList();
        return classes.OrderBy(c => order.IndexOf(c.Type) is var i && i >= 0 ? i : order.Count).ThenBy(c => c.Type, StringComparer.Ordinal);
    }

    /// <summary>
    /// The newest committed trace summary of this experiment on this machine (`./lab trace`), so the Traces section's
    /// figures can be found in a generated table like every other figure.
    /// </summary>
    private void AppendTrace(StringBuilder sb, Experiment experiment, MachineResults machine)
    {
        if (_store.NewestTrace(experiment.Id, machine.MachineId) is not { } trace)
        {
            return;
        }
        var r = trace.Record;
        sb.AppendLine($"#### Trace `{trace.Name}` ({machine.MachineId})");
        sb.AppendLine();
        sb.AppendLine($"_`./lab trace {experiment.Id}{(r.TraceSource == PerfBuf.Profiling.Tracing.TraceSummary.EtwSource ? " --etw" : "")}`{(r.Filters.Count > 0 ? $" with filter {string.Join(' ', r.Filters)}" : "")}, " +
                      $"commit `{ShortCommit(r.Commit)}`{(r.Dirty ? " with uncommitted changes" : "")}, job {r.Job}, started " +
                      $"{r.StartedUtc.ToString("yyyy-MM-dd HH:mm", Inv)} UTC. Counts over the measured iterations, whole process; " +
                      "the timings of a trace run are not results._");
        sb.AppendLine();
        var lines = File.ReadAllLines(Path.Combine(trace.Directory, ResultStore.TraceSummaryFile));
        foreach (var line in lines.SkipWhile(l => !l.StartsWith('|')).TakeWhile(l => l.StartsWith('|')))
        {
            sb.AppendLine(line);
        }
        sb.AppendLine();
    }

    /// <summary>The seed table's label of a row from a <see cref="SeedFaithfulAttribute"/> class: it does the seed's work as the seed's program did.</summary>
    public const string SeedFaithfulLabel = "seed-faithful";

    /// <summary>The seed table's label of a row from one of the experiment's own classes (its own payload and setup).</summary>
    public const string OursLabel = "ours";

    /// <summary>The reference set the seed experiments are shown beside unless they name another (seed 004's).</summary>
    public const string SeedReference = "i9-9900K";

    /// <summary>The seed's rows beside this machine's, through the same matching as `lab compare`.</summary>
    private void AppendSeed(StringBuilder sb, Experiment experiment, MachineResults machine)
    {
        if (experiment.SeedTables is null)
        {
            return;
        }
        var reference = experiment.Seed;
        if (SeedComparison(paths, experiment, machine) is not { } comparison)
        {
            return;
        }
        sb.AppendLine($"#### Beside the seed: {machine.MachineId} vs {reference.Machine} (seed {reference.SeedId}, table {experiment.SeedTables})");
        sb.AppendLine();
        sb.AppendLine($"_Generated through `./lab compare {reference.Set} {machine.MachineId}`. {reference.About} Different machine, " +
                      "runtime and core count: read the ratios within each column, not across._");
        sb.AppendLine();
        if (comparison.Matched.Count == 0)
        {
            var awaited = comparison.OnlyA.Select(r => r.Key.Type).Distinct().Order(StringComparer.Ordinal).ToList();
            sb.AppendLine(awaited.Count == 0
                ? "No row matched yet."
                : $"No row matched yet: the seed's rows are set beside {string.Join(", ", awaited)}, which {(awaited.Count == 1 ? "has" : "have")} no results on this machine yet.");
            sb.AppendLine();
            return;
        }
        var shape = experiment.ShapeOf(comparison.Matched[0].Key.Type);
        var perMessage = shape?.MessagesPerOp is null;
        var unit = perMessage ? "ns/msg" : "ms/op";
        var scale = perMessage ? 1 : 1e6;
        // with an overhead row (a definition's Minus row), each side's overhead = row − its own overhead row, as the seed defined it
        var overheadOf = perMessage ? shape?.OverheadOf : null;
        var overhead = overheadOf is null ? "" : $" seed overhead ns/msg (− {overheadOf}) | {machine.MachineId} overhead ns/msg |";
        // an experiment with a seed-faithful class labels each row with its configuration: the seed's work, or the lab's own
        var labelled = experiment.Benchmarks.Any(t => experiment.SeedFaithfulOf(t.Name) is not null);
        sb.AppendLine($"| Method |{(labelled ? " Configuration |" : "")} Params | seed {reference.Set} {unit} | {machine.MachineId} {unit} | seed time ÷ ours |{overhead}");
        sb.AppendLine($"|---|{(labelled ? "---|" : "")}---|---:|---:|---:|" + (overheadOf is null ? "" : "---:|---:|"));
        foreach (var row in comparison.Matched)
        {
            var configuration = !labelled ? "" : experiment.SeedFaithfulOf(row.Key.Type) is null ? $" {OursLabel} |" : $" {SeedFaithfulLabel} |";
            var cells = $"| {row.Key.Method} |{configuration} {row.Key.Parameters} | {ResultTable.FormatNumber(row.A.MeanNs / scale)} | {ResultTable.FormatNumber(row.B.MeanNs / scale)} | {ResultTable.FormatRatio(row.TimeRatio)} |";
            if (overheadOf is not null)
            {
                var overheadRow = comparison.Matched.FirstOrDefault(m => m.Key.Type == row.Key.Type && m.Key.Method == overheadOf && m.Key.Parameters == row.Key.Parameters);
                cells += overheadRow is null
                    ? " — | — |"
                    : $" {ResultTable.FormatNumber(row.A.MeanNs - overheadRow.A.MeanNs)} | {ResultTable.FormatNumber(row.B.MeanNs - overheadRow.B.MeanNs)} |";
            }
            sb.AppendLine(cells);
        }
        sb.AppendLine();
        if (labelled)
        {
            var legend = comparison.Matched.Select(m => m.Key.Type).Distinct()
                .Select(t => experiment.SeedFaithfulOf(t) is { } faithful
                    ? $"{SeedFaithfulLabel} = {t}: {faithful.Configuration}"
                    : $"{OursLabel} = {t}: the lab's own configuration, not the seed's work (see Setup)")
                .ToList();
            sb.AppendLine($"Configuration: {string.Join("; ", legend)}.");
            sb.AppendLine();
        }
        var missing = comparison.OnlyA.Select(r => r.Key.ToString()).ToList();
        if (missing.Count > 0)
        {
            sb.AppendLine($"Seed rows not measured here: {string.Join("; ", missing)}.");
            sb.AppendLine();
        }
    }

    /// <summary>
    /// The seed's rows matched with this machine's, as the table beside the seed shows them; null when the experiment
    /// reproduces no seed table or its reference set is not under results/reference/.
    /// </summary>
    public static Comparison? SeedComparison(RepoPaths paths, Experiment experiment, MachineResults machine)
    {
        var sets = new ResultSets(paths);
        if (experiment.SeedTables is null || !sets.References().Contains(experiment.Seed.Set))
        {
            return null;
        }
        return Comparison.Of(sets.Reference(experiment.Seed.Set), ResultSets.FromSelected(experiment.Id, machine), experiment.Id);
    }

    /// <summary>
    /// The headlines of an experiment on the first machine its write-up shows; with <paramref name="includeQuick"/>
    /// (the console's `lab list`), on a machine that has only quick runs too.
    /// </summary>
    public IReadOnlyList<HeadlineValue> Headlines(Experiment experiment, bool includeQuick = false) =>
        _store.Select(experiment.Id, includeQuick).FirstOrDefault() is { } machine
            ? [.. experiment.Headlines.Select(h => HeadlineValue.Of(h, machine, experiment))]
            : [];

    /// <summary>
    /// Every headline that carries a label on any machine's results (<see cref="HeadlineValue.Labels"/>: the definition's
    /// own reason, a crossings difference, or a promise the row keeps less of), one line each with its reasons: what
    /// `./lab report --labels` prints, and what a reviewer reads to see which verdicts the labels withhold.
    /// </summary>
    public IReadOnlyList<string> LabelledHeadlines(Experiment experiment) =>
        [.. _store.Select(experiment.Id).SelectMany(machine => experiment.Headlines.Select(h => HeadlineValue.Of(h, machine, experiment))
            .Where(v => v.IsLabelled)
            .Select(v => $"{experiment.Id} on {machine.MachineId}: \"{v.Headline.Label}\": {string.Join("; ", v.Labels)}"))];

    /// <summary>
    /// The runs an experiment's headline tables draw on (on every machine its write-up shows) that were recorded with
    /// uncommitted changes, one line each: a headline's figures come from committed code only (tests/Lab/DirtyRunTests).
    /// </summary>
    public IReadOnlyList<string> DirtyHeadlineRuns(Experiment experiment) =>
        [.. _store.Select(experiment.Id).SelectMany(machine => machine.Classes
            .Where(c => experiment.HasHeadline(c.Type) && c.Run.Record.Dirty && !Provenance.OnlyReportOutputs(c.Run.Record.DirtyFiles))
            .Select(c => $"{experiment.Id} on {machine.MachineId}: class {c.Type} comes from run {c.Run.Name}, recorded with uncommitted changes ({c.Run.Record.DirtyFiles})"))];

    /// <summary>Headlines per experiment in the README index; the write-up lists them all.</summary>
    public const int IndexHeadlines = 2;

    /// <summary>The README's index table.</summary>
    public string IndexBlock()
    {
        var sb = new StringBuilder();
        sb.AppendLine("_Generated by `./lab report` from `results/`._");
        sb.AppendLine();
        sb.AppendLine("| Id | Question | Headline (ratio, its range over launches; machine, run) |");
        sb.AppendLine("|---|---|---|");
        foreach (var e in Catalog.All)
        {
            var link = $"[{e.Id}](src/Experiments/{e.Folder}/README.md)";
            var values = Headlines(e);
            string headline;
            if (values.Count == 0)
            {
                headline = $"not measured yet: `./lab run {e.Id}`";
            }
            else
            {
                var first = values[0];
                // a headline that compares unlike rows is labelled in the write-up and never stands in the index
                var shown = values.Where(v => !v.IsLabelled).ToList();
                var parts = shown.Take(IndexHeadlines).Select(v =>
                    $"{LabelOf(v)}: **{v.ValueText}** {v.Text[v.ValueText.Length..].Trim()}" +
                    $"{(v.Headline.TargetText is { } t ? $" (target {t}{(v.Met == false ? ", missed" : "")})" : "")}");
                headline = string.Join("; ", parts) + $"; {first.MachineId}, full run" +
                           (values.Count > parts.Count() ? "; more in the write-up" : "");
            }
            sb.AppendLine($"| {link} | {e.Question} | {headline} |");
        }
        return sb.ToString();
    }

    /// <summary>
    /// A headline's label as the tables print it: with the rows a "best of" picked, and "not like for like: why" on a
    /// headline whose definition says its rows do not do the same work.
    /// </summary>
    private static string LabelOf(HeadlineValue h) =>
        h.Headline.Label + (h.Picked is { } picked ? $" ({picked})" : "") +
        (h.IsLabelled ? $" — **not like for like**: {string.Join("; ", h.Labels)}" : "") +
        (h.PromiseNotes.Count > 0 ? $" — promises differ, not against the row: {string.Join("; ", h.PromiseNotes)}" : "") +
        (h.AcrossRuns.Count > 1 ? $" — **across runs** ({string.Join(", ", h.AcrossRuns.Select(n => $"`{n}`"))}): no verdict" : "");

    /// <summary>" (3 launches)" when the class's rows were measured in several processes.</summary>
    private static string LaunchesText(IEnumerable<ResultRow> rows) =>
        rows.Where(r => r.Success).Select(r => r.Launches.Count).DefaultIfEmpty(1).Max() is var n and > 1 ? $" ({n} launches)" : "";

    /// <summary>What the headline table's columns mean.</summary>
    public static readonly string HeadlineLegend =
        "Value: the ratio of the rows' means (above 1 = the row is faster than the one it is compared with), or ns per " +
        "operation; in brackets the lowest and highest value over every pairing of single launches of the rows (each " +
        "launch a new process), or \"1 launch\" where the rows were measured in one process and the spread is unknown. " +
        "A target is met only when the whole range meets it. Crossings/msg: the hops of a message that ran on another " +
        "thread than the hop before, counted by the benchmark after its timed iterations (a like-for-like headline " +
        $"compares rows whose counts differ by at most {Headline.CrossingsTolerance.ToString(Inv)}; the other side is always the fastest of its rows " +
        "(a \"best of\"'s alternatives, a peer's two GCs), and the row the fastest of its rows that crosses like it, in every cell; " +
        "where none does, the headline is labelled with the counts). Each row declares its promises (bounded or not, the order kept, " +
        "what a stop does to waiting messages, who placed its actors): where the row promises less than the other side, the " +
        "headline is labelled with the difference; where it promises more, the difference is noted. A labelled headline " +
        "(**not like for like**) gives no verdict. Work items/msg: " +
        "thread-pool work items per message. Distance to the floor: the row's time ÷ the time of the cheapest way to do " +
        "the same work on this machine, measured in the same run (in brackets its range over launches; a target on it is met " +
        "only when the farthest launch meets it; \"not measured\": the floor row has no result yet). A headline on a metric the " +
        "benchmark reports (a latency percentile) takes its range over the launches' figures; from one launch it has no range " +
        "and gives no verdict. A headline whose rows " +
        "come from different runs (a class re-run on its own, a peer measured only in an earlier run) says so and gives no " +
        "verdict: ratios are taken within one run.";

    /// <summary>
    /// The Met cell: "yes", "**no**", "—" (no target); a target met in one launch says so, and one whose floor row has no
    /// result yet says that instead of a verdict.
    /// </summary>
    private static string MetText(HeadlineValue h) => h.Met switch
    {
        true when h.Launches < 2 => "yes (1 launch)",
        true => "yes",
        false => "**no**",
        null when h.AcrossRuns.Count > 1 => "— (rows from different runs)",
        null when h.IsLabelled && h.Ratio is not null => "— (not like for like)",
        null when h.Headline.Measure == HeadlineMeasure.Metric && h.Ratio is not null && !h.HasRange => "— (one launch: no range)",
        null when h.FloorNotMeasured => "— (floor not measured yet)",
        null => "—",
    };

    /// <summary>A commit as the write-ups name it: its first seven characters.</summary>
    internal static string ShortCommit(string commit) => commit.Length >= 7 ? commit[..7] : commit;

    /// <summary>Replaces the text between two marker lines (markers kept).</summary>
    public static string ReplaceBetween(string text, string begin, string end, string content, string fileForErrors)
    {
        var start = text.IndexOf(begin, StringComparison.Ordinal);
        var stop = text.IndexOf(end, StringComparison.Ordinal);
        if (start < 0 || stop < start)
        {
            throw new LabUsageException($"{fileForErrors} has no '{begin}' … '{end}' markers to regenerate between");
        }
        var head = text[..(start + begin.Length)];
        var tail = text[stop..];
        // '\n' whatever the OS: the generated text is the same bytes on every machine
        return head + "\n" + content.ReplaceLineEndings("\n").TrimEnd() + "\n" + tail;
    }
}
