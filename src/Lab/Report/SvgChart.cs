using System.Globalization;
using System.Security;
using System.Text;
using System.Text.RegularExpressions;
using ScottPlot;
using ScottPlot.Plottables;
using ScottPlot.TickGenerators;

namespace PerfBuf.Lab;

/// <summary>
/// Draws a <see cref="ChartData"/> as an SVG with ScottPlot: title, axis titles with units, a legend under the
/// plot naming every line and reference line, error bars where the data has them (±1 standard error, or a range), a
/// log axis where the values together span <see cref="ChartData.LogSpan"/>× or more (or the values are ratios), and
/// the caption under the legend; the figure grows with a long legend or caption rather than squeezing the plot.
/// </summary>
/// <remarks>
/// The bytes depend on the results alone, so `./lab report` is idempotent and its output can be committed:
/// every text is laid out in one font, <see cref="FontFamily"/> (Debian's fonts-dejavu-core, on every machine of
/// the lab's image; SkiaSharp would otherwise pick whatever family the machine lists first, and silently fall back
/// to its default typeface for a family it lacks), the axis limits and ticks are computed here rather than left to
/// autoscaling, and the ids SkiaSharp numbers from a process-wide counter (clip paths) are renumbered per file.
/// Nothing in the output carries a time or a random id.
/// </remarks>
public static partial class SvgChart
{
    /// <summary>The one font every text of a chart is laid out in.</summary>
    public const string FontFamily = "DejaVu Sans";

    public const int Width = 800;
    public const int Height = 480;

    private static readonly CultureInfo Inv = CultureInfo.InvariantCulture;

    private static readonly MarkerShape[] Markers =
    [
        MarkerShape.FilledCircle, MarkerShape.FilledSquare, MarkerShape.FilledTriangleUp, MarkerShape.FilledDiamond,
        MarkerShape.OpenCircle, MarkerShape.OpenSquare, MarkerShape.OpenTriangleUp, MarkerShape.OpenDiamond,
    ];

    /// <summary>Whether <see cref="FontFamily"/> is installed; without it the charts are laid out in a fallback font and their bytes differ.</summary>
    /// <remarks>ScottPlot, like SkiaSharp under it, hands back a fallback typeface for a family it lacks: compare the name.</remarks>
    public static bool FontInstalled =>
        string.Equals(Fonts.GetTypeface(FontFamily, bold: false, italic: false)?.FamilyName, FontFamily, StringComparison.Ordinal);

    /// <summary>
    /// The colour of series <paramref name="index"/> of <paramref name="count"/>: Category10's while ten colours do, else
    /// Category20's, so that no two series of a chart share a colour (and one cannot hide another) up to twenty.
    /// </summary>
    public static Color SeriesColor(int index, int count) =>
        count <= 10 ? new ScottPlot.Palettes.Category10().GetColor(index) : new ScottPlot.Palettes.Category20().GetColor(index);

