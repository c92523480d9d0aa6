using System.Diagnostics;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using PerfBuf.Profiling;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Profiling;

/// <summary>Runs <see cref="Workloads"/> once, in-process, with both diagnosers; the tests read the summary.</summary>
public sealed class WorkloadsRun
{
    public WorkloadsRun()
    {
        var clock = Stopwatch.StartNew();
        var config = BdnInProcess.Config(Log).AddDiagnoser(ThreadingDiagnoser.Default).AddContextSwitchColumns();
        Summary = BenchmarkRunner.Run<Workloads>(config);
        Elapsed = clock.Elapsed;
    }

    public AccumulationLogger Log { get; } = new();

    public Summary Summary { get; }

    public TimeSpan Elapsed { get; }
}

[Collection(BdnInProcessCollection.Name)]
public sealed class DiagnoserTests : IClassFixture<WorkloadsRun>
{
    private readonly Summary _summary;
    private readonly string _log;

    public DiagnoserTests(WorkloadsRun run, ITestOutputHelper output)
    {
        _summary = run.Summary;
        _log = run.Log.GetLog();
        Assert.False(_summary.HasCriticalValidationErrors, string.Join("; ", _summary.ValidationErrors.Select(e => e.Message)));
        Assert.All(_summary.Reports, r => Assert.True(r.Success, $"{r.BenchmarkCase.DisplayInfo} failed"));
        output.WriteLine($"BDN run: {run.Elapsed.TotalSeconds:0.0} s");
        foreach (var report in _summary.Reports)
        {
            output.WriteLine($"{report.BenchmarkCase.Descriptor.WorkloadMethod.Name}: " +
                string.Join(", ", report.Metrics.Values.Select(m => $"{m.Descriptor.Id}={m.Value:0.####}")));
        }
    }

    [Fact]
    public void Contended_lock_shows_lock_contentions()
    {
        // the contender blocks on the lock once per operation by construction; the counter is process-wide, so at least that
        Assert.True(_summary.Metric(nameof(Workloads.ContendedLock), MetricIds.LockContentions) >= 1);
    }

    [Fact]
    public void Queued_work_items_show_as_completed_work_items()
    {
        var perOp = _summary.Metric(nameof(Workloads.TenWorkItems), MetricIds.CompletedWorkItems);
        Assert.InRange(perOp, 9, 12);
    }

    [Fact]
    public void Lock_free_loop_shows_neither()
    {
        Assert.InRange(_summary.Metric(nameof(Workloads.LockFreeLoop), MetricIds.CompletedWorkItems), 0, 0.01);
        Assert.InRange(_summary.Metric(nameof(Workloads.LockFreeLoop), MetricIds.LockContentions), 0, 0.01);
    }

    [Fact]
    public void Blocking_shows_voluntary_context_switches()
    {
        Assert.True(OperatingSystem.IsLinux() || !_summary.Report(nameof(Workloads.SleepOne)).Metrics.ContainsKey(MetricIds.CtxSwitchesPerOp));
        if (!OperatingSystem.IsLinux())
        {
            return; // the columns are absent off Linux, which the line above checks
        }
        Assert.True(_summary.Metric(nameof(Workloads.SleepOne), MetricIds.CtxSwitchesPerOp) >= 1);
        Assert.True(_summary.Metric(nameof(Workloads.SleepOne), MetricIds.InvoluntaryCtxSwitchesPerOp) >= 0);
    }

    [Fact]
    public void Per_op_values_respect_OperationsPerInvoke()
    {
        var one = _summary.Metric(nameof(Workloads.TenWorkItems), MetricIds.CompletedWorkItems);
        var ten = _summary.Metric(nameof(Workloads.TenWorkItemsAsTenOps), MetricIds.CompletedWorkItems);
        Assert.InRange(one / ten, 8, 12.5);
        if (OperatingSystem.IsLinux())
        {
            // each invocation sleeps once, a voluntary switch at least: per declared operation that is at least
            // 0.1, and a column that ignored OperationsPerInvoke would show at least 1 (48 sleeps over 48
            // invocations). Between the two lies the harness's noise (GCs between iterations, the engine's and the
            // runtime's threads), a few dozen switches over the window, where 1 would take more than 400.
            var sleepTen = _summary.Metric(nameof(Workloads.SleepOneAsTenOps), MetricIds.CtxSwitchesPerOp);
            Assert.True(sleepTen >= 0.1 && sleepTen < 1, $"SleepOneAsTenOps: {sleepTen} voluntary switches/op");
        }
    }

    [Fact]
    public void Thread_exiting_mid_run_is_reported_not_dropped()
    {
        if (!OperatingSystem.IsLinux())
        {
            return;
        }
        Assert.True(_summary.Metric(nameof(Workloads.ThreadExitsDuringRun), MetricIds.ThreadsExitedDuringRun) >= 1);
        // the summary's warnings (the analyser) say so, once: the diagnoser's closing lines do not repeat it
        Assert.Matches(@"thread\(s\) exited during the actual iterations of \S*ThreadExitsDuringRun", _log);
        Assert.DoesNotContain("thread(s) exited during the actual iterations;", _log, StringComparison.Ordinal);
    }

    [Fact]
    public void Columns_carry_the_agreed_names()
    {
        var descriptors = _summary.Report(nameof(Workloads.TenWorkItems)).Metrics.Values.Select(m => m.Descriptor).ToList();
        // BenchmarkDotNet's ThreadingDiagnoser: the ids the lab reads (MetricIds), its display names
        Assert.Contains(descriptors, d => d is { Id: MetricIds.CompletedWorkItems, DisplayName: "Completed Work Items" });
        Assert.Contains(descriptors, d => d is { Id: MetricIds.LockContentions, DisplayName: "Lock Contentions" });
        if (OperatingSystem.IsLinux())
        {
            Assert.Contains(descriptors, d => d is { Id: "CtxSwitchesPerOp", DisplayName: "Ctx Switches/op" });
            Assert.Contains(descriptors, d => d is { Id: "InvoluntaryCtxSwitchesPerOp", DisplayName: "Involuntary/op" });
        }
        Assert.All(descriptors.OfType<CountMetricDescriptor>(), d => Assert.False(d.TheGreaterTheBetter));
    }
}
