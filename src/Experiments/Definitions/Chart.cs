namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// A Mermaid <c>xychart-beta</c> line chart: one line per method (or per value of parameter <see cref="Series"/>),
/// x = the values of parameter <see cref="X"/> in the rows that match <see cref="Where"/> (other parameters fixed),
/// y = <see cref="Value"/>.
/// </summary>
public sealed record Chart(
    string Title,
    string Type,
    string X,
    string YTitle,
    Func<ResultRow, double?> Value,
    string Where = "",
    string? Series = null);
