using System.Text.RegularExpressions;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// Prose cannot contradict its tables (docs/DESIGN.md §3, write-up template 7): every measured figure a write-up's What we
/// found, Traces and Conclusion quote (a number with a unit of time, a ratio, a percentage, bytes per something, or any
/// decimal; not a plain count of the setup, nor the bound of a target, "≥ 20×") sits in a cell marker
/// (<see cref="ProseCells"/>) naming the table cell it quotes, which `./lab report` fills from results/: a re-run that
/// moves a figure rewrites it, and a figure typed wrong is rewritten too (the report's byte-for-byte test,
/// ReportFromResultsTests, and the marker test here fail until the write-up is regenerated). Every run id a write-up
/// names is a run under results/.
/// </summary>
public sealed partial class WriteUpProseTests
{
    private static readonly RepoPaths Repo = RepoPaths.Discover();

    /// <summary>The section right under a write-up's title: its answer in plain words and the figure that carries it.</summary>
    private const string WhatWeFound = "## What we found";

    /// <summary>The hand-written sections whose figures must come from the tables.</summary>
    private static readonly string[] CheckedSections = [WhatWeFound, "## Traces", "## Conclusion"];

    public static TheoryData<string> Experiments()
    {
        var data = new TheoryData<string>();
        foreach (var e in Catalog.All)
        {
            data.Add(e.Id);
        }
        return data;
    }

    [Theory]
    [MemberData(nameof(Experiments))]
    public void Every_figure_in_the_prose_is_bound_to_its_cell(string id)
    {
        var (e, _, text) = WriteUp(id);
        NoneFound(e, BareFigures(Split(text).Prose),
            "quotes figures outside a cell marker (write each as <!-- cell Type.Method [Params] measure -->figure<!-- /cell -->, " +
            "see ProseCells; ./lab report fills it from results/)");
    }

    [Theory]
    [MemberData(nameof(Experiments))]
    public void Every_cell_marker_holds_the_figure_the_report_fills(string id)
    {
        var e = Catalog.Find(id)!;
        var path = e.WriteUpPath(Repo.Root);
        var text = File.ReadAllText(path);
        var filled = new Report(Repo).FillCells(e, text, path);
        var wrong = ProseCells.Markers(text, path).Zip(ProseCells.Markers(filled, path))
            .Where(p => p.First.Figure != p.Second.Figure)
            .Select(p => $"line {p.First.Line}: \"{p.First.Figure}\" where the cell '{p.First.Spec}' is \"{p.Second.Figure}\"")
            .ToList();
        Assert.True(wrong.Count == 0,
            $"{e.Folder}/README.md: figures that differ from their cells (run ./lab report, then make the sentence say what the " +
            $"table shows):\n  {string.Join("\n  ", wrong)}");
    }

    [Theory]
    [MemberData(nameof(Experiments))]
    public void Every_comparison_of_figures_is_bound_to_its_cells(string id)
    {
        var (e, _, text) = WriteUp(id);
        NoneFound(e, [.. ProseCells.UnboundComparisons(text).Select(s => $"line {s.Line} ({s.Words}): {s.Sentence}")],
            "compares figures with no comparison marker (bind each as <!-- compare LEFT OP RIGHT -->words<!-- /compare -->, " +
            "see ProseCells, or say it without the comparison)");
    }

    [Theory]
    [MemberData(nameof(Experiments))]
    public void Every_comparison_marker_holds_on_the_results(string id)
    {
        var (e, path, text) = WriteUp(id);
        NoneFound(e, new ProseCells(new ResultStore(Repo.Results), Repo, e).FalseComparisons(text, path),
            "makes comparisons the results contradict (make the sentence say what the cells show)");
    }

    /// <summary>The definition of experiment <paramref name="id"/>, its write-up's path and its text (line endings "\n").</summary>
    private static (Experiment E, string Path, string Text) WriteUp(string id)
    {
        var e = Catalog.Find(id)!;
        var path = e.WriteUpPath(Repo.Root);
        return (e, path, File.ReadAllText(path).ReplaceLineEndings("\n"));
    }

