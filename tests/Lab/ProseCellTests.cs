using System.Text.Json;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// Cell markers in a write-up's prose (<see cref="ProseCells"/>), on a synthetic results/ tree: the report fills each
/// figure from its cell exactly as the tables print it, rewrites a wrong one, and stops on a cell it cannot find or a
/// trace run's timing.
/// </summary>
public sealed class ProseCellTests : IDisposable
{
    private readonly SyntheticResults _results = new();

    public void Dispose() => _results.Dispose();

    private const string Type = "StreamBenchmarks";

    private static readonly Headline RingVsChannel =
        new("ring vs channel", new RowKey(Type, "Ring", "Capacity=1024"), new RowKey(Type, "Channel", "Capacity=1024"));

    /// <summary>Two rows of one class (the ring 2.4137 ns, the channel 9.9 ns) and a definition with one headline.</summary>
    private Experiment Stored()
    {
        var ring = SyntheticResults.Row(Type, "Ring", "Capacity=1024", 2.4137, workItemsPerOp: 0.0123456);
        ring.AllocatedBytesPerOp = 0;
        var channel = SyntheticResults.Row(Type, "Channel", "Capacity=1024", 9.9, baseline: true);
        channel.AllocatedBytesPerOp = 72;
        _results.Store(ring, channel);
        return SyntheticResults.Definition([RingVsChannel]);
    }

    /// <summary>Writes the write-up: a What we found section holding <paramref name="prose"/>, then the results markers.</summary>
    private string WriteUp(Experiment e, string prose)
    {
        var path = e.WriteUpPath(_results.Root);
        Directory.CreateDirectory(Path.GetDirectoryName(path)!);
        File.WriteAllText(path, $"# E97\n\n## What we found\n{prose}\n\n## Results\n{Report.BeginResults}\n{Report.EndResults}\n");
        return path;
    }

    private string Cell(Experiment e, string spec) =>
        new ProseCells(new ResultStore(Path.Combine(_results.Root, "results")), new RepoPaths(_results.Root), e).Text(spec);

    [Fact]
    public void A_disasm_cell_quotes_one_methods_tightest_loop_from_the_rows_filed_listing()
    {
        var e = Stored();
        var folder = DisasmTable.RowFolder(Path.Combine(_results.Root, "results"), "m1", SyntheticResults.Experiment, "StreamBenchmarks.Ring");
        Directory.CreateDirectory(folder);
        File.WriteAllText(Path.Combine(folder, DisasmTable.LoopsFile), "# loops\n\n" + DisasmTable.Markdown(
            [("Demo.Loops:ConsumeRun[Ring](Ring):this", 14), ("Demo.Loops:ProduceThrough[Ring](Ring)", 21), ("Demo.Loops:Consume[Ring](Ring)", 30)]) +
            "\n## Every loop\n\n| `Demo.Loops:ConsumeRun[Ring](Ring):this` | Tier1 | IG03 | 99 | straight |\n");
        Assert.Equal("14", Cell(e, "StreamBenchmarks.Ring disasm:ConsumeRun"));
        Assert.Equal("21", Cell(e, "@m1 StreamBenchmarks.Ring disasm:ProduceThrough"));
        Assert.Contains("names 2 methods", Assert.ThrowsAny<Exception>(() => Cell(e, "StreamBenchmarks.Ring disasm:Consume")).Message, StringComparison.Ordinal);
        Assert.Contains("no method", Assert.ThrowsAny<Exception>(() => Cell(e, "StreamBenchmarks.Ring disasm:Drain")).Message, StringComparison.Ordinal);
        Assert.Contains("no listing of StreamBenchmarks.Channel", Assert.ThrowsAny<Exception>(() => Cell(e, "StreamBenchmarks.Channel disasm:ConsumeRun")).Message, StringComparison.Ordinal);
        Assert.Contains("no Params", Assert.ThrowsAny<Exception>(() => Cell(e, "StreamBenchmarks.Ring Capacity=1024 disasm:ConsumeRun")).Message, StringComparison.Ordinal);
    }

