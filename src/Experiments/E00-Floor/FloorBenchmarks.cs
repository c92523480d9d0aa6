using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using BenchmarkDotNet.Attributes;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Threading;
using PerfBuf.Core.Waiting;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E00;

/// <summary>
/// E00 cache-line ping-pong: the measuring thread writes i and waits until an echo thread has written i back.
/// <c>TwoLines</c>: request and reply each on its own padded line (the shape of a pair of SPSC queues);
/// <c>OneLine</c>: both threads write the same line. One operation = one round trip (two line transfers), except
/// <c>TwoLinesOneWay</c>, the same exchange as <c>TwoLines</c> counted per hop.
/// <c>Pinned</c>: measuring thread on CPU 0, echo on CPU 1; otherwise the OS places them.
/// Crossings: each round trip's message is sent by the measuring thread, handled by the echo and its reply handled by
/// the measuring thread (<see cref="LinePingPongRun"/>), counted per the row's operation.
/// </summary>
[BenchmarkCategory("E00")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // one padded line each way: one message in flight, the next written only after its echo
public class CacheLinePingPongBenchmarks
{
    public const int RoundTrips = 100_000;

    private IRun? _run;
    private Pinning? _pinning;

    [Params(false, true)]
    public bool Pinned { get; set; }

    [GlobalSetup(Target = nameof(TwoLines))]
    public void SetupTwoLines() => Setup(LineLayout.TwoLines, operationsPerRoundTrip: 1);

    [GlobalSetup(Target = nameof(OneLine))]
    public void SetupOneLine() => Setup(LineLayout.OneLine, operationsPerRoundTrip: 1);

    [GlobalSetup(Target = nameof(TwoLinesOneWay))]
    public void SetupTwoLinesOneWay() => Setup(LineLayout.TwoLines, operationsPerRoundTrip: 2);

    /// <param name="operationsPerRoundTrip">Operations per round trip (the row's OperationsPerInvoke / <see cref="RoundTrips"/>).</param>
    private void Setup(LineLayout layout, int operationsPerRoundTrip)
    {
        var roundTrips = Scale.Of(RoundTrips);
        _pinning = Pinned ? Pinning.PinCurrentThread(0) : null;
        // one crossings slot per round trip (the run's key)
        _run = new LinePingPongRun(layout, roundTrips, Pinned ? () => Pinning.PinCurrentThread(1) : null)
            .Counted((long)operationsPerRoundTrip * roundTrips, roundTrips);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _pinning?.Dispose();
        (_run, _pinning) = (null, null);
    }

    /// <summary>Request and reply on separate 128-byte-padded lines.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = RoundTrips)]
    public long TwoLines() => _run!.Invoke();

    /// <summary>Both threads write one line: odd values from the measuring thread, even from the echo.</summary>
    [Benchmark(OperationsPerInvoke = RoundTrips)]
    public long OneLine() => _run!.Invoke();

    /// <summary>The <see cref="TwoLines"/> exchange counted per hop (two per round trip): the one-way latency.</summary>
    [Benchmark(OperationsPerInvoke = 2 * RoundTrips)]
    public long TwoLinesOneWay() => _run!.Invoke();
}

/// <summary>
/// E00 false sharing: two threads each increment their own counter 10 M times. The counters sit 8, 64 or
/// 128 bytes apart in one 128-byte-aligned block. <c>Interlocked=False</c>: a volatile load and a plain store
/// (the store buffer can batch those while the line is away); <c>Interlocked=True</c>: LOCK XADD, which needs
/// the line exclusively for every increment. One operation = one increment by each thread, in parallel.
/// Crossings: every increment is issued and performed on its worker's thread (0 by measurement: no value moves
/// between threads, only the line).
/// </summary>
[BenchmarkCategory("E00")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // no hand-over: each increment is done where it is issued, one at a time
public unsafe class FalseSharingBenchmarks
{
    public const int Increments = 10_000_000;

    private long* _block;
    private long* _a;
    private long* _b;
    private BenchWorker? _left;
    private BenchWorker? _right;
    private int _n;
    private bool _verified;

    [Params(false, true)]
    public bool Interlocked { get; set; }

    [GlobalSetup(Target = nameof(SameLine))]
    public void SetupSameLine() => Setup(distanceBytes: 8);

    [GlobalSetup(Target = nameof(Apart64))]
    public void SetupApart64() => Setup(distanceBytes: CacheLine.Hardware);

    [GlobalSetup(Target = nameof(Apart128))]
    public void SetupApart128() => Setup(distanceBytes: CacheLine.Size);

    private void Setup(int distanceBytes)
    {
        _n = Scale.Of(Increments);
        _block = (long*)NativeMemory.AlignedAlloc(2 * CacheLine.Size, CacheLine.Size);
        NativeMemory.Clear(_block, 2 * CacheLine.Size);
        _a = _block;
        _b = _block + distanceBytes / sizeof(long);
        // a planted fault (Check.PlantFault) leaves one increment out: the counter check must notice
        // crossings slots: one per worker (each has one increment in flight at a time)
        Action<BenchWorker> left = Interlocked ? _ => IncrementLocked(_a, _n - Check.Planted, 0) : _ => Increment(_a, _n - Check.Planted, 0);
        Action<BenchWorker> right = Interlocked ? _ => IncrementLocked(_b, _n, 1) : _ => Increment(_b, _n, 1);
        _left = new BenchWorker("left", left);
        _right = new BenchWorker("right", right);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        try
        {
            if (_verified)
            {
                CrossingsMetric.Count(slots: 2, _n, () => Run());
            }
        }
        finally
        {
            _left?.Dispose();
            _right?.Dispose();
            if (_block is not null)
            {
                NativeMemory.AlignedFree(_block);
            }
            (_left, _right) = (null, null);
            _block = _a = _b = null;
        }
    }

    private static void Increment(long* counter, int n, int slot)
    {
        if (Crossings.Active is { } crossings)
        {
            Increment(counter, n, slot, new CountedHops(crossings));
        }
        else
        {
            Increment(counter, n, slot, default(NoHops));
        }
    }

    private static void Increment<THops>(long* counter, int n, int slot, THops hops) where THops : struct, IHopSites
    {
        ref var c = ref Unsafe.AsRef<long>(counter);
        for (var i = 0; i < n; i++)
        {
            hops.Send(slot);
            Volatile.Write(ref c, Volatile.Read(ref c) + 1);
            hops.Hop(slot);
        }
    }

    private static void IncrementLocked(long* counter, int n, int slot)
    {
        if (Crossings.Active is { } crossings)
        {
            IncrementLocked(counter, n, slot, new CountedHops(crossings));
        }
        else
        {
            IncrementLocked(counter, n, slot, default(NoHops));
        }
    }

    private static void IncrementLocked<THops>(long* counter, int n, int slot, THops hops) where THops : struct, IHopSites
    {
        ref var c = ref Unsafe.AsRef<long>(counter);
        for (var i = 0; i < n; i++)
        {
            hops.Send(slot);
            System.Threading.Interlocked.Increment(ref c);
            hops.Hop(slot);
        }
    }

    private long Run()
    {
        *_a = 0;
        *_b = 0;
        _left!.Start();
        _right!.Start();
        _left.Join();
        _right.Join();
        Check.Equal(_n, *_a, "left counter");
        Check.Equal(_n, *_b, "right counter");
        _verified = true;
        return *_a + *_b;
    }

    /// <summary>Counters 8 bytes apart: one 64-byte line, written by both threads.</summary>
    [Benchmark(OperationsPerInvoke = Increments)]
    public long SameLine() => Run();

    /// <summary>Counters 64 bytes apart: separate lines of one 128-byte pair (adjacent-line prefetch).</summary>
    [Benchmark(OperationsPerInvoke = Increments)]
    public long Apart64() => Run();

    /// <summary>Counters 128 bytes apart: the lab's padding.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Increments)]
    public long Apart128() => Run();
}

/// <summary>
/// E00 spin primitives: the cost of one call, single-threaded. One operation = one call. <c>Empty</c> is the
/// loop alone, and with the context-switch columns it states the harness' own cost at this scale.
/// Crossings: every call is issued and made on the measuring thread (0 by measurement).
/// </summary>
[BenchmarkCategory("E00")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // a direct call: one call at a time, on the caller
public class SpinCostBenchmarks
{
    public const int Calls = 1_000;

    private bool _verified;

    [GlobalCleanup(Target = nameof(Empty))]
    public void CleanupEmpty() => CountCrossings(Empty);

    [GlobalCleanup(Target = nameof(Pause))]
    public void CleanupPause() => CountCrossings(Pause);

    [GlobalCleanup(Target = nameof(SpinWait1))]
    public void CleanupSpinWait1() => CountCrossings(SpinWait1);

    [GlobalCleanup(Target = nameof(Yield))]
    public void CleanupYield() => CountCrossings(Yield);

    [GlobalCleanup(Target = nameof(SleepZero))]
    public void CleanupSleepZero() => CountCrossings(SleepZero);

    /// <summary>The counting pass over one more invocation of <paramref name="workload"/>, once one verified (one slot: one call in flight).</summary>
    private void CountCrossings(Func<int> workload)
    {
        if (_verified)
        {
            CrossingsMetric.Count(slots: 1, Calls, () => workload());
        }
    }

    /// <summary>The loop around a call that does nothing (not inlined).</summary>
    [Benchmark(OperationsPerInvoke = Calls)]
    public int Empty() => Repeat<NothingCall>();

    /// <summary>One x86 PAUSE (ARM64 YIELD): the spin hint every lab wait loop uses.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Calls)]
    public int Pause() => Repeat<PauseCall>();

    /// <summary>Thread.SpinWait(1): the runtime's calibrated spin unit.</summary>
    [Benchmark(OperationsPerInvoke = Calls)]
    public int SpinWait1() => Repeat<SpinWaitCall>();

    /// <summary>Thread.Yield(): sched_yield on Linux, SwitchToThread on Windows.</summary>
    [Benchmark(OperationsPerInvoke = Calls)]
    public int Yield() => Repeat<YieldCall>();

    /// <summary>Thread.Sleep(0): gives up the rest of the time slice to any ready thread.</summary>
    [Benchmark(OperationsPerInvoke = Calls)]
    public int SleepZero() => Repeat<SleepZeroCall>();

    private int Repeat<TCall>() where TCall : struct, ICall
    {
        var count = Crossings.Active is { } crossings ? Repeat<TCall, CountedHops>(new CountedHops(crossings)) : Repeat<TCall, NoHops>(default);
        _verified = true;
        return count;
    }

    private static int Repeat<TCall, THops>(THops hops) where TCall : struct, ICall where THops : struct, IHopSites
    {
        var call = default(TCall);
        // a planted fault (Check.PlantFault) makes one call fewer: the count the calls keep must notice
        var n = Calls - Check.Planted;
        for (var i = 0; i < n; i++)
        {
            hops.Send(0);
            call.Invoke();
            hops.Hop(0);
        }
        Check.Equal(Calls, call.Count, "calls that reached the primitive");
        return call.Count;
    }

    /// <summary>A call of the primitive measured, which counts itself (one increment of a register-held field per call).</summary>
    private interface ICall
    {
        int Count { get; }

        void Invoke();
    }

    private struct NothingCall : ICall
    {
        public int Count { get; private set; }

        public void Invoke()
        {
            Nothing();
            Count++;
        }

        [MethodImpl(MethodImplOptions.NoInlining)]
        private static void Nothing() { }
    }

    private struct PauseCall : ICall
    {
        public int Count { get; private set; }

        public void Invoke()
        {
            SpinHint.Pause();
            Count++;
        }
    }

    private struct SpinWaitCall : ICall
    {
        public int Count { get; private set; }

        public void Invoke()
        {
            Thread.SpinWait(1);
            Count++;
        }
    }

    private struct YieldCall : ICall
    {
        public int Count { get; private set; }

        public void Invoke()
        {
            Thread.Yield();
            Count++;
        }
    }

    private struct SleepZeroCall : ICall
    {
        public int Count { get; private set; }

        public void Invoke()
        {
            Thread.Sleep(0);
            Count++;
        }
    }
}

/// <summary>
/// Where E00's single-thread loops record their operations' hops: nowhere (<see cref="NoHops"/>, the timed iterations:
/// the JIT specialises the loop for it and drops the calls) or in the counting pass (<see cref="CountedHops"/>).
/// </summary>
internal interface IHopSites
{
    void Send(int slot);

    void Hop(int slot);
}

/// <summary>No counting pass: the loop is the measured one, unchanged.</summary>
internal readonly struct NoHops : IHopSites
{
    public void Send(int slot)
    {
    }

    public void Hop(int slot)
    {
    }
}

/// <summary>The counting pass: each operation's send and handling, on the thread that runs them.</summary>
internal readonly struct CountedHops(Crossings crossings) : IHopSites
{
    public void Send(int slot) => crossings.Send(slot);

    public void Hop(int slot) => crossings.Hop(slot);
}
