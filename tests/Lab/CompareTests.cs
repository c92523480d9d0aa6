using System.Text;
using System.Text.Json;
using PerfBuf.Lab;
using PerfBuf.Tests.Experiments;

namespace PerfBuf.Tests.Lab;

/// <summary>`lab compare`, the seed mapping, derived columns, headlines over overheads and charts.</summary>
public sealed class CompareTests : IDisposable
{
    private readonly string _root = Directory.CreateTempSubdirectory("perfbuf-compare-").FullName;

    public void Dispose() => Directory.Delete(_root, recursive: true);

    private RepoPaths Paths => new(_root);

    private string StoreRun(string machine, string experiment, DateTime started, params ResultRow[] rows)
    {
        var store = new ResultStore(Path.Combine(_root, "results"));
        var dir = store.CreateRunDirectory(machine, experiment, started, "abc1234", quick: false);
        ResultStore.WriteRecord(dir, new EnvRecord
        {
            Experiment = experiment,
            Job = "Full",
            StartedUtc = started,
            Commit = "abc1234def",
            Machine = new MachineRecord { Id = machine, CpuModel = "Test CPU", PhysicalCores = 2, LogicalCores = 2 },
        });
        File.WriteAllText(Path.Combine(dir, "x-lab.json"), JsonSerializer.Serialize(new LabJsonFile { Rows = [.. rows] }, LabJsonFile.JsonOptions));
        return dir;
    }

    private static ResultRow Row(string type, string method, string parameters, double meanNs, bool baseline = false) => new()
    {
        Type = type,
        Method = method,
        Parameters = parameters,
        Baseline = baseline,
        Success = true,
        MeanNs = meanNs,
    };

    [Fact]
    public void Two_runs_match_row_by_row_with_known_ratios_and_list_what_does_not_match()
    {
        var a = StoreRun("m1", "E03", new DateTime(2026, 1, 1),
            Row("SingleActorBenchmarks", "ThreadedActor", "Work=Sum", 10),
            Row("SingleActorBenchmarks", "MailboxProcessor", "Work=Sum", 400),
            Row("SingleActorBenchmarks", "Payload", "Work=Sum", 7));
        var b = StoreRun("m2", "E03", new DateTime(2026, 1, 2),
            Row("SingleActorBenchmarks", "ThreadedActor", "Work=Sum", 5),
            Row("SingleActorBenchmarks", "MailboxProcessor", "Work=Sum", 100),
            Row("SingleActorBenchmarks", "ChannelActor", "Work=Sum", 50));
        var sets = new ResultSets(Paths);
        var comparison = Comparison.Of(sets.Resolve(a), sets.Resolve(b));
        Assert.Equal(2, comparison.Matched.Count);
        Assert.Equal(2.0, comparison.Matched.Single(r => r.Key.Method == "ThreadedActor").TimeRatio, 9);
        Assert.Equal(4.0, comparison.Matched.Single(r => r.Key.Method == "MailboxProcessor").TimeRatio, 9);
        Assert.Equal("Payload", Assert.Single(comparison.OnlyA).Key.Method);
        Assert.Equal("ChannelActor", Assert.Single(comparison.OnlyB).Key.Method);
    }

    [Fact]
    public void A_machine_id_resolves_to_the_rows_its_write_ups_show()
    {
        StoreRun("m1", "E03", new DateTime(2026, 1, 1), Row("SingleActorBenchmarks", "ThreadedActor", "Work=Sum", 10));
        StoreRun("m1", "E03", new DateTime(2026, 1, 3), Row("SingleActorBenchmarks", "ThreadedActor", "Work=Sum", 8));
        var set = new ResultSets(Paths).Resolve("m1");
        Assert.Equal(8, Assert.Single(set.Rows).MeanNs);
    }

    [Fact]
    public void Unknown_set_is_a_usage_error_naming_what_exists()
    {
        StoreRun("m1", "E03", new DateTime(2026, 1, 1), Row("SingleActorBenchmarks", "ThreadedActor", "Work=Sum", 10));
        var error = Assert.Throws<LabUsageException>(() => new ResultSets(Paths).Resolve("nowhere"));
        Assert.Contains("machines: m1", error.Message);
    }

    private void WriteReference()
    {
        var dir = Path.Combine(_root, "results", "reference", "seedbox");
        Directory.CreateDirectory(dir);
        File.WriteAllText(Path.Combine(dir, "seed.csv"),
            "table,Method,N,Mean,T,P,Job\n" +
            "2,Fast,100000,6.000 ms,,,J2\n" +
            "2,Fast,100000,9.000 ms,,,J1\n" +
            "3,Grid,1000,\"1,500.5 ms\",10,True,\n" +
            "9,Odd,1,1 ns,,,\n");
        File.WriteAllText(Path.Combine(dir, "seed-mapping.csv"),
            "# comment lines are skipped\n" +
            "table,source_method,source_filter,experiment,type,method,parameters,ops_per_invoke,note\n" +
            "2,Fast,Job=J2,E03,SingleActorBenchmarks,ThreadedActor,Work=Sum,100000,\n" +
            "2,,,,,,,,the J1 rows repeat J2\n" +
            "3,Grid,,E05,AsyncVsThreadsBenchmarks,ThreadedActor,T={T}&Work={P|False=Sum|True=Sha512},1,\n");
    }

