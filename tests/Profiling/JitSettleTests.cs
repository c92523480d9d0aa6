using System.Diagnostics;
using System.Runtime.CompilerServices;
using BenchmarkDotNet.Attributes;
using BenchmarkDotNet.Engines;
using BenchmarkDotNet.Jobs;
using BenchmarkDotNet.Loggers;
using BenchmarkDotNet.Running;
using PerfBuf.Experiments.Definitions;
using PerfBuf.Lab;
using PerfBuf.Profiling;

namespace PerfBuf.Tests.Profiling;

/// <summary>
/// The JIT settle: it runs the benchmark until no method has been compiled for the quiet spell, waits out a compilation
/// planted late, gives up at its cap and says so, and the lab's throughput jobs run it before BenchmarkDotNet's stages.
/// </summary>
public sealed class JitSettleTests
{
    /// <summary>A clock each invocation advances by a fixed time, and a compiled-method count that rises when told.</summary>
    private sealed class Planted(TimeSpan perInvocation, Func<long, bool> compilesAt)
    {
        public TimeSpan Now { get; private set; }
        public long Invocations { get; private set; }
        public long Compiled { get; private set; }
        public long Calls { get; private set; }

        public void Invoke(long count)
        {
            Calls++;
            for (long i = 0; i < count; i++)
            {
                Invocations++;
                Now += perInvocation;
                if (compilesAt(Invocations))
                {
                    Compiled++;
                }
            }
        }

        public JitSettleResult Settle(JitSettleLimits limits) => JitSettle.Run(Invoke, () => Compiled, () => Now, limits);
    }

    private static readonly JitSettleLimits Limits = JitSettleLimits.Default;

