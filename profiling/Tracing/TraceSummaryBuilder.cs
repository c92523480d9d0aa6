// Design: the one place where trace events become a TraceSummary, whatever carried them.
//
// Two sources feed it: an EventPipe .nettrace (EventPipeEventSource; one process, no kernel events) and an ETW .etl
// (ETWTraceEventSource; the CLR and EventSource events of the traced process beside the kernel's events of every
// process). Each source has a thin adapter (TraceEventFeed) that reads TraceEvent's typed events and calls one method
// here per event, with the event's process, OS thread and time as a TracePoint. Everything that decides what counts
// lives here: the process and thread filters, which EventSource ids are work items and ArrayPool traffic, which
// thread-pool adjustments are injections, how a GC pause or a wait is paired start to stop on one thread, and what a
// context switch of the traced process is. So the EventPipe path that the tests capture for real and the ETW path
// that only runs on Windows share every rule, and the tests can feed ETW-shaped events here on any OS.
//
// Filters: a process id (ETW: the kernel logs every process, and the host is a .NET process too) and an optional set of
// OS thread ids. Thread-level events (contention, waits, work items, ArrayPool, samples, context switches, wake-ups)
// honour both; process-wide events (GCs and their pauses, thread-pool thread starts and injections) the process only.
//
// Not thread-safe: one builder per file, fed by the single thread that runs the source's Process().

using Microsoft.Diagnostics.Tracing.Parsers.Clr;

namespace PerfBuf.Profiling.Tracing;

/// <summary>Where and when one event happened: its process, its OS thread, its time (ms from the start of the trace).</summary>
public readonly record struct TracePoint(int ProcessId, int ThreadId, double TimeMs);

/// <summary>
/// A kernel context switch (ETW CSwitch) on some CPU: <paramref name="OldThreadId"/> of <paramref name="OldProcessId"/>
/// stops running in <paramref name="OldThreadState"/>, <paramref name="NewThreadId"/> of <paramref name="NewProcessId"/>
/// starts.
/// </summary>
public readonly record struct ContextSwitch(double TimeMs, int OldProcessId, int OldThreadId, System.Diagnostics.ThreadState OldThreadState,
    int NewProcessId, int NewThreadId);

/// <summary>The ArrayPoolEventSource events the summary counts.</summary>
public enum ArrayPoolEvent
{
    Rented,
    Allocated,
    Returned,
    Dropped,
}

/// <summary>
/// Counts trace events, given one call per event, into a <see cref="TraceSummary"/>; the rules are in the file's
/// design notes and in profiling/README.md ("Traces").
/// </summary>
/// <param name="processId">Count only events of this process; every process when null (an EventPipe trace holds one).</param>
/// <param name="threads">Count thread-level events of these OS thread ids only; every thread when null.</param>
public sealed class TraceSummaryBuilder(int? processId = null, IReadOnlySet<int>? threads = null)
{
    // EventSource event ids (their manifests): FrameworkEventSource 30 = ThreadPoolEnqueueWork, 31 = ThreadPoolDequeueWork;
    // ArrayPoolEventSource 1 = BufferRented, 2 = BufferAllocated, 3 = BufferReturned, 6 = BufferDropped
    private const int ThreadPoolDequeueWork = 31;
    private const int BufferRented = 1;
    private const int BufferAllocated = 2;
    private const int BufferReturned = 3;
    private const int BufferDropped = 6;

    private readonly Dictionary<int, double> _contentionStarts = [];
    private readonly Dictionary<int, double> _waitStarts = [];

    // Open GC suspensions by the thread that suspended: the runtime suspends and restarts on the same thread, while
    // other suspenders (the sample profiler suspends about once a millisecond, reason SuspendOther) log their own
    // Suspend/Restart events in between, even inside a GC's pause.
    private readonly Dictionary<int, double> _gcSuspendStarts = [];

    private long _events;
    private double _firstMs = double.NaN;
    private double _lastMs;
    private long _contentions;
    private double _contentionMs;
    private long _workItems;
    private long _workerThreadsStarted;
    private long _starvationInjections;
    private long _gcs;
    private readonly Dictionary<string, (long Bytes, long Ticks)> _allocations = [];
    private long _gcPauses;
    private double _gcPauseMs;
    private long _waits;
    private double _waitMs;
    private long _poolRents;
    private long _poolReturns;
    private long _poolAllocations;
    private long _poolDrops;
    private long _stackSamples;
    private long _voluntarySwitches;
    private long _involuntarySwitches;
    private long _wakeups;

    /// <summary>Any event of the file, of any process: the event count and the span from first to last.</summary>
    public void OnEvent(double timeMs)
    {
        _events++;
        if (double.IsNaN(_firstMs))
        {
            _firstMs = timeMs;
        }
        _lastMs = Math.Max(_lastMs, timeMs);
    }

    /// <summary>Runtime ContentionStart: a thread gave up spinning on a lock and blocks.</summary>
    public void OnContentionStart(TracePoint at)
    {
        if (!OfThread(at))
        {
            return;
        }
        _contentions++;
        _contentionStarts[at.ThreadId] = at.TimeMs;
    }