    [Fact]
    public void Reference_rows_are_mapped_onto_lab_rows_in_lab_units_and_the_rest_is_listed_with_a_reason()
    {
        WriteReference();
        var set = new ResultSets(Paths).Resolve("seedbox");
        Assert.Equal(2, set.Rows.Count);
        var perMessage = set.Rows.Single(r => r.Experiment == "E03");
        Assert.Equal(new RowKey("SingleActorBenchmarks", "ThreadedActor", "Work=Sum"), perMessage.Key);
        Assert.Equal(60.0, perMessage.MeanNs, 9); // 6 ms / 100 000 messages
        var grid = set.Rows.Single(r => r.Experiment == "E05");
        Assert.Equal("T=10&Work=Sha512", grid.Key.Parameters);
        Assert.Equal(1_500.5e6, grid.MeanNs, 3);
        Assert.Equal(2, set.Unmapped.Count);
        Assert.Contains(set.Unmapped, u => u.Contains("the J1 rows repeat J2", StringComparison.Ordinal));
        Assert.Contains(set.Unmapped, u => u.Contains("Odd", StringComparison.Ordinal) && u.Contains("no lab counterpart", StringComparison.Ordinal));
    }

    [Fact]
    public void Reference_against_a_run_gives_the_seed_time_over_ours()
    {
        WriteReference();
        var run = StoreRun("m1", "E03", new DateTime(2026, 1, 1), Row("SingleActorBenchmarks", "ThreadedActor", "Work=Sum", 6));
        var sets = new ResultSets(Paths);
        var comparison = Comparison.Of(sets.Resolve("seedbox"), sets.Resolve(run));
        Assert.Equal(10.0, Assert.Single(comparison.Matched).TimeRatio, 9);
    }

    [Fact]
    public void The_committed_seed_mapping_maps_every_seed_table_row_or_says_why_not()
    {
        var repo = RepoPaths.Discover();
        var set = new ResultSets(repo).Resolve(Report.SeedReference);
        // table 2's MonitoringJob2 rows (5), table 3's P = 100 cells (12), table 5 (12), table 6 (12)
        Assert.Equal(41, set.Rows.Count);
        Assert.All(set.Unmapped, u => Assert.DoesNotContain("no lab counterpart in the mapping", u, StringComparison.Ordinal));
        Assert.All(set.Rows, r => Assert.NotNull(Catalog.Find(r.Experiment)));
        // every mapped row is a real benchmark case: class, method and parameters exactly as BDN prints them
        var cases = RealRows();
        Assert.All(set.Rows, r => Assert.Contains(r.Key, cases));
    }

    [Fact]
    public void The_committed_seed_004_mapping_sets_each_seed_row_beside_a_seed_faithful_row_on_the_producer_model_it_had()
    {
        var repo = RepoPaths.Discover();
        var set = new ResultSets(repo).Resolve(Report.SeedReference);
        // the seed's work (a distinct array per message, scalar sum, actors made per invocation) is done by the
        // SeedFaithful classes only: no seed row is set beside one of the experiments' own rows
        Assert.All(set.Rows, r => Assert.True(Catalog.Find(r.Experiment)!.SeedFaithfulOf(r.Key.Type) is not null,
            $"{r.Key} ({r.Source}) is not a seed-faithful row"));
        // its ThreadedActor3 and ThreadedActor4 queued into a ConcurrentQueue, which takes any poster: multi-producer rows
        Assert.DoesNotContain(set.Rows, r => r.Key.Method == "ThreadedActor");
        Assert.Equal(62.02, set.Rows.Single(r => r.Key == new RowKey("SeedFaithfulSingleActorBenchmarks", "ThreadedActorMpsc")).MeanNs, 6);
        // its Payload row timed the producer loop too: the work alone is Payload − Hammer (6.199 − 1.388 ms per 100 000)
        Assert.Equal(48.11, set.Rows.Single(r => r.Key == new RowKey("SeedFaithfulSingleActorBenchmarks", "Payload")).MeanNs, 6);
        Assert.Equal(275_406_000, set.Rows.Single(r => r.Key == new RowKey("SeedFaithfulFanOutBenchmarks", "ThreadedActorMpsc", "T=100&N=100000&P=100")).MeanNs, 3);
        Assert.Equal(1_135_409_000, set.Rows.Single(r => r.Key == new RowKey("SeedFaithfulAsyncVsThreadsBenchmarks", "ChannelActor", "T=100&Work=Sha512")).MeanNs, 3);
        Assert.Equal(13_200_000, set.Rows.Single(r => r.Key == new RowKey("SeedFaithfulBackpressureBenchmarks", "Block", "T=1&Work=SumScalar")).MeanNs, 3);
        // table 3's P = 10 and P = 1 000 cells are not run seed-faithfully, and say so
        var table3 = set.Unmapped.Where(u => u.Contains(": table 3,", StringComparison.Ordinal)).ToList();
        Assert.Equal(24, table3.Count);
        Assert.All(table3, u => Assert.Contains("other work", u, StringComparison.Ordinal));
    }

    private static HashSet<RowKey> RealRows() =>
        [.. SmokeRunner.AllCases().Select(bc => new RowKey(bc.Descriptor.Type.Name, bc.Descriptor.WorkloadMethod.Name, bc.Parameters.PrintInfo))];

    [Fact]
    public void Every_headline_names_real_benchmark_rows()
    {
        var cases = RealRows();
        foreach (var headline in Catalog.All.SelectMany(e => e.Headlines))
        {
            var peer = headline.Peer is { } package ? PeerProbe.ByPackage(package) : null;
            if (headline.Peer is not null)
            {
                Assert.True(peer is not null, $"headline '{headline.Label}' names peer package {headline.Peer}, which no peer has");
            }
            foreach (var key in new[] { headline.Row, headline.Baseline, headline.Minus, headline.Floor }.OfType<RowKey>())
            {
                if (peer is not null && !PeerProbe.IsBuilt(peer) && !cases.Any(c => c.Type == key.Type && c.Method == key.Method))
                {
                    continue; // that peer's row: compiled, and so checked, where that peer restores
                }
                if (headline.Native && !PerfBuf.Core.Native.NativeFloor.IsAvailable && !cases.Any(c => c.Type == key.Type && c.Method == key.Method))
                {
                    continue; // a native row: run, and so checked, where the native floor is built
                }
                if (key.Parameters == Headline.EveryCell)
                {
                    Assert.Contains(cases, c => c.Type == key.Type && Headline.MethodMatches(key, c.Method));
                }
                else if (Headline.IsBestOf(key))
                {
                    // a "best of" names at least one real row; where its peers are not built, only ours may match
                    Assert.True(cases.Any(c => c.Type == key.Type && c.Parameters == key.Parameters && Headline.MethodMatches(key, c.Method)) || peer is not null,
                        $"headline '{headline.Label}' picks the best of {key}, which matches no benchmark case");
                }
                else
                {
                    Assert.True(cases.Contains(key), $"headline '{headline.Label}' names {key}, which no benchmark case has");
                }
            }
        }
    }

