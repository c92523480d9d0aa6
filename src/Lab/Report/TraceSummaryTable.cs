using System.Globalization;
using System.Text;
using PerfBuf.Profiling.Tracing;
using Spectre.Console;

namespace PerfBuf.Lab;

/// <summary>The table of a trace run: one row per traced benchmark (profiling/README.md, "Traces").</summary>
public static class TraceSummaryTable
{
    private static readonly string[] Headers =
    [
        "Benchmark", "Ops", "Contentions", "Contention ms", "Work items", "Workers started", "Starvation inj.",
        "GCs", "GC pause ms", "Waits", "Wait ms", "Pool rents", "Pool returns", "Pool allocs", "Pool drops", "Samples", "Window ms",
    ];

    /// <summary>The kernel's scheduler columns, shown (before "Samples") only when a summary has them (ETW).</summary>
    private static readonly string[] SchedulerHeaders = ["Ctx switches", "Involuntary", "Wake-ups"];

    private static bool HasScheduler(IReadOnlyList<TraceSummary> summaries) => summaries.Any(s => s.VoluntarySwitches is not null);

    /// <summary>The summaries stored in <paramref name="directory"/>, by name.</summary>
    public static IReadOnlyList<TraceSummary> Load(string directory) =>
        [.. Directory.EnumerateFiles(directory, "*" + Profiling.TraceDiagnoser.SummaryExtension)
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
        var scheduler = HasScheduler(summaries);
        var headers = scheduler ? [.. Headers[..^2], .. SchedulerHeaders, .. Headers[^2..]] : Headers;
        sb.AppendLine("| " + string.Join(" | ", headers) + " |");
        sb.AppendLine("|---|" + string.Concat(Enumerable.Repeat("---:|", headers.Length - 1)));
        foreach (var s in summaries)
        {
            sb.AppendLine("| " + string.Join(" | ", Cells(s, scheduler)) + " |");
        }
        if (summaries.Any(s => s.SampledAllocations.Count > 0))
        {
            sb.AppendLine();
            sb.AppendLine("Sampled allocations: the runtime's allocation ticks (about one per 100 KB a heap hands out) summed per type, " +
                          "the five types with most bytes per benchmark; bytes per operation are the samples' share, not an exact count.");
            sb.AppendLine();
            sb.AppendLine("| Benchmark | Type | Sampled bytes | Ticks | Bytes/op |");
            sb.AppendLine("|---|---|---:|---:|---:|");
            foreach (var s in summaries)
            {
                foreach (var a in s.SampledAllocations.Take(5))
                {
                    sb.AppendLine(CultureInfo.InvariantCulture,
                        $"| {s.Name} | `{a.Type}` | {a.Bytes} | {a.Ticks} | {(s.PerOperation(a.Bytes) is { } perOp ? PerOp(perOp) : "n/a")} |");
                }
            }
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

    /// <summary>
    /// The console table: the same numbers as <see cref="Markdown"/>, folded into eight columns so that it stays
    /// readable in an 80-column terminal (count over per-operation value, time in parentheses).
    /// </summary>
    public static void Print(IAnsiConsole console, IReadOnlyList<TraceSummary> summaries)
    {
        if (summaries.Count == 0)
        {
            console.MarkupLine("[yellow]No trace summaries were written[/] (see the EventPipeTraceDiagnoser lines above).");
            return;
        }
        var scheduler = HasScheduler(summaries);
        string[] columns = ["Benchmark", "Ops", "Contentions", "Work items", "Workers +", "GCs", "Waits", "ArrayPool"];
        var sources = string.Join("/", summaries.Select(s => s.Source ?? TraceSummary.EventPipeSource).Distinct());
        var table = new ConsoleTable(scheduler ? [.. columns, "Switches"] : columns)
            .Title($"{sources} trace: actual iterations, whole process").Key("Benchmark");
        foreach (var s in summaries)
        {
            string[] switches = scheduler ? [Markup.Escape(Switches(s))] : [];
            table.AddRow([
                Markup.Escape(s.Name.Replace("Benchmarks.", ".", StringComparison.Ordinal)),
                s.Operations?.ToString(CultureInfo.InvariantCulture) ?? "n/a",
                Markup.Escape(Folded(s, s.Contentions, s.ContentionMs)),
                Markup.Escape(Folded(s, s.WorkItems, null)),
                $"{s.WorkerThreadsStarted} ({s.StarvationInjections} starv.)",
                Markup.Escape($"{s.Gcs} ({Ms(s.GcPauseMs)} ms)"),
                Markup.Escape(Folded(s, s.WaitHandleWaits, s.WaitHandleWaitMs)),
                $"{s.ArrayPoolRents}/{s.ArrayPoolReturns}/{s.ArrayPoolAllocations}/{s.ArrayPoolDrops}",
                .. switches]);
        }
        table.Write(console);
        console.MarkupLine("Contentions, waits: count (ms), per op below. Workers +: worker threads started (starvation injections). " +
                           "GCs: count (pause ms), BDN's forced GCs included. ArrayPool: rents/returns/allocations/drops. " +
                           (scheduler ? "Switches: voluntary/involuntary context switches, wake-ups below (kernel, ETW only). " : "") +
                           $"Every column is explained in profiling/README.md (Traces); the full table is in {ResultStore.TraceSummaryFile}.");
        foreach (var s in summaries.Where(s => s.SampledAllocations.Count > 0))
        {
            console.MarkupLine(Markup.Escape($"{s.Name}: sampled allocations " + string.Join(", ", s.SampledAllocations.Take(3)
                .Select(a => $"{a.Type} {(s.PerOperation(a.Bytes) is { } perOp ? PerOp(perOp) + " B/op" : a.Bytes + " B")}"))));
        }
        foreach (var s in summaries.Where(s => s.EventsLost > 0))
        {
            console.MarkupLine($"[red]{Markup.Escape(s.Name)}: {s.EventsLost} events lost[/]; its counts are low.");
        }
    }

    /// <summary>"120 (3.2 ms)" over "0.25/op".</summary>
    private static string Folded(TraceSummary s, long count, double? ms) =>
        count.ToString(CultureInfo.InvariantCulture) + (ms is { } t ? $" ({Ms(t)} ms)" : "") +
        (s.PerOperation(count) is { } perOp ? $"\n{PerOp(perOp)}/op" : "");

    /// <summary>"120/4" over "300 wake-ups", or "n/a" for a summary without the kernel's events.</summary>
    private static string Switches(TraceSummary s) =>
        s is { VoluntarySwitches: { } voluntary, InvoluntarySwitches: { } involuntary }
            ? $"{voluntary}/{involuntary}\n{s.Wakeups} wake-ups"
            : "n/a";

    private static IEnumerable<string> Cells(TraceSummary s, bool scheduler) =>
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
        CountAndPerOp(s, s.ArrayPoolAllocations),
        CountAndPerOp(s, s.ArrayPoolDrops),
        .. scheduler ? [Optional(s, s.VoluntarySwitches), Optional(s, s.InvoluntarySwitches), Optional(s, s.Wakeups)] : Array.Empty<string>(),
        s.StackSamples?.ToString(CultureInfo.InvariantCulture) ?? "n/a",
        Ms(s.DurationMs ?? s.EventSpanMs),
    ];

    /// <summary>A count only some sources have: "120 (0.25/op)", or "n/a".</summary>
    private static string Optional(TraceSummary s, long? count) => count is { } c ? CountAndPerOp(s, c) : "n/a";

    /// <summary>"120 (0.25/op)".</summary>
    private static string CountAndPerOp(TraceSummary s, long count) =>
        count.ToString(CultureInfo.InvariantCulture) +
        (s.PerOperation(count) is { } perOp ? $" ({PerOp(perOp)}/op)" : "");

    /// <summary>"0", "0.25", "12.5", "1.6E-07": short, and never rounds a rare event down to 0.</summary>
    private static string PerOp(double value) =>
        value == 0 || value >= 0.001 ? value.ToString("0.###", CultureInfo.InvariantCulture) : value.ToString("0.##E+0", CultureInfo.InvariantCulture);

    private static string Ms(double ms) => ms.ToString("0.###", CultureInfo.InvariantCulture);
}
