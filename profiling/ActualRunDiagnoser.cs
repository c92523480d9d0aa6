using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace PerfBuf.Profiling;

/// <summary>
/// A <see cref="LabDiagnoser"/> that measures the actual (measured) iterations of each benchmark: it opens a window on
/// the host's <see cref="HostSignal.BeforeActualRun"/> signal and closes it on <see cref="HostSignal.AfterActualRun"/>,
/// and counts the operations of those iterations with <see cref="OperationCounter"/>.
/// </summary>
/// <remarks>
/// <para>The engine waits for the host to handle each signal, so whatever the window opens is in place before the first
/// actual iteration and is closed after the last. The window is on the benchmark process: the child process, or this
/// process for in-process toolchains.</para>
/// <para>Denominator: operations of the actual iterations only. BenchmarkDotNet's <c>DiagnoserResults.TotalOperations</c> (0.14.0 and 0.15.8 alike)
/// sums the operations of every workload-mode measurement: jitting, pilot, warm-up, actual, and the overhead-corrected
/// "result" copies of the actual iterations (so those count twice). Dividing the window's count by it would
/// under-report (by more than half with a short job). BenchmarkDotNet (0.14.0 and 0.15.8 alike) hands a diagnoser no per-iteration data; the engine
/// does print one line per iteration ("WorkloadActual  1: 16 op, …") to the config's loggers, so
/// <see cref="OperationCounter"/>, a logger, adds up the operations of those lines while the window is open. It must be
/// in the config's loggers (validation says so; each config extension adds it), and an in-process toolchain must log
/// its output (the default). Without the lines the per-operation metrics are left out and the diagnoser says why.</para>
/// <para>With LaunchCount &gt; 1 each launch opens a window again; the metrics are the last launch's.</para>
/// </remarks>
public abstract class ActualRunDiagnoser : LabDiagnoser
{
    private readonly ActualOperations _operations = new();
    private readonly Dictionary<BenchmarkCase, Run> _runs = [];

    // BenchmarkDotNet merges the loggers of every config in one run by Id (the first of an Id wins), so two instances
    // (one config per benchmark class, as the lab's trace runs make) need two Ids, or the second one's windows
    // would never see an iteration line. Each instance counts only while its own window is open.
    private static int s_instances;

    private protected ActualRunDiagnoser() =>
        OperationCounter = new LineForwardingLogger(
            $"PerfBuf.{Name}.{nameof(OperationCounter)}#{Interlocked.Increment(ref s_instances)}", _operations.Accept);

    /// <summary>
    /// The logger that counts the operations of the actual iterations; add it to the config's loggers together with
    /// this diagnoser.
    /// </summary>
    public ILogger OperationCounter { get; }

    /// <summary>The config extension that adds this diagnoser with its logger, as messages name it.</summary>
    private protected abstract string ConfigExtension { get; }

    public sealed override void Handle(HostSignal signal, DiagnoserActionParameters parameters)
    {
        ArgumentNullException.ThrowIfNull(parameters);
        if (signal is not (HostSignal.BeforeActualRun or HostSignal.AfterActualRun) || NotAvailableHere is not null)
        {
            return;
        }
        var benchmark = parameters.BenchmarkCase;
        if (signal == HostSignal.BeforeActualRun)
        {
            // in-process toolchains pass the current process; keep a fallback in case a host passes none
            var window = Open(benchmark, parameters.Process?.Id ?? Environment.ProcessId);
            _operations.Start();
            Run? previous;
            lock (Gate)
            {
                _runs.Remove(benchmark, out previous);
                _runs[benchmark] = new Run(window);
            }
            if (previous is not null)
            {
                (previous.Window as IDisposable)?.Dispose();
                Problem($"{benchmark.DisplayInfo}: measured again (another launch); what {Name} reports is of the last launch only");
            }
        }
        else
        {
            Run? run;
            lock (Gate)
            {
                _runs.TryGetValue(benchmark, out run);
            }
            if (run?.Window is { } window)
            {
                Close(benchmark, window); // first, as close to the last iteration as possible
            }
            var operations = _operations.Stop();
            if (run is not null)
            {
                lock (Gate)
                {
                    run.Operations = operations;
                }
            }
        }
    }

    protected sealed override IEnumerable<Metric> Measure(DiagnoserResults results)
    {
        var benchmark = results.BenchmarkCase;
        Run? run;
        lock (Gate)
        {
            _runs.Remove(benchmark, out run);
        }
        if (run is null)
        {
            Problem($"{benchmark.DisplayInfo}: no BeforeActualRun/AfterActualRun signals reached the diagnoser");
            return [];
        }
        if (run.Window is not { } window)
        {
            return []; // Open said why
        }
        try
        {
            long? operations = run.Operations > 0 ? run.Operations : null;
            if (operations is null)
            {
                Problem($"{benchmark.DisplayInfo}: no 'WorkloadActual' lines reached {Name}.{nameof(OperationCounter)}, so the operations of " +
                    $"the actual iterations are unknown and the per-operation columns are left out; add it to the config's loggers " +
                    $"({ConfigExtension} does) and keep the toolchain's output logging on");
            }
            return [.. Measure(benchmark, window, operations)];
        }
        finally
        {
            (window as IDisposable)?.Dispose();
        }
    }

    /// <summary>Starts measuring process <paramref name="processId"/>; null when it cannot (after a <see cref="LabDiagnoser.Problem"/>).</summary>
    private protected abstract object? Open(BenchmarkCase benchmark, int processId);

    /// <summary>Stops measuring: the window <see cref="Open"/> returned.</summary>
    private protected abstract void Close(BenchmarkCase benchmark, object window);

    /// <summary>
    /// The metrics of a closed window; <paramref name="operations"/> is null when the actual iterations' operations are
    /// unknown (the problem is already recorded). A window that is <see cref="IDisposable"/> is disposed afterwards.
    /// </summary>
    private protected abstract IEnumerable<Metric> Measure(BenchmarkCase benchmark, object window, long? operations);

    protected override IEnumerable<string> Validate(BenchmarkCase benchmark)
    {
        ArgumentNullException.ThrowIfNull(benchmark);
        if (!benchmark.Config.GetLoggers().Contains(OperationCounter))
        {
            yield return $"needs its {nameof(OperationCounter)} among the config's loggers to know the operations of the actual iterations " +
                $"(use {ConfigExtension}, which adds both)";
        }
    }

    private sealed class Run(object? window)
    {
        public object? Window { get; } = window;

        public long Operations { get; set; }
    }

    /// <summary>Adds up the operations of the engine's "WorkloadActual" iteration lines between <see cref="Start"/> and <see cref="Stop"/>.</summary>
    private sealed class ActualOperations
    {
        private const string Prefix = "WorkloadActual";
        private readonly object _gate = new();
        private bool _open;
        private long _operations;

        public void Start()
        {
            lock (_gate)
            {
                _open = true;
                _operations = 0;
            }
        }

        public long Stop()
        {
            lock (_gate)
            {
                _open = false;
                return _operations;
            }
        }

        public void Accept(string line)
        {
            if (!line.StartsWith(Prefix, StringComparison.Ordinal))
            {
                return;
            }
            var measurement = Measurement.Parse(line, 0);
            if (measurement.IterationMode != IterationMode.Workload || measurement.IterationStage != IterationStage.Actual)
            {
                return;
            }
            lock (_gate)
            {
                if (_open)
                {
                    _operations += measurement.Operations;
                }
            }
        }
    }
}