    [Fact]
    public void A_reference_without_table_or_Mean_columns_is_read_through_mean_column_and_method_notes()
    {
        var dir = Path.Combine(_root, "results", "reference", "plainbox");
        Directory.CreateDirectory(dir);
        File.WriteAllText(Path.Combine(dir, "plain.csv"),
            "method,concurrency,mean_ns_per_op\n" +
            "FastPing,1,150.5\n" +
            "FastPing,100,20000\n" +
            "SlowPing,1,9000\n" +
            "OddPing,1,1\n");
        File.WriteAllText(Path.Combine(dir, "plain-mapping.csv"),
            "table,source_method,source_filter,experiment,type,method,parameters,ops_per_invoke,note,mean_column\n" +
            ",FastPing,concurrency=1,E11,PingPongBenchmarks,PoolActorInline,Concurrency={concurrency},1,,mean_ns_per_op\n" +
            ",FastPing,concurrency=100,E11,PingPongBenchmarks,PoolActorInline,Concurrency={concurrency},100,,mean_ns_per_op\n" +
            ",SlowPing,,,,,,,not measured — package not available,\n");
        var set = new ResultSets(Paths).Resolve("plainbox");
        Assert.Equal(2, set.Rows.Count);
        Assert.Equal(150.5, set.Rows.Single(r => r.Key.Parameters == "Concurrency=1").MeanNs, 9);
        Assert.Equal(200.0, set.Rows.Single(r => r.Key.Parameters == "Concurrency=100").MeanNs, 9); // per request
        Assert.Equal(2, set.Unmapped.Count);
        Assert.Contains(set.Unmapped, u => u.Contains("SlowPing", StringComparison.Ordinal) && u.Contains("package not available", StringComparison.Ordinal));
        Assert.Contains(set.Unmapped, u => u.Contains("OddPing", StringComparison.Ordinal) && u.Contains("no lab counterpart", StringComparison.Ordinal));
    }

    [Fact]
    public void The_committed_seed_000_mapping_gives_ns_per_request_on_E11_rows_and_names_Orleans()
    {
        var repo = RepoPaths.Discover();
        var e11 = Catalog.Find("E11")!;
        Assert.Equal("i7-7700HQ", e11.Seed.Set);
        var set = new ResultSets(repo).Resolve(e11.Seed.Set);
        Assert.Equal(12, set.Rows.Count); // CustomActor, Proto.Actor, Akka.Net, Orleans × C = 1, 100, 1 000
        Assert.All(set.Rows, r => Assert.Equal("E11", r.Experiment));
        // the seed sent one request to each of C actors: SeedPingPongBenchmarks' workload, its CustomActor the row without a mailbox
        Assert.Equal(155.7, set.Rows.Single(r => r.Key == new RowKey("SeedPingPongBenchmarks", "CustomActorNoMailbox", "Concurrency=1")).MeanNs, 6);
        Assert.Equal(2_890.304, set.Rows.Single(r => r.Key == new RowKey("SeedPingPongBenchmarks", "ProtoActorRequestAsync", "Concurrency=1000")).MeanNs, 6);
        Assert.Equal(2_712.44, set.Rows.Single(r => r.Key == new RowKey("SeedPingPongBenchmarks", "AkkaAsk", "Concurrency=100")).MeanNs, 6);
        Assert.Equal(7_587.61, set.Rows.Single(r => r.Key == new RowKey("SeedPingPongBenchmarks", "OrleansGrainCall", "Concurrency=1000")).MeanNs, 6);
        Assert.Empty(set.Unmapped);
        var type = e11.Benchmarks.Single(t => t.Name == "SeedPingPongBenchmarks");
        foreach (var row in set.Rows)
        {
            Assert.Equal(type.Name, row.Key.Type);
            // a peer's row exists where that peer is built
            var peer = row.Key.Method switch
            {
                var m when m.StartsWith("ProtoActor", StringComparison.Ordinal) => PeerProbe.Named("ProtoActor"),
                var m when m.StartsWith("Akka", StringComparison.Ordinal) => PeerProbe.Named("Akka"),
                var m when m.StartsWith("Orleans", StringComparison.Ordinal) => PeerProbe.Named("Orleans"),
                _ => null,
            };
            if (peer is null || PeerProbe.IsBuilt(peer))
            {
                Assert.NotNull(type.GetMethod(row.Key.Method));
            }
        }
    }

