namespace PerfBuf.Experiments.Harness;

/// <summary>Thrown by a benchmark whose own result is wrong: a wrong result never reports a number.</summary>
public sealed class BenchmarkVerificationException(string message) : Exception(message);
