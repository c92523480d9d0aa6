using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.Harness;

/// <summary>What an actor does with each message (the seed's P flag and its int-array length).</summary>
public enum Work
{
    /// <summary>Sum of an int[P] with the widest kernel this machine accelerates (<see cref="IntArraySum.Best"/>).</summary>
    Sum,

    /// <summary>Sum of an int[P], one element per step (<see cref="SumKernel.Scalar"/>).</summary>
    SumScalar,

    /// <summary>SHA-512 of a 100-byte buffer (the seed's "P = True").</summary>
    Sha512,
}
