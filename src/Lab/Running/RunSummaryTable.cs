using Spectre.Console;
using PerfBuf.Profiling;

namespace PerfBuf.Lab;

/// <summary>The tables printed after a run: per benchmark class, each design's time per operation and ratio to its baseline.</summary>
public static class RunSummaryTable
{
    public static void Print(IAnsiConsole console, Runner.Outcome outcome)
    {
        var run = outcome.Run;
        console.MarkupLine($"[bold]{outcome.Experiment.Id}[/] on {Markup.Escape(run.Record.Machine.Id)} ({run.Record.Job.ToLowerInvariant()} run)");
        // the metrics the experiment's headlines read (a latency percentile, say): where time per operation is not the
        // result, the summary must show what is
        var headlineMetrics = outcome.Experiment.Headlines.Select(h => h.MetricId).OfType<string>().Distinct().ToList();
        foreach (var group in run.Rows.GroupBy(r => r.Type))
        {
            var rows = ResultTable.InKeyOrder(group.ToList());
            var extra = headlineMetrics.Where(id => rows.Any(r => r.Metrics.ContainsKey(id))).ToList();
            string[] headers = ["Method", "Params", "ns/op", "vs base", "B/op", "Ctx sw/op", "Invol/op", "Locks/op",
                .. extra.Select(id => rows.Select(r => r.MetricNames.GetValueOrDefault(id)).OfType<string>().FirstOrDefault() ?? id)];
            var table = new ConsoleTable(headers).Title(Markup.Escape(group.Key)).Key("Method", "Params");
            foreach (var row in rows)
            {
                var ratio = row.SpeedupOver(row.FindBaseline(rows)) is { } speedup ? ResultTable.FormatRatio(speedup) : "—";
                table.AddRow(
                [
                    Markup.Escape(row.Method) + (row.Baseline ? "*" : "") + (row.Gc == GcKind.Server ? " (server GC)" : ""),
                    ConsoleTable.ParamsCell(row.Parameters),
                    row.Success && row.MeanNs is { } mean ? ResultTable.FormatNumber(mean) : "[red]failed[/]",
                    ratio,
                    row.AllocatedBytesPerOp?.ToString(System.Globalization.CultureInfo.InvariantCulture) ?? "n/a",
                    Metric(row, "CtxSwitchesPerOp"),
                    Metric(row, "InvoluntaryCtxSwitchesPerOp"),
                    Metric(row, MetricIds.LockContentions),
                    .. extra.Select(id => Metric(row, id)),
                ]);
            }
            table.Write(console);
        }
        console.MarkupLine("* baseline. vs base = baseline ns/op ÷ row ns/op (above 1 = faster than the baseline). " +
                           "Quick runs are smoke runs: quote full runs only.");
    }

    /// <summary>The tour's closing table: every design of every run, as a ratio to its class's baseline.</summary>
    public static void PrintRatios(IAnsiConsole console, IEnumerable<Runner.Outcome> outcomes)
    {
        var table = new ConsoleTable("Exp", "Benchmark", "Method", "Params", "vs baseline", "Baseline")
            .Title("Each design against its baseline (times faster; quick runs: indicative only)").Key("Exp", "Method", "Params");
        foreach (var outcome in outcomes)
        {
            var rows = outcome.Run.Rows;
            foreach (var row in rows.Where(r => !r.Baseline))
            {
                var baseline = row.FindBaseline(rows);
                var ratio = row.SpeedupOver(baseline) is { } speedup ? ResultTable.FormatRatio(speedup) : "—";
                table.AddRow(outcome.Experiment.Id, Markup.Escape(row.Type.Replace("Benchmarks", "", StringComparison.Ordinal)),
                    Markup.Escape(row.Method) + (row.Gc == GcKind.Server ? " (server GC)" : ""), ConsoleTable.ParamsCell(row.Parameters), row.Success ? ratio : "[red]failed[/]",
                    Markup.Escape(baseline?.Method ?? "—"));
            }
        }
        table.Write(console);
    }

    private static string Metric(ResultRow row, string id) =>
        row.Metrics.TryGetValue(id, out var v) ? ResultTable.FormatNumber(v) : "n/a";
}
