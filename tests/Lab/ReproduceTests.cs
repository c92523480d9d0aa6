using System.Text.Json;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>`lab reproduce`: which rows a seed runs, what a page says beside the seed's figures, and what it says it left out.</summary>
public sealed class ReproduceTests
{
    private static readonly RepoPaths Repo = RepoPaths.Discover();

    [Fact]
    public void An_unknown_seed_gets_the_list_of_valid_ones()
    {
        var (code, _, err) = LabCliTests.Lab("reproduce", "9");
        Assert.Equal(2, code);
        Assert.Contains("unknown seed '9'", err);
        foreach (var seed in SeedReference.All)
        {
            Assert.Contains(seed.SeedId, err);
        }
        Assert.Single(err.Trim().Split('\n'));
    }

    [Theory]
    [InlineData("004", "004")]
    [InlineData("4", "004")]
    [InlineData("seed-000", "000")]
    public void A_seed_is_found_by_its_id_written_several_ways(string id, string expected) =>
        Assert.Equal(expected, SeedReproduction.Find(id).SeedId);

    [Fact]
    public void Every_seed_has_its_figures_and_only_its_own_rows()
    {
        foreach (var seed in SeedReference.All)
        {
            var reference = SeedReproduction.Reference(Repo, seed);
            Assert.True(reference.Rows.Count + reference.Unmapped.Count > 0, $"seed {seed.SeedId} has no row");
            Assert.All(reference.Unmapped, u => Assert.StartsWith($"seed-{seed.SeedId}-", u));
            Assert.All(reference.Rows, r => Assert.StartsWith($"seed-{seed.SeedId}-", r.Source));
        }
    }

    [Fact]
    public void Every_mapping_line_keeps_its_values_in_the_columns_its_header_names()
    {
        foreach (var file in Directory.EnumerateFiles(Path.Combine(Repo.Results, "reference"), "*" + ReferenceSet.MappingSuffix, SearchOption.AllDirectories))
        {
            var lines = File.ReadAllLines(file).Where(l => l.Length > 0 && !l.StartsWith('#')).ToList();
            var header = lines[0].Split(',').Length;
            var source = CsvTable.Read(file.Replace(ReferenceSet.MappingSuffix, ".csv", StringComparison.Ordinal));
            foreach (var line in CsvTable.Read(file))
            {
                Assert.True(line.GetValueOrDefault("baseline", "") is "" or "true", $"{Path.GetFileName(file)}: baseline '{line.GetValueOrDefault("baseline")}'");
                foreach (var column in new[] { "mean_column", "rate_column" })
                {
                    if (line.GetValueOrDefault(column) is { Length: > 0 } named)
                    {
                        Assert.True(source.Count == 0 || source[0].ContainsKey(named), $"{Path.GetFileName(file)}: {column} '{named}' is not a column of its source");
                    }
                }
            }
            Assert.True(header >= 9, Path.GetFileName(file));
        }
    }

    [Fact]
    public void Seed_003_compares_akka_and_orleans_with_proto_actor_in_each_benchmark()
    {
        using var folder = new TempFolder();
        var seed = SeedReproduction.Find("003");
        var page = ReproducePage.Build(seed, SeedReproduction.Reference(Repo, seed), Path.Combine(folder.Path, "m1", "reproduce-003"));
        Assert.Equal(
            ["Akka vs ProtoActor", "Akka vs ProtoActorChildren", "AkkaRemote vs ProtoRemote", "OrleansGrainCall vs ProtoActor", "ProtoActorNoChildren vs ProtoActorChildren"],
            page.Comparisons.Select(c => $"{c.Row.Seed.Key.Method} vs {c.Baseline.Seed.Key.Method}").Order(StringComparer.Ordinal));
    }

    [Fact]
    public void Seed_004_runs_the_seed_faithful_rows_of_E03_to_E06_and_each_table_has_one_baseline_per_cell()
    {
        var reference = SeedReproduction.Reference(Repo, SeedReproduction.Find("004"));
        var plan = SeedReproduction.PlanFor(Repo, reference, RunLength.Quick);
        Assert.Equal(["E03", "E04", "E05", "E06"], plan.Runs.Select(r => r.Experiment.Id));
        Assert.Empty(plan.LeftOut); // no peer and no native row: every mapped row runs wherever the lab builds
        Assert.Equal(reference.Rows.Select(r => r.Key).ToHashSet(), plan.Runs.SelectMany(r => r.Cases).ToHashSet());
        Assert.All(plan.Runs.SelectMany(r => r.Cases), k => Assert.StartsWith("SeedFaithful", k.Type));
        foreach (var cell in reference.Rows.GroupBy(r => (r.Seed!.Table, r.Key.Type, r.Key.Parameters)))
        {
            Assert.Single(cell, r => r.Seed!.Baseline);
        }
    }

