extern alias controlled;

using Microsoft.Coyote;
using Microsoft.Coyote.Logging;
using Microsoft.Coyote.SystematicTesting;
using Xunit.Abstractions;

namespace PerfBuf.Tests.Systematic;

/// <summary>
/// Runs one Coyote systematic test over the controlled build of the lab's code (README.md in this folder): a fixed
/// seed (so a run explores the same schedules every time), a fixed number of iterations, every concurrent step under
/// Coyote's scheduler (no systematic fuzzing: that would only inject delays), deadlocks reported as bugs and a
/// bound on the steps of one execution (a producer spinning forever reaches it and is reported too).
/// </summary>
internal static class Systematic
{
    /// <summary>Fair steps one execution may take before Coyote reports it as a livelock.</summary>
    private const uint MaxFairSteps = 20_000;

    /// <param name="test">One execution.</param>
    /// <param name="iterations">Executions to explore.</param>
    /// <param name="seed">The random generator's seed: the same seed explores the same schedules.</param>
    /// <param name="maxFairSteps">The step bound of one execution (default 20 000); a test whose code spins by design
    /// (RunNextPool's idle workers look at every queue and slot for 1 024 spins before they park) raises it.</param>
    public static TestReport Explore(Action test, uint iterations, uint seed = 12, uint maxFairSteps = MaxFairSteps)
    {
        var configuration = Configuration.Create()
            .WithTestingIterations(iterations)
            .WithRandomGeneratorSeed(seed)
            .WithSystematicFuzzingEnabled(false)
            .WithSystematicFuzzingFallbackEnabled(false)
            .WithPotentialDeadlocksReportedAsBugs(true)
            .WithMaxSchedulingSteps(maxFairSteps / 10, maxFairSteps)
            .WithFailureOnMaxStepsBoundEnabled(true)
            .WithConsoleLoggingEnabled(false)
            .WithVerbosityEnabled(VerbosityLevel.Error)
            .WithTelemetryEnabled(false);
        using var engine = TestingEngine.Create(configuration, () =>
        {
            controlled::PerfBuf.Core.Native.Futex.NewExecution(); // the futex stand-in's gate belongs to one execution
            test();
        });
        engine.Run();
        return engine.TestReport;
    }

    /// <summary>
    /// The report found no bug, every iteration ran, and Coyote controlled every operation (no uncontrolled
    /// invocation: otherwise some interleavings would be left to the real scheduler). Writes the statistics.
    /// </summary>
    public static void AssertNoBug(TestReport report, uint iterations, ITestOutputHelper output)
    {
        Describe(report, output);
        Assert.True(report.NumOfFoundBugs == 0, string.Join(Environment.NewLine, report.BugReports));
        Assert.Equal((int)iterations, report.NumOfExploredFairPaths + report.NumOfExploredUnfairPaths);
        Assert.Empty(report.UncontrolledInvocations);
        Assert.True(report.MaxControlledOperations >= 3, "fewer than three controlled operations: nothing ran concurrently");
    }

    public static void Describe(TestReport report, ITestOutputHelper output) =>
        output.WriteLine($"{report.NumOfExploredFairPaths} fair + {report.NumOfExploredUnfairPaths} unfair executions, "
            + $"{report.MinControlledOperations}..{report.MaxControlledOperations} controlled operations, "
            + $"{report.MaxExploredFairSteps} steps at most, {report.NumOfFoundBugs} bug(s) "
            + string.Join(" | ", report.BugReports));
}
