using PerfBuf.Lab;

namespace PerfBuf.Tests.Lab;

/// <summary>
/// The table beside a seed, for an experiment with a seed-faithful class: each row says which configuration it is
/// (the seed's work or the lab's own), and a table with no row yet names the class that awaits results.
/// </summary>
public sealed class SeedTableTests : IDisposable
{
    private readonly SyntheticResults _results = new();

    public void Dispose() => _results.Dispose();

    [SeedFaithful("the seed's payload, actors made per invocation")]
    private sealed class FaithfulRows;

    private sealed class OwnRows;

    private static readonly SeedReference Box = new("seedbox", "999", "the test box", "A test seed.");

    private Experiment Definition() =>
        new("?", "", "", "", [typeof(FaithfulRows), typeof(OwnRows)], [], DefinitionFile: "/repo/src/Experiments/E97-X/XExperiment.cs")
        {
            SeedTables = "1",
            Seed = Box,
        };

    private void WriteReference()
    {
        var dir = Path.Combine(_results.Root, "results", "reference", Box.Set);
        Directory.CreateDirectory(dir);
        File.WriteAllText(Path.Combine(dir, "seed.csv"), "table,Method,Mean\n1,Actor,1.000 ms\n1,Other,2.000 ms\n");
        File.WriteAllText(Path.Combine(dir, "seed-mapping.csv"),
            "table,source_method,source_filter,experiment,type,method,parameters,ops_per_invoke,note\n" +
            $"1,Actor,,{SyntheticResults.Experiment},{nameof(FaithfulRows)},Actor,,1000,\n" +
            $"1,Other,,{SyntheticResults.Experiment},{nameof(OwnRows)},Actor,,1000,\n");
    }

    [Fact]
    public void Each_row_beside_the_seed_is_labelled_with_its_configuration()
    {
        _results.Store(SyntheticResults.Row(nameof(FaithfulRows), "Actor", "", 500), SyntheticResults.Row(nameof(OwnRows), "Actor", "", 400));
        WriteReference(); // after Store, which replaces results/
        var block = _results.Report().ResultsBlock(Definition());
        Assert.Contains("| Method | Configuration | Params |", block, StringComparison.Ordinal);
        Assert.Contains($"| Actor | {Report.SeedFaithfulLabel} |  | 1000 | 500.0 | 2.00× |", block, StringComparison.Ordinal);
        Assert.Contains($"| Actor | {Report.OursLabel} |  | 2000 | 400.0 | 5.00× |", block, StringComparison.Ordinal);
        Assert.Contains($"{Report.SeedFaithfulLabel} = {nameof(FaithfulRows)}: the seed's payload, actors made per invocation", block, StringComparison.Ordinal);
        Assert.Contains($"{Report.OursLabel} = {nameof(OwnRows)}: the lab's own configuration", block, StringComparison.Ordinal);
    }

    [Fact]
    public void A_table_beside_the_seed_with_no_row_yet_names_the_class_that_awaits_results()
    {
        _results.Store(SyntheticResults.Row("ElseRows", "Actor", "", 500));
        WriteReference();
        var block = _results.Report().ResultsBlock(Definition());
        Assert.Contains($"No row matched yet: the seed's rows are set beside {nameof(FaithfulRows)}, {nameof(OwnRows)}, which have no results on this machine yet.",
            block, StringComparison.Ordinal);
    }
}
