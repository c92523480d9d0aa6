using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;

namespace PerfBuf.Lab;

/// <summary>
/// Comparisons in a write-up's prose bound to the cells they compare (the compare marker, see the remarks of
/// <see cref="ProseCells"/>), and the sentences that compare figures without one.
/// </summary>
public sealed partial class ProseCells
{
    /// <summary>The start of an opening comparison marker.</summary>
    public const string CompareOpen = "<!-- compare ";

    /// <summary>The closing comparison marker.</summary>
    public const string CompareClose = "<!-- /compare -->";

    /// <summary>
    /// The words and phrases by which prose compares two quantities: a sentence that holds one and a cell marker states a
    /// comparison, which a compare marker must bind (<see cref="UnboundComparisons"/>). Matched as whole words, any case.
    /// </summary>
    public static readonly IReadOnlyList<string> ComparisonWords =
    [
        "ahead", "behind", "faster", "slower", "quicker", "cheaper", "costlier", "dearer", "better", "worse",
        "within", "agrees", "agree", "about the same", "the same as", "level with", "on par", "ties", "tie",
        "twice", "thrice", "half", "as much as", "as many as", "as fast as", "as slow as", "times as",
        "more than", "less than", "fewer", "higher", "lower", "larger", "smaller", "above", "below",
        "beats", "beat", "wins", "win", "won", "loses", "lose", "trails", "leads", "outruns", "outperforms",
        "exceeds", "exceed", "meets", "meet", "misses", "miss", "short of",
    ];

    private static readonly Regex ComparisonWordPattern = new(
        @"(?i)(?<![\w-])(?:" + string.Join('|', ComparisonWords.OrderByDescending(w => w.Length).Select(w => Regex.Escape(w).Replace(@"\ ", @"\s+", StringComparison.Ordinal))) + @")(?![\w-])",
        RegexOptions.Compiled);

    /// <summary>A comparison marker as written: its spec, the words it binds, where it is.</summary>
    public sealed record Comparison(string Spec, string Words, int Index, int Length, int Line);

    /// <summary>Every comparison marker of <paramref name="text"/>; an open or close without its partner is an error.</summary>
    public static IReadOnlyList<Comparison> Comparisons(string text, string fileForErrors)
    {
        var found = CompareMarkerPattern().Matches(text)
            .Select(m => new Comparison(m.Groups["spec"].Value.Trim(), m.Groups["words"].Value, m.Index, m.Length, LineOf(text, m.Index)))
            .ToList();
        foreach (var open in AllIndexes(text, CompareOpen).Where(o => !found.Any(c => c.Index == o)))
        {
            throw new LabUsageException($"{fileForErrors}, line {LineOf(text, open)}: a '{CompareOpen.Trim()} … -->' marker without its " +
                                        $"'{CompareClose}' in the same paragraph (comparison markers do not nest)");
        }
        foreach (var close in AllIndexes(text, CompareClose).Where(c => !found.Any(m => m.Index + m.Length == c + CompareClose.Length)))
        {
            throw new LabUsageException($"{fileForErrors}, line {LineOf(text, close)}: a '{CompareClose}' without its opening marker");
        }
        return found;
    }

    /// <summary>
    /// Every comparison marker of <paramref name="text"/> that the results contradict, as "file, line n: …" with the
    /// marker and both sides' values; a marker whose cell cannot be found is one too.
    /// </summary>
    public IReadOnlyList<string> FalseComparisons(string text, string fileForErrors)
    {
        var wrong = new List<string>();
        foreach (var c in Comparisons(text, fileForErrors))
        {
            try
            {
                if (Evaluate(c.Spec) is { } why)
                {
                    wrong.Add($"{fileForErrors}, line {c.Line}: comparison '{c.Spec}' is false on the results: {why} " +
                              $"(the words: \"{Squeeze(c.Words)}\")");
                }
            }
            catch (CellException e)
            {
                wrong.Add($"{fileForErrors}, line {c.Line}: comparison '{c.Spec}': {e.Message}");
            }
        }
        return wrong;
    }

