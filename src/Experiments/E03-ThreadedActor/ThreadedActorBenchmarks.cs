using BenchmarkDotNet.Attributes;
using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Mailboxes.Spsc;

namespace PerfBuf.Experiments.E03;

/// <summary>
/// E03, the seed's single-actor table: one hammer sends N = 100 000 messages to one actor, which works on each
/// (<see cref="Work"/>, P = 100 ints for the sums); the invocation ends when the actor has handled all N and its
/// count and checksum are verified. One operation = one message. Overhead per message = row − Payload.
/// Thread crossings per message: message i's send (the hammer's post) and its handling share slot i.
/// </summary>
[BenchmarkCategory("E03")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = ThreadedActorSet.Capacity)]
public class SingleActorBenchmarks
{
    public const int Messages = 100_000;

    /// <summary>Ints per payload array (the seed's P in its single-actor tables).</summary>
    public const int PayloadLength = 100;

    private PayloadTable _table = null!;
    private IRun? _run;
    private Func<long>? _invoke;
    private Func<long>? _alone;
    private bool _aloneVerified;
    private SpscProducer<int>? _hammerProducer;
    private SpscConsumer<int>? _hammerConsumer;

    [Params(Work.Sum, Work.SumScalar, Work.Sha512)]
    public Work Work { get; set; }

    private int N => Scale.Of(Messages);

    private void Start<TSet>(Func<ActorTally[], TSet> start)
        where TSet : struct, IActorSet
    {
        _table = new PayloadTable(Work, PayloadLength);
        var run = new FanOutRun<TSet>(start, _table, actors: 1, N);
        _run = run.Counted(N, run.CrossingSlots);
        _invoke = _run.Invoke;
    }

    [GlobalSetup(Target = nameof(Hammer))]
    public void SetupHammer()
    {
        SetupAlone();
        _alone = Hammer;
    }

    [GlobalSetup(Target = nameof(Payload))]
    public void SetupPayload()
    {
        SetupAlone();
        _alone = Payload;
    }

    private void SetupAlone()
    {
        _table = new PayloadTable(Work, PayloadLength);
        (_hammerProducer, _hammerConsumer) = SpscRing<int>.Create(131_072);
    }

    [GlobalSetup(Target = nameof(SeedThreadedActor))]
    public void SetupSeed() => Start(SeedActorSet.Start);

    [GlobalSetup(Target = nameof(ThreadedActor))]
    public void SetupThreaded() => Start(t => ThreadedActorSet.Start(t, singleProducer: true));

    [GlobalSetup(Target = nameof(ThreadedActorMpsc))]
    public void SetupThreadedMpsc() => Start(t => ThreadedActorSet.Start(t, singleProducer: false));

    [GlobalSetup(Target = nameof(ThreadedActorMpscBatch))]
    public void SetupThreadedMpscBatch() => Start(BatchRingThreadedActorSet.Start);

    [GlobalSetup(Target = nameof(ChannelActor))]
    public void SetupChannel() => Start(t => ChannelActorSet.Start(t, capacity: null));

    [GlobalSetup(Target = nameof(MailboxProcessor))]
    public void SetupMailboxProcessor() => Start(MailboxAgentSet.Start);

    [GlobalSetup(Target = nameof(Floor))]
    public void SetupFloor() => Start(RingFloor.Start);

    [GlobalCleanup]
    public void Cleanup()
    {
        if (_aloneVerified && _alone is { } alone)
        {
            // Hammer or Payload (no IRun): one more invocation of the row, after one that verified, is the counting pass
            CrossingsMetric.Count(N, N, () => alone());
        }
        _aloneVerified = false;
        _alone = null;
        _run?.Dispose();
        _run = null;
        _invoke = null;
    }

    /// <summary>The producer alone: N posts into an SPSC ring (131 072 slots, made once) nobody reads meanwhile, then the same thread drains it
    /// (no payload work). The floor of handing a message over.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 131_072)]
    public long Hammer()
    {
        var n = N;
        var producer = _hammerProducer!;
        var consumer = _hammerConsumer!;
        var crossings = Crossings.Active;
        for (var i = 0; i < n; i++)
        {
            crossings?.Send(i);
            if (producer.TryPush(PayloadTable.IndexOf(i)) != PushStatus.Ok)
            {
                Check.Fail($"the hammer's ring refused message {i}");
            }
        }
        var counter = new CountingHandler { Crossings = crossings };
        var drained = consumer.Drain(ref counter, int.MaxValue);
        Check.Equal(n, drained, "messages drained");
        Check.Equal(IndexSum(n), counter.Sum, "index checksum");
        _aloneVerified = true;
        return counter.Sum;
    }

    /// <summary>The consumer's work alone, on the measuring thread: N payloads, no hand-off.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Bounded, Order.Fifo, Capacity = 1)] // a direct call: one message at a time, on the caller
    public long Payload()
    {
        var n = N;
        long sum = 0;
        var crossings = Crossings.Active;
        for (var i = 0; i < n; i++)
        {
            crossings?.Send(i); // a direct call: message i's send and its handling are both this thread's
            crossings?.Hop(i);
            sum += _table.Run(PayloadTable.IndexOf(i));
        }
        Check.Equal(_table.Expected(n), sum, "payload checksum");
        _aloneVerified = true;
        return sum;
    }

    /// <summary>The seed's design rewritten: ConcurrentQueue + ManualResetEventSlim set on the 0→1 transition, delegate handler.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo)]
    public long SeedThreadedActor() => _invoke!();

    /// <summary>Ours: SPSC ring mailbox (one poster), struct handler, batch drain, spin-then-park.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long ThreadedActor() => _invoke!();

    /// <summary>Ours with the multi-producer mailbox (MpscRingXadd), as an actor with unknown posters runs.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long ThreadedActorMpsc() => _invoke!();

    /// <summary>Ours with a multi-producer mailbox whose cells are freed once per drained batch (MpscBatchRing,
    /// BatchRingThreadedActor): the same thread, wait and batch of 256 as ThreadedActorMpsc.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long ThreadedActorMpscBatch() => _invoke!();

    /// <summary>An async loop over an unbounded single-reader Channel on the thread pool (the seed's "Channel").</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
    public long ChannelActor() => _invoke!();

    /// <summary>
    /// The floor: the same messages and work through one plain SPSC ring (16 384 slots, as the actors' mailboxes) to one
    /// spinning consumer thread (<see cref="RingFloorSet{THandler}"/>): no actor, no park, no wake-up; one crossing per
    /// message, as into an actor's own thread.
    /// </summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long Floor() => _invoke!();

    /// <summary>F# MailboxProcessor, the seed's baseline.</summary>
    [Benchmark(Baseline = true, OperationsPerInvoke = Messages)]
    [Promises(Bound.Unbounded, Order.Fifo, Placement = Placement.Scheduler)]
    public long MailboxProcessor() => _invoke!();

    private static long IndexSum(int n)
    {
        long sum = 0;
        for (var i = 0; i < n; i++)
        {
            sum += PayloadTable.IndexOf(i);
        }
        return sum;
    }

    /// <summary>Sums the drained indices; in a counting pass, records the hop of the k-th drained message in slot k (FIFO).</summary>
    private struct CountingHandler : IHandler<int>
    {
        public long Sum;
        public Crossings? Crossings;
        private int _handled;

        public void Handle(in int item)
        {
            if (Crossings is { } crossings)
            {
                crossings.Hop(_handled++);
            }
            Sum += item;
        }
    }
}
