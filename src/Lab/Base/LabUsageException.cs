namespace PerfBuf.Lab;

/// <summary>Bad input from the user: printed as one line, exit code 2.</summary>
public sealed class LabUsageException(string message) : Exception(message);
