namespace PerfBuf.Peers.MicrosoftOrleans;

/// <summary>
/// A node of E14's SkyNet tree (seed 003) as a grain: its key is the node's number in
/// <see cref="PerfBuf.Workloads.Payloads.SkyNetTree"/>'s numbering, and one call asks it for the sum of its subtree.
/// </summary>
[Alias("PerfBuf.Peers.ISkyNetGrain")]
public interface ISkyNetGrain : IGrainWithIntegerKey
{
    /// <summary>A leaf answers its ordinal; any other node calls its ten children and answers the sum of their answers.</summary>
    /// <param name="depth">D: the tree's levels below the root.</param>
    [Alias("Sum")]
    Task<long> Sum(int depth);
}
