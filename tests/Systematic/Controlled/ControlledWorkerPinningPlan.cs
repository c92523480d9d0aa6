namespace PerfBuf.Runtime.Scheduling;

/// <summary>
/// Stands in for <c>src/Runtime/Scheduling/WorkerPinningPlan.cs</c> in the controlled build (that file pins through
/// <c>PerfBuf.Core.Threading.ThreadAffinity</c>, native calls that src/Core/Threading is not compiled in for): the same
/// internal static class and members, and it never pins. A pool built here reports every worker as not pinned, with
/// the reason below; a "thread" here is a Coyote-controlled operation, which has no CPU of its own to pin.
/// </summary>
internal static class WorkerPinningPlan
{
    /// <summary>Why no worker of the controlled build is pinned.</summary>
    internal const string NotPinned = "never pinned in the controlled build (tests/Systematic)";

    /// <summary>No CPUs, whatever <paramref name="pin"/> asks, and the reason.</summary>
    internal static (IReadOnlyList<int>? Cpus, string? Why) Plan(bool pin) =>
        (null, pin ? NotPinned : "not requested (pin: false)");

    /// <summary>-1: the plan pins nothing.</summary>
    internal static int CpuOf(IReadOnlyList<int>? cpus, int index) => cpus is null ? -1 : cpus[index % cpus.Count];

    /// <summary>Records that worker <paramref name="index"/> is not pinned, and why.</summary>
    internal static WorkerPinning PinCurrent(int index, int cpu, string? unpinned)
    {
        _ = cpu;
        return new WorkerPinning(index, null, unpinned ?? NotPinned);
    }
}
