namespace PerfBuf.Profiling;

/// <summary>
/// Ids of the metrics in a lab run's results: PerfBuf.Profiling's own and the BenchmarkDotNet ones the lab reads by
/// name. BDN writes them to its JSON report (<c>Metrics[].Descriptor.Id</c>); the lab's runner reads them back by
/// these names. Results recorded before a rename stay readable through <see cref="Canonical"/>.
/// </summary>
public static class MetricIds
{
    /// <summary>Thread-pool work items completed per operation: BenchmarkDotNet's ThreadingDiagnoser ("Completed Work Items").</summary>
    public const string CompletedWorkItems = "CompletedWorkItemCount";

    /// <summary>Contended Monitor (C# <c>lock</c>) acquisitions per operation: BenchmarkDotNet's ThreadingDiagnoser ("Lock Contentions").</summary>
    public const string LockContentions = "LockContentionCount";

    /// <summary>
    /// The id <paramref name="id"/> has today. Runs made with BenchmarkDotNet 0.14.0 carry the ids of the lab's own
    /// threading diagnoser ("CompletedWorkItemsPerOp", "LockContentionsPerOp"); it read the same process-wide counters
    /// over the same extra iteration and divided by the same operations as BDN's ThreadingDiagnoser does, so those
    /// values are the same measurement under an older name.
    /// </summary>
    public static string Canonical(string id) => id switch
    {
        "CompletedWorkItemsPerOp" => CompletedWorkItems,
        "LockContentionsPerOp" => LockContentions,
        _ => id,
    };

    /// <summary>
    /// Thread crossings per operation: hops of a message that ran on a different managed thread from the hop before,
    /// counted by the benchmark itself in a pass after the timed iterations ("Crossings/op"; PerfBuf.Core.Threading.Crossings).
    /// </summary>
    public const string CrossingsPerOp = "CrossingsPerOp";

    /// <summary>Voluntary context switches of the benchmark process per operation ("Ctx Switches/op").</summary>
    public const string CtxSwitchesPerOp = "CtxSwitchesPerOp";

    /// <summary>Involuntary context switches of the benchmark process per operation ("Involuntary/op").</summary>
    public const string InvoluntaryCtxSwitchesPerOp = "InvoluntaryCtxSwitchesPerOp";

    /// <summary>Threads that exited during the measured iterations, whose later switches are missing ("Threads Exited").</summary>
    public const string ThreadsExitedDuringRun = "ThreadsExitedDuringRun";

    /// <summary>ContentionStart events per operation in a trace (EventPipe or ETW, as every Trace id below unless it says) ("Contentions/op (trace)").</summary>
    public const string TraceContentionsPerOp = "TraceContentionsPerOp";

    /// <summary>Thread-pool work items dispatched per operation in a trace ("Work Items/op (trace)").</summary>
    public const string TraceWorkItemsPerOp = "TraceWorkItemsPerOp";

    /// <summary>WaitHandleWaitStart events per operation in a trace ("Waits/op (trace)").</summary>
    public const string TraceWaitHandleWaitsPerOp = "TraceWaitHandleWaitsPerOp";

    /// <summary>ArrayPool rents (ArrayPoolEventSource BufferRented) per operation in a trace ("Pool rents/op (trace)").</summary>
    public const string TracePoolRentsPerOp = "TracePoolRentsPerOp";

    /// <summary>ArrayPool returns (BufferReturned) per operation in a trace ("Pool returns/op (trace)").</summary>
    public const string TracePoolReturnsPerOp = "TracePoolReturnsPerOp";

    /// <summary>ArrayPool allocations (BufferAllocated: rents the pool could not serve) per operation in a trace ("Pool allocs/op (trace)").</summary>
    public const string TracePoolAllocationsPerOp = "TracePoolAllocationsPerOp";

    /// <summary>ArrayPool drops (BufferDropped: returns the pool could not keep) per operation in a trace ("Pool drops/op (trace)").</summary>
    public const string TracePoolDropsPerOp = "TracePoolDropsPerOp";

    /// <summary>Kernel context switches of blocked threads of the benchmark process per operation in an ETW trace ("Ctx Switches/op (trace)").</summary>
    public const string TraceVoluntarySwitchesPerOp = "TraceVoluntarySwitchesPerOp";

    /// <summary>Kernel context switches of still runnable (preempted) threads per operation in an ETW trace ("Involuntary/op (trace)").</summary>
    public const string TraceInvoluntarySwitchesPerOp = "TraceInvoluntarySwitchesPerOp";

    /// <summary>Kernel ReadyThread events of the benchmark process's threads per operation in an ETW trace ("Wake-ups/op (trace)").</summary>
    public const string TraceWakeupsPerOp = "TraceWakeupsPerOp";

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
