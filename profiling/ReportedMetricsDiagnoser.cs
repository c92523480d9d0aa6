using System.Globalization;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;

namespace PerfBuf.Profiling;

/// <summary>
/// The benchmark side of <see cref="ReportedMetricsDiagnoser"/>: a benchmark that measures something BDN cannot
/// (producer wait time, a probe's latency percentiles) writes it here, normally from its <c>[GlobalCleanup]</c>,
/// and the value becomes a column of the summary.
/// </summary>
/// <remarks>
/// One line per value goes to standard output: <c>// PerfBuf metric: &lt;id&gt; | &lt;column&gt; | &lt;value&gt;</c>.
/// BDN forwards the benchmark process's output to the host's loggers, where the diagnoser's logger reads it.
/// Out-of-process toolchains only: an in-process run does not pass the benchmark's console output through the
/// loggers, so its summary has no such columns (the values are still printed).
/// </remarks>
public static class ReportedMetrics
{
    /// <summary>The prefix of a metric line.</summary>
    public const string Prefix = "// PerfBuf metric: ";

    /// <summary>Writes one metric line. <paramref name="id"/> and <paramref name="column"/> must not contain '|'.</summary>
    public static void Write(string id, string column, double value)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(id);
        ArgumentException.ThrowIfNullOrWhiteSpace(column);
        if (id.Contains('|', StringComparison.Ordinal) || column.Contains('|', StringComparison.Ordinal))
        {
            throw new ArgumentException("a metric id or column name cannot contain '|'", nameof(id));
        }
        Console.Out.WriteLine(Format(id, column, value));
        Console.Out.Flush();
    }

    /// <summary>The line <see cref="Write"/> prints.</summary>
    public static string Format(string id, string column, double value) =>
        $"{Prefix}{id} | {column} | {value.ToString("R", CultureInfo.InvariantCulture)}";

    /// <summary>Parses a metric line; false for any other line.</summary>
    public static bool TryParse(string line, out string id, out string column, out double value)
    {
        id = column = "";
        value = 0;
        var start = line.IndexOf(Prefix, StringComparison.Ordinal);
        if (start < 0)
        {
            return false;
        }
        var parts = line[(start + Prefix.Length)..].Split('|', StringSplitOptions.TrimEntries);
        if (parts.Length != 3 || parts[0].Length == 0 || parts[1].Length == 0 ||
            !double.TryParse(parts[2], NumberStyles.Float, CultureInfo.InvariantCulture, out value))
        {
            return false;
        }
        id = parts[0];
        column = parts[1];
        return true;
    }
}

/// <summary>
/// Turns <see cref="ReportedMetrics"/> lines printed by a benchmark process into metric columns of that benchmark.
/// Add it with <see cref="ProfilingConfigExtensions.AddReportedMetrics"/> (diagnoser and its logger together).
/// </summary>
/// <remarks>
/// <para>
/// Window: from the host's <see cref="HostSignal.BeforeAnythingElse"/> to <see cref="HostSignal.AfterProcessExit"/> of a
/// benchmark case; the last value of an id in that window wins (a benchmark reports from its cleanup, once).
/// BenchmarkDotNet attaches a diagnoser to the last launch of a case only, so that value is the last launch's.
/// </para>
/// <para>
/// Every launch's values: the benchmark prints its lines in every launch, and the host logs
/// <c>// Benchmark: …</c> before a case's first launch and <c>// Launch: i / n</c> before each. The line reader files each
/// metric line under the launch it follows, and <see cref="LaunchValues"/> gives them per case once the case is measured
/// (cases run one after another, so the lines since the last <c>// Benchmark:</c> header are the measured case's).
/// </para>
/// </remarks>
public sealed class ReportedMetricsDiagnoser : LabDiagnoser
{
    public static readonly ReportedMetricsDiagnoser Default = new();

    private readonly Dictionary<BenchmarkCase, Dictionary<string, (string Column, double Value)>> _values = [];
    private readonly Dictionary<BenchmarkCase, Dictionary<string, List<double>>> _launchValues = [];
    private readonly MetricLaunchLog _launches = new();
    private BenchmarkCase? _current;

