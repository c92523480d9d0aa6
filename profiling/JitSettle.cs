namespace PerfBuf.Profiling;

/// <summary>
/// When <see cref="JitSettle"/> calls the JIT done: no method compiled for <see cref="Quiet"/> and
/// <see cref="QuietInvocations"/> invocations (so a method called once per invocation has had its calls counted after
/// the runtime's call-counting delay), or for <see cref="LongQuiet"/> whatever the invocations (a long invocation);
/// never longer than <see cref="Cap"/> in all. Each step runs invocations for about <see cref="Step"/>.
/// </summary>
public sealed record JitSettleLimits(TimeSpan Quiet, int QuietInvocations, TimeSpan LongQuiet, TimeSpan Cap, TimeSpan Step)
{
    /// <summary>
    /// The lab's limits. The runtime starts counting calls 100 ms after the last tier-0 compilation and promotes a method
    /// after 30 calls, compiling it on a background thread; half a second without a compilation, and 32 calls of the
    /// benchmark in it, outlast both on a busy machine. The cap bounds a benchmark that compiles for ever (a dynamic
    /// method made per invocation): the run goes on, and its log says the JIT did not settle.
    /// </summary>
    public static JitSettleLimits Default { get; } = new(
        TimeSpan.FromMilliseconds(500), 32, TimeSpan.FromSeconds(2), TimeSpan.FromSeconds(20), TimeSpan.FromMilliseconds(10));

    /// <summary>
    /// The limits of a smoke run (`--quick`): a quarter-second quiet spell and 16 invocations, 1 s of long ones, capped at
    /// 5 s. The hot loop's methods, called millions of times, are counted to tier 1 first; what a settle under
    /// <see cref="Default"/> goes on waiting for is code called a few times per invocation and framework code the runtime
    /// compiles again. A quick run stays minutes long (its rows are many, one launch each), and its figures are labelled
    /// quick wherever they appear.
    /// </summary>
    public static JitSettleLimits Quick { get; } = new(
        TimeSpan.FromMilliseconds(250), 16, TimeSpan.FromSeconds(1), TimeSpan.FromSeconds(5), TimeSpan.FromMilliseconds(10));
}

/// <summary>What <see cref="JitSettle.Run"/> did: whether the JIT settled, and what it took.</summary>
/// <param name="Settled">Whether the limits' quiet spell was reached before their cap.</param>
/// <param name="Invocations">Invocations of the benchmark in the settle.</param>
/// <param name="Elapsed">The settle's time.</param>
/// <param name="MethodsCompiled">Methods the runtime compiled (any thread, any tier) during the settle.</param>
/// <param name="LastCompile">When in the settle the last of them was seen (zero when none was).</param>
public readonly record struct JitSettleResult(bool Settled, long Invocations, TimeSpan Elapsed, long MethodsCompiled, TimeSpan LastCompile)
{
    /// <summary>How the log line of a settle that reached its cap starts (after the "// " the engine factory writes before it).</summary>
    public const string NotSettled = "JIT did not settle";

    /// <summary>One line for the benchmark's log.</summary>
    public override string ToString() =>
        $"{(Settled ? "JIT settled" : NotSettled)}: {Invocations} invocation(s) in {Elapsed.TotalMilliseconds:0} ms, " +
        $"{MethodsCompiled} method(s) compiled, the last at {LastCompile.TotalMilliseconds:0} ms";
}

/// <summary>
/// Runs a benchmark until the JIT has stopped compiling: tiered compilation promotes hot code only after a quiet spell
/// of the runtime's own, and on a busy or single CPU that spell can outlast a fixed warm-up, so measured iterations would
/// time tier-0 code (docs/DESIGN.md §3). The signal is the runtime's count of compiled methods on every thread
/// (<see cref="System.Runtime.JitInfo.GetCompiledMethodCount"/>), which also counts the background tier-1 compilations;
/// the limit is time without a new compilation, bounded by a cap.
/// </summary>
public static class JitSettle
{
    /// <summary>Settles the runtime's JIT over <paramref name="invoke"/> (which runs the benchmark the given number of times).</summary>
    public static JitSettleResult Run(Action<long> invoke, JitSettleLimits limits)
    {
        var clock = System.Diagnostics.Stopwatch.StartNew();
        return Run(invoke, () => System.Runtime.JitInfo.GetCompiledMethodCount(currentThread: false), () => clock.Elapsed, limits);
    }

    /// <summary>The settle over a given count of compiled methods and clock (tests plant compilations through them).</summary>
    public static JitSettleResult Run(Action<long> invoke, Func<long> compiledMethods, Func<TimeSpan> clock, JitSettleLimits limits)
    {
        ArgumentNullException.ThrowIfNull(invoke);
        ArgumentNullException.ThrowIfNull(compiledMethods);
        ArgumentNullException.ThrowIfNull(clock);
        ArgumentNullException.ThrowIfNull(limits);
        var start = clock();
        long first = compiledMethods(), last = first;
        var lastChange = start;
        var lastCompile = TimeSpan.Zero;
        long batch = 1, total = 0, sinceChange = 0;
        while (true)
        {
            var before = clock();
            invoke(batch);
            var after = clock();
            total += batch;
            var now = compiledMethods();
            if (now != last)
            {
                last = now;
                lastChange = after;
                lastCompile = after - start;
                sinceChange = 0;
            }
            else
            {
                sinceChange += batch;
            }
            var quiet = after - lastChange;
            var settled = (quiet >= limits.Quiet && sinceChange >= limits.QuietInvocations) || quiet >= limits.LongQuiet;
            if (settled || after - start >= limits.Cap)
            {
                return new JitSettleResult(settled, total, after - start, last - first, lastCompile);
            }
            if (after - before < limits.Step && batch < 1 << 20)
            {
                batch *= 2;
            }
        }
    }
}
