using PerfBuf.Core.Payloads;

namespace PerfBuf.Experiments.E14;

/// <summary>
/// The floor: a plain recursive sum over the same tree on the calling thread — no actor, no task, no allocation, no
/// hand-over. What the workload's arithmetic costs.
/// </summary>
internal sealed class PlainRecursionRow : ISkyNetRow
{
    public string Name => "plain recursion";

    public bool CountsActors => false;

    public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience)
    {
        var nodes = SkyNetTree.Nodes(depth);
        ArgumentNullException.ThrowIfNull(leaf);
        return new SkyNetResult(Sum(0, SkyNetTree.FirstLeaf(depth), leaf), nodes, nodes, 0);
    }

    private static long Sum(long node, long firstLeaf, Func<long, long> leaf)
    {
        if (SkyNetTree.IsLeaf(node, firstLeaf))
        {
            return leaf(SkyNetTree.Ordinal(node, firstLeaf));
        }
        var sum = 0L;
        for (var i = 0; i < SkyNetTree.Fanout; i++)
        {
            sum += Sum(SkyNetTree.Child(node, i), firstLeaf, leaf);
        }
        return sum;
    }
}

/// <summary>
/// What a .NET developer writes without actors: an async method per node; a node that is not a leaf starts each of its
/// ten children as a thread-pool task (<c>Task.Run</c>, as an actor's start is a scheduled run), awaits
/// <c>Task.WhenAll</c> and returns the sum of the results. The caller waits for the root's task.
/// </summary>
internal sealed class TaskWhenAllRow : ISkyNetRow
{
    public string Name => "Task.WhenAll";

    public bool CountsActors => false;

    public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience)
    {
        var nodes = SkyNetTree.Nodes(depth);
        ArgumentNullException.ThrowIfNull(leaf);
        var sum = SkyNetHost.Answer(Node(0, SkyNetTree.FirstLeaf(depth), leaf), Name, depth, patience);
        return new SkyNetResult(sum, nodes, nodes, 0);
    }

    private static async Task<long> Node(long node, long firstLeaf, Func<long, long> leaf)
    {
        if (SkyNetTree.IsLeaf(node, firstLeaf))
        {
            return leaf(SkyNetTree.Ordinal(node, firstLeaf));
        }
        var children = new Task<long>[SkyNetTree.Fanout];
        for (var i = 0; i < children.Length; i++)
        {
            var child = SkyNetTree.Child(node, i);
            children[i] = Task.Run(() => Node(child, firstLeaf, leaf));
        }
        var sum = 0L;
        foreach (var part in await Task.WhenAll(children).ConfigureAwait(false))
        {
            sum += part;
        }
        return sum;
    }
}
