using System.Buffers;
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E09;

/// <summary>
/// E09 stream: one producer thread writes N = 16 384 messages of the class's sizes, the measuring thread receives and
/// checks every byte (<see cref="PayloadVerifier"/>). One operation = one message. The rows and their settings are the
/// write-up's Setup; <see cref="PayloadStreamBenchmarks"/> runs them per size, <see cref="PayloadMixBenchmarks"/> on
/// the random mix.
/// </summary>
public abstract class PayloadBenchmarks
{
    public const int Messages = 16_384;

    /// <summary>Bytes of the SpscByteRing, and the Pipe's pause threshold (resume at half): the bytes either may hold in flight.</summary>
    public const int RingBytes = 1 << 20;

    /// <summary>Slots of the pooled rows' rings: in-flight buffers stay within ArrayPool.Shared's per-core stock on 2 cores
    /// (32 per core) and ArrayPool.Create()'s 50 per bucket (PoolDepthBenchmarks goes past both).</summary>
    public const int PooledSlots = 32;

    private IRun? _run;

    protected static long N => Scale.Of(Messages, 300);

    /// <summary><paramref name="run"/>, counting its crossings at cleanup: one slot per message (its stamp).</summary>
    private static IRun Counted(IRun run) => run.Counted(N, PayloadVerifier.CrossingSlots(N));

    /// <summary>The message lengths of this class's rows.</summary>
    protected abstract PayloadSizes Sizes { get; }

    [GlobalSetup(Target = nameof(ChannelNewArray))]
    public void SetupChannelNewArray() => _run = Counted(new NewArrayRun<ChannelArrayQueue>(new ChannelArrayQueue(), Sizes, N));

    [GlobalSetup(Target = nameof(ByteRing))]
    public void SetupByteRing() => _run = Counted(new ByteRingRun(RingBytes, Sizes, N));

    [GlobalSetup(Target = nameof(PooledShared))]
    public void SetupPooledShared() => _run = Counted(new PooledRun(PooledRing.Spsc, PooledSlots, ArrayPool<byte>.Shared, Sizes, N));

    [GlobalSetup(Target = nameof(PooledCreate))]
    public void SetupPooledCreate() => _run = Counted(new PooledRun(PooledRing.Spsc, PooledSlots, ArrayPool<byte>.Create(), Sizes, N));

    [GlobalSetup(Target = nameof(PooledXaddShared))]
    public void SetupPooledXaddShared() => _run = Counted(new PooledRun(PooledRing.MpscXadd, PooledSlots, ArrayPool<byte>.Shared, Sizes, N));

    [GlobalSetup(Target = nameof(ChannelRented))]
    public void SetupChannelRented() => _run = Counted(new ChannelRentedRun(Sizes, N));

    [GlobalSetup(Target = nameof(Pipe))]
    public void SetupPipe() => _run = Counted(new PipeRun(RingBytes, Sizes, N));

    [GlobalSetup(Target = nameof(ConcurrentQueueNewArray))]
    public void SetupConcurrentQueueNewArray() => _run = Counted(new NewArrayRun<ConcurrentArrayQueue>(new ConcurrentArrayQueue(), Sizes, N));

    [GlobalSetup(Target = nameof(CopyFloor))]
    public void SetupCopyFloor() => _run = Counted(new CopyFloorRun(RingBytes, Sizes, N));

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>Unbounded Channel&lt;byte[]&gt; (SingleReader, SingleWriter), a new byte[] per message, TryWrite/TryRead.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long ChannelNewArray() => _run!.Invoke();

    /// <summary>SpscByteRing of 1 MB: TryGrantMessage, write in place, Commit; TryReadMessage, check in place, Release.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = RingBytes)] // bytes, not messages: how many fit depends on their length
    public long ByteRing() => _run!.Invoke();

    /// <summary>SpscRing&lt;PooledMessage&gt; (32 slots), arrays from ArrayPool&lt;byte&gt;.Shared.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = PooledSlots)]
    public long PooledShared() => _run!.Invoke();

    /// <summary>SpscRing&lt;PooledMessage&gt; (32 slots), arrays from ArrayPool&lt;byte&gt;.Create() (default settings).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = PooledSlots)]
    public long PooledCreate() => _run!.Invoke();

    /// <summary>MpscRingXadd&lt;PooledMessage&gt; (32 slots, TryPushCas: the compare-and-swap claim), one producer, ArrayPool.Shared.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = PooledSlots)]
    public long PooledXaddShared() => _run!.Invoke();

    /// <summary>Unbounded Channel&lt;ReadOnlyMemory&lt;byte&gt;&gt; (SR/SW) over arrays rented from ArrayPool.Shared, returned by the consumer.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long ChannelRented() => _run!.Invoke();

