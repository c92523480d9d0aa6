namespace PerfBuf.Experiments.Harness;

/// <summary>
/// How many messages a benchmark moves. Benchmarks declare the full count as their OperationsPerInvoke
/// constant; the smoke test shrinks it so every benchmark can run once in seconds.
/// </summary>
public static class Scale
{
    /// <summary>Messages per invocation in smoke mode.</summary>
    public const int SmokeMessages = 20_000;

    /// <summary>Set by the experiments smoke test only.</summary>
    internal static bool Smoke;

    /// <summary>The count to use now: <paramref name="full"/>, or a small one under the smoke test.</summary>
    public static int Of(int full) => Smoke ? Math.Min(full, SmokeMessages) : full;

    /// <summary>The count to use now, with a smoke-mode cap of <paramref name="smoke"/>.</summary>
    public static int Of(int full, int smoke) => Smoke ? Math.Min(full, smoke) : full;

    /// <summary>Actors per fan-out invocation in smoke mode.</summary>
    public const int SmokeActors = 3;

    /// <summary>The number of actors to start now: <paramref name="full"/>, or a few under the smoke test.</summary>
    public static int Actors(int full) => Smoke ? Math.Min(full, SmokeActors) : full;
}
