using BenchmarkDotNet.Attributes;
using PerfBuf.Core.Native;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E00;

/// <summary>
/// E00's cache-line round trip in C (the native floor, src/Native): the same exchange as
/// <see cref="CacheLinePingPongBenchmarks"/> — the measuring thread writes i on a 128-byte-padded line and spins until
/// the echo has written it back, same back-off, same checks — with the whole loop in C: one call per invocation, the
/// echo a C thread started once. <c>Pinned</c>: the measuring thread on CPU 0 (pinned here, as the managed row pins it),
/// the C echo on CPU 1; otherwise the OS places both. In the lab's runs only where the library is built
/// (<see cref="NativeFloor.Status"/>). Crossings: counted in C, per round trip (the echo's hop and the reply's).
/// </summary>
[BenchmarkCategory("E00")]
[NativeRows]
[Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // one padded line each way: one message in flight
public class NativeCacheLinePingPongBenchmarks
{
    public const int RoundTrips = CacheLinePingPongBenchmarks.RoundTrips;

    private NativeLoopRun? _run;
    private Pinning? _pinning;

    [Params(false, true)]
    public bool Pinned { get; set; }

    [GlobalSetup(Target = nameof(NativeTwoLines))]
    public void SetupTwoLines() => Setup(oneLine: 0);

    [GlobalSetup(Target = nameof(NativeOneLine))]
    public void SetupOneLine() => Setup(oneLine: 1);

    private void Setup(int oneLine)
    {
        var roundTrips = Scale.Of(RoundTrips);
        _pinning = Pinned ? Pinning.PinCurrentThread(0) : null;
        _run = new NativeLoopRun(new NativeRunConfig
        {
            Kind = NativeRunKind.LinePingPong,
            Batch = 1,
            OneLine = oneLine,
            WorkerCpu = Pinned ? 1 : -1,
            Messages = roundTrips,
        }, roundTrips);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        try
        {
            _run?.Dispose();
        }
        finally
        {
            _pinning?.Dispose();
            (_run, _pinning) = (null, null);
        }
    }

    /// <summary>Request and reply on separate 128-byte-padded lines, in C.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = RoundTrips)]
    public long NativeTwoLines() => _run!.Invoke();

    /// <summary>Both threads write one line (odd values out, even back), in C.</summary>
    [Benchmark(OperationsPerInvoke = RoundTrips)]
    public long NativeOneLine() => _run!.Invoke();
}
