using System.Text;
using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;
using PerfBuf.Profiling.Tracing;

namespace PerfBuf.Profiling;

/// <summary>
/// Traces the actual (measured) iterations of each benchmark with EventPipe and files, per benchmark,
/// <c>&lt;name&gt;.nettrace</c>, <c>&lt;name&gt;.speedscope.json</c> and <c>&lt;name&gt;.trace.json</c> (a
/// <see cref="TraceSummary"/>) in <see cref="OutputDirectory"/>. Adds "Contentions/op (trace)", "Work Items/op (trace)",
/// "Waits/op (trace)" and "GCs (trace)" columns.
/// </summary>
/// <remarks>
/// <para>Window: the host's <see cref="HostSignal.BeforeActualRun"/> and <see cref="HostSignal.AfterActualRun"/>
/// signals, as for <see cref="ContextSwitchDiagnoser"/>. The session attaches to the benchmark process (the child, or
/// this process for in-process toolchains) through its diagnostic port. The engine waits for the host to handle a
/// signal, so the session is running before the first actual iteration and stopped after the last.</para>
/// <para>Per-operation columns divide by the operations of the actual iterations, counted by
/// <see cref="OperationCounter"/> from the engine's "WorkloadActual" lines (it must be among the config's loggers).</para>
/// <para>Event dispatch allocates and costs time in the traced process: the run's timings are not results, and the
/// config must not hold <c>MemoryDiagnoser</c> (validation refuses it).</para>
/// </remarks>
public sealed class EventPipeTraceDiagnoser : IDiagnoser
{
    /// <summary>"Contentions/op (trace)".</summary>
    public static readonly CountMetricDescriptor Contentions = new(
        MetricIds.TraceContentionsPerOp,
        "Contentions/op (trace)",
        "ContentionStart events (a thread blocked on a lock) per operation, actual iterations, whole process (EventPipe)",
        priorityInCategory: 20);

    /// <summary>"Work Items/op (trace)".</summary>
    public static readonly CountMetricDescriptor WorkItems = new(
        MetricIds.TraceWorkItemsPerOp,
        "Work Items/op (trace)",
        "Thread-pool work items dispatched (FrameworkEventSource ThreadPoolDequeueWork) per operation, actual iterations (EventPipe)",
        priorityInCategory: 21);

    /// <summary>"Waits/op (trace)".</summary>
    public static readonly CountMetricDescriptor Waits = new(
        MetricIds.TraceWaitHandleWaitsPerOp,
        "Waits/op (trace)",
        "WaitHandleWaitStart events (a thread blocked in a wait) per operation, actual iterations (EventPipe)",
        priorityInCategory: 22);

    /// <summary>"GCs (trace)".</summary>
    public static readonly CountMetricDescriptor Gcs = new(
        MetricIds.TraceGcCount,
        "GCs (trace)",
        "GCStart events during the actual iterations, BenchmarkDotNet's forced GCs between iterations included (EventPipe)",
        priorityInCategory: 23,
        numberFormat: "0");

    /// <summary>File name endings of what the diagnoser writes.</summary>
    public const string NetTraceExtension = ".nettrace";
    public const string SpeedScopeExtension = ".speedscope.json";
    public const string SummaryExtension = ".trace.json";

    private readonly object _gate = new();
    private readonly Dictionary<BenchmarkCase, Window> _windows = [];
    private readonly HashSet<string> _names = new(StringComparer.OrdinalIgnoreCase);
    private readonly List<string> _lines = [];
    private readonly List<string> _problems = [];
    private readonly List<TraceSummary> _summaries = [];
    private readonly ActualOperationsLogger _operations;

    /// <param name="outputDirectory">Where the traces and summaries go (created if missing).</param>
    public EventPipeTraceDiagnoser(string outputDirectory)
    {
        ArgumentException.ThrowIfNullOrEmpty(outputDirectory);
        OutputDirectory = Path.GetFullPath(outputDirectory);
        _operations = new ActualOperationsLogger("PerfBuf." + nameof(EventPipeTraceDiagnoser) + "." + nameof(OperationCounter));
    }

    public string OutputDirectory { get; }

    /// <summary>The logger that counts the operations of the actual iterations; add it to the config's loggers.</summary>
    public ILogger OperationCounter => _operations;

    /// <summary>The summaries of the benchmarks traced so far.</summary>
    public IReadOnlyList<TraceSummary> Summaries
    {
        get
        {
            lock (_gate)
            {
                return [.. _summaries];
            }
        }
    }

    public IEnumerable<string> Ids => [nameof(EventPipeTraceDiagnoser)];

    public IEnumerable<IExporter> Exporters => [];

    public IEnumerable<IAnalyser> Analysers => [];

    public RunMode GetRunMode(BenchmarkCase benchmarkCase) => RunMode.NoOverhead;

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

