namespace PerfBuf.Lab;

/// <summary>A peer library the lab measures through src/Peers (DESIGN.md §8).</summary>
public sealed record Peer(string Name, string PackageId, string UsedBy);

/// <summary>What this machine can do with one peer.</summary>
/// <param name="Version">The version Directory.Packages.props pins.</param>
/// <param name="Restores">True when the last probe restored it; null when no probe ran yet.</param>
/// <param name="Where">The package source it came from (read from the NuGet cache), or why it is missing.</param>
public sealed record PeerStatus(Peer Peer, string Version, bool? Restores, string Where);
