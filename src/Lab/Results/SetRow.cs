namespace PerfBuf.Lab;

/// <summary>One row of a result set: an experiment's benchmark row and its time per operation.</summary>
public sealed record SetRow(string Experiment, RowKey Key, double MeanNs, string Source);
