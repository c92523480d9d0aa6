using PerfBuf.Lab;

namespace PerfBuf.Tests.Peers;

/// <summary>
/// The peer probe's outcome as `./lab` and `./lab peers` read it, one peer at a time: from sample probe files (the
/// properties the lab script writes and each peer's own restore log), and for this build.
/// </summary>
public sealed class PeerStatusTests : IDisposable
{
    private readonly string _root = Directory.CreateTempSubdirectory("perfbuf-peers-").FullName;

    public PeerStatusTests() => File.Copy(Path.Combine(RepoPaths.Discover().Root, "Directory.Packages.props"), Path.Combine(_root, "Directory.Packages.props"));

    public void Dispose() => Directory.Delete(_root, recursive: true);

    private RepoPaths Paths => new(_root);

    /// <summary>Writes what the lab script writes: one property per peer in .lab/peers.props and each peer's restore log.</summary>
    private void Probe(params (string Project, bool Restored, string Log)[] outcomes)
    {
        Directory.CreateDirectory(Path.Combine(Paths.Scratch, "peers"));
        var properties = string.Concat(outcomes.Select(o => $"<PerfBufPeer{o.Project}>{(o.Restored ? "true" : "false")}</PerfBufPeer{o.Project}>"));
        File.WriteAllText(PeerProbe.PropsPath(Paths), $"<Project><PropertyGroup>{properties}</PropertyGroup></Project>\n");
        foreach (var (project, _, log) in outcomes)
        {
            File.WriteAllText(PeerProbe.LogPath(Paths, PeerProbe.Named(project)), log);
        }
    }

    /// <summary>As <see cref="Probe"/>, with every peer the outcomes do not name recorded as restored.</summary>
    private void ProbeWithTheRestRestored(params (string Project, bool Restored, string Log)[] outcomes) =>
        Probe([.. outcomes, .. PeerProbe.All.Where(p => outcomes.All(o => o.Project != p.Project)).Select(p => (p.Project, true, Restored(p.Project)))]);

    private static string Restored(string project) =>
        "  Determining projects to restore...\n" +
        $"  Restored /x/src/Peers/{project}/PerfBuf.Peers.{project}.csproj (in 300 ms).\n";

    private const string DisruptorNotServed =
        "  Determining projects to restore...\n" +
        "/x/src/Peers/Disruptor/PerfBuf.Peers.Disruptor.csproj : error NU1101: Unable to find package Disruptor. No packages exist with this id in source(s): nuget.org\n" +
        "  Failed to restore /x/src/Peers/Disruptor/PerfBuf.Peers.Disruptor.csproj (in 409 ms).\n";

    private const string AkkaVersionMissing =
        "  Determining projects to restore...\n" +
        "/x/src/Peers/Akka/PerfBuf.Peers.Akka.csproj : error NU1102: Unable to find package Akka with version (>= 1.5.74)\n" +
        "  Failed to restore /x/src/Peers/Akka/PerfBuf.Peers.Akka.csproj (in 1.2 sec).\n";

    [Fact]
    public void Pinned_versions_are_the_released_ones_the_design_names()
    {
        var versions = PeerProbe.PinnedVersions(Path.Combine(_root, "Directory.Packages.props"));
        Assert.Equal("6.0.1", versions["Disruptor"]);
        Assert.Equal("1.8.0", versions["Proto.Actor"]);
        Assert.Equal("1.5.74", versions["Akka"]);
        Assert.Equal("10.4.2", versions["Microsoft.Orleans.Server"]);
        Assert.Equal("10.4.2", versions["Microsoft.Orleans.Client"]);
        Assert.Equal("10.4.2", versions["Microsoft.Orleans.Sdk"]);
        Assert.Equal("10.0.5", versions["Microsoft.Extensions.Hosting"]);
        Assert.Equal("0.5.1", versions["Hopac"]);
    }

    [Fact]
    public void Every_peer_has_its_own_project_property_log_and_constant()
    {
        var root = RepoPaths.Discover().Root;
        var folders = Directory.GetDirectories(Path.Combine(root, "src", "Peers")).Select(Path.GetFileName).Order(StringComparer.Ordinal);
        Assert.Equal(folders, PeerProbe.All.Select(p => p.Project));
        Assert.EndsWith("PerfBuf.Peers.Hopac.fsproj", PeerProbe.Named("Hopac").ProjectPath, StringComparison.Ordinal); // an F# adapter
        foreach (var peer in PeerProbe.All)
        {
            Assert.True(File.Exists(Path.Combine(root, peer.ProjectPath)), $"{peer.ProjectPath} is missing");
            Assert.Equal($"PerfBufPeer{peer.Project}", peer.Property);
            Assert.Equal($"PERFBUF_PEER_{peer.Project.ToUpperInvariant()}", peer.Constant);
            Assert.EndsWith(Path.Combine(".lab", "peers", $"{peer.Project}.restore.log"), PeerProbe.LogPath(Paths, peer), StringComparison.Ordinal);
            Assert.NotEmpty(peer.Experiments);
        }
    }

