namespace PerfBuf.Lab;

/// <summary>One row of a result set: an experiment's benchmark row and its time per operation.</summary>
public sealed record SetRow(string Experiment, RowKey Key, double MeanNs, string Source)
{
    /// <summary>The row's measured iterations (ns per operation), where the run kept them; null for a reference set's row.</summary>
    public IReadOnlyList<double>? SamplesNs { get; init; }

    /// <summary>
    /// The GC the figure was measured under, for a row run under both (a peer's row: the faster one is kept) or under the
    /// server GC; null for a row run only under the default (workstation) GC and for a reference set's row.
    /// </summary>
    public GcKind? Gc { get; init; }

    /// <summary>A row of a reference set: what the seed printed for it (null for the lab's own rows).</summary>
    public SeedRowInfo? Seed { get; init; }
}

/// <summary>What a reference set's row was in its source, for `lab reproduce`'s side-by-side page.</summary>
/// <param name="Table">The source's table ("" where it has one).</param>
/// <param name="Method">The source's method (or, where it has none, its distinguishing columns).</param>
/// <param name="Cell">The source row's parameter columns as "name=value, …" ("" where it has none).</param>
/// <param name="Published">The figure as the source printed it, with its unit ("30.784 ms", "4393351 msgs_per_s").</param>
/// <param name="Baseline">The row the source compared the others of its table and cell with.</param>
/// <param name="Minus">The source method subtracted first (the mapped figure is a difference), or null.</param>
public sealed record SeedRowInfo(string Table, string Method, string Cell, string Published, bool Baseline, string? Minus);
