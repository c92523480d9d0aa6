using BenchmarkDotNet.Analysers;
using BenchmarkDotNet.Reports;
using BenchmarkDotNet.Running;
using PerfBuf.Core;
using PerfBuf.Core.Counters;

namespace PerfBuf.Profiling;

/// <summary>
/// "Ctx Switches/op" (voluntary) and "Involuntary/op": context switches of every thread of the benchmark process
/// during the actual (measured) iterations, divided by those iterations' operations. Linux only (/proc); elsewhere
/// the columns are absent and the diagnoser says "n/a on this OS".
/// </summary>
/// <remarks>
/// <para>Window (see <see cref="ActualRunDiagnoser"/>): at <c>BeforeActualRun</c> and <c>AfterActualRun</c> it reads
/// <see cref="ProcessThreadCounters"/> of the benchmark process. The counts therefore include what the harness does
/// in that window: the engine's own thread, the GCs BDN forces between iterations, runtime background threads. The lab
/// states that cost with an empty benchmark measured by the same diagnoser.</para>
/// <para>Threads that exit inside the window take their switches after the first snapshot with them; the diagnoser
/// then adds "Threads Exited" (<see cref="MetricIds.ThreadsExitedDuringRun"/>) and a warning instead of dropping them
/// silently. A thread that starts and ends inside the window is not seen at all.</para>
/// </remarks>
public sealed class ContextSwitchDiagnoser : ActualRunDiagnoser
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

    private ContextSwitchDiagnoser() { }

    public override IEnumerable<IAnalyser> Analysers =>
    [
        new MetricWarningAnalyser(Name, MetricIds.ThreadsExitedDuringRun, (exited, benchmark) =>
            $"{exited:0} thread(s) exited during the actual iterations of {benchmark}: " +
            "their context switches after the run started are not in Ctx Switches/op"),
    ];

    protected override string? NotAvailableHere => OperatingSystem.IsLinux() ? null :
        $"n/a on this OS ({System.Runtime.InteropServices.RuntimeInformation.OSDescription}); " +
        "context-switch columns are read from Linux /proc and are left out here";

    private protected override string ConfigExtension => $"ManualConfig.{nameof(ProfilingConfigExtensions.AddContextSwitchColumns)}()";

    private protected override object? Open(BenchmarkCase benchmark, int processId) =>
        new Snapshots(processId, ProcessThreadCounters.Read(processId));

    private protected override void Close(BenchmarkCase benchmark, object window)
    {
        var snapshots = (Snapshots)window;
        snapshots.After = ProcessThreadCounters.Read(snapshots.ProcessId);
    }

    private protected override IEnumerable<Metric> Measure(BenchmarkCase benchmark, object window, long? operations)
    {
        var (before, after) = ((Snapshots)window).Both;
        var name = benchmark.DisplayInfo;
        if (!before.TryGetValue(out var first) || !after.TryGetValue(out var last))
        {
            Problem($"{name}: {before.Reason ?? after.Reason}");
            return [];
        }
        if (operations is not { } ops)
        {
            return [];
        }
        var delta = ProcessThreadCounters.Delta(first, last);
        var metrics = new List<Metric>(3)
        {
            new(Voluntary, delta.Voluntary / (double)ops),
            new(Involuntary, delta.Involuntary / (double)ops),
        };
        if (delta.ThreadsExited > 0)
        {
            // said once per case by the analyser above (the summary's warnings), not again per launch here
            metrics.Add(new Metric(ThreadsExited, delta.ThreadsExited));
        }
        return metrics;
    }

    protected override IEnumerable<string> Describe() =>
    [
        $"{Name}: {Measured} benchmark(s) measured; " +
        "switches of all threads of the benchmark process over the actual iterations (harness included: compare with an empty benchmark).",
    ];

    /// <summary>The two reads of the window: at BeforeActualRun, and at AfterActualRun once it has come.</summary>
    private sealed class Snapshots(int processId, Outcome<ProcessThreadCounters> before)
    {
        public int ProcessId { get; } = processId;

        public Outcome<ProcessThreadCounters> After { get; set; }

        public (Outcome<ProcessThreadCounters> Before, Outcome<ProcessThreadCounters> After) Both => (before, After);
    }
}
