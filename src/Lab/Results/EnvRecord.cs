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

    /// <summary>
    /// The CPUs the run was restricted to, where it could use fewer than the machine has (a point of a core-count sweep,
    /// or a run started under <c>taskset</c>); absent for a run on the whole machine.
    /// </summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public List<int>? Cpus { get; set; }

    /// <summary>The core-count sweep the run is a point of (the sweep's start, yyyyMMdd-HHmmss UTC); absent for other runs.</summary>
    [System.Text.Json.Serialization.JsonIgnore(Condition = System.Text.Json.Serialization.JsonIgnoreCondition.WhenWritingNull)]
    public string? Sweep { get; set; }

    /// <summary>
    /// A point of a core-count sweep, or a run on part of the machine: its tables never stand for the machine in a
    /// write-up (<see cref="ResultStore.Select"/>); the write-up's sweep section shows it (<see cref="ResultStore.Sweeps"/>).
    /// </summary>
    [System.Text.Json.Serialization.JsonIgnore]
    public bool OnPartOrSweep => Cpus is not null || Sweep is not null;

    /// <summary>How many CPUs the run could use.</summary>
    [System.Text.Json.Serialization.JsonIgnore]
    public int CpuCount => Cpus?.Count ?? Machine.LogicalCores;

    public bool IsFull => Job.Equals(nameof(RunLength.Full), StringComparison.OrdinalIgnoreCase);
}
