using System.Numerics;
using System.Runtime.InteropServices;

namespace PerfBuf.Core.Native;

/// <summary>What a <see cref="NativeRun"/> runs in C (the header's <c>PB_RUN_*</c>).</summary>
public enum NativeRunKind
{
    /// <summary>The worker pushes 1..N through a C SpscRing; the caller pops and verifies each message.</summary>
    Stream = 1,

    /// <summary>The caller writes i on a padded line and spins until the worker has written it back (no queue).</summary>
    LinePingPong = 2,

    /// <summary>A round trip through two C SpscRings (request and reply).</summary>
    RingPingPong = 3,

    /// <summary>A round trip through two C SpscSlotLineRings (a per-cell sequence, one cell per 128-byte block).</summary>
    SlotPingPong = 4,

    /// <summary>The worker is parked in a futex wait; the caller posts one message, then wakes it, after an idle gap.</summary>
    FutexWake = 5,
}

/// <summary>How one invocation runs (the header's <c>PB_FLAG_*</c>).</summary>
[Flags]
public enum NativeRunFlags
{
    None = 0,

    /// <summary>Record every hop's OS thread and count the crossings (the counting pass; not timed).</summary>
    CountCrossings = 1,

    /// <summary>Make one deliberate mistake in the work (the tests prove the checks catch it).</summary>
    PlantFault = 2,
}

/// <summary>The C functions that run a configuration's two sides without counting crossings (src/Native/src/runs.c and
/// stream.c): what <c>./lab disasm</c> lists for a native row. A stream names the variant's own loop; the other kinds name
/// the function of each side.</summary>
public static class NativeRunFunctions
{
    public static (string Worker, string Caller) Of(NativeRunConfig config) => config.Kind switch
    {
        NativeRunKind.Stream => (config.Batch > 1 ? "pb_stream_produce_batch" : "pb_stream_produce_single",
                                 config.Batch > 1 || config.Drain != 0 ? "pb_stream_consume_drain" : "pb_stream_consume_single"),
        NativeRunKind.LinePingPong => ("pb_line_worker", "pb_line_caller"),
        NativeRunKind.RingPingPong => ("pb_ring_pingpong_worker", "pb_ring_pingpong_caller"),
        NativeRunKind.SlotPingPong => ("pb_slot_pingpong_worker", "pb_slot_pingpong_caller"),
        _ => ("pb_futex_worker", "pb_futex_caller"),
    };
}

/// <summary><c>pb_run_config</c>, field for field.</summary>
[StructLayout(LayoutKind.Sequential)]
public struct NativeRunConfig
{
    public NativeRunKind Kind;
    public int Capacity;
    public int Batch;
    public int OneLine;
    public int WorkerCpu;
    /// <summary>Stream at batch 1: 1 = the consumer drains (one head store per drain). 0 or 1; other kinds 0.</summary>
    public int Drain;
    public long Messages;
    public long IdleGapNs;
}

/// <summary><c>pb_run_result</c>, field for field: what the C side saw and checked.</summary>
[StructLayout(LayoutKind.Sequential)]
public struct NativeRunResult
{
    /// <summary>The invocation's loop in C, start signal to last check (CLOCK_MONOTONIC).</summary>
    public long ElapsedNs;

    /// <summary>Messages (ping-pongs: round trips) the receiving side handled.</summary>
    public long Received;

    /// <summary>Sum of the values the receiving side saw.</summary>
    public long Checksum;

    /// <summary>Values that were not the expected next one.</summary>
    public long OrderErrors;

    /// <summary>1-based index of the first error, 0 if none.</summary>
    public long FirstErrorAt;

    /// <summary>Hops recorded after each message's send (counting pass only).</summary>
    public long Hops;

    /// <summary>Of those, the hops on another OS thread than the message's previous hop (counting pass only).</summary>
    public long Crossings;

    /// <summary>CPU time the C worker thread used during the invocation.</summary>
    public long WorkerCpuNs;
}

/// <summary>
/// One C run (a worker thread of its own, started once and reused by every <see cref="Invoke"/>), validated here before
/// anything crosses into C: a bad argument is refused with a clear exception, never passed on.
/// </summary>
public sealed unsafe class NativeRun : IDisposable
{
    /// <summary>The C side's status codes (the header's <c>PB_E_*</c>).</summary>
    public const int Ok = 0, VerifyFailed = -3;

    private nint _handle;

