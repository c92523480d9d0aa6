namespace PerfBuf.Lab;

/// <summary>
/// A set of results `lab compare` can put side by side: one stored run, a machine's selected runs (what its
/// write-ups show), or a reference folder of published figures mapped onto the lab's rows.
/// </summary>
/// <param name="Label">What the set is, for headers ("intel-xeon-2c2t", "i9-9900K (seed 004)").</param>
/// <param name="Rows">Rows with a lab key.</param>
/// <param name="Unmapped">Rows of a reference set that have no lab counterpart, described; listed, never dropped.</param>
public sealed record ResultSet(string Label, IReadOnlyList<SetRow> Rows, IReadOnlyList<string> Unmapped)
{
    /// <summary>The machine id the lab's own results were filed under; null for a reference set (published figures).</summary>
    public string? Machine { get; init; }
}
