using BenchmarkDotNet.Attributes;
using PerfBuf.Core.Native;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E01;

/// <summary>
/// E01's stream in C (the native floor, src/Native): <see cref="SpscStreamBenchmarks"/>' workload with the whole loop in
/// one call — a C producer thread (started once, unpinned like the managed producer) pushes 1..N through a C ring of
/// SpscRing's design (cached opposite indices, 128-byte index blocks, a power-of-two capacity, the same orderings and the
/// same patient back-off), and the measuring thread pops and verifies every message in C (order, count, checksum), which
/// this side checks again. Rows: per-message publication, as <see cref="SpscStreamBenchmarks.SpscRing"/>; the same producer
/// with a draining consumer, as <see cref="SpscStreamBenchmarks.SpscRingSpan"/>; 64 messages per tail store with a draining
/// consumer, as <see cref="SpscStreamBenchmarks.SpscRingBatch"/> and <see cref="SpscStreamBenchmarks.SpscRingBatchSpan"/>. One operation = one message.
/// Crossings: counted in C (one hop per message, the consumer's).
/// </summary>
[BenchmarkCategory("E01")]
[NativeRows]
[Promises(Bound.Bounded, Order.Fifo, CapacityParameter = nameof(Capacity))]
public class NativeSpscStreamBenchmarks
{
    public const int Messages = SpscStreamBenchmarks.Messages;

    /// <summary>Messages per tail store of the batch row: SpscRingBatch's batch.</summary>
    public const int Batch = 64;

    private NativeLoopRun? _run;

    /// <summary>The ring's slots: the managed rows' capacities.</summary>
    [Params(1024, 65536)]
    public int Capacity { get; set; }

    private static int N => Scale.Of(Messages);

    [GlobalSetup(Target = nameof(NativeSpscRing))]
    public void SetupRing() => Setup(batch: 1);

    [GlobalSetup(Target = nameof(NativeSpscRingBatch))]
    public void SetupBatch() => Setup(Batch);

    [GlobalSetup(Target = nameof(NativeSpscRingDrain))]
    public void SetupDrain() => Setup(batch: 1, drain: 1);

    private void Setup(int batch, int drain = 0) =>
        _run = new NativeLoopRun(new NativeRunConfig { Kind = NativeRunKind.Stream, Capacity = Capacity, Batch = batch, Drain = drain, WorkerCpu = -1, Messages = N }, N);

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>SpscRing in C: a tail store per message, the consumer pops one at a time (a head store per message).</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Messages)]
    public long NativeSpscRing() => _run!.Invoke();

    /// <summary>SpscRingBatch in C: up to 64 messages per tail store, the consumer drains (a head store per drain).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long NativeSpscRingBatch() => _run!.Invoke();

    /// <summary>SpscRingSpan in C: a tail store per message, the consumer drains (one tail read and one head store per
    /// drain, the check in registers).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long NativeSpscRingDrain() => _run!.Invoke();
}

/// <summary>
/// E01's ping-pong in C (the native floor): <see cref="SpscPingPongBenchmarks"/>' round trip with the whole loop in one
/// call — the measuring thread sends i through a request ring and waits for the C echo thread's reply on a response
/// ring, with the eager back-off. Rows: two C rings of SpscRing's design; two of SpscSlotLineRing's (a per-cell sequence,
/// each cell a 128-byte block of its own). One operation = one round trip. Crossings: counted in C (two hops per round
/// trip: the echo's and the reply's).
/// </summary>
[BenchmarkCategory("E01")]
[NativeRows]
[Promises(Bound.Bounded, Order.Fifo, Capacity = SpscPingPongBenchmarks.Capacity)]
public class NativeSpscPingPongBenchmarks
{
    public const int RoundTrips = SpscPingPongBenchmarks.RoundTrips;

    private NativeLoopRun? _run;

    private static int N => Scale.Of(RoundTrips);

    [GlobalSetup(Target = nameof(NativeSpscRing))]
    public void SetupRing() => Setup(NativeRunKind.RingPingPong);

    [GlobalSetup(Target = nameof(NativeSpscSlotLineRing))]
    public void SetupSlotLine() => Setup(NativeRunKind.SlotPingPong);

    private void Setup(NativeRunKind kind) =>
        _run = new NativeLoopRun(new NativeRunConfig
        {
            Kind = kind,
            Capacity = SpscPingPongBenchmarks.Capacity,
            Batch = 1,
            WorkerCpu = -1,
            Messages = N,
        }, N);

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>Request and reply through two C rings of SpscRing's design.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = RoundTrips)]
    public long NativeSpscRing() => _run!.Invoke();

    /// <summary>Request and reply through two C rings of SpscSlotLineRing's design.</summary>
    [Benchmark(OperationsPerInvoke = RoundTrips)]
    public long NativeSpscSlotLineRing() => _run!.Invoke();
}
