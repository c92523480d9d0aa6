using System.Reflection;
using BenchmarkDotNet.Attributes;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// `lab peers` says which experiments use a peer from the rows marked for it (<see cref="PeerRowAttribute.Project"/>), not
/// from how the rows are named: Akka.Remote's rows (<c>AkkaRemote…</c>) are Akka.Remote's, not Akka.NET's.
/// </summary>
public sealed class PeerUsedByTests
{
    private static string UsedBy(string output, string peerName) =>
        Assert.Single(output.Split('\n'), l => l.Contains('│') && l.Contains($" {peerName} ", StringComparison.Ordinal) && l.Contains(" Akka", StringComparison.Ordinal));

    [Fact]
    public void Lab_peers_says_E15_uses_Akka_Remote_and_not_Akka_NET()
    {
        var akka = PeerProbe.Named("Akka");
        var remote = PeerProbe.Named("AkkaRemote");
        Assert.DoesNotContain("E15", akka.Experiments);
        Assert.Contains("E15", remote.Experiments);
        Assert.Contains("E13", akka.Experiments);
        Assert.DoesNotContain("E13", remote.Experiments);

        var (code, output, _) = LabCliTests.Lab("peers");
        Assert.Equal(0, code);
        var akkaLine = UsedBy(output, "Akka.NET");
        var remoteLine = UsedBy(output, "Akka.Remote");
        Assert.Contains(akka.UsedBy, akkaLine);
        Assert.DoesNotContain("E15", akkaLine);
        Assert.Contains(remote.UsedBy, remoteLine);
        Assert.Contains("E15", remoteLine);
    }

    [Fact]
    public void Every_peer_row_is_marked_for_a_peer_project_under_src_Peers_and_named_for_it()
    {
        var projects = PeerProbe.All.Select(p => p.Project).ToList();
        var rows = Catalog.All.SelectMany(e => e.Benchmarks).Distinct().SelectMany(t => t.GetMethods())
            .Where(m => m.IsDefined(typeof(BenchmarkAttribute), false) && m.IsDefined(typeof(PeerRowAttribute), false)).ToList();
        Assert.NotEmpty(rows);
        foreach (var method in rows)
        {
            var project = method.GetCustomAttribute<PeerRowAttribute>()!.Project;
            Assert.True(projects.Contains(project), $"{method.DeclaringType!.Name}.{method.Name} is marked for '{project}', which is not a folder under src/Peers/");
            // the longest project name the method starts with: AkkaRemote… is Akka.Remote's, OrleansRemote… Orleans's
            var named = projects.Where(p => method.Name.StartsWith(p, StringComparison.Ordinal)).MaxBy(p => p.Length);
            Assert.True(named == project, $"{method.DeclaringType!.Name}.{method.Name}: named for {named ?? "no peer"}, marked for {project}");
        }
    }

    [Fact]
    public void A_peer_with_rows_here_lists_the_experiments_whose_classes_have_them()
    {
        foreach (var peer in PeerProbe.All.Where(p => p.RowsCompiled))
        {
            Assert.Equal([.. Catalog.All.Where(e => PeerProbe.HasRowsOf(e, peer.Project)).Select(e => e.Id)], peer.Experiments);
            Assert.EndsWith(peer.Experiments.Count == 0 ? "no rows" : " rows", peer.UsedBy, StringComparison.Ordinal);
        }
    }
}
