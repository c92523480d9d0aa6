using System.Text.Json;
using System.Text.Json.Serialization;
using Microsoft.Diagnostics.Tracing;
using Microsoft.Diagnostics.Tracing.Parsers.Clr;

namespace PerfBuf.Profiling.Tracing;

/// <summary>
/// What one <c>.nettrace</c> shows, in counts and milliseconds. Every field names the event it counts; the
/// caveats are in profiling/README.md ("Traces").
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

    /// <summary>SampleProfiler ThreadSample events (stacks), about one per managed thread per millisecond.</summary>
    public long StackSamples { get; init; }

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
        $"{WaitHandleWaits} waits ({WaitHandleWaitMs:0.###} ms), ArrayPool {ArrayPoolRents} rents/{ArrayPoolReturns} returns/{ArrayPoolAllocations} allocations/{ArrayPoolDrops} drops, " +
        $"{StackSamples} stack samples over {DurationMs ?? EventSpanMs:0} ms" +
        (Operations is > 0 ? $", {Operations} ops" : "") +
        (EventsLost > 0 ? $"; {EventsLost} EVENTS LOST" : "");

    public string ToJson() => JsonSerializer.Serialize(this, Json);

    public static TraceSummary FromJson(string json) =>
        JsonSerializer.Deserialize<TraceSummary>(json, Json) ?? throw new InvalidDataException("empty trace summary");

    /// <summary>Reads a <c>.nettrace</c> file and counts its events.</summary>
    /// <param name="nettracePath">The trace.</param>
    /// <param name="name">The summary's name; the file's name without extension by default.</param>
    /// <param name="threads">
    /// Only count events of these OS thread ids (all threads when null). GCs, their pauses and the thread pool's
    /// thread starts and injections are process-wide and always counted; a work item counts on the thread that
    /// dequeued it.
    /// </param>
    public static TraceSummary FromFile(string nettracePath, string? name = null, IReadOnlySet<int>? threads = null)
    {
        var counter = new EventCounter(threads);
        long events;
        long lost;
        double span;
        using (var source = new EventPipeEventSource(nettracePath))
        {
            counter.Subscribe(source);
            source.Process();
            events = counter.Events;
            lost = source.EventsLost;
            span = counter.LastMs - counter.FirstMs;
        }
        return new TraceSummary
        {
            Name = name ?? Path.GetFileNameWithoutExtension(nettracePath),
            EventSpanMs = Math.Max(0, span),
            Contentions = counter.Contentions,
            ContentionMs = counter.ContentionMs,
            WorkItems = counter.WorkItems,
            WorkerThreadsStarted = counter.WorkerThreadsStarted,
            StarvationInjections = counter.StarvationInjections,
            Gcs = counter.Gcs,
            GcPauses = counter.GcPauses,
            GcPauseMs = counter.GcPauseMs,
            WaitHandleWaits = counter.WaitHandleWaits,
            WaitHandleWaitMs = counter.WaitHandleWaitMs,
            ArrayPoolRents = counter.ArrayPoolRents,
            ArrayPoolReturns = counter.ArrayPoolReturns,
            ArrayPoolAllocations = counter.ArrayPoolAllocations,
            ArrayPoolDrops = counter.ArrayPoolDrops,
            StackSamples = counter.StackSamples,
            Events = events,
            EventsLost = lost,
        };
    }

    /// <summary>The event handlers; one instance per file.</summary>
    private sealed class EventCounter(IReadOnlySet<int>? threads)
    {
        // EventSource event ids (their manifests): FrameworkEventSource 31 = ThreadPoolDequeueWork;
        // ArrayPoolEventSource 1 = BufferRented, 2 = BufferAllocated, 3 = BufferReturned, 6 = BufferDropped
        private const int ThreadPoolDequeueWork = 31;
        private const int BufferRented = 1;
        private const int BufferAllocated = 2;
        private const int BufferReturned = 3;
        private const int BufferDropped = 6;

        private readonly Dictionary<int, double> _contentionStarts = [];
        private readonly Dictionary<int, double> _waitStarts = [];

        // Open GC suspensions by the thread that suspended: the runtime suspends and restarts on the same thread,
        // while other suspenders (the sample profiler suspends about once a millisecond, reason SuspendOther) log
        // their own Suspend/Restart events in between, even inside a GC's pause.
        private readonly Dictionary<int, double> _gcSuspendStarts = [];

        public long Events;
        public double FirstMs = double.NaN;
        public double LastMs;
        public long Contentions;
        public double ContentionMs;
        public long WorkItems;
        public long WorkerThreadsStarted;
        public long StarvationInjections;
        public long Gcs;
        public long GcPauses;
        public double GcPauseMs;
        public long WaitHandleWaits;
        public double WaitHandleWaitMs;
        public long ArrayPoolRents;
        public long ArrayPoolReturns;
        public long ArrayPoolAllocations;
        public long ArrayPoolDrops;
        public long StackSamples;

        public void Subscribe(EventPipeEventSource source)
        {
            source.AllEvents += OnAny;
            var clr = source.Clr;
            clr.ContentionStart += e =>
            {
                if (!Counts(e))
                {
                    return;
                }
                Contentions++;
                _contentionStarts[e.ThreadID] = e.TimeStampRelativeMSec;
            };
            clr.ContentionStop += OnContentionStop;
            clr.ThreadPoolWorkerThreadStart += _ => WorkerThreadsStarted++;
            clr.ThreadPoolWorkerThreadAdjustmentAdjustment += e =>
            {
                if (e.Reason is ThreadAdjustmentReason.Starvation or ThreadAdjustmentReason.CooperativeBlocking)
                {
                    StarvationInjections++;
                }
            };
            clr.GCStart += _ => Gcs++;
            clr.GCSuspendEEStart += e =>
            {
                if (e.Reason is GCSuspendEEReason.SuspendForGC or GCSuspendEEReason.SuspendForGCPrep)
                {
                    _gcSuspendStarts[e.ThreadID] = e.TimeStampRelativeMSec;
                }
                else
                {
                    _gcSuspendStarts.Remove(e.ThreadID);
                }
            };
            clr.GCRestartEEStop += e =>
            {
                if (_gcSuspendStarts.Remove(e.ThreadID, out var start))
                {
                    GcPauses++;
                    GcPauseMs += e.TimeStampRelativeMSec - start;
                }
            };
            clr.WaitHandleWaitStart += e =>
            {
                if (!Counts(e))
                {
                    return;
                }
                WaitHandleWaits++;
                _waitStarts[e.ThreadID] = e.TimeStampRelativeMSec;
            };
            clr.WaitHandleWaitStop += e =>
            {
                if (_waitStarts.Remove(e.ThreadID, out var start))
                {
                    WaitHandleWaitMs += e.TimeStampRelativeMSec - start;
                }
            };
            source.Dynamic.All += OnEventSourceEvent;
        }

        /// <summary>Whether an event of a thread counts under the thread filter.</summary>
        private bool Counts(TraceEvent e) => threads is null || threads.Contains(e.ThreadID);

        private void OnAny(TraceEvent e)
        {
            Events++;
            if (double.IsNaN(FirstMs))
            {
                FirstMs = e.TimeStampRelativeMSec;
            }
            LastMs = Math.Max(LastMs, e.TimeStampRelativeMSec);
            if (e.ProviderName == EventPipeCapture.SampleProfilerProvider && Counts(e))
            {
                StackSamples++;
            }
        }

        private void OnContentionStop(ContentionStopTraceData e)
        {
            var hadStart = _contentionStarts.Remove(e.ThreadID, out var start);
            if (!Counts(e))
            {
                return;
            }
            if (e.Version >= 1)
            {
                ContentionMs += e.DurationNs / 1e6;
            }
            else if (hadStart)
            {
                ContentionMs += e.TimeStampRelativeMSec - start;
            }
        }

        private void OnEventSourceEvent(TraceEvent e)
        {
            if (!Counts(e))
            {
                return;
            }
            var id = (int)e.ID;
            switch (e.ProviderName)
            {
                case EventPipeCapture.FrameworkProvider when id == ThreadPoolDequeueWork:
                    WorkItems++;
                    break;
                case EventPipeCapture.ArrayPoolProvider:
                    switch (id)
                    {
                        case BufferRented: ArrayPoolRents++; break;
                        case BufferAllocated: ArrayPoolAllocations++; break;
                        case BufferReturned: ArrayPoolReturns++; break;
                        case BufferDropped: ArrayPoolDrops++; break;
                    }
                    break;
            }
        }
    }
}
