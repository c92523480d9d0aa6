using System.Globalization;
using System.Text;

namespace PerfBuf.Lab;

/// <summary>The write-ups' charts: Mermaid <c>xychart-beta</c> blocks generated from result rows.</summary>
public static class MermaidChart
{
    private static readonly CultureInfo Inv = CultureInfo.InvariantCulture;

    /// <summary>A Mermaid xychart-beta block: one line per method over the values of the chart's x parameter.</summary>
    public static void AppendChart(StringBuilder sb, Chart chart, IReadOnlyList<ResultRow> rows)
    {
        var selected = rows.Where(r => r.Success && r.Matches(chart.Where) && r.Param(chart.X) is not null).ToList();
        var xs = selected.Select(r => r.Param(chart.X)!).Distinct()
            .OrderBy(x => double.TryParse(x, NumberStyles.Float, Inv, out var v) ? v : double.MaxValue).ThenBy(x => x, StringComparer.Ordinal).ToList();
        string SeriesOf(ResultRow r) => chart.Series is { } p ? $"{p}={r.Param(p)}" : r.Method;
        var methods = selected.Select(SeriesOf).Distinct().ToList();
        if (xs.Count < 2 || methods.Count == 0)
        {
            return;
        }
        var series = methods.Select(m => (Method: m, Values: xs.Select(x => selected.FirstOrDefault(r => SeriesOf(r) == m && r.Param(chart.X) == x) is { } r ? chart.Value(r) : null).ToList()))
            .Where(s => s.Values.All(v => v is not null))
            .ToList();
        if (series.Count == 0)
        {
            return;
        }
        var max = series.SelectMany(s => s.Values).Max(v => v!.Value);
        sb.AppendLine($"**{chart.Title}**{(chart.Where.Length > 0 ? $" ({chart.Where.Replace("&", ", ", StringComparison.Ordinal)})" : "")}: " +
                      string.Join(", ", series.Select((s, i) => $"line {i + 1} = {s.Method}")) + ".");
        sb.AppendLine();
        sb.AppendLine("```mermaid");
        sb.AppendLine("xychart-beta");
        sb.AppendLine($"    title \"{chart.Title}\"");
        sb.AppendLine($"    x-axis \"{chart.X}\" [{string.Join(", ", xs.Select(x => $"\"{x}\""))}]");
        sb.AppendLine($"    y-axis \"{chart.YTitle}\" 0 --> {ResultTable.FormatNumber(max * 1.1)}");
        foreach (var (_, values) in series)
        {
            sb.AppendLine($"    line [{string.Join(", ", values.Select(v => ResultTable.FormatNumber(v!.Value)))}]");
        }
        sb.AppendLine("```");
        sb.AppendLine();
    }
}
