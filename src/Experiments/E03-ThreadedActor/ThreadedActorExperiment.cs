using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E03;

/// <summary>E03's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class ThreadedActorExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "What does a dedicated-thread actor add per message over the work itself, against F# MailboxProcessor?",
        Peers: "ThreadedActor (SPSC/MPSC mailbox), BatchRingThreadedActor (batch-freed MPSC mailbox), SeedThreadedActor vs ChannelActor, MailboxProcessor; Hammer and Payload alone; sum (vector, scalar) and SHA-512",
        QuickTime: "~2 min",
        FullTime: "~4 min",
        Benchmarks: [typeof(SingleActorBenchmarks), typeof(SeedFaithfulSingleActorBenchmarks)],
        Headlines:
        [
            new Headline("ThreadedActorMpsc (multi-producer mailbox) overhead per message (− Payload), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum), null,
                TargetText: "≤ 3 ns", Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum), MaxNs: 3),
            new Headline("overhead per message: ThreadedActorMpsc vs MailboxProcessor, sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum), Row(nameof(SingleActorBenchmarks.MailboxProcessor), Work.Sum),
                MinRatio: 50, TargetText: "≥ 50×", Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)),
            new Headline("overhead per message: ThreadedActorMpsc vs ChannelActor, sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum), Row(nameof(SingleActorBenchmarks.ChannelActor), Work.Sum),
                Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)),
            new Headline("ThreadedActorMpsc vs MailboxProcessor (whole time), SHA-512",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sha512), Row(nameof(SingleActorBenchmarks.MailboxProcessor), Work.Sha512)),
            new Headline("single-producer specialisation: ThreadedActor (SPSC mailbox) overhead per message (− Payload), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActor), Work.Sum), null,
                Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)),
            new Headline("multi-producer overhead within 2× of the single-producer one: ThreadedActorMpsc vs ThreadedActor (− Payload), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum), Row(nameof(SingleActorBenchmarks.ThreadedActor), Work.Sum),
                MinRatio: 0.5, TargetText: "≥ 0.5×", Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)),
            new Headline("multi-producer overhead within 2× of the single-producer one, batch-freed mailbox: ThreadedActorMpscBatch vs ThreadedActor (− Payload), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpscBatch), Work.Sum), Row(nameof(SingleActorBenchmarks.ThreadedActor), Work.Sum),
                MinRatio: 0.5, TargetText: "≥ 0.5×", Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)),
            new Headline("overhead per message: ThreadedActorMpscBatch vs ThreadedActorMpsc (cells freed per batch vs per cell), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpscBatch), Work.Sum), Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum),
                Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)),
            new Headline("overhead per message: ThreadedActorMpsc vs SeedThreadedActor (the seed's design, multi-producer), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum), Row(nameof(SingleActorBenchmarks.SeedThreadedActor), Work.Sum),
                Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)),
        ])
    {
        Tables =
        [
            new TableShape(nameof(SingleActorBenchmarks), OverheadOf: nameof(SingleActorBenchmarks.Payload)),
            new TableShape(nameof(SeedFaithfulSingleActorBenchmarks), OverheadOf: nameof(SeedFaithfulSingleActorBenchmarks.Payload)),
        ],
        SeedTables = "2",
        PlantedFaultRows = [$"{nameof(SeedFaithfulSingleActorBenchmarks)}.*"],
    };

    /// <summary>A row of the single-actor class with work <paramref name="work"/>.</summary>
    private static RowKey Row(string method, Work work) => new(nameof(SingleActorBenchmarks), method, $"Work={work}");
}
