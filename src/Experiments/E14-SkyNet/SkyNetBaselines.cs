using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E14;

/// <summary>
/// The floor: a plain recursive sum over the same tree on the calling thread — no actor, no task, no allocation, no
/// hand-over. What the workload's arithmetic costs. During a crossings counting pass the same recursion runs with the
/// hops of every node's journey recorded (the call, its entry, its return, the caller's resumption), so the timed one
/// keeps no hop site.
/// </summary>
internal sealed class PlainRecursionRow : ISkyNetRow
{
    public string Name => "plain recursion";

    public bool CountsActors => false;

    public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience)
    {
        var nodes = SkyNetTree.Nodes(depth);
        ArgumentNullException.ThrowIfNull(leaf);
        if (Crossings.Active is { } crossings)
        {
            crossings.Send(0);
            var counted = CountedSum(0, SkyNetTree.FirstLeaf(depth), leaf, crossings);
            crossings.Hop(0);
            return new SkyNetResult(counted, nodes, nodes, 0);
        }
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

    /// <summary><see cref="Sum"/> with the hops of each node's journey recorded in its slot (its number).</summary>
    private static long CountedSum(long node, long firstLeaf, Func<long, long> leaf, Crossings crossings)
    {
        crossings.Hop((int)node);
        long sum;
        if (SkyNetTree.IsLeaf(node, firstLeaf))
        {
            sum = leaf(SkyNetTree.Ordinal(node, firstLeaf));
        }
        else
        {
            sum = 0L;
            for (var i = 0; i < SkyNetTree.Fanout; i++)
            {
                var child = SkyNetTree.Child(node, i);
                crossings.Send((int)child);
                sum += CountedSum(child, firstLeaf, leaf, crossings);
                crossings.Hop((int)child);
            }
        }
        crossings.Hop((int)node);
        return sum;
    }
}

/// <summary>
/// What a .NET developer writes without actors: an async method per node; a node that is not a leaf starts each of its
/// ten children as a thread-pool task (<c>Task.Run</c>, as an actor's start is a scheduled run), awaits
/// <c>Task.WhenAll</c> and returns the sum of the results. The caller waits for the root's task. Crossings (a counting
/// pass): a node's journey, in the slot of its number, is its task's start (the parent's send), its method's entry, its
/// return and the parent's resumption after <c>Task.WhenAll</c> (where the continuation runs).
/// </summary>
internal sealed class TaskWhenAllRow : ISkyNetRow
{
    public string Name => "Task.WhenAll";

    public bool CountsActors => false;

    public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience)
    {
        var nodes = SkyNetTree.Nodes(depth);
        ArgumentNullException.ThrowIfNull(leaf);
        var crossings = Crossings.Active;
        crossings?.Send(0);
        var sum = SkyNetHost.Answer(Node(0, SkyNetTree.FirstLeaf(depth), leaf), Name, depth, patience);
        crossings?.Hop(0);
        return new SkyNetResult(sum, nodes, nodes, 0);
    }

    /// <remarks>The pass is read again after the await rather than kept in a local across it, so the state machine
    /// stays the size it is.</remarks>
    private static async Task<long> Node(long node, long firstLeaf, Func<long, long> leaf)
    {
        var crossings = Crossings.Active;
        crossings?.Hop((int)node);
        if (SkyNetTree.IsLeaf(node, firstLeaf))
        {
            var value = leaf(SkyNetTree.Ordinal(node, firstLeaf));
            crossings?.Hop((int)node);
            return value;
        }
        var children = new Task<long>[SkyNetTree.Fanout];
        for (var i = 0; i < children.Length; i++)
        {
            var child = SkyNetTree.Child(node, i);
            crossings?.Send((int)child);
            children[i] = Task.Run(() => Node(child, firstLeaf, leaf));
        }
        var sum = 0L;
        foreach (var part in await Task.WhenAll(children).ConfigureAwait(false))
        {
            sum += part;
        }
        if (Crossings.Active is { } resumed)
        {
            for (var i = 0; i < SkyNetTree.Fanout; i++)
            {
                resumed.Hop((int)SkyNetTree.Child(node, i));
            }
            resumed.Hop((int)node);
        }
        return sum;
    }
}