    [Fact]
    public void A_peer_is_its_folder_its_project_says_what_it_is_and_the_headlines_say_where_it_is_used()
    {
        var peers = Path.Combine(_root, "src", "Peers");
        Directory.CreateDirectory(Path.Combine(peers, "Foo"));
        File.WriteAllText(Path.Combine(peers, "Foo", "PerfBuf.Peers.Foo.csproj"),
            "<Project><PropertyGroup><PeerName>Foo.NET</PeerName><PeerPackage>Foo</PeerPackage><PeerAssembly>Foo.Core</PeerAssembly></PropertyGroup></Project>");
        Directory.CreateDirectory(Path.Combine(peers, "NotAProject")); // a folder without a peer project is not a peer
        // Foo is not built here, so it has no marked rows to read: the headlines that name its package say where it is used
        var uses = new Experiment("?", "", "", "", [], [new Headline("ours vs Foo", new RowKey("B", "Ours", ""), new RowKey("B", "Bar*|FooTell", "")) { Peer = "Foo" }],
            DefinitionFile: "/repo/src/Experiments/E97-UsesFoo/X.cs");
        var other = new Experiment("?", "", "", "", [], [new Headline("ours vs Bar", new RowKey("B", "Ours", ""), new RowKey("B", "Bar", ""))],
            DefinitionFile: "/repo/src/Experiments/E98-Other/X.cs");

        var foo = Assert.Single(PeerProbe.Discover(_root, [uses, other]));
        Assert.Equal(("Foo.NET", "Foo", "Foo", "Foo.Core", "csproj"), (foo.Name, foo.Project, foo.PackageId, foo.AssemblyName, foo.ProjectExtension));
        Assert.Equal(["E97"], foo.Experiments);

        File.WriteAllText(Path.Combine(peers, "Foo", "PerfBuf.Peers.Foo.csproj"), "<Project><PropertyGroup><PeerName>Foo.NET</PeerName></PropertyGroup></Project>");
        var error = Assert.Throws<InvalidOperationException>(() => PeerProbe.Discover(_root, [uses]));
        Assert.Contains("does not say its <PeerPackage>", error.Message, StringComparison.Ordinal);
    }

    [Fact]
    public void The_lab_scripts_probe_the_peer_folders_and_this_build_took_the_probes_list()
    {
        var root = RepoPaths.Discover().Root;
        foreach (var script in new[] { "lab", "lab.ps1" })
        {
            Assert.Contains("src/Peers/*/PerfBuf.Peers.*.?sproj", File.ReadAllText(Path.Combine(root, script)), StringComparison.Ordinal);
        }
        var props = PeerProbe.PropsPath(RepoPaths.Discover());
        if (File.Exists(props))
        {
            var outcomes = PeerProbe.ProbeOutcomes(props);
            Assert.Equal(PeerProbe.All.Select(p => p.Property).Order(StringComparer.Ordinal), outcomes.Keys.Order(StringComparer.Ordinal));
            var text = File.ReadAllText(props);
            foreach (var peer in PeerProbe.All)
            {
                Assert.Equal(outcomes[peer.Property], PeerProbe.IsBuilt(peer));
                Assert.Equal(outcomes[peer.Property], text.Contains(peer.Constant, StringComparison.Ordinal));
                Assert.Equal(outcomes[peer.Property], text.Contains(Path.GetFileName(peer.ProjectPath), StringComparison.Ordinal));
            }
        }
    }

    [Fact]
    public void One_missing_peer_takes_only_itself_out_and_its_reason_is_its_own_log()
    {
        ProbeWithTheRestRestored(("Disruptor", false, DisruptorNotServed));
        var statuses = PeerProbe.Read(Paths);
        var disruptor = statuses.Single(s => s.Peer.Project == "Disruptor");
        Assert.False(disruptor.Restores);
        Assert.StartsWith("NU1101: Unable to find package Disruptor", disruptor.Where, StringComparison.Ordinal);
        Assert.All(statuses.Where(s => s.Peer.Project != "Disruptor"), s => Assert.True(s.Restores));

        var line = PeerProbe.MissingLine(statuses);
        Assert.NotNull(line);
        Assert.DoesNotContain('\n', line);
        Assert.Contains("Disruptor-net (Disruptor 6.0.1: NU1101, not served by the package source)", line, StringComparison.Ordinal);
        Assert.DoesNotContain("Proto.Actor", line, StringComparison.Ordinal);
        Assert.DoesNotContain("Akka", line, StringComparison.Ordinal);
        Assert.DoesNotContain("Orleans", line, StringComparison.Ordinal);
        Assert.Contains("dotnet nuget add source", line, StringComparison.Ordinal);
    }

