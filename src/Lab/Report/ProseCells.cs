using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;
using PerfBuf.Profiling;

namespace PerfBuf.Lab;

/// <summary>
/// Figures in a write-up's prose bound to the cell they quote: `./lab report` fills each from results/, so the prose
/// cannot drift from its tables.
/// </summary>
/// <remarks>
/// <para>
/// DESIGN. A figure is written between two HTML comments, which Markdown does not render, on one line:
/// <c>&lt;!-- cell [@machine] Type.Method [Params] measure --&gt;figure&lt;!-- /cell --&gt;</c>. The report replaces
/// the figure with the cell's text and nothing else. <c>Type.Method</c> names a row as the tables do; <c>Params</c> is
/// the table's Params text (<c>Capacity=1024</c>, <c>T=15&amp;Work=Sum</c>; omitted for a class without parameters);
/// <c>@machine</c> a machine id under results/ (omitted: the machine of the write-up's first results section). Rows
/// come from the runs the tables show (<see cref="ResultStore.Select"/>: full runs only), so a trace run's timings can
/// never be quoted.
/// </para>
/// <para>
/// Measures, formatted by the tables' own functions (<see cref="ResultTable.FormatNumber"/>,
/// <see cref="ResultTable.FormatRatio"/>); a time, size or ratio carries its unit, a count is the number alone:
/// <list type="bullet">
/// <item><c>ns</c> ns/op ("2.414 ns"), <c>stderr</c> its standard error, <c>mops</c> M op/s; for a table that prints
/// ms/op and a per-message column: <c>ms</c>, <c>stderr</c> (in ms) and <c>ns/msg</c> (or <c>ns/</c> its unit, e.g.
/// <c>ns/actor</c>).</item>
/// <item><c>overhead</c>, <c>ns/accepted</c>, <c>gbps</c>: the overhead, ns/accepted msg and GB/s columns.</item>
/// <item><c>alloc</c> Alloc B/op ("553 B"), <c>alloc/msg</c>, <c>gen0</c> (Gen0/1k op), <c>gen0/op</c> to
/// <c>gen2/op</c>.</item>
/// <item><c>metric:Id</c> a metric column (<c>metric:CompletedWorkItemCount</c>, <c>metric:CrossingsPerOp</c>);
/// <c>metric/msg:Id</c> the same divided by the messages per operation, as the headline table prints work items.</item>
/// <item><c>ratio:Type.Method [Params]</c> that row's mean ÷ this row's, as the vs-baseline column prints ratios
/// ("4.10×"); Params omitted: this row's.</item>
/// <item><c>seed:time</c>, <c>seed:ratio</c>, <c>seed:overhead</c>: this row's cells in the table beside the seed.</item>
/// <item><c>headline:"label"</c> (no row): the value of the definition's headline with that label — or the only one
/// whose label starts with it ("19.0×", "15.75 ns"); <c>range:"label"</c> its range over launches ("12.7–26.3×");
/// <c>low:"label"</c> and <c>high:"label"</c> the range's two ends ("12.7×", "26.3×");
/// <c>floor:"label"</c> its row's distance to the floor as the headline table prints it ("1.45× the floor (0.80–2.86×)").
/// A label, never a position: reordering the headlines cannot move a figure to another one's value.</item>
/// <item><c>disasm:Method</c> (a row without Params): the tightest straight pass — instructions once round a loop with no
/// call and no pause — of the one method whose name contains <c>Method</c> in the row's <c>./lab disasm</c> listing filed
/// for the machine (<c>results/&lt;machine&gt;/&lt;Exx&gt;/disasm/&lt;Type.Method&gt;/loops.md</c>): a count.</item>
/// <item><c>cpus:N</c>, <c>scaling:N</c>: the row in the machine's newest core-count sweep — its ns/op on N CPUs, and its
/// time on the sweep's fewest CPUs ÷ its time on N ("1.85×": faster with more CPUs above 1×).</item>
/// <item><c>fastest</c>, <c>slowest</c>: the row's fastest and slowest launch mean, in the unit of its time column
/// ("ns" or "ms"), for a sentence about how its launches differ (the launch means are in the run's -lab.json).</item>
/// <item><c>gc</c>, <c>job</c>, <c>launches</c>, <c>iterations</c>: what the row's run recorded of its setting — the GC
/// it ran under ("workstation", "server"; a peer's row: the faster of its two, as the tables show), its job ("Full"),
/// how many launches and measured iterations its figure is over — so a sentence about the setting is bound to the run
/// as a figure is.</item>
/// <item><c>trace:Column</c>, <c>trace/op:Column</c>: a count of the trace table the write-up shows, or its value per
/// operation, on the row its Benchmark column names (<c>SingleActorBenchmarks.ChannelActor_Work-Sum</c>), the column
/// header without spaces (<c>trace/op:WorkItems</c>). Its timing columns (ms) are refused.</item>
/// </list>
/// </para>
/// <para>
/// A comparison the prose makes between figures is bound too, by a comparison marker around its words:
/// <c>&lt;!-- compare LEFT OP RIGHT --&gt;words&lt;!-- /compare --&gt;</c>, which may span the lines of one paragraph
/// and hold cell markers. LEFT and RIGHT are cell specs as above (each with its own <c>@machine</c> if needed) or a
/// constant number; each cell must be one number (not a range, not <c>gc</c>), and two cells must print the same unit.
/// OP is what the words say:
/// <list type="bullet">
/// <item><c>&lt;</c>, <c>&lt;=</c>, <c>&gt;</c>, <c>&gt;=</c>: ahead, behind, faster, slower, more, fewer, exceeds, misses
/// ("A ns &lt; B ns": A is faster).</item>
/// <item><c>within T</c> / <c>within T%</c> [<c>of</c>]: the sides differ by at most T, or by at most T% of RIGHT — within,
/// agrees, about the same, level; <c>within stderr</c>: by at most the sum of the two rows' standard errors (both sides
/// a row's ns or ms); <c>outside …</c> says they differ by more.</item>
/// <item>RIGHT may carry a factor before it and a constant after it: <c>&gt;= 2× B</c> (at least twice B — twice, as
/// much as, N×), <c>within 10% of 0.5× B</c> (about half of B), <c>&gt; B + 0.5</c> (more than B by over half a
/// crossing).</item>
/// </list>
/// The report does not rewrite the words: it evaluates every comparison marker on the results and stops, naming the
/// write-up, the line, the marker and both sides' values, when one is false (<see cref="FalseComparisons"/>), so a re-run
/// that turns "ahead" into "behind" stops the report until the sentence says what the cells show. A sentence that holds
/// a cell marker and one of <see cref="ComparisonWords"/> outside every comparison marker is found by
/// <see cref="UnboundComparisons"/>, and the write-up tests fail on it: a comparison of figures is either bound or
/// rewritten without the comparison word.
/// </para>
/// <para>
/// A marker whose cell is not in results/, a malformed marker or an unknown measure stops the report with the
/// write-up's path, the line and the marker; the report never writes "n/a" into prose.
/// </para>
/// </remarks>
public sealed partial class ProseCells(ResultStore store, RepoPaths paths, Experiment experiment)
{
    private static readonly CultureInfo Inv = CultureInfo.InvariantCulture;

