using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Configs;
using BenchmarkDotNet.Diagnosers;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Exporters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using BenchmarkDotNet.Validators;
using PerfBuf.Profiling;

namespace PerfBuf.Tests.Profiling;

/// <summary>
/// Pins down the BenchmarkDotNet 0.15.8 behaviour the diagnosers rely on, on the runtime the tests run on (.NET 10).
/// </summary>
[Collection(BdnInProcessCollection.Name)]
public sealed class BdnBehaviourTests
{
    public class OneWorkItem
    {
        /// <summary>One work item, counted as completed by the pool before the invocation returns.</summary>
        [Benchmark(OperationsPerInvoke = 4)]
        public void QueueOne() => Workloads.QueueAndWait(1);
    }

    /// <summary>Records what BDN hands an ExtraRun diagnoser; validates nothing, so it runs on any config.</summary>
    private sealed class ProbeDiagnoser : IDiagnoser
    {
        public List<HostSignal> Signals { get; } = [];
        public DiagnoserResults? Results { get; private set; }
        public IEnumerable<string> Ids => ["PerfBufProbe"];
        public IEnumerable<IExporter> Exporters => [];
        public IEnumerable<IAnalyser> Analysers => [];
        public RunMode GetRunMode(BenchmarkCase benchmarkCase) => RunMode.ExtraRun;
        public void Handle(HostSignal signal, DiagnoserActionParameters parameters) => Signals.Add(signal);
        public IEnumerable<Metric> ProcessResults(DiagnoserResults results)
        {
            Results = results;
            return [];
        }
        public void DisplayResults(ILogger logger) { }
        public IEnumerable<ValidationError> Validate(ValidationParameters validationParameters) => [];
    }

    private static (ProbeDiagnoser Probe, Summary Summary) RunProbe(bool withMemoryDiagnoser)
    {
        var probe = new ProbeDiagnoser();
        var config = BdnInProcess.Config(new AccumulationLogger()).AddDiagnoser(probe);
        if (withMemoryDiagnoser)
        {
            config.AddDiagnoser(MemoryDiagnoser.Default);
        }
        return (probe, BenchmarkRunner.Run<OneWorkItem>(config));
    }

    [Fact]
    public void ExtraRun_in_process_gets_signals_and_ThreadingStats_only_with_MemoryDiagnoser()
    {
        var (withMemory, _) = RunProbe(withMemoryDiagnoser: true);
        var (without, _) = RunProbe(withMemoryDiagnoser: false);

        // the extra run happens in-process too, with the host signals
        Assert.Contains(HostSignal.BeforeActualRun, withMemory.Signals);
        Assert.Contains(HostSignal.AfterActualRun, withMemory.Signals);

        // with a memory diagnoser: one extra iteration of 16 invocations × OperationsPerInvoke 4, each invocation
        // counted by the pool before it returns (the upper bound leaves room for the process's own few work items)
        var stats = withMemory.Results!.ThreadingStats;
        Assert.Equal(16 * 4, stats.TotalOperations);
        Assert.InRange(stats.CompletedWorkItemCount, 16, 20);

        // without one (nor ThreadingDiagnoser): BDN skips the extra-stats iteration and reports ThreadingStats.Empty
        Assert.Equal(ThreadingStats.Empty, without.Results!.ThreadingStats);
    }

    [Fact]
    public void DiagnoserResults_TotalOperations_counts_every_workload_iteration_not_only_the_actual_ones()
    {
        var (probe, _) = RunProbe(withMemoryDiagnoser: false);
        // IsWorkload() measurements, each × OperationsPerInvoke 4: 1 jitting invocation, 1 warm-up and 3 actual
        // iterations of 16 invocations, and 3 "WorkloadResult" entries (the actual iterations again, overhead-corrected).
        // The actual iterations alone are 3 × 16 × 4 = 192 of these 452: dividing a BeforeActualRun..AfterActualRun count
        // by TotalOperations would under-report by more than half, hence ContextSwitchDiagnoser's own operation count.
        Assert.Equal((1 + 16 + 3 * 16 + 3 * 16) * 4, probe.Results!.TotalOperations);
    }

    [Fact]
    public void ContextSwitches_without_its_operation_counter_is_a_validation_error()
    {
        if (!OperatingSystem.IsLinux())
        {
            return; // off Linux the diagnoser does not validate: its columns are simply absent
        }
        var config = BdnInProcess.Config(new AccumulationLogger()).AddDiagnoser(ContextSwitchDiagnoser.Default);
        var summary = BenchmarkRunner.Run<OneWorkItem>(config);
        Assert.True(summary.HasCriticalValidationErrors);
        Assert.Contains(summary.ValidationErrors, e => e.Message.Contains("OperationCounter", StringComparison.Ordinal));
    }

    [Fact]
    public void ThreadingDiagnoser_measures_on_net10_without_MemoryDiagnoser()
    {
        // BDN 0.14.0 refused .NET 10 here and measured ThreadingStats only beside MemoryDiagnoser; the lab relies on 0.15.8 doing both
        Assert.True(Environment.Version.Major >= 10, "these tests are meant to run on .NET 10");
        var config = BdnInProcess.Config(new AccumulationLogger()).AddDiagnoser(ThreadingDiagnoser.Default);
        var summary = BenchmarkRunner.Run<OneWorkItem>(config);
        Assert.False(summary.HasCriticalValidationErrors, string.Join("; ", summary.ValidationErrors.Select(e => e.Message)));
        // 1 item per 4 ops; the count is process-wide, so another test's pool work running at the same time can only add to it
        Assert.InRange(summary.Reports.Single().Metrics[MetricIds.CompletedWorkItems].Value, 0.2, double.MaxValue);
    }

    [Theory]
    [InlineData("CompletedWorkItemsPerOp", MetricIds.CompletedWorkItems)]
    [InlineData("LockContentionsPerOp", MetricIds.LockContentions)]
    [InlineData(MetricIds.CtxSwitchesPerOp, MetricIds.CtxSwitchesPerOp)]
    public void Results_recorded_with_the_old_threading_ids_read_as_todays(string recorded, string today)
    {
        var row = new ResultRow { Metrics = new() { [recorded] = 0.25 }, MetricNames = new() { [recorded] = "x" } };
        Assert.Equal(0.25, row.Metrics[today]);
        Assert.Equal("x", row.MetricNames[today]);
    }
}
