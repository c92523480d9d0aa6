using PerfBuf.Lab;
using Spectre.Console;

namespace PerfBuf.Tests.Lab;

/// <summary>The lab's terminal tables keep every value whole at 80 columns and keep the grid where it fits.</summary>
public sealed class ConsoleTableTests
{
    private static string Render(ConsoleTable table, int width)
    {
        var console = AnsiConsole.Create(new AnsiConsoleSettings
        {
            Out = new AnsiConsoleOutput(new StringWriter()),
            Ansi = AnsiSupport.No,
            ColorSystem = ColorSystemSupport.NoColors,
            Interactive = InteractionSupport.No,
        });
        console.Profile.Width = width;
        table.Write(console);
        return console.Profile.Out.Writer.ToString()!;
    }

    private static string[] Lines(string printed) => printed.Split('\n').Select(l => l.TrimEnd()).ToArray();

    private static ConsoleTable RunSummary() =>
        new ConsoleTable("Method", "Params", "ns/op", "vs base", "B/op", "Ctx sw/op", "Invol/op", "Locks/op")
            .Title("SpscRingsBenchmarks")
            .AddRow("VyukovBoundedSpscRingWithCachedIndices", ConsoleTable.ParamsCell("Capacity=65536&Producers=2"), "12.34", "40.1×", "0", "0.00001234", "0.00000567", "n/a")
            .AddRow("ChannelBounded*", ConsoleTable.ParamsCell("Capacity=65536&Producers=2"), "494.9", "1.00×", "0", "0.0123", "0.00045", "0.0000021");

    private static readonly string[] Values = ["VyukovBoundedSpscRingWithCachedIndices", "Capacity=65536", "Producers=2", "0.00001234", "0.0000021", "40.1×"];

    [Fact]
    public void A_wide_table_on_80_columns_prints_one_block_per_row_with_every_value_whole()
    {
        var printed = Render(RunSummary(), 80);
        var lines = Lines(printed);
        foreach (var value in Values)
        {
            Assert.Contains(lines, l => l.Contains(value, StringComparison.Ordinal));
        }
        Assert.All(lines, l => Assert.True(l.Length <= 80, $"line wider than 80: {l}"));
        Assert.Contains("SpscRingsBenchmarks", printed, StringComparison.Ordinal);
        Assert.Contains(lines, l => l.StartsWith("Ctx sw/op", StringComparison.Ordinal) && l.EndsWith("0.00001234", StringComparison.Ordinal));
    }

    [Fact]
    public void A_wide_table_with_key_columns_prints_slices_that_repeat_the_keys()
    {
        var table = RunSummary().Key("Method", "Params");
        var lines = Lines(Render(table, 80));
        Assert.All(lines, l => Assert.True(l.Length <= 80, $"line wider than 80: {l}"));
        var headers = lines.Where(l => l.Contains("│ Method", StringComparison.Ordinal) && l.Contains("Params", StringComparison.Ordinal)).ToList();
        Assert.True(headers.Count >= 2, "the keys head every slice");
        Assert.Contains(headers, h => h.Contains("ns/op", StringComparison.Ordinal));
        Assert.Contains(headers, h => h.Contains("Locks/op", StringComparison.Ordinal));
        foreach (var value in Values)
        {
            Assert.Contains(lines, l => l.Contains(value, StringComparison.Ordinal));
        }
        Assert.Contains(lines, l => l.Contains("SpscRingsBenchmarks (continued)", StringComparison.Ordinal));
    }

    [Fact]
    public void A_parameter_cell_puts_one_assignment_per_line()
    {
        var table = new ConsoleTable("Method", "Params").AddRow("SpscRing", ConsoleTable.ParamsCell("Capacity=65536&Producers=2"));
        var lines = Lines(Render(table, 80));
        Assert.Contains(lines, l => l.Contains("SpscRing", StringComparison.Ordinal) && l.Contains("Capacity=65536", StringComparison.Ordinal));
        Assert.Contains(lines, l => l.Contains("Producers=2", StringComparison.Ordinal) && !l.Contains("Capacity", StringComparison.Ordinal));
    }

    [Fact]
    public void A_table_that_fits_is_a_grid_with_its_header_on_one_line()
    {
        var table = RunSummary();
        Assert.True(table.GridWidth() <= 200);
        var lines = Lines(Render(table, 200));
        Assert.Contains(lines, l => l.Contains("Method", StringComparison.Ordinal) && l.Contains("Locks/op", StringComparison.Ordinal) && l.Contains('│'));
        Assert.Contains(lines, l => l.Contains("ChannelBounded*", StringComparison.Ordinal) && l.Contains("494.9", StringComparison.Ordinal));
    }

    [Fact]
    public void Prose_wraps_at_spaces_and_values_stay_whole()
    {
        var question = "How much faster than a bounded Channel is a hand-rolled single-producer single-consumer ring, and what does batching add?";
        var table = new ConsoleTable("Id", "Question", "Quick / full").Prose("Question")
            .AddRow("E01", question, "~5 min / ~7 min")
            .AddRow("E02", "Which multi-producer ring wins?", "~2 min / ~6 min");
        Assert.True(table.GridWidth() <= 80, "the prose column shrinks to fit");
        var lines = Lines(Render(table, 80));
        Assert.Contains(lines, l => l.Contains("~5 min / ~7 min", StringComparison.Ordinal) && l.Contains('│'));
        Assert.All(lines, l => Assert.True(l.Length <= 80, $"line wider than 80: {l}"));
        // every word of the prose arrives whole
        var words = string.Join(' ', lines).Split([' ', '│'], StringSplitOptions.RemoveEmptyEntries);
        Assert.All(question.Split(' '), w => Assert.Contains(w, words));
    }

    [Fact]
    public void Bad_shapes_are_refused_with_the_reason()
    {
        var table = new ConsoleTable("A", "B");
        Assert.Contains("2 cells, not 3", Assert.Throws<ArgumentException>(() => table.AddRow("1", "2", "3")).Message, StringComparison.Ordinal);
        Assert.Contains("no column \"C\"", Assert.Throws<ArgumentException>(() => table.Prose("C")).Message, StringComparison.Ordinal);
        Assert.Throws<ArgumentException>(() => new ConsoleTable());
    }
}
