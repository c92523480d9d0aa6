using BenchmarkDotNet.Engines;

namespace PerfBuf.Profiling;

/// <summary>
/// BenchmarkDotNet's engine, with a JIT settle (<see cref="JitSettle"/>) between the global setup and its jitting, pilot and
/// warm-up: the benchmark runs until the runtime has stopped compiling, so no measured iteration times code the JIT
/// has not finished tiering. BenchmarkDotNet's own jitting stage runs the benchmark once or twice, and the fixed
/// warm-up after it can end before tier-up does (on one CPU it did, for most of the lab's rows: docs/DESIGN.md §3).
/// Used for jobs that jit (the throughput strategy); a job that does not is left as BenchmarkDotNet makes it. The
/// settle's line ("// JIT settled: …") goes to the benchmark's log. BenchmarkDotNet creates the factory in the
/// benchmark process by its type (a parameterless constructor), so each set of limits is its own type:
/// <see cref="JitSettlingEngineFactory"/> for quoted runs, <see cref="QuickJitSettlingEngineFactory"/> for smoke runs.
/// </summary>
public abstract class SettlingEngineFactory(JitSettleLimits limits) : IEngineFactory
{
    /// <summary>The limits this factory's settle runs under.</summary>
    public JitSettleLimits Limits { get; } = limits ?? throw new ArgumentNullException(nameof(limits));

    /// <inheritdoc/>
    public IEngine CreateReadyToRun(EngineParameters engineParameters)
    {
        ArgumentNullException.ThrowIfNull(engineParameters);
        if (!engineParameters.NeedsJitting)
        {
            return new EngineFactory().CreateReadyToRun(engineParameters);
        }
        // the settle runs after the global setup and before BenchmarkDotNet's jitting stage, which then times tiered code
        // when it chooses the invocations per iteration; BenchmarkDotNet's factory calls the global setup itself, so it
        // is handed one that skips its first call (a later call, to randomize memory, runs the setup again)
        var setup = engineParameters.GlobalSetupAction;
        setup?.Invoke();
        var workload = engineParameters.WorkloadActionNoUnroll;
        var result = JitSettle.Run(count =>
        {
            engineParameters.IterationSetupAction?.Invoke();
            workload(count);
            engineParameters.IterationCleanupAction?.Invoke();
        }, Limits);
        engineParameters.Host.WriteLine("// " + result);
        var skipped = false;
        engineParameters.GlobalSetupAction = () =>
        {
            if (skipped)
            {
                setup?.Invoke();
            }
            skipped = true;
        };
        return new EngineFactory().CreateReadyToRun(engineParameters);
    }
}

/// <summary>The settle of quoted (full) runs: <see cref="JitSettleLimits.Default"/>.</summary>
public sealed class JitSettlingEngineFactory() : SettlingEngineFactory(JitSettleLimits.Default);

/// <summary>The settle of smoke (quick) runs: <see cref="JitSettleLimits.Quick"/>.</summary>
public sealed class QuickJitSettlingEngineFactory() : SettlingEngineFactory(JitSettleLimits.Quick);
