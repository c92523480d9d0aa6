namespace PerfBuf.Lab;

/// <summary>The content of a run's <c>env.json</c>: what was measured, where, on which commit.</summary>
public sealed class EnvRecord
{
    public string Experiment { get; set; } = "";
    public string Job { get; set; } = "";
    public DateTime StartedUtc { get; set; }
    public DateTime FinishedUtc { get; set; }
    public string Commit { get; set; } = "";
    public bool Dirty { get; set; }
    public string DirtyFiles { get; set; } = "";
    public string CommandLine { get; set; } = "";
    public List<string> Filters { get; set; } = [];
    public bool InProcess { get; set; }

    /// <summary>A `lab trace` run: its timings were taken under a trace and are never quoted.</summary>
    public bool Trace { get; set; }

    /// <summary>A trace run's capture: "EventPipe" or "ETW" (`lab trace --etw`); absent in runs and in trace runs made before ETW (EventPipe).</summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public string? TraceSource { get; set; }
    public MachineRecord Machine { get; set; } = new();

    public bool IsFull => Job.Equals(nameof(RunLength.Full), StringComparison.OrdinalIgnoreCase);
}
