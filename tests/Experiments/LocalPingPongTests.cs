using PerfBuf.Experiments.E13;
using PerfBuf.Experiments.Harness;
using PerfBuf.Runtime.Scheduling;
using PerfBuf.Tests.Runtime;
using PerfBuf.Workloads.Payloads;
using Xunit.Abstractions;

using static PerfBuf.Tests.Actors.Guard;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// E13's workload: a pair's tally hands out whole batches and counts and sums every echo; the run checks every pair's
/// count and checksum after each invocation, so a lost, duplicated or wrong echo fails it (a lost one within the
/// patience, not by hanging); bad parameters are refused before anything starts; our runtime rows play every round
/// trip on the thread pool and on an affine pool (a pair on one worker, or split across two), leave no actor (and no
/// affine worker) behind, and allocate nothing per message.
/// </summary>
public sealed class LocalPingPongTests
{
    private const int Batch = 10;

    [Fact]
    public void A_tally_hands_out_whole_batches_counts_every_echo_and_signals_once_at_the_end()
    {
        using var done = new CountdownEvent(0);
        done.Reset(1);
        var tally = new PairTally(Batch, done);
        tally.Arm(3 * Batch);
        Assert.Equal(0, tally.Play(Rally.Serve));
        for (var batch = 0; batch < 3; batch++)
        {
            for (var i = 0; i < Batch - 1; i++)
            {
                Assert.Equal(-1, tally.Play(batch * Batch + i)); // the batch is not all back yet
            }
            var next = tally.Play(batch * Batch + Batch - 1);
            Assert.Equal(batch < 2 ? (batch + 1) * Batch : -1, next);
        }
        done.WaitOrFail(() => "the last echo did not signal", TimeSpan.Zero);
        Assert.Equal(3 * Batch, tally.Echoes);
        Assert.Equal(PairTally.SumOf(3 * Batch), tally.Sum);
        Assert.Equal(-1, tally.Play(7)); // an echo nobody waits for: counted, nothing sent
        Assert.Equal(3 * Batch + 1, tally.Echoes);
    }

