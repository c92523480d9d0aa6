using System.Diagnostics;
using System.Reflection;

namespace PerfBuf.Tests.Core;

/// <summary>
/// The lab's wait loops against the JIT at full optimisation: each runs in tests/JitProbe, a program whose runtimeconfig
/// turns tiered compilation off, so the loop is compiled once as tier 1 compiles hot code, and must end after the
/// store that ends it. Three JIT faults of .NET 10 could make a wait loop blind to that store — a volatile read whose
/// value is unused dropped (dotnet/runtime#134194), a volatile byte compared with a constant folded away (#134477), a
/// plain load moved across a volatile read and out of the loop (#133579) — and a plain load hoisted out of a loop with
/// nothing in it that makes the JIT reload is the classic form of all three. The planted rows have that fault (a loop of
/// the probe's own, and SpinThenParkWait's own loop given a condition that reads plainly), so the check is seen to fail. docs/DESIGN.md §4 ("Wait loops and the JIT") says which loops these are and why the bounded ones
/// cannot hang even when blind.
/// </summary>
public sealed class JitHazardTests
{
    /// <summary>How long the probe may print nothing before it counts as hung (it prints a line per round).</summary>
    private static readonly TimeSpan NoProgress = TimeSpan.FromSeconds(90);

    private const int Rounds = 20;

    public static TheoryData<string> WaitLoops() =>
        ["spin-then-park", "spin-then-park-owned", "spin-then-futex", "reply-waiter", "pure-spin", "affine-pool", "lean-ring-pop",
         "lean-lanes-drain"];

    [Theory]
    [MemberData(nameof(WaitLoops))]
    public async Task A_wait_loop_compiled_fully_optimised_sees_the_store_that_ends_it(string loop)
    {
        var (exit, output) = await RunProbe(loop);
        Assert.True(exit == 0, $"the probe of {loop} exited {exit}:\n{output}");
        Assert.EndsWith($"ok {loop} {Rounds}", output.TrimEnd(), StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("planted")]
    [InlineData("planted-condition")]
    public async Task A_planted_loop_that_cannot_see_its_store_fails_the_probe(string planted)
    {
        var (exit, output) = await RunProbe(planted);
        Assert.True(exit == 3, $"the planted hazard was not caught (exit {exit}): the probe cannot see a hoisted load\n{output}");
        Assert.Contains("the waiter was still in its loop 10 s after the store that ends it", output, StringComparison.Ordinal);
    }

    [Fact]
    public async Task The_probe_refuses_an_unknown_loop_and_says_which_it_knows()
    {
        var (exit, output) = await RunProbe("no-such-loop");
        Assert.Equal(2, exit);
        Assert.Contains("loops: spin-then-park,", output, StringComparison.Ordinal);
    }

    private static string Probe =>
        typeof(JitHazardTests).Assembly.GetCustomAttributes<AssemblyMetadataAttribute>()
            .FirstOrDefault(a => a.Key == "PerfBuf.JitProbe")?.Value
        ?? throw new InvalidOperationException("this build of the tests does not record where the JIT probe is");

    /// <summary>Runs the probe on <paramref name="loop"/>: its exit code, and its output and errors.</summary>
    private static async Task<(int Exit, string Output)> RunProbe(string loop)
    {
        var info = new ProcessStartInfo("dotnet")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        foreach (var a in new[] { Probe, loop, Rounds.ToString(System.Globalization.CultureInfo.InvariantCulture) })
        {
            info.ArgumentList.Add(a);
        }
        using var probe = Process.Start(info)!;
        var output = new System.Text.StringBuilder();
        var errors = probe.StandardError.ReadToEndAsync();
        try
        {
            while (await probe.StandardOutput.ReadLineAsync().WaitAsync(NoProgress) is { } line)
            {
                output.AppendLine(line);
            }
        }
        catch (TimeoutException)
        {
            probe.Kill(entireProcessTree: true);
            Assert.Fail($"the probe of {loop} printed nothing for {NoProgress.TotalSeconds:0} s:\n{output}");
        }
        await probe.WaitForExitAsync();
        output.Append(await errors);
        return (probe.ExitCode, output.ToString());
    }
}
