namespace PerfBuf.Experiments.Definitions;

/// <summary>A benchmark row: class (short name), method and the parameters as BDN prints them ("Producers=2").</summary>
public sealed record RowKey(string Type, string Method, string Parameters = "")
{
    public override string ToString() => Parameters.Length == 0 ? $"{Type}.{Method}" : $"{Type}.{Method} [{Parameters}]";
}
