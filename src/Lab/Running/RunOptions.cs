namespace PerfBuf.Lab;

/// <summary>How long a run measures.</summary>
public enum RunLength
{
    /// <summary>Seconds per benchmark: smoke runs and CI. Never quoted as a result.</summary>
    Quick,

    /// <summary>What the write-ups quote.</summary>
    Full,
}

/// <summary>Options of one `lab run` (or, with <paramref name="Trace"/>, one `lab trace`).</summary>
/// <param name="PerfCounters">Add the perf_event_open columns (cycles, instructions, cache misses, CPU time per operation).</param>
/// <param name="Etw">A trace run through ETW instead of EventPipe (Windows, administrator; `lab trace --etw`).</param>
public sealed record RunOptions(RunLength Length, IReadOnlyList<string> Filters, bool InProcess, IReadOnlyList<string> BenchmarkDotNetArgs,
    bool Trace = false, bool PerfCounters = false, bool Etw = false)
{
    /// <summary>What a trace run captures with: "ETW" or "EventPipe" (the summaries' <c>Source</c>); null for a run.</summary>
    public string? TraceSource => !Trace ? null : Etw ? PerfBuf.Profiling.Tracing.TraceSummary.EtwSource : PerfBuf.Profiling.Tracing.TraceSummary.EventPipeSource;
}
