using System.Diagnostics;
using System.Diagnostics.CodeAnalysis;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// Every benchmark ends by checking its own result through these methods (docs/DESIGN.md §3).
/// </summary>
public static class Check
{
    /// <summary>
    /// Test hook: a non-zero value is added to every expected value, so every benchmark's final check must
    /// fail. The experiments smoke test sets it to prove that each benchmark really checks its result.
    /// </summary>
    internal static long Sabotage;

    /// <summary>
    /// Test hook: when set, the workloads that honour it (E00's and the ping-pong floor's) make one deliberate mistake
    /// in the work itself (an echo of the wrong value, a call or an increment left out), so a test proves their
    /// checks catch a wrong implementation and not only a wrong expected value (docs/DESIGN.md §3, "every check can fail").
    /// </summary>
    internal static bool PlantFault;

    /// <summary>1 when <see cref="PlantFault"/> is set: the size of the deliberate mistake a workload makes.</summary>
    public static int Planted => Volatile.Read(ref PlantFault) ? 1 : 0;

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
