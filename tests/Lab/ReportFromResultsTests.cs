using System.Text.Json;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// `./lab report` is a function of results/ and the definitions alone (docs/DESIGN.md §8): run on a scratch copy of the
/// committed results, it gives back the committed write-ups, README and charts byte for byte, whatever this build
/// compiled in and whichever machine runs it; and it writes, links and prunes the chart files.
/// </summary>
public sealed class ReportFromResultsTests : IDisposable
{
    private readonly string _root = Directory.CreateTempSubdirectory("perfbuf-report-copy-").FullName;
    private readonly RepoPaths _repo = RepoPaths.Discover();

    public void Dispose() => Directory.Delete(_root, recursive: true);

    private static void CopyTree(string from, string to)
    {
        foreach (var dir in Directory.EnumerateDirectories(from, "*", SearchOption.AllDirectories))
        {
            Directory.CreateDirectory(Path.Combine(to, Path.GetRelativePath(from, dir)));
        }
        Directory.CreateDirectory(to);
        foreach (var file in Directory.EnumerateFiles(from, "*", SearchOption.AllDirectories))
        {
            File.Copy(file, Path.Combine(to, Path.GetRelativePath(from, file)));
        }
    }

    /// <summary>results/, the README and every write-up with its charts, copied into the scratch root; returns its paths.</summary>
    private RepoPaths ScratchCopy()
    {
        CopyTree(_repo.Results, Path.Combine(_root, "results"));
        File.Copy(_repo.ReadMe, Path.Combine(_root, "README.md"));
        File.Copy(Path.Combine(_repo.Root, Report.AnswersFile), Path.Combine(_root, Report.AnswersFile));
        foreach (var e in Catalog.All)
        {
            var from = Path.GetDirectoryName(e.WriteUpPath(_repo.Root))!;
            var to = Path.GetDirectoryName(e.WriteUpPath(_root))!;
            Directory.CreateDirectory(to);
            File.Copy(e.WriteUpPath(_repo.Root), e.WriteUpPath(_root));
            if (Directory.Exists(Path.Combine(from, Report.ChartsFolder)))
            {
                CopyTree(Path.Combine(from, Report.ChartsFolder), Path.Combine(to, Report.ChartsFolder));
            }
        }
        return new RepoPaths(_root);
    }

    /// <summary>The whole report, as `./lab report` runs it.</summary>
    private static void RunReport(RepoPaths paths)
    {
        var report = new Report(paths);
        foreach (var e in Catalog.All)
        {
            report.WriteUp(e);
        }
        report.Index();
        report.Answers();
    }

    /// <summary>Every chart file under the experiments' folders, by path relative to the root, with its bytes.</summary>
    private static SortedDictionary<string, byte[]> Charts(string root)
    {
        var charts = new SortedDictionary<string, byte[]>(StringComparer.Ordinal);
        foreach (var e in Catalog.All)
        {
            var folder = Path.Combine(Path.GetDirectoryName(e.WriteUpPath(root))!, Report.ChartsFolder);
            if (Directory.Exists(folder))
            {
                foreach (var file in Directory.EnumerateFiles(folder, "*", SearchOption.AllDirectories))
                {
                    charts[Path.GetRelativePath(root, file).Replace('\\', '/')] = File.ReadAllBytes(file);
                }
            }
        }
        return charts;
    }

    [Fact]
    public void The_committed_write_ups_and_readme_come_back_byte_for_byte()
    {
        var scratch = ScratchCopy();
        RunReport(scratch);
        foreach (var e in Catalog.All)
        {
            Assert.True(File.ReadAllBytes(e.WriteUpPath(_repo.Root)).AsSpan().SequenceEqual(File.ReadAllBytes(e.WriteUpPath(_root))),
                $"{e.Id}: ./lab report changes the committed write-up; run ./lab report and commit what it writes");
        }
        Assert.True(File.ReadAllBytes(_repo.ReadMe).AsSpan().SequenceEqual(File.ReadAllBytes(scratch.ReadMe)),
            "./lab report changes the committed README index; run ./lab report and commit what it writes");
        Assert.True(File.ReadAllBytes(Path.Combine(_repo.Root, Report.AnswersFile)).AsSpan().SequenceEqual(File.ReadAllBytes(Path.Combine(_root, Report.AnswersFile))),
            $"./lab report changes the committed {Report.AnswersFile}; run ./lab report and commit what it writes");
    }

