using System.Text.Json;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// The peers a run records in its peers.json (docs/DESIGN.md §6) and the line the write-ups show from them: a round trip
/// through the file, the line for a package from a feed and for one from a local folder, and the committed runs whose
/// peers were built by hand.
/// </summary>
public sealed class PeerProvenanceTests : IDisposable
{
    private readonly string _root = Directory.CreateTempSubdirectory("perfbuf-peers-json-").FullName;

    public void Dispose() => Directory.Delete(_root, recursive: true);

    private static PeerProvenance FromNuGet() => new()
    {
        Peer = "Proto.Actor",
        PackageId = "Proto.Actor",
        Version = "1.8.0",
        Source = "nuget.org",
        SourceLocation = "https://api.nuget.org/v3/index.json",
        Assembly = "Proto.Actor",
        InformationalVersion = "1.8.0+e453945e137b46b7809a703dc39fec49ff9ae227",
        TargetFramework = "net8.0",
        Experiments = ["E11"],
    };

    private static PeerProvenance FromFolder() => new()
    {
        Peer = "Disruptor-net",
        PackageId = "Disruptor",
        Version = "6.0.1",
        Source = "local folder /home/me/packages (feed perfbuf-peers)",
        SourceLocation = "/home/me/packages",
        LocalFolder = true,
        Assembly = "Disruptor",
        InformationalVersion = "6.0.1+0123abc",
        TargetFramework = "net6.0",
        Experiments = ["E01", "E02"],
    };

    /// <summary>A run of <paramref name="experiment"/> stored under a scratch results/ with these peers.</summary>
    private StoredRun StoreRun(string experiment, params PeerProvenance[] peers)
    {
        var store = new ResultStore(Path.Combine(_root, "results"));
        var dir = store.CreateRunDirectory("m1", experiment, new DateTime(2026, 1, 1), "abc1234", quick: false);
        var record = new EnvRecord { Experiment = experiment, Job = "Full", Machine = new MachineRecord { Id = "m1" } };
        ResultStore.WriteRecord(dir, record);
        ResultStore.WritePeers(dir, peers);
        return new StoredRun(dir, record);
    }

    [Fact]
    public void Peers_json_round_trips_every_field()
    {
        var run = StoreRun("E11", FromNuGet(), FromFolder());
        var read = ResultStore.ReadPeers(run.Directory);
        Assert.NotNull(read);
        Assert.Equal(2, read.Count);
        Assert.Equal(JsonSerializer.Serialize(FromNuGet()), JsonSerializer.Serialize(read[0]));
        Assert.Equal(JsonSerializer.Serialize(FromFolder()), JsonSerializer.Serialize(read[1]));
        Assert.Equal(2, run.Peers?.Count);
    }

    [Fact]
    public void A_run_without_peers_json_records_no_peers_and_an_empty_one_records_none()
    {
        var dir = Directory.CreateDirectory(Path.Combine(_root, "old-run")).FullName;
        Assert.Null(ResultStore.ReadPeers(dir));
        Assert.Empty(StoreRun("E00").Peers!);
    }

    [Fact]
    public void The_write_up_line_names_package_version_feed_informational_version_and_framework()
    {
        var line = Report.PeersLine("E11", [StoreRun("E11", FromNuGet())]);
        Assert.Equal("Peers: Proto.Actor 1.8.0 (nuget.org, informational 1.8.0+e453945e137b46b7809a703dc39fec49ff9ae227, net8.0).", line);
    }

    [Fact]
    public void The_write_up_line_says_plainly_when_a_peer_came_from_a_local_folder()
    {
        var line = Report.PeersLine("E01", [StoreRun("E01", FromFolder())]);
        Assert.NotNull(line);
        Assert.StartsWith("Peers: Disruptor 6.0.1 (local folder /home/me/packages (feed perfbuf-peers), informational 6.0.1+0123abc, net6.0).", line, StringComparison.Ordinal);
        Assert.Contains("A peer from a local folder is not the package published on a public feed", line, StringComparison.Ordinal);
    }

    [Fact]
    public void A_peer_built_by_hand_shows_what_is_known_and_says_unknown_for_the_rest()
    {
        var handBuilt = new PeerProvenance
        {
            Peer = "Akka.NET",
            PackageId = "Akka",
            Version = "1.5.30",
            Source = PeerProvenance.BuiltFromSource,
            LocalFolder = true,
            Experiments = ["E11"],
        };
        var line = Report.PeersLine("E11", [StoreRun("E11", handBuilt)]);
        Assert.NotNull(line);
        Assert.StartsWith("Peers: Akka 1.5.30 (built from source, local folder, informational version unknown, framework unknown).", line, StringComparison.Ordinal);
        Assert.Contains("local folder is not the package published", line, StringComparison.Ordinal);
    }

    [Fact]
    public void The_line_shows_only_the_peers_with_rows_in_the_experiment_once_each()
    {
        var runs = new[] { StoreRun("E11", FromNuGet(), FromFolder()), StoreRun("E11", FromNuGet()) };
        var line = Report.PeersLine("E11", runs);
        Assert.NotNull(line);
        Assert.Single(System.Text.RegularExpressions.Regex.Matches(line, "Proto.Actor 1.8.0"));
        Assert.DoesNotContain("Disruptor", line, StringComparison.Ordinal);
        Assert.DoesNotContain("local folder", line, StringComparison.Ordinal);
        Assert.Null(Report.PeersLine("E00", runs));
    }

