namespace PerfBuf.Experiments.Harness;

/// <summary>How a side that found its queue empty (or full) polls it again.</summary>
public enum Polling
{
    /// <summary>Poll after every spin hint: the lowest wake-up latency (ping-pong, E00).</summary>
    Eager,

    /// <summary>Let <see cref="Loops.PatientPausesPerPoll"/> spin hints pass between polls, so a batch accumulates (streams).</summary>
    Patient,

    /// <summary>Never spin: yield the core at every failed poll (<see cref="Loops.NewBackoff"/>), for machines with more busy
    /// threads than cores, where a waiter's spin holds the core the other side needs to make progress.</summary>
    Yielding,
}