    /// <summary>The start of an opening marker.</summary>
    public const string Open = "<!-- cell ";

    /// <summary>The closing marker.</summary>
    public const string Close = "<!-- /cell -->";

    private IReadOnlyList<MachineResults>? _machines;
    private IReadOnlyList<MachineResults> Machines => _machines ??= store.Select(experiment.Id);

    /// <summary>A marker as written: its spec (between "cell" and "--&gt;"), the figure it holds, where it is.</summary>
    public sealed record Marker(string Spec, string Figure, int Index, int Length, int Line, int FigureIndex);

    /// <summary>Every marker of <paramref name="text"/>; a marker that does not close on its line is an error.</summary>
    public static IReadOnlyList<Marker> Markers(string text, string fileForErrors)
    {
        var markers = new List<Marker>();
        foreach (Match m in MarkerPattern().Matches(text))
        {
            markers.Add(new Marker(m.Groups["spec"].Value.Trim(), m.Groups["figure"].Value, m.Index, m.Length, LineOf(text, m.Index),
                m.Groups["figure"].Index));
        }
        var opens = OpenPattern().Matches(text).Select(m => m.Index).ToList();
        var closes = AllIndexes(text, Close).ToList();
        foreach (var open in opens.Where(o => !markers.Any(m => m.Index == o)))
        {
            throw new LabUsageException($"{fileForErrors}, line {LineOf(text, open)}: a '{Open.Trim()} … -->' marker without its " +
                                        $"'{Close}' on the same line");
        }
        foreach (var close in closes.Where(c => !markers.Any(m => m.Index + m.Length == c + Close.Length)))
        {
            throw new LabUsageException($"{fileForErrors}, line {LineOf(text, close)}: a '{Close}' without its opening marker");
        }
        return markers;
    }

