// Design: the values an AffinePool reports — what a shutdown accounted for, a fault, and where each worker is
// pinned. Immutable records: safe to hand to any thread.
// Proof and details: src/Runtime/DESIGN.md#affinepoolrecords

namespace PerfBuf.Runtime.Scheduling;

/// <summary>What <see cref="AffinePool.ShutdownAsync"/> accounted for: <see cref="Executed"/> + <see cref="Dropped"/>
/// equals the items the pool accepted over its life, exactly. Accepted: every call of Schedule, a worker context's Post
/// or Send, or a task queued to a worker's TaskScheduler, that neither threw (a Schedule or Send refused from outside
/// while draining or after the close) nor was rerouted to the .NET thread pool (a Post or task after the close, counted
/// in <see cref="AffinePool.Rerouted"/> instead); an item a worker's own item schedules during a discarding shutdown is
/// accepted and dropped on arrival. Inlined tasks and Sends made on the worker's own thread are not items.</summary>
/// <param name="Executed">Items executed (including items that threw).</param>
/// <param name="Dropped">Accepted items a discarding shutdown dropped without running them (0 after a drain).</param>
/// <param name="Faults">Faults recorded (items that threw, and Faulted handlers that threw).</param>
public readonly record struct AffinePoolShutdown(long Executed, long Dropped, int Faults);

/// <summary>A work item (or a Faulted handler) threw on an <see cref="AffinePool"/> worker.</summary>
/// <param name="Worker">The worker's index; -1 for an item that ran on the .NET thread pool after the pool closed.</param>
/// <param name="Exception">What was thrown.</param>
/// <param name="InFaultedHandler">True when a <see cref="AffinePool.Faulted"/> handler threw this while being told
/// of another fault.</param>
public readonly record struct AffinePoolFault(int Worker, Exception Exception, bool InFaultedHandler = false);

/// <summary>Where an <see cref="AffinePool"/> worker runs: the CPU it is pinned to, or why it is not pinned.</summary>
/// <param name="Worker">The worker's index.</param>
/// <param name="Cpu">The logical CPU the worker thread is pinned to; null when it is not pinned.</param>
/// <param name="Reason">Why the worker is not pinned (the OS's refusal, or pin: false); null when it is.</param>
public readonly record struct WorkerPinning(int Worker, int? Cpu, string? Reason)
{
    /// <summary>True when the worker thread is pinned to <see cref="Cpu"/>.</summary>
    public bool IsPinned => Cpu.HasValue;

    /// <summary>"worker 1: cpu 3" or "worker 1: not pinned (reason)".</summary>
    public override string ToString() => IsPinned ? $"worker {Worker}: cpu {Cpu}" : $"worker {Worker}: not pinned ({Reason})";
}

/// <summary>How an <see cref="AffinePool"/>'s idle worker waits for its next item.</summary>
public enum AffinePoolParking
{
    /// <summary>The lab's SpinThenParkWait: 1 024 spin hints, 64 yields, then a <c>Parker</c> (Monitor.Wait / PulseAll).
    /// The default, and the wait of every AffinePool row measured before <see cref="SpinFutex"/> existed.</summary>
    SpinYieldMonitor,

    /// <summary>SpinThenFutexWait: spin for 10 µs (E08's futex wake on amd-epyc-2c2t), no yields, then a
    /// <c>FutexParker</c> (the Linux futex; a monitor elsewhere).</summary>
    SpinFutex,
}
