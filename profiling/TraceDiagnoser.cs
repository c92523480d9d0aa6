using System.Text;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using PerfBuf.Profiling.Tracing;

namespace PerfBuf.Profiling;

/// <summary>
/// Traces the actual (measured) iterations of each benchmark and files, per benchmark, the trace and
/// <c>&lt;name&gt;.trace.json</c> (a <see cref="TraceSummary"/>) in <see cref="OutputDirectory"/>. Adds
/// "Contentions/op (trace)", "Work Items/op (trace)", "Waits/op (trace)", "GCs (trace)", the ArrayPool columns
/// ("Pool rents/op", "Pool returns/op", "Pool allocs/op", "Pool drops/op", each "(trace)") and, where the trace has the
/// kernel's scheduler events (ETW), "Ctx Switches/op (trace)", "Involuntary/op (trace)" and "Wake-ups/op (trace)".
/// A subclass supplies the capture (<see cref="EventPipeTraceDiagnoser"/>, <see cref="EtwTraceDiagnoser"/>); the
/// summary, the files, the columns and the checks are the same for both.
/// </summary>
/// <remarks>
/// <para>Window (see <see cref="ActualRunDiagnoser"/>): the session starts at <c>BeforeActualRun</c> and stops at
/// <c>AfterActualRun</c>, so it is running before the first actual iteration and stopped after the last. Per-operation
/// columns divide by the operations of the actual iterations.</para>
/// <para>Event dispatch allocates and costs time in the traced process: the run's timings are not results, and the
/// config must not hold <c>MemoryDiagnoser</c> (validation refuses it).</para>
/// </remarks>
public abstract class TraceDiagnoser : ActualRunDiagnoser
{
    /// <summary>"Contentions/op (trace)".</summary>
    public static readonly CountMetricDescriptor Contentions = new(
        MetricIds.TraceContentionsPerOp,
        "Contentions/op (trace)",
        "ContentionStart events (a thread blocked on a lock) per operation, actual iterations, whole process",
        priorityInCategory: 20);

    /// <summary>"Work Items/op (trace)".</summary>
    public static readonly CountMetricDescriptor WorkItems = new(
        MetricIds.TraceWorkItemsPerOp,
        "Work Items/op (trace)",
        "Thread-pool work items dispatched (FrameworkEventSource ThreadPoolDequeueWork) per operation, actual iterations",
        priorityInCategory: 21);

    /// <summary>"Waits/op (trace)".</summary>
    public static readonly CountMetricDescriptor Waits = new(
        MetricIds.TraceWaitHandleWaitsPerOp,
        "Waits/op (trace)",
        "WaitHandleWaitStart events (a thread blocked in a wait) per operation, actual iterations",
        priorityInCategory: 22);

    /// <summary>"GCs (trace)".</summary>
    public static readonly CountMetricDescriptor Gcs = new(
        MetricIds.TraceGcCount,
        "GCs (trace)",
        "GCStart events during the actual iterations, BenchmarkDotNet's forced GCs between iterations included",
        priorityInCategory: 23,
        numberFormat: "0");

    /// <summary>"Pool rents/op (trace)".</summary>
    public static readonly CountMetricDescriptor PoolRents = new(
        MetricIds.TracePoolRentsPerOp,
        "Pool rents/op (trace)",
        "ArrayPool rents (ArrayPoolEventSource BufferRented, every pool that logs: ArrayPool.Shared and ArrayPool.Create() pools) per operation, actual iterations",
        priorityInCategory: 24);

    /// <summary>"Pool returns/op (trace)".</summary>
    public static readonly CountMetricDescriptor PoolReturns = new(
        MetricIds.TracePoolReturnsPerOp,
        "Pool returns/op (trace)",
        "ArrayPool returns (BufferReturned) per operation, actual iterations",
        priorityInCategory: 25);

    /// <summary>"Pool allocs/op (trace)".</summary>
    public static readonly CountMetricDescriptor PoolAllocations = new(
        MetricIds.TracePoolAllocationsPerOp,
        "Pool allocs/op (trace)",
        "ArrayPool allocations (BufferAllocated: a rent the pool's stock could not serve) per operation, actual iterations",
        priorityInCategory: 26);

