using BenchmarkDotNet.Running;
using PerfBuf.Profiling.Tracing;

namespace PerfBuf.Profiling;

/// <summary>
/// A <see cref="TraceDiagnoser"/> that traces with EventPipe: per benchmark <c>&lt;name&gt;.nettrace</c>,
/// <c>&lt;name&gt;.speedscope.json</c> (the sample profiler's stacks) and <c>&lt;name&gt;.trace.json</c>. Every OS.
/// </summary>
/// <remarks>
/// The session attaches to the benchmark process through its diagnostic port (<see cref="EventPipeCapture"/>): the
/// child process, or this process with an in-process toolchain.
/// </remarks>
public sealed class EventPipeTraceDiagnoser : TraceDiagnoser
{
    /// <summary>File name endings of what the diagnoser writes besides the summary.</summary>
    public const string NetTraceExtension = ".nettrace";
    public const string SpeedScopeExtension = ".speedscope.json";

    /// <param name="outputDirectory">Where the traces and summaries go (created if missing).</param>
    public EventPipeTraceDiagnoser(string outputDirectory)
        : base(outputDirectory)
    {
    }

    private protected override string ConfigExtension => $"ManualConfig.{nameof(ProfilingConfigExtensions.AddEventPipeTrace)}()";

    private protected override string TraceExtension => NetTraceExtension;

    private protected override TraceCapture? StartCapture(BenchmarkCase benchmark, int processId, string path)
    {
        try
        {
            return EventPipeCapture.Start(processId, path);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or TimeoutException
                                      or Microsoft.Diagnostics.NETCore.Client.DiagnosticsClientException)
        {
            Problem($"{benchmark.DisplayInfo}: could not start an EventPipe session on process {processId}: {e.Message}");
            return null;
        }
    }

    private protected override TraceSummary Read(TraceCapture capture, string name) => TraceSummary.FromFile(capture.Path, name);

    private protected override void WriteAlongside(BenchmarkCase benchmark, TraceCapture capture, string name)
    {
        try
        {
            SpeedScopeExport.Write(capture.Path, Path.Combine(OutputDirectory, name + SpeedScopeExtension));
        }
        catch (Exception e) // the stacks are a convenience; the summary stands without them
        {
            Problem($"{benchmark.DisplayInfo}: no speedscope file ({e.GetType().Name}: {e.Message}); the .nettrace and the summary are there");
        }
    }
}
