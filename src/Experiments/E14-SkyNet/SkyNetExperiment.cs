using PerfBuf.Experiments.Definitions;
using PerfBuf.Workloads.Payloads;

namespace PerfBuf.Experiments.E14;

/// <summary>E14's definition: what the lab lists, runs, and generates the write-up's tables and headlines from.</summary>
public sealed class SkyNetExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "How long do a million short-lived actors take (seed 003's SkyNet: a tree 10 wide and 6 deep, each leaf answers its ordinal, each parent sums upwards), on our runtime against Proto.Actor, Akka.NET, Orleans, Task.WhenAll and a plain recursive sum?",
        Compares: "the lab's runtime on AffinePool, on RunNextPool (a next slot, stealing) and on the thread pool (global queue, local queue, a next slot), Task.WhenAll (baseline), plain recursion (floor), Proto.Actor with and without children and with its own SpawnBenchmark's settings, Akka.NET, Orleans grains; D = 4 and 6 (11 111 and 1 111 111 actors)",
        QuickTime: "~2 min (D = 4 only)",
        FullTime: "~30 min",
        Benchmarks: [typeof(SkyNetBenchmarks)],
        Headlines:
        [
            // the actor runtimes that do the same work (a tree of spawned actors answering by message): the best of
            // Proto.Actor's rows and Akka.NET's; the seed's 15× over Akka.NET would have to beat Task.WhenAll, so the
            // target is issue 26's
            new Headline("D = 6: our runtime (best of its schedulers) vs the best like-for-like peer (best of Proto.Actor's rows and Akka.NET)",
                Row(Ours), Row(Proto + "|Akka"), MinRatio: 2, TargetText: "≥ 2× the best like-for-like peer and ≤ 1.5× the floor",
                MaxFloorDistance: 1.5) { Answers = HandOverShape.Spawning, Peer = "Proto.Actor", Floor = Floor },
            new Headline("D = 6: our runtime (best of its schedulers) vs Proto.Actor (best of with and without children, and its own benchmark's settings)",
                Row(Ours), Row(Proto), MinRatio: 5, TargetText: "≥ 5×") { Peer = "Proto.Actor", Floor = Floor },
            new Headline("D = 6: our runtime (best of its schedulers) vs Akka.NET", Row(Ours), Row("Akka"), MinRatio: 6,
                TargetText: "≥ 6× (the lead it had)") { Peer = "Akka", Floor = Floor },
            new Headline("D = 6: bytes per actor, Proto.Actor's ÷ ours (the fewest of each side's rows)", Row(Ours), Row(Proto),
                MinRatio: 4, TargetText: "≤ 1/4 of Proto.Actor's bytes per actor (ratio ≥ 4×)")
            {
                Peer = "Proto.Actor",
                Measure = HeadlineMeasure.Allocation,
            },
            new Headline("D = 6: what the next slot buys on the .NET thread pool: RuntimeOnThreadPoolRunNext vs RuntimeOnThreadPool",
                Row(nameof(SkyNetBenchmarks.RuntimeOnThreadPoolRunNext)), Row(nameof(SkyNetBenchmarks.RuntimeOnThreadPool)))
            {
                Floor = Floor,
                CrossingsByScheduler = "a next slot runs a child its parent told on the parent's thread; no key places it",
            },
            new Headline("D = 6: RuntimeOnRunNextPool vs RuntimeOnAffinePool (the next slot and stealing against keyed workers)",
                Row(nameof(SkyNetBenchmarks.RuntimeOnRunNextPool)), Row(nameof(SkyNetBenchmarks.RuntimeOnAffinePool)))
            {
                Floor = Floor,
                CrossingsByScheduler = "a next slot runs a child its parent told on the parent's thread; no key places it",
            },
            new Headline("D = 6: our runtime (best of its schedulers) vs Task.WhenAll (informational: no actors)",
                Row(Ours), Row(nameof(SkyNetBenchmarks.TaskWhenAll))) { Floor = Floor },
            new Headline("D = 4: our runtime (best of its schedulers) vs Orleans (informational: Orleans completes D = 4 only)",
                Row(Ours, SkyNetBenchmarks.SmallDepth), Row("Orleans", SkyNetBenchmarks.SmallDepth))
            {
                Peer = "Microsoft.Orleans.Server",
                Floor = Row(nameof(SkyNetBenchmarks.PlainRecursion), SkyNetBenchmarks.SmallDepth),
            },
        ])
    {
        Profile = JobProfile.LongInvocations,
        // leaf 0 answers 1 instead of its ordinal, so the root's sum comes out one too high (ours, the baselines, the peers)
        PlantedFaultRows = ["*"],
        Tables =
        [
            new TableShape(nameof(SkyNetBenchmarks), Actors, "one tree of (10^(D+1) − 1) / 9 actors (D = 4: 11 111; D = 6: 1 111 111)")
            {
                MessageUnit = "actor",
                ShowAllocPerMessage = true,
                ShowGcsPerOp = true,
            },
        ],
        Charts =
        [
            new Chart("per-actor-vs-depth", "Time per actor vs the tree's depth", nameof(SkyNetBenchmarks),
                nameof(SkyNetBenchmarks.Depth), "D (tree depth: 11 111 actors at D = 4, 1 111 111 at D = 6)", "Time per actor (ns)",
                ChartValue.Time(Actors)),
        ],
        SeedTables = "SpawnBenchmark (SkyNet, 1 000 000 leaves)",
        Seed = SeedReference.Seed003SkyNet,
        QuickFilters = [$"Depth={SkyNetBenchmarks.SmallDepth}"],
    };

    /// <summary>Our runtime's rows: a headline takes whichever of them the results show fastest (or, for bytes, leanest).</summary>
    private const string Ours = "RuntimeOn*";

    /// <summary>Proto.Actor's three rows, likewise.</summary>
    private const string Proto = "ProtoActorChildren|ProtoActorNoChildren|ProtoActorOwnSettings";

    /// <summary>The floor at the seed's depth: the same sum by plain recursion on one thread.</summary>
    private static readonly RowKey Floor = Row(nameof(SkyNetBenchmarks.PlainRecursion));

    /// <summary>An E14 row at depth <paramref name="depth"/> (the seed's unless said).</summary>
    private static RowKey Row(string method, int depth = SkyNetBenchmarks.SeedDepth) => new(nameof(SkyNetBenchmarks), method, $"Depth={depth}");

    /// <summary>Actors in one operation's tree: (10^(D+1) − 1) / 9, from the row's Depth.</summary>
    private static double Actors(ResultRow r) => r.Number("Depth") is var d and >= 0 and <= SkyNetTree.MaxDepth ? SkyNetTree.Nodes((int)d) : 1;
}
