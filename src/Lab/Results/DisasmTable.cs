using System.Globalization;
using System.Text.RegularExpressions;

namespace PerfBuf.Lab;

/// <summary>
/// Where <c>./lab disasm</c> files a row's listings under results/ and the table of each method's tightest straight loop
/// in its <c>loops.md</c>: written by the disasm command, read back by the prose's <c>disasm:</c> cells.
/// </summary>
public static partial class DisasmTable
{
    /// <summary>The folder of an experiment's listings, beside its runs.</summary>
    public const string Folder = "disasm";

    public const string ListingFile = "listing.asm";

    public const string LoopsFile = "loops.md";

    /// <summary>The heading of the table of each method's tightest straight loop.</summary>
    public const string TightestHeading = "## Each method's tightest straight loop";

    /// <summary>results/&lt;machine&gt;/&lt;Exx&gt;/disasm/&lt;Class.Method&gt;/.</summary>
    public static string RowFolder(string resultsRoot, string machineId, string experimentId, string typeMethod) =>
        Path.Combine(resultsRoot, machineId, experimentId, Folder, typeMethod);

    /// <summary>The table in markdown, under its heading.</summary>
    public static string Markdown(IEnumerable<(string Method, int Pass)> tightest) =>
        $"{TightestHeading}\n\n| Method | Tightest straight pass |\n|---|---:|\n" +
        string.Concat(tightest.Select(t => $"| `{t.Method.Replace("|", "\\|", StringComparison.Ordinal)}` | {t.Pass.ToString(CultureInfo.InvariantCulture)} |\n"));

    [GeneratedRegex(@"^\| `(?<method>.+)` \| (?<pass>\d+) \|$")]
    private static partial Regex Line();

    /// <summary>The table of a <c>loops.md</c> as written by <see cref="Markdown"/>.</summary>
    public static IReadOnlyList<(string Method, int Pass)> Read(string loopsFile)
    {
        var rows = new List<(string, int)>();
        var inTable = false;
        foreach (var line in File.ReadLines(loopsFile))
        {
            if (line.StartsWith("## ", StringComparison.Ordinal))
            {
                inTable = line == TightestHeading;
                continue;
            }
            if (inTable && Line().Match(line) is { Success: true } m)
            {
                rows.Add((m.Groups["method"].Value.Replace("\\|", "|", StringComparison.Ordinal), int.Parse(m.Groups["pass"].Value, CultureInfo.InvariantCulture)));
            }
        }
        return rows;
    }
}
