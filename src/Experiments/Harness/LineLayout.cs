namespace PerfBuf.Experiments.Harness;

/// <summary>Which lines a <see cref="LinePingPongRun"/> bounces.</summary>
public enum LineLayout
{
    /// <summary>Request and reply each on its own 128-byte-padded line: the shape of a pair of SPSC queues.</summary>
    TwoLines,

    /// <summary>Both threads write one line: odd values out, even values back.</summary>
    OneLine,
}
