namespace PerfBuf.Lab;

/// <summary>
/// One core-count sweep of an experiment on one machine (`lab run Exx --cpus 1,2,…`): a run per CPU count, each
/// restricted to the first N CPUs of the machine's sweep order, filed as <c>…-cpus&lt;N&gt;</c> with the sweep's stamp.
/// </summary>
/// <param name="MachineId">The machine.</param>
/// <param name="Stamp">When the sweep started (yyyyMMdd-HHmmss UTC), recorded by each of its runs.</param>
/// <param name="Points">Its runs, one per CPU count, fewest CPUs first.</param>
public sealed record CoreSweep(string MachineId, string Stamp, IReadOnlyList<StoredRun> Points)
{
    /// <summary>The CPU counts of the points, ascending.</summary>
    public IReadOnlyList<int> CpuCounts => [.. Points.Select(p => p.Record.CpuCount)];
}