    [Fact]
    public void A_reference_of_operations_per_second_is_read_through_rate_column_as_ns_per_operation()
    {
        var dir = Path.Combine(_root, "results", "reference", "ratebox");
        Directory.CreateDirectory(dir);
        File.WriteAllText(Path.Combine(dir, "rates.csv"),
            "implementation,senders,messages_per_sender,msgs_per_s\n" +
            "Fast (F#),8,1000,4000000\n" +
            "Fast (F#),8,10,25\n" +
            "Stalled,8,1000,0\n");
        File.WriteAllText(Path.Combine(dir, "rates-mapping.csv"),
            "table,source_method,source_filter,experiment,type,method,parameters,ops_per_invoke,note,rate_column\n" +
            ",Fast (F#),messages_per_sender=1000,E12,CounterActorBenchmarks,HopacCh,SendersPerCore=1,1,,msgs_per_s\n" +
            ",Stalled,,E12,CounterActorBenchmarks,MailboxProcessor,SendersPerCore=1,1,,msgs_per_s\n" +
            ",Fast (F#),,,,,,,a short run,\n");
        var set = new ResultSets(Paths).Resolve("ratebox");
        var row = Assert.Single(set.Rows);
        Assert.Equal(new RowKey("CounterActorBenchmarks", "HopacCh", "SendersPerCore=1"), row.Key);
        Assert.Equal(250.0, row.MeanNs, 9); // 10^9 / 4 000 000 msgs/s
        Assert.Equal(2, set.Unmapped.Count);
        Assert.Contains(set.Unmapped, u => u.Contains("messages_per_sender=10", StringComparison.Ordinal) && u.Contains("a short run", StringComparison.Ordinal));
        Assert.Contains(set.Unmapped, u => u.Contains("Stalled", StringComparison.Ordinal) && u.Contains("unreadable msgs_per_s '0'", StringComparison.Ordinal));
    }

    [Fact]
    public void The_committed_seed_002_mapping_gives_ns_per_message_on_E12_rows()
    {
        var repo = RepoPaths.Discover();
        var e12 = Catalog.Find("E12")!;
        Assert.Equal("published", e12.Seed.Set);
        var set = new ResultSets(repo).Resolve(e12.Seed.Set);
        // the folder holds other seeds' tables too (seed 003's): this test reads seed 002's rows only
        var rows = set.Rows.Where(r => r.Source == "seed-002-counter-actor.csv").ToList();
        Assert.Equal(2, rows.Count); // Hopac ChMsg and MailboxProcessor, 8 × 3 000 000 messages
        Assert.All(rows, r => Assert.Equal("E12", r.Experiment));
        Assert.Equal(rows, set.Rows.Where(r => r.Experiment == "E12"));
        Assert.Equal(1e9 / 4_721_725, rows.Single(r => r.Key == new RowKey("CounterActorBenchmarks", "HopacCh", "SendersPerCore=1")).MeanNs, 9);
        Assert.Equal(1e9 / 1_159_185, rows.Single(r => r.Key == new RowKey("CounterActorBenchmarks", "MailboxProcessor", "SendersPerCore=1")).MeanNs, 9);
        var unmapped = set.Unmapped.Where(u => u.StartsWith("seed-002-counter-actor.csv ", StringComparison.Ordinal)).ToList();
        Assert.Equal(18, unmapped.Count); // the shorter runs and the Kotlin rows, each with its note
        Assert.All(unmapped, u => Assert.DoesNotContain("no lab counterpart in the mapping", u, StringComparison.Ordinal));
        var type = e12.Benchmarks.Single();
        Assert.All(rows, r => Assert.Equal(type.Name, r.Key.Type));
        Assert.NotNull(type.GetMethod("MailboxProcessor"));
        if (PeerProbe.IsBuilt(PeerProbe.Named("Hopac")))
        {
            Assert.NotNull(type.GetMethod("HopacCh"));
        }
    }

    [Fact]
    public void A_note_line_with_a_filter_covers_only_the_rows_it_matches()
    {
        var dir = Path.Combine(_root, "results", "reference", "notebox");
        Directory.CreateDirectory(dir);
        File.WriteAllText(Path.Combine(dir, "bench.csv"),
            "benchmark,library,platform,result,unit\n" +
            "PingPong,Fast,.NET,4000000,msg/s\n" +
            "PingPong,Fast,Go,8000000,msg/s\n" +
            "Remote,Fast,.NET,1000,msg/s\n" +
            "Spawn,Fast,.NET,1.5,s\n");
        File.WriteAllText(Path.Combine(dir, "bench-mapping.csv"),
            "table,source_method,source_filter,experiment,type,method,parameters,ops_per_invoke,note,rate_column\n" +
            ",,benchmark=PingPong&platform=.NET&unit=msg/s,E13,LocalPingPongBenchmarks,ProtoActor,Pairs=8,1,,result\n" +
            ",,platform=Go,,,,,,not .NET,\n" +
            ",,benchmark=Remote,,,,,,another process,\n");
        var set = new ResultSets(Paths).Resolve("notebox");
        var row = Assert.Single(set.Rows);
        Assert.Equal(new RowKey("LocalPingPongBenchmarks", "ProtoActor", "Pairs=8"), row.Key);
        Assert.Equal(250.0, row.MeanNs, 9); // 10^9 / 4 000 000 msg/s
        Assert.Equal(3, set.Unmapped.Count);
        Assert.Contains(set.Unmapped, u => u.Contains("platform=Go", StringComparison.Ordinal) && u.EndsWith("not .NET", StringComparison.Ordinal));
        Assert.Contains(set.Unmapped, u => u.Contains("benchmark=Remote", StringComparison.Ordinal) && u.EndsWith("another process", StringComparison.Ordinal));
        Assert.Contains(set.Unmapped, u => u.Contains("benchmark=Spawn", StringComparison.Ordinal) && u.EndsWith("no lab counterpart in the mapping", StringComparison.Ordinal));
    }