    [ChartFontFact]
    public void The_committed_charts_come_back_byte_for_byte()
    {
        var scratch = ScratchCopy();
        RunReport(scratch);
        var committed = Charts(_repo.Root);
        var generated = Charts(scratch.Root);
        Assert.NotEmpty(committed);
        Assert.Equal(committed.Keys, generated.Keys);
        foreach (var (path, bytes) in committed)
        {
            Assert.True(bytes.AsSpan().SequenceEqual(generated[path]), $"{path}: ./lab report draws it differently; run ./lab report and commit what it writes");
        }
    }

    /// <summary>The committed reproduction pages (full ones: a quick one is git-ignored) and their charts, by path, with their bytes.</summary>
    private static SortedDictionary<string, byte[]> ReproductionFiles(string root, bool charts)
    {
        var files = new SortedDictionary<string, byte[]>(StringComparer.Ordinal);
        foreach (var folder in Directory.EnumerateDirectories(Path.Combine(root, "results"), SeedReproduction.FolderPrefix + "*", SearchOption.AllDirectories)
                     .Where(f => File.Exists(Path.Combine(f, ReproducePage.FileName)) && !File.Exists(Path.Combine(f, ".gitignore"))))
        {
            var paths = charts ? [Path.Combine(folder, ReproducePage.FileName), Path.Combine(folder, ReproducePage.ChartFile)] : new[] { Path.Combine(folder, ReproducePage.FileName) };
            foreach (var file in paths.Where(File.Exists))
            {
                files[Path.GetRelativePath(root, file).Replace('\\', '/')] = File.ReadAllBytes(file);
            }
        }
        return files;
    }

    [Fact]
    public void The_committed_reproduction_pages_come_back_byte_for_byte()
    {
        var scratch = ScratchCopy();
        SeedReproduction.RegeneratePages(scratch);
        var charts = SvgChart.FontInstalled;
        var committed = ReproductionFiles(_repo.Root, charts);
        Assert.NotEmpty(committed);
        var generated = ReproductionFiles(scratch.Root, charts);
        Assert.Equal(committed.Keys, generated.Keys);
        foreach (var (path, bytes) in committed)
        {
            Assert.True(bytes.AsSpan().SequenceEqual(generated[path]), $"{path}: ./lab report writes it differently; run ./lab report and commit what it writes");
        }
    }

    [Fact]
    public void Every_chart_the_write_ups_link_is_there_and_every_chart_there_is_linked()
    {
        var linked = new SortedSet<string>(StringComparer.Ordinal);
        foreach (var e in Catalog.All)
        {
            var text = File.ReadAllText(e.WriteUpPath(_repo.Root));
            foreach (System.Text.RegularExpressions.Match m in System.Text.RegularExpressions.Regex.Matches(text, @"!\[[^\]]*\]\((charts/[^)]+\.svg)\)"))
            {
                linked.Add(Path.GetRelativePath(_repo.Root, Path.Combine(Path.GetDirectoryName(e.WriteUpPath(_repo.Root))!, m.Groups[1].Value)).Replace('\\', '/'));
            }
        }
        Assert.Equal(linked, new SortedSet<string>(Charts(_repo.Root).Keys, StringComparer.Ordinal));
    }

    /// <summary>An empty full run of <paramref name="experiment"/> on machine "m1" in the scratch results, its env.json written.</summary>
    private string FullRun(string experiment)
    {
        var store = new ResultStore(Path.Combine(_root, "results"));
        var dir = store.CreateRunDirectory("m1", experiment, new DateTime(2026, 1, 1), "abc1234", quick: false);
        ResultStore.WriteRecord(dir, new EnvRecord
        {
            Experiment = experiment,
            Job = "Full",
            StartedUtc = new DateTime(2026, 1, 1),
            Commit = "abc1234def",
            Machine = new MachineRecord { Id = "m1", CpuModel = "Test CPU", PhysicalCores = 2, LogicalCores = 2 },
        });
        return dir;
    }

