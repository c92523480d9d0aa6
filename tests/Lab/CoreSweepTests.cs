using System.Diagnostics;
using PerfBuf.Core.Threading;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// Core-count sweeps (`lab run Exx --cpus 1,2,…`): the option's bad input, the CPUs each count takes, a child process
/// that inherits the restriction, sweep runs kept out of the write-ups' tables and shown, checked and quoted in their own
/// section.
/// </summary>
public sealed class CoreSweepTests : IDisposable
{
    private readonly SyntheticResults _results = new();

    public void Dispose() => _results.Dispose();

    private const string Type = "PingX";

    private static ResultRow Timed(string method, double meanNs, params double[] launches)
    {
        var row = SyntheticResults.Row(Type, method, "P=1", meanNs);
        row.LaunchMeansNs = launches.Length > 0 ? [.. launches] : null;
        return row;
    }

    [Theory]
    [InlineData("0")]
    [InlineData("-1")]
    [InlineData("two")]
    [InlineData("1,,2")]
    [InlineData("")]
    public void A_count_that_is_not_one_or_more_is_refused_by_name(string value)
    {
        var e = Assert.Throws<LabUsageException>(() => CoreSweepRun.ParseCounts(value));
        Assert.Contains("--cpus", e.Message);
    }

    [Fact]
    public void Counts_are_taken_once_each_fewest_first()
    {
        Assert.Equal([1, 2, 4], CoreSweepRun.ParseCounts("4, 2,1,2"));
    }

    [Fact]
    public void A_count_beyond_the_usable_CPUs_is_refused_with_how_many_there_are()
    {
        var e = Assert.Throws<LabUsageException>(() => CoreSweepRun.Plan([1, 3], [0, 1]));
        Assert.Contains("--cpus 3", e.Message);
        Assert.Contains("2 CPU(s) (0,1)", e.Message);
    }

    [Fact]
    public void Each_count_takes_the_first_CPUs_of_the_sweep_order_one_thread_per_core_before_siblings()
    {
        // 2 cores × 2 threads: core 0 is CPUs 0 and 2, core 1 is CPUs 1 and 3
        IReadOnlyList<int> order = CoreSweepRun.Order([0, 1, 2, 3], [0, 1, 2, 3]);
        var plan = CoreSweepRun.Plan([1, 2, 3], order);
        Assert.Equal([0], plan[0]);
        Assert.Equal([0, 1], plan[1]);
        Assert.Equal([0, 1, 2], plan[2]);
        // a process allowed fewer CPUs takes the order's allowed ones, in the order's order
        Assert.Equal([3, 2], CoreSweepRun.Order([1, 3, 0, 2], [2, 3]));
        // no topology (not Linux): the allowed CPUs as they are
        Assert.Equal([0, 1], CoreSweepRun.Order(null, [0, 1]));
    }

    [Theory]
    [InlineData("run", "E13", "--cpus", "1,2", "--quick")]
    [InlineData("run", "E13", "--cpus=1,2", "--quick")]
    [InlineData("run", "E13", "--quick", "--cpus:1,2")]
    public void The_sweeps_own_runs_get_every_argument_but_the_sweep_option(params string[] args)
    {
        Assert.Equal(["run", "E13", "--quick"], CoreSweepRun.WithoutOption(args));
    }

    [Fact]
    public void A_bad_count_on_the_command_line_is_one_clear_line_and_nothing_runs()
    {
        var (code, _, err) = LabCliTests.Lab("run", "E13", "--quick", "--cpus", "1,x");
        Assert.Equal(LabCli.Usage, code);
        Assert.Contains("'x' is not a count", err);
        Assert.Single(err.Trim().Split('\n'));
    }

    [Fact]
    public void A_process_started_under_the_restriction_can_use_only_its_CPUs_and_the_thread_gets_its_mask_back()
    {
        if (!OperatingSystem.IsLinux())
        {
            return; // nproc and the per-thread mask are Linux's
        }
        var before = ThreadAffinity.AllowedCpus().Value;
        var first = before[0];
        string? childSays = null;
        IReadOnlyList<int>? after = null;
        // affinity is per thread: restrict, start and restore on one thread of the test's own
        var thread = new Thread(() =>
        {
            var scope = ThreadAffinity.RestrictChildProcesses([first]);
            Assert.True(scope.HasValue, scope.Reason);
            Process child;
            using (scope.Value)
            {
                child = Process.Start(new ProcessStartInfo("nproc") { RedirectStandardOutput = true, UseShellExecute = false })!;
            }
            childSays = child.StandardOutput.ReadToEnd().Trim();
            child.WaitForExit();
            after = ThreadAffinity.AllowedCpus().Value;
        });
        thread.Start();
        thread.Join();
        Assert.Equal("1", childSays);
        Assert.Equal(before, after);
    }

    [Fact]
    public void Restricting_to_no_CPU_or_a_negative_one_is_refused()
    {
        Assert.False(ThreadAffinity.RestrictChildProcesses([]).HasValue);
        Assert.False(ThreadAffinity.RestrictChildProcesses([-1]).HasValue);
    }