    [Fact]
    public void The_committed_seed_003_mapping_gives_ns_per_message_on_E13_rows_at_eight_pairs()
    {
        var repo = RepoPaths.Discover();
        var e13 = Catalog.Find("E13")!;
        Assert.Equal("published", e13.Seed.Set);
        var set = new ResultSets(repo).Resolve(e13.Seed.Set);
        var rows = set.Rows.Where(r => r.Experiment == "E13").ToList();
        Assert.All(rows, r => Assert.Equal("seed-003-proto-actor-benchmarks.csv", r.Source));
        Assert.Equal(1e9 / 64_000_000, rows.Single(r => r.Key == new RowKey("LocalPingPongBenchmarks", "ProtoActor", "Pairs=8")).MeanNs, 9);
        Assert.Equal(1e9 / 43_000_000, rows.Single(r => r.Key == new RowKey("LocalPingPongBenchmarks", "Akka", "Pairs=8")).MeanNs, 9);
        Assert.Equal(1e9 / 170_000, rows.Single(r => r.Key == new RowKey("LocalPingPongBenchmarks", "OrleansGrainCall", "Pairs=8")).MeanNs, 9);
        Assert.Equal(3, rows.Count);
        // its other LocalPingPong rows (Go, serialization) and its remote Go row say why they have no counterpart (its .NET
        // remote rows sit beside E15's)
        var notMapped = set.Unmapped.Where(u => u.StartsWith("seed-003-proto-actor-benchmarks.csv ", StringComparison.Ordinal)
                                                && (u.Contains("benchmark=LocalPingPong", StringComparison.Ordinal) || u.Contains("benchmark=RemoteBenchmark", StringComparison.Ordinal)))
            .ToList();
        Assert.Equal(3, notMapped.Count);
        var remote = set.Rows.Where(r => r.Experiment == "E15" && r.Source == "seed-003-proto-actor-benchmarks.csv").ToList();
        Assert.Equal(1e9 / 2_400_000, remote.Single(r => r.Key == new RowKey("RemoteStreamBenchmarks", "ProtoRemote", "")).MeanNs, 9);
        Assert.Equal(1e9 / 38_000, remote.Single(r => r.Key == new RowKey("RemoteStreamBenchmarks", "AkkaRemote", "")).MeanNs, 9);
        Assert.Equal(2, remote.Count);
        Assert.All(notMapped, u => Assert.DoesNotContain("no lab counterpart in the mapping", u, StringComparison.Ordinal));
        var cases = RealRows();
        foreach (var r in rows)
        {
            var peer = r.Key.Method switch { "ProtoActor" => "ProtoActor", "Akka" => "Akka", _ => "Orleans" };
            if (PeerProbe.IsBuilt(PeerProbe.Named(peer)))
            {
                Assert.Contains(r.Key, cases);
            }
        }
    }

    [Theory]
    [InlineData("6.029 ms", 6_029_000)]
    [InlineData("1,470.09 ms", 1_470_090_000)]
    [InlineData("155.7 ns", 155.7)]
    [InlineData("20.49 μs", 20_490)]
    [InlineData("1.5 s", 1_500_000_000)]
    public void Seed_times_parse_in_every_unit(string text, double ns)
    {
        Assert.True(ReferenceSet.TryParseTime(text, out var parsed));
        Assert.Equal(ns, parsed, 6);
    }

    [Fact]
    public void Overhead_headline_subtracts_the_reference_row_and_checks_its_target()
    {
        StoreRun("m1", "E03", new DateTime(2026, 1, 1),
            Row("SingleActorBenchmarks", "Payload", "Work=Sum", 10),
            Row("SingleActorBenchmarks", "ThreadedActorMpsc", "Work=Sum", 12),
            Row("SingleActorBenchmarks", "MailboxProcessor", "Work=Sum", 210, baseline: true));
        var e03 = Catalog.Find("E03")!;
        var values = new Report(Paths).Headlines(e03);
        var absolute = values.First(v => v.Headline.IsAbsolute);
        Assert.Equal("ThreadedActorMpsc", absolute.Headline.Row.Method); // the multi-producer mailbox leads (like for like)
        Assert.Equal(2.0, absolute.Ratio!.Value, 9);
        Assert.Null(absolute.Met); // informational: E03's target is on the best peer and the floor (issue 26)
        Assert.Equal("2.000 ns (1 launch)", absolute.Text);
        var lead = values[0]; // whole time against the best like-for-like peer; its floor row has no result here
        Assert.Equal(17.5, lead.Ratio!.Value, 9);
        Assert.Equal("best: MailboxProcessor", lead.Picked);
        Assert.Null(lead.Met);
        Assert.Equal("not measured", lead.FloorText);
        var vsMailbox = values.Single(v => v.Headline.Baseline?.Method == "MailboxProcessor" && v.Headline.Minus is not null);
        Assert.Equal(100.0, vsMailbox.Ratio!.Value, 9); // (210 − 10) / (12 − 10)
        Assert.True(vsMailbox.Met);
    }

    [Fact]
    public void Every_cell_headline_is_the_worst_cell()
    {
        StoreRun("m1", "E04", new DateTime(2026, 1, 1),
            Row("FanOutBenchmarks", "ThreadedActorMpsc", "T=10&N=1000&P=10", 10),
            Row("FanOutBenchmarks", "MailboxProcessor", "T=10&N=1000&P=10", 50, baseline: true),
            Row("FanOutBenchmarks", "ThreadedActorMpsc", "T=100&N=100000&P=100", 100),
            Row("FanOutBenchmarks", "MailboxProcessor", "T=100&N=100000&P=100", 80, baseline: true));
        var values = new Report(Paths).Headlines(Catalog.Find("E04")!);
        var worst = values.Single(v => v.Headline.Row.Parameters == Headline.EveryCell);
        Assert.Equal(0.8, worst.Ratio!.Value, 9);
        Assert.False(worst.Met);
    }

