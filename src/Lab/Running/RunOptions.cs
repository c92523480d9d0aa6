namespace PerfBuf.Lab;

/// <summary>Options of one `lab run` (or, with <paramref name="Trace"/>, one `lab trace`).</summary>
/// <param name="PerfCounters">Add the perf_event_open columns (cycles, instructions, cache misses, CPU time per operation).</param>
/// <param name="CustomJob">
/// The arguments after <c>--</c> change the job (<see cref="BenchmarkDotNetArguments.SetJob"/>, `--dry`): the run is
/// neither the quick nor the full job, so it is filed as <c>Custom</c> and stays local like a quick run.
/// </param>
/// <param name="Verbose">Show BenchmarkDotNet's whole log live instead of one progress line per case.</param>
/// <param name="Etw">A trace run through ETW instead of EventPipe (Windows, administrator; `lab trace --etw`).</param>
public sealed record RunOptions(RunLength Length, IReadOnlyList<string> Filters, bool InProcess, IReadOnlyList<string> BenchmarkDotNetArgs,
    bool Trace = false, bool PerfCounters = false, bool CustomJob = false, bool Verbose = false, bool Etw = false)
{
    /// <summary>
    /// Exactly these cases (class, method, parameters as BenchmarkDotNet prints them), in place of the filters and the
    /// experiment's quick cells: `lab reproduce` runs the rows a seed's mapping names. Null: the filters decide.
    /// </summary>
    public IReadOnlySet<RowKey>? Cases { get; init; }

    /// <summary>
    /// Where the run's folder goes instead of results/&lt;machine&gt;/&lt;Exx&gt;/: `lab reproduce` files its runs with its
    /// page (&lt;folder&gt;/&lt;Exx&gt;/&lt;run&gt;), so that a run of a few rows never stands for a class in the write-ups.
    /// </summary>
    public string? ResultsFolder { get; init; }

    /// <summary>The job name the results record: <c>Quick</c>, <c>Full</c>, or <c>Custom</c> for a job changed after <c>--</c>.</summary>
    public string JobName => CustomJob ? "Custom" : Length.ToString();

    /// <summary>Whether the run is one the write-ups may quote (the full job, unchanged): only such runs are committed.</summary>
    public bool Kept => Length == RunLength.Full && !CustomJob;

    /// <summary>What a trace run captures with: "ETW" or "EventPipe" (the summaries' <c>Source</c>); null for a run.</summary>
    public string? TraceSource => !Trace ? null : Etw ? PerfBuf.Profiling.Tracing.TraceSummary.EtwSource : PerfBuf.Profiling.Tracing.TraceSummary.EventPipeSource;
}
