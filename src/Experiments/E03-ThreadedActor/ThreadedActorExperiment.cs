using PerfBuf.Experiments.Definitions;

namespace PerfBuf.Experiments.E03;

/// <summary>E03's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class ThreadedActorExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Id: "E03",
        Folder: "E03-ThreadedActor",
        Question: "What does a dedicated-thread actor add per message over the work itself, against F# MailboxProcessor?",
        Peers: "ThreadedActor (SPSC/MPSC mailbox), SeedThreadedActor vs ChannelActor, MailboxProcessor; Hammer and Payload alone; sum (vector, scalar) and SHA-512",
        QuickTime: "~2 min",
        FullTime: "~3 min",
        Benchmarks: [typeof(SingleActorBenchmarks)],
        Headlines:
        [
            new Headline("ThreadedActor overhead per message (− Payload), sum of 100 ints",
                new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.ThreadedActor), "Work=Sum"), null,
                TargetText: "≤ 3 ns", Minus: new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.Payload), "Work=Sum"), MaxNs: 3),
            new Headline("overhead per message: ThreadedActor vs MailboxProcessor, sum of 100 ints",
                new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.ThreadedActor), "Work=Sum"),
                new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.MailboxProcessor), "Work=Sum"),
                MinRatio: 50, TargetText: "≥ 50×", Minus: new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.Payload), "Work=Sum")),
            new Headline("overhead per message: ThreadedActor vs SeedThreadedActor, sum of 100 ints",
                new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.ThreadedActor), "Work=Sum"),
                new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.SeedThreadedActor), "Work=Sum"),
                Minus: new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.Payload), "Work=Sum")),
            new Headline("ThreadedActor vs MailboxProcessor (whole time), SHA-512",
                new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.ThreadedActor), "Work=Sha512"),
                new RowKey(nameof(SingleActorBenchmarks), nameof(SingleActorBenchmarks.MailboxProcessor), "Work=Sha512")),
        ])
    {
        Tables = [new TableShape(nameof(SingleActorBenchmarks), OverheadOf: nameof(SingleActorBenchmarks.Payload))],
        SeedTables = "2",
    };
}