    [Fact]
    public void Each_measure_prints_its_cell_as_the_tables_print_it()
    {
        var e = Stored();
        var block = _results.Report().ResultsBlock(e);
        Assert.Equal("2.414 ns", Cell(e, "StreamBenchmarks.Ring Capacity=1024 ns"));
        Assert.Contains("| Ring | Capacity=1024 | 2.414 |", block, StringComparison.Ordinal);
        Assert.Equal("414.3 M op/s", Cell(e, "StreamBenchmarks.Ring Capacity=1024 mops"));
        Assert.Equal("4.10×", Cell(e, "StreamBenchmarks.Ring Capacity=1024 ratio:StreamBenchmarks.Channel"));
        Assert.Equal("4.10×", Cell(e, "StreamBenchmarks.Ring Capacity=1024 ratio:StreamBenchmarks.Channel Capacity=1024"));
        Assert.Equal("0.24×", Cell(e, "StreamBenchmarks.Channel Capacity=1024 ratio:StreamBenchmarks.Ring"));
        Assert.Equal("72 B", Cell(e, "StreamBenchmarks.Channel Capacity=1024 alloc"));
        Assert.Equal("0.01235", Cell(e, "StreamBenchmarks.Ring Capacity=1024 metric:CompletedWorkItemCount"));
        Assert.Contains("| 0.01235 |", block, StringComparison.Ordinal);
        Assert.Equal("4.10×", Cell(e, "headline:\"ring vs channel\""));
        Assert.Equal("4.10×", Cell(e, "@m1 headline:\"ring vs\""));
        Assert.Contains("| ring vs channel | 4.10× (1 launch) |", block, StringComparison.Ordinal);
        // what the run recorded of the row's setting
        Assert.Equal("workstation", Cell(e, "StreamBenchmarks.Ring Capacity=1024 gc"));
        Assert.Equal("Full", Cell(e, "StreamBenchmarks.Ring Capacity=1024 job"));
        Assert.Equal("1", Cell(e, "StreamBenchmarks.Ring Capacity=1024 launches"));
    }

    [Fact]
    public void A_floor_marker_prints_the_headline_distance_to_its_floor_as_the_headline_table_does()
    {
        var ring = SyntheticResults.Row(Type, "Ring", "Capacity=1024", 2.4137);
        var channel = SyntheticResults.Row(Type, "Channel", "Capacity=1024", 9.9, baseline: true);
        var floor = SyntheticResults.Row(Type, "Floor", "Capacity=1024", 1.2);
        _results.Store(ring, channel, floor);
        var withFloor = RingVsChannel with { Floor = new RowKey(Type, "Floor", "Capacity=1024") };
        var e = SyntheticResults.Definition([withFloor, new Headline("channel vs ring", channel.Key, ring.Key)]);
        Assert.Equal("2.01× the floor", Cell(e, "floor:\"ring vs channel\""));
        Assert.Contains("| 2.01× the floor |", _results.Report().ResultsBlock(e), StringComparison.Ordinal);
        // a headline without a floor row has no distance to quote
        Assert.Throws<LabUsageException>(() => _results.Report().FillCells(e, "x <!-- cell floor:\"channel vs ring\" -->1×<!-- /cell -->", "f"));
    }

    [Fact]
    public void A_wrong_figure_in_a_marker_is_rewritten_from_its_cell_and_nothing_else_moves()
    {
        var e = Stored();
        var path = WriteUp(e, "The ring takes <!-- cell StreamBenchmarks.Ring Capacity=1024 ns -->3.00 ns<!-- /cell --> per message,\n" +
                              "<!-- cell headline:\"ring vs channel\" -->9.99×<!-- /cell --> the channel (typed wrong).");
        _results.Report().WriteUp(e);
        var text = File.ReadAllText(path);
        Assert.Contains("The ring takes <!-- cell StreamBenchmarks.Ring Capacity=1024 ns -->2.414 ns<!-- /cell --> per message,\n" +
                        "<!-- cell headline:\"ring vs channel\" -->4.10×<!-- /cell --> the channel (typed wrong).", text, StringComparison.Ordinal);
        // the committed write-up would differ from what the report writes: ReportFromResultsTests fails on it
        _results.Report().WriteUp(e);
        Assert.Equal(text, File.ReadAllText(path));
    }

    [Fact]
    public void A_marker_whose_cell_is_missing_stops_the_report_naming_the_write_up_the_line_and_the_cell()
    {
        var e = Stored();
        var prose = "First line.\nIt takes <!-- cell StreamBenchmarks.Ring Capacity=65536 ns -->2.41 ns<!-- /cell -->.";
        var path = WriteUp(e, prose);
        var error = Assert.Throws<LabUsageException>(() => _results.Report().WriteUp(e));
        Assert.Contains(path, error.Message, StringComparison.Ordinal);
        Assert.Contains("line 5", error.Message, StringComparison.Ordinal);
        Assert.Contains("StreamBenchmarks.Ring Capacity=65536 ns", error.Message, StringComparison.Ordinal);
        Assert.Contains(prose, File.ReadAllText(path), StringComparison.Ordinal); // never "n/a"
        Assert.Throws<LabUsageException>(() => _results.Report().FillCells(e, "x <!-- cell headline:\"no such headline\" -->1×<!-- /cell -->", "f"));
        Assert.Throws<LabUsageException>(() => _results.Report().FillCells(e, "x <!-- cell @m2 headline:\"ring vs channel\" -->1×<!-- /cell -->", "f"));
        Assert.Throws<LabUsageException>(() => _results.Report().FillCells(e, "x <!-- cell StreamBenchmarks.Ring Capacity=1024 furlongs -->1<!-- /cell -->", "f"));
        Assert.Throws<LabUsageException>(() => _results.Report().FillCells(e, "x <!-- cell StreamBenchmarks.Ring Capacity=1024 ns -->2.41 ns\n<!-- /cell -->", "f"));
        // a metric the table has no column for
        Assert.Throws<LabUsageException>(() => _results.Report().FillCells(e, "x <!-- cell StreamBenchmarks.Ring Capacity=1024 metric:Gen1Collects -->1<!-- /cell -->", "f"));
    }