    /// <summary>System.IO.Pipelines Pipe, 4-byte length framing (settings: PipeRun.Options).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = RingBytes)] // bytes, not messages: the pause threshold
    public long Pipe() => _run!.Invoke();

    /// <summary>ConcurrentQueue&lt;byte[]&gt;, a new byte[] per message.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long ConcurrentQueueNewArray() => _run!.Invoke();

    /// <summary>No hand-over: one thread writes each message into a 1 MB buffer and checks it there.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = RingBytes)] // bytes, not messages: the buffer
    public long CopyFloor() => _run!.Invoke();
}

/// <summary>E09 stream per message size S (bytes).</summary>
[BenchmarkCategory("E09")]
public class PayloadStreamBenchmarks : PayloadBenchmarks
{
    [Params(16, 64, 256, 1024, 4096, 65536)]
    public int Size { get; set; }

    protected override PayloadSizes Sizes => PayloadSizes.Fixed(Size);
}

/// <summary>E09 stream on the random mix: log-uniform lengths from 16 B to 64 KB (mean ≈ 7.9 KB), the same sequence for every row.</summary>
[BenchmarkCategory("E09")]
public class PayloadMixBenchmarks : PayloadBenchmarks
{
    protected override PayloadSizes Sizes => PayloadSizes.Mix;
}

/// <summary>
/// E09 pool depth: PooledMessage through SpscRing with 1 KB messages, the ring's slots (how many buffers can be in flight)
/// below and far above what each pool keeps. One operation = one message.
/// </summary>
[BenchmarkCategory("E09")]
[Promises(Bound.Bounded, Order.Fifo, CapacityParameter = nameof(Depth))]
public class PoolDepthBenchmarks
{
    public const int Messages = 16_384;
    public const int Size = 1024;

    private IRun? _run;

    /// <summary>Ring slots: 32 stays inside both pools' stock; 1 024 goes far past it.</summary>
    [Params(32, 1024)]
    public int Depth { get; set; }

    private static long N => Scale.Of(Messages, 300);

    /// <summary><paramref name="run"/>, counting its crossings at cleanup: one slot per message (its stamp).</summary>
    private static IRun Counted(IRun run) => run.Counted(N, PayloadVerifier.CrossingSlots(N));

    [GlobalSetup(Target = nameof(Shared))]
    public void SetupShared() => _run = Counted(new PooledRun(PooledRing.Spsc, Depth, ArrayPool<byte>.Shared, PayloadSizes.Fixed(Size), N));

    [GlobalSetup(Target = nameof(Create))]
    public void SetupCreate() => _run = Counted(new PooledRun(PooledRing.Spsc, Depth, ArrayPool<byte>.Create(), PayloadSizes.Fixed(Size), N));

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>ArrayPool&lt;byte&gt;.Shared.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Messages)]
    public long Shared() => _run!.Invoke();

    /// <summary>ArrayPool&lt;byte&gt;.Create() (default: 50 arrays per size).</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long Create() => _run!.Invoke();
}

/// <summary>
/// E09 struct payloads by reference: SpscRing of a struct of S bytes (64, 256, 1 024), 1 024 slots; the producer writes
/// each message by copy (baseline), in place through a claim, or into a new class per message; the consumer drains and
/// reads each slot by reference. One operation = one message.
/// </summary>
[BenchmarkCategory("E09")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = Slots)]
public class StructPayloadBenchmarks
{
    public const int Messages = 65_536;
    public const int Slots = 1024;

    private IRun? _run;

    [Params(64, 256, 1024)]
    public int Size { get; set; }

    private static long N => Scale.Of(Messages, 300);

    /// <summary>The row's run, counting its crossings at cleanup: one slot per message (its stamp).</summary>
    private IRun Make(StructPush push) => (Size switch
    {
        64 => (IRun)new StructPayloadRun<Payload64>(push, Slots, N),
        256 => new StructPayloadRun<Payload256>(push, Slots, N),
        1024 => new StructPayloadRun<Payload1024>(push, Slots, N),
        _ => throw new ArgumentOutOfRangeException(nameof(Size), Size, "64, 256 or 1024"),
    }).Counted(N, PayloadVerifier.CrossingSlots(N));

    [GlobalSetup(Target = nameof(Copy))]
    public void SetupCopy() => _run = Make(StructPush.Copy);

    [GlobalSetup(Target = nameof(Claim))]
    public void SetupClaim() => _run = Make(StructPush.Claim);

    [GlobalSetup(Target = nameof(ClassMessage))]
    public void SetupClassMessage() => _run = Make(StructPush.Class);

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>Write into a local struct, TryPush(in local) copies it into the slot.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Messages)]
    public long Copy() => _run!.Invoke();

    /// <summary>TryClaim, write in place through claim.Slot, Publish.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long Claim() => _run!.Invoke();

    /// <summary>A new class holding the struct per message; the ring carries references.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long ClassMessage() => _run!.Invoke();
}
