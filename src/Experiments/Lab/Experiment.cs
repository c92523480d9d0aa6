namespace PerfBuf.Experiments.Lab;

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

    public string WriteUpPath(string repoRoot) => Path.Combine(repoRoot, "src", "Experiments", Folder, "README.md");

    public TableShape? ShapeOf(string type) => Tables.FirstOrDefault(t => t.Type == type);
}

/// <summary>A benchmark row: class (short name), method and the parameters as BDN prints them ("Producers=2").</summary>
public sealed record RowKey(string Type, string Method, string Parameters = "")
{
    public override string ToString() => Parameters.Length == 0 ? $"{Type}.{Method}" : $"{Type}.{Method} [{Parameters}]";
}

/// <summary>
/// A headline. With a <see cref="Baseline"/>: how many times faster <see cref="Row"/> is than the baseline
/// (baseline mean / row mean), both rows of one benchmark class and so of one run; with <see cref="Minus"/>, the
/// same ratio on overheads ((baseline − minus) / (row − minus)). Without a baseline: the row's own overhead,
/// row − minus, in ns per operation. <see cref="MinRatio"/> / <see cref="MaxNs"/> is the target, if it set
/// one, and <see cref="TargetText"/> says it in words.
/// </summary>
public sealed record Headline(
    string Label,
    RowKey Row,
    RowKey? Baseline,
    double? MinRatio = null,
    string? TargetText = null,
    RowKey? Minus = null,
    double? MaxNs = null)
{
    /// <summary>Parameters of a headline that holds in every parameter cell: its value is the worst cell's.</summary>
    public const string EveryCell = "*";

    public bool IsAbsolute => Baseline is null;
}

/// <summary>
/// Extra columns for one benchmark class: per-message time when an operation moves many messages, and the
/// overhead over a reference row with the same parameters (the seed's "method − Payload").
/// </summary>
/// <param name="Type">Benchmark class (short name).</param>
/// <param name="MessagesPerOp">Messages one operation moves, from the row's parameters; null when an op is one message.</param>
/// <param name="MessagesText">How <paramref name="MessagesPerOp"/> is computed, for the legend ("N × T").</param>
/// <param name="OverheadOf">The method whose time is subtracted ("Payload"), if any.</param>
public sealed record TableShape(
    string Type,
    Func<ResultRow, double>? MessagesPerOp = null,
    string? MessagesText = null,
    string? OverheadOf = null);

/// <summary>
/// A Mermaid <c>xychart-beta</c> line chart: one line per method (or per value of parameter <see cref="Series"/>),
/// x = the values of parameter <see cref="X"/> in the rows that match <see cref="Where"/> (other parameters fixed),
/// y = <see cref="Value"/>.
/// </summary>
public sealed record Chart(
    string Title,
    string Type,
    string X,
    string YTitle,
    Func<ResultRow, double?> Value,
    string Where = "",
    string? Series = null);

/// <summary>
/// A reference set under results/reference/ that write-ups show beside this machine's rows: its folder name, the
/// seed it comes from, how the heading names its machine, and a sentence on its hardware and mapping.
/// </summary>
/// <param name="Set">Folder under results/reference/ ("i9-9900K"), as `lab compare` takes it.</param>
/// <param name="SeedId">The seed's number ("004").</param>
/// <param name="Machine">How the heading names the seed's machine ("the notebook's i9-9900K").</param>
/// <param name="About">The note under the heading: the seed's machine and runtime, and how its rows map onto ours.</param>
public sealed record SeedReference(string Set, string SeedId, string Machine, string About)
{
    /// <summary>Seed 004, the original PerfBuf notebook (E03–E06).</summary>
    public static SeedReference Seed004 { get; } = new("i9-9900K", "004", "the notebook's i9-9900K",
        "The seed ran on an i9-9900K (8 cores, 16 threads, Windows 10, .NET 8, BenchmarkDotNet 0.13.8); its rows are mapped onto ours by " +
        "`results/reference/i9-9900K/seed-004-i9-9900K-mapping.csv` (its ThreadedActor = our SeedThreadedActor; its ThreadedActor3/4 = our " +
        "ThreadedActor/BoundedThreadedActor).");

    /// <summary>Seed 000, the actor-framework ping-pong (E11).</summary>
    public static SeedReference Seed000 { get; } = new("i7-7700HQ", "000", "the i7-7700HQ",
        "The seed ran on an i7-7700HQ (4 cores, 8 threads, Windows 10, .NET Core 3.0 preview 4, BenchmarkDotNet 0.11.5 in process); its " +
        "rows are mapped onto ours per request by `results/reference/i7-7700HQ/seed-000-i7-7700HQ-mapping.csv` (its CustomActor = our " +
        "PoolActorInline, the closest hand-rolled counterpart; its Proto.Actor = our ProtoActorRequestAsync; its Akka.Net = our AkkaAsk; " +
        "Orleans is not measured — package not available).");
}
