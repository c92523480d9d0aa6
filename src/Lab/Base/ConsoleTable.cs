using Spectre.Console;

namespace PerfBuf.Lab;

/// <summary>
/// A table for the lab's terminal output that never breaks a value across lines. Spectre.Console shrinks a table to
/// the terminal by wrapping any cell, mid-word if it must ("Capacity=65536" became "Capacity=6553" / "6" on 80
/// columns). Here only the columns declared <see cref="Prose"/> may wrap, and only at spaces; every other cell keeps
/// its lines whole. When the table cannot fit that way it is printed in slices, each repeating the
/// <see cref="Key"/> columns beside as many of the others as fit; a table without key columns, or one whose keys
/// alone do not fit, prints each row as a block of "column  value" lines (a vertical layout). A narrow terminal
/// loses the single grid, never a digit.
/// </summary>
public sealed class ConsoleTable
{
    /// <summary>What a prose column keeps at least when the table is fitted: wider words still stay whole.</summary>
    public const int ProseMinWidth = 16;

    private readonly string[] _headers;
    private readonly HashSet<int> _prose = [];
    private readonly List<int> _keys = [];
    private readonly List<string[]> _rows = [];
    private string? _title;

    /// <param name="headers">The column headers, plain text.</param>
    public ConsoleTable(params string[] headers)
    {
        ArgumentNullException.ThrowIfNull(headers);
        if (headers.Length == 0)
        {
            throw new ArgumentException("a table needs at least one column", nameof(headers));
        }
        _headers = headers;
    }

    /// <summary>The title, as Spectre markup.</summary>
    public ConsoleTable Title(string markup)
    {
        _title = markup;
        return this;
    }

    /// <summary>Declares the columns (by header) whose text may wrap at spaces: questions, reasons, descriptions.</summary>
    public ConsoleTable Prose(params string[] headers)
    {
        _prose.UnionWith(headers.Select(IndexOf));
        return this;
    }

    /// <summary>Declares the columns (by header) that name a row; a table too wide for the terminal repeats them in every slice.</summary>
    public ConsoleTable Key(params string[] headers)
    {
        _keys.AddRange(headers.Select(IndexOf).Where(i => !_keys.Contains(i)));
        return this;
    }

    /// <summary>A parameter cell: "Capacity=65536&amp;Producers=2" as one assignment per line, so the column stays narrow.</summary>
    public static string ParamsCell(string parameters) =>
        Markup.Escape(parameters.Replace('&', '\n'));

    private int IndexOf(string header)
    {
        var index = Array.IndexOf(_headers, header);
        return index >= 0 ? index : throw new ArgumentException($"no column \"{header}\" in this table", nameof(header));
    }

    /// <summary>One row: a cell per column, as Spectre markup ("\n" starts a new line inside a cell).</summary>
    public ConsoleTable AddRow(params string[] cells)
    {
        ArgumentNullException.ThrowIfNull(cells);
        if (cells.Length != _headers.Length)
        {
            throw new ArgumentException($"a row of this table has {_headers.Length} cells, not {cells.Length}", nameof(cells));
        }
        _rows.Add(cells);
        return this;
    }

    /// <summary>The width of the whole table as one grid: each value column its widest line, each prose column its floor.</summary>
    public int GridWidth() => Width(Enumerable.Range(0, _headers.Length));

    private int Width(IEnumerable<int> columns) => 1 + columns.Sum(c => ColumnWidth(c) + 3); // a border, then per column a space each side and a border

    private int ColumnWidth(int c)
    {
        var lines = _rows.Select(r => Markup.Remove(r[c])).Append(_headers[c]).SelectMany(t => t.Split('\n')).ToList();
        var widest = lines.Max(l => l.Length);
        return _prose.Contains(c)
            ? Math.Min(widest, Math.Max(ProseMinWidth, lines.SelectMany(l => l.Split(' ')).Max(w => w.Length)))
            : widest;
    }

    /// <summary>
    /// Writes the table to <paramref name="console"/>: one grid when it fits the console's width, else slices that repeat
    /// the key columns, else one block per row.
    /// </summary>
    public void Write(IAnsiConsole console)
    {
        ArgumentNullException.ThrowIfNull(console);
        var all = Enumerable.Range(0, _headers.Length).ToList();
        if (Width(all) <= console.Profile.Width)
        {
            WriteGrid(console, all, _title);
            return;
        }
        if (Slices(console.Profile.Width) is { } slices)
        {
            for (var i = 0; i < slices.Count; i++)
            {
                WriteGrid(console, slices[i], _title is null ? null : i == 0 ? _title : $"{_title} (continued)");
            }
            return;
        }
        WriteBlocks(console);
    }

    /// <summary>The key columns with as many others as fit, slice after slice; null when there are no keys or a key and one other column do not fit.</summary>
    private List<List<int>>? Slices(int width)
    {
        if (_keys.Count == 0)
        {
            return null;
        }
        var slices = new List<List<int>>();
        var current = new List<int>(_keys);
        foreach (var c in Enumerable.Range(0, _headers.Length).Where(c => !_keys.Contains(c)))
        {
            if (Width(current.Append(c)) <= width)
            {
                current.Add(c);
                continue;
            }
            if (current.Count == _keys.Count)
            {
                return null;
            }
            slices.Add(current);
            current = [.. _keys, c];
            if (Width(current) > width)
            {
                return null;
            }
        }
        slices.Add(current);
        return slices;
    }

    private void WriteGrid(IAnsiConsole console, List<int> columns, string? title)
    {
        var table = new Table();
        if (title is not null)
        {
            table.Title(title);
        }
        foreach (var c in columns)
        {
            var column = new TableColumn(Markup.Escape(_headers[c]));
            table.AddColumn(_prose.Contains(c) ? column : column.NoWrap());
        }
        foreach (var row in _rows)
        {
            table.AddRow([.. columns.Select(c => row[c])]);
        }
        console.Write(table);
    }

    private void WriteBlocks(IAnsiConsole console)
    {
        if (_title is not null)
        {
            console.Write(new Rule(_title).LeftJustified());
        }
        var labelWidth = _headers.Max(h => h.Length);
        foreach (var row in _rows)
        {
            var grid = new Grid().AddColumn(new GridColumn().NoWrap().Width(labelWidth).PadRight(2)).AddColumn(new GridColumn());
            for (var c = 0; c < _headers.Length; c++)
            {
                grid.AddRow(new Markup($"[dim]{Markup.Escape(_headers[c])}[/]"), new Markup(row[c]));
            }
            console.Write(grid);
            console.WriteLine();
        }
    }
}
