using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;

namespace PerfBuf.Profiling;

/// <summary>
/// A logger that adds up the operations of the engine's "WorkloadActual" iteration lines while a window is open.
/// BDN 0.14.0 gives diagnosers no per-iteration data; these lines are the only source of the actual iterations'
/// operations (see profiling/README.md, "Ctx Switches/op"). Each diagnoser that needs them owns one instance.
/// </summary>
internal sealed class ActualOperationsLogger(string id) : ILogger
{
    private const string Prefix = "WorkloadActual";
    private readonly object _gate = new();
    private bool _open;
    private long _operations;

    public string Id { get; } = id;

    public int Priority => 0;

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

    public void Write(LogKind logKind, string text) => Count(text);

    public void WriteLine() { }

    public void WriteLine(LogKind logKind, string text) => Count(text);

    public void Flush() { }

    private void Count(string text)
    {
        if (text is null || !text.StartsWith(Prefix, StringComparison.Ordinal))
        {
            return;
        }
        var measurement = Measurement.Parse(text, 0);
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
