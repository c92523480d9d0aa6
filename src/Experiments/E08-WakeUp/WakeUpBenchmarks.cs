using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E08;

/// <summary>
/// E08: a waiting consumer is woken by one message. The measuring thread is the producer: for each of N = 1 000
/// messages it waits for the previous message's acknowledgement, lets <see cref="IdleGapNs"/> pass, stamps the clock and
/// posts; the handler reads the clock first and records the difference, the wake latency (<see cref="WakeRun"/>). One
/// operation = one wake (the gap, the post, the wake, the handler and the acknowledgement). The rows differ only in how
/// the consumer waits and the producer wakes it (<see cref="WakeRow"/>); every thread is unpinned (the OS places it, as it
/// places users' mailboxes). Each invocation checks N wakes, the checksum N(N + 1)/2 and the order.
/// Metrics (from the cleanup, over every invocation of the process after the first): wake latency p50 … max in µs and
/// the waiter's CPU while idle. Crossings: message i is sent in slot i − 1 on the producer and handled in it.
/// </summary>
[BenchmarkCategory("E08")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // one slot, one message in flight: the producer waits for its acknowledgement
public class WakeUpBenchmarks
{
    public const int Messages = 1_000;

    /// <summary>Messages per invocation under the smoke test (20 × 1 ms keeps the slow gap's cases short).</summary>
    public const int SmokeMessages = 20;

    private WakeRun? _run;
    private NativeWakeRun? _native;

    /// <summary>The idle gap before each message: 2 µs (a waiter that spins is still spinning) or 1 ms (it has parked).</summary>
    [Params(2_000, 1_000_000)]
    public int IdleGapNs { get; set; }

    [GlobalSetup(Target = nameof(PureSpin))]
    public void SetupPureSpin() => Setup(WakeRow.PureSpin);

    [GlobalSetup(Target = nameof(SpinWait))]
    public void SetupSpinWait() => Setup(WakeRow.SpinWait);

    [GlobalSetup(Target = nameof(SpinThenPark))]
    public void SetupSpinThenPark() => Setup(WakeRow.SpinThenPark);

    [GlobalSetup(Target = nameof(SpinThenFutexPark))]
    public void SetupSpinThenFutexPark() => Setup(WakeRow.SpinThenFutexPark);

    [GlobalSetup(Target = nameof(AffinePoolFutexWake))]
    public void SetupAffinePoolFutexWake() => Setup(WakeRow.AffinePoolFutexWake);

    [GlobalSetup(Target = nameof(RawFutex))]
    public void SetupRawFutex() => Setup(WakeRow.RawFutex);

    [GlobalSetup(Target = nameof(ManualResetEventSlim))]
    public void SetupManualResetEventSlim() => Setup(WakeRow.ManualResetEventSlim);

    [GlobalSetup(Target = nameof(SemaphoreSlim))]
    public void SetupSemaphoreSlim() => Setup(WakeRow.SemaphoreSlim);

    [GlobalSetup(Target = nameof(MonitorWaitPulse))]
    public void SetupMonitorWaitPulse() => Setup(WakeRow.MonitorWaitPulse);

    [GlobalSetup(Target = nameof(ChannelReadAsync))]
    public void SetupChannelReadAsync() => Setup(WakeRow.ChannelReadAsync);

    [GlobalSetup(Target = nameof(ThreadPoolWorkItem))]
    public void SetupThreadPoolWorkItem() => Setup(WakeRow.ThreadPoolWorkItem);

    [GlobalSetup(Target = nameof(AffinePoolWake))]
    public void SetupAffinePoolWake() => Setup(WakeRow.AffinePoolWake);

    [GlobalSetup(Target = nameof(TaskCompletionSourceAwait))]
    public void SetupTaskCompletionSourceAwait() => Setup(WakeRow.TaskCompletionSourceAwait);

    [GlobalSetup(Target = nameof(NativeFutex))]
    public void SetupNativeFutex() => _native = new NativeWakeRun(Scale.Of(Messages, SmokeMessages), IdleGapNs);

    private void Setup(WakeRow row) => _run = new WakeRun(row, Scale.Of(Messages, SmokeMessages), IdleGapNs);

    /// <summary>
    /// The metrics of the timed invocations first (a row that never verified reports none), then the crossings counting
    /// pass (one more invocation, recording nothing), then the waiter stopped.
    /// </summary>
    [GlobalCleanup]
    public void Cleanup()
    {
        if (_native is { } native)
        {
            _native = null;
            if (native.Verified)
            {
                native.Report();
            }
            native.Dispose(); // its crossings counting pass runs in C
        }
        var run = _run;
        _run = null;
        if (run is null)
        {
            return;
        }
        if (run.Verified)
        {
            run.Report();
        }
        CrossingsCleanup.CountThenStop(run.Verified, slots: run.Messages, run.Messages, run.InvokeUnrecorded, run.Dispose);
    }

    /// <summary>A dedicated thread spinning on the slot with the spin hint; it never sleeps.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long PureSpin() => _run!.Invoke();

    /// <summary>A dedicated thread looping on the runtime's SpinWait.SpinOnce() (spins, yields, sleeps as it goes).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpinWait() => _run!.Invoke();

    /// <summary>A dedicated thread in the lab's SpinThenParkWait on a Parker (defaults); the producer calls Wake.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpinThenPark() => _run!.Invoke();

    /// <summary>A dedicated thread in the lab's SpinThenFutexWait on a FutexParker (10 µs of spinning, then a futex wait on
    /// the parker's epoch word); the producer calls Wake (a fence, a read of the sleepers word, and only for a sleeper an
    /// increment and a futex wake).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SpinThenFutexPark() => _run!.Invoke();

    /// <summary>The floor: a dedicated thread in futex wait on the slot's word; the producer stores, then futex wake.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Messages)]
    public long RawFutex() => _run!.Invoke();

    /// <summary>
    /// The same wake all in C (the native floor, src/Native): a C thread in futex wait, the producer's loop in C too,
    /// so nothing of the runtime lies between the post and the kernel's wake or between the wake and the handler.
    /// Run where the native floor is built.
    /// </summary>
    [NativeRows]
    [Benchmark(OperationsPerInvoke = Messages)]
    public long NativeFutex() => _native!.Invoke();

    /// <summary>A dedicated thread in ManualResetEventSlim Wait/Reset; the producer calls Set.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long ManualResetEventSlim() => _run!.Invoke();

    /// <summary>A dedicated thread in SemaphoreSlim.Wait; the producer calls Release.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SemaphoreSlim() => _run!.Invoke();

    /// <summary>A dedicated thread in Monitor.Wait under a lock; the producer pulses under the lock.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long MonitorWaitPulse() => _run!.Invoke();

    /// <summary>An async loop awaiting ReadAsync on an unbounded single-reader Channel; the handler runs on the pool.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
    public long ChannelReadAsync() => _run!.Invoke();

    /// <summary>One ThreadPool.UnsafeQueueUserWorkItem per message (preferLocal: false): a PoolActor's hand-over.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 1, Placement = Placement.Scheduler)] // one reusable work item carries one message
    public long ThreadPoolWorkItem() => _run!.Invoke();

    /// <summary>One AffinePool.Schedule per message to its single unpinned worker.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 1, Placement = Placement.Scheduler)] // one reusable work item carries one message
    public long AffinePoolWake() => _run!.Invoke();

    /// <summary>One AffinePool.Schedule per message to its single unpinned worker, whose idle wait spins 10 µs, then sleeps on
    /// a futex (AffinePoolParking.SpinFutex).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 1, Placement = Placement.Scheduler)] // one reusable work item carries one message
    public long AffinePoolFutexWake() => _run!.Invoke();

    /// <summary>An async loop awaiting a new TaskCompletionSource per message (continuations asynchronous).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)] // a chain of sources: the producer never waits for the loop
    public long TaskCompletionSourceAwait() => _run!.Invoke();
}
