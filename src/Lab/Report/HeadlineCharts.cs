using System.Globalization;
using System.Text.RegularExpressions;

namespace PerfBuf.Lab;

/// <summary>
/// The ratio charts of an experiment's headlines, drawn from the same values as the headline table
/// (<see cref="HeadlineValue"/>): each ratio oriented as its headline states it (above 1, the row is ahead of the one it
/// is compared with), its range over launches as the error bar, the 1× line and its target. One chart holds every
/// headline of a machine, numbered as the table lists them (most are one parameter cell each, so they share no x axis);
/// an every-cell headline gets a chart of its own: its ratio in each cell against the parameter that varies.
/// </summary>
public static partial class HeadlineCharts
{
    /// <summary>Every headline chart's file name starts with this; a definition's chart may not take it.</summary>
    public const string SlugPrefix = "headline";

    /// <summary>The file name of the chart of every headline.</summary>
    public const string OverviewSlug = SlugPrefix + "s";

    /// <summary>The y axis title of every headline chart.</summary>
    public const string YTitle = "Ratio (×; above 1 the row is ahead)";

    /// <summary>What the error bars of a headline chart are (its caption line).</summary>
    public const string RangeLine =
        "Error bars: the lowest and highest ratio over every pairing of single launches of the rows (each launch a new process), " +
        "min to max, not a standard error (for a reported metric, over the launches' own figures); no bar where the rows ran " +
        "in one launch or the headline compares bytes (one figure per row). A target is met only when the whole bar clears it.";

    private static readonly CultureInfo Inv = CultureInfo.InvariantCulture;

    /// <summary>
    /// Every headline of <paramref name="values"/> (one machine's, in the table's order) as a category 1, 2, … with its
    /// ratio, grouped by verdict; null when no headline has a ratio. Headlines without one (not measured, or an absolute
    /// headline in ns) keep their number with no point, and the key under the chart says why.
    /// </summary>
    public static ChartData? Overview(IReadOnlyList<HeadlineValue> values, string runLine)
    {
        var drawn = values.Select((value, index) => (Value: value, Index: index))
            .Where(v => v.Value.Ratio is not null && !v.Value.Headline.IsAbsolute)
            .ToList();
        if (drawn.Count == 0)
        {
            return null;
        }
        var series = drawn.GroupBy(v => Verdict(v.Value))
            .OrderBy(g => Array.IndexOf(Verdicts, g.Key))
            .Select(g => new ChartSeries(g.Key, [.. g.Select(v => Point(v.Index, v.Value))]) { ColorIndex = VerdictColors[Array.IndexOf(Verdicts, g.Key)] })
            .ToList();
        var references = new List<ChartReference> { Parity };
        references.AddRange(drawn.Where(v => v.Value.Headline.MinRatio is not null)
            .Select(v => new ChartReference(v.Value.Headline.MinRatio!.Value, "target (each headline's)", Target: true) { XIndex = v.Index }));
        var key = values.Select((v, i) => $"{i + 1}. {Describe(v)}");
        return new ChartData("Headline ratios, each row against the one it is compared with",
            "Headline (numbered as in the table above; key below)", YTitle,
            [.. values.Select((_, i) => (i + 1).ToString(Inv))], null, series, [runLine, RangeLine, .. key])
        {
            RatioAxis = true,
            JoinPoints = false,
            References = references,
        };
    }

