using System.Diagnostics;
using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes.Actors;

namespace PerfBuf.Experiments.E07;

/// <summary>
/// E07, the seed's closing idea: mini-batching on thread-pool-scheduled consumers. K = 2 × cores
/// <see cref="PoolActor{T, THandler}"/>s, each handling at most <see cref="BatchSize"/> messages per work item
/// before it re-queues itself; the hammer sends N = 400 000 messages round-robin (<see cref="Work"/> each). One
/// operation = one message. Meanwhile a probe on the same thread pool measures, about once a millisecond, how long
/// a queued work item waits to run (an <c>await Task.Yield()</c>), while invocations run: p50/p99/p99.9 in µs, from an HdrHistogram (<see cref="ProbeLatency"/>).
/// Thread crossings per message: message i's send (the hammer's post) and its handling share slot i.
/// </summary>
[BenchmarkCategory("E07")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = Capacity, Placement = Placement.Scheduler)]
public class MiniBatchingBenchmarks
{
    public const int Messages = 400_000;

    /// <summary>Mailbox slots per consumer.</summary>
    public const int Capacity = 8_192;

    private IRun? _run;
    private readonly ProbeLatency _probeWaits = new();
    private Task? _probe;
    private volatile bool _measuring;
    private volatile bool _stopping;

    /// <summary>The throughput budget: messages a consumer handles per scheduled run.</summary>
    [Params(1, 4, 16, 64, 256, 1_024, 4_096)]
    public int BatchSize { get; set; }

    /// <summary>Light work (sum of 100 ints: the consumers outrun one producer) or heavy (SHA-512: a backlog builds).</summary>
    [Params(Work.Sum, Work.Sha512)]
    public Work Work { get; set; }

    /// <summary>Consumers: twice the cores, so the pool has more runnable actors than threads.</summary>
    public static int Consumers => 2 * Environment.ProcessorCount;

    /// <summary>N: <see cref="Messages"/> (at the run's scale) rounded down to a multiple of <paramref name="consumers"/>.</summary>
    internal static int MessagesFor(int consumers) => Scale.Of(Messages) / consumers * consumers;

    [GlobalSetup]
    public void Setup()
    {
        var batch = BatchSize;
        var run = new RoundRobinRun<PoolActorSet>(
            tallies => new PoolActorSet([.. tallies.Select((t, i) =>
                PoolActor<int, TallyHandler>.Start(new TallyHandler(t), Capacity, batch, $"PoolActor#{i}"))]),
            new PayloadTable(Work, 100), Consumers, MessagesFor(Consumers));
        _run = run.Counted(run.CrossingSlots, run.CrossingSlots);
        _stopping = false;
        _probe = Task.Run(ProbeAsync);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _stopping = true;
        _probe?.GetAwaiter().GetResult(); // before the counting pass: the probe records the timed invocations only
        _run?.Dispose(); // the counting pass, then the actors stopped
        _run = null;
        _probeWaits.Report();
    }

    /// <summary>
    /// About once a millisecond (a timer, so the probe itself costs the pool almost nothing), queues a continuation
    /// on the pool and records how long it waited to run, while an invocation runs.
    /// </summary>
    private async Task ProbeAsync()
    {
        while (!_stopping)
        {
            await Task.Delay(1).ConfigureAwait(false);
            if (!_measuring)
            {
                continue;
            }
            var queued = Stopwatch.GetTimestamp();
            await Task.Yield();
            var waited = Stopwatch.GetTimestamp() - queued;
            if (_measuring)
            {
                _probeWaits.RecordTicks(waited);
            }
        }
    }

    /// <summary>N messages round-robin over the consumers (<see cref="RoundRobinRun{TSet}"/>); every consumer's count and checksum verified.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long PoolActors()
    {
        _measuring = true;
        try
        {
            return _run!.Invoke();
        }
        finally
        {
            _measuring = false;
        }
    }
}

/// <summary>
/// E07's floor (docs/DESIGN.md §3): the same N messages round-robin over the same K = 2 × cores logical actors, with the
/// same work and tallies, through plain SPSC rings to spinning consumer threads, at most one per core besides the
/// hammer's (<see cref="RingFloorSet{THandler}"/>): no thread pool, no work item, no wake-up; one crossing per message,
/// as into a pool actor. A class of its own: it has no batch size, and its rows stay out of the batch-size charts.
/// </summary>
[BenchmarkCategory("E07")]
[Promises(Bound.Bounded, Order.Fifo, Capacity = MiniBatchingBenchmarks.Capacity)]
public class MiniBatchingFloorBenchmarks
{
    private IRun? _run;

    /// <summary>The same two kinds of work as <see cref="MiniBatchingBenchmarks.Work"/>.</summary>
    [Params(Work.Sum, Work.Sha512)]
    public Work Work { get; set; }

    [GlobalSetup]
    public void Setup()
    {
        var k = MiniBatchingBenchmarks.Consumers;
        var run = new RoundRobinRun<RingFloorSet<TallyHandler>>(
            tallies => RingFloor.Start(tallies, MiniBatchingBenchmarks.Capacity),
            new PayloadTable(Work, 100), k, MiniBatchingBenchmarks.MessagesFor(k));
        _run = run.Counted(run.CrossingSlots, run.CrossingSlots);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _run?.Dispose();
        _run = null;
    }

    /// <summary>The floor: plain rings to spinning consumers, the same work and checks as the pool actors.</summary>
    [Benchmark(OperationsPerInvoke = MiniBatchingBenchmarks.Messages)]
    public long Floor() => _run!.Invoke();
}