    /// <summary>One side of a comparison: a cell spec or a constant.</summary>
    private sealed record Side(string Spec, CellValue Cell)
    {
        public double Value => Cell.Value!.Value;

        public string Show => Spec == Cell.Text ? Spec : $"{Cell.Text} ({Spec}, {Value.ToString("G6", Inv)})";
    }

    /// <summary>Null when the comparison <paramref name="spec"/> holds on the results, else what the two sides are.</summary>
    private string? Evaluate(string spec)
    {
        var tokens = Tokens(spec);
        var at = tokens.FindIndex(t => t is "<" or "<=" or ">" or ">=" or "within" or "outside");
        Expect(at > 0, "expected 'LEFT OP RIGHT' with OP one of <, <=, >, >= (optionally followed by a factor, '2×'), " +
                       "'within T' or 'outside T' (T a number or a percentage of RIGHT, optionally followed by 'of')");
        var op = tokens[at];
        var next = at + 1;
        var factor = 1.0;
        double? tolerance = null;
        var percent = false;
        var byStdErr = false;
        if (op is "within" or "outside")
        {
            Expect(next < tokens.Count && (tokens[next] == "stderr" || TolerancePattern().Match(tokens[next]) is { Success: true }),
                $"'{op}' takes a tolerance: '{op} 0.5', '{op} 10%' or '{op} stderr'");
            byStdErr = tokens[next] == "stderr";
            percent = tokens[next].EndsWith('%');
            tolerance = byStdErr ? 0 : double.Parse(tokens[next].TrimEnd('%'), NumberStyles.Float, Inv);
            next++;
            if (next < tokens.Count && tokens[next] == "of")
            {
                next++;
            }
        }
        if (next < tokens.Count && FactorPattern().Match(tokens[next]) is { Success: true } f)
        {
            factor = double.Parse(f.Groups["n"].Value, NumberStyles.Float, Inv);
            next++;
        }
        Expect(next < tokens.Count, "no right-hand side after the operator");
        var rightTokens = tokens.Skip(next).ToList();
        var offset = 0.0;
        if (rightTokens.Count >= 3 && rightTokens[^2] is "+" or "-"
            && double.TryParse(rightTokens[^1], NumberStyles.Float, Inv, out var added))
        {
            offset = rightTokens[^2] == "+" ? added : -added;
            rightTokens.RemoveRange(rightTokens.Count - 2, 2);
        }
        var left = Operand(string.Join(' ', tokens.Take(at)));
        var right = Operand(string.Join(' ', rightTokens));
        if (byStdErr)
        {
            Expect(factor == 1, "'stderr' compares two rows' times as they are, without a factor");
            tolerance = StdErr(left.Spec) + StdErr(right.Spec);
        }
        if (left.Spec != left.Cell.Text && right.Spec != right.Cell.Text)
        {
            Expect(Unit(left.Cell.Text) == Unit(right.Cell.Text),
                $"the sides are different quantities ({left.Cell.Text} against {right.Cell.Text}): compare like with like");
        }
        var (l, r) = (left.Value, right.Value * factor + offset);
        var scaled = factor == 1 && offset == 0 ? right.Show
            : $"{(factor == 1 ? "" : factor.ToString(Inv) + "× ")}{right.Show}{(offset == 0 ? "" : (offset > 0 ? " + " : " − ") + Math.Abs(offset).ToString(Inv))} = {r.ToString("G6", Inv)}";
        bool holds;
        string need;
        switch (op)
        {
            case "<": holds = l < r; need = "less than"; break;
            case "<=": holds = l <= r; need = "at most"; break;
            case ">": holds = l > r; need = "more than"; break;
            case ">=": holds = l >= r; need = "at least"; break;
            default:
                var allowed = percent ? tolerance!.Value / 100 * Math.Abs(r) : tolerance!.Value;
                var gap = Math.Abs(l - r);
                var within = gap <= allowed;
                holds = op == "within" ? within : !within;
                var what = byStdErr ? $"sum of their standard errors, {allowed.ToString("G4", Inv)}," : $"{tolerance!.Value.ToString(Inv)}{(percent ? "%" : "")}";
                return holds ? null
                    : $"left {left.Show} and right {scaled} differ by {gap.ToString("G4", Inv)}, " +
                      $"{(within ? "within" : "beyond")} the {what} the marker says they are {(op == "within" ? "within" : "outside")}";
        }
        return holds ? null : $"left {left.Show} is not {need} right {scaled}";
    }

