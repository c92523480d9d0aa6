using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Running;
using PerfBuf.Profiling;

namespace PerfBuf.Tests.Profiling;

/// <summary>
/// Off Windows nothing of ETW runs: TraceEventSession throws on Linux from both its start and its Dispose, so the ETW
/// diagnoser must construct, start and dispose none. Here the diagnoser goes through a whole BenchmarkDotNet run
/// (signals, results, closing lines, disposal); any TraceEventSession it touched would fail the run.
/// </summary>
[Collection(BdnInProcessCollection.Name)]
public sealed class EtwGuardTests : IDisposable
{
    private readonly string _directory = Directory.CreateTempSubdirectory("perfbuf-etw-guard-").FullName;

    public void Dispose()
    {
        try
        {
            Directory.Delete(_directory, recursive: true);
        }
        catch (IOException)
        {
        }
    }

    [NotOnWindowsFact]
    public void Etw_is_not_available_off_windows_and_says_so_in_one_line()
    {
        Assert.Equal(EtwTraceDiagnoser.WindowsOnly, EtwTraceDiagnoser.NotAvailableReason());
        Assert.DoesNotContain('\n', EtwTraceDiagnoser.WindowsOnly);
    }

    [NotOnWindowsFact]
    public void Etw_diagnoser_off_windows_runs_the_benchmark_without_its_columns_and_says_why()
    {
        var log = new AccumulationLogger();
        var config = BdnInProcess.Config(log)
            .AddEtwTrace(_directory)
            .AddFilter(new NameFilter(n => n == nameof(Workloads.Empty)));
        var summary = BenchmarkRunner.Run<Workloads>(config);
        Assert.False(summary.HasCriticalValidationErrors, string.Join("; ", summary.ValidationErrors.Select(e => e.Message)));
        var report = summary.Report(nameof(Workloads.Empty));
        Assert.True(report.Success);
        Assert.DoesNotContain(report.Metrics.Keys, id => id.StartsWith("Trace", StringComparison.Ordinal));
        Assert.Contains($"EtwTraceDiagnoser: {EtwTraceDiagnoser.WindowsOnly}", log.GetLog(), StringComparison.Ordinal);
        Assert.Empty(Directory.EnumerateFiles(_directory, "*", SearchOption.AllDirectories));
    }
}

/// <summary>A test of what happens off Windows; reported as skipped on Windows, where ETW is available.</summary>
public sealed class NotOnWindowsFactAttribute : FactAttribute
{
    public NotOnWindowsFactAttribute()
    {
        if (OperatingSystem.IsWindows())
        {
            Skip = "ETW is available on Windows: this test checks that nothing of it runs elsewhere";
        }
    }
}
