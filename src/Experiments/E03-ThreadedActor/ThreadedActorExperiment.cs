using PerfBuf.Experiments.Definitions;
using PerfBuf.Experiments.Harness;

namespace PerfBuf.Experiments.E03;

/// <summary>E03's definition: what the lab lists, runs, and generates the write-up's tables, headlines and charts from.</summary>
public sealed class ThreadedActorExperiment : IExperimentDefinition
{
    public Experiment Experiment { get; } = new(
        Question: "What does a dedicated-thread actor add per message over the work itself, against F# MailboxProcessor?",
        Compares: "ThreadedActor (SPSC/MPSC mailbox), BatchRingThreadedActor (batch-freed MPSC mailbox), SeedThreadedActor vs ChannelActor, MailboxProcessor; Hammer and Payload alone; sum (vector, scalar) and SHA-512",
        QuickTime: "~2 min",
        FullTime: "~13 min",
        Benchmarks: [typeof(SingleActorBenchmarks), typeof(SeedFaithfulSingleActorBenchmarks)],
        Headlines:
        [
            new Headline("sum of 100 ints: ThreadedActorMpsc vs the best like-for-like peer (best of MailboxProcessor, ChannelActor)",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum), Row(Peers, Work.Sum),
                MinRatio: 2, TargetText: TwiceThePeerNearTheFloor, MaxFloorDistance: 1.5) { Answers = HandOverShape.ActorOverhead, Floor = Floor(Work.Sum) },
            new Headline("ThreadedActorMpsc (multi-producer mailbox) overhead per message (− Payload), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum), null,
                Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)) { Floor = Floor(Work.Sum) },
            new Headline("overhead per message: ThreadedActorMpsc vs MailboxProcessor, sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum), Row(nameof(SingleActorBenchmarks.MailboxProcessor), Work.Sum),
                MinRatio: 50, TargetText: "≥ 50×", Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)) { Floor = Floor(Work.Sum) },
            new Headline("overhead per message: ThreadedActorMpsc vs ChannelActor, sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum), Row(nameof(SingleActorBenchmarks.ChannelActor), Work.Sum),
                Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)) { Floor = Floor(Work.Sum) },
            new Headline("ThreadedActorMpsc vs MailboxProcessor (whole time), SHA-512",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sha512), Row(nameof(SingleActorBenchmarks.MailboxProcessor), Work.Sha512))
            {
                Floor = Floor(Work.Sha512),
            },
            new Headline("single-producer specialisation: ThreadedActor (SPSC mailbox) overhead per message (− Payload), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActor), Work.Sum), null,
                Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)) { Floor = Floor(Work.Sum) },
            new Headline("multi-producer overhead within 2× of the single-producer one: ThreadedActorMpsc vs ThreadedActor (− Payload), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum), Row(nameof(SingleActorBenchmarks.ThreadedActor), Work.Sum),
                MinRatio: 0.5, TargetText: "≥ 0.5×", Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)) { Floor = Floor(Work.Sum) },
            new Headline("multi-producer overhead within 2× of the single-producer one, batch-freed mailbox: ThreadedActorMpscBatch vs ThreadedActor (− Payload), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpscBatch), Work.Sum), Row(nameof(SingleActorBenchmarks.ThreadedActor), Work.Sum),
                MinRatio: 0.5, TargetText: "≥ 0.5×", Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)) { Floor = Floor(Work.Sum) },
            new Headline("overhead per message: ThreadedActorMpscBatch vs ThreadedActorMpsc (cells freed per batch vs per cell), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpscBatch), Work.Sum), Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum),
                Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)) { Floor = Floor(Work.Sum) },
            new Headline("overhead per message: ThreadedActorMpsc vs SeedThreadedActor (the seed's design, multi-producer), sum of 100 ints",
                Row(nameof(SingleActorBenchmarks.ThreadedActorMpsc), Work.Sum), Row(nameof(SingleActorBenchmarks.SeedThreadedActor), Work.Sum),
                Minus: Row(nameof(SingleActorBenchmarks.Payload), Work.Sum)) { Floor = Floor(Work.Sum) },
        ])
    {
        Tables =
        [
            new TableShape(nameof(SingleActorBenchmarks), OverheadOf: nameof(SingleActorBenchmarks.Payload)),
            new TableShape(nameof(SeedFaithfulSingleActorBenchmarks), OverheadOf: nameof(SeedFaithfulSingleActorBenchmarks.Payload)),
        ],
        SeedTables = "2",
        // the floor's consumer hands one message over as the wrong payload; the seed-faithful rows plant their own
        PlantedFaultRows = [nameof(SingleActorBenchmarks.Floor), $"{nameof(SeedFaithfulSingleActorBenchmarks)}.*"],
    };

    /// <summary>
    /// The peers that do the same work with the same guarantees as ThreadedActorMpsc (one producer thread posting to an
    /// actor that takes any poster, one crossing per message): the headline takes whichever the results show fastest.
    /// </summary>
    private const string Peers = nameof(SingleActorBenchmarks.MailboxProcessor) + "|" + nameof(SingleActorBenchmarks.ChannelActor);

    /// <summary>The target the issue set where the seed's figure is out of reach on this machine (issue 26).</summary>
    private const string TwiceThePeerNearTheFloor = "≥ 2× the best like-for-like peer and ≤ 1.5× the floor";

    /// <summary>The floor row (one producer, one spinning consumer through a plain ring) with work <paramref name="work"/>.</summary>
    private static RowKey Floor(Work work) => Row(nameof(SingleActorBenchmarks.Floor), work);

    /// <summary>A row of the single-actor class with work <paramref name="work"/>.</summary>
    private static RowKey Row(string method, Work work) => new(nameof(SingleActorBenchmarks), method, $"Work={work}");
}
