using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E13;

/// <summary>E13's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class LocalPingPongExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "How many messages per second do P = 1–12 pairs of actors in one process exchange in batches of 100 (seed 003, Proto.Actor's LocalPingPong), on our runtime against Proto.Actor, Akka.NET and Orleans?",
        Peers: "ActorSystem on the thread pool and on AffinePool (a pair on one worker; split across two, labelled) vs Proto.Actor (baseline: its own benchmark's settings), Akka.NET (default dispatcher), Orleans grain-to-grain calls (in-process silo); P = 1, 2, 4, 8, 12 pairs",
        QuickTime: "~5 min",
        FullTime: "~6 min",
        Benchmarks: [typeof(LocalPingPongBenchmarks)],
        Headlines:
        [
            new Headline("worst cell (P = 1, 2, 4, 8, 12): our runtime (best of AffinePool, thread pool) vs Proto.Actor",
                EveryCell(Ours), EveryCell("ProtoActor"),
                MinRatio: 3, TargetText: "≥ 3× in every cell, 0 B/message", MaxBytes: 0) { Peer = "Proto.Actor" },
            new Headline("worst cell: our runtime (best of AffinePool, thread pool) vs Akka.NET (default dispatcher)",
                EveryCell(Ours), EveryCell("Akka")) { Peer = "Akka" },
            new Headline("worst cell: our runtime (best of AffinePool, thread pool) vs Orleans (grain-to-grain calls)",
                EveryCell(Ours), EveryCell("OrleansGrainCall")) { Peer = "Microsoft.Orleans.Server" },
            new Headline("worst cell: RuntimeAffinePool vs RuntimeThreadPool (the same runtime and actors; the scheduler alone)",
                EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePool)), EveryCell(nameof(LocalPingPongBenchmarks.RuntimeThreadPool))),
            new Headline("worst cell: RuntimeAffinePool vs RuntimeAffinePoolSplit (a pair on one worker vs across two; the placement alone)",
                EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePool)), EveryCell(nameof(LocalPingPongBenchmarks.RuntimeAffinePoolSplit))),
        ])
    {
        Tables = [new TableShape(nameof(LocalPingPongBenchmarks)) { ShowGcs = true }],
        Charts =
        [
            new Chart("per-message-vs-pairs", "time per message (one delivery, ping→pong or pong→ping) vs P", nameof(LocalPingPongBenchmarks),
                "Pairs", "P (pairs of actors)", "time per message (ns)", ChartValue.Time()),
        ],
        SeedTables = "LocalPingPong, 8 actors on both sides",
        Seed = SeedReference.Seed003,
    };

    /// <summary>Our runtime's rows: in each cell the headline takes whichever of them the results show faster.</summary>
    private const string Ours = "RuntimeAffinePool|RuntimeThreadPool";

    /// <summary>An E13 row in every parameter cell (the headline's value is its worst cell's).</summary>
    private static RowKey EveryCell(string method) => new(nameof(LocalPingPongBenchmarks), method, Headline.EveryCell);
}
