// Design: an ETW session (TraceEventSession) around one process's measured iterations, written to an .etl file.
//
// What it enables, in the order TraceEventSession requires (kernel first, then the user-mode providers, in one
// session: on Windows 8 and later a session of any name can carry the kernel's events, so one .etl holds both):
// - the kernel: Process | Thread | ImageLoad (the rundown that tells which thread belongs to which process, and which
//   PerfView needs to name processes and modules) | ContextSwitch (CSwitch) | Dispatcher (ReadyThread). The kernel
//   logs these for every process; the summary keeps the traced process's.
// - Microsoft-Windows-DotNETRuntime, FrameworkEventSource and ArrayPoolEventSource with exactly the keywords and levels
//   of the EventPipe capture (EventPipeCapture's constants), limited to the traced process (ProcessIDFilter), so both
//   captures count the same runtime events and TraceSummaryBuilder counts them by the same rules.
// No stacks and no sampling: the context-switch events are many on a message-passing benchmark and a stack on each
// would multiply the file; the EventPipe capture keeps the stacks (speedscope).
//
// Elevation: only an administrator may start a session with kernel events. Start refuses without it, before anything is
// created, with the one line NotElevated. The session is system-wide and outlives a process that dies without disposing
// it, so it has a unique name and TraceEventSession's StopOnDispose (on by default) stops it on Dispose.
//
// Windows only: TraceEventSession calls the Windows trace-controller API (its construction reads the registry, its start
// and its Dispose call advapi32), so on Linux both throw. The class is marked [SupportedOSPlatform("windows")]; every
// caller guards it with OperatingSystem.IsWindows() and the platform analyzer (CA1416, an error here) checks the guards.
// Untested until a Windows run lands (profiling/README.md).

using System.Runtime.InteropServices;
using System.Runtime.Versioning;
using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Parsers;
using Microsoft.Diagnostics.Tracing.Parsers.Clr;
using Microsoft.Diagnostics.Tracing.Session;

namespace PerfBuf.Profiling.Tracing;

/// <summary>An ETW session on one process (kernel scheduler events and the runtime's), written to an <c>.etl</c> file.</summary>
[SupportedOSPlatform("windows")]
public sealed class EtwCapture : TraceCapture
{
    /// <summary>Kernel keywords: thread and process rundown, image loads, context switches, ready-thread (wake-up) events.</summary>
    public const KernelTraceEventParser.Keywords KernelKeywords =
        KernelTraceEventParser.Keywords.Process
        | KernelTraceEventParser.Keywords.Thread
        | KernelTraceEventParser.Keywords.ImageLoad
        | KernelTraceEventParser.Keywords.ContextSwitch
        | KernelTraceEventParser.Keywords.Dispatcher;

    /// <summary>The session's buffers (MB): the kernel's context-switch events of a busy machine fill the default ones.</summary>
    public const int BufferMB = 256;

    /// <summary>What to do when the process is not elevated (one line).</summary>
    public const string NotElevated =
        "ETW traces need administrator rights: run it from an elevated terminal (Run as administrator), or leave out --etw for an EventPipe trace";

    private static int s_sessions;

    private readonly TraceEventSession _session;

    private EtwCapture(int processId, string path, TraceEventSession session)
        : base(processId, path) => _session = session;

    /// <summary>Whether this process may start a kernel session (false when Windows cannot tell).</summary>
    public static bool IsElevated() => TraceEventSession.IsElevated() == true;

    /// <summary>
    /// Starts a session on <paramref name="processId"/> writing to <paramref name="etlPath"/>. Throws
    /// <see cref="UnauthorizedAccessException"/> (<see cref="NotElevated"/>) when the process is not elevated.
    /// </summary>
    public static EtwCapture Start(int processId, string etlPath)
    {
        ArgumentException.ThrowIfNullOrEmpty(etlPath);
        if (!IsElevated())
        {
            throw new UnauthorizedAccessException(NotElevated);
        }
        Directory.CreateDirectory(System.IO.Path.GetDirectoryName(System.IO.Path.GetFullPath(etlPath))!);
        var name = $"PerfBuf-{Environment.ProcessId}-{Interlocked.Increment(ref s_sessions)}";
        var session = new TraceEventSession(name, etlPath) { BufferSizeMB = BufferMB };
        try
        {
            session.EnableKernelProvider(KernelKeywords);
            var traced = new TraceEventProviderOptions { ProcessIDFilter = [processId] };
            // the runtime's provider by its GUID: its name is registered with Windows only where a .NET Framework manifest is
            session.EnableProvider(ClrTraceEventParser.ProviderGuid, TraceEventLevel.Verbose, (ulong)EventPipeCapture.RuntimeKeywords, traced);
            session.EnableProvider(EventPipeCapture.FrameworkProvider, TraceEventLevel.Verbose, (ulong)EventPipeCapture.FrameworkKeywords, traced);
            session.EnableProvider(EventPipeCapture.ArrayPoolProvider, TraceEventLevel.Verbose, ulong.MaxValue, traced);
        }
        catch
        {
            session.Dispose();
            throw;
        }
        return new EtwCapture(processId, etlPath, session);
    }

    /// <summary>Stops the session (the file is complete afterwards); throws <see cref="IOException"/> if ETW refused.</summary>
    private protected override void StopSession()
    {
        try
        {
            _session.Stop();
        }
        catch (Exception e) when (e is ExternalException or InvalidOperationException or UnauthorizedAccessException)
        {
            throw new IOException($"ETW session on process {ProcessId} could not be stopped: {e.Message}", e);
        }
        finally
        {
            _session.Dispose();
        }
    }
}
