namespace PerfBuf.Experiments.Definitions;

/// <summary>
/// Extra columns for one benchmark class: per-message time when an operation moves many messages, the
/// overhead over a reference row with the same parameters (the seed's "method − Payload"), bandwidth and GCs.
/// </summary>
/// <param name="Type">Benchmark class (short name).</param>
/// <param name="MessagesPerOp">Messages one operation moves, from the row's parameters; null when an op is one message.</param>
/// <param name="MessagesText">How <paramref name="MessagesPerOp"/> is computed, for the legend ("N × T").</param>
/// <param name="OverheadOf">The method whose time is subtracted ("Payload"), if any.</param>
public sealed record TableShape(
    string Type,
    Func<ResultRow, double>? MessagesPerOp = null,
    string? MessagesText = null,
    string? OverheadOf = null)
{
    /// <summary>
    /// The share of an operation's messages a row actually handled (1 unless a policy drops some), where rows may
    /// differ in it: the table then shows time per accepted message, and no ratio between rows whose shares differ
    /// (they did different work; docs/DESIGN.md §3, "like for like").
    /// </summary>
    public Func<ResultRow, double>? AcceptedShare { get; init; }

    /// <summary>Payload bytes one message carries, from the row's parameters: adds a GB/s column (bytes ÷ ns per message).</summary>
    public Func<ResultRow, double>? BytesPerMessage { get; init; }

    /// <summary>Adds BenchmarkDotNet's gen-0 collections per 1 000 operations ("Gen0/1k op").</summary>
    public bool ShowGcs { get; init; }

    /// <summary>
    /// What one of <see cref="MessagesPerOp"/> is called in the headers and the legend: "msg" unless said ("actor": the
    /// per-message column reads "ns/actor").
    /// </summary>
    public string MessageUnit { get; init; } = "msg";

    /// <summary>Adds the allocation per message ("Alloc B/msg", with <see cref="MessageUnit"/>): Alloc B/op ÷ <see cref="MessagesPerOp"/>.</summary>
    public bool ShowAllocPerMessage { get; init; }

    /// <summary>
    /// Adds BenchmarkDotNet's gen-0, gen-1 and gen-2 collections per operation ("Gen0/op", "Gen1/op", "Gen2/op"), for
    /// operations long enough to collect many times each.
    /// </summary>
    public bool ShowGcsPerOp { get; init; }
}
