using Akka.Actor;
using PerfBuf.Core.Counters;
using PerfBuf.Core.Payloads;

namespace PerfBuf.Peers.AkkaNet;

/// <summary>
/// E14's SkyNet (seed 003) on Akka.NET 1.5.74: one run builds the tree of <see cref="SkyNetTree"/> in a new actor
/// system, every actor answers and stops itself, and the system is terminated before the run returns.
/// </summary>
/// <remarks>
/// As seed 003's Akka.NET program: a parent creates its ten as its children with <c>Context.ActorOf(props)</c> (generated
/// names), tells each a start message with the node's number, and a child answers with a boxed long told to
/// <c>Context.Parent</c>. Akka.NET's defaults, as <see cref="AkkaFanOut"/> states them (the default dispatcher on the
/// .NET thread pool, throughput 30, the default unbounded mailbox; logging turned down); one
/// <c>Props.Create(() =&gt; new SkyNetActor(tree))</c> per run. Unlike the seed, where only the leaves stopped, every
/// actor stops itself (<c>Context.Stop(Self)</c>) once it has answered, and each counts its <c>PreStart</c> and
/// <c>PostStop</c> with an Interlocked increment, so the run can wait until every actor has stopped.
/// </remarks>
public static class AkkaSkyNet
{
    /// <summary>
    /// Builds one tree of depth <paramref name="depth"/> and returns the root's answer and the counts; the actor system
    /// is created first and terminated before returning (both timed in <see cref="SkyNetResult.Host"/>).
    /// </summary>
    /// <param name="depth">D: levels below the root (10^D leaves).</param>
    /// <param name="leaf">What a leaf answers, given its ordinal (the workload's own rule, the same for every row).</param>
    /// <param name="patience">How long the root's answer, and then every actor's stop, may take.</param>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="depth"/> is out of range.</exception>
    /// <exception cref="ArgumentNullException"><paramref name="leaf"/> is null.</exception>
    /// <exception cref="TimeoutException">No answer, or not every stop, within <paramref name="patience"/>.</exception>
    public static SkyNetResult Run(int depth, Func<long, long> leaf, TimeSpan patience)
    {
        SkyNetTree.ThrowIfBadDepth(depth);
        ArgumentNullException.ThrowIfNull(leaf);
        return SkyNetHost.Run(Name,
            static () => AkkaHost.Start("perfbuf-skynet"),
            system => Build(system, depth, leaf, patience),
            system => system.Terminate(),
            patience);
    }

    private const string Name = "Akka.NET";

    private static SkyNetResult Build(ActorSystem system, int depth, Func<long, long> leaf, TimeSpan patience)
    {
        var tree = new Tree(depth, leaf);
        tree.Counts.ArmTotal(SkyNetTree.Nodes(depth));
        system.ActorOf(tree.Props).Tell(new Start(0));
        var sum = SkyNetHost.Answer(tree.Answer.Task, Name, depth, patience);
        SkyNetHost.Stopped(tree.Counts.Wait, () => tree.Counts.StoppedCount, Name, depth, patience);
        var spawned = tree.Counts.StartedCount;
        var stopped = tree.Counts.StoppedCount;
        return new SkyNetResult(sum, spawned, stopped, spawned - stopped);
    }

    /// <summary>The start message: the node's number in <see cref="SkyNetTree"/>'s numbering.</summary>
    private sealed class Start(long node)
    {
        public long Node { get; } = node;
    }

    /// <summary>One run's shared state: the shape, the props every actor is created with, the counts and the root's answer.</summary>
    private sealed class Tree
    {
        public Tree(int depth, Func<long, long> leaf)
        {
            FirstLeaf = SkyNetTree.FirstLeaf(depth);
            Leaf = leaf;
            Props = Props.Create(() => new SkyNetActor(this));
        }

        public long FirstLeaf { get; }

        public Func<long, long> Leaf { get; }

        public Props Props { get; }

        public StopCountdown Counts { get; } = new();

        public TaskCompletionSource<long> Answer { get; } = new(TaskCreationOptions.RunContinuationsAsynchronously);
    }

    private sealed class SkyNetActor(Tree tree) : UntypedActor
    {
        private long _node;
        private long _sum;
        private int _pending;

        protected override void OnReceive(object message)
        {
            switch (message)
            {
                case long part:
                    _sum += part;
                    if (--_pending == 0)
                    {
                        Answer(_sum);
                    }
                    break;
                case Start start:
                    Begin(start.Node);
                    break;
                default:
                    Unhandled(message);
                    break;
            }
        }

        protected override void PreStart() => tree.Counts.OneStarted();

        protected override void PostStop() => tree.Counts.OneStopped();

        private void Begin(long node)
        {
            _node = node;
            if (SkyNetTree.IsLeaf(node, tree.FirstLeaf))
            {
                Answer(tree.Leaf(SkyNetTree.Ordinal(node, tree.FirstLeaf)));
                return;
            }
            _pending = SkyNetTree.Fanout;
            for (var i = 0; i < SkyNetTree.Fanout; i++)
            {
                Context.ActorOf(tree.Props).Tell(new Start(SkyNetTree.Child(node, i)));
            }
        }

        private void Answer(long value)
        {
            if (_node == 0)
            {
                tree.Answer.TrySetResult(value);
            }
            else
            {
                Context.Parent.Tell(value);
            }
            Context.Stop(Self);
        }
    }
}
