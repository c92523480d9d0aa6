using System.Diagnostics;
using BenchmarkDotNet.Attributes;
using PerfBuf.Core.Threading;
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
public class MiniBatchingBenchmarks
{
    public const int Messages = 400_000;

    /// <summary>Mailbox slots per consumer.</summary>
    public const int Capacity = 8_192;

    private PoolActor<int, TallyHandler>[] _actors = [];
    private ActorTally[] _tallies = [];
    private CountdownEvent _countdown = null!;
    private PayloadTable _table = null!;
    private readonly ProbeLatency _probeWaits = new();
    private Task? _probe;
    private volatile bool _measuring;
    private volatile bool _stopping;
    private bool _verified;

    /// <summary>The throughput budget: messages a consumer handles per scheduled run.</summary>
    [Params(1, 4, 16, 64, 256, 1_024, 4_096)]
    public int BatchSize { get; set; }

    /// <summary>Light work (sum of 100 ints: the consumers outrun one producer) or heavy (SHA-512: a backlog builds).</summary>
    [Params(Work.Sum, Work.Sha512)]
    public Work Work { get; set; }

    /// <summary>Consumers: twice the cores, so the pool has more runnable actors than threads.</summary>
    public static int Consumers => 2 * Environment.ProcessorCount;

    private int N => Scale.Of(Messages) / Consumers * Consumers;

    [GlobalSetup]
    public void Setup()
    {
        _table = new PayloadTable(Work, 100);
        _countdown = new CountdownEvent(0);
        _tallies = [.. Enumerable.Range(0, Consumers).Select(_ => new ActorTally(_table, _countdown))];
        _actors = [.. _tallies.Select((t, i) => PoolActor<int, TallyHandler>.Start(new TallyHandler(t), Capacity, BatchSize, $"PoolActor#{i}"))];
        _stopping = false;
        _probe = Task.Run(ProbeAsync);
    }

    [GlobalCleanup]
    public void Cleanup()
    {
        _stopping = true;
        _probe?.GetAwaiter().GetResult(); // before the counting pass: the probe records the timed invocations only
        try
        {
            if (_verified)
            {
                CrossingsMetric.Count(N, N, () => PoolActors());
            }
        }
        finally
        {
            _verified = false;
            ActorStop.All(_actors.Select(a => (Task)a.StopAsync()));
            _countdown.Dispose();
        }
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

    /// <summary>N messages round-robin over the consumers; every consumer's count and checksum verified.</summary>
    [Benchmark(OperationsPerInvoke = Messages)]
    public long PoolActors()
    {
        var n = N;
        var k = _actors.Length;
        _countdown.Reset(k);
        for (var a = 0; a < k; a++)
        {
            _tallies[a].Arm(n / k, firstSlot: a, slotStride: k); // consumer a's j-th message is message j × k + a
        }
        _measuring = true;
        var crossings = Crossings.Active;
        for (var i = 0; i < n; i++)
        {
            crossings?.Send(i);
            _actors[i % k].Post(PayloadTable.IndexOf(i));
        }
        _countdown.WaitOrFail(() => string.Join(", ", _tallies.Select(t => t.Count)));
        _measuring = false;
        long total = 0;
        var expected = ExpectedPerConsumer(n, k);
        for (var a = 0; a < k; a++)
        {
            Check.Equal(n / k, _tallies[a].Count, $"consumer {a}: messages handled");
            Check.Equal(expected[a], _tallies[a].Checksum, $"consumer {a}: checksum");
            total += _tallies[a].Checksum;
        }
        _verified = true;
        return total;
    }

    private long[] _expected = [];

    private long[] ExpectedPerConsumer(int n, int k)
    {
        if (_expected.Length == k)
        {
            return _expected;
        }
        var expected = new long[k];
        for (var i = 0; i < n; i++)
        {
            expected[i % k] += _table.ResultOf(PayloadTable.IndexOf(i));
        }
        return _expected = expected;
    }
}
