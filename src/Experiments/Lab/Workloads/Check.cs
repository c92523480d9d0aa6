using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;

namespace PerfBuf.Experiments.Lab.Workloads;

/// <summary>Thrown by a benchmark whose own result is wrong: a wrong result never reports a number.</summary>
public sealed class BenchmarkVerificationException(string message) : Exception(message);

/// <summary>
/// Every benchmark ends by checking its own result through these methods (DESIGN.md §3).
/// </summary>
public static class Check
{
    /// <summary>
    /// Test hook: a non-zero value is added to every expected value, so every benchmark's final check must
    /// fail. The experiments smoke test sets it to prove that each benchmark really checks its result.
    /// </summary>
    internal static long Sabotage;

    /// <summary>Throws unless <paramref name="actual"/> equals <paramref name="expected"/>.</summary>
    public static void Equal(long expected, long actual, string what)
    {
        var wanted = expected + Volatile.Read(ref Sabotage);
        if (actual != wanted)
        {
            Fail($"{what}: expected {wanted}, got {actual}");
        }
    }

    /// <summary>Throws with <paramref name="message"/>.</summary>
    [DoesNotReturn, StackTraceHidden]
    public static void Fail(string message) => throw new BenchmarkVerificationException(message);
}

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