    private Side Operand(string spec)
    {
        if (double.TryParse(spec, NumberStyles.Float, Inv, out var constant))
        {
            return new Side(spec, new CellValue(spec, constant));
        }
        var cell = Cell(spec);
        Expect(cell.Value is not null, $"the cell '{spec}' ({cell.Text}) is not one number: a comparison needs one");
        return new Side(spec, cell);
    }

    /// <summary>The standard error of the row a time cell names (its measure, ns or ms, replaced by stderr).</summary>
    private double StdErr(string spec)
    {
        var tokens = Tokens(spec);
        Expect(tokens.Count >= 2 && tokens[^1] is "ns" or "ms", $"'within stderr' needs two rows' times (ns or ms), not '{spec}'");
        tokens[^1] = "stderr";
        return Cell(string.Join(' ', tokens)).Value!.Value;
    }

    /// <summary>What a cell's text says after its number, up to a bracket: its unit ("ns", "×", "× the floor", "" for a count).</summary>
    private static string Unit(string text)
    {
        var unit = LeadingNumber().Replace(text, "");
        var bracket = unit.IndexOf(" (", StringComparison.Ordinal);
        return (bracket >= 0 ? unit[..bracket] : unit).Trim();
    }

    /// <summary>A spec's tokens, split on spaces outside double quotes (a headline's label keeps its spaces).</summary>
    private static List<string> Tokens(string spec)
    {
        var tokens = new List<string>();
        var current = new StringBuilder();
        var quoted = false;
        foreach (var ch in spec)
        {
            if (ch == '"')
            {
                quoted = !quoted;
            }
            if (ch == ' ' && !quoted)
            {
                if (current.Length > 0)
                {
                    tokens.Add(current.ToString());
                    current.Clear();
                }
                continue;
            }
            current.Append(ch);
        }
        if (current.Length > 0)
        {
            tokens.Add(current.ToString());
        }
        return tokens;
    }

    /// <summary>A sentence of prose that compares figures with no comparison marker binding it.</summary>
    public sealed record UnboundSentence(int Line, string Words, string Sentence);

    /// <summary>
    /// The sentences of a write-up's hand-written text (the generated results block, code blocks and inline code left out)
    /// that hold a cell marker and a <see cref="ComparisonWords">comparison word</see> outside every comparison marker:
    /// a comparison of figures nothing checks. A sentence ends at '.', '!' or '?' before a capital, a list item, a
    /// table row, a heading or a blank line; the figures inside cell markers never end one.
    /// </summary>
    public static IReadOnlyList<UnboundSentence> UnboundComparisons(string text)
    {
        var unbound = new List<UnboundSentence>();
        foreach (var (start, paragraph) in Paragraphs(text))
        {
            // the same length as the paragraph, so an index in it is an index in the text: markers and code become
            // filler that neither ends a sentence nor reads as a word
            var cells = MarkerPattern().Replace(paragraph, m => new string('\u0001', m.Length));
            var bound = CompareMarkerPattern().Replace(cells, m => new string('\u0002', m.Length));
            var plain = InlineCodePattern().Replace(bound, m => new string('\u0003', m.Length));
            var from = 0;
            foreach (var end in SentenceEnds(plain))
            {
                var sentence = plain[from..end];
                var words = ComparisonWordPattern.Matches(sentence).Select(m => m.Value.ToLowerInvariant()).Distinct().ToList();
                if (words.Count > 0 && sentence.Contains('\u0001', StringComparison.Ordinal))
                {
                    var lead = sentence.Length - sentence.TrimStart().Length;
                    unbound.Add(new UnboundSentence(LineOf(text, start + from + lead), string.Join(", ", words), Squeeze(paragraph[from..end])));
                }
                from = end;
            }
        }
        return unbound;
    }

