using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E06;

/// <summary>E06's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class BackpressureExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Id: "E06",
        Folder: "E06-Backpressure",
        Question: "With bounded mailboxes and a fast producer, what does each backpressure policy cost, and who waits how long?",
        Peers: "BoundedThreadedActor (Block, Block async, FailFast + retry, DropNewest) vs bounded Channel (Wait), BlockingCollection; T = 1, 15, 30; sum vs SHA-512",
        QuickTime: "~3 min",
        FullTime: "~7 min",
        Benchmarks: [typeof(BackpressureBenchmarks)],
        Headlines:
        [
            new Headline("T = 15, sum: BoundedThreadedActor (Block) vs bounded Channel",
                new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.Block), "T=15&Work=Sum"),
                new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.BoundedChannel), "T=15&Work=Sum")),
            new Headline("T = 15, sum: Block (async producer) vs bounded Channel",
                new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.BlockAsync), "T=15&Work=Sum"),
                new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.BoundedChannel), "T=15&Work=Sum")),
            new Headline("T = 15, sum: Block vs BlockingCollection",
                new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.Block), "T=15&Work=Sum"),
                new RowKey(nameof(BackpressureBenchmarks), nameof(BackpressureBenchmarks.BlockingCollection), "T=15&Work=Sum")),
        ])
    {
        Profile = JobProfile.LongInvocations,
        Tables = [new TableShape(nameof(BackpressureBenchmarks), r => BackpressureBenchmarks.Messages * r.Number("T"), "N × T posts (N = 100 000)")],
        Charts =
        [
            new Chart("per-post-vs-t-sum", "time per post vs T, sum of 100 ints", nameof(BackpressureBenchmarks),
                "T", "T (actors, each receiving every message)", "time per post (ns)", PerPost, "Work=Sum"),
            new Chart("per-post-vs-t-sha512", "time per post vs T, SHA-512", nameof(BackpressureBenchmarks),
                "T", "T (actors, each receiving every message)", "time per post (ns)", PerPost, "Work=Sha512"),
        ],
        SeedTables = "6",
    };

    /// <summary>Time per post: one operation posts N messages to each of T actors.</summary>
    private static ChartValue PerPost => ChartValue.Time(r => BackpressureBenchmarks.Messages * r.Number("T"));
}
