namespace PerfBuf.Lab;

/// <summary>The runs a write-up shows for one machine.</summary>
public sealed record MachineResults(string MachineId, IReadOnlyList<ClassResults> Classes)
{
    /// <summary>The newest of the selected runs, for the machine fingerprint.</summary>
    public StoredRun Newest => Classes.Select(c => c.Run).MaxBy(r => r.Record.StartedUtc)!;

    /// <summary>The selected row for <paramref name="key"/>, if its class was measured (a "best of" picks by <paramref name="by"/>).</summary>
    public (ResultRow Row, StoredRun Run)? Find(RowKey key, HeadlineMeasure by = HeadlineMeasure.Time, string? metricId = null) =>
        Classes.FirstOrDefault(c => c.Type == key.Type) is { } c && c.Run.Find(key, by, metricId) is { } row ? (row, c.Run) : null;
}

/// <summary>One benchmark class and the run its table comes from.</summary>
public sealed record ClassResults(string Type, StoredRun Run);