    /// <summary>The chart as SVG text (UTF-8, '\n' line ends, ending with a newline).</summary>
    public static string Render(ChartData data)
    {
        ArgumentNullException.ThrowIfNull(data);
        using var plot = new Plot();
        plot.Font.Set(FontFamily);
        plot.Title(data.Title, 16);
        plot.XLabel(data.XTitle, 14);
        plot.YLabel(data.YTitle, 14);

        var xs = XPositions(data);
        var logY = data.LogY;
        double Y(double v) => logY ? Math.Log10(v) : v;
        var (bottom, top) = YLimits(data);
        double BarEnd(double v) => logY ? (v > 0 ? Math.Max(bottom, Math.Log10(v)) : bottom) : Math.Max(bottom, v);
        for (var i = 0; i < data.Series.Count; i++)
        {
            var series = data.Series[i];
            var color = SeriesColor(series.ColorIndex ?? i, data.Series.Count);
            double[] px = [.. series.Points.Select(p => p.X is { } x ? (data.LogX ? Math.Log10(x) : x) : xs[p.XIndex])];
            double[] py = [.. series.Points.Select(p => Y(p.Value))];
            if (series.Points.Any(p => p.ErrorLow is not null))
            {
                double[] up = [.. series.Points.Select(p => p.ErrorHigh is { } high ? BarEnd(high) - Y(p.Value) : 0)];
                double[] down = [.. series.Points.Select(p => p.ErrorLow is { } low ? Y(p.Value) - BarEnd(low) : 0)];
                var bars = new ErrorBar(px, py, null, null, up, down) { Color = color, LineWidth = 1.5f, CapSize = 6 };
                plot.Add.Plottable(bars);
            }
            var line = plot.Add.Scatter(px, py, color);
            line.LegendText = series.Name;
            line.LineWidth = data.JoinPoints ? 2 : 0;
            line.MarkerShape = Markers[i % Markers.Length];
            line.MarkerSize = data.JoinPoints ? 8 : 10;
        }

        double left, right;
        if (data.Scatter)
        {
            // a trade-off chart: x is each point's own value, on an axis of its own ticks
            var all = data.Series.SelectMany(s => s.Points).Select(p => data.LogX ? Math.Log10(p.X!.Value) : p.X!.Value).ToList();
            (left, right) = (all.Min(), all.Max());
            var pad = data.LogX ? Math.Max(right - left, 1) * 0.06 : Math.Max(right - left, 1e-9) * 0.06;
            left = data.LogX || left < 0 ? left - pad : Math.Max(0, left - pad);
            right += pad;
            plot.Axes.Bottom.TickGenerator = data.LogX ? LogTicks(left, right) : new NumericAutomatic { LabelFormatter = FormatTick };
        }
        else
        {
            var xMargin = data.XValues is null ? 0.5 : (xs.Max() - xs.Min()) * 0.05;
            (left, right) = (xs.Min() - xMargin, xs.Max() + xMargin);
            plot.Axes.Bottom.TickGenerator = new NumericManual([.. xs], [.. data.XLabels]);
        }
        plot.Axes.SetLimits(left, right, bottom, top);
        plot.Axes.Left.TickGenerator = logY ? LogTicks(bottom, top) : new NumericAutomatic { LabelFormatter = FormatTick };
        AddReferences(plot, data, xs, left, right, Y);

        // under the plot, in rows: the legend never covers a point and leaves the plot its full width; no padding
        // above it, so it sits right under the x axis title
        var legendPanel = plot.ShowLegend(Edge.Bottom);
        legendPanel.Padding = new PixelPadding(LegendSidePadding, LegendSidePadding, LegendGap, 0);
        plot.Legend.Orientation = Orientation.Horizontal;
        plot.Legend.FontName = FontFamily;
        plot.Legend.SetBestFontOnEachRender = false;
        plot.Legend.FontSize = 13;
        var caption = Wrap(data.Caption);
        plot.Axes.AddPanel(new CaptionPanel(string.Join('\n', caption), FontFamily));

        // ScottPlot sizes the legend panel from the legend's last drawing, and a drawing in a panel too low for its rows
        // leaves rows out: lay the legend out in the plot's width, fix the panel to that height and grow the figure by
        // it; again if the plot's width moved with the new height
        var legendHeight = 0f;
        var height = HeightFor(caption.Count, 0);
        for (var pass = 0; pass < 3; pass++)
        {
            _ = plot.GetSvgXml(Width, height);
            using var paint = Paint.NewDisposablePaint();
            var needed = plot.Legend.GetLayout(new PixelSize(plot.RenderManager.LastRender.DataRect.Width, float.PositiveInfinity), paint).LegendRect.Height;
            if (needed == legendHeight)
            {
                break;
            }
            legendHeight = needed;
            legendPanel.MinimumSize = legendPanel.MaximumSize = legendHeight + LegendGap;
            height = HeightFor(caption.Count, legendHeight);
        }
        return Normalise(plot.GetSvgXml(Width, height), data);
    }

    /// <summary>The legend panel's padding at its sides and below it (none above: it follows the x axis title).</summary>
    private const float LegendSidePadding = 20;

    /// <inheritdoc cref="LegendSidePadding"/>
    private const float LegendGap = 8;

