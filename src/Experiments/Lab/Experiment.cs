namespace PerfBuf.Experiments.Lab;

/// <summary>One experiment: a folder with benchmarks and a write-up (DESIGN.md §3).</summary>
/// <param name="Id">"E01"</param>
/// <param name="Folder">"E01-SpscRings": the folder under src/Experiments holding the write-up.</param>
/// <param name="Question">The one-line question the write-up answers.</param>
/// <param name="Peers">The implementations compared, for `lab list`.</param>
/// <param name="QuickTime">Typical wall time of `--quick` on a 2-core machine.</param>
/// <param name="FullTime">Typical wall time of `--full` on a 2-core machine.</param>
/// <param name="Benchmarks">The benchmark classes, each one table in the write-up.</param>
/// <param name="Headlines">Ratios shown in the README index and `lab` tour.</param>
public sealed record Experiment(
    string Id,
    string Folder,
    string Question,
    string Peers,
    string QuickTime,
    string FullTime,
    IReadOnlyList<Type> Benchmarks,
    IReadOnlyList<Headline> Headlines)
{
    public string WriteUpPath(string repoRoot) => Path.Combine(repoRoot, "src", "Experiments", Folder, "README.md");
}

/// <summary>A benchmark row: class (short name), method and the parameters as BDN prints them ("Producers=2").</summary>
public sealed record RowKey(string Type, string Method, string Parameters = "")
{
    public override string ToString() => Parameters.Length == 0 ? $"{Type}.{Method}" : $"{Type}.{Method} [{Parameters}]";
}

/// <summary>
/// A headline ratio: how many times faster <see cref="Row"/> is than <see cref="Baseline"/>
/// (baseline mean / row mean), both rows of one benchmark class and so of one run. <see cref="MinRatio"/> is
/// the target, if it set one, and <see cref="TargetText"/> says it in words.
/// </summary>
public sealed record Headline(
    string Label,
    RowKey Row,
    RowKey Baseline,
    double? MinRatio = null,
    string? TargetText = null);