    /// <exception cref="ArgumentOutOfRangeException">A field of <paramref name="config"/> is out of its range (each says which and why).</exception>
    /// <exception cref="InvalidOperationException">The native floor is not available here (the reason), or the C side refused the run.</exception>
    public NativeRun(NativeRunConfig config)
    {
        Validate(config);
        NativeFloor.EnsureAvailable();
        Config = config;
        nint handle;
        var status = NativeFloor.RunCreate(&config, &handle);
        if (status != Ok)
        {
            ThrowHelper.InvalidOperation($"pb_run_create ({config.Kind}): {NativeFloor.TextOf(status)}");
        }
        _handle = handle;
    }

    public NativeRunConfig Config { get; }

    /// <summary>Checks every field the C side would refuse, with the reason, before anything crosses.</summary>
    public static void Validate(NativeRunConfig config)
    {
        if (!Enum.IsDefined(config.Kind))
        {
            throw new ArgumentOutOfRangeException(nameof(config), config.Kind, "kind: not one of the native run kinds");
        }
        ArgumentOutOfRangeException.ThrowIfLessThan(config.Messages, 1, "config.Messages");
        ArgumentOutOfRangeException.ThrowIfLessThan(config.WorkerCpu, -1, "config.WorkerCpu");
        if (config.Drain is not (0 or 1) || (config.Drain != 0 && config.Kind != NativeRunKind.Stream))
        {
            throw new ArgumentOutOfRangeException(nameof(config), config.Drain, "config.Drain: 0 or 1, and 1 only on a stream");
        }
        if (config.Kind is NativeRunKind.Stream or NativeRunKind.RingPingPong or NativeRunKind.SlotPingPong)
        {
            if (config.Capacity < 2 || !BitOperations.IsPow2(config.Capacity))
            {
                throw new ArgumentOutOfRangeException(nameof(config), config.Capacity, "config.Capacity: a ring's capacity is a power of two ≥ 2");
            }
        }
        var maxBatch = config.Kind == NativeRunKind.Stream ? config.Capacity : 1;
        if (config.Batch < 1 || config.Batch > maxBatch)
        {
            throw new ArgumentOutOfRangeException(nameof(config), config.Batch,
                $"config.Batch: 1 … {maxBatch} ({(config.Kind == NativeRunKind.Stream ? "at most the capacity" : "only a stream publishes in batches")})");
        }
        if (config.OneLine is not (0 or 1) || (config.OneLine == 1 && config.Kind != NativeRunKind.LinePingPong))
        {
            throw new ArgumentOutOfRangeException(nameof(config), config.OneLine, "config.OneLine: 0, or 1 for a line ping-pong");
        }
        if (config.IdleGapNs < 0 || (config.IdleGapNs != 0 && config.Kind != NativeRunKind.FutexWake))
        {
            throw new ArgumentOutOfRangeException(nameof(config), config.IdleGapNs, "config.IdleGapNs: ≥ 0, and only a futex wake has an idle gap");
        }
    }

    /// <summary>
    /// Runs one invocation in C and returns what the C side saw (the caller checks it against what it expects). A
    /// check the C side makes mid-run (a ping-pong's reply) that fails returns its partial result with
    /// <paramref name="status"/> <see cref="VerifyFailed"/>; any other failure throws.
    /// </summary>
    /// <param name="latenciesNs">A futex wake's per-message latencies (ns), at most as many as it holds; empty: none recorded.</param>
    public NativeRunResult Invoke(NativeRunFlags flags, Span<long> latenciesNs, out int status)
    {
        ObjectDisposedException.ThrowIf(_handle == 0, this);
        if ((flags & ~(NativeRunFlags.CountCrossings | NativeRunFlags.PlantFault)) != 0)
        {
            throw new ArgumentOutOfRangeException(nameof(flags), flags, "not a native run flag");
        }
        NativeRunResult result;
        fixed (long* latencies = latenciesNs)
        {
            status = NativeFloor.RunInvoke(_handle, (int)flags, &result, latencies, latenciesNs.Length);
        }
        if (status != Ok && status != VerifyFailed)
        {
            ThrowHelper.InvalidOperation($"pb_run_invoke ({Config.Kind}): {NativeFloor.TextOf(status)}");
        }
        return result;
    }

    /// <summary>The text of a status code <see cref="Invoke"/> returned.</summary>
    public static string TextOf(int status) => NativeFloor.TextOf(status);

    public void Dispose()
    {
        var handle = Interlocked.Exchange(ref _handle, 0);
        if (handle != 0)
        {
            NativeFloor.RunDestroy(handle);
        }
    }
}
