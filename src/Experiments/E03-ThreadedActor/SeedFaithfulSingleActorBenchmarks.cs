using System.Collections.Concurrent;
using BenchmarkDotNet.Attributes;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E03;

/// <summary>
/// E03 as seed 004's program ran its single-actor table (table 2; results/reference/README.md): one long-lived hammer
/// thread, made in setup (<see cref="SeedProducers.OneHammer"/>), sends N = 100 000 messages to one actor while the
/// measuring thread spins until the actor has handled them, message i carrying an int[100] of its own (100 000
/// distinct arrays, 40 MB, made once in setup: <see cref="PayloadTable.PerMessage"/>), which the actor sums one element
/// per step, as the seed's F# <c>Array.sum</c> did; every invocation makes its actor and the actor's thread, and stops
/// it before returning (<see cref="SeedFaithfulRun{TSet}"/>). The invocation ends when the actor has handled all N and
/// its count and checksum are verified. One operation = one message. Thread crossings: message i's send (on the hammer
/// thread) and its handling share slot i. The <see cref="Hammer"/> and <see cref="Payload"/> rows run on the measuring
/// thread alone (what each does differently from the seed's is said on it).
/// <see cref="SingleActorBenchmarks"/> holds the lab's own rows (64 cache-resident arrays, the actor started in setup,
/// the measuring thread posting).
/// </summary>
[BenchmarkCategory("E03")]
[SeedFaithful("the actor rows posted by a long-lived hammer thread while the measuring thread spins (Hammer and Payload run on the measuring thread); 100 000 distinct int[100] summed one element per step; the actor and its thread made in every invocation")]
[Promises(Bound.Unbounded, Order.Fifo)]
public class SeedFaithfulSingleActorBenchmarks
{
    public const int Messages = SingleActorBenchmarks.Messages;

    private PayloadTable _table = null!;
    private IRun? _run;
    private Func<long>? _alone;
    private bool _aloneVerified;

    private int N => Scale.Of(Messages);

    private void MakeTable() => _table = PayloadTable.PerMessage(Work.SumScalar, SingleActorBenchmarks.PayloadLength, N, bytes: false);

    private void Start<TSet>(Func<ActorTally[], TSet> start)
        where TSet : struct, IActorSet
    {
        MakeTable();
        _run = SeedFaithfulRun.Counted(start, _table, actors: 1, SeedProducers.OneHammer, operations: N);
    }

    [GlobalSetup(Target = nameof(Hammer))]
    public void SetupHammer() => _alone = Hammer;

    [GlobalSetup(Target = nameof(Payload))]
    public void SetupPayload()
    {
        MakeTable();
        _alone = Payload;
    }

    [GlobalSetup(Target = nameof(SeedThreadedActor))]
    public void SetupSeed() => Start(SeedActorSet.Start);

    [GlobalSetup(Target = nameof(ThreadedActorMpsc))]
    public void SetupThreadedMpsc() => Start(t => ThreadedActorSet.Start(t, singleProducer: false));

    [GlobalSetup(Target = nameof(MailboxProcessor))]
    public void SetupMailboxProcessor() => Start(MailboxAgentSet.Start);

    [GlobalCleanup]
    public void Cleanup()
    {
        // Hammer or Payload (no IRun): one more invocation after one that verified is the counting pass
        CrossingsCleanup.CountThenStop(_aloneVerified, N, N, _alone, () =>
        {
            _run?.Dispose();
            _run = null;
            _alone = null;
            _aloneVerified = false;
        });
    }

    /// <summary>
    /// The seed's producer loop alone: N posts into a ConcurrentQueue made in the invocation (the seed's Hammer row
    /// enqueued into a fresh one), then the same thread drains it to verify the count and checksum (as the lab's own
    /// Hammer drains its ring: the seed's row did not drain). No payload is read. The posts run on the measuring
    /// thread, where the seed's ran on its hammer thread while the measuring thread spun: this row times the loop
    /// itself, without the seed's release of the hammer and its spin.
    /// </summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long Hammer()
    {
        var n = N;
        var queue = new ConcurrentQueue<int>();
        var crossings = Crossings.Active;
        for (var i = Check.Planted; i < n; i++) // a planted fault leaves message 0 out
        {
            crossings?.Send(i);
            queue.Enqueue(i);
        }
        long sum = 0;
        var drained = 0;
        while (queue.TryDequeue(out var message))
        {
            crossings?.Hop(drained);
            drained++;
            sum += message;
        }
        Check.Equal(n, drained, "messages drained");
        Check.Equal((long)n * (n - 1) / 2, sum, "index checksum");
        _aloneVerified = true;
        return sum;
    }

    /// <summary>
    /// The actor's work alone, on the measuring thread: the N distinct arrays summed one element per step, no
    /// hand-off. It maps onto the seed's Payload − Hammer (its Payload row timed its producer loop too).
    /// </summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // a direct call: one message at a time, on the caller
    public long Payload()
    {
        var n = N;
        var planted = Check.Planted;
        long sum = 0;
        var crossings = Crossings.Active;
        for (var i = 0; i < n; i++)
        {
            crossings?.Send(i); // a direct call: message i's send and its handling are both this thread's
            crossings?.Hop(i);
            sum += _table.Run(PayloadTable.PerMessageIndex(i, planted));
        }
        Check.Equal(_table.Expected(n), sum, "payload checksum");
        _aloneVerified = true;
        return sum;
    }

    /// <summary>The seed's first design rewritten (ConcurrentQueue + ManualResetEventSlim set on the 0→1 transition): the seed's "ThreadedActor".</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long SeedThreadedActor() => _run!.Invoke();

    /// <summary>
    /// Ours with the multi-producer mailbox (MpscRingXadd): the seed's "ThreadedActor3" row, whose mailbox (a
    /// ConcurrentQueue) took any number of posters although one hammer posted.
    /// </summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity)]
    public long ThreadedActorMpsc() => _run!.Invoke();

    /// <summary>F# MailboxProcessor, the seed's baseline, made (and started) in every invocation as the seed's was.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
    public long MailboxProcessor() => _run!.Invoke();
}
