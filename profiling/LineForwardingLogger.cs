using BenchmarkDotNet.Loggers;

namespace PerfBuf.Profiling;

/// <summary>
/// A logger that hands every text written to it to <paramref name="accept"/>: how a diagnoser reads the lines the
/// engine prints ("WorkloadActual  1: 16 op, …") or the benchmark process writes (<see cref="ReportedMetrics"/>).
/// BenchmarkDotNet (0.14.0 and 0.15.8 alike) forwards both to the config's loggers and gives a diagnoser no other way to see them, so the diagnoser's
/// logger must be among the config's loggers (each config extension in <see cref="ProfilingConfigExtensions"/> adds it).
/// </summary>
internal sealed class LineForwardingLogger(string id, Action<string> accept) : ILogger
{
    public string Id { get; } = id;

    public int Priority => 0;

    public void Write(LogKind logKind, string text) => Forward(text);

    public void WriteLine() { }

    public void WriteLine(LogKind logKind, string text) => Forward(text);

    public void Flush() { }

    private void Forward(string? text)
    {
        if (text is not null)
        {
            accept(text);
        }
    }
}
