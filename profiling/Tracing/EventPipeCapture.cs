using System.Diagnostics.Tracing;
using Microsoft.Diagnostics.NETCore.Client;

namespace PerfBuf.Profiling.Tracing;

/// <summary>
/// An EventPipe session on one .NET process (possibly this one), streamed into a <c>.nettrace</c> file until
/// <see cref="Stop"/>. Providers: the runtime (GC, contention, threading, thread transfer, wait handles), the
/// managed thread pool's work-item events, ArrayPool, and the sample profiler for stacks (see <see cref="Providers"/>).
/// </summary>
/// <remarks>
/// The stream is copied on a dedicated thread with blocking reads, not with async I/O: when the captured process is
/// this one, async copying would itself queue thread-pool work items and show up in the summary it is measuring.
/// </remarks>
public sealed class EventPipeCapture : TraceCapture
{
    /// <summary>Microsoft-Windows-DotNETRuntime.</summary>
    public const string RuntimeProvider = "Microsoft-Windows-DotNETRuntime";

    /// <summary>The managed thread pool reports enqueued/dequeued work items through this EventSource.</summary>
    public const string FrameworkProvider = "System.Diagnostics.Eventing.FrameworkEventSource";

    /// <summary>ArrayPool&lt;T&gt;.Shared: rents, returns, allocations.</summary>
    public const string ArrayPoolProvider = "System.Buffers.ArrayPoolEventSource";

    /// <summary>Samples every managed thread's stack about once a millisecond.</summary>
    public const string SampleProfilerProvider = "Microsoft-DotNETCore-SampleProfiler";

    /// <summary>Runtime keywords (ClrTraceEventParser.Keywords): GC | Threading | Contention | ThreadTransfer | WaitHandle.</summary>
    public const long RuntimeKeywords =
        0x1              // GC
        | 0x4000         // Contention
        | 0x10000        // Threading (thread pool worker threads, adjustments)
        | 0x80000000     // ThreadTransfer
        | 0x40000000000; // WaitHandle (WaitHandleWaitStart/Stop are Verbose)

    /// <summary>FrameworkEventSource keywords ThreadPool (0x2) | ThreadTransfer (0x10): the pool logs work items only with both, at Verbose.</summary>
    public const long FrameworkKeywords = 0x2 | 0x10;

    /// <summary>The providers every capture enables.</summary>
    public static IReadOnlyList<EventPipeProvider> Providers { get; } =
    [
        new(RuntimeProvider, EventLevel.Verbose, RuntimeKeywords),
        new(FrameworkProvider, EventLevel.Verbose, FrameworkKeywords),
        new(ArrayPoolProvider, EventLevel.Verbose),
        new(SampleProfilerProvider, EventLevel.Informational),
    ];

    private readonly EventPipeSession _session;
    private readonly FileStream _file;
    private readonly Thread _copier;
    private Exception? _copyError;

    private EventPipeCapture(int processId, string path, EventPipeSession session, FileStream file)
        : base(processId, path)
    {
        _session = session;
        _file = file;
        StartedUtc = DateTime.UtcNow;
        _copier = new Thread(Copy) { IsBackground = true, Name = "EventPipe copy" };
        _copier.Start();
    }

    public DateTime StartedUtc { get; }

    /// <summary>Starts a session on <paramref name="processId"/> and streams it into <paramref name="path"/>.</summary>
    public static EventPipeCapture Start(int processId, string path)
    {
        ArgumentException.ThrowIfNullOrEmpty(path);
        Directory.CreateDirectory(System.IO.Path.GetDirectoryName(System.IO.Path.GetFullPath(path))!);
        var client = new DiagnosticsClient(processId);
        // rundown on: method names for the sample profiler's stacks come from the rundown at the end
        var session = client.StartEventPipeSession(Providers, requestRundown: true, circularBufferMB: 256);
        FileStream? file = null;
        try
        {
            file = new FileStream(path, FileMode.Create, FileAccess.Write, FileShare.Read, 1 << 16);
            return new EventPipeCapture(processId, path, session, file);
        }
        catch
        {
            file?.Dispose();
            session.Dispose();
            throw;
        }
    }

    /// <summary>
    /// Ends the session and waits until the runtime's rundown is written and the file closed; throws if the stream broke.
    /// </summary>
    private protected override void StopSession()
    {
        try
        {
            _session.Stop();
        }
        catch (ServerNotAvailableException)
        {
            // the process exited: the stream ends by itself
        }
        _copier.Join();
        _file.Dispose();
        _session.Dispose();
        if (_copyError is not null)
        {
            throw new IOException($"EventPipe stream of process {ProcessId} broke: {_copyError.Message}", _copyError);
        }
    }

    private void Copy()
    {
        try
        {
            _session.EventStream.CopyTo(_file, 1 << 16);
        }
        catch (Exception e) when (e is IOException or ObjectDisposedException)
        {
            _copyError = e;
        }
        finally
        {
            _file.Flush();
        }
    }
}