    /// <summary>
    /// <paramref name="text"/> with every marker's figure replaced by its cell's text; throws when a cell is missing or a
    /// comparison marker is false on the results (<see cref="FalseComparisons"/>: every one, with both values).
    /// </summary>
    public string Fill(string text, string fileForErrors)
    {
        var markers = Markers(text, fileForErrors);
        if (FalseComparisons(text, fileForErrors) is { Count: > 0 } wrong)
        {
            throw new LabUsageException(string.Join("\n", wrong));
        }
        if (markers.Count == 0)
        {
            return text;
        }
        var sb = new StringBuilder(text.Length);
        var at = 0;
        foreach (var m in markers)
        {
            string value;
            try
            {
                value = Text(m.Spec);
            }
            catch (CellException e)
            {
                throw new LabUsageException($"{fileForErrors}, line {m.Line}: cell '{m.Spec}': {e.Message}");
            }
            sb.Append(text, at, m.FigureIndex - at).Append(value);
            at = m.FigureIndex + m.Figure.Length;
        }
        return sb.Append(text, at, text.Length - at).ToString();
    }

    /// <summary>Why a marker cannot be filled (the caller adds the file and line).</summary>
    private sealed class CellException(string message) : Exception(message);

    /// <summary>The text of the cell a marker's spec names.</summary>
    public string Text(string spec) => Cell(spec).Text;

    /// <summary>
    /// A cell as the prose quotes it: its text, and the number it prints, unrounded (null for a cell that is a word, a
    /// run's GC, or a range): what a comparison marker compares.
    /// </summary>
    public readonly record struct CellValue(string Text, double? Value);

    /// <summary>The cell a marker's spec names: its text and its number.</summary>
    public CellValue Cell(string spec)
    {
        var tokens = spec.Split(' ', StringSplitOptions.RemoveEmptyEntries).ToList();
        var machine = Machine(tokens.Count > 0 && tokens[0].StartsWith('@') ? tokens[0][1..] : null);
        if (tokens.Count > 0 && tokens[0].StartsWith('@'))
        {
            tokens.RemoveAt(0);
        }
        if (HeadlinePattern().Match(string.Join(' ', tokens)) is { Success: true } h)
        {
            return HeadlineCell(machine, h.Groups["what"].Value, h.Groups["label"].Value);
        }
        if (tokens.Count < 2)
        {
            throw new CellException("expected '[@machine] Type.Method [Params] measure' or 'headline:\"label\"' / 'range:\"label\"' / 'low:\"label\"' / 'high:\"label\"' / 'floor:\"label\"'");
        }
        var row = tokens[0];
        var i = 1;
        var parameters = tokens[i].Contains('=', StringComparison.Ordinal) ? tokens[i++] : "";
        if (i >= tokens.Count)
        {
            throw new CellException("no measure");
        }
        var measure = tokens[i++];
        var rest = tokens.Skip(i).ToList();
        if (measure.StartsWith("trace:", StringComparison.Ordinal) || measure.StartsWith("trace/op:", StringComparison.Ordinal))
        {
            Expect(rest.Count == 0 && parameters.Length == 0, "a trace cell names the trace table's Benchmark and a column, nothing else");
            return Trace(machine, row, measure);
        }
        if (measure.StartsWith("disasm:", StringComparison.Ordinal))
        {
            Expect(rest.Count == 0 && parameters.Length == 0, "a disasm cell names the row (Type.Method, no Params) and a method, nothing else");
            return DisasmCell(machine, row, measure["disasm:".Length..]);
        }
        if (measure.StartsWith("cpus:", StringComparison.Ordinal) || measure.StartsWith("scaling:", StringComparison.Ordinal))
        {
            Expect(rest.Count == 0, $"unexpected '{string.Join(' ', rest)}' after the measure");
            return SweepCell(machine, KeyOf(row, parameters), measure);
        }
        var found = Row(machine, row, parameters);
        if (measure.StartsWith("ratio:", StringComparison.Ordinal))
        {
            Expect(rest.Count <= 1 && rest.All(r => r.Contains('=', StringComparison.Ordinal)), "ratio:Type.Method takes at most one Params");
            var other = Row(machine, measure["ratio:".Length..], rest.Count == 1 ? rest[0] : parameters);
            return Ratio(other.Row.MeanNs!.Value / found.Row.MeanNs!.Value);
        }
        Expect(rest.Count == 0, $"unexpected '{string.Join(' ', rest)}' after the measure");
        return Measure(machine, found.Row, found.Run, measure);
    }

