namespace PerfBuf.Lab;

/// <summary>A headline evaluated on one machine's results: a ratio, or (absolute headlines) ns per operation.</summary>
public sealed record HeadlineValue(Headline Headline, double? Ratio, string MachineId, bool Full)
{
    public bool? Met => Ratio is not { } r ? null
        : Headline.IsAbsolute ? (Headline.MaxNs is { } max ? r <= max : null)
        : Headline.MinRatio is { } min ? r >= min : null;

    /// <summary>The value as the tables print it: "12.3×" or "2.41 ns".</summary>
    public string Text => Headline.IsAbsolute
        ? (Ratio is { } ns ? ResultTable.FormatNumber(ns) + " ns" : "n/a")
        : ResultTable.FormatRatio(Ratio);

    /// <summary>A headline on one machine, from the rows its write-up shows.</summary>
    public static HeadlineValue Of(Headline headline, MachineResults machine)
    {
        if (headline.Row.Parameters == Headline.EveryCell && headline.Baseline is { } every)
        {
            return WorstCell(headline, every, machine);
        }
        var row = machine.Find(headline.Row);
        var minus = headline.Minus is { } m ? machine.Find(m)?.Row.MeanNs : 0;
        double? value = null;
        if (headline.Baseline is null)
        {
            value = row?.Row.MeanNs - minus;
        }
        else if (machine.Find(headline.Baseline) is { } baseline)
        {
            var top = baseline.Row.MeanNs - minus;
            var bottom = row?.Row.MeanNs - minus;
            value = headline.Minus is null ? row?.Row.SpeedupOver(baseline.Row)
                : top is { } t && bottom is { } b && b > 0 ? t / b : null;
        }
        return new HeadlineValue(headline, value, machine.MachineId, row?.Run.Record.IsFull ?? false);
    }

    private static HeadlineValue WorstCell(Headline headline, RowKey baseline, MachineResults machine)
    {
        if (machine.Classes.FirstOrDefault(c => c.Type == headline.Row.Type) is not { } selected)
        {
            return new HeadlineValue(headline, null, machine.MachineId, false);
        }
        var rows = selected.Run.Rows;
        var ratios = rows.Where(r => r.Success && r.Method == headline.Row.Method)
            .Select(r => r.SpeedupOver(rows.FirstOrDefault(b => b.Success && b.Method == baseline.Method && b.Parameters == r.Parameters)))
            .ToList();
        double? worst = ratios.Count > 0 && ratios.All(x => x is not null) ? ratios.Min() : null;
        return new HeadlineValue(headline, worst, machine.MachineId, selected.Run.Record.IsFull);
    }
}
