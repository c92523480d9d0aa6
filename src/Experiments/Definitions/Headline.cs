namespace PerfBuf.Experiments.Definitions;

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

    /// <summary>
    /// The peer package (DESIGN.md §8: "Disruptor", "Proto.Actor", "Akka") whose benchmark row this headline names,
    /// if any. Such a row is compiled only where that peer restores, but its results stay in results/: the report
    /// evaluates the headline from them on any clone, and the check that the row is a real benchmark case runs
    /// where the peer is built.
    /// </summary>
    public string? Peer { get; init; }
}
