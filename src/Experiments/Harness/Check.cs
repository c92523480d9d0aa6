using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;

namespace PerfBuf.Experiments.Harness;

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
