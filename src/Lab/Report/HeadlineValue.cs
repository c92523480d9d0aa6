using System.Globalization;
using PerfBuf.Profiling;

namespace PerfBuf.Lab;

/// <summary>
/// A headline evaluated on one machine's results: a ratio, or (absolute headlines) ns per operation, with its range
/// over the launches of the run (docs/DESIGN.md §3, "ratios carry their spread").
/// </summary>
/// <param name="Ratio">The value from the rows' means (all launches together).</param>
/// <param name="Low">The lowest value over every pairing of the rows' launches (the means of single launches).</param>
/// <param name="High">The highest value over the same pairings.</param>
/// <param name="Launches">The fewest launches any row of the headline had (1 for results recorded without them).</param>
/// <param name="RowMethod">The row's method as measured (for a "best of", the one the results picked).</param>
/// <param name="BaselineMethod">The baseline's method as measured, likewise.</param>
/// <param name="WorkItems">Thread-pool work items per message (or per operation) of the row and of its baseline, where measured.</param>
public sealed record HeadlineValue(
    Headline Headline,
    double? Ratio,
    string MachineId,
    bool Full,
    double? Low = null,
    double? High = null,
    int Launches = 1,
    string? RowMethod = null,
    string? BaselineMethod = null,
    (double? Row, double? Baseline) WorkItems = default)
{
    private static readonly CultureInfo Inv = CultureInfo.InvariantCulture;

    /// <summary>
    /// The part of the target the ratio itself carries, over the whole range: at least <see cref="Headline.MinRatio"/> (at
    /// most <see cref="Headline.MaxNs"/> for an absolute headline); null where the target sets none. <see cref="Met"/>
    /// adds the other parts (floor distance, bytes, work items) and the cases that give no verdict.
    /// </summary>
    public bool? RatioTargetMet => Headline.IsAbsolute
        ? (Headline.MaxNs is { } max ? (High ?? Ratio) <= max : null)
        : Headline.MinRatio is { } min ? (Low ?? Ratio) >= min : null;

    /// <summary>
    /// Whether the target is met: only when the whole range meets it (a ratio's lowest, an absolute headline's highest,
    /// the distance to the floor's farthest) and every part of it holds (ratio, bytes, work items, floor distance). A
    /// ratio met while the floor row of a <see cref="Headline.MaxFloorDistance"/> target has no result yet is undecided
    /// (null): neither shown met nor missed.
    /// </summary>
    public bool? Met
    {
        get
        {
            if (Ratio is null || AcrossRuns.Count > 1 || IsLabelled)
            {
                return null; // a ratio across runs is no measurement, a labelled one compares unlike rows: no verdict
            }
            if (Headline.Measure == HeadlineMeasure.Metric && !HasRange)
            {
                return null; // a metric from one launch has no range: no verdict
            }
            if ((Headline.MaxBytes is { } maxBytes && !(RowAllocatedBytes <= maxBytes))
                || (Headline.MaxWorkItemsShare is not null && WorkItemsWithinShare != true)
                || FloorWithinTarget == false)
            {
                return false;
            }
            var ratioMet = RatioTargetMet;
            if (ratioMet == false)
            {
                return false;
            }
            if (Headline.MaxFloorDistance is not null)
            {
                return FloorWithinTarget;
            }
            return ratioMet ?? (Headline.MaxBytes is not null || Headline.MaxWorkItemsShare is not null ? true : null);
        }
    }

    /// <summary>
    /// Why the headline's rows do not do the same work, each reason a sentence: the definition's own
    /// (<see cref="Headline.NotLikeForLike"/>), then the ones generated from the results and the rows' declarations —
    /// crossings per message that differ by more than <see cref="Headline.CrossingsTolerance"/> (per cell, with the
    /// counts), and each way the row promises less than the row it is compared with (<see cref="Promises.Compare"/>).
    /// Empty: a like-for-like headline. A labelled headline gives no verdict and never stands in the README index.
    /// </summary>
    public IReadOnlyList<string> Labels =>
        [.. new[] { Headline.NotLikeForLike }.OfType<string>(), .. CrossingsDiffer, .. Weaker];

    /// <summary>True when the headline carries a label (<see cref="Labels"/>): it gives no verdict.</summary>
    public bool IsLabelled => Labels.Count > 0;

    /// <summary>
    /// The measured crossings difference, generated per cell from the counts ("crossings per message 1.000 against
    /// 0.1000"; an every-cell headline names each cell where they differ); empty where they agree or were not measured.
    /// </summary>
    public IReadOnlyList<string> CrossingsDiffer { get; init; } = [];

    /// <summary>Each way the row promises less than the row it is compared with, from their declarations (per cell where they vary).</summary>
    public IReadOnlyList<string> Weaker { get; init; } = [];

    /// <summary>Each other difference in the rows' promises (the row promises more, or neither is stronger), and a
    /// crossings difference the rows' schedulers decided (<see cref="Headline.CrossingsByScheduler"/>): shown, the
    /// verdict kept.</summary>
    public IReadOnlyList<string> PromiseNotes { get; init; } = [];

    /// <summary>
    /// Whether the distance to the floor is at most <see cref="Headline.MaxFloorDistance"/> over the whole range (its
    /// farthest pairing of single launches; in an every-cell headline, in every cell); null without that target or
    /// where the floor (or the row) was not measured.
    /// </summary>
    public bool? FloorWithinTarget => Headline.MaxFloorDistance is { } maxFloor && (FloorDistanceHigh ?? FloorDistance) is { } farthest
        ? farthest <= maxFloor
        : null;

    /// <summary>True when the headline has a floor-distance target and a ratio, but its floor row has no result yet.</summary>
    public bool FloorNotMeasured => Headline.MaxFloorDistance is not null && Ratio is not null && FloorDistance is null;

    /// <summary>
    /// Whether the row's work items per message are at most <see cref="Headline.MaxWorkItemsShare"/> times the baseline's
    /// (in an every-cell headline: in every cell); null without that target, false where either side was not measured.
    /// </summary>
    public bool? WorkItemsWithinShare { get; init; }

    /// <summary>Thread crossings per message (or per operation) of the row and of its baseline, where measured.</summary>
    public (double? Row, double? Baseline) Crossings { get; init; }

    /// <summary>
    /// Whether row and baseline cross threads alike (their crossings per message within
    /// <see cref="Headline.CrossingsTolerance"/>; in an every-cell headline, in every cell): null where a side was not
    /// measured (results recorded before the count existed), false when they differ.
    /// </summary>
    public bool? LikeForLike { get; init; }

    /// <summary>
    /// The row's distance to the headline's floor row (row mean ÷ floor mean: 1.3 = 30 % above the cheapest way to do
    /// the work here; in an every-cell headline, the farthest cell's); null without a floor or where it was not measured.
    /// </summary>
    public double? FloorDistance { get; init; }

    /// <summary>
    /// The runs the headline's rows come from, where they are more than one (empty otherwise): a class re-run on its
    /// own, or a peer measured only in an earlier run, leaves its rows in another run than the rest. Ratios are taken
    /// within one run, so such a headline shows its value and gives no verdict.
    /// </summary>
    public IReadOnlyList<string> AcrossRuns { get; init; } = [];

    /// <summary>
    /// The nearest and farthest distance to the floor over every pairing of single launches of the row and the floor
    /// (the row's fastest ÷ the floor's slowest, the row's slowest ÷ the floor's fastest; in an every-cell headline, the
    /// extremes over the cells); null where <see cref="FloorDistance"/> is.
    /// </summary>
    public double? FloorDistanceLow { get; init; }

    /// <inheritdoc cref="FloorDistanceLow"/>
    public double? FloorDistanceHigh { get; init; }

    /// <summary>Crossings per message of row and baseline ("1.000 / 1.000"), "—" where neither was measured.</summary>
    public string CrossingsText => Crossings.Row is null && Crossings.Baseline is null ? "—"
        : Headline.IsAbsolute ? FormatCount(Crossings.Row)
        : $"{FormatCount(Crossings.Row)} / {FormatCount(Crossings.Baseline)}";

    /// <summary>
    /// The distance to the floor as the tables print it: "1.42× the floor", with its range over launches where the rows
    /// had several ("1.42× the floor (1.30–1.55×)"); "not measured" where the headline names a floor row without a
    /// result yet; "—" without a floor.
    /// </summary>
    public string FloorText => FloorDistance is { } d
        ? $"{ResultTable.FormatRatio(d)} the floor" + (Launches >= 2 && FloorDistanceLow is { } low && FloorDistanceHigh is { } high
            ? $" ({ResultTable.FormatRatio(low).TrimEnd('×')}–{ResultTable.FormatRatio(high)})"
            : "")
        : Headline.Floor is not null && Ratio is not null ? "not measured" : "—";

    /// <summary>The row's managed allocation per operation, where measured.</summary>
    public long? RowAllocatedBytes { get; init; }

    /// <summary>The value alone as the tables print it: "12.3×" or "2.41 ns".</summary>
    public string ValueText => Format(Ratio);

    /// <summary>
    /// The value with its spread, as the tables print it: "9.80× (9.10–18.1×, 3 launches)", "2.41 ns (2.38–2.52 ns,
    /// 3 launches)", or "12.3× (1 launch)" when the rows were measured in one process; an allocation headline, which has
    /// no spread, "4.20× (bytes per operation)".
    /// </summary>
    public string Text => Ratio is null ? Format(null)
        : Headline.Measure == HeadlineMeasure.Allocation ? $"{Format(Ratio)} (bytes per operation)"
        : Headline.Measure == HeadlineMeasure.Metric && RangeText is { } metricRange ? $"{Format(Ratio)} ({metricRange}, {Launches} launches, {Headline.MetricId})"
        : Headline.Measure == HeadlineMeasure.Metric ? $"{Format(Ratio)} ({Headline.MetricId}, one launch: no range)"
        : RangeText is { } range
            ? $"{Format(Ratio)} ({range}, {Launches} launches)"
            : $"{Format(Ratio)} (1 launch)";

    /// <summary>
    /// Whether the value has a range over launches (<see cref="Low"/> … <see cref="High"/>): a time or metric headline whose
    /// rows ran (and, for a metric, reported) in two launches or more; bytes are one figure per row.
    /// </summary>
    public bool HasRange => Ratio is not null && Headline.Measure != HeadlineMeasure.Allocation && Launches >= 2 && Low is not null && High is not null;

    /// <summary>The range over launches as <see cref="Text"/> prints it ("9.10–18.1×"); null with one launch or no value.</summary>
    public string? RangeText => HasRange ? $"{Bare(Low!.Value)}–{Format(High!.Value)}" : null;

    /// <summary>The GC the row and the baseline ran under (a peer's row: the faster of its two).</summary>
    public (GcKind Row, GcKind Baseline) Gc { get; init; }

    /// <summary>
    /// Which rows a "best of" picked and which ran under server GC, e.g. "best: DisruptorBatchBusySpin" or "best:
    /// RuntimeOnAffinePool vs ProtoActorNoChildren under server GC"; null when the headline names fixed rows under
    /// workstation GC.
    /// </summary>
    public string? Picked
    {
        get
        {
            var picks = new List<string>();
            if (Pick(Headline.Row, RowMethod, Gc.Row) is { } row)
            {
                picks.Add(row);
            }
            if (Headline.Baseline is { } b && Pick(b, BaselineMethod, Gc.Baseline) is { } baseline)
            {
                picks.Add(baseline);
            }
            return picks.Count == 0 ? null : "best: " + string.Join(" vs ", picks);
        }
    }

    private static string? Pick(RowKey key, string? method, GcKind gc) =>
        method is null || (!Headline.IsBestOf(key) && gc == GcKind.Workstation) ? null
        : method + (gc == GcKind.Server ? " under server GC" : "");

    /// <summary>Work items per message of row and baseline ("2.000 / 2.000"), "—" where not measured.</summary>
    public string WorkItemsText => WorkItems.Row is null && WorkItems.Baseline is null ? "—"
        : Headline.IsAbsolute ? FormatCount(WorkItems.Row)
        : $"{FormatCount(WorkItems.Row)} / {FormatCount(WorkItems.Baseline)}";

    private static string FormatCount(double? v) => v is { } x ? ResultTable.FormatNumber(x) : "n/a";

    /// <summary>The number alone, as <see cref="Format"/> prints it without its unit (the low end of a range).</summary>
    private string Bare(double value) => Headline.IsAbsolute ? ResultTable.FormatNumber(value) : ResultTable.FormatRatio(value).TrimEnd('×');

    private string Format(double? value) => Headline.IsAbsolute
        ? (value is { } ns ? ResultTable.FormatNumber(ns) + " ns" : "n/a")
        : ResultTable.FormatRatio(value);

    /// <summary>A headline on one machine, from the rows its write-up shows.</summary>
    public static HeadlineValue Of(Headline headline, MachineResults machine, Experiment? experiment = null)
    {
        if (headline.Row.Parameters == Headline.EveryCell && headline.Baseline is not null)
        {
            return WorstCell(headline, machine, experiment);
        }
        var baseline = headline.Baseline is { } b ? machine.Find(b, headline.Measure, headline.MetricId) : null;
        var row = machine.Find(headline.Row, headline.Measure, headline.MetricId);
        if (row is { } r && baseline is { } bl && headline.Measure == HeadlineMeasure.Time)
        {
            var (alike, alikeBaseline) = PickAlike(headline, Candidates(r.Run, headline.Row), Candidates(bl.Run, headline.Baseline!), experiment);
            row = (alike ?? r.Row, r.Run);
            baseline = (alikeBaseline ?? bl.Row, bl.Run);
        }
        var minus = headline.Minus is { } m ? machine.Find(m) : null;
        var floor = headline.Floor is { } f ? machine.Find(f, headline.Measure, headline.MetricId) : null;
        var value = Evaluate(headline, row?.Row, baseline?.Row, minus?.Row, experiment, floor?.Row);
        var runs = new[] { row?.Run, baseline?.Run, minus?.Run, floor?.Run }.OfType<StoredRun>().Select(r => r.Name)
            .Distinct(StringComparer.Ordinal).Order(StringComparer.Ordinal).ToList();
        return value with { MachineId = machine.MachineId, Full = row?.Run.Record.IsFull ?? false, AcrossRuns = runs.Count > 1 ? runs : [] };
    }

    /// <summary>The headline over concrete rows (null where a row was not measured).</summary>
    private static HeadlineValue Evaluate(Headline headline, ResultRow? row, ResultRow? baseline, ResultRow? minus, Experiment? experiment,
        ResultRow? floor = null)
    {
        var empty = new HeadlineValue(headline, null, "", false, RowMethod: row?.Method, BaselineMethod: baseline?.Method);
        if (headline.Measure == HeadlineMeasure.Allocation)
        {
            return row?.AllocatedBytesPerOp is { } rowBytes && rowBytes > 0 && baseline?.AllocatedBytesPerOp is { } baselineBytes
                ? Compared(new HeadlineValue(headline, (double)baselineBytes / rowBytes, "", false, Launches: Math.Min(row.Launches.Count, baseline.Launches.Count),
                    RowMethod: row.Method, BaselineMethod: baseline.Method) { RowAllocatedBytes = rowBytes }, row, baseline, experiment)
                : empty;
        }
        if (headline.Measure == HeadlineMeasure.Metric)
        {
            return MetricValue(headline, row, baseline, floor, experiment) ?? empty;
        }
        if (row?.MeanNs is not { } rowMean || (headline.Minus is not null && minus?.MeanNs is null)
            || (headline.Baseline is not null && baseline?.MeanNs is null))
        {
            return empty;
        }
        var rowRange = Range.Of(row);
        var minusRange = minus is null ? new Range(0, 0) : Range.Of(minus);
        var minusMean = minus?.MeanNs ?? 0;
        var bottom = rowRange - minusRange;
        double value;
        Range range;
        if (headline.Baseline is null)
        {
            value = rowMean - minusMean;
            range = bottom;
        }
        else
        {
            var top = Range.Of(baseline!) - minusRange;
            var bottomMean = rowMean - minusMean;
            if (bottomMean <= 0 || bottom.Low <= 0)
            {
                return empty;
            }
            value = (baseline!.MeanNs!.Value - minusMean) / bottomMean;
            range = new Range(top.Low / bottom.High, top.High / bottom.Low);
        }
        var launches = new[] { row, baseline, minus }.OfType<ResultRow>().Min(r => r.Launches.Count);
        var workItems = (WorkItemsPerMessage(row, experiment), baseline is null ? null : WorkItemsPerMessage(baseline, experiment));
        var crossings = CrossingsOf(row, baseline, experiment);
        // the floor's range, where it was measured (a floor row without a result leaves the distance out: "not measured")
        Range? floorRange = floor is { MeanNs: > 0 } && Range.Of(floor) is { Low: > 0 } measured ? measured : null;
        var floorMeasured = floorRange is not null;
        return Compared(new HeadlineValue(headline, value, "", false, range.Low, range.High, launches, row.Method, baseline?.Method, workItems)
        {
            Crossings = crossings,
            Gc = (row.Gc, baseline?.Gc ?? GcKind.Workstation),
            LikeForLike = CrossAlike(crossings.Row, crossings.Baseline),
            FloorDistance = floorMeasured ? rowMean / floor!.MeanNs!.Value : null,
            FloorDistanceLow = floorRange is { } fl ? rowRange.Low / fl.High : null,
            FloorDistanceHigh = floorRange is { } fh ? rowRange.High / fh.Low : null,
            RowAllocatedBytes = row.AllocatedBytesPerOp,
            WorkItemsWithinShare = headline.MaxWorkItemsShare is { } share
                ? workItems is ({ } r, { } b) && r <= share * b
                : null,
        }, row, baseline, experiment);
    }

    /// <summary>
    /// <paramref name="value"/> with what is generated from its rows: the crossings difference where they do not cross
    /// alike, and how the rows' declared promises compare (<see cref="Promises.Compare"/>; nothing where either row
    /// declares none, as a peer's row not built here).
    /// </summary>
    private static HeadlineValue Compared(HeadlineValue value, ResultRow row, ResultRow? baseline, Experiment? experiment)
    {
        var differ = value.LikeForLike == false
            ? new[] { $"crossings per message {FormatCount(value.Crossings.Row)} against {FormatCount(value.Crossings.Baseline)}" }
            : [];
        if (baseline is null || experiment is null
            || PromisesOf(experiment, row) is not { } rowPromises || PromisesOf(experiment, baseline) is not { } baselinePromises)
        {
            return value with { CrossingsDiffer = differ };
        }
        var (weaker, notes) = Promises.Compare(rowPromises, baselinePromises);
        if (differ.Length > 0 && CrossingsAreTheSchedulers(value.Headline, rowPromises, baselinePromises))
        {
            notes = [.. notes, $"{differ[0]}, as the schedulers placed them ({value.Headline.CrossingsByScheduler})"];
            differ = [];
        }
        return value with { CrossingsDiffer = differ, Weaker = weaker, PromiseNotes = notes };
    }

    /// <summary>True when the headline reads a crossings difference as its schedulers' outcome: it says why
    /// (<see cref="Headline.CrossingsByScheduler"/>) and both rows' actors are placed by their schedulers.</summary>
    private static bool CrossingsAreTheSchedulers(Headline headline, Promises row, Promises baseline) =>
        headline.CrossingsByScheduler is not null && row.Placement == Placement.Scheduler && baseline.Placement == Placement.Scheduler;

    /// <summary>True when <paramref name="row"/> promises less than <paramref name="baseline"/> (both declared).</summary>
    private static bool PromisesLess(ResultRow row, ResultRow baseline, Experiment? experiment) =>
        experiment is not null && PromisesOf(experiment, row) is { } r && PromisesOf(experiment, baseline) is { } b
        && Promises.Compare(r, b).Weaker.Count > 0;

    /// <summary>The declared promises of a result row in its cell, where its class is in this build and declares them.</summary>
    private static Promises? PromisesOf(Experiment experiment, ResultRow row) =>
        experiment.Benchmarks.FirstOrDefault(t => t.Name == row.Type) is { } type ? Promises.Of(type, row.Method, row.Parameters) : null;

    /// <summary>
    /// A metric headline over concrete rows: the baseline's metric ÷ the row's (lower is better), the row's distance to
    /// the floor's metric, each from the mean of the launches' figures; the range pairs the launches' extremes where the
    /// run kept every launch's figure (<see cref="ResultRow.LaunchMetrics"/>), and there is none from one launch. Null
    /// where a side has no value.
    /// </summary>
    private static HeadlineValue? MetricValue(Headline headline, ResultRow? row, ResultRow? baseline, ResultRow? floor, Experiment? experiment)
    {
        if (row?.Measured(HeadlineMeasure.Metric, headline.MetricId) is not { } value || value <= 0
            || baseline?.Measured(HeadlineMeasure.Metric, headline.MetricId) is not { } baselineValue)
        {
            return null;
        }
        var floorValue = floor?.Measured(HeadlineMeasure.Metric, headline.MetricId) is { } f && f > 0 ? f : (double?)null;
        var crossings = CrossingsOf(row, baseline, experiment);
        // every launch's figure where the run kept them: the range pairs the launches' extremes (lower is better)
        var rowLaunches = row.MetricLaunches(headline.MetricId!).Where(v => v > 0).ToList();
        var baselineLaunches = baseline.MetricLaunches(headline.MetricId!);
        var launches = Math.Min(rowLaunches.Count, baselineLaunches.Count);
        var floorLaunches = floor?.MetricLaunches(headline.MetricId!).Where(v => v > 0).ToList() ?? [];
        return Compared(new HeadlineValue(headline, baselineValue / value, "", false,
            Low: launches >= 2 ? baselineLaunches.Min() / rowLaunches.Max() : null,
            High: launches >= 2 ? baselineLaunches.Max() / rowLaunches.Min() : null,
            Launches: Math.Max(1, launches), RowMethod: row.Method, BaselineMethod: baseline.Method)
        {
            Crossings = crossings,
            LikeForLike = CrossAlike(crossings.Row, crossings.Baseline),
            FloorDistance = floorValue is { } fv ? value / fv : null,
            FloorDistanceLow = launches >= 2 && floorLaunches.Count >= 2 ? rowLaunches.Min() / floorLaunches.Max() : null,
            FloorDistanceHigh = launches >= 2 && floorLaunches.Count >= 2 ? rowLaunches.Max() / floorLaunches.Min() : null,
            RowAllocatedBytes = row.AllocatedBytesPerOp,
        }, row, baseline, experiment);
    }

    /// <summary>The rows of <paramref name="run"/> that <paramref name="key"/> stands for: its alternatives and GC twins.</summary>
    private static List<ResultRow> Candidates(StoredRun run, RowKey key) =>
        [.. run.Rows.Where(r => r.Type == key.Type && Headline.MethodMatches(key, r.Method) && r.Parameters == key.Parameters)];

    /// <summary>
    /// The row and baseline a headline compares, among the rows each side stands for (a "best of"'s alternatives, a
    /// peer's GC twins): the baseline is always the fastest of its rows (docs/DESIGN.md §3: each peer in its fastest
    /// configuration, never moved off it to pass a check); the row is the fastest of its rows that crosses threads like
    /// that baseline (crossings per message within <see cref="Headline.CrossingsTolerance"/>) and promises no less (<see
    /// cref="Promises.Compare"/>): a faster row of ours that does other work never stands for a like-for-like headline; else the fastest of all, and the headline is then
    /// labelled with the difference (<see cref="CrossingsDiffer"/>). A headline its definition marks not like for like,
    /// or measuring allocation or a metric, takes the fastest of each.
    /// </summary>
    private static (ResultRow? Row, ResultRow? Baseline) PickAlike(Headline headline, IEnumerable<ResultRow> rowCandidates,
        IEnumerable<ResultRow> baselineCandidates, Experiment? experiment)
    {
        static List<ResultRow> Fastest(IEnumerable<ResultRow> rows) =>
            [.. rows.Where(r => r.Success && r.MeanNs is not null).OrderBy(r => r.MeanNs!.Value)];
        var rows = Fastest(rowCandidates);
        var baseline = Fastest(baselineCandidates).FirstOrDefault();
        var row = rows.FirstOrDefault();
        if (headline.NotLikeForLike is not null || headline.Measure != HeadlineMeasure.Time || row is null || baseline is null)
        {
            return (row, baseline);
        }
        bool Alike(ResultRow a) =>
            (CrossAlike(PerMessage(a, MetricIds.CrossingsPerOp, experiment), PerMessage(baseline, MetricIds.CrossingsPerOp, experiment)) == true
                || SchedulersPlaced(a))
            && !PromisesLess(a, baseline, experiment);
        bool SchedulersPlaced(ResultRow a) => experiment is not null
            && PromisesOf(experiment, a) is { } p && PromisesOf(experiment, baseline) is { } q && CrossingsAreTheSchedulers(headline, p, q);
        return (rows.FirstOrDefault(Alike) ?? row, baseline);
    }

    /// <summary>Crossings per message of <paramref name="row"/> and of <paramref name="baseline"/> (null where absent or not measured).</summary>
    private static (double? Row, double? Baseline) CrossingsOf(ResultRow row, ResultRow? baseline, Experiment? experiment) =>
        (PerMessage(row, MetricIds.CrossingsPerOp, experiment), baseline is null ? null : PerMessage(baseline, MetricIds.CrossingsPerOp, experiment));

    /// <summary>Whether two counts of crossings per message agree within <see cref="Headline.CrossingsTolerance"/>; null where one is missing.</summary>
    private static bool? CrossAlike(double? a, double? b) =>
        a is { } x && b is { } y ? Math.Abs(x - y) <= Headline.CrossingsTolerance : null;

    /// <summary>Thread-pool work items per message (per operation where an operation is one message).</summary>
    private static double? WorkItemsPerMessage(ResultRow row, Experiment? experiment) =>
        PerMessage(row, MetricIds.CompletedWorkItems, experiment);

    /// <summary>A per-operation metric per message (where an operation carries several, its table shape says how many).</summary>
    private static double? PerMessage(ResultRow row, string metric, Experiment? experiment) =>
        row.Metrics.TryGetValue(metric, out var perOp)
            ? perOp / (experiment?.ShapeOf(row.Type)?.MessagesPerOp?.Invoke(row) ?? 1)
            : null;

    /// <summary>
    /// An every-cell headline (<see cref="Headline.EveryCell"/>) in each parameter cell of its class, in the order the
    /// results first name the cells: each value's <see cref="Headline"/> names the cell's rows (its parameters, and a "best
    /// of"'s pick there); empty where the class has no results. A "best of" row or baseline takes, in each cell, the
    /// fastest of its rows there that crosses like the other side (<see cref="PickAlike"/>).
    /// </summary>
    public static IReadOnlyList<HeadlineValue> Cells(Headline headline, MachineResults machine, Experiment? experiment = null)
    {
        if (headline.Row.Parameters != Headline.EveryCell || headline.Baseline is not { } baselineKey
            || machine.Classes.FirstOrDefault(c => c.Type == headline.Row.Type) is not { } selected)
        {
            return [];
        }
        // the run holds every class of the experiment: the cells are the headline's class only (another class may
        // have rows of the same names)
        var rows = selected.Run.Rows.Where(r => r.Type == headline.Row.Type && r.Success).ToList();
        ResultRow? Fastest(RowKey key, string parameters) =>
            rows.Where(r => Headline.MethodMatches(key, r.Method) && r.Parameters == parameters).MinBy(r => r.MeanNs ?? double.MaxValue);
        return [.. rows.Where(r => Headline.MethodMatches(headline.Row, r.Method)).Select(r => r.Parameters).Distinct()
            .Select(parameters => PickAlike(headline, Candidates(selected.Run, headline.Row with { Parameters = parameters }),
                Candidates(selected.Run, baselineKey with { Parameters = parameters }), experiment))
            .Where(pair => pair.Row is not null)
            .Select(pair => Evaluate(headline with { Row = pair.Row!.Key, Baseline = baselineKey with { Parameters = pair.Row.Parameters } }, pair.Row,
                pair.Baseline, null, experiment,
                headline.Floor is { } floor ? Fastest(floor, pair.Row.Parameters) : null) with
            {
                MachineId = machine.MachineId,
                Full = selected.Run.Record.IsFull,
            })];
    }

    /// <summary>Every parameter cell of the class (<see cref="Cells"/>): the value, range and work items of the worst cell, the lowest low of all.</summary>
    private static HeadlineValue WorstCell(Headline headline, MachineResults machine, Experiment? experiment)
    {
        var cells = Cells(headline, machine, experiment);
        var full = machine.Classes.FirstOrDefault(c => c.Type == headline.Row.Type)?.Run.Record.IsFull ?? false;
        if (cells.Count == 0 || cells.Any(c => c.Ratio is null))
        {
            return new HeadlineValue(headline, null, machine.MachineId, full);
        }
        var worst = cells.MinBy(c => c.Ratio!.Value)!;
        var floorInEveryCell = headline.Floor is not null && cells.All(c => c.FloorDistance is not null);
        return worst with
        {
            Headline = headline,
            CrossingsDiffer = PerCell(cells, c => c.CrossingsDiffer),
            Weaker = PerCell(cells, c => c.Weaker),
            PromiseNotes = PerCell(cells, c => c.PromiseNotes),
            Low = cells.Min(c => c.Low),
            RowAllocatedBytes = cells.Max(c => c.RowAllocatedBytes),
            Launches = cells.Min(c => c.Launches),
            WorkItemsWithinShare = headline.MaxWorkItemsShare is null ? null : cells.All(c => c.WorkItemsWithinShare == true),
            LikeForLike = cells.Any(c => c.LikeForLike == false) ? false : cells.All(c => c.LikeForLike == true) ? true : null,
            FloorDistance = floorInEveryCell ? cells.Max(c => c.FloorDistance) : null,
            FloorDistanceLow = floorInEveryCell ? cells.Min(c => c.FloorDistanceLow) : null,
            FloorDistanceHigh = floorInEveryCell ? cells.Max(c => c.FloorDistanceHigh) : null,
        };
    }

    /// <summary>
    /// The texts <paramref name="of"/> gives in each cell, once each: a text every cell gives stands alone, one only some
    /// cells give names them ("at P=8: …"), so a text generated in one cell is never read as another's.
    /// </summary>
    private static IReadOnlyList<string> PerCell(IReadOnlyList<HeadlineValue> cells, Func<HeadlineValue, IReadOnlyList<string>> of) =>
        [.. cells.SelectMany(c => of(c).Select(text => (Text: text, Cell: c.Headline.Row.Parameters)))
            .GroupBy(x => x.Text, StringComparer.Ordinal)
            .Select(g => g.Count() == cells.Count ? g.Key : $"at {string.Join(", ", g.Select(x => x.Cell).Distinct())}: {g.Key}")];

    /// <summary>The span of a row's launch means, with interval arithmetic for the differences a headline takes.</summary>
    private readonly record struct Range(double Low, double High)
    {
        public static Range Of(ResultRow row) => new(row.Launches.Min(), row.Launches.Max());

        public static Range operator -(Range a, Range b) => new(a.Low - b.High, a.High - b.Low);
    }

    public override string ToString() => string.Create(Inv, $"{Headline.Label}: {Text}");
}
