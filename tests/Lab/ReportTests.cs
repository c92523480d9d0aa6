using System.Text.Json;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>Write-up tables and headlines come from results/ files, with ratios computed right.</summary>
public sealed class ReportTests : IDisposable
{
    private readonly string _root = Directory.CreateTempSubdirectory("perfbuf-report-").FullName;

    public void Dispose() => Directory.Delete(_root, recursive: true);

    private static readonly Experiment E01 = Catalog.Find("E01")!;

    private void StoreRun(string machine, string job, DateTime started, params ResultRow[] rows)
    {
        var dir = StoreRecord(machine, job, started, trace: false);
        var file = new LabJsonFile { Title = "t", Rows = [.. rows] };
        File.WriteAllText(Path.Combine(dir, "Stream-lab.json"), JsonSerializer.Serialize(file, LabJsonFile.JsonOptions));
    }

    /// <summary>A run folder of E01 with its env.json (a trace run's name ends in -trace); returns the folder.</summary>
    private string StoreRecord(string machine, string job, DateTime started, bool trace)
    {
        var store = new ResultStore(Path.Combine(_root, "results"));
        var dir = store.CreateRunDirectory(machine, "E01", started, "abc1234", quick: job == "Quick", trace: trace);
        ResultStore.WriteRecord(dir, new EnvRecord
        {
            Experiment = "E01",
            Job = job,
            StartedUtc = started,
            Commit = "abc1234def",
            Trace = trace,
            Machine = new MachineRecord { Id = machine, CpuModel = "Test CPU", PhysicalCores = 2, LogicalCores = 2 },
        });
        return dir;
    }

    private static ResultRow Row(string method, double meanNs, bool baseline = false, string type = "SpscStreamBenchmarks") => new()
    {
        Type = type,
        Method = method,
        Parameters = type == "SpscStreamBenchmarks" ? "Capacity=1024" : "",
        Baseline = baseline,
        Success = true,
        MeanNs = meanNs,
        AllocatedBytesPerOp = 0,
        Metrics = new() { ["CtxSwitchesPerOp"] = 0.001 },
    };

    private string WriteUp()
    {
        var dir = Path.Combine(_root, "src", "Experiments", E01.Folder);
        Directory.CreateDirectory(dir);
        var path = Path.Combine(dir, "README.md");
        File.WriteAllText(path, $"# E01\n\nprose stays\n\n{Report.BeginResults}\nold table\n{Report.EndResults}\n\nmore prose\n");
        return path;
    }

    [Fact]
    public void Full_run_is_reported_with_ratios_against_the_baseline()
    {
        StoreRun("m1", "Full", new DateTime(2026, 1, 1), Row("Channel", 100, baseline: true), Row("SpscRing", 5));
        var path = WriteUp();
        new Report(new RepoPaths(_root)).WriteUp(E01);
        var text = File.ReadAllText(path);
        Assert.Contains("prose stays", text);
        Assert.Contains("more prose", text);
        Assert.DoesNotContain("old table", text);
        Assert.Contains("### m1", text);
        Assert.Contains("full run `20260101-000000-abc1234`", text);
        Assert.Contains("| SpscRing | Capacity=1024 | 5.000 |", text);
        Assert.Contains("20.0×", text); // 100 / 5
        Assert.Contains("| stream, 1 024 slots: SpscRing vs Channel — promises differ, not against the row: mailbox bounded at 1 024 against unbounded | 20.0× (1 launch) | — | — | not measured | ≥ 10× | yes (1 launch) |", text);
    }

    [Fact]
    public void Newest_full_run_wins_over_a_newer_quick_run_on_the_same_machine()
    {
        StoreRun("m1", "Full", new DateTime(2026, 1, 1), Row("Channel", 100, baseline: true), Row("SpscRing", 50));
        StoreRun("m1", "Quick", new DateTime(2026, 2, 1), Row("Channel", 100, baseline: true), Row("SpscRing", 1));
        var block = new Report(new RepoPaths(_root)).ResultsBlock(E01);
        Assert.Contains("2.00×", block);
        Assert.DoesNotContain("100.0×", block);
        Assert.DoesNotContain("QUICK", block);
    }

