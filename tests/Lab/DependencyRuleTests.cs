using System.Xml.Linq;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// The dependency rule of docs/DESIGN.md §1, read from the project files themselves (a peer's project is read whether or
/// not it restores here): Core references no project; Mailboxes only Core; Workloads, the contracts the experiments and
/// the peers share, only Core; and neither Core nor Mailboxes references Workloads. A peer's adapter references Core and
/// Workloads (and, where its workload needs them, Mailboxes or the Remote transport), never Runtime, Experiments or any
/// other of the lab's own projects, so a peer is measured against the lab's workloads and nothing of the lab's designs.
/// The rule is about a project's own references: what a referenced project brings with it is that project's business.
/// </summary>
public sealed class DependencyRuleTests
{
    private static readonly string Root = RepoPaths.Discover().Root;

    /// <summary>Every project under src/ and profiling/ with the names of the projects it references directly.</summary>
    private static Dictionary<string, string[]> Projects()
    {
        var projects = new Dictionary<string, string[]>(StringComparer.Ordinal);
        foreach (var folder in new[] { "src", "profiling" })
        {
            foreach (var file in Directory.EnumerateFiles(Path.Combine(Root, folder), "*.?sproj", SearchOption.AllDirectories))
            {
                var relative = Path.GetRelativePath(Root, file).Replace('\\', '/');
                if (relative.Contains("/bin/", StringComparison.Ordinal) || relative.Contains("/obj/", StringComparison.Ordinal))
                {
                    continue;
                }
                projects[Path.GetFileNameWithoutExtension(file)] =
                [
                    .. XDocument.Load(file).Descendants("ProjectReference")
                        .Select(r => Path.GetFileNameWithoutExtension(((string?)r.Attribute("Include") ?? "").Replace('\\', '/'))),
                ];
            }
        }
        return projects;
    }

    private static string[] ReferencesOf(string project)
    {
        var projects = Projects();
        Assert.True(projects.TryGetValue(project, out var references), $"no project {project} under src/ or profiling/");
        return references!;
    }

    [Fact]
    public void Core_references_no_project_and_Mailboxes_only_Core()
    {
        Assert.Empty(ReferencesOf("PerfBuf.Core"));
        Assert.Equal(["PerfBuf.Core"], ReferencesOf("PerfBuf.Mailboxes"));
    }

    [Fact]
    public void Workloads_references_only_Core_and_neither_Core_nor_Mailboxes_references_Workloads()
    {
        Assert.Equal(["PerfBuf.Core"], ReferencesOf("PerfBuf.Workloads"));
        Assert.DoesNotContain("PerfBuf.Workloads", ReferencesOf("PerfBuf.Core"));
        Assert.DoesNotContain("PerfBuf.Workloads", ReferencesOf("PerfBuf.Mailboxes"));
    }

    [Fact]
    public void A_peer_references_Core_and_Workloads_never_Runtime_or_Experiments()
    {
        string[] allowed = ["PerfBuf.Core", "PerfBuf.Workloads", "PerfBuf.Mailboxes", "PerfBuf.Remote"];
        var peers = Projects().Where(p => p.Key.StartsWith("PerfBuf.Peers.", StringComparison.Ordinal)).ToList();
        Assert.NotEmpty(peers);
        foreach (var (peer, references) in peers)
        {
            Assert.DoesNotContain("PerfBuf.Runtime", references);
            Assert.DoesNotContain("PerfBuf.Experiments", references);
            var others = references.Except(allowed, StringComparer.Ordinal).ToList();
            Assert.True(others.Count == 0, $"{peer} references {string.Join(", ", others)}: a peer references only {string.Join(", ", allowed)}");
        }
    }
}