    [Fact]
    public void A_seed_whose_peer_is_missing_runs_what_it_can_and_names_what_it_left_out()
    {
        var reference = SeedReproduction.Reference(Repo, SeedReproduction.Find("002"));
        var plan = SeedReproduction.PlanFor(Repo, reference, RunLength.Quick);
        var hopac = new RowKey("CounterActorBenchmarks", "HopacCh", "SendersPerCore=1");
        Assert.Contains(plan.Runs, r => r.Experiment.Id == "E12" && r.Cases.Contains(new RowKey("CounterActorBenchmarks", "MailboxProcessor", "SendersPerCore=1")));
        var hopacBuilt = PeerProbe.IsBuilt(PeerProbe.All.Single(p => p.Name == "Hopac"));
        if (hopacBuilt)
        {
            Assert.Contains(plan.Runs, r => r.Cases.Contains(hopac));
        }
        else
        {
            var (row, reason) = Assert.Single(plan.LeftOut);
            Assert.Equal(hopac, row.Key);
            Assert.Contains("its peer Hopac does not restore here", reason);
        }
        // the reason for a row compiled out with its peer, whatever this build holds
        var e12 = Catalog.Find("E12")!;
        Assert.Contains("its peer Hopac does not restore here",
            SeedReproduction.WhyNot(e12, new RowKey("CounterActorBenchmarks", "HopacNoSuchRow", "SendersPerCore=1"), ["Hopac"]));
        Assert.Contains("has no cell SendersPerCore=99",
            SeedReproduction.WhyNot(e12, new RowKey("CounterActorBenchmarks", "MailboxProcessor", "SendersPerCore=99"), []));
        Assert.Contains("has no class NoSuchBenchmarks", SeedReproduction.WhyNot(e12, new RowKey("NoSuchBenchmarks", "X"), []));
    }

    [Theory]
    [InlineData(0.5, 0.55, "holds")]
    [InlineData(0.5, 0.2, "holds, larger")]
    [InlineData(0.2, 0.5, "holds, smaller")]
    [InlineData(3.0, 12.0, "holds, larger")]
    [InlineData(3.0, 0.5, "reverses")]
    [InlineData(0.5, 2.0, "reverses")]
    [InlineData(1.05, 0.96, "holds (even in both)")]
    [InlineData(1.05, 3.0, "gap opens (even in the seed)")]
    [InlineData(5.0, 1.02, "gap closes (even here)")]
    public void A_verdict_reads_our_ratio_beside_the_seed_s(double seed, double ours, string verdict) =>
        Assert.Equal(verdict, ReproducePage.Verdict(seed, ours));

    [Fact]
    public void A_page_sets_each_seed_row_beside_ours_and_each_comparison_with_its_verdict_and_says_why_a_row_is_missing()
    {
        using var folder = new TempFolder();
        var seed = SeedReproduction.Find("000");
        var reference = SeedReproduction.Reference(Repo, seed);
        // ours: every mapped row but Orleans at C = 1000, each 2× the seed's time, Proto.Actor at C = 1 4× (a larger gap)
        var rows = reference.Rows
            .Where(r => !(r.Key.Method == "OrleansGrainCall" && r.Key.Parameters == "Concurrency=1000"))
            .Select(r => new ResultRow
            {
                Type = r.Key.Type, Method = r.Key.Method, Parameters = r.Key.Parameters, Success = true,
                MeanNs = r.MeanNs * (r.Key.Method == "ProtoActorRequestAsync" && r.Key.Parameters == "Concurrency=1" ? 4 : 2),
            })
            .ToArray();
        var machineFolder = Path.Combine(folder.Path, "m1", "reproduce-000");
        WriteRun(Path.Combine(machineFolder, "E11"), rows);
        ReproducePage.WriteLeftOut(machineFolder,
            [(reference.Rows.Single(r => r.Key.Method == "OrleansGrainCall" && r.Key.Parameters == "Concurrency=1000"), "a planted reason")]);

        var page = ReproducePage.Build(seed, reference, machineFolder);
        Assert.Equal("m1", page.MachineId);
        Assert.True(page.Full);
        Assert.Equal(reference.Rows.Count, page.Rows.Count);
        Assert.Equal(9, page.Comparisons.Count); // three frameworks against the custom actor at each of three C
        var proto1 = page.Comparisons.Single(c => c.Row.Seed.Key.Method == "ProtoActorRequestAsync" && c.Row.Seed.Key.Parameters == "Concurrency=1");
        Assert.Equal(2 * proto1.SeedRatio, proto1.OurRatio!.Value, 9);
        Assert.Equal("holds, larger", proto1.Verdict);
        var akka100 = page.Comparisons.Single(c => c.Row.Seed.Key.Method == "AkkaAsk" && c.Row.Seed.Key.Parameters == "Concurrency=100");
        Assert.Equal(akka100.SeedRatio, akka100.OurRatio!.Value, 9);
        Assert.Equal("holds", akka100.Verdict);
        var orleans1000 = page.Comparisons.Single(c => c.Row.Seed.Key.Method == "OrleansGrainCall" && c.Row.Seed.Key.Parameters == "Concurrency=1000");
        Assert.Null(orleans1000.OurRatio);
        Assert.Equal("not measured here", orleans1000.Verdict);
        Assert.Contains(page.NotMeasured, n => n.Contains("OrleansGrainCall", StringComparison.Ordinal) && n.EndsWith("a planted reason", StringComparison.Ordinal));

        var written = page.Write(machineFolder);
        var markdown = File.ReadAllText(written);
        Assert.Contains("# Seed 000 reproduced on m1", markdown);
        Assert.Contains("| 1 | ProtoActorPing (concurrency=1) | CustomActorPing |", markdown);
        Assert.Contains("holds, larger", markdown);
        Assert.Contains("a planted reason", markdown);
        Assert.Contains(seed.About, markdown);
        Assert.Contains("Test CPU", markdown);
        Assert.True(File.Exists(Path.Combine(machineFolder, ReproducePage.ChartFile)));
        // made from the folder alone: made again, byte for byte the same
        var before = Snapshot(machineFolder);
        ReproducePage.Build(seed, reference, machineFolder).Write(machineFolder);
        Assert.Equal(before, Snapshot(machineFolder));
    }

