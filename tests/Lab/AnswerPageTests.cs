using System.Text.RegularExpressions;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// The answer page (ANSWERS.md): each shape lists the headlines that answer it with the figures the write-ups print,
/// names the rival to use where the lab's design loses, lists the cells it loses in, and says so where machines disagree;
/// the committed page's figures are all headline values.
/// </summary>
public sealed partial class AnswerPageTests : IDisposable
{
    private const string Type = "PairsX";

    private readonly SyntheticResults _results = new();

    public void Dispose() => _results.Dispose();

    private static ResultRow Row(string method, string parameters, double meanNs, params double[] launches)
    {
        var row = SyntheticResults.Row(Type, method, parameters, meanNs, baseline: method == "Peer");
        row.LaunchMeansNs = launches.Length > 0 ? [.. launches] : [meanNs, meanNs, meanNs];
        return row;
    }

    private static readonly Headline Wins = new("P = 1: Ours vs Peer", new RowKey(Type, "Ours", "P=1"), new RowKey(Type, "Peer", "P=1"),
        MinRatio: 1.5, TargetText: "≥ 1.5×") { Answers = HandOverShape.PingPong, Floor = new RowKey(Type, "Floor", "P=1") };

    private static readonly Headline Loses = new("P = 1: Slow vs Peer", new RowKey(Type, "Slow", "P=1"), new RowKey(Type, "Peer", "P=1"))
    {
        Answers = HandOverShape.PingPong,
    };

    private static readonly Headline EveryCell = new("worst cell: Ours vs Peer", new RowKey(Type, "Ours", Headline.EveryCell), new RowKey(Type, "Peer", Headline.EveryCell))
    {
        Answers = HandOverShape.ActorPairs,
    };

    private static readonly Headline Explains = new("what a part buys: Ours vs Slow", new RowKey(Type, "Ours", "P=1"), new RowKey(Type, "Slow", "P=1"));

    [Fact]
    public void Each_shape_lists_its_headlines_with_the_write_ups_figures_and_the_rival_where_ours_loses()
    {
        _results.Store(
            Row("Ours", "P=1", 10), Row("Peer", "P=1", 30), Row("Slow", "P=1", 60), Row("Floor", "P=1", 5),
            Row("Ours", "P=2", 40), Row("Peer", "P=2", 20));
        var definition = SyntheticResults.Definition([Wins, Loses, EveryCell, Explains]);
        var report = _results.Report();
        var page = report.AnswersPage([definition]);
        var values = report.Headlines(definition);

        Assert.Contains("## Ping-pong between two threads", page, StringComparison.Ordinal);
        Assert.Contains("## Pairs of actors", page, StringComparison.Ordinal);
        Assert.Contains("## Spawning\n\n" + "Creating actors", page.ReplaceLineEndings("\n"), StringComparison.Ordinal);
        Assert.Contains("No experiment answers this shape yet.", page, StringComparison.Ordinal);
        var lines = page.ReplaceLineEndings("\n").Split('\n');

        var wins = Assert.Single(lines, l => l.StartsWith("| **Ours** | Peer |", StringComparison.Ordinal));
        Assert.Contains($"**{values[0].ValueText}**", wins, StringComparison.Ordinal); // 3.00×
        Assert.Contains("≥ 1.5×: yes", wins, StringComparison.Ordinal);
        Assert.Contains(values[0].FloorText, wins, StringComparison.Ordinal);
        Assert.Contains("not in this cell", wins, StringComparison.Ordinal);
        Assert.EndsWith("| m1 | [E97](src/Experiments/E97-X/README.md), headline 1 |", wins, StringComparison.Ordinal);

        var loses = Assert.Single(lines, l => l.StartsWith("| **Peer** (the lab's Slow is behind it) | Peer |", StringComparison.Ordinal));
        Assert.Contains($"**{values[1].ValueText}**", loses, StringComparison.Ordinal); // 0.50×
        Assert.Contains("in this cell (why: the E97 write-up)", loses, StringComparison.Ordinal);

        var pairs = Assert.Single(lines, l => l.Contains("headline 3 |", StringComparison.Ordinal));
        Assert.StartsWith("| **Peer** (the lab's Ours is behind it) |", pairs, StringComparison.Ordinal); // worst cell P=2: 0.5×
        Assert.Contains("P=2: 0.50×", pairs, StringComparison.Ordinal);
        Assert.DoesNotContain("P=1: ", pairs, StringComparison.Ordinal);

        Assert.DoesNotContain("what a part buys", page, StringComparison.Ordinal); // a headline that answers no shape
        Assert.Contains("- **m1**: Test CPU", page, StringComparison.Ordinal);
    }