    public void Handle(HostSignal signal, DiagnoserActionParameters parameters)
    {
        ArgumentNullException.ThrowIfNull(parameters);
        if (signal == HostSignal.BeforeActualRun)
        {
            // in-process toolchains pass the current process; keep a fallback in case a host passes none
            var pid = parameters.Process?.Id ?? Environment.ProcessId;
            var name = UniqueName(parameters.BenchmarkCase);
            try
            {
                var capture = EventPipeCapture.Start(pid, Path.Combine(OutputDirectory, name + NetTraceExtension));
                _operations.Start();
                lock (_gate)
                {
                    if (_windows.ContainsKey(parameters.BenchmarkCase))
                    {
                        // LaunchCount > 1: each launch writes its own file, the summary and columns are the last launch's
                        _problems.Add($"{parameters.BenchmarkCase.DisplayInfo}: traced again (another launch); the summary and columns are of the last launch only");
                    }
                    _windows[parameters.BenchmarkCase] = new Window(name, capture, null);
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException or TimeoutException
                                          or Microsoft.Diagnostics.NETCore.Client.DiagnosticsClientException)
            {
                Problem($"{parameters.BenchmarkCase.DisplayInfo}: could not start an EventPipe session on process {pid}: {e.Message}");
            }
        }
        else if (signal == HostSignal.AfterActualRun)
        {
            var operations = _operations.Stop();
            Window? window;
            lock (_gate)
            {
                if (!_windows.TryGetValue(parameters.BenchmarkCase, out window))
                {
                    return;
                }
                _windows[parameters.BenchmarkCase] = window with { Operations = operations };
            }
            try
            {
                window.Capture.Stop();
            }
            catch (IOException e)
            {
                Problem($"{parameters.BenchmarkCase.DisplayInfo}: {e.Message}");
            }
        }
    }

    public IEnumerable<Metric> ProcessResults(DiagnoserResults results)
    {
        ArgumentNullException.ThrowIfNull(results);
        Window? window;
        lock (_gate)
        {
            _windows.Remove(results.BenchmarkCase, out window);
        }
        if (window is null)
        {
            return [];
        }
        window.Capture.Dispose(); // no-op when AfterActualRun stopped it
        var display = results.BenchmarkCase.DisplayInfo;
        TraceSummary summary;
        try
        {
            summary = TraceSummary.FromFile(window.Capture.Path, window.Name) with
            {
                DurationMs = window.Capture.Duration.TotalMilliseconds,
                Operations = window.Operations is > 0 ? window.Operations : null,
            };
        }
        catch (Exception e) // a trace TraceEvent cannot read must not fail the benchmark run: say so and go on
        {
            Problem($"{display}: the trace {window.Capture.Path} could not be read ({e.GetType().Name}: {e.Message})");
            return [];
        }
        File.WriteAllText(Path.Combine(OutputDirectory, window.Name + SummaryExtension), summary.ToJson());
        try
        {
            SpeedScopeExport.Write(window.Capture.Path, Path.Combine(OutputDirectory, window.Name + SpeedScopeExtension));
        }
        catch (Exception e) // the stacks are a convenience; the summary stands without them
        {
            Problem($"{display}: no speedscope file ({e.GetType().Name}: {e.Message}); the .nettrace and the summary are there");
        }
        lock (_gate)
        {
            _summaries.Add(summary);
            _lines.Add(summary.Describe());
        }
        var metrics = new List<Metric>(4) { new(Gcs, summary.Gcs) };
        if (summary.Operations is null)
        {
            Problem($"{display}: no 'WorkloadActual' lines reached {nameof(EventPipeTraceDiagnoser)}.{nameof(OperationCounter)}; " +
                "per-operation columns left out (add it to the config's loggers; ManualConfig.AddEventPipeTrace() does)");
            return metrics;
        }
        metrics.Add(new Metric(Contentions, summary.PerOperation(summary.Contentions)!.Value));
        metrics.Add(new Metric(WorkItems, summary.PerOperation(summary.WorkItems)!.Value));
        metrics.Add(new Metric(Waits, summary.PerOperation(summary.WaitHandleWaits)!.Value));
        return metrics;
    }

    public void DisplayResults(ILogger logger)
    {
        ArgumentNullException.ThrowIfNull(logger);
        lock (_gate)
        {
            logger.WriteLineInfo($"{nameof(EventPipeTraceDiagnoser)}: {_lines.Count} trace(s) in {OutputDirectory} (actual iterations only; see profiling/README.md, Traces)");
            foreach (var line in _lines)
            {
                logger.WriteLineInfo("  " + line);
            }
            foreach (var problem in _problems)
            {
                logger.WriteLineError($"{nameof(EventPipeTraceDiagnoser)}: {problem}");
            }
            _lines.Clear();
            _problems.Clear();
        }
    }

    public IEnumerable<ValidationError> Validate(ValidationParameters validationParameters)
    {
        ArgumentNullException.ThrowIfNull(validationParameters);
        foreach (var benchmark in validationParameters.Benchmarks)
        {
            if (benchmark.Config.GetDiagnosers().OfType<MemoryDiagnoser>().Any())
            {
                yield return new ValidationError(true,
                    $"{nameof(EventPipeTraceDiagnoser)} must not run beside MemoryDiagnoser: event dispatch allocates in the traced process", benchmark);
            }
            if (!benchmark.Config.GetLoggers().Contains(_operations))
            {
                yield return new ValidationError(true,
                    $"{nameof(EventPipeTraceDiagnoser)} needs its OperationCounter among the config's loggers to know the operations " +
                    "of the actual iterations (use ManualConfig.AddEventPipeTrace(), which adds both)", benchmark);
            }
        }
    }

    private string UniqueName(BenchmarkCase benchmarkCase)
    {
        var name = ShortName(benchmarkCase);
        lock (_gate)
        {
            var unique = name;
            for (var i = 2; !_names.Add(unique); i++)
            {
                unique = $"{name}-{i}";
            }
            return unique;
        }
    }

    private void Problem(string message)
    {
        lock (_gate)
        {
            _problems.Add(message);
        }
    }

    private sealed record Window(string Name, EventPipeCapture Capture, long? Operations);
}
