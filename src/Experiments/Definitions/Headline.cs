namespace PerfBuf.Experiments.Definitions;

/// <summary>What a headline's ratio compares.</summary>
public enum HeadlineMeasure
{
    /// <summary>Time: the baseline's mean ÷ the row's (how many times faster).</summary>
    Time,

    /// <summary>
    /// Allocation: the baseline's bytes allocated per operation ÷ the row's (how many times fewer bytes). A "best of" on
    /// either side picks the row that allocates least. No launch range: BenchmarkDotNet reports one allocation figure
    /// per row.
    /// </summary>
    Allocation,

    /// <summary>
    /// A reported metric (<see cref="Headline.MetricId"/>, e.g. a latency percentile) where lower is better: the
    /// baseline's value ÷ the row's. A "best of" picks the row with the lowest value. Its range over launches pairs the
    /// launches' own figures (results recorded before the lab kept them have one figure per row: no range, no verdict).
    /// </summary>
    Metric,
}

/// <summary>
/// A headline. With a <see cref="Baseline"/>: how many times faster <see cref="Row"/> is than the baseline
/// (baseline mean / row mean), both rows of one benchmark class and so of one run; with <see cref="Minus"/>, the
/// same ratio on overheads ((baseline − minus) / (row − minus)). Without a baseline: the row's own overhead,
/// row − minus, in ns per operation. <see cref="MinRatio"/> / <see cref="MaxNs"/> is the target, if it set
/// one, and <see cref="TargetText"/> says it in words.
/// A row whose method holds a <c>*</c> or a <c>|</c> (<c>Disruptor*</c>, <c>ProtoActor*|AkkaAsk</c>) is a "best of": the
/// report picks, from the results, the fastest row whose method matches one of the alternatives with the same
/// parameters (docs/DESIGN.md §3) and says which it picked: on the baseline's side always the fastest; on the row's side
/// the fastest that crosses threads like the baseline and promises no less (the fastest of all only where none does,
/// and the headline is then labelled). <see cref="MaxBytes"/> is a target on the row's allocation per
/// operation, met together with the ratio's. <see cref="MaxWorkItemsShare"/> is a target on the row's thread-pool work
/// items per message as a share of the baseline's (0.1: at most a tenth of them), met together with the ratio's; in an
/// every-cell headline it must hold in every cell. <see cref="MaxFloorDistance"/> is a target on the row's distance to
/// the <see cref="Floor"/> row (1.5: the row's mean at most 1.5 times the floor's), met together with the ratio's.
/// </summary>
public sealed record Headline(
    string Label,
    RowKey Row,
    RowKey? Baseline,
    double? MinRatio = null,
    string? TargetText = null,
    RowKey? Minus = null,
    double? MaxNs = null,
    long? MaxBytes = null,
    double? MaxWorkItemsShare = null,
    double? MaxFloorDistance = null)
{
    /// <summary>Parameters of a headline that holds in every parameter cell: its value is the worst cell's.</summary>
    public const string EveryCell = "*";

    public bool IsAbsolute => Baseline is null;

    /// <summary>The benchmark classes whose rows this headline reads.</summary>
    public IReadOnlyList<string> Types => [.. Keys.Select(k => k.Type).Distinct()];

    /// <summary>Every row key the headline reads: its row, baseline, minus and floor.</summary>
    public IReadOnlyList<RowKey> Keys => [.. new[] { Row, Baseline, Minus, Floor }.OfType<RowKey>()];

    /// <summary>True when <paramref name="key"/> stands for the fastest of several rows (its method holds a <c>*</c>).</summary>
    public static bool IsBestOf(RowKey key) => key.Method.AsSpan().IndexOfAny('*', '|') >= 0;

    /// <summary>True when the method name <paramref name="method"/> is one of the rows <paramref name="key"/> stands for.</summary>
    public static bool MethodMatches(RowKey key, string method)
    {
        return IsBestOf(key) ? key.Method.Split('|').Any(pattern => GlobMatches(pattern, method)) : key.Method == method;
    }

    private static bool GlobMatches(string pattern, string method)
    {
        var parts = pattern.Split('*');
        var at = 0;
        for (var i = 0; i < parts.Length; i++)
        {
            var found = method.IndexOf(parts[i], at, StringComparison.Ordinal);
            if (found < 0 || (i == 0 && found != 0))
            {
                return false;
            }
            at = found + parts[i].Length;
        }
        return parts[^1].Length == 0 || method.EndsWith(parts[^1], StringComparison.Ordinal);
    }

    /// <summary>
    /// Rows whose measured thread crossings per message (the "Crossings/op" metric, PerfBuf.Core.Threading.Crossings)
    /// differ by more than this do not do the same work: a headline pairing them must say so
    /// (<see cref="NotLikeForLike"/>). Half a crossing per message: a thread-pool row's count varies with the pool's
    /// stealing by a few tenths; a hand-over more or less is a whole one.
    /// </summary>
    public const double CrossingsTolerance = 0.5;

    /// <summary>
    /// Why this headline compares rows that do not do the same work (one publishes in batches, answers through a
    /// temporary actor, has no mailbox), when its definition knows it: such a headline is labelled with this reason,
    /// gives no verdict, never leads the definition's list and never stands in the index. Counted differences are not
    /// typed here: the report adds them to the label from the results (crossings per message beyond
    /// <see cref="CrossingsTolerance"/>, per cell) and from the rows' <see cref="PromisesAttribute"/> declarations.
    /// Null: no reason known in advance.
    /// </summary>
    public string? NotLikeForLike { get; init; }

    /// <summary>
    /// Why the row's crossings are what its scheduler decided rather than a different piece of work (a scheduler that
    /// keeps a woken actor on the waker's thread by itself, as a next slot does), when both rows declare
    /// <see cref="Placement.Scheduler"/>: a crossings difference is then shown as a note with this reason and does not
    /// label the headline, and the row's side is not re-picked for crossing alike. Where either row's actors are placed
    /// by the benchmark's author, or a row declares no promises, the difference labels the headline as usual. Null:
    /// crossings differences always label.
    /// </summary>
    public string? CrossingsByScheduler { get; init; }

    /// <summary>
    /// The floor row of the same work in the same class (the cheapest way to do it on the machine), if the experiment
    /// has one: the headline then also shows the row's distance to it (row mean ÷ floor mean, in every cell for an
    /// every-cell headline, the worst). A headline with <see cref="MaxFloorDistance"/> must name one.
    /// </summary>
    public RowKey? Floor { get; init; }

    /// <summary>What the ratio compares: time (the default), bytes allocated per operation, or a reported metric.</summary>
    public HeadlineMeasure Measure { get; init; } = HeadlineMeasure.Time;

    /// <summary>The reported metric a <see cref="HeadlineMeasure.Metric"/> headline compares (its id, e.g. "WakeP50Us").</summary>
    public string? MetricId { get; init; }

    /// <summary>
    /// The peer package (docs/DESIGN.md §8: "Disruptor", "Proto.Actor", "Akka") whose benchmark row this headline names,
    /// if any. Such a row is compiled only where that peer restores, but its results stay in results/: the report
    /// evaluates the headline from them on any clone, and the check that the row is a real benchmark case runs
    /// where the peer is built.
    /// </summary>
    public string? Peer { get; init; }

    /// <summary>
    /// True when the headline reads a native floor row (<see cref="NativeRowsAttribute"/>): such a row runs only where the
    /// library is built, but its results stay in results/, so the report evaluates the headline on any clone, and the
    /// check that the row is a real benchmark case runs where the library is built.
    /// </summary>
    public bool Native { get; init; }

    /// <summary>
    /// The shape of hand-over this headline answers on the answer page (ANSWERS.md, generated by `./lab report`): the
    /// lab's design for that shape against what it is compared with. Null: the headline explains a design (what one part
    /// buys) and answers no shape.
    /// </summary>
    public HandOverShape? Answers { get; init; }
}
