namespace PerfBuf.Remote;

/// <summary>
/// A remote run ended without a result: the far node or the connection failed, a frame was malformed, a reply did not
/// come in time, or a count came out wrong. The message names the node and says what it saw; no number is reported for
/// a run that ends so (docs/DESIGN.md §10).
/// </summary>
public sealed class RemoteException : Exception
{
    public RemoteException(string node, string what, Exception? inner = null)
        : base($"node '{node}': {what}", inner)
    {
        Node = node;
        What = what;
    }

    /// <summary>The node the failure is about (its name and endpoint).</summary>
    public string Node { get; }

    /// <summary>What was seen, without the node's name.</summary>
    public string What { get; }
}
