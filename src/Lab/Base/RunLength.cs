namespace PerfBuf.Lab;

/// <summary>How long a run measures.</summary>
public enum RunLength
{
    /// <summary>Seconds per benchmark: smoke runs and CI. Never quoted as a result.</summary>
    Quick,

    /// <summary>What the write-ups quote.</summary>
    Full,
}
