using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;
using PerfBuf.Core;
using PerfBuf.Core.Counters;

namespace PerfBuf.Profiling;

/// <summary>
/// "Ctx Switches/op" (voluntary) and "Involuntary/op": context switches of every thread of the benchmark process
/// during the actual (measured) iterations, divided by those iterations' operations. Linux only (/proc); elsewhere
/// the columns are absent and the diagnoser says "n/a on this OS".
/// </summary>
/// <remarks>
/// <para>Window: the host's <see cref="HostSignal.BeforeActualRun"/> and <see cref="HostSignal.AfterActualRun"/>
/// signals, where it reads <see cref="ProcessThreadCounters"/> of the benchmark process (the child process, or this
/// process for in-process toolchains). The counts therefore include what the harness does in that window: the
/// engine's own thread, the GCs BDN forces between iterations, runtime background threads. The lab states that
/// cost with an empty benchmark measured by the same diagnoser.</para>
/// <para>Denominator: operations of the actual iterations only. BDN 0.14.0's <c>DiagnoserResults.TotalOperations</c>
/// sums the operations of every workload-mode measurement: jitting, pilot, warm-up, actual, and the overhead-corrected
/// "result" copies of the actual iterations (so those count twice). Dividing the window's count by it would
/// under-report (by more than half with a short job). BDN 0.14.0 hands a diagnoser no per-iteration data; the engine does
/// print one line per iteration ("WorkloadActual  1: 16 op, …") to the config's loggers, so
/// <see cref="OperationCounter"/>, a logger, adds up the operations of those lines while the window is open. It must be
/// in the config's loggers (<see cref="ProfilingConfigExtensions.AddContextSwitchColumns"/> adds both), and an
/// in-process toolchain must log its output (the default).</para>
/// <para>Threads that exit inside the window take their switches after the first snapshot with them; the diagnoser
/// then adds "Threads Exited" (<see cref="MetricIds.ThreadsExitedDuringRun"/>) and a warning instead of dropping them
/// silently. A thread that starts and ends inside the window is not seen at all.</para>
/// </remarks>
public sealed class ContextSwitchDiagnoser : IDiagnoser
{
    public static readonly ContextSwitchDiagnoser Default = new();

    /// <summary>"Ctx Switches/op".</summary>
    public static readonly CountMetricDescriptor Voluntary = new(
        MetricIds.CtxSwitchesPerOp,
        "Ctx Switches/op",
        "Voluntary context switches of all threads of the benchmark process per operation, actual iterations only, harness included (Linux /proc/<pid>/task/*/status)",
        priorityInCategory: 10);

    /// <summary>"Involuntary/op".</summary>
    public static readonly CountMetricDescriptor Involuntary = new(
        MetricIds.InvoluntaryCtxSwitchesPerOp,
        "Involuntary/op",
        "Involuntary (preemption) context switches of all threads of the benchmark process per operation, actual iterations only (Linux /proc)",
        priorityInCategory: 11);

    /// <summary>"Threads Exited".</summary>
    public static readonly CountMetricDescriptor ThreadsExited = new(
        MetricIds.ThreadsExitedDuringRun,
        "Threads Exited",
        "Threads that exited during the actual iterations; their context switches after the run started are not counted",
        priorityInCategory: 12,
        numberFormat: "0");

    private readonly object _gate = new();
    private readonly Dictionary<BenchmarkCase, Window> _windows = [];
    private readonly List<string> _problems = [];
    private readonly ActualOperationsLogger _operations = new("PerfBuf." + nameof(ContextSwitchDiagnoser) + "." + nameof(OperationCounter));
    private int _measured;

    private ContextSwitchDiagnoser() { }

    /// <summary>
    /// The logger that counts the operations of the actual iterations; add it to the config's loggers together with
    /// this diagnoser.
    /// </summary>
    public ILogger OperationCounter => _operations;

    public IEnumerable<string> Ids => [nameof(ContextSwitchDiagnoser)];

    public IEnumerable<IExporter> Exporters => [];

    public IEnumerable<IAnalyser> Analysers => [new ExitedThreadsAnalyser()];

    public RunMode GetRunMode(BenchmarkCase benchmarkCase) => RunMode.NoOverhead;

    public void Handle(HostSignal signal, DiagnoserActionParameters parameters)
    {
        ArgumentNullException.ThrowIfNull(parameters);
        if (signal is not (HostSignal.BeforeActualRun or HostSignal.AfterActualRun) || !OperatingSystem.IsLinux())
        {
            return;
        }
        // in-process toolchains pass the current process; keep a fallback in case a host passes none
        var pid = parameters.Process?.Id ?? Environment.ProcessId;
        if (signal == HostSignal.BeforeActualRun)
        {
            var before = ProcessThreadCounters.Read(pid);
            _operations.Start();
            lock (_gate)
            {
                _windows[parameters.BenchmarkCase] = new Window(before, default, 0);
            }
        }
        else
        {
            var after = ProcessThreadCounters.Read(pid); // first, as close to the last iteration as possible
            var operations = _operations.Stop();
            lock (_gate)
            {
                if (_windows.TryGetValue(parameters.BenchmarkCase, out var window))
                {
                    _windows[parameters.BenchmarkCase] = window with { After = after, Operations = operations };
                }
            }
        }
    }

