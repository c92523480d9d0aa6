using System.Diagnostics;
using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;
using BenchmarkDotNet.Loggers;
using PerfBuf.Profiling;
using Spectre.Console;

namespace PerfBuf.Lab;

/// <summary>
/// What a person follows during a run: one line per benchmark case (its name and parameters, done/total, the time so
/// far, an estimate of the finish), a line when the benchmark project is built, and every error line as
/// BenchmarkDotNet wrote it. The whole log still goes to BenchmarkDotNet's log file, which the runner files with the
/// run; `--verbose` shows it live in place of these lines. A case whose JIT settle reached its cap (see
/// <see cref="SettlingEngineFactory"/>) gets a warning line, or in a quick run a count in one line at the end.
/// BenchmarkDotNet offers no progress events, so this reads its log lines ("// Benchmark: …"), and a line it does not
/// recognise is simply not shown.
/// </summary>
public sealed partial class ProgressLogger(IAnsiConsole console) : ILogger
{
    private readonly StringBuilder _line = new();
    private readonly Stopwatch _elapsed = Stopwatch.StartNew();
    private int _total;
    private int _done;
    private string? _estimate;

    public string Id => nameof(ProgressLogger);

    public int Priority => 0;

    /// <summary>Cases started so far.</summary>
    public int Started => _done;

    /// <summary>Cases BenchmarkDotNet announced ("Found N benchmark(s) in total").</summary>
    public int Total => _total;

    public void Write(LogKind logKind, string text)
    {
        _line.Append(text);
        if (logKind == LogKind.Error)
        {
            _errorPending = true;
        }
        else if (logKind == LogKind.Warning)
        {
            _warningPending = true;
        }
    }

    /// <summary>The words of BenchmarkDotNet's shadow-copy warning (see <see cref="Take"/>).</summary>
    private const string ShadowCopyGuess = "is located in temp. If you are running benchmarks from xUnit";

    private bool _errorPending;
    private bool _warningPending;
    private readonly HashSet<string> _warned = new(StringComparer.Ordinal);

    public void WriteLine()
    {
        var line = _line.ToString();
        _line.Clear();
        var (error, warning) = (_errorPending, _warningPending);
        (_errorPending, _warningPending) = (false, false);
        Take(line, error, warning);
    }

    public void WriteLine(LogKind logKind, string text)
    {
        Write(logKind, text);
        WriteLine();
    }

    public void Flush()
    {
    }