    /// <summary>The hand-written paragraphs of a write-up with where each starts: blocks of lines outside the results block and code blocks; a heading, a list item and a table row each start a new one.</summary>
    private static IEnumerable<(int Start, string Text)> Paragraphs(string text)
    {
        var at = 0;
        var inCode = false;
        var inResults = false;
        int? start = null;
        var end = 0;
        foreach (var raw in text.Split('\n'))
        {
            var line = raw.TrimEnd('\r');
            var lineStart = at;
            at += raw.Length + 1;
            var trimmed = line.TrimStart();
            var breaks = inCode || inResults || trimmed.Length == 0 || trimmed.StartsWith('#') || trimmed.StartsWith("```", StringComparison.Ordinal)
                         || trimmed.StartsWith('|') || ListItemPattern().IsMatch(line) || line.Contains(Report.BeginResults, StringComparison.Ordinal);
            if (breaks && start is { } s)
            {
                yield return (s, text[s..end]);
                start = null;
            }
            if (line.Contains(Report.BeginResults, StringComparison.Ordinal))
            {
                inResults = true;
            }
            if (inResults)
            {
                inResults = !line.Contains(Report.EndResults, StringComparison.Ordinal);
                continue;
            }
            if (trimmed.StartsWith("```", StringComparison.Ordinal))
            {
                inCode = !inCode;
                continue;
            }
            if (inCode || trimmed.Length == 0 || trimmed.StartsWith('#'))
            {
                continue;
            }
            start ??= lineStart;
            end = lineStart + line.Length;
            if (trimmed.StartsWith('|'))
            {
                yield return (start.Value, text[start.Value..end]);
                start = null;
            }
        }
        if (start is { } last)
        {
            yield return (last, text[last..end]);
        }
    }

    /// <summary>Where each sentence of a masked paragraph ends (the last at its end).</summary>
    private static IEnumerable<int> SentenceEnds(string paragraph)
    {
        foreach (Match m in SentenceEndPattern().Matches(paragraph))
        {
            yield return m.Index + m.Length;
        }
        yield return paragraph.Length;
    }

    private static string Squeeze(string text) => WhiteSpacePattern().Replace(text, " ").Trim();

    [GeneratedRegex(@"<!-- compare (?<spec>(?:(?!-->)[^\n])+?) -->(?<words>(?:(?!<!-- /?compare|\n[ \t]*\n)[\s\S])*?)<!-- /compare -->")]
    private static partial Regex CompareMarkerPattern();

    [GeneratedRegex(@"^(?<n>\d+(?:\.\d+)?)[×x]$")]
    private static partial Regex FactorPattern();

    [GeneratedRegex(@"^\d+(?:\.\d+)?%?$")]
    private static partial Regex TolerancePattern();

    [GeneratedRegex(@"^[\s\d.,\u202F\u00A0-]+")]
    private static partial Regex LeadingNumber();

    [GeneratedRegex(@"`[^`\n]*`")]
    private static partial Regex InlineCodePattern();

    [GeneratedRegex(@"^\s*(?:[-*+]|\d+\.)\s")]
    private static partial Regex ListItemPattern();

    // '.', '!' or '?' (and a closing '**', ')' or quote) then space and something that is not a lower-case letter (a
    // capital, a list's '**', a marker's filler); "e.g." and "i.e." never end a sentence
    [GeneratedRegex(@"(?<!\be\.g|\bi\.e|\bvs)[.!?][*_)""']*(?=\s+[^\sa-z])")]
    private static partial Regex SentenceEndPattern();

    [GeneratedRegex(@"\s+")]
    private static partial Regex WhiteSpacePattern();
}
