using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E06;

/// <summary>E06's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class BackpressureExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "With bounded mailboxes and a fast producer, what does each backpressure policy cost, and who waits how long?",
        Compares: "BoundedThreadedActor (Block, Block async, FailFast + retry, DropNewest) vs bounded Channel (Wait), BlockingCollection; T = 1, 15, 30; sum vs SHA-512",
        QuickTime: "~3 min",
        FullTime: "~12 min",
        Benchmarks: [typeof(BackpressureBenchmarks), typeof(SeedFaithfulBackpressureBenchmarks)],
        Headlines:
        [
            // lead with pairs whose producers wait the same way: awaited against awaited, blocked against blocked
            new Headline("T = 15, sum: Block (awaited producer) vs bounded Channel (awaited WriteAsync)",
                Row(nameof(BackpressureBenchmarks.BlockAsync)), Row(nameof(BackpressureBenchmarks.BoundedChannel))) { Floor = Floor },
            new Headline("T = 15, sum: Block (blocking producer) vs BlockingCollection (blocking Add)",
                Row(nameof(BackpressureBenchmarks.Block)), Row(nameof(BackpressureBenchmarks.BlockingCollection))) { Floor = Floor },
            new Headline("T = 15, sum: Block (blocking producer) vs bounded Channel (awaited WriteAsync)",
                Row(nameof(BackpressureBenchmarks.Block)), Row(nameof(BackpressureBenchmarks.BoundedChannel)))
            {
                NotLikeForLike = "a producer that blocks its thread against one that awaits WriteAsync",
                Floor = Floor,
            },
        ])
    {
        Profile = JobProfile.LongInvocations,
        // the floor's consumer hands one post over as the wrong payload; the seed-faithful rows plant their own
        PlantedFaultRows = [nameof(BackpressureBenchmarks.Floor), $"{nameof(SeedFaithfulBackpressureBenchmarks)}.*"],
        Tables =
        [
            new TableShape(nameof(BackpressureBenchmarks), r => BackpressureBenchmarks.Messages * r.Number("T"), "N × T posts (N = 100 000)")
            {
                AcceptedShare = Accepted,
            },
            new TableShape(nameof(SeedFaithfulBackpressureBenchmarks), r => SeedFaithfulBackpressureBenchmarks.Messages * r.Number("T"), "N × T posts (N = 100 000)"),
        ],
        Charts =
        [
            new Chart("per-accepted-vs-t-sum", "Time per accepted message vs T, sum of 100 ints", nameof(BackpressureBenchmarks),
                "T", "T (actors, each receiving every message)", "Time per accepted message (ns)", PerAccepted, "Work=Sum"),
            new Chart("per-accepted-vs-t-sha512", "Time per accepted message vs T, SHA-512", nameof(BackpressureBenchmarks),
                "T", "T (actors, each receiving every message)", "Time per accepted message (ns)", PerAccepted, "Work=Sha512"),
        ],
        SeedTables = "6",
    };

    /// <summary>The floor (the same bounded hand-over through plain rings to spinning consumers) in the headlines' cell.</summary>
    private static readonly RowKey Floor = Row(nameof(BackpressureBenchmarks.Floor));

    /// <summary>An E06 row at T = 15 with the sum payload (the headlines' cell).</summary>
    private static RowKey Row(string method) => new(nameof(BackpressureBenchmarks), method, "T=15&Work=Sum");

    /// <summary>
    /// Time per accepted message: one operation posts N messages to each of T actors, of which the dropping policy
    /// handles only a share (its "Dropped %" metric); every other policy handles all.
    /// </summary>
    private static ChartValue PerAccepted => ChartValue.Time(r => BackpressureBenchmarks.Messages * r.Number("T") * Accepted(r));

    /// <summary>The share of the posts a row handled: 1 − Dropped % / 100 (1 where nothing was dropped).</summary>
    private static double Accepted(ResultRow r) =>
        r.Metrics.TryGetValue("DroppedPercent", out var dropped) ? Math.Max(1e-9, 1 - dropped / 100) : 1;
}
