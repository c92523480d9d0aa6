using Akka.Actor;
using PerfBuf.Core.Threading;
using PerfBuf.Workloads.Counters;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Peers.Akka;

/// <summary>
/// E14's SkyNet (seed 003) on Akka.NET 1.5.74: one run builds the tree of <see cref="SkyNetTree"/> in a new actor
/// system, every actor answers and stops itself, and the system is terminated before the run returns.
/// </summary>
/// <remarks>
/// Follows Akka.NET's SpawnBenchmark program (src/benchmark/SpawnBenchmark) and seed 003's Akka.NET program: a parent
/// creates its ten as its children with <c>Context.ActorOf(props)</c> (generated names), tells each a start message
/// with the node's number, and a child answers with a boxed long told to <c>Context.Parent</c>; one
/// <c>Props.Create(() =&gt; new SkyNetActor(tree))</c> per run. Differs from them (besides <see cref="AkkaHost"/>'s
/// throughput and GC; its programs run the defaults, throughput 30): <see cref="AkkaHost"/>'s rule; every actor stops
/// itself (<c>Context.Stop(Self)</c>) once it has answered, as the SpawnBenchmark program's do (in the seed's only the
/// leaves stopped); each counts its <c>PreStart</c> and <c>PostStop</c> with an Interlocked increment, so the run can
/// wait until every actor has stopped; a new system per run, its start and stop timed apart. Crossings (a counting
/// pass, <see cref="Crossings"/>): a node's start message and its answer are one journey in the slot of the node's
/// number — the start's send by the parent, its handling, the answer's send, the answer's handling by the parent (the
/// root's: the caller's thread, once the answer is in). During a pass an answer carries the node's index among its
/// siblings in its low 4 bits (value · 16 + index), so the parent knows whose journey it ends.
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
            static () => AkkaHost.Start("perfbuf-skynet", AkkaHost.Throughput),
            system => Build(system, depth, leaf, patience),
            system => system.Terminate(),
            patience);
    }

    private const string Name = "Akka.NET";

    private static SkyNetResult Build(ActorSystem system, int depth, Func<long, long> leaf, TimeSpan patience)
    {
        var tree = new Tree(depth, leaf);
        tree.Counts.ArmTotal(SkyNetTree.Nodes(depth));
        var crossings = Crossings.Active;
        var root = system.ActorOf(tree.Props);
        crossings?.Send(0);
        root.Tell(new Start(0));
        var sum = SkyNetHost.Answer(tree.Answer.Task, Name, depth, patience);
        crossings?.Hop(0);
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
                    _sum += Crossings.Active is { } crossings ? CountedPart.Hop(crossings, _node, part) : part;
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
            var crossings = Crossings.Active;
            crossings?.Hop((int)node);
            _node = node;
            if (SkyNetTree.IsLeaf(node, tree.FirstLeaf))
            {
                Answer(tree.Leaf(SkyNetTree.Ordinal(node, tree.FirstLeaf)));
                return;
            }
            _pending = SkyNetTree.Fanout;
            for (var i = 0; i < SkyNetTree.Fanout; i++)
            {
                var child = Context.ActorOf(tree.Props);
                crossings?.Send((int)SkyNetTree.Child(node, i));
                child.Tell(new Start(SkyNetTree.Child(node, i)));
            }
        }

        private void Answer(long value)
        {
            var crossings = Crossings.Active;
            crossings?.Hop((int)_node);
            if (_node == 0)
            {
                tree.Answer.TrySetResult(value);
            }
            else
            {
                Context.Parent.Tell(crossings is null ? value : CountedPart.Encode(value, _node));
            }
            Context.Stop(Self);
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