    /// <summary>Fails with <paramref name="why"/> and every finding, one a line, when there is any.</summary>
    private static void NoneFound(Experiment e, IReadOnlyCollection<string> found, string why) =>
        Assert.True(found.Count == 0, $"{e.Folder}/README.md {why}:\n  {string.Join("\n  ", found)}");

    [Fact]
    public void A_bare_figure_fails_and_the_same_figure_in_a_marker_passes()
    {
        const string marked = "## What we found\nIt takes <!-- cell A.B ns -->2.41 ns<!-- /cell --> on 2 cores.\n";
        Assert.Empty(BareFigures(marked));
        var bare = BareFigures(marked + "\n## Conclusion\nAnd 4.10× (3.9–4.3×) faster; `2.5 ns` in code is not prose.\n## Setup\n9.9 ns\n");
        Assert.Equal(["## Conclusion, line 5: \"4.10×\"", "## Conclusion, line 5: \"3.9–4.3×\"", "## Conclusion, line 5: \"3.9–4.3×\""], bare);
    }

    [Theory]
    [MemberData(nameof(Experiments))]
    public void The_write_up_opens_with_what_we_found(string id)
    {
        var e = Catalog.Find(id)!;
        var lines = File.ReadAllText(e.WriteUpPath(Repo.Root)).ReplaceLineEndings("\n").Split('\n');
        var first = lines.Skip(1).FirstOrDefault(l => l.StartsWith("## ", StringComparison.Ordinal));
        var body = lines.SkipWhile(l => l.Trim() != WhatWeFound).Skip(1)
            .TakeWhile(l => !l.StartsWith("## ", StringComparison.Ordinal));
        Assert.True(lines[0].StartsWith("# ", StringComparison.Ordinal) && first?.Trim() == WhatWeFound
                    && body.Any(l => l.Trim().Length > 0),
            $"{e.Folder}/README.md: the first section under the title is '{WhatWeFound}', with the answer in plain words");
    }

    [Theory]
    [MemberData(nameof(Experiments))]
    public void Every_run_id_in_the_write_up_is_a_stored_run(string id)
    {
        var e = Catalog.Find(id)!;
        var (prose, _) = Split(File.ReadAllText(e.WriteUpPath(Repo.Root)).ReplaceLineEndings("\n"));
        var runs = Directory.EnumerateDirectories(Repo.Results, "*", SearchOption.AllDirectories)
            .Select(Path.GetFileName).ToHashSet(StringComparer.Ordinal);
        var unknown = RunId().Matches(prose).Select(m => m.Value).Where(r => !runs.Contains(r)).Distinct().ToList();
        Assert.True(unknown.Count == 0, $"{e.Folder}/README.md names runs that results/ does not hold: {string.Join(", ", unknown)}");
    }

    [Fact]
    public void The_check_reads_figures_ranges_and_grouped_digits_and_skips_plain_counts_and_versions()
    {
        var figures = Figures("costs 1 328 B and 97.28 ns (4.10× Proto.Actor 1.8.0, 1.71–2.08 µs; C = 1 000, 2 cores, 0.0157 work items, 45 %; target ≥ 20×, ≤ 3 ns)")
            .Select(f => f.Number).ToList();
        Assert.Equal(["1328", "97.28", "4.10", "1.71", "2.08", "0.0157", "45"], figures);
    }

    /// <summary>The hand-written text (the generated block blanked out, line numbers kept) and the generated block.</summary>
    private static (string Prose, string Block) Split(string text)
    {
        var start = text.IndexOf(Report.BeginResults, StringComparison.Ordinal);
        var stop = text.IndexOf(Report.EndResults, StringComparison.Ordinal);
        Assert.True(start >= 0 && stop > start, "the write-up has no results markers");
        var block = text[start..stop];
        var blanked = new string('\n', block.Count(c => c == '\n'));
        return (text[..start] + blanked + text[stop..], block);
    }

