// Design: WorkerPinningPlan — where a pool's dedicated workers are pinned, shared by AffinePool and RunNextPool: worker
// i goes to the (i mod count)-th CPU the constructing thread may run on, or records why it is not pinned.
// Proof and details: src/Runtime/DESIGN.md#affinepool ("Pinning")

using PerfBuf.Core.Threading;

namespace PerfBuf.Runtime.Scheduling;

/// <summary>The CPUs a pool's workers are pinned to (or why not), and the pinning step each worker runs on its thread.</summary>
internal static class WorkerPinningPlan
{
    /// <summary>The CPUs the calling thread may run on when <paramref name="pin"/> is asked and the OS tells; otherwise
    /// null and the reason.</summary>
    internal static (IReadOnlyList<int>? Cpus, string? Why) Plan(bool pin)
    {
        if (!pin)
        {
            return (null, "not requested (pin: false)");
        }
        var allowed = ThreadAffinity.AllowedCpus();
        return allowed.TryGetValue(out var list) && list.Count > 0
            ? (list, null)
            : (null, allowed.Reason ?? "the allowed-CPU set is empty");
    }

    /// <summary>The CPU of worker <paramref name="index"/>: -1 when the plan pins nothing.</summary>
    internal static int CpuOf(IReadOnlyList<int>? cpus, int index) => cpus is null ? -1 : cpus[index % cpus.Count];

    /// <summary>Pins the calling worker thread to <paramref name="cpu"/> (for the thread's life) and says where it went.</summary>
    internal static WorkerPinning PinCurrent(int index, int cpu, string? unpinned)
    {
        if (cpu < 0)
        {
            return new WorkerPinning(index, null, unpinned);
        }
        var pinned = ThreadAffinity.Pin(cpu);
        // the scope is kept for the thread's life: the pin ends with the thread, there is nothing to restore
        return pinned.TryGetValue(out var scope)
            ? new WorkerPinning(index, scope.Cpu, null)
            : new WorkerPinning(index, null, pinned.Reason);
    }
}