    [Fact]
    public void Seed_001_sits_beside_E15s_echo_at_a_thousand_clients_and_lists_its_other_rows_with_their_reasons()
    {
        using var folder = new TempFolder();
        var seed = SeedReproduction.Find("001");
        var reference = SeedReproduction.Reference(Repo, seed);
        var plan = SeedReproduction.PlanFor(Repo, reference, RunLength.Quick);
        Assert.Equal(["E15"], plan.Runs.Select(r => r.Experiment.Id));
        var page = ReproducePage.Build(seed, reference, Path.Combine(folder.Path, "m1", "reproduce-001-quick"));
        // SlimSocketPingpong (a raw-socket transport) beside AkkaPingpong, as the seed read it
        Assert.Equal(["LabTransport vs AkkaRemote"], page.Comparisons.Select(c => $"{c.Row.Seed.Key.Method} vs {c.Baseline.Seed.Key.Method}"));
        Assert.All(page.Comparisons, c => Assert.Equal(new RowKey("RemoteEchoBenchmarks", "AkkaRemote", "Clients=1000"), c.Baseline.Seed.Key));
        // N = M = 100 printed no rate; InterfacedPingpong runs on Akka.Interfaced, not served here; the two mapped rows
        // have no run in this folder yet
        Assert.Equal(6, page.NotMeasured.Count);
        Assert.Equal(4, page.NotMeasured.Count(n => n.Contains("printed no rate", StringComparison.Ordinal) || n.Contains("Akka.Interfaced", StringComparison.Ordinal)));
        Assert.False(page.Full);
    }

    private static void WriteRun(string experimentFolder, ResultRow[] rows)
    {
        var started = new DateTime(2026, 1, 1, 12, 0, 0, DateTimeKind.Utc);
        var dir = ResultStore.CreateRunDirectory(experimentFolder, started, "abc1234", quick: false);
        ResultStore.WriteRecord(dir, new EnvRecord
        {
            Experiment = "E11",
            Job = "Full",
            StartedUtc = started,
            Commit = "abc1234def",
            Machine = new MachineRecord { Id = "m1", CpuModel = "Test CPU", PhysicalCores = 2, LogicalCores = 2 },
        });
        File.WriteAllText(Path.Combine(dir, "x-lab.json"), JsonSerializer.Serialize(new LabJsonFile { Rows = [.. rows] }, LabJsonFile.JsonOptions));
    }

    private static Dictionary<string, string> Snapshot(string folder) =>
        Directory.EnumerateFiles(folder, "*", SearchOption.AllDirectories).ToDictionary(f => f, File.ReadAllText);

    private sealed class TempFolder : IDisposable
    {
        public string Path { get; } = Directory.CreateTempSubdirectory("perfbuf-reproduce-").FullName;

        public void Dispose() => Directory.Delete(Path, recursive: true);
    }
}
