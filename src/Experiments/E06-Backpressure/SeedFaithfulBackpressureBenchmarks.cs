using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E06;

/// <summary>
/// E06 as seed 004's program ran its bounded-queue table (table 6; results/reference/README.md): T hammer threads,
/// one per actor, each sending N = 100 000 messages to its own actor (<see cref="SeedProducers.HammerPerActor"/>;
/// the hammers are long-lived threads, made in setup as the seed's were, and the measuring thread spins until every
/// actor has handled N), message i carrying a 100-byte buffer of its own (100 000 distinct buffers, made once in
/// setup: <see cref="PayloadTable.PerMessage"/>), which the actor sums byte by byte (<see cref="Work.SumScalar"/>, the
/// seed's P = False) or hashes with SHA-512 (<see cref="Work.Sha512"/>, its P = True). Mailboxes hold
/// <see cref="Capacity"/> messages and a hammer that meets a full one blocks until there is room, as the seed's did;
/// every invocation makes its T actors (<see cref="SeedFaithfulRun{TSet}"/>). One operation = one invocation = N × T
/// posts. Every actor's count and checksum are verified; thread crossings are counted per post (each recorded by the
/// hammer that sends it). <see cref="BackpressureBenchmarks"/> holds the lab's own rows (one hammer for all T actors,
/// the measuring thread posting, 1 024-slot mailboxes, 64 cache-resident payloads, actors started in setup, a
/// single-reader channel drained with TryRead).
/// </summary>
[BenchmarkCategory("E06")]
[SeedFaithful("a long-lived hammer thread per actor, the measuring thread spinning; the Channel the default bounded one read with a ReadAsync per message; 100 000 distinct 100-byte buffers, summed byte by byte or hashed; 128-slot mailboxes; the T actors made in every invocation")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity)]
public class SeedFaithfulBackpressureBenchmarks
{
    public const int Messages = BackpressureBenchmarks.Messages;

    /// <summary>
    /// Mailbox slots: the seed bounded both its queues at 100 (its ThreadedActor4's bound and
    /// <c>Channel.CreateBounded(100)</c>); our ring's capacity is a power of two, and both rows take the same 128, so
    /// the two rows keep the equal bound the seed's had.
    /// </summary>
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
    public void SetupChannel() => Start(t => SeedChannelActorSet.Start(t, Capacity));

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
    /// The seed's bounded Channel row (<see cref="Mailboxes.Actors.SeedChannelActor{T, THandler}"/>): per actor, the
    /// default bounded channel (<c>Channel.CreateBounded&lt;T&gt;(capacity)</c>, no other options: full mode Wait,
    /// several readers and writers allowed) read by an async loop that awaits <c>ReadAsync</c> once per message; each
    /// hammer calls <c>WriteAsync</c> and blocks on its task while the channel is full, as the seed's hammers waited on
    /// <c>WriteAsync(…).AsTask()</c>. Not determined: the seed's table labels this row "Channel", while its public
    /// program (results/reference/README.md), from the commit that first holds the table on, names the method
    /// <c>BoundedChannel</c> (<c>Channel.CreateBounded&lt;byte[]&gt;(100)</c>, its class <c>BoundedConcurrency</c>);
    /// whether the table was made by exactly that code, or by an earlier form of it under the name "Channel", the
    /// public history does not show. Its text ("what if we used bounded queues") and its work items per invocation
    /// (over ten thousand at T = 1, where its unbounded table 5 had one) both point to the bounded channel.
    /// </summary>
    [Benchmark]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity, Placement = Placement.Scheduler)]
    public long BoundedChannel() => _run!.Invoke();
}