    /// <summary>
    /// The every-cell headlines of <paramref name="experiment"/> on <paramref name="machine"/>, each in a chart of its own
    /// ("headline-{k}-by-{x}", k its number in the table) over the cells of its class (<see cref="HeadlineValue.Cells"/>): x
    /// is the parameter that varies across the cells (of several, the one with the most values), a line per combination
    /// of the others. One chart per headline, not one for all: a headline far from the others (ours against Orleans)
    /// would squash them together. Cells without a ratio are left out; a headline with fewer than two, no chart.
    /// </summary>
    public static IEnumerable<(string Slug, ChartData Data)> EveryCell(Experiment experiment, MachineResults machine, string runLine)
    {
        for (var number = 1; number <= experiment.Headlines.Count; number++)
        {
            var headline = experiment.Headlines[number - 1];
            var cells = HeadlineValue.Cells(headline, machine, experiment).Where(c => c.Ratio is not null)
                .Select(c => (Value: c, Row: new ResultRow { Parameters = c.Headline.Row.Parameters }))
                .ToList();
            var names = cells.SelectMany(c => c.Row.Parameters.Split('&', StringSplitOptions.RemoveEmptyEntries))
                .Select(kv => kv[..Math.Max(0, kv.IndexOf('=', StringComparison.Ordinal))]).Distinct().ToList();
            var varying = names.Where(n => cells.Select(c => c.Row.Param(n)).Distinct().Count() > 1).ToList();
            if (varying.Count == 0)
            {
                continue;
            }
            var x = varying.MaxBy(n => cells.Select(c => c.Row.Param(n)).Distinct().Count())!;
            var others = varying.Where(n => n != x).ToList();
            var (labels, numbers) = ChartData.XAxis(cells.Select(c => c.Row.Param(x) ?? ""));
            var series = cells.GroupBy(c => others.Count == 0 ? "ratio in each cell" : string.Join(", ", others.Select(n => $"{n}={c.Row.Param(n)}")))
                .Select(g => new ChartSeries(g.Key, [.. g.Select(c => Point(labels.IndexOf(c.Row.Param(x) ?? ""), c.Value)).OrderBy(p => p.XIndex)]))
                .ToList();
            var references = new List<ChartReference> { Parity };
            if (headline.MinRatio is { } min)
            {
                references.Add(new ChartReference(min, $"target ≥ {min.ToString("0.##", Inv)}×", Target: true));
            }
            var n = number.ToString(Inv);
            var xTitle = experiment.Charts.FirstOrDefault(c => c.X == x && c.XFrom is null)?.XTitle ?? x;
            yield return ($"{SlugPrefix}-{n}-by-{Slug(x)}", new ChartData($"Headline {n}: its ratio in each cell, by {x}", xTitle, YTitle,
                labels, numbers, series, [runLine, RangeLine, $"Headline {n}: {Describe(headline)}. The table shows its worst cell."])
            {
                RatioAxis = true,
                References = references,
            });
        }
    }

    /// <summary>Lower-case letters and digits of <paramref name="text"/>, each other run of characters one hyphen ("Work=Sum" → "work-sum").</summary>
    private static string Slug(string text) =>
        string.Join('-', NotSlug().Split(text.ToLowerInvariant()).Where(part => part.Length > 0));

    [GeneratedRegex("[^a-z0-9]+")]
    private static partial Regex NotSlug();

    /// <summary>
    /// The verdicts a headline's point is grouped by, in legend order. A target has parts the chart does not draw (the
    /// distance to the floor, bytes per operation, the share of work items): a point whose bar clears the drawn ratio
    /// target but misses such a part is <see cref="MissedUndrawn"/>, never plain "missed" above its own target line.
    /// </summary>
    public static readonly string[] Verdicts = ["target met", "target missed", MissedUndrawn, "no verdict", "no target"];

    /// <summary>The verdict of a point that clears the drawn ratio target and misses a part of the target not drawn.</summary>
    public const string MissedUndrawn = "missed on a part not drawn (floor, bytes or work items; key below)";

    /// <summary>Their colours (<see cref="ChartSeries.ColorIndex"/>): green, orange, purple, grey, blue.</summary>
    private static readonly int[] VerdictColors = [2, 1, 4, 7, 0];

    /// <summary>The verdict a headline's point is drawn with.</summary>
    public static string Verdict(HeadlineValue value) => value.Met switch
    {
        true => Verdicts[0],
        false when value.RatioTargetMet != false => MissedUndrawn,
        false => Verdicts[1],
        null when value.Headline.MinRatio is not null || value.Headline.TargetText is not null => Verdicts[3],
        null => Verdicts[4],
    };

    private static readonly ChartReference Parity = new(1, "1× (as fast as the row compared with)");

    /// <summary>A headline's point: its ratio at x category <paramref name="index"/>, with its range over launches where it has one.</summary>
    private static ChartPoint Point(int index, HeadlineValue value) =>
        new(index, value.Ratio!.Value, null) { Low = value.HasRange ? value.Low : null, High = value.HasRange ? value.High : null };

    /// <summary>A headline as the chart's key names it: its label, the rows a "best of" picked, its target, and why it has no point.</summary>
    private static string Describe(HeadlineValue value) =>
        Describe(value.Headline, value.Picked)
        + (value.Headline.NotLikeForLike is null && value.IsLabelled ? " (not like for like)" : "")
        + (value.Headline.IsAbsolute ? "; ns per operation, not a ratio: not drawn" : value.Ratio is null ? "; not measured" : "")
        + (value.AcrossRuns.Count > 1 ? "; rows from different runs: no verdict" : "");

    private static string Describe(Headline headline, string? picked = null) =>
        headline.Label + (picked is not null ? $" ({picked})" : "") + (headline.NotLikeForLike is not null ? " (not like for like)" : "")
        + (headline.TargetText is { } target ? $"; target {target}" : "");
}