    [Fact]
    public void Every_cell_headline_reads_only_its_own_class()
    {
        // E10's chain has rows of the same names as its fan-out, in the same run; the fan-out's headline must not
        // take the chain's cells (nor miss its baseline there and say n/a)
        StoreRun("m1", "E10", new DateTime(2026, 1, 1),
            Row("AffineFanOutBenchmarks", "RuntimeOnAffinePool", "Work=Sum&T=2", 10),
            Row("AffineFanOutBenchmarks", "PoolActor", "Work=Sum&T=2", 30, baseline: true),
            Row("AffineFanOutBenchmarks", "RuntimeOnThreadPool", "Work=Sum&T=2", 20),
            Row("AffineFanOutBenchmarks", "RuntimeOnAffinePoolBounded", "Work=Sum&T=2", 15),
            Row("AffineFanOutBenchmarks", "RuntimeOnThreadPoolBounded", "Work=Sum&T=2", 45),
            Row("AffineChainBenchmarks", "RuntimeOnAffinePool", "K=2", 100),
            Row("AffineChainBenchmarks", "PoolActor", "K=2", 10, baseline: true),
            Row("AffineChainBenchmarks", "RuntimeOnThreadPool", "K=2", 10),
            Row("AffineSpawnBenchmarks", "RuntimeOnAffinePool", "", 100),
            Row("AffineSpawnBenchmarks", "RuntimeOnThreadPool", "", 10, baseline: true));
        var values = new Report(Paths).Headlines(Catalog.Find("E10")!);
        var vsPool = values.First(v => v.Headline.Row.Parameters == Headline.EveryCell && v.Headline.Baseline?.Method == "PoolActor"
            && v.Headline.Row.Method == "RuntimeOnAffinePoolBounded");
        Assert.Equal("RuntimeOnAffinePoolBounded", vsPool.Headline.Row.Method);
        Assert.Equal(2.0, vsPool.Ratio!.Value, 9);
        var bounded = values.First(v => v.Headline.Row.Parameters == Headline.EveryCell && v.Headline.Baseline?.Method == "RuntimeOnThreadPoolBounded");
        Assert.Equal(3.0, bounded.Ratio!.Value, 9);
        var vsThreadPool = values.First(v => v.Headline.Row.Parameters == Headline.EveryCell && v.Headline.Baseline?.Method == "RuntimeOnThreadPool"
            && v.Headline.Row.Method == "RuntimeOnAffinePool");
        Assert.Equal(2.0, vsThreadPool.Ratio!.Value, 9);
    }

    [Fact]
    public void Every_cell_headline_over_a_best_of_takes_the_fastest_row_in_each_cell()
    {
        // E13's target: our runtime's crossing rows, whichever is faster in a cell, against Proto.Actor in every cell
        static ResultRow Measured(string method, string pairs, double meanNs, bool baseline = false)
        {
            var row = Row("LocalPingPongBenchmarks", method, $"Pairs={pairs}", meanNs, baseline);
            row.AllocatedBytesPerOp = method.StartsWith("Runtime", StringComparison.Ordinal) ? 0 : 24;
            return row;
        }
        StoreRun("m1", "E13", new DateTime(2026, 1, 1),
            Measured("RuntimeAffinePoolSplit", "1", 10),
            Measured("RuntimeThreadPool", "1", 20),
            Measured("RuntimeAffinePool", "1", 5),
            Measured("ProtoActor", "1", 60, baseline: true),
            Measured("RuntimeAffinePoolSplit", "2", 40),
            Measured("RuntimeThreadPool", "2", 20),
            Measured("RuntimeAffinePool", "2", 5),
            Measured("ProtoActor", "2", 80, baseline: true));
        var values = new Report(Paths).Headlines(Catalog.Find("E13")!);
        var vsProto = values.First(v => v.Headline.Baseline?.Method == "ProtoActor" && v.Headline.Row.Method.Contains("RuntimeAffinePoolSplit", StringComparison.Ordinal));
        Assert.Equal(4.0, vsProto.Ratio!.Value, 9); // Pairs=2: 80 / 20 (the thread pool's row there), not 80 / 40
        Assert.Equal("best: RuntimeThreadPool", vsProto.Picked);
        Assert.Equal(0, vsProto.RowAllocatedBytes);
        Assert.True(vsProto.Met); // ≥ 2× in every cell, 0 B/message
        var schedulers = values.Single(v => v.Headline.Baseline?.Method == "RuntimeThreadPool" && v.Headline.Row.Method == "RuntimeAffinePoolSplit");
        Assert.Equal(0.5, schedulers.Ratio!.Value, 9); // a fixed row: the split pool's, 20 / 40 at Pairs=2
    }

    [Fact]
    public void Per_message_table_divides_by_the_messages_of_an_operation_and_subtracts_the_overhead_row()
    {
        var rows = new List<ResultRow>
        {
            Row("X", "Payload", "N=10", 100),
            Row("X", "Actor", "N=10", 150),
        };
        var sb = new StringBuilder();
        ResultTable.AppendTable(sb, rows, new TableShape("X", r => r.Number("N"), "N messages", "Payload"));
        var text = sb.ToString();
        Assert.Contains("| Actor | N=10 | 0.0001500 |", text, StringComparison.Ordinal); // ms/op
        Assert.Contains("| 15.00 | 5.000 |", text, StringComparison.Ordinal);           // ns/msg, overhead per msg
    }

    [Fact]
    public void Bandwidth_and_gc_columns_come_from_the_shape()
    {
        var rows = new List<ResultRow>
        {
            Row("X", "Base", "Size=4096", 4096, baseline: true),
            Row("X", "Ring", "Size=4096", 1024),
        };
        rows[1].Gen0Per1kOps = 0.25;
        var sb = new StringBuilder();
        ResultTable.AppendTable(sb, rows, new TableShape("X") { BytesPerMessage = r => r.Number("Size"), ShowGcs = true });
        var text = sb.ToString();
        Assert.Contains("| GB/s | vs baseline | Alloc B/op | Gen0/1k op |", text, StringComparison.Ordinal);
        Assert.Contains("| Ring | Size=4096 | 1024 |", text, StringComparison.Ordinal);
        Assert.Contains("| 4.000 | 4.00× |", text, StringComparison.Ordinal); // 4 096 B in 1 024 ns
        Assert.Contains("| 0.2500 |", text, StringComparison.Ordinal);
        Assert.Contains("| 1.000 | 1.00× |", text, StringComparison.Ordinal);
    }

