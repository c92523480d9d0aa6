using System.Runtime.CompilerServices;
using System.Text.RegularExpressions;

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

    /// <summary>
    /// One invocation per iteration, as the seed ran its tables (a <see cref="SeedFaithfulAttribute"/> class, whose invocations
    /// make their actors and read the seed's tens of megabytes): the full run takes the seed's 5 warm-up and 10 measured.
    /// </summary>
    SeedFaithful,
}

/// <summary>One experiment: a folder with benchmarks and a write-up (docs/DESIGN.md §3).</summary>
/// <param name="Question">The one-line question the write-up answers.</param>
/// <param name="Compares">What the experiment compares (its implementations, the baseline, the floor, the parameters), for `lab list`.</param>
/// <param name="QuickTime">Typical wall time of `--quick` on a 2-core machine.</param>
/// <param name="FullTime">Typical wall time of `--full` on a 2-core machine.</param>
/// <param name="Benchmarks">The benchmark classes, each one table in the write-up.</param>
/// <param name="Headlines">Ratios shown in the README index and `lab` tour.</param>
/// <param name="DefinitionFile">
/// The source file of the definition, filled in by the compiler: its folder (<c>Exx-PascalName</c>) gives the
/// experiment's <see cref="Folder"/> and <see cref="Id"/>, so neither is typed a second time.
/// </param>
public sealed partial record Experiment(
    string Question,
    string Compares,
    string QuickTime,
    string FullTime,
    IReadOnlyList<Type> Benchmarks,
    IReadOnlyList<Headline> Headlines,
    [CallerFilePath] string DefinitionFile = "")
{
    /// <summary>"E01-SpscRings": the folder under src/Experiments holding the definition and the write-up.</summary>
    public string Folder { get; } = FolderOf(DefinitionFile);

    /// <summary>"E01": the folder name up to its first hyphen.</summary>
    public string Id => Folder[..Folder.IndexOf('-', StringComparison.Ordinal)];

    /// <summary>The namespace every type of the experiment lives in (docs/DESIGN.md §3).</summary>
    public string Namespace => $"PerfBuf.Experiments.{Id}";

    /// <summary>Part of the default tour (`./lab` with no command): quick runs of the tour's experiments and a summary.</summary>
    public bool InTour { get; init; }

    /// <summary>
    /// The benchmark methods whose work honours <c>Check.PlantFault</c> (one message goes wrong inside the workload, not
    /// only in the expected value): method names (of any class of the experiment), <c>Class.*</c> for every row of one
    /// class, <c>Class.Method</c> for one row of one class, <c>*</c> for every row of the experiment. The smoke tests plant
    /// the fault in each and expect the benchmark's own check to throw.
    /// </summary>
    public IReadOnlyList<string> PlantedFaultRows { get; init; } = [];

    /// <summary>True when <paramref name="method"/> of benchmark class <paramref name="type"/> (its short name) is one of <see cref="PlantedFaultRows"/>.</summary>
    public bool PlantsFaultIn(string type, string method) =>
        PlantedFaultRows.Any(r => r == "*" || r == method || r == $"{type}.*" || r == $"{type}.{method}");

    private static string FolderOf(string definitionFile)
    {
        // the compiler's path may use either separator, whichever OS built it
        var parts = definitionFile.Split('/', '\\');
        var folder = parts.Length >= 2 ? parts[^2] : "";
        if (!ExperimentFolder().IsMatch(folder))
        {
            throw new ArgumentException(
                $"an experiment's definition lives in its folder src/Experiments/Exx-PascalName/; '{definitionFile}' is not in one", nameof(definitionFile));
        }
        return folder;
    }

    [GeneratedRegex(@"^E[0-9]{2}-[A-Z][A-Za-z0-9]*$")]
    private static partial Regex ExperimentFolder();

    /// <summary>How the invocations are timed.</summary>
    public JobProfile Profile { get; init; } = JobProfile.Throughput;

    /// <summary>How the invocations of benchmark class <paramref name="type"/> are timed: <see cref="JobProfile.SeedFaithful"/> for a
    /// <see cref="SeedFaithfulAttribute"/> class, the experiment's <see cref="Profile"/> otherwise.</summary>
    public JobProfile ProfileOf(Type type) =>
        type.IsDefined(typeof(SeedFaithfulAttribute), inherit: false) ? JobProfile.SeedFaithful : Profile;

    /// <summary>The <see cref="SeedFaithfulAttribute"/> of the benchmark class named <paramref name="type"/>; null for the experiment's own rows.</summary>
    public SeedFaithfulAttribute? SeedFaithfulOf(string type) =>
        Benchmarks.FirstOrDefault(t => t.Name == type) is { } found
            ? (SeedFaithfulAttribute?)Attribute.GetCustomAttribute(found, typeof(SeedFaithfulAttribute), inherit: false)
            : null;

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
