using BenchmarkDotNet.Filters;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Running;
using PerfBuf.Core.Counters;
using PerfBuf.Profiling;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Profiling;

[Collection(BdnInProcessCollection.Name)]
public sealed class PerfCounterDiagnoserTests(ITestOutputHelper output)
{
    [Fact]
    public void Counts_cpu_time_and_says_na_for_counters_that_cannot_be_opened()
    {
        var log = new AccumulationLogger();
        var config = BdnInProcess.Config(log)
            .AddPerfCounterColumns()
            .AddFilter(new NameFilter(n => n is nameof(Workloads.LockFreeLoop) or nameof(Workloads.ThreadExitsDuringRun)));
        var summary = BenchmarkRunner.Run<Workloads>(config);
        var text = log.GetLog();
        output.WriteLine(text[Math.Max(0, text.Length - 3000)..]);
        Assert.False(summary.HasCriticalValidationErrors, string.Join("; ", summary.ValidationErrors.Select(e => e.Message)));
        Assert.All(summary.Reports, r => Assert.True(r.Success, $"{r.BenchmarkCase.DisplayInfo} failed"));

        var hardware = PerfEvents.HardwareCounters;
        foreach (var (_, column) in PerfCounterDiagnoser.Counted)
        {
            var shown = summary.Table.Columns.Single(c => c.OriginalColumn.Id == column.Id);
            Assert.Equal(column.DisplayName, shown.Header);
            var measurable = OperatingSystem.IsLinux() && (column == PerfCounterDiagnoser.CpuTime || hardware.HasValue);
            if (measurable)
            {
                Assert.All(summary.Reports, r => Assert.True(r.Metrics[column.Id].Value > 0, $"{r.BenchmarkCase.DisplayInfo}: {column.Id}"));
            }
            else
            {
                // never a made-up number: no metric in the reports, "n/a" in the table, the kernel's reason in the log
                Assert.All(summary.Reports, r => Assert.False(r.Metrics.ContainsKey(column.Id)));
                Assert.All(shown.Content, value => Assert.Equal("n/a", value));
                Assert.Contains($"PerfCounterDiagnoser: {column.DisplayName} n/a: ", text, StringComparison.Ordinal);
            }
        }
        Assert.Contains("PerfCounterDiagnoser: ", text, StringComparison.Ordinal);
    }

    [Fact]
    public void Columns_carry_the_agreed_names()
    {
        Assert.Equal(
            ["CpuCyclesPerOp:Cycles/op", "InstructionsPerOp:Instructions/op", "CacheMissesPerOp:Cache Misses/op", "CpuTimeNsPerOp:CPU ns/op"],
            PerfCounterDiagnoser.Counted.Select(c => $"{c.Column.Id}:{c.Column.DisplayName}"));
        Assert.Equal(("PerfThreadsMissed", "Threads Missed (perf)"), (PerfCounterDiagnoser.ThreadsMissed.Id, PerfCounterDiagnoser.ThreadsMissed.DisplayName));
    }
}
