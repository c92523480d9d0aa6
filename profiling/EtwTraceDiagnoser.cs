// Design: the ETW twin of EventPipeTraceDiagnoser, and the guard that keeps ETW off every other OS.
//
// The window, the files, the summary and the columns are TraceDiagnoser's; this class only starts an EtwCapture and
// reads its .etl through TraceEventFeed.ReadEtl, which adds the kernel's context switches and wake-ups to the columns
// EventPipe gives. The host starts the session (BenchmarkDotNet calls the diagnoser in the host, for the child process
// or, in-process, for itself), so the host must be elevated.
//
// The guard: whether ETW can run here is decided once, in the constructor, from OperatingSystem.IsWindows() first; on
// any other OS nothing of TraceEventSession is constructed, started or disposed (on Linux TraceEventSession throws from
// both its start and its Dispose). When not available the diagnoser is LabDiagnoser's "not available here": it ignores
// the signals, adds no columns, passes validation and says why at the end of the run. Each call into the Windows-only
// classes is behind its own OperatingSystem.IsWindows() check as well, which the platform analyzer verifies.

using BenchmarkDotNet.Running;
using PerfBuf.Profiling.Tracing;

namespace PerfBuf.Profiling;

/// <summary>
/// A <see cref="TraceDiagnoser"/> that traces with ETW (Windows, administrator): per benchmark <c>&lt;name&gt;.etl</c>
/// (PerfView opens it) and <c>&lt;name&gt;.trace.json</c>, with the kernel's context switches and wake-ups of the
/// benchmark process beside the runtime's counts. Elsewhere not available: no columns, one closing line.
/// </summary>
/// <remarks>Untested until a Windows run lands (profiling/README.md, "ETW on Windows").</remarks>
public sealed class EtwTraceDiagnoser : TraceDiagnoser
{
    /// <summary>The file name ending of an ETW trace.</summary>
    public const string EtlExtension = ".etl";

    /// <summary>Why ETW is not available on an OS other than Windows (one line).</summary>
    public const string WindowsOnly = "ETW is Windows-only; EventPipe traces are taken here";

    private readonly string? _notAvailable;

    /// <param name="outputDirectory">Where the traces and summaries go (created if missing).</param>
    public EtwTraceDiagnoser(string outputDirectory)
        : base(outputDirectory) => _notAvailable = NotAvailableReason();

    /// <summary>
    /// Why this process cannot take ETW traces (<see cref="WindowsOnly"/>, or <see cref="EtwCapture.NotElevated"/> on
    /// Windows without administrator rights), or null when it can. Touches nothing of ETW outside Windows.
    /// </summary>
    public static string? NotAvailableReason()
    {
        if (!OperatingSystem.IsWindows())
        {
            return WindowsOnly;
        }
        return EtwCapture.IsElevated() ? null : EtwCapture.NotElevated;
    }

    protected override string? NotAvailableHere => _notAvailable;

    private protected override string ConfigExtension => $"ManualConfig.{nameof(ProfilingConfigExtensions.AddEtwTrace)}()";

    private protected override string TraceExtension => EtlExtension;

    private protected override TraceCapture? StartCapture(BenchmarkCase benchmark, int processId, string path)
    {
        if (!OperatingSystem.IsWindows())
        {
            Problem(WindowsOnly); // unreachable while NotAvailableHere holds: the base class sends no signal then
            return null;
        }
        try
        {
            return EtwCapture.Start(processId, path);
        }
        catch (Exception e) when (e is UnauthorizedAccessException or IOException or NotSupportedException or InvalidOperationException
                                      or System.Runtime.InteropServices.ExternalException)
        {
            Problem($"{benchmark.DisplayInfo}: could not start an ETW session on process {processId}: {e.Message}");
            return null;
        }
    }

    private protected override TraceSummary Read(TraceCapture capture, string name) =>
        OperatingSystem.IsWindows()
            ? TraceEventFeed.ReadEtl(capture.Path, capture.ProcessId, name)
            : throw new PlatformNotSupportedException(WindowsOnly);
}
