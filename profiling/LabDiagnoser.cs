using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;

namespace PerfBuf.Profiling;

/// <summary>
/// What every PerfBuf diagnoser shares: its id (the class name), no exporters, run mode
/// <see cref="RunMode.NoOverhead"/> (each rides on the normal launch, see profiling/README.md), the problems it meets
/// during a run (printed once each, as errors, at the end of the run), its closing lines, and per-benchmark validation.
/// A subclass holds only what it measures.
/// </summary>
public abstract class LabDiagnoser : IDiagnoser
{
    private readonly List<string> _problems = [];
    private int _measured;

    protected LabDiagnoser() => Name = GetType().Name;

    /// <summary>The diagnoser's id, and the prefix of its messages: its class name.</summary>
    public string Name { get; }

    public IEnumerable<string> Ids => [Name];

    public IEnumerable<IExporter> Exporters => [];

    public virtual IEnumerable<IAnalyser> Analysers => [];

    /// <summary>Guards the subclass's per-benchmark state and the problems.</summary>
    protected object Gate { get; } = new();

    /// <summary>
    /// Why this diagnoser measures nothing here (e.g. "n/a on this OS …"), or null. When set, the diagnoser ignores
    /// signals, adds no metrics, passes validation (the run goes on without its columns) and says why at the end.
    /// </summary>
    protected virtual string? NotAvailableHere => null;

    /// <summary>Benchmarks that got at least one metric from this diagnoser so far.</summary>
    protected int Measured => Volatile.Read(ref _measured);

    public RunMode GetRunMode(BenchmarkCase benchmarkCase) => RunMode.NoOverhead;

    public abstract void Handle(HostSignal signal, DiagnoserActionParameters parameters);

    public IEnumerable<Metric> ProcessResults(DiagnoserResults results)
    {
        ArgumentNullException.ThrowIfNull(results);
        if (NotAvailableHere is not null)
        {
            return [];
        }
        List<Metric> metrics = [.. Measure(results)];
        if (metrics.Count > 0)
        {
            Interlocked.Increment(ref _measured);
        }
        return metrics;
    }

    /// <summary>The metrics of one benchmark; none when it could not be measured (then <see cref="Problem"/> says why).</summary>
    protected abstract IEnumerable<Metric> Measure(DiagnoserResults results);

    public void DisplayResults(ILogger logger)
    {
        ArgumentNullException.ThrowIfNull(logger);
        if (NotAvailableHere is { } why)
        {
            logger.WriteLineInfo($"{Name}: {why}");
            return;
        }
        lock (Gate)
        {
            foreach (var line in Describe())
            {
                logger.WriteLineInfo(line);
            }
            foreach (var problem in _problems)
            {
                logger.WriteLineError($"{Name}: {problem}");
            }
            _problems.Clear();
        }
    }

    /// <summary>The info lines printed at the end of the run, before the problems (called under <see cref="Gate"/>).</summary>
    protected virtual IEnumerable<string> Describe() => [];

    public IEnumerable<ValidationError> Validate(ValidationParameters validationParameters)
    {
        ArgumentNullException.ThrowIfNull(validationParameters);
        if (NotAvailableHere is not null)
        {
            // not an error: the run goes on without these columns, and DisplayResults says why
            yield break;
        }
        foreach (var benchmark in validationParameters.Benchmarks)
        {
            foreach (var error in Validate(benchmark))
            {
                yield return new ValidationError(true, $"{Name}: {error}", benchmark);
            }
        }
    }

    /// <summary>Why <paramref name="benchmark"/>'s config cannot run this diagnoser (each a critical validation error).</summary>
    protected virtual IEnumerable<string> Validate(BenchmarkCase benchmark) => [];

    /// <summary>Records a problem for the end of the run; a problem already recorded is not repeated.</summary>
    protected void Problem(string message)
    {
        lock (Gate)
        {
            if (!_problems.Contains(message))
            {
                _problems.Add(message);
            }
        }
    }
}
