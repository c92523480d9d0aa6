using Perfolizer.Mathematics.Common;
using Perfolizer.Mathematics.SignificanceTesting;
using Perfolizer.Mathematics.SignificanceTesting.Base;
using Perfolizer.Mathematics.SignificanceTesting.MannWhitney;
using Perfolizer.Metrology;
using Pragmastat;

namespace PerfBuf.Lab;

/// <summary>A matched pair: the same experiment/class/method/parameters in both sets.</summary>
public sealed record ComparedRow(string Experiment, RowKey Key, SetRow A, SetRow B)
{
    /// <summary>A's time ÷ B's time: above 1, B is that many times faster.</summary>
    public double TimeRatio => A.MeanNs / B.MeanNs;

    /// <summary>Whether B differs from A beyond <paramref name="thresholdPercent"/>, by the Mann–Whitney test of their measurements.</summary>
    public RowSignificance Significance(double thresholdPercent = Comparison.DefaultThresholdPercent) =>
        RowSignificance.Of(A.SamplesNs, B.SamplesNs, thresholdPercent);
}

/// <summary>What a compared row's verdict says of B against A.</summary>
public enum SignificanceVerdict
{
    /// <summary>A side kept no measurements (a reference set's row, a run from before runs kept them), or too few.</summary>
    Unknown,

    /// <summary>No difference beyond the noise threshold that the test finds significant.</summary>
    Same,

    /// <summary>B takes less time than A, significantly and beyond the threshold.</summary>
    Faster,

    /// <summary>B takes more time than A, significantly and beyond the threshold.</summary>
    Slower,
}

/// <summary>
/// The significance of a difference between two rows' measured iterations, as dotnet/performance's results comparer
/// decides it: Perfolizer's equivalence test over a two-sided Mann–Whitney U test with a relative noise threshold
/// (a difference below the threshold is "same" however significant).
/// </summary>
public sealed record RowSignificance(SignificanceVerdict Verdict, int SamplesA, int SamplesB)
{
    /// <summary>The fewest measurements per side the test is run on.</summary>
    public const int MinimumSamples = 3;

    public string Text => Verdict switch
    {
        SignificanceVerdict.Unknown => "n/a",
        SignificanceVerdict.Same => "same",
        SignificanceVerdict.Faster => "b faster",
        _ => "b slower",
    };

    public static RowSignificance Of(IReadOnlyList<double>? a, IReadOnlyList<double>? b, double thresholdPercent)
    {
        if (a is not { Count: >= MinimumSamples } || b is not { Count: >= MinimumSamples })
        {
            return new RowSignificance(SignificanceVerdict.Unknown, a?.Count ?? 0, b?.Count ?? 0);
        }
        var test = new SimpleEquivalenceTest(MannWhitneyTest.Instance);
        // Perfolizer's x is the changed side and y the reference: "Greater" means x takes more time than y
        var result = test.Perform(new Sample([.. b]), new Sample([.. a]),
            Threshold.Parse(thresholdPercent.ToString(System.Globalization.CultureInfo.InvariantCulture) + "%"),
            new SignificanceLevel(Comparison.Alpha));
        var verdict = result switch
        {
            ComparisonResult.Greater => SignificanceVerdict.Slower,
            ComparisonResult.Lesser => SignificanceVerdict.Faster,
            ComparisonResult.Indistinguishable => SignificanceVerdict.Same,
            _ => SignificanceVerdict.Unknown,
        };
        return new RowSignificance(verdict, a.Count, b.Count);
    }
}

/// <summary>The outcome of comparing two sets: matched rows and the rows only one side has.</summary>
public sealed record Comparison(ResultSet A, ResultSet B, IReadOnlyList<ComparedRow> Matched, IReadOnlyList<SetRow> OnlyA, IReadOnlyList<SetRow> OnlyB)
{
    /// <summary>The noise threshold `lab compare` uses unless told otherwise, in percent (dotnet/performance's results comparer's example uses 5 %).</summary>
    public const double DefaultThresholdPercent = 5;

    /// <summary>The significance level of the Mann–Whitney test.</summary>
    public const double Alpha = 0.01;

    public static Comparison Of(ResultSet a, ResultSet b, string? experiment = null)
    {
        bool Keep(SetRow r) => experiment is null || r.Experiment == experiment;
        var left = a.Rows.Where(Keep).GroupBy(r => (r.Experiment, r.Key)).ToDictionary(g => g.Key, g => g.Last());
        var right = b.Rows.Where(Keep).GroupBy(r => (r.Experiment, r.Key)).ToDictionary(g => g.Key, g => g.Last());
        var matched = left.Where(kv => right.ContainsKey(kv.Key))
            .Select(kv => new ComparedRow(kv.Key.Experiment, kv.Key.Key, kv.Value, right[kv.Key]))
            .OrderBy(r => r.Experiment, StringComparer.Ordinal).ThenBy(r => r.Key.Type, StringComparer.Ordinal)
            .ThenBy(r => r.Key.Parameters, ParameterOrder.Instance).ThenBy(r => r.Key.Method, StringComparer.Ordinal)
            .ToList();
        return new Comparison(a, b, matched,
            [.. left.Where(kv => !right.ContainsKey(kv.Key)).Select(kv => kv.Value)],
            [.. right.Where(kv => !left.ContainsKey(kv.Key)).Select(kv => kv.Value)]);
    }
}

/// <summary>
/// Orders BenchmarkDotNet parameter strings ("Producers=2, Size=1024") as a reader expects: name by name, values that
/// are numbers by their value (1, 2, 4, 8, 12 — not 1, 12, 2, 4, 8), other values as text.
/// </summary>
public sealed class ParameterOrder : IComparer<string>
{
    public static readonly ParameterOrder Instance = new();

    public int Compare(string? x, string? y)
    {
        var left = Parts(x);
        var right = Parts(y);
        for (var i = 0; i < Math.Min(left.Length, right.Length); i++)
        {
            var (leftName, leftValue) = Split(left[i]);
            var (rightName, rightValue) = Split(right[i]);
            var order = string.CompareOrdinal(leftName, rightName);
            if (order == 0)
            {
                order = double.TryParse(leftValue, System.Globalization.NumberStyles.Float, System.Globalization.CultureInfo.InvariantCulture, out var a)
                        && double.TryParse(rightValue, System.Globalization.NumberStyles.Float, System.Globalization.CultureInfo.InvariantCulture, out var b)
                    ? a.CompareTo(b)
                    : string.CompareOrdinal(leftValue, rightValue);
            }
            if (order != 0)
            {
                return order;
            }
        }
        return left.Length.CompareTo(right.Length);
    }

    private static string[] Parts(string? parameters) =>
        string.IsNullOrEmpty(parameters) ? [] : parameters.Split(", ", StringSplitOptions.TrimEntries);

    private static (string Name, string Value) Split(string part) =>
        part.IndexOf('=') is var at and >= 0 ? (part[..at], part[(at + 1)..]) : ("", part);
}
