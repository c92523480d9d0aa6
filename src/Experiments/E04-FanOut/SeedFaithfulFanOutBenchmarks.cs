using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E04;

/// <summary>
/// E04 as seed 004's program ran its MaxConcurrency table (table 3; results/reference/README.md), at its P = 100
/// cells: one long-lived hammer thread, made in setup (<see cref="SeedProducers.OneHammer"/>), sends each of N messages
/// to all T actors while the measuring thread spins until every actor has handled N, message i carrying an int[P] of
/// its own (N distinct arrays, up to 40 MB, made once in setup: <see cref="PayloadTable.PerMessage"/>), which every
/// actor sums one element per step, as the seed's F# <c>Array.sum</c> did; every invocation makes its T actors and
/// their threads (<see cref="SeedFaithfulRun{TSet}"/>). One operation = one invocation = N × T deliveries. Every actor's count and
/// checksum are verified; thread crossings are counted per delivery. The seed's P = 10 and P = 1 000 cells are left
/// out (P = 1 000 alone, 400 MB read by each of 100 actors, would take this class past minutes on two cores).
/// <see cref="FanOutBenchmarks"/> holds the lab's own rows (64 cache-resident arrays, actors started in setup, the
/// measuring thread posting).
/// </summary>
[BenchmarkCategory("E04")]
[SeedFaithful("a long-lived hammer thread posting to every actor, the measuring thread spinning; N distinct int[100] summed one element per step; the T actors and their threads made in every invocation")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity)]
public class SeedFaithfulFanOutBenchmarks
{
    private IRun? _run;

    /// <summary>Actors.</summary>
    [Params(10, 20, 100)]
    public int T { get; set; }

    /// <summary>Messages the hammer sends to every actor.</summary>
    [Params(1_000, 100_000)]
    public int N { get; set; }

    /// <summary>Ints per payload array (the seed's P = 100 cells).</summary>
    [Params(100)]
    public int P { get; set; }

    private void Start<TSet>(Func<ActorTally[], TSet> start)
        where TSet : struct, IActorSet =>
        // one operation = one invocation of N × T deliveries (no OperationsPerInvoke): the table divides per delivery
        _run = SeedFaithfulRun.Counted(start, PayloadTable.PerMessage(Work.SumScalar, P, Scale.Of(N, 1_000), bytes: false),
            Scale.Actors(T), SeedProducers.OneHammer);

    [GlobalSetup(Target = nameof(ThreadedActorMpsc))]
    public void SetupThreadedMpsc() => Start(t => ThreadedActorSet.Start(t, singleProducer: false));

    [GlobalSetup(Target = nameof(MailboxProcessor))]
    public void SetupMailboxProcessor() => Start(MailboxAgentSet.Start);

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>
    /// Ours with the multi-producer mailbox (MpscRingXadd): the seed's "ThreadedActor3" row, whose mailboxes (a
    /// ConcurrentQueue each) took any number of posters although one hammer posted.
    /// </summary>
    [Benchmark]
    public long ThreadedActorMpsc() => _run!.Invoke();

    /// <summary>F# MailboxProcessor, the seed's other row, T agents made and started in every invocation as the seed's were.</summary>
    [Benchmark(Baseline = true)]
    [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
    public long MailboxProcessor() => _run!.Invoke();
}
