using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E06;

/// <summary>
/// E06 as seed 004's program ran its bounded-queue table (table 6; results/reference/README.md): T hammer threads,
/// one per actor, each sending N = 100 000 messages to its own actor (<see cref="SeedProducers.HammerPerActor"/>;
/// the hammers are long-lived threads, made in setup as the seed's were), message i carrying a 100-byte buffer of its
/// own (100 000 distinct buffers, made once in setup: <see cref="PayloadTable.PerMessage"/>), which the actor sums byte
/// by byte (<see cref="Work.SumScalar"/>, the seed's P = False) or hashes with SHA-512 (<see cref="Work.Sha512"/>,
/// its P = True). Mailboxes hold <see cref="Capacity"/> messages and a hammer that meets a full one blocks until there
/// is room, as the seed's did; every invocation makes its T actors (<see cref="SeedFaithfulRun{TSet}"/>). One
/// operation = one invocation = N × T posts. Every actor's count and checksum are verified; thread crossings are counted
/// per post. <see cref="BackpressureBenchmarks"/> holds the lab's own rows (one hammer for all T actors, 1 024-slot
/// mailboxes, 64 cache-resident payloads, actors started in setup).
/// </summary>
[BenchmarkCategory("E06")]
[SeedFaithful("a hammer thread per actor; 100 000 distinct 100-byte buffers, summed byte by byte or hashed; 128-slot mailboxes; the T actors made in every invocation")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity)]
public class SeedFaithfulBackpressureBenchmarks
{
    public const int Messages = BackpressureBenchmarks.Messages;

    /// <summary>Mailbox slots: the seed bounded its queues at 100; our ring's capacity is a power of two, and both rows take the same.</summary>
    public const int Capacity = 128;

    private IRun? _run;

    /// <summary>Actors, and hammers (the seed's).</summary>
    [Params(1, 15, 30)]
    public int T { get; set; }

    /// <summary>The seed's P flag: False = the byte sum, True = SHA-512.</summary>
    [Params(Work.SumScalar, Work.Sha512)]
    public Work Work { get; set; }

    private void Start<TSet>(Func<ActorTally[], TSet> start)
        where TSet : struct, IActorSet =>
        // one operation = one invocation of N × T posts (no OperationsPerInvoke): the table divides per post
        _run = SeedFaithfulRun.Counted(start, PayloadTable.PerMessage(Work, Sha512Payload.InputBytes, Scale.Of(Messages, 2_000), bytes: true),
            Scale.Actors(T), SeedProducers.HammerPerActor);

    [GlobalSetup(Target = nameof(Block))]
    public void SetupBlock() => Start(t => BoundedThreadedActorSet.Start(t, Capacity));

    [GlobalSetup(Target = nameof(BoundedChannel))]
    public void SetupChannel() => Start(t => ChannelActorSet.Start(t, Capacity));

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>
    /// BoundedThreadedActor, Block policy, synchronous Post (a full mailbox parks its hammer): the seed's
    /// "ThreadedActor4" row, a dedicated-thread actor over a ConcurrentQueue bounded by a blocking producer.
    /// </summary>
    [Benchmark(Baseline = true)]
    public long Block() => _run!.Invoke();

    /// <summary>
    /// ChannelActor over a bounded Channel (FullMode = Wait), synchronous Post (a full channel blocks its hammer on
    /// WriteAsync): the seed's "BoundedChannel" row, whose hammers waited on <c>WriteAsync(…).AsTask()</c>.
    /// </summary>
    [Benchmark]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity, Placement = Placement.Scheduler)]
    public long BoundedChannel() => _run!.Invoke();
}
