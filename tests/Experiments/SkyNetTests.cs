using BenchmarkDotNet.Attributes;
using PerfBuf.Experiments.E14;
using PerfBuf.Experiments.Harness;
using PerfBuf.Runtime.Scheduling;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Tests.Experiments;

/// <summary>
/// E14's SkyNet: the tree's numbering and sums; every row (ours, the .NET baselines, and each peer where it is built)
/// builds the whole tree at small depths — the root's sum is right, every leaf answered exactly once, every actor
/// started and stopped, none is live after the row's teardown; our affine row's pool is shut down with its threads
/// gone; the run's checks catch a wrong answer, wrong counts and a missing answer with a clear message; bad input is
/// refused. (The smoke and planted-fault runs of every benchmark case are in <see cref="ExperimentsSmokeTests"/>.)
/// </summary>
public sealed class SkyNetTests
{
    private static readonly TimeSpan Patience = TimeSpan.FromMinutes(1);

    /// <summary>Every E14 benchmark method this build has (a peer's only where that peer is built).</summary>
    public static TheoryData<string> Rows()
    {
        var data = new TheoryData<string>();
        foreach (var method in typeof(SkyNetBenchmarks).GetMethods().Where(m => m.IsDefined(typeof(BenchmarkAttribute), false)))
        {
            data.Add(method.Name);
        }
        return data;
    }

    [Fact]
    public void The_tree_has_the_seeds_shape_and_sum()
    {
        Assert.Equal(1_000_000, SkyNetTree.Leaves(6));
        Assert.Equal(1_111_111, SkyNetTree.Nodes(6));
        Assert.Equal(111_111, SkyNetTree.FirstLeaf(6));
        Assert.Equal(499_999_500_000, SkyNetTree.ExpectedSum(6));
        Assert.Equal(11_111, SkyNetTree.Nodes(4));
        Assert.Equal(1, SkyNetTree.Nodes(0));
        Assert.Equal(0, SkyNetTree.ExpectedSum(0));
        Assert.Equal(111_111_111, SkyNetTree.Nodes(SkyNetTree.MaxDepth));
    }

    [Fact]
    public void Walking_the_children_reaches_every_leaf_once_left_to_right()
    {
        const int depth = 3;
        var firstLeaf = SkyNetTree.FirstLeaf(depth);
        var ordinals = new List<long>();
        var nodes = 0;
        void Walk(long node)
        {
            nodes++;
            if (SkyNetTree.IsLeaf(node, firstLeaf))
            {
                ordinals.Add(SkyNetTree.Ordinal(node, firstLeaf));
                return;
            }
            for (var i = 0; i < SkyNetTree.Fanout; i++)
            {
                Walk(SkyNetTree.Child(node, i));
            }
        }
        Walk(0);
        Assert.Equal(SkyNetTree.Nodes(depth), nodes);
        Assert.Equal(Enumerable.Range(0, 1000).Select(i => (long)i), ordinals);
    }

    [Theory]
    [MemberData(nameof(Rows))]
    public void Every_row_builds_the_tree_and_leaves_no_actor_behind(string method)
    {
        var row = SkyNetBenchmarks.RowFor(method);
        foreach (var depth in new[] { 0, 2, 3 })
        {
            var nodes = SkyNetTree.Nodes(depth);
            var sum = row.Run(depth, static ordinal => ordinal, Patience);
            Assert.Equal(SkyNetTree.ExpectedSum(depth), sum.Sum);
            Assert.Equal(nodes, sum.Spawned);
            Assert.Equal(nodes, sum.Stopped);
            Assert.Equal(0, sum.LiveAfter);
            Assert.True(sum.Host >= TimeSpan.Zero);
        }
        // every leaf answers exactly once: with each leaf answering 1, the root counts the leaves
        Assert.Equal(SkyNetTree.Leaves(3), row.Run(3, static _ => 1, Patience).Sum);
    }

    [Theory]
    [MemberData(nameof(Rows))]
    public void Every_row_refuses_a_depth_out_of_range_and_a_missing_leaf_rule(string method)
    {
        var row = SkyNetBenchmarks.RowFor(method);
        Assert.Equal("depth", Assert.Throws<ArgumentOutOfRangeException>(() => row.Run(-1, static o => o, Patience)).ParamName);
        Assert.Equal("depth", Assert.Throws<ArgumentOutOfRangeException>(() => row.Run(SkyNetTree.MaxDepth + 1, static o => o, Patience)).ParamName);
        Assert.Equal("leaf", Assert.Throws<ArgumentNullException>(() => row.Run(2, null!, Patience)).ParamName);
    }

