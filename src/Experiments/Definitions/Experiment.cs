namespace PerfBuf.Experiments.Definitions;

/// <summary>How an experiment's invocations are timed.</summary>
public enum JobProfile
{
    /// <summary>BDN's throughput strategy: many invocations per iteration (the lab's Quick/Full jobs).</summary>
    Throughput,

    /// <summary>
    /// One invocation per iteration (BDN's Monitoring strategy, as the seed ran its actor tables): for invocations
    /// of tens of milliseconds to seconds, where BDN's pilot stage and many iterations would take hours.
    /// </summary>
    LongInvocations,
}

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
    /// <summary>How the invocations are timed.</summary>
    public JobProfile Profile { get; init; } = JobProfile.Throughput;

    /// <summary>Extra per-class columns of the write-up's tables.</summary>
    public IReadOnlyList<TableShape> Tables { get; init; } = [];

    /// <summary>Charts the write-up carries, generated from the same rows.</summary>
    public IReadOnlyList<Chart> Charts { get; init; } = [];

    /// <summary>The seed tables this experiment reproduces (for `lab compare` and the write-up's seed section).</summary>
    public string? SeedTables { get; init; }

    /// <summary>The reference set <see cref="SeedTables"/> belong to (seed 004's i9-9900K unless said otherwise).</summary>
    public SeedReference Seed { get; init; } = SeedReference.Seed004;

    /// <summary>
    /// The filters a quick run applies when the user gives none (as `--filter` takes them, e.g. "Depth=4"): the cells that
    /// keep a smoke run to minutes where the full run's largest cells take minutes each. Empty: a quick run runs every cell.
    /// </summary>
    public IReadOnlyList<string> QuickFilters { get; init; } = [];

    public string WriteUpPath(string repoRoot) => Path.Combine(repoRoot, "src", "Experiments", Folder, "README.md");

    public TableShape? ShapeOf(string type) => Tables.FirstOrDefault(t => t.Type == type);

    /// <summary>True when a headline reads a row of benchmark class <paramref name="type"/> (a full run launches it several times).</summary>
    public bool HasHeadline(string type) => Headlines.Any(h => h.Types.Contains(type));
}
