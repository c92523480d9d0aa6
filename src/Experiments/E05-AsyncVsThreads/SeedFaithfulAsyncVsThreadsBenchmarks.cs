using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E05;

/// <summary>
/// E05 as seed 004's program ran its threads-against-Channel table (table 5; results/reference/README.md): one
/// long-lived hammer thread, made in setup (<see cref="SeedProducers.OneHammer"/>), sends each of N = 100 000 messages
/// to all T actors while the measuring thread spins until every actor has handled N, message i carrying a 100-byte
/// buffer of its own (100 000 distinct buffers, made once in setup: <see cref="PayloadTable.PerMessage"/>), which every
/// actor sums byte by byte (<see cref="Work.SumScalar"/>, the seed's P = False) or hashes with SHA-512
/// (<see cref="Work.Sha512"/>, its P = True); every invocation makes its T actors, their threads or their async loops
/// (<see cref="SeedFaithfulRun{TSet}"/>). One operation = one invocation = N × T deliveries. Every actor's count and
/// checksum are verified; thread crossings are counted per delivery. <see cref="AsyncVsThreadsBenchmarks"/> holds the
/// lab's own rows (64 cache-resident payloads, an int[100] for the sum, actors started in setup, the measuring thread
/// posting, a single-reader channel drained with TryRead).
/// </summary>
[BenchmarkCategory("E05")]
[SeedFaithful("a long-lived hammer thread posting to every actor, the measuring thread spinning; the Channel the default unbounded one read with a ReadAsync per message; 100 000 distinct 100-byte buffers, summed byte by byte or hashed; the T actors made in every invocation")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity)]
public class SeedFaithfulAsyncVsThreadsBenchmarks
{
    public const int Messages = AsyncVsThreadsBenchmarks.Messages;

    private IRun? _run;

    /// <summary>Actors (the seed's).</summary>
    [Params(1, 20, 100)]
    public int T { get; set; }

    /// <summary>The seed's P flag: False = the byte sum, True = SHA-512.</summary>
    [Params(Work.SumScalar, Work.Sha512)]
    public Work Work { get; set; }

    private void Start<TSet>(Func<ActorTally[], TSet> start)
        where TSet : struct, IActorSet =>
        // one operation = one invocation of N × T deliveries (no OperationsPerInvoke): the table divides per delivery
        _run = SeedFaithfulRun.Counted(start, PayloadTable.PerMessage(Work, Sha512Payload.InputBytes, Scale.Of(Messages, 1_000), bytes: true),
            Scale.Actors(T), SeedProducers.OneHammer);

    [GlobalSetup(Target = nameof(ThreadedActorMpsc))]
    public void SetupThreadedMpsc() => Start(t => ThreadedActorSet.Start(t, singleProducer: false));

    [GlobalSetup(Target = nameof(ChannelActor))]
    public void SetupChannel() => Start(t => SeedChannelActorSet.Start(t, capacity: null));

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>
    /// Ours with the multi-producer mailbox (MpscRingXadd), a dedicated thread per actor: the seed's "ThreadedActor3"
    /// row, whose mailboxes (a ConcurrentQueue each) took any number of posters although one hammer posted.
    /// </summary>
    [Benchmark(Baseline = true)]
    public long ThreadedActorMpsc() => _run!.Invoke();

    /// <summary>
    /// The seed's "Channel" row (<see cref="Mailboxes.Actors.SeedChannelActor{T, THandler}"/>): per actor, the default
    /// unbounded channel (<c>Channel.CreateUnbounded&lt;T&gt;()</c>, no options) written with <c>TryWrite</c> and read
    /// by an async loop that awaits <c>ReadAsync</c> once per message, resuming on the thread pool whenever a read found
    /// it empty.
    /// </summary>
    [Benchmark]
    [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
    public long ChannelActor() => _run!.Invoke();
}
