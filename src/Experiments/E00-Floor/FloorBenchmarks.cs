using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using BenchmarkDotNet.Attributes;
using PerfBuf.Core.Padding;
using PerfBuf.Core.Waiting;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E00;

/// <summary>
/// E00 cache-line ping-pong: the measuring thread writes i and waits until an echo thread has written i back.
/// <c>TwoLines</c>: request and reply each on its own padded line (the shape of a pair of SPSC queues);
/// <c>OneLine</c>: both threads write the same line. One operation = one round trip (two line transfers), except
/// <c>TwoLinesOneWay</c>, the same exchange as <c>TwoLines</c> counted per hop.
/// <c>Pinned</c>: measuring thread on CPU 0, echo on CPU 1; otherwise the OS places them.
/// </summary>
[BenchmarkCategory("E00")]
public class CacheLinePingPongBenchmarks
{
    public const int RoundTrips = 100_000;

    private LinePingPongRun? _run;
    private Pinning? _pinning;

    [Params(false, true)]
    public bool Pinned { get; set; }

    [GlobalSetup(Target = nameof(TwoLines))]
    public void SetupTwoLines() => Setup(LineLayout.TwoLines);

    [GlobalSetup(Target = nameof(OneLine))]
    public void SetupOneLine() => Setup(LineLayout.OneLine);

    [GlobalSetup(Target = nameof(TwoLinesOneWay))]
    public void SetupTwoLinesOneWay() => Setup(LineLayout.TwoLines);

    private void Setup(LineLayout layout)
    {
        _pinning = Pinned ? Pinning.PinCurrentThread(0) : null;
        _run = new LinePingPongRun(layout, Scale.Of(RoundTrips), Pinned ? () => Pinning.PinCurrentThread(1) : null);
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
/// </summary>
[BenchmarkCategory("E00")]
public unsafe class FalseSharingBenchmarks
{
    public const int Increments = 10_000_000;

    private long* _block;
    private long* _a;
    private long* _b;
    private BenchWorker? _left;
    private BenchWorker? _right;
    private int _n;

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
        Action<BenchWorker> left = Interlocked ? _ => IncrementLocked(_a, _n - Check.Planted) : _ => Increment(_a, _n - Check.Planted);
        Action<BenchWorker> right = Interlocked ? _ => IncrementLocked(_b, _n) : _ => Increment(_b, _n);
        _left = new BenchWorker("left", left);
        _right = new BenchWorker("right", right);
    }

    [GlobalCleanup]
    public void Cleanup()
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

    private static void Increment(long* counter, int n)
    {
        ref var c = ref Unsafe.AsRef<long>(counter);
        for (var i = 0; i < n; i++)
        {
            Volatile.Write(ref c, Volatile.Read(ref c) + 1);
        }
    }

    private static void IncrementLocked(long* counter, int n)
    {
        ref var c = ref Unsafe.AsRef<long>(counter);
        for (var i = 0; i < n; i++)
        {
            System.Threading.Interlocked.Increment(ref c);
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
/// </summary>
[BenchmarkCategory("E00")]
public class SpinCostBenchmarks
{
    public const int Calls = 1_000;

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

    private static int Repeat<TCall>() where TCall : struct, ICall
    {
        var call = default(TCall);
        // a planted fault (Check.PlantFault) makes one call fewer: the count the calls keep must notice
        var n = Calls - Check.Planted;
        for (var i = 0; i < n; i++)
        {
            call.Invoke();
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