    [Fact]
    public void Without_a_compilation_it_ends_after_the_quiet_spell_and_its_invocations()
    {
        var planted = new Planted(TimeSpan.FromMilliseconds(1), _ => false);
        var result = planted.Settle(Limits);
        Assert.True(result.Settled);
        Assert.Equal(0, result.MethodsCompiled);
        Assert.Equal(TimeSpan.Zero, result.LastCompile);
        Assert.Equal(planted.Invocations, result.Invocations);
        Assert.True(result.Elapsed >= Limits.Quiet, result.ToString());
        Assert.True(result.Invocations >= Limits.QuietInvocations, result.ToString());
        // 1 ms invocations are run in growing batches of about a step's time, not one call per invocation
        Assert.True(planted.Calls < result.Invocations / 4, $"{planted.Calls} calls for {result.Invocations} invocations");
        Assert.Contains("JIT settled", result.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void A_compilation_planted_late_restarts_the_quiet_spell()
    {
        // compilations at 0.4 s and 0.9 s of 1 ms invocations: each came before the previous spell was over
        var planted = new Planted(TimeSpan.FromMilliseconds(1), n => n is 400 or 900);
        var result = planted.Settle(Limits);
        Assert.True(result.Settled);
        Assert.Equal(2, result.MethodsCompiled);
        Assert.InRange(result.LastCompile, TimeSpan.FromMilliseconds(900), TimeSpan.FromMilliseconds(900) + Limits.Step * 2);
        Assert.True(result.Elapsed >= result.LastCompile + Limits.Quiet, result.ToString());
    }

    [Fact]
    public void Few_invocations_in_the_quiet_spell_are_not_enough()
    {
        // 100 ms invocations: half a second holds 5 of them, so a method called once per invocation has not had its
        // calls counted; the settle waits for the 32 invocations or the long spell, whichever comes first
        var planted = new Planted(TimeSpan.FromMilliseconds(100), n => n == 3);
        var result = planted.Settle(Limits);
        Assert.True(result.Settled);
        Assert.Equal(TimeSpan.FromMilliseconds(300), result.LastCompile);
        Assert.Equal(TimeSpan.FromMilliseconds(300) + Limits.LongQuiet, result.Elapsed);
        Assert.Equal(1, planted.Calls / planted.Invocations); // one invocation per call: each is longer than a step
    }

    [Fact]
    public void A_benchmark_that_compiles_for_ever_ends_at_the_cap_and_says_so()
    {
        var planted = new Planted(TimeSpan.FromMilliseconds(1), n => n % 100 == 0);
        var result = planted.Settle(Limits);
        Assert.False(result.Settled);
        Assert.InRange(result.Elapsed, Limits.Cap, Limits.Cap + TimeSpan.FromSeconds(2));
        Assert.Contains("did not settle", result.ToString(), StringComparison.Ordinal);
    }

    [Fact]
    public void Bad_arguments_are_refused()
    {
        Assert.Throws<ArgumentNullException>(() => JitSettle.Run(null!, Limits));
        Assert.Throws<ArgumentNullException>(() => JitSettle.Run(_ => { }, null!));
        Assert.Throws<ArgumentNullException>(() => JitSettle.Run(_ => { }, null!, () => TimeSpan.Zero, Limits));
        Assert.Throws<ArgumentNullException>(() => JitSettle.Run(_ => { }, () => 0, null!, Limits));
    }

    [Fact]
    public void The_lab_s_throughput_jobs_settle_and_its_monitoring_jobs_have_no_jitting_to_settle()
    {
        foreach (var length in new[] { RunLength.Quick, RunLength.Full })
        {
            foreach (var headline in new[] { false, true })
            {
                var job = LabConfig.JobFor(length, JobProfile.Throughput, headline);
                var factory = Assert.IsAssignableFrom<SettlingEngineFactory>(job.Infrastructure.EngineFactory);
                Assert.Equal(length == RunLength.Quick ? JitSettleLimits.Quick : JitSettleLimits.Default, factory.Limits);
                Assert.True(job.ResolveValue(RunMode.RunStrategyCharacteristic, EngineParameters.DefaultResolver).NeedsJitting());
                var monitoring = LabConfig.JobFor(length, JobProfile.LongInvocations, headline);
                Assert.False(monitoring.ResolveValue(RunMode.RunStrategyCharacteristic, EngineParameters.DefaultResolver).NeedsJitting());
            }
        }
    }
}

/// <summary>
/// The settle against the runtime's own JIT, and inside BenchmarkDotNet's engine: alone, since the compiled-method count
/// is the process's.
/// </summary>
[Collection(BdnInProcessCollection.Name)]
public sealed class JitSettleRuntimeTests
{
    [MethodImpl(MethodImplOptions.NoInlining)]
    private static long NeverCalledBefore<T>(long x) => x * 3 + typeof(T).Name.Length;

    private struct PlantedOnly;

    [Fact]
    public void A_method_first_compiled_late_in_the_settle_is_waited_for()
    {
        // the workload calls a method nobody has called before once 300 ms have passed: the runtime compiles it then,
        // and the settle must see that compilation and run a whole quiet spell after it
        var clock = Stopwatch.StartNew();
        var plantedAt = TimeSpan.FromMilliseconds(300);
        TimeSpan? compiledAt = null;
        long sink = 0;
        var result = JitSettle.Run(count =>
        {
            for (long i = 0; i < count; i++)
            {
                Thread.SpinWait(200);
                if (clock.Elapsed >= plantedAt)
                {
                    sink += NeverCalledBefore<PlantedOnly>(i);
                    compiledAt ??= clock.Elapsed;
                }
            }
        }, JitSettleLimits.Default);
        Assert.True(result.Settled, result.ToString());
        Assert.NotNull(compiledAt);
        Assert.True(result.MethodsCompiled >= 1, result.ToString());
        Assert.True(result.LastCompile >= plantedAt, result.ToString());
        Assert.True(result.Elapsed >= result.LastCompile + JitSettleLimits.Default.Quiet, result.ToString());
        GC.KeepAlive(sink);
    }

    public class CountsSetups
    {
        public static int Setups;
        public static long Invocations;

        [GlobalSetup]
        public void Setup() => Interlocked.Increment(ref Setups);

        [Benchmark]
        public void Spin()
        {
            Invocations++;
            Thread.SpinWait(100);
        }
    }

    [Fact]
    public void The_engine_settles_after_one_global_setup_and_before_its_jitting_stage()
    {
        CountsSetups.Setups = 0;
        CountsSetups.Invocations = 0;
        var log = new AccumulationLogger();
        var job = BdnInProcess.TinyJob.WithEngineFactory(new JitSettlingEngineFactory()).WithId("Settling");
        var summary = BenchmarkRunner.Run<CountsSetups>(BdnInProcess.Config(log, job));
        Assert.False(summary.HasCriticalValidationErrors, string.Join("; ", summary.ValidationErrors.Select(e => e.Message)));
        var text = log.GetLog();
        var settled = text.IndexOf("// JIT settled", StringComparison.Ordinal);
        Assert.True(settled >= 0, text);
        var jitting = text.IndexOf("WorkloadJitting", StringComparison.Ordinal);
        Assert.True(jitting < 0 || jitting > settled, "the settle runs before BenchmarkDotNet's jitting stage");
        // one global setup for the settle and BenchmarkDotNet's stages, not a second one
        Assert.Equal(1, CountsSetups.Setups);
        Assert.True(CountsSetups.Invocations >= JitSettleLimits.Default.QuietInvocations);
    }
}