    [Fact]
    public void A_class_this_build_does_not_compile_keeps_its_table_with_the_names_the_results_give()
    {
        // a peer's benchmark class compiled only where the peer restores: its rows are in results/ on every clone
        var e01 = Catalog.Find("E01")!;
        Assert.DoesNotContain(e01.Benchmarks, t => t.Name == "PeerOnlyBenchmarks");
        var dir = FullRun("E01");
        ResultRow Row(string type, string method, double ns, bool baseline = false) =>
            new() { Type = type, Method = method, Parameters = "Capacity=1024", Baseline = baseline, Success = true, MeanNs = ns };
        var file = new LabJsonFile
        {
            Title = "t",
            Rows = [Row("PeerOnlyBenchmarks", "SomePeerRing", 40), Row("PeerOnlyBenchmarks", "Channel", 80, baseline: true),
                    Row("SpscStreamBenchmarks", "SpscRing", 10), Row("SpscStreamBenchmarks", "Channel", 100, baseline: true)],
        };
        File.WriteAllText(Path.Combine(dir, "x-lab.json"), JsonSerializer.Serialize(file, LabJsonFile.JsonOptions));

        var block = new Report(new RepoPaths(_root)).ResultsBlock(e01);

        var defined = block.IndexOf("#### SpscStreamBenchmarks", StringComparison.Ordinal);
        var peer = block.IndexOf("#### PeerOnlyBenchmarks", StringComparison.Ordinal);
        Assert.True(defined >= 0 && peer > defined, "the defined class first, then the one only the results name");
        Assert.Contains("| SomePeerRing | Capacity=1024 | 40.00 |", block, StringComparison.Ordinal);
        Assert.Contains("2.00×", block, StringComparison.Ordinal); // 80 / 40, against its own class's baseline
    }

    [Fact]
    public void A_write_up_gets_its_charts_linked_and_stale_chart_files_removed()
    {
        var e07 = Catalog.Find("E07")!;
        var dir = FullRun("E07");
        ResultRow Row(int batch, string work, double ns) => new()
        {
            Type = "MiniBatchingBenchmarks",
            Method = "PoolActors",
            Parameters = $"BatchSize={batch}&Work={work}",
            Success = true,
            MeanNs = ns,
            StdErrNs = ns / 10,
        };
        var file = new LabJsonFile { Title = "t", Rows = [Row(1, "Sum", 200), Row(64, "Sum", 50), Row(1, "Sha512", 1000), Row(64, "Sha512", 900)] };
        File.WriteAllText(Path.Combine(dir, "MiniBatching-lab.json"), JsonSerializer.Serialize(file, LabJsonFile.JsonOptions));
        var writeUp = e07.WriteUpPath(_root);
        Directory.CreateDirectory(Path.GetDirectoryName(writeUp)!);
        File.WriteAllText(writeUp, $"# E07\n\n{Report.BeginResults}\n{Report.EndResults}\n");
        var charts = Path.Combine(Path.GetDirectoryName(writeUp)!, Report.ChartsFolder);
        Directory.CreateDirectory(Path.Combine(charts, "gone-machine"));
        File.WriteAllText(Path.Combine(charts, "gone-machine", "old.svg"), "<svg/>");

        new Report(new RepoPaths(_root)).WriteUp(e07);

        var text = File.ReadAllText(writeUp);
        Assert.Contains("![Time per message vs batch size](charts/m1/per-message-vs-batch-size.svg)", text, StringComparison.Ordinal);
        Assert.DoesNotContain("probe-p99", text, StringComparison.Ordinal); // no probe metric in these rows: no chart
        var svg = File.ReadAllText(Path.Combine(charts, "m1", "per-message-vs-batch-size.svg"));
        Assert.Contains("Work=Sha512", svg, StringComparison.Ordinal);
        Assert.Contains("m1, full run 20260101-000000-abc1234 (commit abc1234).", svg, StringComparison.Ordinal);
        Assert.False(Directory.Exists(Path.Combine(charts, "gone-machine")));
        // the headline "sum: batch 64 vs batch 1" has its two rows: the headline chart is drawn and linked too
        Assert.Contains($"![Headline ratios, each row against the one it is compared with](charts/m1/{HeadlineCharts.OverviewSlug}.svg)", text, StringComparison.Ordinal);
        Assert.Equal([$"{HeadlineCharts.OverviewSlug}.svg", "per-message-vs-batch-size.svg"],
            Directory.EnumerateFiles(charts, "*", SearchOption.AllDirectories).Select(Path.GetFileName).Order(StringComparer.Ordinal));
    }
}