    private static void Expect(bool condition, string message)
    {
        if (!condition)
        {
            throw new CellException(message);
        }
    }

    private MachineResults Machine(string? id)
    {
        if (Machines.Count == 0)
        {
            throw new CellException($"results/ holds no full run of {experiment.Id}");
        }
        if (id is null)
        {
            return Machines[0];
        }
        return Machines.FirstOrDefault(m => m.MachineId == id)
               ?? throw new CellException($"no full run of {experiment.Id} on machine '{id}' (machines: {string.Join(", ", Machines.Select(m => m.MachineId))})");
    }

    /// <summary>The row the tables show for <c>Type.Method</c> with <paramref name="parameters"/>.</summary>
    private (ResultRow Row, StoredRun Run) Row(MachineResults machine, string typeMethod, string parameters)
    {
        var key = KeyOf(typeMethod, parameters);
        if (machine.Find(key) is { } found && found.Row.MeanNs is not null)
        {
            return found;
        }
        var trace = store.Runs(experiment.Id).LastOrDefault(r => r.Record.Trace && r.Record.Machine.Id == machine.MachineId && r.Find(key) is not null);
        throw new CellException(trace is not null
            ? $"{key} is measured only in trace run {trace.Name} on {machine.MachineId}: the timings of a trace run are not results"
            : $"{key} is not in the results the write-up shows for {machine.MachineId}");
    }

    private static RowKey KeyOf(string typeMethod, string parameters)
    {
        var dot = typeMethod.IndexOf('.', StringComparison.Ordinal);
        Expect(dot > 0 && dot < typeMethod.Length - 1, $"'{typeMethod}' is not Type.Method");
        var key = new RowKey(typeMethod[..dot], typeMethod[(dot + 1)..], parameters);
        Expect(!Headline.IsBestOf(key), "a cell names one row, not a pattern");
        return key;
    }

    /// <summary>
    /// A cell of the sweep section (the machine's newest core-count sweep): <c>cpus:N</c> the row's ns/op on N CPUs (a
    /// peer's faster GC, as the charts draw it), <c>scaling:N</c> its time on the sweep's fewest CPUs ÷ its time on N.
    /// </summary>
    private CellValue SweepCell(MachineResults machine, RowKey key, string measure)
    {
        var sweep = store.Sweeps(experiment.Id).FirstOrDefault(s => s.MachineId == machine.MachineId)
                    ?? throw new CellException($"results/ holds no full core-count sweep of {experiment.Id} on {machine.MachineId}");
        var colon = measure.IndexOf(':', StringComparison.Ordinal);
        Expect(int.TryParse(measure.AsSpan(colon + 1), NumberStyles.None, Inv, out var cpus) && sweep.CpuCounts.Contains(cpus),
            $"'{measure}': the sweep {sweep.Stamp} ran at {string.Join(", ", sweep.CpuCounts)} CPUs");
        var row = SweepTable.Find(sweep, key, cpus) ?? throw new CellException($"{key} is not in the sweep's run on {cpus} CPUs");
        if (measure.StartsWith("cpus:", StringComparison.Ordinal))
        {
            return Number(row.MeanNs!.Value, " ns");
        }
        Expect(cpus != sweep.CpuCounts[0], $"scaling is against the sweep's fewest CPUs ({sweep.CpuCounts[0]}): name a larger count");
        var first = SweepTable.Find(sweep, key, sweep.CpuCounts[0]) ?? throw new CellException($"{key} is not in the sweep's run on {sweep.CpuCounts[0]} CPUs");
        return Ratio(first.MeanNs!.Value / row.MeanNs!.Value);
    }

