
namespace PerfBuf.Lab;

/// <summary>The commit a result was measured on, and whether the working tree differed from it.</summary>
public sealed record Provenance(string Commit, string ShortCommit, bool Dirty, string DirtyFiles)
{
    public static Provenance Unknown { get; } = new("unknown", "nogit", false, "");

    /// <summary>Reads git; outside a checkout (or without git) the commit is "unknown".</summary>
    public static Provenance Read(string repoRoot)
    {
        var commit = Git(repoRoot, "rev-parse HEAD");
        if (commit is null || commit.Length < 7)
        {
            return Unknown;
        }
        // results/ changes as runs land; it does not make the measured code dirty
        var status = Git(repoRoot, "status --porcelain --untracked-files=no -- . :(exclude)results :(exclude)README.md :(exclude)src/Experiments/*/README.md :(exclude,glob)src/Experiments/*/charts/**") ?? "";
        var files = string.Join(", ", status.Split('\n', StringSplitOptions.RemoveEmptyEntries).Select(l => l.Trim()).Take(20));
        return new Provenance(commit, commit[..7], status.Length > 0, files);
    }

    private static string? Git(string workingDirectory, string arguments) =>
        ToolOutput.Read("git", arguments, workingDirectory)?.Trim();
}
