using PerfBuf.Lab;

namespace PerfBuf.Tests.Peers;

/// <summary>
/// A test of one peer's adapter: runs where that peer's package restored (the build compiled it in, under its own
/// constant), and is reported as skipped, with a reason naming that peer, where it did not — never silently absent,
/// and one missing peer never skips another's tests (DESIGN.md §8).
/// </summary>
public sealed class PeerFactAttribute : FactAttribute
{
    /// <param name="project">The peer's folder under src/Peers/ ("Disruptor", "ProtoActor", "Akka", "Orleans", "Hopac").</param>
    public PeerFactAttribute(string project)
    {
        var peer = PeerProbe.Named(project);
        if (!PeerProbe.IsBuilt(peer))
        {
            Skip = SkipReason(peer);
        }
    }

    /// <summary>The reason a test of <paramref name="peer"/> is skipped where the peer is not built.</summary>
    public static string SkipReason(Peer peer) =>
        $"peer {peer.Name} (package {peer.PackageId}) does not restore on this machine, so its adapter is not built; " +
        "./lab peers says why and how to enable it";
}