    [Fact]
    public void Sweep_points_never_stand_for_the_machine_in_the_tables_but_have_their_own_section()
    {
        _results.Store(Timed("Ours", 10), Timed("Peer", 40));
        _results.StoreSweep("20260102-000000", (1, [Timed("Ours", 30, 29, 31), Timed("Peer", 50)]), (2, [Timed("Ours", 12, 11, 13), Timed("Peer", 45)]));
        var store = new ResultStore(Path.Combine(_results.Root, "results"));
        var machine = Assert.Single(store.Select(SyntheticResults.Experiment));
        var ours = machine.Classes.Single().Run.Rows.Single(r => r.Method == "Ours");
        Assert.Equal(10, ours.MeanNs); // the whole-machine run, not the newer 2-CPU point (12)
        var sweep = Assert.Single(store.Sweeps(SyntheticResults.Experiment));
        Assert.Equal([1, 2], sweep.CpuCounts);

        var block = _results.Report().ResultsBlock(SyntheticResults.Definition([]));
        Assert.Contains("### Core-count sweep: m1", block);
        // Ours: 30 ns on 1 CPU, 12 ns on 2: 2.50×, launches 29–31 against 11–13: 29/13 = 2.23× to 31/11 = 2.82×
        Assert.Contains("| Ours | P=1 | 30.00 | 12.00 | 2.50× (2.23–2.82×) |", block);
        Assert.Contains("| Peer | P=1 | 50.00 | 45.00 | 1.11× (1.11–1.11×) |", block);
        Assert.Contains("charts/m1/sweep-PingX-P-1.svg", block);
    }

    [Fact]
    public void A_run_on_part_of_the_machine_outside_a_sweep_is_kept_out_of_the_tables_too()
    {
        _results.Store(Timed("Ours", 10));
        var store = new ResultStore(Path.Combine(_results.Root, "results"));
        var dir = store.CreateRunDirectory("m1", SyntheticResults.Experiment, new DateTime(2026, 2, 1), "abc1234", quick: false, cpus: 1);
        Assert.EndsWith("-cpus1", dir);
        ResultStore.WriteRecord(dir, new EnvRecord
        {
            Experiment = SyntheticResults.Experiment, Job = "Full", StartedUtc = new DateTime(2026, 2, 1), Commit = "abc1234def",
            Machine = new MachineRecord { Id = "m1", PhysicalCores = 2, LogicalCores = 2 }, Cpus = [0],
        });
        File.WriteAllText(Path.Combine(dir, "x-lab.json"), System.Text.Json.JsonSerializer.Serialize(new LabJsonFile { Rows = [Timed("Ours", 99)] }, LabJsonFile.JsonOptions));
        Assert.Equal(10, store.Select(SyntheticResults.Experiment).Single().Classes.Single().Run.Rows.Single().MeanNs);
        Assert.Empty(store.Sweeps(SyntheticResults.Experiment)); // one point is no sweep
    }

    [Fact]
    public void The_newest_sweep_is_shown_and_a_sweep_of_one_point_is_not()
    {
        _results.Store(Timed("Ours", 10));
        _results.StoreSweep("20260102-000000", (1, [Timed("Ours", 30)]), (2, [Timed("Ours", 12)]));
        _results.StoreSweep("20260103-000000", (1, [Timed("Ours", 33)]), (2, [Timed("Ours", 11)]));
        _results.StoreSweep("20260104-000000", (1, [Timed("Ours", 99)]));
        var sweep = Assert.Single(new ResultStore(Path.Combine(_results.Root, "results")).Sweeps(SyntheticResults.Experiment));
        Assert.Equal("20260103-000000", sweep.Stamp);
    }

    [Fact]
    public void Sweep_cells_quote_a_rows_time_per_CPU_count_and_its_speed_up_and_refuse_what_the_sweep_lacks()
    {
        _results.Store(Timed("Ours", 10));
        _results.StoreSweep("20260102-000000", (1, [Timed("Ours", 30)]), (2, [Timed("Ours", 12)]));
        var e = SyntheticResults.Definition([]);
        var cells = new ProseCells(new ResultStore(Path.Combine(_results.Root, "results")), new RepoPaths(_results.Root), e);
        Assert.Equal("30.00 ns", cells.Text("PingX.Ours P=1 cpus:1"));
        Assert.Equal("2.50×", cells.Text("PingX.Ours P=1 scaling:2"));
        Assert.Equal(2.5, cells.Cell("PingX.Ours P=1 scaling:2").Value!.Value, 6);
        Assert.ThrowsAny<Exception>(() => cells.Text("PingX.Ours P=1 cpus:4"));
        Assert.ThrowsAny<Exception>(() => cells.Text("PingX.Ours P=1 scaling:1"));
        Assert.ThrowsAny<Exception>(() => cells.Text("PingX.Missing P=1 cpus:1"));
    }

    [Fact]
    public void A_point_that_ran_on_other_CPUs_than_planned_fails_the_sweeps_check()
    {
        _results.Store(Timed("Ours", 10));
        _results.StoreSweep("20260102-000000", (1, [Timed("Ours", 30)]), (2, [Timed("Ours", 12)]));
        var points = new ResultStore(Path.Combine(_results.Root, "results")).Sweeps(SyntheticResults.Experiment).Single().Points;
        Assert.Empty(CoreSweepRun.Check([[0], [0, 1]], points, logicalCores: 2));
        var wrong = Assert.Single(CoreSweepRun.Check([[1], [0, 1]], points, logicalCores: 2));
        Assert.Contains("could use CPUs 0, not CPUs 1", wrong);
        Assert.Contains("no run was filed on 4 CPUs", Assert.Single(CoreSweepRun.Check([[0], [0, 1, 2, 3]], points, logicalCores: 4)));
    }
}
