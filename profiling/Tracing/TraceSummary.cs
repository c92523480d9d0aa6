using System.Text.Json;
using System.Text.Json.Serialization;

namespace PerfBuf.Profiling.Tracing;

/// <summary>
/// What one trace shows, in counts and milliseconds: an EventPipe <c>.nettrace</c> or an ETW <c>.etl</c>, counted by the
/// same <see cref="TraceSummaryBuilder"/>. Every field names the event it counts; the caveats are in profiling/README.md
/// ("Traces"). A count the source cannot see (stack samples in ETW, context switches in EventPipe) is null, never 0.
/// </summary>
public sealed record TraceSummary
{
    private static readonly JsonSerializerOptions Json = new()
    {
        WriteIndented = true,
        DefaultIgnoreCondition = JsonIgnoreCondition.WhenWritingNull,
    };

    /// <summary>The benchmark (or whatever was traced), for the tables.</summary>
    public string Name { get; init; } = "";

    /// <summary>What carried the events: <see cref="EventPipeSource"/> or <see cref="EtwSource"/> (null in summaries written before ETW).</summary>
    public string? Source { get; init; }

    /// <summary>The <see cref="Source"/> of a <c>.nettrace</c>.</summary>
    public const string EventPipeSource = "EventPipe";

    /// <summary>The <see cref="Source"/> of an <c>.etl</c>.</summary>
    public const string EtwSource = "ETW";

    /// <summary>Capture window: session start to the stop request (ms). Null when only the file was read.</summary>
    public double? DurationMs { get; init; }

    /// <summary>Time from the first to the last event in the file (ms), rundown included.</summary>
    public double EventSpanMs { get; init; }

    /// <summary>Operations of the benchmark's actual iterations inside the window; null outside BenchmarkDotNet.</summary>
    public long? Operations { get; init; }

    /// <summary>ContentionStart: a thread gave up spinning on a lock and blocks.</summary>
    public long Contentions { get; init; }

    /// <summary>Sum of ContentionStop's DurationNs (.NET 8+), else ContentionStart→Stop on the same thread (ms).</summary>
    public double ContentionMs { get; init; }

    /// <summary>FrameworkEventSource ThreadPoolDequeueWork: work items the managed thread pool dispatched.</summary>
    public long WorkItems { get; init; }

    /// <summary>ThreadPoolWorkerThreadStart: worker threads the pool started.</summary>
    public long WorkerThreadsStarted { get; init; }

    /// <summary>ThreadPoolWorkerThreadAdjustment/Adjustment with reason Starvation or CooperativeBlocking: forced injections.</summary>
    public long StarvationInjections { get; init; }

    /// <summary>GCStart: garbage collections (BDN's own forced GCs between iterations included).</summary>
    public long Gcs { get; init; }

    /// <summary>
    /// The runtime's allocation samples (GCAllocationTick, about one per 100 KB allocated) summed per type, most bytes
    /// first: which objects the bytes are, in proportion (a type allocated rarely may get no sample).
    /// </summary>
    public AllocationSamples SampledAllocations { get; init; } = [];

    /// <summary>
    /// Suspensions for a GC (GCSuspendEEStart with reason SuspendForGC/SuspendForGCPrep) that ended in a
    /// GCRestartEEStop on the same thread.
    /// </summary>
    public long GcPauses { get; init; }

    /// <summary>Sum of GCSuspendEEStart→GCRestartEEStop (same thread) of those pauses (ms).</summary>
    public double GcPauseMs { get; init; }

    /// <summary>WaitHandleWaitStart: a thread blocked in a wait (Monitor.Wait, events, semaphores; .NET 9+).</summary>
    public long WaitHandleWaits { get; init; }

    /// <summary>Sum of WaitHandleWaitStart→WaitHandleWaitStop on the same thread (ms).</summary>
    public double WaitHandleWaitMs { get; init; }

    /// <summary>ArrayPoolEventSource BufferRented.</summary>
    public long ArrayPoolRents { get; init; }

    /// <summary>ArrayPoolEventSource BufferReturned.</summary>
    public long ArrayPoolReturns { get; init; }

    /// <summary>ArrayPoolEventSource BufferAllocated: a rent the pool could not serve from its buckets.</summary>
    public long ArrayPoolAllocations { get; init; }