    [Fact]
    public void Each_failed_restore_reports_the_error_of_its_own_package()
    {
        Probe(("Disruptor", false, DisruptorNotServed), ("ProtoActor", true, Restored("ProtoActor")),
              ("Akka", false, AkkaVersionMissing), ("Orleans", true, Restored("Orleans")), ("Hopac", true, Restored("Hopac")));
        var statuses = PeerProbe.Read(Paths);
        Assert.StartsWith("NU1102: Unable to find package Akka with version (>= 1.5.74)", statuses.Single(s => s.Peer.Project == "Akka").Where, StringComparison.Ordinal);
        Assert.StartsWith("NU1101: Unable to find package Disruptor", statuses.Single(s => s.Peer.Project == "Disruptor").Where, StringComparison.Ordinal);
        var line = PeerProbe.MissingLine(statuses);
        Assert.Contains("Disruptor-net (Disruptor 6.0.1: NU1101", line, StringComparison.Ordinal);
        Assert.Contains("Akka.NET (Akka 1.5.74: NU1102", line, StringComparison.Ordinal);
        Assert.DoesNotContain("Orleans", line, StringComparison.Ordinal);
    }

    [Fact]
    public void A_missing_dependency_of_a_peer_is_reported_for_that_peer_only()
    {
        ProbeWithTheRestRestored(
            ("ProtoActor", false, "/x/src/Peers/ProtoActor/PerfBuf.Peers.ProtoActor.csproj : error NU1101: Unable to find package Google.Protobuf. No packages exist with this id\n"));
        var statuses = PeerProbe.Read(Paths);
        var proto = statuses.Single(s => s.Peer.Project == "ProtoActor");
        Assert.False(proto.Restores);
        Assert.Contains("Google.Protobuf", proto.Where, StringComparison.Ordinal);
        Assert.Contains("src/Peers/ProtoActor", proto.Where.Replace('\\', '/'), StringComparison.Ordinal);
        Assert.All(statuses.Where(s => s.Peer.Project != "ProtoActor"), s => Assert.True(s.Restores));
    }

    [Fact]
    public void Every_peer_restoring_leaves_no_missing_line()
    {
        Probe([.. PeerProbe.All.Select(p => (p.Project, true, Restored(p.Project)))]);
        var statuses = PeerProbe.Read(Paths);
        Assert.All(statuses, s => Assert.True(s.Restores));
        Assert.Null(PeerProbe.MissingLine(statuses));
    }

    [Fact]
    public void No_probe_yet_says_so()
    {
        var statuses = PeerProbe.Read(Paths);
        Assert.All(statuses, s => Assert.Null(s.Restores));
        Assert.Contains("not probed", PeerProbe.MissingLine(statuses), StringComparison.Ordinal);
    }

    [Fact]
    public void A_peer_the_props_do_not_name_counts_as_not_probed()
    {
        Probe(("Disruptor", false, DisruptorNotServed));
        var statuses = PeerProbe.Read(Paths);
        Assert.False(statuses.Single(s => s.Peer.Project == "Disruptor").Restores);
        Assert.All(statuses.Where(s => s.Peer.Project != "Disruptor"), s => Assert.Null(s.Restores));
    }

    [Fact]
    public void The_build_includes_each_peer_exactly_when_the_probe_said_it_restores()
    {
        var outcomes = PeerProbe.ProbeOutcomes(PeerProbe.PropsPath(RepoPaths.Discover()));
        foreach (var peer in PeerProbe.All)
        {
            Assert.Equal(outcomes.GetValueOrDefault(peer.Property), PeerProbe.IsBuilt(peer));
        }
    }

    [Fact]
    public void A_built_peer_records_its_loaded_assembly_in_a_runs_provenance()
    {
        var provenance = PeerProbe.Provenance(RepoPaths.Discover());
        Assert.Equal(PeerProbe.All.Where(PeerProbe.IsBuilt).Select(p => p.PackageId), provenance.Select(p => p.PackageId));
        foreach (var peer in provenance)
        {
            Assert.NotNull(peer.InformationalVersion);
            Assert.StartsWith(peer.Version, peer.InformationalVersion, StringComparison.Ordinal);
            Assert.NotNull(peer.TargetFramework);
            Assert.StartsWith("net", peer.TargetFramework, StringComparison.Ordinal);
            Assert.NotEmpty(peer.Source);
            Assert.NotEmpty(peer.Experiments);
        }
    }

    [Fact]
    public void Peer_benchmark_rows_are_present_exactly_for_the_built_peers()
    {
        var methods = Catalog.All.SelectMany(e => e.Benchmarks).SelectMany(t => t.GetMethods()).Select(m => m.Name).ToList();
        foreach (var peer in PeerProbe.All)
        {
            // a peer's rows are named for its folder (PeerProbe.Discover reads the headlines the same way)
            var rows = methods.Count(m => m.StartsWith(peer.Project, StringComparison.Ordinal));
            Assert.True(PeerProbe.IsBuilt(peer) ? rows > 0 : rows == 0, $"{peer.Name}: {rows} row(s), built: {PeerProbe.IsBuilt(peer)}");
        }
    }
}