    [Fact]
    public void Per_actor_table_names_its_unit_and_shows_bytes_per_actor_and_collections_per_operation()
    {
        var rows = new List<ResultRow> { Row("X", "Tree", "Depth=2", 2_220_000) };
        rows[0].AllocatedBytesPerOp = 55_500;
        rows[0].Metrics = new() { ["Gen0Collects"] = 3_000, ["Gen1Collects"] = 1_000, ["Gen2Collects"] = 0 };
        var sb = new StringBuilder();
        ResultTable.AppendTable(sb, rows, new TableShape("X", _ => 111, "one tree of 111 actors")
        {
            MessageUnit = "actor",
            ShowAllocPerMessage = true,
            ShowGcsPerOp = true,
        });
        var text = sb.ToString();
        Assert.Contains("| ms/op | StdErr ms | ns/actor | vs baseline | Alloc B/op | Alloc B/actor | Gen0/op | Gen1/op | Gen2/op |", text, StringComparison.Ordinal);
        Assert.Contains("| Tree | Depth=2 | 2.220 |  | 20000 | — | 55500 | 500.0 | 3.000 | 1.000 | 0 |", text, StringComparison.Ordinal);
        Assert.Contains("ns/actor = ns/op ÷ that, Alloc B/actor = Alloc B/op ÷ that;", text, StringComparison.Ordinal);
        Assert.DoesNotContain("ns/msg", text, StringComparison.Ordinal);
    }

    [Fact]
    public void An_allocation_headline_compares_bytes_and_picks_each_side_s_leanest_row()
    {
        var rows = new[]
        {
            Row("SkyNetBenchmarks", "RuntimeOnThreadPool", "Depth=6", 1_000),
            Row("SkyNetBenchmarks", "RuntimeOnThreadPoolLocalQueue", "Depth=6", 500),
            Row("SkyNetBenchmarks", "ProtoActorChildren", "Depth=6", 9_000),
            Row("SkyNetBenchmarks", "ProtoActorNoChildren", "Depth=6", 10_000),
        };
        rows[0].AllocatedBytesPerOp = 400;  // the leanest of ours, though not the fastest
        rows[1].AllocatedBytesPerOp = 600;
        rows[2].AllocatedBytesPerOp = 2_400;
        rows[3].AllocatedBytesPerOp = 2_000; // the leanest of Proto.Actor's, though not the fastest
        StoreRun("m1", "E14", new DateTime(2026, 1, 1), rows);
        var values = new Report(Paths).Headlines(Catalog.Find("E14")!);
        var bytes = values.Single(v => v.Headline.Measure == HeadlineMeasure.Allocation);
        Assert.Equal(5.0, bytes.Ratio!.Value, 9); // 2 000 B ÷ 400 B
        Assert.Equal("best: RuntimeOnThreadPool vs ProtoActorNoChildren", bytes.Picked);
        Assert.Equal("5.00× (bytes per operation)", bytes.Text);
        Assert.True(bytes.Met); // target ≥ 4×
        var time = values.First(v => v.Headline.Measure == HeadlineMeasure.Time && v.Headline.MinRatio == 5); // vs Proto.Actor's rows
        Assert.Equal(18.0, time.Ratio!.Value, 9); // 9 000 ns ÷ 500 ns: each side's fastest
        Assert.True(time.Met);
    }

    [Fact]
    public void A_reference_time_is_read_in_the_unit_its_row_names()
    {
        var dir = Path.Combine(_root, "results", "reference", "unitbox");
        Directory.CreateDirectory(dir);
        File.WriteAllText(Path.Combine(dir, "spawn.csv"),
            "benchmark,library,platform,result,unit\n" +
            "Tree,Lib,.NET,1.5,s\n" +
            "Tree,Other,.NET,250,ms\n" +
            "Tree,Odd,.NET,3,msg/s\n");
        File.WriteAllText(Path.Combine(dir, "spawn-mapping.csv"),
            "table,source_method,source_filter,experiment,type,method,parameters,ops_per_invoke,note,rate_column,mean_column\n" +
            ",,benchmark=Tree&library=Lib,E14,SkyNetBenchmarks,ProtoActorChildren,Depth=6,1,,,result\n" +
            ",,benchmark=Tree&library=Other,E14,SkyNetBenchmarks,ProtoActorNoChildren,Depth=6,1,,,result\n" +
            ",,benchmark=Tree&library=Odd,E14,SkyNetBenchmarks,Akka,Depth=6,1,,,result\n");
        var set = new ResultSets(Paths).Resolve("unitbox");
        Assert.Equal(2, set.Rows.Count);
        Assert.Equal(1.5e9, set.Rows.Single(r => r.Key.Method == "ProtoActorChildren").MeanNs, 6);   // 1.5 s
        Assert.Equal(250e6, set.Rows.Single(r => r.Key.Method == "ProtoActorNoChildren").MeanNs, 6); // 250 ms
        var odd = Assert.Single(set.Unmapped); // msg/s is no time: the row says so instead of reading 3 ns
        Assert.Contains("library=Odd", odd, StringComparison.Ordinal);
        Assert.Contains("unreadable result '3'", odd, StringComparison.Ordinal);
    }

