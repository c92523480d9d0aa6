namespace PerfBuf.Experiments.Harness;

/// <summary>How a side that found its queue empty (or full) polls it again.</summary>
public enum Polling
{
    /// <summary>Poll after every spin hint: the lowest wake-up latency (ping-pong, E00).</summary>
    Eager,

    /// <summary>Let <see cref="Loops.PatientPausesPerPoll"/> spin hints pass between polls, so a batch accumulates (streams).</summary>
    Patient,
}
