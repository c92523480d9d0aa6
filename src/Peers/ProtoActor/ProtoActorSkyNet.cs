using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Counters;
using PerfBuf.Workloads.Payloads;
using Proto;
using Proto.Mailbox;

namespace PerfBuf.Peers.ProtoActor;

/// <summary>
/// E14's SkyNet (seed 003) on Proto.Actor 1.8.0: one run builds the tree of <see cref="SkyNetTree"/> in a new actor
/// system, every actor answers and stops itself, and the system is shut down before the run returns.
/// </summary>
/// <remarks>Every setting, and every difference from the peer's own benchmark program: this folder's NOTES.md, "ProtoActorSkyNet".</remarks>
public static class ProtoActorSkyNet
{
    /// <summary>
    /// Builds one tree of depth <paramref name="depth"/> and returns the root's answer and the counts; the actor system
    /// is created first and shut down before returning (its start and shutdown are timed in
    /// <see cref="SkyNetResult.Host"/>).
    /// </summary>
    /// <param name="depth">D: levels below the root (10^D leaves).</param>
    /// <param name="children">True: children of their parent (<c>context.Spawn</c>); false: spawned from the root context.</param>
    /// <param name="leaf">What a leaf answers, given its ordinal (the workload's own rule, the same for every row).</param>
    /// <param name="patience">How long the root's answer, and then every actor's stop, may take.</param>
    /// <param name="ownSettings">True: the mailbox and start deadline of Proto.Actor's own SpawnBenchmark (see remarks).</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="depth"/> is out of range.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="leaf"/> is null.</exception>
    /// <exception cref="TimeoutException">No answer, or not every stop, within <paramref name="patience"/>.</exception>
    public static SkyNetResult Run(int depth, bool children, Func<long, long> leaf, TimeSpan patience, bool ownSettings = false)
    {
        SkyNetTree.ThrowIfBadDepth(depth);
        ArgumentNullException.ThrowIfNull(leaf);
        return SkyNetHost.Run(Name,
            static () => ProtoActorHost.Start(),
            system => Build(system, depth, children, leaf, patience, ownSettings),
            system => system.ShutdownAsync("SkyNet run done"),
            patience);
    }

    private const string Name = "Proto.Actor";

    private static SkyNetResult Build(ActorSystem system, int depth, bool children, Func<long, long> leaf, TimeSpan patience,
        bool ownSettings)
    {
        var tree = new Tree(depth, children, leaf, ownSettings);
        var before = system.ProcessRegistry.ProcessCount;
        tree.Counts.ArmTotal(SkyNetTree.Nodes(depth));
        var crossings = Crossings.Active;
        var root = system.Root.Spawn(tree.Props);
        crossings?.Send(0);
        system.Root.Send(root, new Start(0));
        var sum = SkyNetHost.Answer(tree.Answer.Task, Name, depth, patience);
        crossings?.Hop(0);
        SkyNetHost.Stopped(tree.Counts.Wait, () => tree.Counts.StoppedCount, Name, depth, patience);
        return new SkyNetResult(sum, tree.Counts.StartedCount, tree.Counts.StoppedCount,
            system.ProcessRegistry.ProcessCount - before);
    }

    /// <summary>The start message: the node's number in <see cref="SkyNetTree"/>'s numbering.</summary>
    private sealed class Start(long node)
    {
        public long Node { get; } = node;
    }

    /// <summary>One run's shared state: the shape, the props every actor is spawned with, the counts and the root's answer.</summary>
    private sealed class Tree
    {
        public Tree(int depth, bool children, Func<long, long> leaf, bool ownSettings)
        {
            FirstLeaf = SkyNetTree.FirstLeaf(depth);
            Children = children;
            Leaf = leaf;
            var props = Props.FromProducer(() => new SkyNetActor(this));
            Props = ownSettings
                ? props.WithMailbox(() => new DefaultMailbox(new LockingUnboundedMailboxQueue(4), new LockingUnboundedMailboxQueue(4)))
                    .WithStartDeadline(TimeSpan.Zero)
                : props;
        }

        public long FirstLeaf { get; }

        public bool Children { get; }

        public Func<long, long> Leaf { get; }

        public Props Props { get; }

        public StopCountdown Counts { get; } = new();

        public TaskCompletionSource<long> Answer { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);
    }

    private sealed class SkyNetActor(Tree tree) : IActor
    {
        private PID? _answerTo;
        private long _node;
        private long _sum;
        private int _pending;

        public Task ReceiveAsync(IContext context)
        {
            switch (context.Message)
            {
                case long part:
                    _sum += Crossings.Active is { } crossings ? CountedPart.Hop(crossings, _node, part) : part;
                    if (--_pending == 0)
                    {
                        Answer(context, _sum);
                    }
                    break;
                case Start start:
                    Begin(context, start.Node);
                    break;
                case Started:
                    tree.Counts.OneStarted();
                    break;
                case Stopped:
                    tree.Counts.OneStopped();
                    break;
            }
            return Task.CompletedTask;
        }

        private void Begin(IContext context, long node)
        {
            var crossings = Crossings.Active;
            crossings?.Hop((int)node);
            _node = node;
            _answerTo = tree.Children ? context.Parent : context.Sender;
            if (SkyNetTree.IsLeaf(node, tree.FirstLeaf))
            {
                Answer(context, tree.Leaf(SkyNetTree.Ordinal(node, tree.FirstLeaf)));
                return;
            }
            _pending = SkyNetTree.Fanout;
            for (var i = 0; i < SkyNetTree.Fanout; i++)
            {
                var start = new Start(SkyNetTree.Child(node, i));
                crossings?.Send((int)start.Node);
                if (tree.Children)
                {
                    context.Send(context.Spawn(tree.Props), start);
                }
                else
                {
                    context.Request(context.System.Root.Spawn(tree.Props), start);
                }
            }
        }

        private void Answer(IContext context, long value)
        {
            var crossings = Crossings.Active;
            crossings?.Hop((int)_node);
            if (_node == 0)
            {
                tree.Answer.TrySetResult(value);
            }
            else
            {
                context.Send(_answerTo!, crossings is null ? value : CountedPart.Encode(value, _node));
            }
            context.Stop(context.Self);
        }
    }
}

/// <summary>A SkyNet answer during a crossings counting pass: the value with the answering node's index among its siblings in its low 4 bits.</summary>
internal static class CountedPart
{
    /// <summary><paramref name="value"/>, answered by node <paramref name="node"/> (not the root).</summary>
    public static long Encode(long value, long node) => (value << 4) | ((node - 1) % SkyNetTree.Fanout);

    /// <summary>The value of an answer <paramref name="part"/> from a child of <paramref name="parent"/>, whose hop (the
    /// answer's handling) is recorded in the child's slot (its number).</summary>
    public static long Hop(Crossings crossings, long parent, long part)
    {
        crossings.Hop((int)SkyNetTree.Child(parent, (int)(part & 0xF)));
        return part >> 4;
    }
}