    /// <summary>Caption characters per line at its font size (DejaVu Sans at 11 px averages about 5.5 px a character).</summary>
    internal const int CaptionLineLength = 136;

    /// <summary>Pixels a caption line takes.</summary>
    private const int LinePixels = 16;

    /// <summary>The height of a legend of three rows, which <see cref="Height"/> leaves room for.</summary>
    private const float ThreeLegendRows = 68;

    /// <summary>
    /// The chart's height: <see cref="Height"/> for a caption of up to three lines and a legend of up to three rows,
    /// taller by each line of caption or pixel of legend more, so a long caption or legend never squeezes the plot.
    /// </summary>
    internal static int HeightFor(int captionLines, float legendHeight) =>
        Height + LinePixels * Math.Max(0, captionLines - 3) + (int)Math.Ceiling(Math.Max(0, legendHeight - ThreeLegendRows));

    /// <summary>The caption's lines, each cut at spaces into lines of at most <see cref="CaptionLineLength"/> characters.</summary>
    internal static List<string> Wrap(IEnumerable<string> lines)
    {
        var wrapped = new List<string>();
        foreach (var line in lines)
        {
            var rest = line;
            while (rest.Length > CaptionLineLength)
            {
                var cut = rest.LastIndexOf(' ', CaptionLineLength);
                if (cut <= 0)
                {
                    break;
                }
                wrapped.Add(rest[..cut]);
                rest = "    " + rest[(cut + 1)..];
            }
            wrapped.Add(rest);
        }
        return wrapped;
    }

    /// <summary>
    /// The reference lines, dashed, each named in the legend (a label written on the line would cover the points and
    /// bars near it): across the chart, or across one x category (a headline's target), one legend entry for all of those.
    /// </summary>
    private static void AddReferences(Plot plot, ChartData data, double[] xs, double left, double right, Func<double, double> y)
    {
        var segmentNamed = false;
        foreach (var reference in data.References)
        {
            var at = y(reference.Value);
            var (from, to) = reference.XIndex is { } index ? (xs[index] - 0.4, xs[index] + 0.4) : (left, right);
            var line = plot.Add.Line(from, at, to, at);
            line.Color = reference.Target ? Colors.Crimson : Colors.DimGray;
            line.LineWidth = reference.XIndex is null ? 1.5f : 2;
            line.LinePattern = LinePattern.Dashed;
            if (reference.XIndex is null || !segmentNamed)
            {
                line.LegendText = reference.Label;
                segmentNamed |= reference.XIndex is not null;
            }
        }
    }

    /// <summary>x positions of the x values: the numbers (log10 on a log axis), or 0, 1, 2 … for categories.</summary>
    private static double[] XPositions(ChartData data) =>
        data.XValues is not { } values ? [.. Enumerable.Range(0, data.XLabels.Count).Select(i => (double)i)]
        : data.LogX ? [.. values.Select(Math.Log10)]
        : [.. values];

    /// <summary>
    /// The y range drawn: every value, its error bar and the reference lines, with a margin; a linear axis of
    /// non-negative values starts at 0 so heights compare; a log axis (values in log10) covers whole values and their bars.
    /// </summary>
    private static (double Bottom, double Top) YLimits(ChartData data)
    {
        var points = data.Series.SelectMany(s => s.Points).ToList();
        var references = data.References.Select(r => r.Value).ToList();
        var high = points.Select(p => p.ErrorHigh ?? p.Value).Concat(references).Max();
        if (data.LogY)
        {
            var low = points.Select(p => p.ErrorLow is { } e && e > 0 ? e : p.Value).Concat(references.Where(r => r > 0)).Min();
            var (lo, hi) = (Math.Log10(low), Math.Log10(high));
            var pad = Math.Max(hi - lo, 1) * 0.06;
            return (lo - pad, hi + pad);
        }
        var min = points.Select(p => p.ErrorLow ?? p.Value).Concat(references).Min();
        var bottom = points.All(p => p.Value >= 0) ? Math.Min(0, min) : min;
        var margin = high > bottom ? (high - bottom) * 0.06 : 1;
        return (bottom < 0 ? bottom - margin : bottom, high + margin);
    }