    /// <summary>
    /// <c>disasm:Method</c>: the tightest straight pass (instructions once round a loop without a call or a pause) of the
    /// one listed method whose name contains <paramref name="method"/>, in the row's <c>./lab disasm</c> listing filed
    /// under results/ for the machine.
    /// </summary>
    private CellValue DisasmCell(MachineResults machine, string row, string method)
    {
        Expect(method.Length > 0, "disasm: names a method (a part of its name, e.g. disasm:ConsumeRun)");
        var file = Path.Combine(DisasmTable.RowFolder(store.Root, machine.MachineId, experiment.Id, row), DisasmTable.LoopsFile);
        Expect(File.Exists(file), $"no listing of {row} on {machine.MachineId} (./lab disasm {experiment.Id} {row} files it)");
        var matches = DisasmTable.Read(file).Where(t => t.Method.Contains(method, StringComparison.Ordinal)).ToList();
        Expect(matches.Count == 1, matches.Count == 0
            ? $"no method of {row}'s listing with a straight loop has '{method}' in its name"
            : $"'{method}' names {matches.Count} methods of {row}'s listing: {string.Join(", ", matches.Select(m => m.Method))}");
        return new CellValue(matches[0].Pass.ToString(Inv), matches[0].Pass);
    }

    private static CellValue Number(double value, string unit = "") => new(ResultTable.FormatNumber(value) + unit, value);

    private static CellValue Ratio(double value) => new(ResultTable.FormatRatio(value), value);

    private CellValue Measure(MachineResults machine, ResultRow row, StoredRun run, string measure)
    {
        var mean = row.MeanNs!.Value;
        var shape = experiment.ShapeOf(row.Type);
        var perMessage = shape?.MessagesPerOp;
        var rows = run.Rows.Where(r => r.Type == row.Type).ToList();
        var unit = shape?.MessageUnit ?? "msg";
        switch (measure)
        {
            case "ns":
                Expect(perMessage is null, "this table prints ms/op and ns per message: use ms or ns/" + unit);
                return Number(mean, " ns");
            case "stderr":
                return row.StdErrNs is not { } se ? throw new CellException("no standard error recorded")
                    : perMessage is null ? Number(se, " ns") : Number(se / 1e6, " ms");
            case "mops":
                Expect(perMessage is null, "this table prints no M op/s column");
                return Number(1e3 / mean, " M op/s");
            case "ms":
                Expect(perMessage is not null, "this table prints ns/op: use ns");
                return Number(mean / 1e6, " ms");
            case "ns/msg":
            case var m when m == "ns/" + unit:
                Expect(perMessage is not null, "this table prints no per-message column: use ns");
                return Number(mean / perMessage!(row), " ns");
            case "overhead":
                Expect(shape?.OverheadOf is not null, "this table has no overhead column");
                return ResultTable.Overhead(row, rows, shape!.OverheadOf!, perMessage) is { } o
                    ? Number(o, " ns")
                    : throw new CellException($"no {shape.OverheadOf} row with {row.Parameters} to subtract");
            case "ns/accepted":
                Expect(shape?.AcceptedShare is not null, "this table has no ns/accepted msg column");
                return Number(mean / ((perMessage?.Invoke(row) ?? 1) * shape!.AcceptedShare!(row)), " ns");
            case "gbps":
                Expect(shape?.BytesPerMessage is not null, "this table has no GB/s column");
                return Number(shape!.BytesPerMessage!(row) / (perMessage is null ? mean : mean / perMessage(row)), " GB/s");
            case "alloc":
                return row.AllocatedBytesPerOp is { } bytes ? new CellValue(bytes.ToString(Inv) + " B", bytes) : throw new CellException("allocation not measured");
            case "alloc/msg":
                Expect(perMessage is not null && shape!.ShowAllocPerMessage, $"this table has no Alloc B/{unit} column");
                return row.AllocatedBytesPerOp is { } b ? Number(b / perMessage!(row), " B") : throw new CellException("allocation not measured");
            case "gen0":
                Expect(shape?.ShowGcs == true, "this table has no Gen0/1k op column");
                return row.Gen0Per1kOps is { } gen0 ? Number(gen0) : throw new CellException("gen-0 collections not measured");
            case "gen0/op":
            case "gen1/op":
            case "gen2/op":
                Expect(shape?.ShowGcsPerOp == true, $"this table has no Gen{measure[3]}/op column");
                return row.Metrics.TryGetValue($"Gen{measure[3]}Collects", out var per1k)
                    ? Number(per1k / 1000)
                    : throw new CellException($"gen-{measure[3]} collections not measured");
            case "seed:time":
            case "seed:ratio":
            case "seed:overhead":
                return Seed(machine, row, measure);
            case "gc":
                return new CellValue(ResultTable.GcText(row.Gc), null);
            case "job":
                return new CellValue(row.Job.Length > 0 ? row.Job : run.Record.Job, null);
            case "fastest":
            case "slowest":
                var launch = measure == "fastest" ? row.Launches.Min() : row.Launches.Max();
                return perMessage is null ? Number(launch, " ns") : Number(launch / 1e6, " ms");
            case "launches":
                return new CellValue(row.Launches.Count.ToString(Inv), row.Launches.Count);
            case "iterations":
                return row.Iterations is { } n ? new CellValue(n.ToString(Inv), n) : throw new CellException("iteration count not recorded");
        }
        if (measure.StartsWith("metric:", StringComparison.Ordinal) || measure.StartsWith("metric/msg:", StringComparison.Ordinal))
        {
            var id = MetricIds.Canonical(measure[(measure.IndexOf(':', StringComparison.Ordinal) + 1)..]);
            Expect(ResultTable.MetricsOf(rows).Any(m => m.Id == id), $"this table has no column for metric {id}");
            if (!row.Metrics.TryGetValue(id, out var value))
            {
                throw new CellException($"metric {id} not measured for this row");
            }
            return measure.StartsWith("metric/msg:", StringComparison.Ordinal)
                ? Number(value / (perMessage?.Invoke(row) ?? 1))
                : Number(value);
        }
        throw new CellException($"unknown measure '{measure}' (ns, stderr, mops, ms, ns/msg, overhead, ns/accepted, gbps, alloc, alloc/msg, gen0, gen0/op, gen1/op, gen2/op, " +
                                "metric:Id, metric/msg:Id, ratio:Type.Method [Params], seed:time|ratio|overhead, cpus:N, scaling:N, fastest, slowest, gc, job, launches, iterations, trace:Column, trace/op:Column)");
    }

