using PerfBuf.Core.Native;

namespace PerfBuf.Core.Counters;

/// <summary>
/// A getrusage(2) snapshot: CPU time and context switches of the calling thread or of the whole process.
/// Subtract two snapshots to measure a stretch of code.
/// </summary>
/// <remarks>
/// Voluntary switches: the thread gave up the CPU (blocked on a lock, event, sleep or I/O). Involuntary: the
/// scheduler took the CPU away (time slice over, a higher-priority thread woke). The process figures
/// (<see cref="ForProcess"/>) include threads that have already exited; per-thread figures need the thread itself.
/// Linux only; CPU times have the kernel's accounting granularity (microseconds as reported, tick-based underneath).
/// </remarks>
public readonly record struct ResourceUsage(
    TimeSpan UserTime,
    TimeSpan SystemTime,
    long VoluntaryContextSwitches,
    long InvoluntaryContextSwitches)
{
    /// <summary>Counters of the calling thread (RUSAGE_THREAD).</summary>
    public static Outcome<ResourceUsage> ForCurrentThread() => Read(Linux.RUSAGE_THREAD, "RUSAGE_THREAD");

    /// <summary>Counters of the whole process, live and exited threads (RUSAGE_SELF).</summary>
    public static Outcome<ResourceUsage> ForProcess() => Read(Linux.RUSAGE_SELF, "RUSAGE_SELF");

    /// <summary>Voluntary plus involuntary switches.</summary>
    public long ContextSwitches => VoluntaryContextSwitches + InvoluntaryContextSwitches;

    public static ResourceUsage operator -(ResourceUsage after, ResourceUsage before) => new(
        after.UserTime - before.UserTime,
        after.SystemTime - before.SystemTime,
        after.VoluntaryContextSwitches - before.VoluntaryContextSwitches,
        after.InvoluntaryContextSwitches - before.InvoluntaryContextSwitches);

    private static unsafe Outcome<ResourceUsage> Read(int who, string whoName)
    {
        if (!OperatingSystem.IsLinux())
        {
            return Outcome<ResourceUsage>.NotAvailable(Outcome.NotOnThisOs("getrusage context-switch counts are read on Linux only"));
        }
        Linux.RUsage usage;
        if (Linux.GetRUsage(who, &usage) != 0)
        {
            return Outcome<ResourceUsage>.NotAvailable($"getrusage({whoName}) failed: {Linux.LastErrorText()}");
        }
        return Outcome<ResourceUsage>.Ok(new ResourceUsage(
            usage.UserTime.ToTimeSpan(),
            usage.SystemTime.ToTimeSpan(),
            usage.VoluntarySwitches,
            usage.InvoluntarySwitches));
    }
}
