using System.Reflection;
using BenchmarkDotNet.Attributes;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// Every peer in its own fastest configuration, GC: a peer's row runs under workstation and server GC in a full run and
/// under its own programs' GC in a quick one, every other row under workstation GC; the results record each row's GC, the
/// tables show it, and a headline, a ratio, a chart and a comparison take a peer's faster GC.
/// </summary>
public sealed class PeerGcTests : IDisposable
{
    private const string Type = "PingX";

    private readonly SyntheticResults _results = new();

    public void Dispose() => _results.Dispose();

    private static ResultRow Row(string method, double meanNs, GcKind gc = GcKind.Workstation, bool baseline = false)
    {
        var row = SyntheticResults.Row(Type, method, "P=1", meanNs, baseline);
        row.Gc = gc;
        return row;
    }

    private static List<(string Method, GcKind Gc)> Cases(string experiment, RunLength length, bool inProcess = false)
    {
        var options = new RunOptions(length, [], inProcess, []);
        var e = Catalog.Find(experiment)!;
        return [.. Runner.Plan(e, headline => LabConfig.Create(options, Path.GetTempPath(), BenchmarkDotNet.Loggers.NullLogger.Instance, e.Profile, headline))
            .SelectMany(p => p.BenchmarksCases)
            .Select(c => (c.Descriptor.WorkloadMethod.Name, LabConfig.GcOf(c.Job)))
            .Distinct()];
    }

    [PerfBuf.Tests.Peers.PeerFact("ProtoActor")]
    public void A_full_run_measures_a_peer_row_under_both_gcs_and_ours_under_workstation_gc_only()
    {
        var cases = Cases("E13", RunLength.Full);
        Assert.Contains(("ProtoActor", GcKind.Workstation), cases);
        Assert.Contains(("ProtoActor", GcKind.Server), cases);
        Assert.Contains(("RuntimeThreadPool", GcKind.Workstation), cases);
        Assert.DoesNotContain(("RuntimeThreadPool", GcKind.Server), cases);
    }

    [PerfBuf.Tests.Peers.PeerFact("ProtoActor")]
    public void A_quick_run_measures_a_peer_row_under_its_own_programs_gc()
    {
        var cases = Cases("E13", RunLength.Quick);
        Assert.Equal([GcKind.Server], cases.Where(c => c.Method == "ProtoActor").Select(c => c.Gc));
        Assert.Equal([GcKind.Workstation], cases.Where(c => c.Method == "RuntimeThreadPool").Select(c => c.Gc));
    }

    [Fact]
    public void An_in_process_run_measures_every_row_once_under_the_process_gc()
    {
        var cases = Cases("E13", RunLength.Full, inProcess: true);
        Assert.Equal(cases.Count, cases.Select(c => c.Method).Distinct().Count());
    }

    [Fact]
    public void Every_peer_library_row_is_marked_with_its_library_and_no_other_row_is()
    {
        var prefixes = new Dictionary<string, PeerLibrary>
        {
            ["ProtoActor"] = PeerLibrary.ProtoActor, ["Akka"] = PeerLibrary.Akka, ["Orleans"] = PeerLibrary.Orleans, ["Hopac"] = PeerLibrary.Hopac,
            ["Disruptor"] = PeerLibrary.Disruptor,
            // Proto.Remote is Proto.Actor's remoting (its own benchmarks run under the same GC); Akka.Remote's rows start with "Akka"
            ["ProtoRemote"] = PeerLibrary.ProtoActor,
        };
        var methods = Catalog.All.SelectMany(e => e.Benchmarks).SelectMany(t => t.GetMethods())
            .Where(m => m.IsDefined(typeof(BenchmarkAttribute), false)).ToList();
        Assert.NotEmpty(methods);
        foreach (var method in methods)
        {
            var named = prefixes.Where(p => method.Name.StartsWith(p.Key, StringComparison.Ordinal)).Select(p => (PeerLibrary?)p.Value).FirstOrDefault();
            var marked = method.GetCustomAttribute<PeerRowAttribute>()?.Library;
            Assert.True(named == marked, $"{method.DeclaringType!.Name}.{method.Name}: named for {named?.ToString() ?? "no peer"}, marked {marked?.ToString() ?? "unmarked"}");
        }
    }

    [Fact]
    public void The_results_record_each_rows_gc_and_read_older_results_as_workstation()
    {
        var row = Row("Peer", 100, GcKind.Server);
        var json = System.Text.Json.JsonSerializer.Serialize(new LabJsonFile { Rows = [row] }, LabJsonFile.JsonOptions);
        Assert.Contains("\"Gc\": \"Server\"", json);
        var old = System.Text.Json.JsonSerializer.Deserialize<LabJsonFile>(json.Replace("\"Gc\": \"Server\",", "", StringComparison.Ordinal), LabJsonFile.JsonOptions)!;
        Assert.Equal(GcKind.Workstation, Assert.Single(old.Rows).Gc);
    }

    [Fact]
    public void A_table_shows_the_gc_of_every_row_with_a_peers_twins_side_by_side_and_ratios_against_the_faster_baseline()
    {
        // BenchmarkDotNet reports job by job: the server twin comes after every workstation row
        var rows = new[] { Row("Peer", 100, baseline: true), Row("Ours", 10), Row("Peer", 50, GcKind.Server, baseline: true) };
        var sb = new System.Text.StringBuilder();
        ResultTable.AppendTable(sb, rows);
        var lines = sb.ToString().Split('\n').Where(l => l.StartsWith("| ", StringComparison.Ordinal)).ToList();
        Assert.Contains("| GC |", lines[0]);
        Assert.StartsWith("| **Peer** (baseline) | P=1 | workstation |", lines[1]);
        Assert.StartsWith("| **Peer** (baseline) | P=1 | server |", lines[2]);
        Assert.StartsWith("| Ours | P=1 | workstation |", lines[3]);
        Assert.Contains("| 5.00× |", lines[3]); // 50 ns (the peer under server GC) ÷ 10 ns
        Assert.Contains(ResultTable.GcNote, sb.ToString());
    }

    [Fact]
    public void A_table_whose_rows_all_ran_under_workstation_gc_has_no_gc_column()
    {
        var sb = new System.Text.StringBuilder();
        ResultTable.AppendTable(sb, [Row("Ours", 10), Row("Peer", 100, baseline: true)]);
        Assert.DoesNotContain("| GC |", sb.ToString());
    }

    [Fact]
    public void A_headline_takes_a_peers_faster_gc_and_says_so()
    {
        _results.Store(Row("Ours", 10), Row("Peer", 100, baseline: true), Row("Peer", 40, GcKind.Server, baseline: true));
        var headline = new Headline("ours vs peer", new RowKey(Type, "Ours", "P=1"), new RowKey(Type, "Peer", "P=1"));
        var block = _results.Report().ResultsBlock(SyntheticResults.Definition([headline]));
        Assert.Contains("| ours vs peer (best: Peer under server GC) | 4.00×", block);
    }

    [Fact]
    public void A_comparison_takes_a_peers_faster_gc_and_names_it()
    {
        _results.Store(Row("Peer", 100, baseline: true), Row("Peer", 40, GcKind.Server, baseline: true));
        var run = Directory.GetDirectories(Path.Combine(_results.Root, "results", "m1", SyntheticResults.Experiment)).Single();
        var set = ResultSets.FromRun(run);
        var row = Assert.Single(set.Rows);
        Assert.Equal(40, row.MeanNs);
        Assert.EndsWith(", server GC", row.Source);
    }
}