    private CellValue HeadlineCell(MachineResults machine, string what, string label)
    {
        // the headline whose label is the marker's text, else the one label that starts with it (a label may hold a
        // '>' that a marker cannot): never a position, so reordering a definition's headlines cannot move a figure
        var exact = experiment.Headlines.Where(x => x.Label == label).ToList();
        var matches = exact.Count > 0 ? exact : [.. experiment.Headlines.Where(x => x.Label.StartsWith(label, StringComparison.Ordinal))];
        Expect(matches.Count == 1, matches.Count == 0
            ? $"{experiment.Id} has no headline labelled \"{label}\""
            : $"\"{label}\" starts {matches.Count} of {experiment.Id}'s headline labels; quote more of the one meant");
        var value = HeadlineValue.Of(matches[0], machine, experiment);
        Expect(value.Ratio is not null, $"headline \"{label}\" has no value on {machine.MachineId}");
        if (what == "headline")
        {
            return new CellValue(value.ValueText, value.Ratio);
        }
        if (what == "floor")
        {
            Expect(value.FloorDistance is not null, matches[0].Floor is null
                ? $"headline \"{label}\" names no floor row"
                : $"headline \"{label}\" has no distance to the floor on {machine.MachineId} (its floor row has no result)");
            return new CellValue(value.FloorText, value.FloorDistance);
        }
        if (value.RangeText is { } range && what is "low" or "high")
        {
            // each end as the range prints it, with the unit its high end carries ("12.7×", "15.75 ns")
            var ends = range.Split('–');
            var unit = ends[1][NumberPrefix().Match(ends[1]).Length..];
            return what == "low" ? new CellValue(ends[0] + unit, value.Low) : new CellValue(ends[1], value.High);
        }
        return value.RangeText is { } text ? new CellValue(text, null) : throw new CellException($"headline \"{label}\" has no range on {machine.MachineId} (one launch)");
    }

