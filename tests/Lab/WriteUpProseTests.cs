using System.Text.RegularExpressions;
using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// Prose cannot contradict its tables (DESIGN.md §3, write-up template 7): every measured figure a write-up's What we
/// found, Traces and Conclusion quote (a number with a unit of time, a ratio, a percentage, bytes per something, or any
/// decimal) is printed, as the prose gives it, in that write-up's generated results block — a table `./lab report` made from
/// results/ — and every run id a write-up names is a run under results/. A re-run that moves a figure, or a figure
/// typed wrong, fails here until the prose follows the tables.
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
    public void Every_figure_in_the_prose_is_printed_in_a_generated_table(string id)
    {
        var e = Catalog.Find(id)!;
        var text = File.ReadAllText(e.WriteUpPath(Repo.Root)).ReplaceLineEndings("\n");
        var (prose, block) = Split(text);
        var printed = Numbers(block);
        var missing = new List<string>();
        foreach (var (section, line, body) in Sections(prose))
        {
            foreach (var figure in Figures(body))
            {
                if (!printed.Contains(figure.Number))
                {
                    missing.Add($"{section}, line {line}: \"{figure.Text}\"");
                }
            }
        }
        Assert.True(missing.Count == 0,
            $"{e.Folder}/README.md quotes figures that no generated table prints (quote them as the tables print them, or " +
            $"make them a headline):\n  {string.Join("\n  ", missing)}");
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
        var figures = Figures("costs 1 328 B and 97.28 ns (4.10× Proto.Actor 1.8.0, 1.71–2.08 µs; C = 1 000, 2 cores, 0.0157 work items, 45 %)")
            .Select(f => f.Number).ToList();
        Assert.Equal(["1328", "97.28", "4.10", "1.71", "2.08", "0.0157", "45"], figures);
        Assert.Contains("0.0001035", Numbers("| 0.0001035 | 2.000 / 1.997 | 4.17E-6/op |"));
        Assert.Contains("1.997", Numbers("| 0.0001035 | 2.000 / 1.997 | 4.17E-6/op |"));
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

    /// <summary>The checked sections of the prose: (heading, first line number, body).</summary>
    private static IEnumerable<(string Section, int Line, string Body)> Sections(string prose)
    {
        var lines = prose.Split('\n');
        for (var i = 0; i < lines.Length; i++)
        {
            if (!CheckedSections.Contains(lines[i].Trim()))
            {
                continue;
            }
            var end = i + 1;
            while (end < lines.Length && !lines[end].StartsWith("## ", StringComparison.Ordinal))
            {
                end++;
            }
            // code blocks are commands, not figures
            var body = string.Join('\n', lines[(i + 1)..end]);
            body = CodeBlock().Replace(body, "");
            body = InlineCode().Replace(body, "");
            yield return (lines[i].Trim(), i + 1, body);
        }
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
            figures.Add(new Figure(m.Value.Trim(), Normalise(first)));
            if (second is not null)
            {
                figures.Add(new Figure(m.Value.Trim(), Normalise(second)));
            }
        }
        return figures;
    }

    /// <summary>Every number a generated block prints, as written there.</summary>
    private static HashSet<string> Numbers(string block) =>
        [.. PrintedNumber().Matches(block).Select(m => Normalise(m.Value))];

    private static string Normalise(string number) => number.Replace(" ", "", StringComparison.Ordinal)
        .Replace("\u202F", "", StringComparison.Ordinal).Replace("\u00A0", "", StringComparison.Ordinal)
        .Replace(",", "", StringComparison.Ordinal);

    // a number (digits grouped by spaces allowed, "1 328"), optionally a range "a–b", optionally a unit; not part of a
    // version ("1.8.0"), an id ("E01", "20261123-…") or a word
    [GeneratedRegex(@"(?<![\w.\-])(?<a>\d{1,3}(?:[ \u202F\u00A0]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)(?:\s?[–-]\s?(?<b>\d{1,3}(?:[ \u202F\u00A0]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?))?(?![\d.]\d|[\w\-])(?:\s?(?<unit>×|ns|µs|μs|ms|%|B/|B\b|GHz))?")]
    private static partial Regex Quantity();

    [GeneratedRegex(@"\d+(?:\.\d+)?")]
    private static partial Regex PrintedNumber();

    [GeneratedRegex(@"\b\d{8}-\d{6}-[0-9a-f]{7}(?:-trace)?\b")]
    private static partial Regex RunId();

    [GeneratedRegex(@"```.*?```", RegexOptions.Singleline)]
    private static partial Regex CodeBlock();

    [GeneratedRegex(@"`[^`\n]*`")]
    private static partial Regex InlineCode();
}
