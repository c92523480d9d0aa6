namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// A line chart of one benchmark class's rows, which `./lab report` draws as an SVG in the experiment's
/// <c>charts/</c> folder and links from the write-up: one line per method (or per value of parameter
/// <see cref="Series"/>), x = the values of parameter <see cref="X"/> in the rows that match <see cref="Where"/>
/// (the other parameters fixed), y = <see cref="Y"/> with its standard error where the results hold one.
/// </summary>
/// <param name="Slug">The file name without extension: lower-case letters, digits and '-', unique within the experiment.</param>
/// <param name="Title">What the chart shows; the <see cref="Where"/> condition is added to it.</param>
/// <param name="Type">Benchmark class (short name) whose rows are drawn.</param>
/// <param name="X">The parameter on the x axis.</param>
/// <param name="XTitle">The x axis title, with its unit ("T (actors)").</param>
/// <param name="YTitle">The y axis title, with its unit ("time per delivery (ns)").</param>
/// <param name="Y">What is drawn for a row.</param>
/// <param name="Where">"name=value" conditions joined by '&amp;' that a row must meet.</param>
/// <param name="Series">The parameter whose values are the lines; null: one line per method.</param>
/// <remarks>
/// A trade-off chart sets <see cref="XFrom"/>: x is then a value of the row (a metric, say CPU burnt) instead of the
/// parameter <see cref="X"/>, and each line joins one method's rows over the values of <see cref="X"/> (each point a
/// parameter cell), so a reader sees what each row pays on one axis for what it gets on the other.
/// </remarks>
public sealed record Chart(
    string Slug,
    string Title,
    string Type,
    string X,
    string XTitle,
    string YTitle,
    ChartValue Y,
    string Where = "",
    string? Series = null)
{
    /// <summary>Where x comes from in a trade-off chart (see the remarks); null: x is parameter <see cref="X"/>.</summary>
    public ChartValue? XFrom { get; init; }
}
