using PerfBuf.Core.Threading;
using PerfBuf.Profiling;

namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The metric every row reports: thread crossings per operation (<see cref="Crossings"/>), counted in one extra
/// invocation after the timed ones (from the benchmark's cleanup), and only after an invocation that verified.
/// </summary>
public static class CrossingsMetric
{
    /// <summary>The reported metric's id.</summary>
    public const string MetricId = MetricIds.CrossingsPerOp;

    /// <summary>The reported metric's column header.</summary>
    public const string Column = "Crossings/op";

    private static double s_last = double.NaN;

    /// <summary>The value reported last in this process (NaN before any): the smoke tests read it.</summary>
    public static double Last => Volatile.Read(ref s_last);

    /// <summary>Forgets <see cref="Last"/> (the smoke tests do before each case).</summary>
    internal static void Forget() => Volatile.Write(ref s_last, double.NaN);

    /// <summary>
    /// Runs <paramref name="invocation"/> once as a counting pass of <paramref name="slots"/> slots, checks that its
    /// hop sites recorded at least one hop, and prints the metric line the lab turns into the "Crossings/op" column.
    /// </summary>
    /// <param name="operations">The operations one invocation performs at the scale in use (OperationsPerInvoke, or the smoke scale's).</param>
    public static double Count(int slots, long operations, Action invocation)
    {
        var pass = Crossings.Run(slots, invocation);
        if (pass.Hops == 0)
        {
            Check.Fail("the counting pass saw no hop: the row's hop sites never called Crossings.Hop");
        }
        return Report(pass.PerOperation(operations));
    }

    /// <summary>
    /// Reports crossings per operation counted elsewhere than in a managed pass (a native run counts the OS threads of
    /// its own hops in C, <see cref="NativeLoopRun"/>), as the same metric line.
    /// </summary>
    public static double Report(double perOperation)
    {
        if (!double.IsFinite(perOperation) || perOperation < 0)
        {
            Check.Fail($"crossings per operation {perOperation}: not a count");
        }
        Volatile.Write(ref s_last, perOperation);
        ReportedMetrics.Write(MetricId, Column, perOperation);
        return perOperation;
    }
}

/// <summary>The cleanup of a benchmark class without an <see cref="IRun"/>: the counting pass, then the teardown.</summary>
public static class CrossingsCleanup
{
    /// <summary>
    /// Runs <paramref name="invocation"/> as the counting pass (<see cref="CrossingsMetric.Count"/>) when an earlier
    /// invocation verified and the row has one, then <paramref name="stop"/> whatever the pass did.
    /// </summary>
    public static void CountThenStop(bool verified, int slots, long operations, Func<long>? invocation, Action stop)
    {
        ArgumentNullException.ThrowIfNull(stop);
        try
        {
            if (verified && invocation is not null)
            {
                CrossingsMetric.Count(slots, operations, () => invocation());
            }
        }
        finally
        {
            stop();
        }
    }
}

/// <summary>
/// An <see cref="IRun"/> that, when disposed (the benchmark's [GlobalCleanup], after the timed iterations), runs one
/// more invocation as the crossings counting pass (<see cref="CrossingsMetric.Count"/>) — only if an earlier invocation
/// returned, i.e. verified; a failed row reports nothing.
/// </summary>
public sealed class CrossingsCountedRun(IRun inner, long operations, int slots) : IRun
{
    private bool _verified;

    public long Invoke()
    {
        var received = inner.Invoke();
        _verified = true;
        return received;
    }

    public void Dispose()
    {
        try
        {
            if (_verified)
            {
                CrossingsMetric.Count(slots, operations, () => inner.Invoke());
            }
        }
        finally
        {
            inner.Dispose();
        }
    }
}

/// <summary>Wraps runs so they count their crossings at cleanup.</summary>
public static class CrossingsCounting
{
    /// <summary><paramref name="run"/> counted over <paramref name="operations"/> operations per invocation with <paramref name="slots"/> slots.</summary>
    public static IRun Counted(this IRun run, long operations, int slots) => new CrossingsCountedRun(run, operations, slots);
}