    [Fact]
    public void A_trace_run_gives_counts_but_never_a_timing()
    {
        var e = Stored();
        var store = new ResultStore(Path.Combine(_results.Root, "results"));
        var started = new DateTime(2026, 1, 2);
        var dir = store.CreateRunDirectory("m1", SyntheticResults.Experiment, started, "def5678", quick: false, trace: true);
        ResultStore.WriteRecord(dir, new EnvRecord
        {
            Experiment = SyntheticResults.Experiment,
            Job = "Full",
            Trace = true,
            StartedUtc = started,
            Commit = "def5678abc",
            Machine = new MachineRecord { Id = "m1", CpuModel = "Test CPU", PhysicalCores = 2, LogicalCores = 2 },
        });
        var traced = SyntheticResults.Row(Type, "Slow", "Capacity=1024", 50);
        File.WriteAllText(Path.Combine(dir, "x-lab.json"), JsonSerializer.Serialize(new LabJsonFile { Rows = [traced] }, LabJsonFile.JsonOptions));
        File.WriteAllText(Path.Combine(dir, ResultStore.TraceSummaryFile),
            "# t\n\n| Benchmark | Ops | Contentions | Contention ms | Wait ms |\n|---|---:|---:|---:|---:|\n" +
            "| StreamBenchmarks.Ring_Capacity-1024 | 1000 | 43 (0.043/op) | 86.65 | 12.5 |\n");

        Assert.Equal("43", Cell(e, "StreamBenchmarks.Ring_Capacity-1024 trace:Contentions"));
        Assert.Equal("0.043", Cell(e, "StreamBenchmarks.Ring_Capacity-1024 trace/op:Contentions"));
        Assert.Contains("| StreamBenchmarks.Ring_Capacity-1024 | 1000 | 43 (0.043/op) |", _results.Report().ResultsBlock(e), StringComparison.Ordinal);
        var timing = Assert.Throws<LabUsageException>(() => _results.Report().FillCells(e,
            "<!-- cell StreamBenchmarks.Ring_Capacity-1024 trace:ContentionMs -->86.65 ms<!-- /cell -->", "f"));
        Assert.Contains("timings of a trace run are not results", timing.Message, StringComparison.Ordinal);
        // a row measured only under the trace has no cell: the report's cells come from full runs
        var onlyTraced = Assert.Throws<LabUsageException>(() => _results.Report().FillCells(e,
            "<!-- cell StreamBenchmarks.Slow Capacity=1024 ns -->50.00 ns<!-- /cell -->", "f"));
        Assert.Contains("only in trace run", onlyTraced.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void A_bare_figure_planted_in_a_checked_section_fails_the_prose_check()
    {
        var e = Stored();
        var path = WriteUp(e, "The ring takes <!-- cell StreamBenchmarks.Ring Capacity=1024 ns -->2.414 ns<!-- /cell --> per message.");
        _results.Report().WriteUp(e);
        Assert.Empty(WriteUpProseTests.BareFigures(File.ReadAllText(path)));
        File.WriteAllText(path, File.ReadAllText(path).Replace("per message.", "per message, 4.10× the channel.", StringComparison.Ordinal));
        Assert.Equal(["## What we found, line 4: \"4.10×\""], WriteUpProseTests.BareFigures(File.ReadAllText(path)));
    }

    private const string RingNs = "StreamBenchmarks.Ring Capacity=1024 ns";
    private const string ChannelNs = "StreamBenchmarks.Channel Capacity=1024 ns";

    private string Compare(Experiment e, string spec, string words = "words") =>
        _results.Report().FillCells(e, $"x <!-- compare {spec} -->{words}<!-- /compare --> y", "f");

    [Fact]
    public void A_false_comparison_stops_the_report_with_both_values_and_a_true_one_passes()
    {
        var e = Stored(); // the ring 2.4137 ns, the channel 9.9 ns
        var ring = $"<!-- cell {RingNs} -->2.414 ns<!-- /cell -->";
        var channel = $"<!-- cell {ChannelNs} -->9.900 ns<!-- /cell -->";
        var path = WriteUp(e, $"The ring is <!-- compare {RingNs} < {ChannelNs} -->ahead of the channel ({ring} against\n{channel})<!-- /compare -->.");
        _results.Report().WriteUp(e);
        Assert.Empty(ProseCells.UnboundComparisons(File.ReadAllText(path)));

        // "ahead" where the row is slower: the report stops, naming the file, the line, the marker and both values
        var prose = $"First line.\nThe channel is <!-- compare {ChannelNs} < {RingNs} -->ahead of the ring<!-- /compare --> ({channel} against {ring}).";
        WriteUp(e, prose);
        var error = Assert.Throws<LabUsageException>(() => _results.Report().WriteUp(e));
        Assert.Contains(path, error.Message, StringComparison.Ordinal);
        Assert.Contains("line 5", error.Message, StringComparison.Ordinal);
        Assert.Contains($"{ChannelNs} < {RingNs}", error.Message, StringComparison.Ordinal);
        Assert.Contains("9.900 ns", error.Message, StringComparison.Ordinal);
        Assert.Contains("2.414 ns", error.Message, StringComparison.Ordinal);
        Assert.Contains(prose, File.ReadAllText(path), StringComparison.Ordinal); // nothing written

        // factors, tolerances and constants
        Compare(e, $"{ChannelNs} >= 4× {RingNs}", "more than four times as long");
        Assert.Throws<LabUsageException>(() => Compare(e, $"{ChannelNs} >= 5× {RingNs}"));
        Compare(e, $"{ChannelNs} within 8 of {RingNs}");
        Assert.Throws<LabUsageException>(() => Compare(e, $"{ChannelNs} within 50% of {RingNs}"));
        Compare(e, $"{ChannelNs} outside 50% of {RingNs}");
        Assert.Throws<LabUsageException>(() => Compare(e, $"{RingNs} outside 8 {ChannelNs}"));
        Compare(e, $"{RingNs} < 3");
        Assert.Throws<LabUsageException>(() => Compare(e, $"{RingNs} > 3"));
        Compare(e, "headline:\"ring vs channel\" >= 4");
        Compare(e, $"StreamBenchmarks.Ring Capacity=1024 ratio:StreamBenchmarks.Channel > 4");
    }

    [Fact]
    public void A_malformed_comparison_stops_the_report()
    {
        var e = Stored();
        // different quantities, a cell that is not one number, a missing cell, no operator
        Assert.Throws<LabUsageException>(() => Compare(e, $"{RingNs} < StreamBenchmarks.Channel Capacity=1024 alloc"));
        Assert.Throws<LabUsageException>(() => Compare(e, "StreamBenchmarks.Ring Capacity=1024 gc < 3"));
        Assert.Throws<LabUsageException>(() => Compare(e, $"StreamBenchmarks.Ring Capacity=65536 ns < {ChannelNs}"));
        Assert.Throws<LabUsageException>(() => Compare(e, $"{RingNs} {ChannelNs}"));
        Assert.Throws<LabUsageException>(() => Compare(e, $"{RingNs} within {ChannelNs}"));
        // an open without its close, across a blank line, and a close alone
        Assert.Throws<LabUsageException>(() => _results.Report().FillCells(e, $"x <!-- compare {RingNs} < 3 -->ahead\n\nof<!-- /compare -->", "f"));
        Assert.Throws<LabUsageException>(() => _results.Report().FillCells(e, "x ahead<!-- /compare -->", "f"));
    }

    [Fact]
    public void A_comparison_of_figures_without_a_marker_is_found_and_nothing_else()
    {
        var ring = $"<!-- cell {RingNs} -->2.414 ns<!-- /cell -->";
        var text = "# E97\n\n## What we found\n" +
                   $"The ring takes {ring} per message. The ring is\nahead of the channel ({ring}), e.g. in this run.\n" +
                   "The ring is ahead of the channel: no figure, nothing to bind.\n\n" +
                   $"- The ring is <!-- compare {RingNs} < {ChannelNs} -->faster<!-- /compare --> ({ring}).\n" +
                   $"- `faster` in code is not prose ({ring}).\n\n" +
                   $"```\nfaster {ring}\n```\n\n" +
                   $"{Report.BeginResults}\nfaster {ring}\n{Report.EndResults}\n\n" +
                   $"| A table row that wins | {ring} |\n";
        var found = ProseCells.UnboundComparisons(text);
        Assert.Equal([(4, "ahead"), (19, "wins")], found.Select(f => (f.Line, f.Words)));
        Assert.Equal($"The ring is ahead of the channel ({ring}), e.g. in this run.", found[0].Sentence);
    }
}