    /// <summary>ArrayPoolEventSource BufferDropped: a returned array the pool could not keep (its stock of that size was
    /// full, or the array was too large to pool); the next rent of that size past the stock allocates again.</summary>
    public long ArrayPoolDrops { get; init; }

    /// <summary>SampleProfiler ThreadSample events (stacks), about one per managed thread per millisecond; null for ETW.</summary>
    public long? StackSamples { get; init; }

    /// <summary>Kernel CSwitch events that switched out a thread of the process that had blocked (ETW only; else null).</summary>
    public long? VoluntarySwitches { get; init; }

    /// <summary>Kernel CSwitch events that switched out a thread of the process that could still run: preempted (ETW only).</summary>
    public long? InvoluntarySwitches { get; init; }

    /// <summary>Kernel ReadyThread events that made a thread of the process ready to run (ETW only).</summary>
    public long? Wakeups { get; init; }

    /// <summary>Events in the file.</summary>
    public long Events { get; init; }

    /// <summary>Events the runtime dropped because the session's buffer was full; the counts above are then low.</summary>
    public long EventsLost { get; init; }

    /// <summary>The per-operation value of <paramref name="count"/>, when the operations are known.</summary>
    public double? PerOperation(long count) => Operations is > 0 ? count / (double)Operations.Value : null;

    /// <summary>One line for logs.</summary>
    public string Describe() =>
        $"{Name}: {Contentions} contentions ({ContentionMs:0.###} ms), {WorkItems} work items, " +
        $"{WorkerThreadsStarted} workers started ({StarvationInjections} starvation injections), {Gcs} GCs ({GcPauseMs:0.###} ms paused), " +
        (SampledAllocations.Count > 0
            ? $"sampled allocations {string.Join(", ", SampledAllocations.Take(3).Select(a => $"{a.Type} {a.Bytes / 1024} KB"))}, "
            : "") +
        $"{WaitHandleWaits} waits ({WaitHandleWaitMs:0.###} ms), ArrayPool {ArrayPoolRents} rents/{ArrayPoolReturns} returns/{ArrayPoolAllocations} allocations/{ArrayPoolDrops} drops" +
        (VoluntarySwitches is { } voluntary ? $", {voluntary} voluntary/{InvoluntarySwitches} involuntary context switches, {Wakeups} wake-ups" : "") +
        (StackSamples is { } samples ? $", {samples} stack samples" : "") +
        $" over {DurationMs ?? EventSpanMs:0} ms" + (Source is { } source ? $" ({source})" : "") +
        (Operations is > 0 ? $", {Operations} ops" : "") +
        (EventsLost > 0 ? $"; {EventsLost} EVENTS LOST" : "");

    public string ToJson() => JsonSerializer.Serialize(this, Json);

    public static TraceSummary FromJson(string json) =>
        JsonSerializer.Deserialize<TraceSummary>(json, Json) ?? throw new InvalidDataException("empty trace summary");

    /// <summary>Reads a <c>.nettrace</c> file and counts its events (<see cref="TraceEventFeed.ReadNetTrace"/>).</summary>
    /// <param name="nettracePath">The trace.</param>
    /// <param name="name">The summary's name; the file's name without extension by default.</param>
    /// <param name="threads">
    /// Only count events of these OS thread ids (all threads when null). GCs, their pauses and the thread pool's
    /// thread starts and injections are process-wide and always counted; a work item counts on the thread that
    /// dequeued it.
    /// </param>
    public static TraceSummary FromFile(string nettracePath, string? name = null, IReadOnlySet<int>? threads = null) =>
        TraceEventFeed.ReadNetTrace(nettracePath, name ?? Path.GetFileNameWithoutExtension(nettracePath), threads);
}

/// <summary>One type's share of the runtime's allocation samples: the bytes its ticks carried and how many ticks.</summary>
public sealed record AllocationSample(string Type, long Bytes, long Ticks);

/// <summary>The samples of a summary, equal by their elements (so summaries compare by value, as records).</summary>
public sealed class AllocationSamples : List<AllocationSample>, IEquatable<AllocationSamples>
{
    public bool Equals(AllocationSamples? other) => other is not null && this.SequenceEqual(other);

    public override bool Equals(object? obj) => Equals(obj as AllocationSamples);

    public override int GetHashCode() => Count;
}
