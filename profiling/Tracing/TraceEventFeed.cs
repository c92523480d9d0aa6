// Design: the two adapters between TraceEvent and the lab's summary, each as thin as its source allows.
//
// Both sources are TraceEventDispatchers with the same CLR parser and the same EventSource (dynamic) parser, so the
// runtime part of the mapping (contention, thread pool, GC, waits, EventSource ids) is written once (Runtime) and each
// adapter adds only what its source alone carries: EventPipe the sample profiler's stack samples, ETW the kernel's
// CSwitch and ReadyThread events. No adapter decides what counts: each event becomes one TraceSummaryBuilder call with
// the event's process, OS thread and time, and the builder applies every rule and filter.
//
// The ETW adapter reads an .etl through ETWTraceEventSource, which calls the Windows trace-consumer API (OpenTrace,
// ProcessTrace): it exists on Windows only and is marked so; the platform analyzer makes every caller say so too.

using System.Runtime.Versioning;
using Microsoft.Diagnostics.Tracing;

namespace PerfBuf.Profiling.Tracing;

/// <summary>Reads a trace file into a <see cref="TraceSummary"/> through a <see cref="TraceSummaryBuilder"/>.</summary>
public static class TraceEventFeed
{
    /// <summary>Counts an EventPipe <c>.nettrace</c>: one process, runtime and EventSource events, stack samples.</summary>
    /// <param name="threads">Only these OS thread ids (see <see cref="TraceSummaryBuilder"/>); every thread when null.</param>
    public static TraceSummary ReadNetTrace(string nettracePath, string name, IReadOnlySet<int>? threads = null)
    {
        var builder = new TraceSummaryBuilder(processId: null, threads) { SamplesStacks = true };
        using var source = new EventPipeEventSource(nettracePath);
        source.AllEvents += e =>
        {
            builder.OnEvent(e.TimeStampRelativeMSec);
            if (e.ProviderName == EventPipeCapture.SampleProfilerProvider)
            {
                builder.OnStackSample(At(e));
            }
        };
        Runtime(source, builder);
        source.Process();
        return builder.ToSummary(name, TraceSummary.EventPipeSource, source.EventsLost);
    }

    /// <summary>
    /// Counts an ETW <c>.etl</c> for process <paramref name="processId"/>: its runtime and EventSource events, and the
    /// kernel's context switches and wake-ups of its threads (the file holds every process's kernel events).
    /// </summary>
    [SupportedOSPlatform("windows")]
    public static TraceSummary ReadEtl(string etlPath, int processId, string name, IReadOnlySet<int>? threads = null)
    {
        var builder = new TraceSummaryBuilder(processId, threads) { SeesScheduler = true };
        using var source = new ETWTraceEventSource(etlPath);
        source.AllEvents += e => builder.OnEvent(e.TimeStampRelativeMSec);
        Runtime(source, builder);
        var kernel = source.Kernel;
        // the process ids of the old thread and of the awakened one come from TraceEvent's thread table, which the
        // kernel's Thread (and Process) rundown and start events at the head of the file fill
        kernel.ThreadCSwitch += e => builder.OnContextSwitch(new ContextSwitch(
            e.TimeStampRelativeMSec, e.OldProcessID, e.OldThreadID, e.OldThreadState, e.NewProcessID, e.NewThreadID));
        kernel.DispatcherReadyThread += e => builder.OnReadyThread(new TracePoint(e.AwakenedProcessID, e.AwakenedThreadID, e.TimeStampRelativeMSec));
        source.Process();
        return builder.ToSummary(name, TraceSummary.EtwSource, source.EventsLost);
    }

    /// <summary>The runtime's events and the EventSource events, the same for both sources.</summary>
    private static void Runtime(TraceEventDispatcher source, TraceSummaryBuilder builder)
    {
        var clr = source.Clr;
        clr.ContentionStart += e => builder.OnContentionStart(At(e));
        clr.ContentionStop += e => builder.OnContentionStop(At(e), e.Version >= 1 ? e.DurationNs : null);
        clr.ThreadPoolWorkerThreadStart += e => builder.OnWorkerThreadStart(At(e));
        clr.ThreadPoolWorkerThreadAdjustmentAdjustment += e => builder.OnThreadPoolAdjustment(At(e), e.Reason);
        clr.GCStart += e => builder.OnGcStart(At(e));
        clr.GCAllocationTick += e => builder.OnAllocationTick(At(e), e.TypeName, e.AllocationAmount64);
        clr.GCSuspendEEStart += e => builder.OnGcSuspendStart(At(e), e.Reason);
        clr.GCRestartEEStop += e => builder.OnGcRestartStop(At(e));
        clr.WaitHandleWaitStart += e => builder.OnWaitStart(At(e));
        clr.WaitHandleWaitStop += e => builder.OnWaitStop(At(e));
        source.Dynamic.All += e => builder.OnEventSourceEvent(At(e), e.ProviderName, (int)e.ID);
    }

    private static TracePoint At(TraceEvent e) => new(e.ProcessID, e.ThreadID, e.TimeStampRelativeMSec);
}