    [Fact]
    public void The_committed_seed_003_mapping_gives_seconds_per_tree_on_E14_rows()
    {
        var repo = RepoPaths.Discover();
        var e14 = Catalog.Find("E14")!;
        Assert.Equal("published", e14.Seed.Set);
        var set = new ResultSets(repo).Resolve(e14.Seed.Set);
        var rows = set.Rows.Where(r => r.Experiment == "E14").ToList();
        Assert.Equal(3, rows.Count); // Proto.Actor with and without children, Akka.NET: the .NET rows with a time
        Assert.All(rows, r => Assert.Equal("seed-003-proto-actor-benchmarks.csv", r.Source));
        Assert.Equal(2.71e9, rows.Single(r => r.Key == new RowKey("SkyNetBenchmarks", "ProtoActorChildren", "Depth=6")).MeanNs, 3);
        Assert.Equal(1.29e9, rows.Single(r => r.Key == new RowKey("SkyNetBenchmarks", "ProtoActorNoChildren", "Depth=6")).MeanNs, 3);
        Assert.Equal(9.64e9, rows.Single(r => r.Key == new RowKey("SkyNetBenchmarks", "Akka", "Depth=6")).MeanNs, 3);
        // the seed's other SkyNet rows each say why they have no counterpart: Proto.Actor on Go, Akka on Scala, Orleans FAILED
        var notMapped = set.Unmapped.Where(u => u.Contains("benchmark=SpawnBenchmark", StringComparison.Ordinal)).ToList();
        Assert.Equal(3, notMapped.Count);
        Assert.Contains(notMapped, u => u.Contains("platform=Go) — SkyNet on Proto.Actor for Go", StringComparison.Ordinal));
        Assert.Contains(notMapped, u => u.Contains("platform=Scala) — SkyNet on Akka for Scala", StringComparison.Ordinal));
        Assert.Contains(notMapped, u => u.Contains("library=Orleans, platform=.NET) — SkyNet on Orleans: the seed reports FAILED", StringComparison.Ordinal));
        var cases = RealRows();
        foreach (var row in rows)
        {
            if (PeerProbe.IsBuilt(PeerProbe.Named(row.Key.Method.StartsWith("ProtoActor", StringComparison.Ordinal) ? "ProtoActor" : "Akka")))
            {
                Assert.Contains(row.Key, cases);
            }
        }
    }

    [Fact]
    public void A_quick_run_without_filters_takes_the_experiment_s_quick_cells()
    {
        var e14 = Catalog.Find("E14")!;
        var quick = new RunOptions(RunLength.Quick, [], InProcess: false, []);
        Assert.Equal(Runner.NormaliseFilters(["Depth=4"]), Runner.WithQuickFilters(e14, quick).Filters);
        var chosen = quick with { Filters = Runner.NormaliseFilters(["Akka"]) };
        Assert.Same(chosen, Runner.WithQuickFilters(e14, chosen)); // the user's own filter wins
        var full = quick with { Length = RunLength.Full };
        Assert.Same(full, Runner.WithQuickFilters(e14, full));   // a full run runs every cell
        Assert.Same(quick, Runner.WithQuickFilters(Catalog.Find("E12")!, quick)); // no quick cells: every cell
    }

    [Fact]
    public void Rows_are_ordered_by_parameter_values_as_numbers()
    {
        var values = new[] { 1, 12, 2, 4, 8 };
        var rows = values.Select(p => Row("LocalPingPongBenchmarks", "RunNextPool", $"Pairs={p}", p)).ToArray();
        var a = StoreRun("m1", "E13", new DateTime(2026, 1, 1), rows);
        var b = StoreRun("m1", "E13", new DateTime(2026, 1, 2), rows);
        var sets = new ResultSets(Paths);
        var comparison = Comparison.Of(sets.Resolve(a), sets.Resolve(b));
        Assert.Equal(["Pairs=1", "Pairs=2", "Pairs=4", "Pairs=8", "Pairs=12"], comparison.Matched.Select(r => r.Key.Parameters));
        Assert.True(ParameterOrder.Instance.Compare("Producers=2, Slots=1024", "Producers=2, Slots=65536") < 0);
        Assert.True(ParameterOrder.Instance.Compare("Producers=10, Slots=8", "Producers=9, Slots=8") > 0);
        Assert.True(ParameterOrder.Instance.Compare("Work=Sum", "Work=Noop") > 0); // text stays text
    }

    [Fact]
    public void Two_runs_of_one_machine_say_so_and_a_reference_set_has_no_machine()
    {
        var sets = new ResultSets(Paths);
        var a = sets.Resolve(StoreRun("m1", "E03", new DateTime(2026, 1, 1), Row("SingleActorBenchmarks", "ThreadedActor", "Work=Sum", 10)));
        var b = sets.Resolve(StoreRun("m1", "E03", new DateTime(2026, 1, 2), Row("SingleActorBenchmarks", "ThreadedActor", "Work=Sum", 11)));
        var c = sets.Resolve(StoreRun("m2", "E03", new DateTime(2026, 1, 3), Row("SingleActorBenchmarks", "ThreadedActor", "Work=Sum", 12)));
        Assert.Equal("m1", a.Machine);
        Assert.Equal(a.Machine, b.Machine);
        Assert.NotEqual(a.Machine, c.Machine);
        Assert.Equal("m1", sets.Resolve("m1").Machine);
    }

    [Fact]
    public void A_peer_row_run_under_both_gcs_keeps_its_faster_one_and_names_it()
    {
        var server = Row("RemoteStreamBenchmarks", "ProtoRemote", "", 80);
        server.Gc = GcKind.Server;
        var workstation = Row("RemoteStreamBenchmarks", "ProtoRemote", "", 100);
        var ours = Row("RemoteStreamBenchmarks", "LabTransport", "", 10);
        var set = new ResultSets(Paths).Resolve(StoreRun("m1", "E15", new DateTime(2026, 1, 1), workstation, server, ours));
        var peer = set.Rows.Single(r => r.Key.Method == "ProtoRemote");
        Assert.Equal(80, peer.MeanNs);
        Assert.Equal(GcKind.Server, peer.Gc);
        Assert.Null(set.Rows.Single(r => r.Key.Method == "LabTransport").Gc);

        workstation.MeanNs = 60;
        var again = new ResultSets(Paths).Resolve(StoreRun("m1", "E15", new DateTime(2026, 1, 2), workstation, server, ours));
        Assert.Equal(GcKind.Workstation, again.Rows.Single(r => r.Key.Method == "ProtoRemote").Gc);
    }
}