    /// <summary>
    /// Runtime ContentionStop; <paramref name="durationNs"/> is the event's own DurationNs (version 1, .NET 8+), null for
    /// older runtimes, whose time is taken from the ContentionStart of the same thread.
    /// </summary>
    public void OnContentionStop(TracePoint at, double? durationNs)
    {
        if (!OfProcess(at))
        {
            return;
        }
        var hadStart = _contentionStarts.Remove(at.ThreadId, out var start);
        if (!OfThread(at))
        {
            return;
        }
        if (durationNs is { } ns)
        {
            _contentionMs += ns / 1e6;
        }
        else if (hadStart)
        {
            _contentionMs += at.TimeMs - start;
        }
    }

    /// <summary>Runtime ThreadPoolWorkerThreadStart (process-wide).</summary>
    public void OnWorkerThreadStart(TracePoint at)
    {
        if (OfProcess(at))
        {
            _workerThreadsStarted++;
        }
    }

    /// <summary>Runtime ThreadPoolWorkerThreadAdjustment/Adjustment: an injection when the pool added threads for stuck work.</summary>
    public void OnThreadPoolAdjustment(TracePoint at, ThreadAdjustmentReason reason)
    {
        if (OfProcess(at) && reason is ThreadAdjustmentReason.Starvation or ThreadAdjustmentReason.CooperativeBlocking)
        {
            _starvationInjections++;
        }
    }

    /// <summary>
    /// Runtime GCAllocationTick (process-wide): the runtime's allocation sample, raised after about every 100 KB a heap
    /// hands out, naming the type of the object that crossed the mark and the bytes since the previous tick; summed per
    /// type, it says which objects a row's bytes per operation are.
    /// </summary>
    public void OnAllocationTick(TracePoint at, string? typeName, long bytes)
    {
        if (OfProcess(at))
        {
            var type = string.IsNullOrEmpty(typeName) ? "(unnamed)" : typeName;
            _allocations.TryGetValue(type, out var seen);
            _allocations[type] = (seen.Bytes + bytes, seen.Ticks + 1);
        }
    }

    /// <summary>Runtime GCStart (process-wide).</summary>
    public void OnGcStart(TracePoint at)
    {
        if (OfProcess(at))
        {
            _gcs++;
        }
    }

    /// <summary>Runtime GCSuspendEEStart: a pause opens when the suspension is for a GC.</summary>
    public void OnGcSuspendStart(TracePoint at, GCSuspendEEReason reason)
    {
        if (!OfProcess(at))
        {
            return;
        }
        if (reason is GCSuspendEEReason.SuspendForGC or GCSuspendEEReason.SuspendForGCPrep)
        {
            _gcSuspendStarts[at.ThreadId] = at.TimeMs;
        }
        else
        {
            _gcSuspendStarts.Remove(at.ThreadId);
        }
    }

    /// <summary>Runtime GCRestartEEStop: closes the GC pause its thread opened, if any.</summary>
    public void OnGcRestartStop(TracePoint at)
    {
        if (OfProcess(at) && _gcSuspendStarts.Remove(at.ThreadId, out var start))
        {
            _gcPauses++;
            _gcPauseMs += at.TimeMs - start;
        }
    }

    /// <summary>Runtime WaitHandleWaitStart: a thread blocks in a wait.</summary>
    public void OnWaitStart(TracePoint at)
    {
        if (!OfThread(at))
        {
            return;
        }
        _waits++;
        _waitStarts[at.ThreadId] = at.TimeMs;
    }

    /// <summary>Runtime WaitHandleWaitStop: closes its thread's wait.</summary>
    public void OnWaitStop(TracePoint at)
    {
        if (OfProcess(at) && _waitStarts.Remove(at.ThreadId, out var start))
        {
            _waitMs += at.TimeMs - start;
        }
    }

    /// <summary>
    /// An EventSource event, by provider name and event id: FrameworkEventSource's ThreadPoolDequeueWork is a work item
    /// the pool dispatched (its ThreadPoolEnqueueWork is not counted: a queued item counts when it runs), and
    /// ArrayPoolEventSource's events are the pool's traffic. Any other event is ignored.
    /// </summary>
    public void OnEventSourceEvent(TracePoint at, string providerName, int id)
    {
        switch (providerName)
        {
            case EventPipeCapture.FrameworkProvider when id == ThreadPoolDequeueWork:
                OnWorkItem(at);
                break;
            case EventPipeCapture.ArrayPoolProvider:
                switch (id)
                {
                    case BufferRented: OnArrayPool(at, ArrayPoolEvent.Rented); break;
                    case BufferAllocated: OnArrayPool(at, ArrayPoolEvent.Allocated); break;
                    case BufferReturned: OnArrayPool(at, ArrayPoolEvent.Returned); break;
                    case BufferDropped: OnArrayPool(at, ArrayPoolEvent.Dropped); break;
                }
                break;
        }
    }