    [Fact]
    public void A_quick_run_never_enters_the_write_up_or_the_index()
    {
        StoreRun("m1", "Full", new DateTime(2026, 1, 1), Row("Channel", 100, baseline: true), Row("SpscRing", 50));
        StoreRun("m2", "Quick", new DateTime(2026, 2, 1), Row("Channel", 100, baseline: true), Row("SpscRing", 25));
        var report = new Report(new RepoPaths(_root));
        var block = report.ResultsBlock(E01);
        Assert.Contains("### m1", block);
        Assert.DoesNotContain("m2", block);
        Assert.DoesNotContain("QUICK", block);
        Assert.DoesNotContain("4.00×", block);
        Assert.All(report.Headlines(E01), h => Assert.Equal("m1", h.MachineId));
        Assert.True(File.Exists(Directory.GetFiles(Path.Combine(_root, "results", "m2", "E01"), "*", SearchOption.AllDirectories)
            .Single(f => f.EndsWith(".gitignore", StringComparison.Ordinal))));
    }

    [Fact]
    public void Quick_runs_count_where_the_console_asks_for_them_labelled()
    {
        StoreRun("m2", "Quick", new DateTime(2026, 2, 1), Row("Channel", 100, baseline: true), Row("SpscRing", 25));
        var report = new Report(new RepoPaths(_root));
        Assert.Contains("No results yet", report.ResultsBlock(E01));
        Assert.Empty(report.Headlines(E01));
        var quick = Assert.Single(report.Headlines(E01, includeQuick: true),
            h => h.Ratio is not null && h.Headline.Label == "stream, 1 024 slots: SpscRing vs Channel");
        Assert.Equal(("m2", false, 4.0), (quick.MachineId, quick.Full, quick.Ratio!.Value));
    }

    [Fact]
    public void A_filtered_run_replaces_only_the_tables_it_measured()
    {
        StoreRun("m1", "Full", new DateTime(2026, 1, 1), Row("Channel", 100, baseline: true), Row("SpscRing", 10));
        StoreRun("m1", "Full", new DateTime(2026, 1, 2),
            Row("Channel", 1000, baseline: true, type: "SpscPingPongBenchmarks"), Row("SpscRing", 500, type: "SpscPingPongBenchmarks"));
        var block = new Report(new RepoPaths(_root)).ResultsBlock(E01);
        Assert.Contains("#### SpscStreamBenchmarks", block);
        Assert.Contains("#### SpscPingPongBenchmarks", block);
        Assert.Contains("full run `20260101-000000-abc1234`", block); // the stream table's run
        Assert.Contains("full run `20260102-000000-abc1234`", block); // the ping-pong table's run
        Assert.Contains("| stream, 1 024 slots: SpscRing vs Channel — promises differ, not against the row: mailbox bounded at 1 024 against unbounded | 10.0× (1 launch) |", block);
        Assert.Contains("| ping-pong: SpscRing vs Channel — promises differ, not against the row: mailbox bounded at 64 against unbounded | 2.00× (1 launch) |", block);
    }

    [Fact]
    public void Missed_target_is_said()
    {
        StoreRun("m1", "Full", new DateTime(2026, 1, 1), Row("Channel", 100, baseline: true), Row("SpscRing", 20));
        var block = new Report(new RepoPaths(_root)).ResultsBlock(E01);
        Assert.Contains("| stream, 1 024 slots: SpscRing vs Channel — promises differ, not against the row: mailbox bounded at 1 024 against unbounded | 5.00× (1 launch) | — | — | not measured | ≥ 10× | **no** |", block);
    }

    [Fact]
    public void A_headline_shows_its_range_over_launches_and_is_met_only_when_the_whole_range_meets_the_target()
    {
        var channel = Row("Channel", 100, baseline: true);
        channel.LaunchMeansNs = [90, 100, 110];
        var ring = Row("SpscRing", 8);
        ring.LaunchMeansNs = [7, 8, 10];
        ring.Metrics[PerfBuf.Profiling.MetricIds.CompletedWorkItems] = 0.5;
        StoreRun("m1", "Full", new DateTime(2026, 1, 1), channel, ring);
        var block = new Report(new RepoPaths(_root)).ResultsBlock(E01);
        // 100 / 8 = 12.5; every pairing of launches: 90 / 10 = 9.00 up to 110 / 7 = 15.7; the low end misses ≥ 10×
        Assert.Contains("| stream, 1 024 slots: SpscRing vs Channel — promises differ, not against the row: mailbox bounded at 1 024 against unbounded | 12.5× (9.00–15.7×, 3 launches) | — | 0.5000 / n/a | not measured | ≥ 10× | **no** |", block);
        Assert.Contains("(3 launches)", block); // the class line says how many
    }

