using System.Globalization;
using System.Text;
using PerfBuf.Profiling.Tracing;
using Spectre.Console;

namespace PerfBuf.Experiments.Lab;

/// <summary>The table of a trace run: one row per traced benchmark (profiling/README.md, "Traces").</summary>
public static class TraceSummaryTable
{
    /// <summary>The file a trace run keeps beside its <c>*.trace.json</c> summaries.</summary>
    public const string FileName = "trace-summary.md";

    private static readonly string[] Headers =
    [
        "Benchmark", "Ops", "Contentions", "Contention ms", "Work items", "Workers started", "Starvation inj.",
        "GCs", "GC pause ms", "Waits", "Wait ms", "Pool rents", "Pool returns", "Pool allocs", "Samples", "Window ms",
    ];

    /// <summary>The summaries stored in <paramref name="directory"/>, by name.</summary>
    public static IReadOnlyList<TraceSummary> Load(string directory) =>
        [.. Directory.EnumerateFiles(directory, "*" + Profiling.EventPipeTraceDiagnoser.SummaryExtension)
            .Select(f => TraceSummary.FromJson(File.ReadAllText(f)))
            .OrderBy(s => s.Name, StringComparer.Ordinal)];

    public static string Markdown(IReadOnlyList<TraceSummary> summaries, string title)
    {
        var sb = new StringBuilder();
        sb.AppendLine(CultureInfo.InvariantCulture, $"# {title}");
        sb.AppendLine();
        sb.AppendLine("Counts over the actual iterations of each benchmark, whole process; what each column counts and its caveats: " +
                      "profiling/README.md, \"Traces\". Timings of a trace run are not results.");
        sb.AppendLine();
        sb.AppendLine("| " + string.Join(" | ", Headers) + " |");
        sb.AppendLine("|---|" + string.Concat(Enumerable.Repeat("---:|", Headers.Length - 1)));
        foreach (var s in summaries)
        {
            sb.AppendLine("| " + string.Join(" | ", Cells(s)) + " |");
        }
        if (summaries.Any(s => s.EventsLost > 0))
        {
            sb.AppendLine();
            sb.AppendLine("Events were lost (the session's buffer overflowed) in: " +
                          string.Join(", ", summaries.Where(s => s.EventsLost > 0).Select(s => $"{s.Name} ({s.EventsLost})")) +
                          "; their counts are low.");
        }
        return sb.ToString();
    }

    public static void Print(IAnsiConsole console, IReadOnlyList<TraceSummary> summaries)
    {
        if (summaries.Count == 0)
        {
            console.MarkupLine("[yellow]No trace summaries were written[/] (see the EventPipeTraceDiagnoser lines above).");
            return;
        }
        var table = new Table().Title("EventPipe trace summary (actual iterations, whole process; per op where the operations are known)");
        table.AddColumns([.. Headers.Select(h => Markup.Escape(h))]);
        foreach (var s in summaries)
        {
            table.AddRow([.. Cells(s).Select(c => Markup.Escape(c))]);
        }
        console.Write(table);
        foreach (var s in summaries.Where(s => s.EventsLost > 0))
        {
            console.MarkupLine($"[red]{Markup.Escape(s.Name)}: {s.EventsLost} events lost[/]; its counts are low.");
        }
    }

    private static IEnumerable<string> Cells(TraceSummary s) =>
    [
        s.Name,
        s.Operations?.ToString(CultureInfo.InvariantCulture) ?? "n/a",
        CountAndPerOp(s, s.Contentions),
        Ms(s.ContentionMs),
        CountAndPerOp(s, s.WorkItems),
        s.WorkerThreadsStarted.ToString(CultureInfo.InvariantCulture),
        s.StarvationInjections.ToString(CultureInfo.InvariantCulture),
        s.Gcs.ToString(CultureInfo.InvariantCulture),
        Ms(s.GcPauseMs),
        CountAndPerOp(s, s.WaitHandleWaits),
        Ms(s.WaitHandleWaitMs),
        s.ArrayPoolRents.ToString(CultureInfo.InvariantCulture),
        s.ArrayPoolReturns.ToString(CultureInfo.InvariantCulture),
        s.ArrayPoolAllocations.ToString(CultureInfo.InvariantCulture),
        s.StackSamples.ToString(CultureInfo.InvariantCulture),
        Ms(s.DurationMs ?? s.EventSpanMs),
    ];

    /// <summary>"120 (0.25/op)".</summary>
    private static string CountAndPerOp(TraceSummary s, long count) =>
        count.ToString(CultureInfo.InvariantCulture) +
        (s.PerOperation(count) is { } perOp ? $" ({Report.FormatNumber(perOp)}/op)" : "");

    private static string Ms(double ms) => ms.ToString("0.###", CultureInfo.InvariantCulture);
}