    /// <summary>
    /// The measured figures of the checked sections that no cell marker holds, as "section, line n: \"figure\"" (code
    /// blocks and inline code are commands, not figures).
    /// </summary>
    internal static List<string> BareFigures(string prose)
    {
        var bare = new List<string>();
        var lines = prose.Split('\n');
        string? section = null;
        var inCode = false;
        for (var i = 0; i < lines.Length; i++)
        {
            var line = lines[i];
            if (line.StartsWith("## ", StringComparison.Ordinal))
            {
                section = CheckedSections.Contains(line.Trim()) ? line.Trim() : null;
                continue;
            }
            if (line.TrimStart().StartsWith("```", StringComparison.Ordinal))
            {
                inCode = !inCode;
                continue;
            }
            if (section is null || inCode)
            {
                continue;
            }
            var text = InlineCode().Replace(CompareMarker().Replace(CellMarker().Replace(line, " "), " "), "");
            bare.AddRange(Figures(text).Select(f => $"{section}, line {i + 1}: \"{f.Text}\""));
        }
        return bare;
    }

    private sealed record Figure(string Text, string Number);

    /// <summary>The measured figures of a text: numbers with a unit, both ends of a range with one, and any decimal.</summary>
    private static List<Figure> Figures(string text)
    {
        var figures = new List<Figure>();
        foreach (Match m in Quantity().Matches(text))
        {
            var unit = m.Groups["unit"].Success;
            var first = m.Groups["a"].Value;
            var second = m.Groups["b"].Success ? m.Groups["b"].Value : null;
            if (!unit && !first.Contains('.') && (second is null || !second.Contains('.')))
            {
                continue; // a plain count ("2 cores", "C = 1 000"): part of the setup, not a measurement
            }
            var before = text.AsSpan(0, m.Index).TrimEnd();
            if (before.Length > 0 && "≥≤<>".Contains(before[^1]))
            {
                continue; // a bound ("the ≥ 20× target"): set by the definition, not measured
            }
            figures.Add(new Figure(m.Value.Trim(), Normalise(first)));
            if (second is not null)
            {
                figures.Add(new Figure(m.Value.Trim(), Normalise(second)));
            }
        }
        return figures;
    }

    private static string Normalise(string number) => number.Replace(" ", "", StringComparison.Ordinal)
        .Replace("\u202F", "", StringComparison.Ordinal).Replace("\u00A0", "", StringComparison.Ordinal)
        .Replace(",", "", StringComparison.Ordinal);

    // a number (digits grouped by spaces allowed, "1 328"), optionally a range "a–b", optionally a unit; not part of a
    // version ("1.8.0"), an id ("E01", "20261123-…") or a word
    [GeneratedRegex(@"(?<![\w.\-])(?<a>\d{1,3}(?:[ \u202F\u00A0]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?[–-]\s?(?<b>\d{1,3}(?:[ \u202F\u00A0]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?))?(?![\d.]\d|[\w\-])(?:\s?(?<unit>×|ns|µs|μs|ms|%|B/|B\b|GHz))?")]
    private static partial Regex Quantity();

    [GeneratedRegex(@"\b\d{8}-\d{6}-[0-9a-f]{7}(?:-trace)?\b")]
    private static partial Regex RunId();

    [GeneratedRegex(@"<!-- cell [^\n>]*? -->[^\n]*?<!-- /cell -->")]
    private static partial Regex CellMarker();

    [GeneratedRegex(@"`[^`\n]*`")]
    private static partial Regex InlineCode();

    // a comparison marker's opening and closing comments (its constants, "within 0.5", are the comparison's, not figures)
    [GeneratedRegex(@"<!-- compare (?:(?!-->)[^\n])+? -->|<!-- /compare -->")]
    private static partial Regex CompareMarker();
}