    [Fact]
    public void A_full_trace_run_shows_its_summary_table_and_a_quick_one_stays_local()
    {
        StoreRun("m1", "Full", new DateTime(2026, 1, 1), Row("Channel", 100, baseline: true), Row("SpscRing", 10));
        foreach (var (job, started, marker) in new[] { ("Full", new DateTime(2026, 1, 2), "111.5"), ("Quick", new DateTime(2026, 1, 3), "999.5") })
        {
            var dir = StoreRecord("m1", job, started, trace: true);
            File.WriteAllText(Path.Combine(dir, ResultStore.TraceSummaryFile), $"# t\n\n| Benchmark | Ops |\n|---|---:|\n| X | {marker} |\n");
        }
        var block = new Report(new RepoPaths(_root)).ResultsBlock(E01);
        Assert.Contains("#### Trace `20260102-000000-abc1234-trace` (m1)", block);
        Assert.Contains("| X | 111.5 |", block);
        Assert.DoesNotContain("999.5", block); // the quick trace run is git-ignored: a write-up never quotes it
    }

    [Fact]
    public void A_best_of_headline_picks_its_row_from_the_results_and_says_which()
    {
        StoreRun("m1", "Full", new DateTime(2026, 1, 1), Row("Channel", 100, baseline: true), Row("SpscRing", 10),
            Row("DisruptorValueBusySpin", 12), Row("DisruptorBatchBusySpin", 5), Row("SpscRingDrain", 4));
        var values = new Report(new RepoPaths(_root)).Headlines(E01);
        var best = values.Single(v => v.Headline.Label.StartsWith("stream, 1 024 slots: our best per-message SPSC ring vs Disruptor", StringComparison.Ordinal));
        Assert.Equal(("SpscRingDrain", "DisruptorBatchBusySpin"), (best.RowMethod, best.BaselineMethod));
        Assert.Equal(5.0 / 4, best.Ratio!.Value, 9);
        Assert.Equal("best: SpscRingDrain vs DisruptorBatchBusySpin", best.Picked);
    }

    [Fact]
    public void No_results_say_how_to_get_them()
    {
        var block = new Report(new RepoPaths(_root)).ResultsBlock(E01);
        Assert.Contains("./lab run E01", block);
    }

    [Fact]
    public void Missing_markers_are_an_error_not_a_silent_append()
    {
        Assert.Throws<LabUsageException>(() => Report.ReplaceBetween("no markers", Report.BeginResults, Report.EndResults, "x", "f.md"));
    }

    [Theory]
    [InlineData(0.000123456, "0.0001235")]
    [InlineData(1.23456, "1.235")]
    [InlineData(12345.6, "12346")]
    [InlineData(0, "0")]
    public void Numbers_keep_four_significant_digits(double value, string text)
    {
        Assert.Equal(text, ResultTable.FormatNumber(value));
    }
}

/// <summary>The repository's own write-ups and README carry the markers the runner regenerates between.</summary>
public sealed class WriteUpMarkerTests
{
    [Fact]
    public void Every_write_up_and_the_readme_can_be_regenerated()
    {
        var paths = RepoPaths.Discover();
        var report = new Report(paths);
        foreach (var e in Catalog.All)
        {
            report.EnsureWriteUp(e);
            var text = File.ReadAllText(e.WriteUpPath(paths.Root));
            foreach (var section in new[] { "## Question", "## Hypothesis", "## Setup", "## Method", "## Results", "## Traces", "## Conclusion", "## Reproduce" })
            {
                Assert.Contains(section, text);
            }
        }
        Report.ReplaceBetween(File.ReadAllText(paths.ReadMe), Report.BeginIndex, Report.EndIndex, "", paths.ReadMe);
    }
}