    /// <summary>A work item the managed thread pool dispatched, on the thread that runs it.</summary>
    public void OnWorkItem(TracePoint at)
    {
        if (OfThread(at))
        {
            _workItems++;
        }
    }

    public void OnArrayPool(TracePoint at, ArrayPoolEvent kind)
    {
        if (!OfThread(at))
        {
            return;
        }
        switch (kind)
        {
            case ArrayPoolEvent.Rented: _poolRents++; break;
            case ArrayPoolEvent.Allocated: _poolAllocations++; break;
            case ArrayPoolEvent.Returned: _poolReturns++; break;
            case ArrayPoolEvent.Dropped: _poolDrops++; break;
        }
    }

    /// <summary>
    /// A stack sample (EventPipe's sample profiler). A source that can sample calls this at least once per sample; a
    /// summary whose source never samples says so with a null count instead of 0 (<see cref="SamplesStacks"/>).
    /// </summary>
    public void OnStackSample(TracePoint at)
    {
        if (OfThread(at))
        {
            _stackSamples++;
        }
    }

    /// <summary>Whether the source takes stack samples (EventPipe does; the ETW capture does not): if not, the count is null.</summary>
    public bool SamplesStacks { get; init; }

    /// <summary>Whether the source carries the kernel's scheduler events (ETW does; EventPipe does not): if not, their counts are null.</summary>
    public bool SeesScheduler { get; init; }

    /// <summary>
    /// A kernel context switch. It counts when the thread switched out is one of the traced process's (and of the thread
    /// filter): voluntary when that thread was no longer runnable (it blocked: waiting, or in transition), involuntary
    /// when it still was (Ready, Standby, or Windows' DeferredReady, 7): preempted, or a yield that let another thread
    /// run. The thread switched in does not count, nor does the idle thread (id 0).
    /// </summary>
    public void OnContextSwitch(ContextSwitch e)
    {
        if (e.OldThreadId == 0 || !OfThread(new TracePoint(e.OldProcessId, e.OldThreadId, e.TimeMs)))
        {
            return;
        }
        if (StillRunnable(e.OldThreadState))
        {
            _involuntarySwitches++;
        }
        else
        {
            _voluntarySwitches++;
        }
    }

    /// <summary>
    /// A kernel ReadyThread (ETW Dispatcher): <paramref name="awakened"/> (a thread, its process and the time) was made
    /// ready to run, by whatever thread or interrupt. It counts as a wake-up when that thread is one of the traced ones.
    /// </summary>
    public void OnReadyThread(TracePoint awakened)
    {
        if (OfThread(awakened))
        {
            _wakeups++;
        }
    }

    /// <summary>The summary of everything fed so far.</summary>
    /// <param name="name">The summary's name.</param>
    /// <param name="source">What carried the events ("EventPipe", "ETW").</param>
    /// <param name="eventsLost">The source's lost-event count.</param>
    public TraceSummary ToSummary(string name, string source, long eventsLost) => new()
    {
        Name = name,
        Source = source,
        EventSpanMs = double.IsNaN(_firstMs) ? 0 : Math.Max(0, _lastMs - _firstMs),
        Contentions = _contentions,
        ContentionMs = _contentionMs,
        WorkItems = _workItems,
        WorkerThreadsStarted = _workerThreadsStarted,
        StarvationInjections = _starvationInjections,
        Gcs = _gcs,
        SampledAllocations = [.. _allocations.OrderByDescending(a => a.Value.Bytes).ThenBy(a => a.Key, StringComparer.Ordinal)
            .Select(a => new AllocationSample(a.Key, a.Value.Bytes, a.Value.Ticks))],
        GcPauses = _gcPauses,
        GcPauseMs = _gcPauseMs,
        WaitHandleWaits = _waits,
        WaitHandleWaitMs = _waitMs,
        ArrayPoolRents = _poolRents,
        ArrayPoolReturns = _poolReturns,
        ArrayPoolAllocations = _poolAllocations,
        ArrayPoolDrops = _poolDrops,
        StackSamples = SamplesStacks ? _stackSamples : null,
        VoluntarySwitches = SeesScheduler ? _voluntarySwitches : null,
        InvoluntarySwitches = SeesScheduler ? _involuntarySwitches : null,
        Wakeups = SeesScheduler ? _wakeups : null,
        Events = _events,
        EventsLost = eventsLost,
    };

    /// <summary>Windows' thread states in which a switched-out thread could have gone on running.</summary>
    private static bool StillRunnable(System.Diagnostics.ThreadState state) =>
        state is System.Diagnostics.ThreadState.Ready or System.Diagnostics.ThreadState.Standby || (int)state == DeferredReady;

    /// <summary>KTHREAD_STATE DeferredReady: readied, waiting for a processor to be picked (System.Diagnostics calls 7 Unknown).</summary>
    private const int DeferredReady = 7;

    private bool OfProcess(TracePoint at) => processId is not { } pid || at.ProcessId == pid;

    private bool OfThread(TracePoint at) => OfProcess(at) && (threads is null || threads.Contains(at.ThreadId));
}
