using System.Diagnostics;

namespace PerfBuf.Profiling.Tracing;

/// <summary>
/// A trace session on one process, written to a file until <see cref="Stop"/>: EventPipe (<see cref="EventPipeCapture"/>)
/// or ETW (<see cref="EtwCapture"/>). The base times the session and makes stopping happen once.
/// </summary>
public abstract class TraceCapture : IDisposable
{
    private readonly Stopwatch _clock = Stopwatch.StartNew();
    private bool _stopped;

    private protected TraceCapture(int processId, string path)
    {
        ProcessId = processId;
        Path = path;
    }

    /// <summary>The traced process.</summary>
    public int ProcessId { get; }

    /// <summary>The trace file being written.</summary>
    public string Path { get; }

    /// <summary>From the start of the session to the stop request (whatever the session writes after it, such as a rundown, excluded).</summary>
    public TimeSpan Duration { get; private set; }

    /// <summary>
    /// Ends the session; the file is complete afterwards. Throws <see cref="IOException"/> if the trace broke. Calling it
    /// again does nothing.
    /// </summary>
    public void Stop()
    {
        if (_stopped)
        {
            return;
        }
        _stopped = true;
        Duration = _clock.Elapsed;
        StopSession();
    }

    /// <summary>Stops the session and releases it, once; throws <see cref="IOException"/> if the trace broke.</summary>
    private protected abstract void StopSession();

    public void Dispose()
    {
        try
        {
            Stop();
        }
        catch (IOException)
        {
            // disposing after a failure: the caller has seen the capture go wrong or does not care
        }
        GC.SuppressFinalize(this);
    }
}