    private ReportedMetricsDiagnoser() =>
        LineReader = new LineForwardingLogger("PerfBuf." + nameof(ReportedMetricsDiagnoser) + "." + nameof(LineReader), Accept);

    /// <summary>The logger that reads metric lines; add it to the config's loggers together with this diagnoser.</summary>
    public ILogger LineReader { get; }

    public override void Handle(HostSignal signal, DiagnoserActionParameters parameters)
    {
        ArgumentNullException.ThrowIfNull(parameters);
        lock (Gate)
        {
            if (signal == HostSignal.BeforeAnythingElse)
            {
                _current = parameters.BenchmarkCase;
                _values[_current] = [];
            }
            else if (signal == HostSignal.AfterProcessExit)
            {
                _current = null;
            }
        }
    }

    private void Accept(string line)
    {
        lock (Gate)
        {
            if (_launches.Accept(line))
            {
                return;
            }
        }
        if (!ReportedMetrics.TryParse(line, out var id, out var column, out var value))
        {
            return;
        }
        lock (Gate)
        {
            if (_current is not null && _values.TryGetValue(_current, out var values))
            {
                values[id] = (column, value);
            }
        }
    }

    /// <summary>
    /// Each launch's value of every metric case <paramref name="benchmarkCase"/> reported, by id, in launch order (empty
    /// before the case was measured, or when it reported none). Read by the exporter that writes the lab's results.
    /// </summary>
    public IReadOnlyDictionary<string, List<double>> LaunchValues(BenchmarkCase benchmarkCase)
    {
        lock (Gate)
        {
            return _launchValues.TryGetValue(benchmarkCase, out var values) ? values : new Dictionary<string, List<double>>();
        }
    }

    protected override IEnumerable<Metric> Measure(DiagnoserResults results)
    {
        lock (Gate)
        {
            _launchValues[results.BenchmarkCase] = _launches.Take();
            if (!_values.Remove(results.BenchmarkCase, out var values))
            {
                return [];
            }
            var priority = 20;
            return [.. values.OrderBy(v => v.Key, StringComparer.Ordinal)
                .Select(v => new Metric(new CountMetricDescriptor(v.Key, v.Value.Column,
                    "reported by the benchmark itself (see its write-up)", priority++, "0.###"), v.Value.Value))];
        }
    }
}

/// <summary>
/// Every launch's reported metrics of the benchmark case being run, read from the host's log: the host writes
/// <see cref="CaseHeader"/> before a case's first launch and <see cref="LaunchHeader"/> before each launch, and the
/// benchmark process's metric lines (<see cref="ReportedMetrics"/>) follow within their launch. Not thread-safe: its
/// owner serialises the calls.
/// </summary>
public sealed class MetricLaunchLog
{
    /// <summary>The host's line before a case's first launch.</summary>
    public const string CaseHeader = "// Benchmark: ";

    /// <summary>The host's line before each launch of a case.</summary>
    public const string LaunchHeader = "// Launch: ";

    // one dictionary per launch of the current case, in launch order
    private List<Dictionary<string, double>> _launches = [];

    /// <summary>Reads one log line; true when it was a case or launch header or a metric line (a metric line outside a launch is dropped).</summary>
    public bool Accept(string line)
    {
        if (line.StartsWith(CaseHeader, StringComparison.Ordinal))
        {
            _launches = [];
            return true;
        }
        if (line.StartsWith(LaunchHeader, StringComparison.Ordinal))
        {
            _launches.Add([]);
            return true;
        }
        if (!ReportedMetrics.TryParse(line, out var id, out _, out var value))
        {
            return false;
        }
        if (_launches.Count > 0)
        {
            _launches[^1][id] = value; // the last value of an id in a launch wins, as in the diagnoser's window
        }
        return false; // the diagnoser reads the same line for its own window
    }

    /// <summary>
    /// The current case's values by id, in launch order (a launch that reported no value for an id is left out of that
    /// id's list), and a fresh start for the next case.
    /// </summary>
    public Dictionary<string, List<double>> Take()
    {
        var values = _launches.SelectMany(l => l).GroupBy(kv => kv.Key, StringComparer.Ordinal)
            .ToDictionary(g => g.Key, g => g.Select(kv => kv.Value).ToList(), StringComparer.Ordinal);
        _launches = [];
        return values;
    }
}
