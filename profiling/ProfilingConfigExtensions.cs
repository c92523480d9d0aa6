using BenchmarkDotNet.Configs;

namespace PerfBuf.Profiling;

/// <summary>Adds PerfBuf's columns to a BenchmarkDotNet config together with what each one needs.</summary>
public static class ProfilingConfigExtensions
{
    /// <summary>Adds <see cref="ContextSwitchDiagnoser"/> and its <see cref="ActualRunDiagnoser.OperationCounter"/> logger.</summary>
    public static ManualConfig AddContextSwitchColumns(this ManualConfig config) =>
        config.AddActualRunDiagnoser(ContextSwitchDiagnoser.Default);

    /// <summary>
    /// Adds <see cref="PerfCounterDiagnoser"/>, its <see cref="ActualRunDiagnoser.OperationCounter"/> logger, and its
    /// columns, which say "n/a" where a counter cannot be opened (no PMU, not Linux) instead of being left out.
    /// </summary>
    public static ManualConfig AddPerfCounterColumns(this ManualConfig config) =>
        config.AddActualRunDiagnoser(PerfCounterDiagnoser.Default)
            .AddColumn([.. PerfCounterDiagnoser.Counted.Select(c => new NotAvailableColumn(c.Column))]);

    /// <summary>Adds <see cref="ReportedMetricsDiagnoser"/> and its <see cref="ReportedMetricsDiagnoser.LineReader"/> logger.</summary>
    public static ManualConfig AddReportedMetrics(this ManualConfig config)
    {
        ArgumentNullException.ThrowIfNull(config);
        return config
            .AddDiagnoser(ReportedMetricsDiagnoser.Default)
            .AddLogger(ReportedMetricsDiagnoser.Default.LineReader);
    }

    /// <summary>
    /// Adds an <see cref="EventPipeTraceDiagnoser"/> writing to <paramref name="outputDirectory"/> and its
    /// <see cref="ActualRunDiagnoser.OperationCounter"/> logger. Do not combine with MemoryDiagnoser (validation refuses it).
    /// </summary>
    public static ManualConfig AddEventPipeTrace(this ManualConfig config, string outputDirectory) =>
        config.AddEventPipeTrace(new EventPipeTraceDiagnoser(outputDirectory));

    /// <summary>Adds <paramref name="diagnoser"/> and its <see cref="ActualRunDiagnoser.OperationCounter"/> logger.</summary>
    public static ManualConfig AddEventPipeTrace(this ManualConfig config, EventPipeTraceDiagnoser diagnoser) =>
        config.AddActualRunDiagnoser(diagnoser);

    /// <summary>
    /// Adds an <see cref="EtwTraceDiagnoser"/> writing to <paramref name="outputDirectory"/> and its
    /// <see cref="ActualRunDiagnoser.OperationCounter"/> logger. Windows only, elevated: elsewhere the diagnoser says it is
    /// not available and the run goes on without its columns (<see cref="EtwTraceDiagnoser.NotAvailableReason"/>).
    /// </summary>
    public static ManualConfig AddEtwTrace(this ManualConfig config, string outputDirectory) =>
        config.AddActualRunDiagnoser(new EtwTraceDiagnoser(outputDirectory));

    private static ManualConfig AddActualRunDiagnoser(this ManualConfig config, ActualRunDiagnoser diagnoser)
    {
        ArgumentNullException.ThrowIfNull(config);
        ArgumentNullException.ThrowIfNull(diagnoser);
        return config.AddDiagnoser(diagnoser).AddLogger(diagnoser.OperationCounter);
    }
}
