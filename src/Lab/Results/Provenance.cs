
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
        // results/ changes as runs land, and ./lab report rewrites the write-ups, their charts and the answer page from
        // it: none of them makes the measured code dirty
        var status = Git(repoRoot, "status --porcelain --untracked-files=no -- . :(exclude)results :(exclude)README.md :(exclude)" +
            $"{AnswerPageFile} :(exclude)src/Experiments/*/README.md :(exclude,glob)src/Experiments/*/charts/**") ?? "";
        var files = string.Join(", ", status.Split('\n', StringSplitOptions.RemoveEmptyEntries).Select(l => l.Trim()).Take(20));
        return new Provenance(commit, commit[..7], status.Length > 0, files);
    }

    /// <summary>The answer page, which <c>./lab report</c> writes whole.</summary>
    private const string AnswerPageFile = "ANSWERS.md";

    /// <summary>
    /// True when a run recorded dirty differed from its commit only in files <c>./lab report</c> writes whole (the answer
    /// page): a run recorded before that file was left out of the check above. Its code is the commit's.
    /// </summary>
    public static bool OnlyReportOutputs(string dirtyFiles)
    {
        var files = dirtyFiles.Split(", ", StringSplitOptions.RemoveEmptyEntries);
        return files.Length > 0 && files.All(f => f.Split(' ', 2, StringSplitOptions.RemoveEmptyEntries) is [_, AnswerPageFile]);
    }

    private static string? Git(string workingDirectory, string arguments) =>
        ToolOutput.Read("git", arguments, workingDirectory)?.Trim();
}
