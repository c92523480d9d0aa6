namespace PerfBuf.Lab;

/// <summary>
/// `lab reproduce &lt;seed&gt;`: the rows a seed's mapping names (results/reference/, docs/DESIGN.md §6), which of them run
/// here, and where their runs and the side-by-side page go.
/// </summary>
/// <remarks>
/// A reproduction's runs are filed with its page, under results/&lt;machine&gt;/reproduce-&lt;seed&gt;/&lt;Exx&gt;/&lt;run&gt;/
/// (a quick one under reproduce-&lt;seed&gt;-quick/, git-ignored like every quick run), not beside the experiments' runs:
/// they measure a few rows of a class, and a write-up shows each class from its newest full run, which must hold all
/// of the class's rows.
/// </remarks>
public static class SeedReproduction
{
    /// <summary>The folder name prefix of a reproduction under results/&lt;machine&gt;/.</summary>
    public const string FolderPrefix = "reproduce-";

    /// <summary>The seed named by <paramref name="id"/> ("004", "4", "seed-004"); a usage error listing the valid ids otherwise.</summary>
    public static SeedReference Find(string id)
    {
        var digits = id.Trim().StartsWith("seed-", StringComparison.OrdinalIgnoreCase) ? id.Trim()[5..] : id.Trim();
        var seed = int.TryParse(digits, System.Globalization.NumberStyles.None, System.Globalization.CultureInfo.InvariantCulture, out var n)
            ? SeedReference.All.FirstOrDefault(s => s.SeedId == n.ToString("000", System.Globalization.CultureInfo.InvariantCulture))
            : null;
        return seed ?? throw new LabUsageException($"unknown seed '{id}'; valid seeds: {string.Join(", ", SeedReference.All.Select(s => s.SeedId))}");
    }

    /// <summary>The seed's figures mapped onto the lab's rows: its mapping files only, from its reference folder.</summary>
    public static ResultSet Reference(RepoPaths paths, SeedReference seed)
    {
        var folder = Path.Combine(paths.Results, "reference", seed.Set);
        return Directory.Exists(folder)
            ? ReferenceSet.Load(folder, seed.SeedId)
            : throw new LabUsageException($"seed {seed.SeedId}'s figures are not in this clone (results/reference/{seed.Set}/ is missing)");
    }

    /// <summary>Where a reproduction of <paramref name="seed"/> on <paramref name="machineId"/> is filed: its page, charts and runs.</summary>
    public static string Folder(RepoPaths paths, string machineId, SeedReference seed, RunLength length) =>
        Path.Combine(paths.Results, machineId, $"{FolderPrefix}{seed.SeedId}{(length == RunLength.Full ? "" : "-quick")}");

    /// <summary>What a reproduction runs: per experiment, exactly the seed's mapped rows that exist in this build.</summary>
    /// <param name="Runs">Each experiment with the cases to run.</param>
    /// <param name="LeftOut">Mapped rows that cannot run here, each with its reason.</param>
    public sealed record Plan(IReadOnlyList<(Experiment Experiment, IReadOnlySet<RowKey> Cases)> Runs, IReadOnlyList<(SetRow Row, string Reason)> LeftOut);

    /// <summary>The plan for <paramref name="reference"/>: each mapped row is looked up among the cases this build can run.</summary>
    public static Plan PlanFor(RepoPaths paths, ResultSet reference, RunLength length)
    {
        var runs = new List<(Experiment, IReadOnlySet<RowKey>)>();
        var leftOut = new List<(SetRow, string)>();
        var missingPeers = PeerProbe.Read(paths).Where(s => !s.Built).Select(s => s.Peer.Name).ToList();
        foreach (var group in reference.Rows.GroupBy(r => r.Experiment).OrderBy(g => g.Key, StringComparer.Ordinal))
        {
            if (Catalog.Find(group.Key) is not { } experiment)
            {
                leftOut.AddRange(group.Select(r => (r, $"experiment {group.Key} is not in this lab")));
                continue;
            }
            var wanted = group.Select(r => r.Key).ToHashSet();
            var options = new RunOptions(length, [], InProcess: false, []) { Cases = wanted };
            var runnable = Runner.PlannedCases(experiment, options).Select(Runner.KeyOf).ToHashSet();
            foreach (var row in group.Where(r => !runnable.Contains(r.Key)))
            {
                leftOut.Add((row, WhyNot(experiment, row.Key, missingPeers)));
            }
            if (runnable.Count > 0)
            {
                runs.Add((experiment, runnable));
            }
        }
        return new Plan(runs, leftOut);
    }

    /// <summary>Why a mapped row is not among the cases this build runs.</summary>
    public static string WhyNot(Experiment experiment, RowKey key, IReadOnlyList<string> missingPeers)
    {
        if (experiment.Benchmarks.FirstOrDefault(t => t.Name == key.Type) is not { } type)
        {
            return $"{experiment.Id} has no class {key.Type} in this build";
        }
        if (type.GetMethod(key.Method) is not { } method)
        {
            var peer = missingPeers.FirstOrDefault(p => key.Method.Contains(p, StringComparison.OrdinalIgnoreCase));
            return peer is not null
                ? $"its peer {peer} does not restore here (./lab peers says why and how to enable it)"
                : $"{key.Type} has no benchmark {key.Method} in this build";
        }
        switch (HostRowsAttribute.Unmet(type, method))
        {
            case NativeRowsAttribute:
                return $"a native row, and the native floor is not built here ({PerfBuf.Core.Native.NativeFloor.Describe()})";
            case { } unmet:
                return $"{unmet.What}: {unmet.Reason}";
        }
        return $"{key.Type}.{key.Method} has no cell {key.Parameters}";
    }

    /// <summary>
    /// Regenerates the page of every reproduction filed under results/ (each machine's reproduce-&lt;seed&gt; folders that
    /// hold a page) from its runs and the seed's figures; returns the pages' paths.
    /// </summary>
    public static IReadOnlyList<string> RegeneratePages(RepoPaths paths)
    {
        var pages = new List<string>();
        if (!Directory.Exists(paths.Results))
        {
            return pages;
        }
        foreach (var machine in Directory.EnumerateDirectories(paths.Results).Order(StringComparer.Ordinal))
        {
            foreach (var folder in Directory.EnumerateDirectories(machine, FolderPrefix + "*").Order(StringComparer.Ordinal)
                         .Where(f => File.Exists(Path.Combine(f, ReproducePage.FileName))))
            {
                var id = Path.GetFileName(folder)[FolderPrefix.Length..].Split('-')[0];
                var seed = Find(id);
                pages.Add(ReproducePage.Build(seed, Reference(paths, seed), folder).Write(folder));
            }
        }
        return pages;
    }
}
