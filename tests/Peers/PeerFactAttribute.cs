using PerfBuf.Lab;

namespace PerfBuf.Tests.Peers;

/// <summary>
/// A test of a peer adapter: runs where the peer packages restored (the build compiled them in), and is reported as
/// skipped, with the reason, where they did not — never silently absent (DESIGN.md §8).
/// </summary>
public sealed class PeerFactAttribute : FactAttribute
{
    public const string SkipReason =
        "peer packages (Disruptor 6.0.1, Proto.Actor 1.6.0, Akka 1.5.30) do not restore on this machine; ./lab peers says why and how to enable them";

    public PeerFactAttribute()
    {
        if (!PeerProbe.Built)
        {
            Skip = SkipReason;
        }
    }
}