    [Fact]
    public void An_unknown_row_is_refused_by_name()
    {
        var error = Assert.Throws<ArgumentException>(() => SkyNetBenchmarks.RowFor("NoSuchRow"));
        Assert.Contains("NoSuchRow", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public async Task The_affine_row_shuts_its_pool_down_and_its_threads_are_gone()
    {
        RuntimeHost? host = null;
        var row = new RuntimeSkyNetRow("affine", () => host = RuntimeHost.OnAffinePool("sky-teardown"));
        var result = row.Run(3, static o => o, Patience);
        Assert.Equal(SkyNetTree.ExpectedSum(3), result.Sum);
        Assert.NotNull(host);
        Assert.Equal(0, host.System.LiveActors);
        Assert.Equal(SkyNetTree.Nodes(3), host.System.Spawned);
        var pool = Assert.IsType<AffinePool>(host.Scheduler);
        var shutdown = pool.ShutdownAsync(); // the same task as the host's own shutdown: completed, every worker joined
        Assert.True(shutdown.IsCompletedSuccessfully);
        var outcome = await shutdown;
        Assert.Equal(0, outcome.Faults);
        Assert.Equal(0, outcome.Dropped);
        Assert.True(pool.IsClosed);
        Assert.Equal(0, pool.InFlight);
        if (OperatingSystem.IsLinux())
        {
            // Join returns once each worker has run its last instruction; the kernel removes the thread's /proc entry a
            // moment later, so the check waits (bounded) for the entries to go rather than racing their removal
            PerfBuf.Tests.Actors.Guard.SpinUntil(() => !ThreadNames().Any(name => name.StartsWith("sky-teardown", StringComparison.Ordinal)),
                "every sky-teardown worker thread gone from /proc/self/task");
        }
    }

    [Fact]
    public void The_run_checks_the_answer_and_every_count()
    {
        var right = SkyNetResult(2);
        Assert.Equal(SkyNetTree.ExpectedSum(2), new SkyNetRun(new FixedRow(right), 2).Invoke());
        AssertFails(right with { Sum = right.Sum + 1 }, "the root's answer");
        AssertFails(right with { Spawned = right.Spawned - 1 }, "actors started");
        AssertFails(right with { Stopped = right.Stopped - 1 }, "actors stopped");
        AssertFails(right with { LiveAfter = 1 }, "actors live after the teardown");
        // a row whose nodes are not actors is checked on its answer only
        Assert.Equal(SkyNetTree.ExpectedSum(2), new SkyNetRun(new FixedRow(right with { Spawned = 0, Stopped = 0 }, countsActors: false), 2).Invoke());
    }

    [Fact]
    public void A_missing_answer_fails_the_run_with_the_reason()
    {
        var timeout = Assert.Throws<BenchmarkVerificationException>(() =>
            new SkyNetRun(new FixedRow(() => throw new TimeoutException("no answer from the root within 1 s")), 2).Invoke());
        Assert.Contains("fixed (D = 2): no answer", timeout.Message, StringComparison.Ordinal);
        Assert.Contains("no answer from the root within 1 s", timeout.Message, StringComparison.Ordinal);
        // an implementation's own failure (Orleans' response timeout) arrives wrapped in the waited task's AggregateException
        var wrapped = Assert.Throws<BenchmarkVerificationException>(() =>
            new SkyNetRun(new FixedRow(() => throw new AggregateException(new TimeoutException("Response did not arrive on time"))), 2).Invoke());
        Assert.Contains("System.TimeoutException: Response did not arrive on time", wrapped.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_run_refuses_a_missing_row_and_a_bad_depth()
    {
        Assert.Throws<ArgumentNullException>(() => new SkyNetRun(null!, 2));
        Assert.Throws<ArgumentOutOfRangeException>(() => new SkyNetRun(new FixedRow(SkyNetResult(2)), SkyNetTree.MaxDepth + 1));
    }

    private static SkyNetResult SkyNetResult(int depth) =>
        new(SkyNetTree.ExpectedSum(depth), SkyNetTree.Nodes(depth), SkyNetTree.Nodes(depth), 0);

    private static void AssertFails(SkyNetResult result, string what)
    {
        var error = Assert.Throws<BenchmarkVerificationException>(() => new SkyNetRun(new FixedRow(result), 2).Invoke());
        Assert.Contains($"fixed: {what}", error.Message, StringComparison.Ordinal);
        Assert.Contains("expected", error.Message, StringComparison.Ordinal);
    }

    /// <summary>The names of this process's threads (Linux: /proc/self/task/*/comm).</summary>
    private static List<string> ThreadNames() =>
        [.. Directory.EnumerateDirectories("/proc/self/task").Select(task =>
        {
            try
            {
                return File.ReadAllText(Path.Combine(task, "comm")).Trim();
            }
            catch (IOException)
            {
                return ""; // the thread ended while we looked
            }
        })];

    /// <summary>A row that returns a fixed result (or throws), to test the run's checks.</summary>
    private sealed class FixedRow(Func<SkyNetResult> result, bool countsActors = true) : ISkyNetRow
    {
        public FixedRow(SkyNetResult result, bool countsActors = true)
            : this(() => result, countsActors)
        {
        }

        public string Name => "fixed";

        public bool CountsActors => countsActors;

        public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience) => result();
    }
}
