namespace PerfBuf.Lab;

/// <summary>What this machine can do with one peer, as the last probe found it.</summary>
/// <param name="Version">The version Directory.Packages.props pins.</param>
/// <param name="Restores">True when the last probe restored it; null when no probe ran yet.</param>
/// <param name="Where">The package source it came from (NuGet's record of the restored package), or why it is missing.</param>
/// <param name="Built">True when this build compiled the peer in (its constant is defined).</param>
public sealed record PeerStatus(Peer Peer, string Version, bool? Restores, string Where, bool Built);
