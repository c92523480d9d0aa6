namespace PerfBuf.Lab;

/// <summary>A matched pair: the same experiment/class/method/parameters in both sets.</summary>
public sealed record ComparedRow(string Experiment, RowKey Key, SetRow A, SetRow B)
{
    /// <summary>A's time ÷ B's time: above 1, B is that many times faster.</summary>
    public double TimeRatio => A.MeanNs / B.MeanNs;
}

/// <summary>The outcome of comparing two sets: matched rows and the rows only one side has.</summary>
public sealed record Comparison(ResultSet A, ResultSet B, IReadOnlyList<ComparedRow> Matched, IReadOnlyList<SetRow> OnlyA, IReadOnlyList<SetRow> OnlyB)
{
    public static Comparison Of(ResultSet a, ResultSet b, string? experiment = null)
    {
        bool Keep(SetRow r) => experiment is null || r.Experiment == experiment;
        var left = a.Rows.Where(Keep).GroupBy(r => (r.Experiment, r.Key)).ToDictionary(g => g.Key, g => g.Last());
        var right = b.Rows.Where(Keep).GroupBy(r => (r.Experiment, r.Key)).ToDictionary(g => g.Key, g => g.Last());
        var matched = left.Where(kv => right.ContainsKey(kv.Key))
            .Select(kv => new ComparedRow(kv.Key.Experiment, kv.Key.Key, kv.Value, right[kv.Key]))
            .OrderBy(r => r.Experiment, StringComparer.Ordinal).ThenBy(r => r.Key.Type, StringComparer.Ordinal)
            .ThenBy(r => r.Key.Parameters, StringComparer.Ordinal).ThenBy(r => r.Key.Method, StringComparer.Ordinal)
            .ToList();
        return new Comparison(a, b, matched,
            [.. left.Where(kv => !right.ContainsKey(kv.Key)).Select(kv => kv.Value)],
            [.. right.Where(kv => !left.ContainsKey(kv.Key)).Select(kv => kv.Value)]);
    }
}