    /// <summary>
    /// Labelled ticks at the powers of ten (and at 2 and 5 × them over a short range, at 2, 3, 5 and 7 × them over about
    /// a decade), minor ticks at the other multiples 2–9 ×.
    /// </summary>
    private static NumericManual LogTicks(double bottom, double top)
    {
        var ticks = new NumericManual();
        var labelled = top - bottom <= 1.2 ? new[] { 1, 2, 3, 5, 7 } : top - bottom <= 2.5 ? [1, 2, 5] : [1];
        for (var decade = (int)Math.Floor(bottom); decade <= (int)Math.Ceiling(top); decade++)
        {
            for (var k = 1; k <= 9; k++)
            {
                var position = decade + Math.Log10(k);
                if (position < bottom || position > top)
                {
                    continue;
                }
                if (labelled.Contains(k))
                {
                    ticks.AddMajor(position, FormatTick(k * Math.Pow(10, decade)));
                }
                else
                {
                    ticks.AddMinor(position);
                }
            }
        }
        return ticks;
    }

    /// <summary>A tick label: up to 6 significant digits, no exponent, no grouping (0.001, 2.5, 20000).</summary>
    private static string FormatTick(double value)
    {
        var rounded = double.Parse(value.ToString("G6", Inv), Inv);
        return rounded.ToString(Math.Abs(rounded) >= 1 || rounded == 0 ? "0.#####" : "0.##########", Inv);
    }

    /// <summary>
    /// Makes the SVG a function of the chart alone: ids in order of appearance (SkiaSharp numbers clip paths from a
    /// counter that runs across every chart a process draws), coordinate lists without a trailing comma, a title
    /// and description for readers and tools, '\n' line ends and a final newline.
    /// </summary>
    internal static string Normalise(string svg, ChartData data)
    {
        var renamed = new Dictionary<string, string>(StringComparer.Ordinal);
        foreach (Match m in IdAttribute().Matches(svg))
        {
            var id = m.Groups["id"].Value;
            if (!renamed.ContainsKey(id))
            {
                // SkiaSharp writes "cl_" + a hexadecimal counter: keep the kind, renumber the rest
                var prefix = id.LastIndexOf('_') is var underscore and >= 0 ? id[..(underscore + 1)] : "id";
                renamed[id] = prefix + (renamed.Count + 1).ToString(Inv);
            }
        }
        svg = IdReference().Replace(svg, m => renamed.TryGetValue(m.Groups["id"].Value, out var id) ? m.Groups["lead"].Value + id : m.Value);
        // SkiaSharp ends a text's per-glyph coordinate lists with ", ", which SVG's grammar does not allow
        svg = TrailingListComma().Replace(svg, "\"");
        var open = svg.IndexOf("<svg", StringComparison.Ordinal);
        var openEnd = open < 0 ? -1 : svg.IndexOf('>', open);
        if (openEnd < 0)
        {
            throw new InvalidOperationException("the chart renderer produced no <svg> element");
        }
        var description = new StringBuilder()
            .Append("Lines: ").Append(string.Join("; ", data.Series.Select(s => s.Name))).Append(". ")
            .Append(string.Join(' ', data.Caption));
        svg = svg[..(openEnd + 1)] +
              $"\n\t<title>{SecurityElement.Escape(data.Title)}</title>\n\t<desc>{SecurityElement.Escape(description.ToString())}</desc>" +
              svg[(openEnd + 1)..];
        return svg.ReplaceLineEndings("\n").TrimEnd('\n') + "\n";
    }

    [GeneratedRegex(",\\s*\"(?=[\\s/>])")]
    private static partial Regex TrailingListComma();

    [GeneratedRegex("\\bid=\"(?<id>[^\"]+)\"")]
    private static partial Regex IdAttribute();

    [GeneratedRegex("""(?<lead>\bid="|url\(#|href="#)(?<id>[^")]+)""")]
    private static partial Regex IdReference();
}