    /// <summary>"Pool drops/op (trace)".</summary>
    public static readonly CountMetricDescriptor PoolDrops = new(
        MetricIds.TracePoolDropsPerOp,
        "Pool drops/op (trace)",
        "ArrayPool drops (BufferDropped: a returned array the pool's full stock could not keep) per operation, actual iterations",
        priorityInCategory: 27);

    /// <summary>"Ctx Switches/op (trace)".</summary>
    public static readonly CountMetricDescriptor VoluntarySwitches = new(
        MetricIds.TraceVoluntarySwitchesPerOp,
        "Ctx Switches/op (trace)",
        "Kernel context switches that switched out a blocked thread of the benchmark process per operation, actual iterations (ETW only)",
        priorityInCategory: 28);

    /// <summary>"Involuntary/op (trace)".</summary>
    public static readonly CountMetricDescriptor InvoluntarySwitches = new(
        MetricIds.TraceInvoluntarySwitchesPerOp,
        "Involuntary/op (trace)",
        "Kernel context switches that switched out a still runnable (preempted) thread of the benchmark process per operation, actual iterations (ETW only)",
        priorityInCategory: 29);

    /// <summary>"Wake-ups/op (trace)".</summary>
    public static readonly CountMetricDescriptor Wakeups = new(
        MetricIds.TraceWakeupsPerOp,
        "Wake-ups/op (trace)",
        "Kernel ReadyThread events that made a thread of the benchmark process ready to run per operation, actual iterations (ETW only)",
        priorityInCategory: 30);

    /// <summary>The file name ending of a summary.</summary>
    public const string SummaryExtension = ".trace.json";

    private readonly HashSet<string> _names = new(StringComparer.OrdinalIgnoreCase);
    private readonly List<string> _lines = [];
    private readonly List<TraceSummary> _summaries = [];

    /// <param name="outputDirectory">Where the traces and summaries go (created if missing).</param>
    private protected TraceDiagnoser(string outputDirectory)
    {
        ArgumentException.ThrowIfNullOrEmpty(outputDirectory);
        OutputDirectory = Path.GetFullPath(outputDirectory);
    }

    public string OutputDirectory { get; }

    /// <summary>The summaries of the benchmarks traced so far.</summary>
    public IReadOnlyList<TraceSummary> Summaries
    {
        get
        {
            lock (Gate)
            {
                return [.. _summaries];
            }
        }
    }

    /// <summary>A file-name-safe short name: <c>Type.Method</c>, then each parameter as <c>Name-Value</c>.</summary>
    public static string ShortName(BenchmarkCase benchmarkCase)
    {
        ArgumentNullException.ThrowIfNull(benchmarkCase);
        var name = new StringBuilder()
            .Append(benchmarkCase.Descriptor.Type.Name).Append('.').Append(benchmarkCase.Descriptor.WorkloadMethod.Name);
        foreach (var parameter in benchmarkCase.Parameters.Items)
        {
            name.Append('_').Append(parameter.Name).Append('-').Append(parameter.ToDisplayText());
        }
        var invalid = Path.GetInvalidFileNameChars();
        var chars = name.ToString().Select(c => invalid.Contains(c) || char.IsWhiteSpace(c) || c is ',' or '(' or ')' or '[' or ']' or ':' ? '-' : c);
        return new string([.. chars]);
    }

    /// <summary>The file name ending of the trace this diagnoser writes.</summary>
    private protected abstract string TraceExtension { get; }

    /// <summary>Starts a capture of <paramref name="processId"/> into <paramref name="path"/>; null when it cannot (after a <see cref="LabDiagnoser.Problem"/>).</summary>
    private protected abstract TraceCapture? StartCapture(BenchmarkCase benchmark, int processId, string path);

    /// <summary>The summary of a stopped capture's file.</summary>
    private protected abstract TraceSummary Read(TraceCapture capture, string name);

    /// <summary>Writes whatever else the trace gives (EventPipe: the stacks), after the summary; problems are reported, not thrown.</summary>
    private protected virtual void WriteAlongside(BenchmarkCase benchmark, TraceCapture capture, string name)
    {
    }

