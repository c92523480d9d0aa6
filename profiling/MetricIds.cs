namespace PerfBuf.Profiling;

/// <summary>
/// Ids of the metrics PerfBuf.Profiling adds to a BenchmarkDotNet summary. BDN writes them to its JSON report
/// (<c>Metrics[].Descriptor.Id</c>); the lab's runner reads them back by these names, so they never change.
/// </summary>
public static class MetricIds
{
    /// <summary>Thread-pool work items completed per operation ("Completed Work Items/op").</summary>
    public const string CompletedWorkItemsPerOp = "CompletedWorkItemsPerOp";

    /// <summary>Contended Monitor (C# <c>lock</c>) acquisitions per operation ("Lock Contentions/op").</summary>
    public const string LockContentionsPerOp = "LockContentionsPerOp";

    /// <summary>Voluntary context switches of the benchmark process per operation ("Ctx Switches/op").</summary>
    public const string CtxSwitchesPerOp = "CtxSwitchesPerOp";

    /// <summary>Involuntary context switches of the benchmark process per operation ("Involuntary/op").</summary>
    public const string InvoluntaryCtxSwitchesPerOp = "InvoluntaryCtxSwitchesPerOp";

    /// <summary>Threads that exited during the measured iterations, whose later switches are missing ("Threads Exited").</summary>
    public const string ThreadsExitedDuringRun = "ThreadsExitedDuringRun";

    /// <summary>ContentionStart events per operation in an EventPipe trace ("Contentions/op (trace)").</summary>
    public const string TraceContentionsPerOp = "TraceContentionsPerOp";

    /// <summary>Thread-pool work items dispatched per operation in an EventPipe trace ("Work Items/op (trace)").</summary>
    public const string TraceWorkItemsPerOp = "TraceWorkItemsPerOp";

    /// <summary>WaitHandleWaitStart events per operation in an EventPipe trace ("Waits/op (trace)").</summary>
    public const string TraceWaitHandleWaitsPerOp = "TraceWaitHandleWaitsPerOp";

    /// <summary>GCs (GCStart) during the traced actual iterations ("GCs (trace)").</summary>
    public const string TraceGcCount = "TraceGcCount";

    /// <summary>CPU cycles (user mode) of the benchmark process per operation, perf_event_open ("Cycles/op").</summary>
    public const string CpuCyclesPerOp = "CpuCyclesPerOp";

    /// <summary>Instructions retired (user mode) of the benchmark process per operation, perf_event_open ("Instructions/op").</summary>
    public const string InstructionsPerOp = "InstructionsPerOp";

    /// <summary>Cache misses (user mode, usually last level) of the benchmark process per operation, perf_event_open ("Cache Misses/op").</summary>
    public const string CacheMissesPerOp = "CacheMissesPerOp";

    /// <summary>Nanoseconds the benchmark process's threads ran on a CPU per operation, perf task clock ("CPU ns/op").</summary>
    public const string CpuTimeNsPerOp = "CpuTimeNsPerOp";

    /// <summary>Threads that may be missing from the perf_event_open columns ("Threads Missed (perf)").</summary>
    public const string PerfThreadsMissed = "PerfThreadsMissed";
}