    [Theory]
    [InlineData(".NETCoreApp,Version=v8.0", "net8.0")]
    [InlineData(".NETCoreApp,Version=v10.0", "net10.0")]
    [InlineData(".NETCoreApp,Version=v3.1", "netcoreapp3.1")]
    [InlineData(".NETStandard,Version=v2.0", "netstandard2.0")]
    [InlineData(".NETFramework,Version=v4.7.2", "net472")]
    [InlineData("Something else", "Something else")]
    public void Target_framework_attributes_read_as_short_names(string frameworkName, string expected) =>
        Assert.Equal(expected, PeerProvenance.ShortFrameworkName(frameworkName));

    [Fact]
    public void Feeds_are_read_from_dotnet_nuget_list_source()
    {
        const string output =
            "Registered Sources:\n" +
            "  1.  nuget.org [Enabled]\n" +
            "      https://api.nuget.org/v3/index.json\n" +
            "  2.  perfbuf-peers [Disabled]\n" +
            "      /home/me/packages\n";
        var feeds = NuGetSources.ParseSourceList(output);
        Assert.Equal([new NuGetFeed("nuget.org", "https://api.nuget.org/v3/index.json"), new NuGetFeed("perfbuf-peers", "/home/me/packages")], feeds);
        Assert.Equal(("nuget.org", false), NuGetSources.Describe("https://api.nuget.org/v3/index.json", feeds));
        Assert.Equal(("local folder /home/me/packages/ (feed perfbuf-peers)", true), NuGetSources.Describe("/home/me/packages/", feeds));
        Assert.Equal(("local folder /elsewhere", true), NuGetSources.Describe("/elsewhere", feeds));
        Assert.Equal(("https://example.org/v3/index.json", false), NuGetSources.Describe("https://example.org/v3/index.json", feeds));
    }

    [Fact]
    public void The_resolved_version_and_the_recorded_source_come_from_NuGets_own_files()
    {
        var packages = Directory.CreateDirectory(Path.Combine(_root, "packages")).FullName;
        var assets = Path.Combine(_root, "project.assets.json");
        File.WriteAllText(assets, $$"""
            {
              "version": 3,
              "libraries": {
                "Akka/1.5.74": { "type": "package", "path": "akka/1.5.74" },
                "PerfBuf.Core/1.0.0": { "type": "project", "path": "../Core/PerfBuf.Core.csproj" }
              },
              "project": { "restore": { "packagesPath": {{JsonSerializer.Serialize(packages)}} } }
            }
            """);
        var metadata = Directory.CreateDirectory(Path.Combine(packages, "akka", "1.5.74")).FullName;
        File.WriteAllText(Path.Combine(metadata, ".nupkg.metadata"), """{ "version": 2, "contentHash": "x", "source": "https://api.nuget.org/v3/index.json" }""");

        var resolved = NuGetSources.Resolved(assets, "akka");
        Assert.Equal(("1.5.74", packages), resolved);
        Assert.Equal("https://api.nuget.org/v3/index.json", NuGetSources.RecordedLocation(packages, "Akka", "1.5.74"));
        Assert.Null(NuGetSources.Resolved(assets, "PerfBuf.Core")); // a project, not a package
        Assert.Null(NuGetSources.Resolved(Path.Combine(_root, "missing.json"), "Akka"));
    }

    /// <summary>The committed runs made with peers built by hand say so (issue 10 §3).</summary>
    [Theory]
    [InlineData("E01", "Disruptor", "6.0.1")]
    [InlineData("E02", "Disruptor", "6.0.1")]
    [InlineData("E11", "Proto.Actor", "1.6.0")]
    [InlineData("E11", "Akka", "1.5.30")]
    public void Committed_runs_with_hand_built_peers_are_labelled_as_such(string experiment, string packageId, string version)
    {
        var store = new ResultStore(RepoPaths.Discover().Results);
        var runs = store.Runs(experiment).Where(r => r.Record.Machine.Id == "intel-xeon-2c2t" && r.Rows.Any(x => x.Method.StartsWith(PeerMethodPrefix(packageId), StringComparison.Ordinal)))
            .ToList();
        Assert.NotEmpty(runs);
        foreach (var run in runs)
        {
            var peer = Assert.Single(run.Peers ?? [], p => p.PackageId == packageId);
            Assert.Equal(version, peer.Version);
            Assert.Equal(PeerProvenance.BuiltFromSource, peer.Source);
            Assert.True(peer.LocalFolder);
            Assert.Null(peer.InformationalVersion);
            Assert.Null(peer.TargetFramework);
            Assert.Contains(experiment, peer.Experiments);
        }
    }

    private static string PeerMethodPrefix(string packageId) => packageId switch
    {
        "Proto.Actor" => "ProtoActor",
        _ => packageId,
    };
}