    private protected sealed override object? Open(BenchmarkCase benchmark, int processId)
    {
        var name = UniqueName(benchmark);
        return StartCapture(benchmark, processId, Path.Combine(OutputDirectory, name + TraceExtension)) is { } capture
            ? new Window(name, capture)
            : null;
    }

    private protected sealed override void Close(BenchmarkCase benchmark, object window)
    {
        try
        {
            ((Window)window).Capture.Stop();
        }
        catch (IOException e)
        {
            Problem($"{benchmark.DisplayInfo}: {e.Message}");
        }
    }

    private protected sealed override IEnumerable<Metric> Measure(BenchmarkCase benchmark, object window, long? operations)
    {
        var (name, capture) = (Window)window;
        capture.Dispose(); // no-op when AfterActualRun stopped it
        var display = benchmark.DisplayInfo;
        TraceSummary summary;
        try
        {
            summary = Read(capture, name) with
            {
                DurationMs = capture.Duration.TotalMilliseconds,
                Operations = operations,
            };
        }
        catch (Exception e) // a trace TraceEvent cannot read must not fail the benchmark run: say so and go on
        {
            Problem($"{display}: the trace {capture.Path} could not be read ({e.GetType().Name}: {e.Message})");
            return [];
        }
        File.WriteAllText(Path.Combine(OutputDirectory, name + SummaryExtension), summary.ToJson());
        WriteAlongside(benchmark, capture, name);
        lock (Gate)
        {
            _summaries.Add(summary);
            _lines.Add(summary.Describe());
        }
        var metrics = new List<Metric>(11) { new(Gcs, summary.Gcs) };
        if (summary.Operations is null)
        {
            return metrics; // per-operation columns left out; the base class said why
        }
        metrics.Add(new Metric(Contentions, summary.PerOperation(summary.Contentions)!.Value));
        metrics.Add(new Metric(WorkItems, summary.PerOperation(summary.WorkItems)!.Value));
        metrics.Add(new Metric(Waits, summary.PerOperation(summary.WaitHandleWaits)!.Value));
        metrics.Add(new Metric(PoolRents, summary.PerOperation(summary.ArrayPoolRents)!.Value));
        metrics.Add(new Metric(PoolReturns, summary.PerOperation(summary.ArrayPoolReturns)!.Value));
        metrics.Add(new Metric(PoolAllocations, summary.PerOperation(summary.ArrayPoolAllocations)!.Value));
        metrics.Add(new Metric(PoolDrops, summary.PerOperation(summary.ArrayPoolDrops)!.Value));
        if (summary is { VoluntarySwitches: { } voluntary, InvoluntarySwitches: { } involuntary, Wakeups: { } wakeups })
        {
            metrics.Add(new Metric(VoluntarySwitches, summary.PerOperation(voluntary)!.Value));
            metrics.Add(new Metric(InvoluntarySwitches, summary.PerOperation(involuntary)!.Value));
            metrics.Add(new Metric(Wakeups, summary.PerOperation(wakeups)!.Value));
        }
        return metrics;
    }

    protected override IEnumerable<string> Describe()
    {
        string[] lines = [$"{Name}: {_lines.Count} trace(s) in {OutputDirectory} (actual iterations only; see profiling/README.md, Traces)",
            .. _lines.Select(line => "  " + line)];
        _lines.Clear();
        return lines;
    }

    protected override IEnumerable<string> Validate(BenchmarkCase benchmark)
    {
        ArgumentNullException.ThrowIfNull(benchmark);
        if (benchmark.Config.GetDiagnosers().OfType<MemoryDiagnoser>().Any())
        {
            yield return "must not run beside MemoryDiagnoser: event dispatch allocates in the traced process";
        }
        foreach (var error in base.Validate(benchmark))
        {
            yield return error;
        }
    }

    private string UniqueName(BenchmarkCase benchmarkCase)
    {
        var name = ShortName(benchmarkCase);
        lock (Gate)
        {
            var unique = name;
            for (var i = 2; !_names.Add(unique); i++)
            {
                unique = $"{name}-{i}";
            }
            return unique;
        }
    }

    private sealed record Window(string Name, TraceCapture Capture) : IDisposable
    {
        public void Dispose() => Capture.Dispose();
    }
}
