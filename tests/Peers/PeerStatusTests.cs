using PerfBuf.Lab;

namespace PerfBuf.Tests.Peers;

/// <summary>The peer probe's outcome as `./lab` and `./lab peers` read it, on both paths.</summary>
public sealed class PeerStatusTests : IDisposable
{
    private readonly string _root = Directory.CreateTempSubdirectory("perfbuf-peers-").FullName;

    public PeerStatusTests() => File.Copy(Path.Combine(RepoPaths.Discover().Root, "Directory.Packages.props"), Path.Combine(_root, "Directory.Packages.props"));

    public void Dispose() => Directory.Delete(_root, recursive: true);

    private RepoPaths Paths => new(_root);

    private void Probe(bool restored, string log)
    {
        Directory.CreateDirectory(Paths.Scratch);
        File.WriteAllText(Path.Combine(Paths.Scratch, "peers.props"), $"<Project><PropertyGroup><PerfBufPeers>{(restored ? "true" : "false")}</PerfBufPeers></PropertyGroup></Project>");
        File.WriteAllText(PeerProbe.LogPath(Paths), log);
    }

    private const string FailedLog =
        "  Determining projects to restore...\n" +
        "/x/src/Peers/PerfBuf.Peers.csproj : error NU1101: Unable to find package Disruptor. No packages exist with this id in source(s): nuget.org\n" +
        "/x/src/Peers/PerfBuf.Peers.csproj : error NU1101: Unable to find package Proto.Actor. No packages exist with this id in source(s): nuget.org\n" +
        "/x/src/Peers/PerfBuf.Peers.csproj : error NU1102: Unable to find package Akka with version (>= 1.5.30)\n" +
        "  Failed to restore /x/src/Peers/PerfBuf.Peers.csproj (in 1.2 sec).\n";

    [Fact]
    public void Pinned_versions_are_the_released_ones_the_design_names()
    {
        var versions = PeerProbe.PinnedVersions(Path.Combine(_root, "Directory.Packages.props"));
        Assert.Equal("6.0.1", versions["Disruptor"]);
        Assert.Equal("1.6.0", versions["Proto.Actor"]);
        Assert.Equal("1.5.30", versions["Akka"]);
    }

    [Fact]
    public void Skip_path_names_every_missing_peer_with_its_reason_in_one_line()
    {
        Probe(restored: false, FailedLog);
        var statuses = PeerProbe.Read(Paths);
        Assert.All(statuses, s => Assert.False(s.Restores));
        Assert.StartsWith("NU1101: Unable to find package Disruptor", statuses.Single(s => s.Peer.PackageId == "Disruptor").Where, StringComparison.Ordinal);
        Assert.StartsWith("NU1102: Unable to find package Akka", statuses.Single(s => s.Peer.PackageId == "Akka").Where, StringComparison.Ordinal);
        var line = PeerProbe.MissingLine(statuses);
        Assert.NotNull(line);
        Assert.DoesNotContain('\n', line);
        Assert.Contains("Disruptor 6.0.1, Proto.Actor 1.6.0, Akka 1.5.30", line, StringComparison.Ordinal);
        Assert.Contains("dotnet nuget add source", line, StringComparison.Ordinal);
    }

    [Fact]
    public void A_missing_dependency_of_the_peers_is_reported_for_each_peer()
    {
        Probe(restored: false, "/x/src/Peers/PerfBuf.Peers.csproj : error NU1101: Unable to find package Google.Protobuf. No packages exist with this id\n");
        var status = PeerProbe.Read(Paths).Single(s => s.Peer.PackageId == "Proto.Actor");
        Assert.False(status.Restores);
        Assert.Contains("Google.Protobuf", status.Where, StringComparison.Ordinal);
    }

    [Fact]
    public void Full_path_has_no_missing_line()
    {
        Probe(restored: true, "  Restored /x/src/Peers/PerfBuf.Peers.csproj (in 300 ms).\n");
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
    public void The_build_includes_the_peers_exactly_when_the_probe_said_they_restore()
    {
        var props = Path.Combine(RepoPaths.Discover().Scratch, "peers.props");
        var probed = File.Exists(props) && File.ReadAllText(props).Contains("<PerfBufPeers>true<", StringComparison.Ordinal);
        Assert.Equal(probed, PeerProbe.Built);
    }

    [PeerFact]
    public void Peer_benchmark_rows_are_present_when_the_peers_are_built()
    {
        var rows = Catalog.All.SelectMany(e => e.Benchmarks).SelectMany(t => t.GetMethods())
            .Where(m => m.Name.StartsWith("Disruptor", StringComparison.Ordinal) || m.Name.StartsWith("ProtoActor", StringComparison.Ordinal) || m.Name.StartsWith("Akka", StringComparison.Ordinal))
            .ToList();
        Assert.NotEmpty(rows);
    }
}
