using Spectre.Console;

namespace PerfBuf.Experiments.Lab;

/// <summary>The table printed after a run: each design's time per operation and ratio to its baseline.</summary>
public static class RunSummaryTable
{
    public static void Print(IAnsiConsole console, Runner.Outcome outcome)
    {
        var run = outcome.Run;
        var title = $"{outcome.Experiment.Id} on {run.Record.Machine.Id} ({run.Record.Job.ToLowerInvariant()} run)";
        var table = new Table().Title(Markup.Escape(title))
            .AddColumns("Benchmark", "Method", "Params", "ns/op", "vs baseline", "Alloc B/op", "Ctx sw/op", "Lock cont./op");
        foreach (var row in run.Rows)
        {
            var baseline = run.Rows.FirstOrDefault(x => x.Type == row.Type && x.Baseline && x.Parameters == row.Parameters && x.Success);
            var ratio = row.MeanNs is { } m && baseline?.MeanNs is { } b ? Report.FormatRatio(b / m) : "—";
            table.AddRow(
                Markup.Escape(row.Type),
                Markup.Escape(row.Method) + (row.Baseline ? " [dim](baseline)[/]" : ""),
                Markup.Escape(row.Parameters),
                row.Success && row.MeanNs is { } mean ? Report.FormatNumber(mean) : "[red]failed[/]",
                ratio,
                row.AllocatedBytesPerOp?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "n/a",
                Metric(row, "CtxSwitchesPerOp"),
                Metric(row, "LockContentionsPerOp"));
        }
        console.Write(table);
        console.MarkupLine("vs baseline = baseline ns/op ÷ row ns/op (above 1 = faster). Quick runs are smoke runs: quote full runs only.");
    }

    private static string Metric(ResultRow row, string id) =>
        row.Metrics.TryGetValue(id, out var v) ? Report.FormatNumber(v) : "n/a";
}