    /// <summary>Reads one line of BenchmarkDotNet's log; prints what a person follows (a warning once, however often it comes).</summary>
    public void Take(string line, bool error = false, bool warning = false)
    {
        // BenchmarkDotNet's ShadowCopyValidator warns (through the error channel) whenever the benchmark assembly's path
        // starts with the temp folder, guessing an xUnit shadow copy; the lab runs its own build output, so a clone under
        // /tmp is no such copy and the warning, with its xUnit advice, would only mislead
        if (line.Contains(ShadowCopyGuess, StringComparison.Ordinal))
        {
            return;
        }
        if (error && line.Trim().Length > 0)
        {
            console.MarkupLine($"[red]{Markup.Escape(line.TrimEnd())}[/]");
            return;
        }
        if (warning && line.Trim().Length > 0)
        {
            if (_warned.Add(line.Trim()))
            {
                console.MarkupLine($"[yellow]{Markup.Escape(line.TrimEnd())}[/]");
            }
            return;
        }
        if (TotalLine().Match(line) is { Success: true } total)
        {
            _total = int.Parse(total.Groups[1].Value, CultureInfo.InvariantCulture);
            console.MarkupLine($"{_total} case(s) to run; building the benchmark project…");
        }
        else if (BuiltLine().Match(line) is { Success: true } built)
        {
            console.MarkupLine($"built in {Markup.Escape(built.Groups[1].Value)}");
        }
        else if (BenchmarkLine().Match(line) is { Success: true } benchmark)
        {
            _done++;
            _firstCase ??= _elapsed.Elapsed;
            _estimate = Estimate();
            var name = benchmark.Groups[1].Value;
            var job = benchmark.Groups[2].Value;
            var parameters = benchmark.Groups[3].Success ? " " + benchmark.Groups[3].Value : "";
            var server = job.Contains($"{LabConfig.ServerGcVariable}=1", StringComparison.Ordinal) ? ", server GC" : "";
            _case = name + parameters + server;
            _caseIsQuick = job.StartsWith(LabConfig.QuickJob.Id, StringComparison.Ordinal);
            var counter = _total > 0 ? $"{_done}/{_total}" : $"{_done}";
            console.MarkupLine($"[dim][[{counter}]][/] {Markup.Escape(_case)} [dim]· {Elapsed()} elapsed{(_estimate is null ? "" : " · " + Markup.Escape(_estimate))}[/]");
        }
        else if (line.StartsWith("// " + JitSettleResult.NotSettled, StringComparison.Ordinal))
        {
            if (_caseIsQuick)
            {
                // a smoke run's short cap is often reached (the runtime re-compiles hundreds of framework methods for
                // seconds): counted, and said once at the end
                _quickUnsettled++;
                return;
            }
            // the case's figures may time code the JIT was still compiling: said for each launch whose settle reached its cap
            console.MarkupLine($"[yellow]{Markup.Escape(_case ?? "a case")}: {Markup.Escape(line[3..].TrimEnd())}; its figures may " +
                               "time code the JIT had not finished compiling (the run's log has the iterations)[/]");
        }
        else if (line.StartsWith("// ***** BenchmarkRunner: Finish", StringComparison.Ordinal) && _done >= _total)
        {
            console.MarkupLine($"[dim]all {_done} case(s) run in {Elapsed()}[/]");
            if (_quickUnsettled > 0)
            {
                var cap = JitSettleLimits.Quick.Cap.TotalSeconds.ToString("0", CultureInfo.InvariantCulture);
                var fullCap = JitSettleLimits.Default.Cap.TotalSeconds.ToString("0", CultureInfo.InvariantCulture);
                console.MarkupLine($"[yellow]{_quickUnsettled} quick case(s) reached the quick JIT settle's {cap} s cap with the JIT still " +
                                   $"compiling: their figures are a smoke test's; a full run settles for up to {fullCap} s (the run's log " +
                                   "says which cases)[/]");
            }
        }
    }

    /// <summary>
    /// When the run should end: the cases run so far took their time since the first case started (the build excluded),
    /// the rest are taken at the same pace. BenchmarkDotNet prints an estimate too, but it restarts with every benchmark
    /// class of a run (with several classes it says "1 min" while most cases still wait), so it is not used.
    /// </summary>
    private string? Estimate()
    {
        if (_firstCase is not { } first || _done < 2 || _total <= 0)
        {
            return null;
        }
        var perCase = (_elapsed.Elapsed - first) / (_done - 1);
        var left = perCase * (_total - _done + 1);
        var finish = DateTime.Now + left;
        var text = left.TotalHours >= 1 ? $"{(int)left.TotalHours} h {left.Minutes} min left" : left.TotalMinutes >= 1 ? $"{(int)left.TotalMinutes} min left" : "under a minute left";
        return $"finish ≈ {finish.ToString("H:mm", CultureInfo.InvariantCulture)} ({text}, at the pace so far)";
    }

    private TimeSpan? _firstCase;

    /// <summary>The case running now, as its progress line names it.</summary>
    private string? _case;

    /// <summary>Whether the case running now is a quick run's (its job is <see cref="LabConfig.QuickJob"/>).</summary>
    private bool _caseIsQuick;

    /// <summary>Quick cases whose settle reached its cap so far.</summary>
    private int _quickUnsettled;

    private string Elapsed() => _elapsed.Elapsed.ToString(_elapsed.Elapsed.TotalHours >= 1 ? @"h\:mm\:ss" : @"m\:ss", CultureInfo.InvariantCulture);

    [GeneratedRegex(@"^// \*\*\*\*\* Found (\d+) benchmark\(s\) in total")]
    private static partial Regex TotalLine();

    [GeneratedRegex(@"^// \*\*\*\*\* Done, took [0-9:]+ \(([0-9.]+ sec)\)")]
    private static partial Regex BuiltLine();

    [GeneratedRegex(@"^// Benchmark: (\S+): (\w[\w-]*(?:\(.*?\))?)(?: \[(.*)\])?\s*$")]
    private static partial Regex BenchmarkLine();
}