    /// <summary>A cell of the table beside the seed, through the same comparison the report prints.</summary>
    private CellValue Seed(MachineResults machine, ResultRow row, string measure)
    {
        var comparison = Report.SeedComparison(paths, experiment, machine)
                         ?? throw new CellException($"{experiment.Id} has no table beside the seed on {machine.MachineId}");
        var matched = comparison.Matched.FirstOrDefault(m => m.Key == row.Key)
                      ?? throw new CellException($"{row.Key} has no row in the table beside the seed");
        var perMessage = experiment.ShapeOf(row.Type)?.MessagesPerOp is null;
        switch (measure)
        {
            case "seed:time":
                return perMessage ? Number(matched.A.MeanNs, " ns") : Number(matched.A.MeanNs / 1e6, " ms");
            case "seed:ratio":
                return Ratio(matched.TimeRatio);
            default:
                var overheadOf = perMessage ? experiment.ShapeOf(row.Type)?.OverheadOf : null;
                var reference = overheadOf is null ? null
                    : comparison.Matched.FirstOrDefault(m => m.Key.Type == row.Type && m.Key.Method == overheadOf && m.Key.Parameters == row.Parameters);
                return reference is null
                    ? throw new CellException("the table beside the seed has no overhead for this row")
                    : Number(matched.A.MeanNs - reference.A.MeanNs, " ns");
        }
    }

    /// <summary>A count (or its per-operation value) of the trace table the write-up shows for the machine.</summary>
    private CellValue Trace(MachineResults machine, string benchmark, string measure)
    {
        var perOp = measure.StartsWith("trace/op:", StringComparison.Ordinal);
        var column = measure[(measure.IndexOf(':', StringComparison.Ordinal) + 1)..];
        var trace = store.NewestTrace(experiment.Id, machine.MachineId)
                    ?? throw new CellException($"the write-up shows no trace run of {experiment.Id} on {machine.MachineId}");
        var lines = File.ReadAllLines(Path.Combine(trace.Directory, ResultStore.TraceSummaryFile))
            .SkipWhile(l => !l.StartsWith('|')).TakeWhile(l => l.StartsWith('|')).ToList();
        static string[] Cells(string line) => [.. line.Trim().Trim('|').Split('|').Select(c => c.Trim())];
        var header = Cells(lines[0]);
        var index = Array.FindIndex(header, h => string.Equals(h.Replace(" ", "", StringComparison.Ordinal), column, StringComparison.OrdinalIgnoreCase));
        Expect(index > 0, $"trace table has no column '{column}' (columns: {string.Join(", ", header.Skip(1).Select(h => h.Replace(" ", "", StringComparison.Ordinal)))})");
        Expect(!header[index].EndsWith(" ms", StringComparison.Ordinal),
            $"'{header[index]}' is a timing of trace run {trace.Name}: the timings of a trace run are not results");
        var row = lines.Skip(2).Select(Cells).FirstOrDefault(c => c[0] == benchmark)
                  ?? throw new CellException($"trace run {trace.Name} has no row '{benchmark}'");
        var cell = row[index];
        var bracket = cell.IndexOf(" (", StringComparison.Ordinal);
        if (!perOp)
        {
            return Count(bracket < 0 ? cell : cell[..bracket]);
        }
        Expect(bracket >= 0 && cell.EndsWith("/op)", StringComparison.Ordinal), $"'{header[index]}' has no per-operation value");
        return Count(cell[(bracket + 2)..^"/op)".Length]);
    }

    /// <summary>A count as the trace table prints it ("1 328", "0.043"), with its number.</summary>
    private static CellValue Count(string text) =>
        new(text, double.TryParse(text.Replace(" ", "", StringComparison.Ordinal).Replace(",", "", StringComparison.Ordinal),
            NumberStyles.Float, Inv, out var value) ? value : null);

    private static int LineOf(string text, int index) => text.AsSpan(0, index).Count('\n') + 1;

    private static IEnumerable<int> AllIndexes(string text, string value)
    {
        for (var i = text.IndexOf(value, StringComparison.Ordinal); i >= 0; i = text.IndexOf(value, i + value.Length, StringComparison.Ordinal))
        {
            yield return i;
        }
    }

    [GeneratedRegex(@"<!-- cell (?<spec>[^\n>]*?) -->(?<figure>[^\n]*?)<!-- /cell -->")]
    private static partial Regex MarkerPattern();

    [GeneratedRegex(@"<!-- cell ")]
    private static partial Regex OpenPattern();

    [GeneratedRegex(@"^[\d.,]+")]
    private static partial Regex NumberPrefix();

    [GeneratedRegex(@"^(?<what>headline|range|floor|low|high):""(?<label>[^""]+)""$")]
    private static partial Regex HeadlinePattern();
}