    public IEnumerable<Metric> ProcessResults(DiagnoserResults results)
    {
        ArgumentNullException.ThrowIfNull(results);
        if (!OperatingSystem.IsLinux())
        {
            return [];
        }
        Window window;
        lock (_gate)
        {
            if (!_windows.Remove(results.BenchmarkCase, out window))
            {
                _problems.Add($"{results.BenchmarkCase.DisplayInfo}: no BeforeActualRun/AfterActualRun signals reached the diagnoser");
                return [];
            }
        }
        var name = results.BenchmarkCase.DisplayInfo;
        if (!window.Before.TryGetValue(out var before) || !window.After.TryGetValue(out var after))
        {
            Problem($"{name}: {window.Before.Reason ?? window.After.Reason}");
            return [];
        }
        if (window.Operations <= 0)
        {
            Problem($"{name}: no 'WorkloadActual' lines reached ContextSwitchDiagnoser.OperationCounter, so the operations of " +
                "the actual iterations are unknown; add it to the config's loggers (ManualConfig.AddContextSwitchColumns() does) " +
                "and keep the toolchain's output logging on");
            return [];
        }
        var delta = ProcessThreadCounters.Delta(before, after);
        Interlocked.Increment(ref _measured);
        var metrics = new List<Metric>(3)
        {
            new(Voluntary, delta.Voluntary / (double)window.Operations),
            new(Involuntary, delta.Involuntary / (double)window.Operations),
        };
        if (delta.ThreadsExited > 0)
        {
            metrics.Add(new Metric(ThreadsExited, delta.ThreadsExited));
            Problem($"{name}: {delta.ThreadsExited} thread(s) exited during the actual iterations; their context switches after " +
                "BeforeActualRun are missing from Ctx Switches/op and Involuntary/op");
        }
        return metrics;
    }

    public void DisplayResults(ILogger logger)
    {
        ArgumentNullException.ThrowIfNull(logger);
        if (!OperatingSystem.IsLinux())
        {
            logger.WriteLineInfo($"{nameof(ContextSwitchDiagnoser)}: n/a on this OS ({System.Runtime.InteropServices.RuntimeInformation.OSDescription}); " +
                "context-switch columns are read from Linux /proc and are left out here");
            return;
        }
        logger.WriteLineInfo($"{nameof(ContextSwitchDiagnoser)}: {Volatile.Read(ref _measured)} benchmark(s) measured; " +
            "switches of all threads of the benchmark process over the actual iterations (harness included: compare with an empty benchmark).");
        lock (_gate)
        {
            foreach (var problem in _problems)
            {
                logger.WriteLineError($"{nameof(ContextSwitchDiagnoser)}: {problem}");
            }
            _problems.Clear();
        }
    }

    public IEnumerable<ValidationError> Validate(ValidationParameters validationParameters)
    {
        ArgumentNullException.ThrowIfNull(validationParameters);
        if (!OperatingSystem.IsLinux())
        {
            // not an error: the run goes on without these columns, and DisplayResults says why
            yield break;
        }
        foreach (var benchmark in validationParameters.Benchmarks)
        {
            if (!benchmark.Config.GetLoggers().Contains(_operations))
            {
                yield return new ValidationError(true,
                    $"{nameof(ContextSwitchDiagnoser)} needs its OperationCounter among the config's loggers to know the operations " +
                    "of the actual iterations (use ManualConfig.AddContextSwitchColumns(), which adds both)", benchmark);
            }
        }
    }

    private void Problem(string message)
    {
        lock (_gate)
        {
            _problems.Add(message);
        }
    }

    private readonly record struct Window(Outcome<ProcessThreadCounters> Before, Outcome<ProcessThreadCounters> After, long Operations);

    /// <summary>Puts "threads exited" into the summary's warnings, next to the benchmark they concern.</summary>
    private sealed class ExitedThreadsAnalyser : IAnalyser
    {
        public string Id => nameof(ContextSwitchDiagnoser);

        public IEnumerable<Conclusion> Analyse(Summary summary)
        {
            foreach (var report in summary.Reports)
            {
                if (report.Metrics.TryGetValue(MetricIds.ThreadsExitedDuringRun, out var exited) && exited.Value > 0)
                {
                    yield return Conclusion.CreateWarning(Id,
                        $"{exited.Value:0} thread(s) exited during the actual iterations of {report.BenchmarkCase.DisplayInfo}: " +
                        "their context switches after the run started are not in Ctx Switches/op", report);
                }
            }
        }

        public override bool Equals(object? obj) => obj is ExitedThreadsAnalyser;

        public override int GetHashCode() => Id.GetHashCode(StringComparison.Ordinal);
    }
}
