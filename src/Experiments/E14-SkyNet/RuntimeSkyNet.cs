using PerfBuf.Core.Threading;
using PerfBuf.Experiments.Harness;
using PerfBuf.Mailboxes;
using PerfBuf.Runtime;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E14;

/// <summary>
/// A SkyNet message of the lab's runtime. A start carries the node's number and the actor's own reference
/// (<see cref="Self"/>, which its spawner got back from <c>Spawn</c>: the runtime hands a handler no context, so the
/// actor learns its reference here, to stop itself and to give its children as their parent); an answer carries the
/// sum and no reference.
/// </summary>
/// <param name="Value">A start: the node's number (<see cref="SkyNetTree"/>); an answer: the subtree's sum.</param>
/// <param name="Self">A start: the actor it is told to; an answer: null.</param>
public readonly record struct SkyNetMessage(long Value, ActorRef<SkyNetMessage>? Self);

/// <summary>
/// One run's shared state on the lab's runtime: the host (system, options), the shape, the leaves' rule and the root's
/// answer.
/// </summary>
internal sealed class RuntimeSkyNetTree(RuntimeHost host, int depth, Func<long, long> leaf)
{
    public RuntimeHost Host { get; } = host;

    public long FirstLeaf { get; } = SkyNetTree.FirstLeaf(depth);

    public Func<long, long> Leaf { get; } = leaf;

    public TaskCompletionSource<long> Answer { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);

    /// <summary>The factory of <paramref name="parent"/>'s children: one delegate per parent, shared by its ten spawns.</summary>
    public Func<SkyNetNode> ChildrenOf(ActorRef<SkyNetMessage>? parent) => () => new SkyNetNode(this, parent);
}

/// <summary>
/// A SkyNet node on the lab's runtime: on its start, a leaf answers its ordinal; any other node spawns its ten children
/// into the system (<c>ActorSystem.Spawn</c> from inside its handler, the row's options) and tells each its start; on
/// the tenth answer it answers the sum. Either way it then stops itself (<c>StopAsync</c> on its own reference: the
/// run ends, and one more run completes it). The root (no parent) completes the run's answer instead. Crossings (a
/// counting pass): the start's handling, the answer's send and each child's answer's handling are hops in the node's
/// slot (its number; <see cref="CountedPart"/> names the child an answer comes from), each child's start its send.
/// </summary>
internal struct SkyNetNode(RuntimeSkyNetTree tree, ActorRef<SkyNetMessage>? parent) : IHandler<SkyNetMessage>
{
    private ActorRef<SkyNetMessage>? _self;
    private long _sum;
    private int _pending;
    private int _node; // set during a counting pass only (beside _pending: the handler keeps its size)

    public void Handle(in SkyNetMessage message)
    {
        if (message.Self is { } self)
        {
            Begin(message.Value, self);
        }
        else if (Crossings.Active is { } crossings)
        {
            _sum += CountedPart.Hop(crossings, _node, message.Value);
            if (--_pending == 0)
            {
                CountedAnswer(crossings, _self!, _node, _sum);
            }
        }
        else
        {
            _sum += message.Value;
            if (--_pending == 0)
            {
                Answer(_self!, _sum);
            }
        }
    }

    private void Begin(long node, ActorRef<SkyNetMessage> self)
    {
        var crossings = Crossings.Active;
        if (crossings is not null)
        {
            crossings.Hop((int)node);
            _node = (int)node;
        }
        if (SkyNetTree.IsLeaf(node, tree.FirstLeaf))
        {
            var value = tree.Leaf(SkyNetTree.Ordinal(node, tree.FirstLeaf));
            if (crossings is null)
            {
                Answer(self, value);
            }
            else
            {
                CountedAnswer(crossings, self, (int)node, value);
            }
            return;
        }
        _self = self;
        _pending = SkyNetTree.Fanout;
        var children = tree.ChildrenOf(self);
        var system = tree.Host.System;
        var options = tree.Host.Options;
        for (var i = 0; i < SkyNetTree.Fanout; i++)
        {
            var child = system.Spawn<SkyNetMessage, SkyNetNode>(children, options);
            crossings?.Send((int)SkyNetTree.Child(node, i));
            child.Tell(new SkyNetMessage(SkyNetTree.Child(node, i), child));
        }
    }

    /// <summary>The answer during a counting pass: its send is a hop of the node's journey, its value names the node.</summary>
    private readonly void CountedAnswer(Crossings crossings, ActorRef<SkyNetMessage> self, int node, long value)
    {
        crossings.Hop(node);
        Answer(self, parent is null ? value : CountedPart.Encode(value, node));
    }

    private readonly void Answer(ActorRef<SkyNetMessage> self, long value)
    {
        if (parent is null)
        {
            tree.Answer.TrySetResult(value);
        }
        else
        {
            parent.Tell(new SkyNetMessage(value, null));
        }
        _ = self.StopAsync();
    }
}

/// <summary>
/// SkyNet on the lab's runtime: each run creates its host (<see cref="RuntimeHost"/>: a new <see cref="ActorSystem"/>,
/// and for the affine row a new <c>AffinePool</c>), spawns the root and tells it its start, waits for the answer, then
/// for the system's <c>StopAllAsync</c> (which completes once every actor has completed: each has stopped itself by
/// then or is finishing its own stop) and reads the system's counts; the host is disposed (the pool's threads joined)
/// before the run returns.
/// </summary>
internal sealed class RuntimeSkyNetRow(string name, Func<RuntimeHost> host) : ISkyNetRow
{
    public string Name { get; } = name;

    public bool CountsActors => true;

    public SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience)
    {
        SkyNetTree.ThrowIfBadDepth(depth);
        ArgumentNullException.ThrowIfNull(leaf);
        return SkyNetHost.Run(Name, host, h => Build(h, depth, leaf, patience), Dispose, patience);
    }

    private SkyNetResult Build(RuntimeHost host, int depth, Func<long, long> leaf, TimeSpan patience)
    {
        var crossings = Crossings.Active;
        var tree = new RuntimeSkyNetTree(host, depth, leaf);
        var root = host.System.Spawn<SkyNetMessage, SkyNetNode>(tree.ChildrenOf(null), host.Options);
        crossings?.Send(0);
        root.Tell(new SkyNetMessage(0, root));
        var sum = SkyNetHost.Answer(tree.Answer.Task, Name, depth, patience);
        crossings?.Hop(0);
        var system = host.System;
        SkyNetHost.Stopped(system.StopAllAsync().Wait, () => system.Spawned - system.LiveActors, Name, depth, patience);
        return new SkyNetResult(sum, system.Spawned, system.Spawned - system.LiveActors, system.LiveActors);
    }

    private static Task Dispose(RuntimeHost host)
    {
        host.Dispose();
        return Task.CompletedTask;
    }
}