    [Fact]
    public void Bad_parameters_are_refused_with_what_is_wrong_before_anything_starts()
    {
        var started = 0;
        IPingPongRow Start(IReadOnlyList<PairTally> tallies)
        {
            started++;
            return new InlineRow(tallies, s => [s]);
        }
        Assert.Throws<ArgumentOutOfRangeException>("pairs", () => new RallyRun(Start, pairs: 0, Batch, roundTrips: 100));
        Assert.Throws<ArgumentOutOfRangeException>("batch", () => new RallyRun(Start, pairs: 2, batch: 0, roundTrips: 100));
        var notWhole = Assert.Throws<ArgumentOutOfRangeException>("roundTrips", () => new RallyRun(Start, pairs: 3, Batch, roundTrips: 100));
        Assert.Contains("multiple of P × B = 3 × 10", notWhole.Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentOutOfRangeException>("roundTrips", () => new RallyRun(Start, pairs: 1, Batch, roundTrips: 0));
        Assert.Throws<ArgumentNullException>("start", () => new RallyRun(null!, pairs: 1, Batch, roundTrips: 100));
        Assert.Equal(0, started);
        using var done = new CountdownEvent(0);
        Assert.Throws<ArgumentOutOfRangeException>("batch", () => new PairTally(0, done));
        Assert.Throws<ArgumentOutOfRangeException>("roundTrips", () => new PairTally(Batch, done).Arm(Batch + 1));
    }

    [Fact]
    public void Every_pair_is_counted_and_checksummed_on_its_own()
    {
        using var run = new RallyRun(t => new InlineRow(t, s => [s]), pairs: 3, Batch, roundTrips: 3 * 5 * Batch);
        for (var invocation = 0; invocation < 3; invocation++)
        {
            Assert.Equal(3 * PairTally.SumOf(5 * Batch), run.Invoke());
            Assert.All(run.Pairs, p => Assert.Equal(5 * Batch, p.Echoes));
        }
    }

    [Fact]
    public void A_duplicated_echo_fails_the_count()
    {
        using var run = new RallyRun(t => new InlineRow(t, s => s == 3 ? [s, s] : [s]), pairs: 2, Batch, roundTrips: 2 * 4 * Batch);
        var error = Assert.Throws<BenchmarkVerificationException>(() => run.Invoke());
        Assert.Contains("pair 0: echoes: expected 40, got 41", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_wrong_echo_fails_the_checksum()
    {
        using var run = new RallyRun(t => new InlineRow(t, s => s == 12 ? [s + 1] : [s]), pairs: 1, Batch, roundTrips: 4 * Batch);
        var error = Assert.Throws<BenchmarkVerificationException>(() => run.Invoke());
        Assert.Contains($"pair 0: sum of the echoed sequence numbers (M(M − 1)/2): expected {PairTally.SumOf(40)}, got {PairTally.SumOf(40) + 1}",
            error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_lost_echo_fails_the_invocation_within_the_patience_and_says_which_pair()
    {
        using var run = new RallyRun(t => new InlineRow(t, s => s == 25 ? [] : [s]), pairs: 1, Batch, roundTrips: 4 * Batch,
            patience: TimeSpan.FromMilliseconds(200));
        var error = Assert.Throws<BenchmarkVerificationException>(() => run.Invoke());
        Assert.Contains("did not finish within 0.2 s", error.Message, StringComparison.Ordinal);
        Assert.Contains("#0 29 (sent 30)", error.Message, StringComparison.Ordinal);
    }

    public static TheoryData<string, int> RuntimeCases()
    {
        var data = new TheoryData<string, int>();
        foreach (var row in new[] { "RuntimeThreadPool", "RuntimeAffinePool", "RuntimeAffinePoolSplit", "RuntimeRunNextPool", "RuntimeThreadPoolRunNext" })
        {
            foreach (var pairs in new[] { 1, 3 })
            {
                data.Add(row, pairs);
            }
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(RuntimeCases))]
    public Task Our_runtime_plays_every_round_trip_and_leaves_no_actor_behind(string row, int pairs) => Guarded(() =>
    {
        RuntimeRallyRow? played = null;
        var run = new RallyRun(t => played = StartRuntime(row, t), pairs, Batch, roundTrips: pairs * 30 * Batch);
        try
        {
            Assert.Equal(2 * pairs, played!.System.LiveActors);
            if (played.Host.Scheduler is AffinePool { WorkerCount: > 1 } workers)
            {
                // RuntimeAffinePool: a pair's two actors on one worker; RuntimeAffinePoolSplit: on two
                Assert.All(played.Pairs, p => Assert.Equal(row == "RuntimeAffinePool", workers.WorkerOf(p.Ping.Key) == workers.WorkerOf(p.Pong.Key)));
            }
            for (var invocation = 0; invocation < 5; invocation++)
            {
                Assert.Equal(pairs * PairTally.SumOf(30 * Batch), run.Invoke());
            }
        }
        finally
        {
            run.Dispose();
        }
        Assert.Equal(0, played.System.LiveActors);
        Assert.Equal(2 * pairs, played.System.Spawned);
        if (played.Host.Scheduler is AffinePool pool)
        {
            Assert.True(pool.IsClosed, "the affine pool's workers were not shut down");
        }
        return Task.CompletedTask;
    });

    internal static RuntimeRallyRow StartRuntime(string row, IReadOnlyList<PairTally> tallies) => row switch
    {
        "RuntimeThreadPool" => RuntimeRallyRow.Start(row, tallies, RuntimeHost.OnThreadPool("test-e13")),
        "RuntimeAffinePool" => RuntimeRallyRow.Start(row, tallies, RuntimeHost.OnAffinePool("test-e13"), keyPerPair: true),
        "RuntimeAffinePoolSplit" => RuntimeRallyRow.Start(row, tallies, RuntimeHost.OnAffinePool("test-e13")),
        "RuntimeRunNextPool" => RuntimeRallyRow.Start(row, tallies, RuntimeHost.OnRunNextPool("test-e13")),
        "RuntimeThreadPoolRunNext" => RuntimeRallyRow.Start(row, tallies, RuntimeHost.OnThreadPoolRunNext("test-e13")),
        _ => throw new ArgumentOutOfRangeException(nameof(row), row, null),
    };

    /// <summary>
    /// A row without actors: Serve plays the pair's whole rally on the calling thread, each ball sent becoming the
    /// echoes <c>echo</c> says (none: lost; two: duplicated; another number: wrong).
    /// </summary>
    private sealed class InlineRow(IReadOnlyList<PairTally> tallies, Func<int, int[]> echo) : IPingPongRow
    {
        public string Name => "inline";

        public void Serve(int pair)
        {
            var tally = tallies[pair];
            var pending = new Queue<int>();
            var first = tally.Play(Rally.Serve);
            while (true)
            {
                for (var s = first; first >= 0 && s < first + tally.Batch; s++)
                {
                    foreach (var e in echo(s))
                    {
                        pending.Enqueue(e);
                    }
                }
                first = -1;
                if (pending.Count == 0)
                {
                    return;
                }
                while (pending.Count > 0 && first < 0)
                {
                    first = tally.Play(pending.Dequeue());
                }
            }
        }

        public void Settle(TimeSpan patience)
        {
        }

        public ValueTask DisposeAsync() => ValueTask.CompletedTask;
    }
}

/// <summary>Our runtime rows allocate nothing per message (the balls are structs): the whole process's bytes over many
/// invocations stay under a tenth of a byte per message. Not run in parallel with other classes (the process-wide counter).</summary>
[Collection(nameof(RuntimeCollection))]
public sealed class LocalPingPongAllocationTests(ITestOutputHelper output)
{
    [Theory]
    [InlineData("RuntimeThreadPool")]
    [InlineData("RuntimeAffinePool")]
    [InlineData("RuntimeAffinePoolSplit")]
    [InlineData("RuntimeRunNextPool")]
    [InlineData("RuntimeThreadPoolRunNext")]
    public Task Our_runtime_allocates_nothing_per_message(string row) => Guarded(() =>
    {
        // an invocation has a small fixed cost, whatever its size (about 1 KB on the thread pool, about 7 KB on the
        // affine pool, measured), so the window is long enough (about 2 million messages) for a byte per message to
        // stand far above it
        const int pairs = 4;
        const int roundTrips = pairs * 600 * 100;
        using var run = new RallyRun(t => LocalPingPongTests.StartRuntime(row, t), pairs, batch: 100, roundTrips);
        run.Invoke(); // warm-up: the code compiled, every mailbox grown to its batch
        run.Invoke();
        const int invocations = 4;
        var before = GC.GetTotalAllocatedBytes(precise: true);
        for (var i = 0; i < invocations; i++)
        {
            run.Invoke();
        }
        var bytes = GC.GetTotalAllocatedBytes(precise: true) - before;
        const long messages = 2L * roundTrips * invocations;
        output.WriteLine($"{row}: {bytes} B over {messages} messages");
        Assert.True(bytes < messages / 10, $"{row}: {bytes} B over {messages} messages ({(double)bytes / messages:0.###} B/message)");
        return Task.CompletedTask;
    });
}