    [Fact]
    public void A_comparison_of_unlike_rows_gives_no_verdict_on_the_page()
    {
        _results.Store(Row("Ours", "P=1", 10), Row("Peer", "P=1", 30), Row("Floor", "P=1", 5));
        var unlike = Wins with { NotLikeForLike = "the rival copies every message" };
        var page = _results.Report().AnswersPage([SyntheticResults.Definition([unlike])]);
        Assert.Contains("| no verdict: Ours and Peer are not like for like (the rival copies every message) |", page, StringComparison.Ordinal);
        Assert.DoesNotContain("| **Ours** |", page, StringComparison.Ordinal);
    }

    [Fact]
    public void A_lead_whose_range_spans_parity_names_neither_design()
    {
        // the mean says 1.1×, but one pairing of launches has ours behind: the page does not pick a winner
        _results.Store(Row("Ours", "P=1", 9, 5, 9, 40), Row("Peer", "P=1", 10, 10, 10, 10), Row("Floor", "P=1", 5));
        var page = _results.Report().AnswersPage([SyntheticResults.Definition([Wins])]);
        Assert.Contains("| either: Ours and Peer (the range spans parity) |", page, StringComparison.Ordinal);
    }

    [Fact]
    public void A_headline_no_machine_measured_is_one_row_saying_so()
    {
        _results.Store(Row("Peer", "P=1", 30));
        var page = _results.Report().AnswersPage([SyntheticResults.Definition([Wins])]);
        Assert.Single(page.Split('\n'), l => l.StartsWith("| not measured yet: `./lab run E97` |", StringComparison.Ordinal));
    }

    [Fact]
    public void Every_figure_on_the_committed_page_is_a_headline_value_of_an_answering_headline()
    {
        var repo = RepoPaths.Discover();
        var page = File.ReadAllText(Path.Combine(repo.Root, Report.AnswersFile));
        var report = new Report(repo);
        var store = new ResultStore(repo.Results);
        var allowed = Catalog.All
            .SelectMany(e => e.Headlines.Where(h => h.Answers is not null)
                .SelectMany(h => store.Select(e.Id).Select(m => HeadlineValue.Of(h, m, e))))
            .Where(v => v.Ratio is not null)
            .Select(v => v.ValueText)
            .ToHashSet(StringComparer.Ordinal);
        var figures = BoldFigure().Matches(page).Select(m => m.Groups[1].Value).ToList();
        Assert.All(figures, f => Assert.Contains(f, allowed));
        Assert.Equal(report.AnswersPage(Catalog.All), page); // and the page is what the report makes of results/ now
    }

    [Fact]
    public void Every_shape_is_answered_by_some_experiment()
    {
        var answered = Catalog.All.SelectMany(e => e.Headlines).Select(h => h.Answers).OfType<HandOverShape>().ToHashSet();
        Assert.All(Enum.GetValues<HandOverShape>(), shape => Assert.Contains(shape, answered));
    }

    [GeneratedRegex(@"\*\*([0-9][0-9.,\s]*(?:×| ns))\*\*")]
    private static partial Regex BoldFigure();
}
