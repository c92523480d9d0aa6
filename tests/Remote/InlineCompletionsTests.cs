using PerfBuf.Experiments.E15;

namespace PerfBuf.Tests.Remote;

/// <summary>
/// E15's LabInline row relies on a runtime internal (the socket engine's inline-completions field, read once when the
/// engine starts): it must still be there, turning it on must leave this process's environment as it was (no other child
/// may inherit it), and the far node gets it in its own environment.
/// </summary>
[Collection(nameof(RemoteCollection))]
public sealed class InlineCompletionsTests
{
    [Fact]
    public void The_runtime_still_says_whether_its_socket_engine_runs_completions_inline()
    {
        if (!OperatingSystem.IsLinux())
        {
            return; // the setting is the Unix engine's
        }
        Assert.NotNull(InlineCompletions.InForce());
    }

    [Fact]
    public void Once_the_engine_runs_without_it_turning_it_on_is_refused_and_leaves_the_environment_as_it_was()
    {
        if (!OperatingSystem.IsLinux())
        {
            return;
        }
        // reading the field first starts this process's engine as it is (never inline: the tests share this process)
        var running = InlineCompletions.InForce();
        var before = Environment.GetEnvironmentVariable(InlineCompletions.Variable);
        Assert.Equal(running == true, InlineCompletions.TryEnable());
        Assert.Equal(before, Environment.GetEnvironmentVariable(InlineCompletions.Variable));
    }

    [Fact]
    public async Task A_far_node_started_for_the_row_has_the_setting_in_its_environment()
    {
        if (!OperatingSystem.IsLinux())
        {
            return; // /proc/<pid>/environ
        }
        await using var node = await RemoteNodes.StartAsync("lab", PerfBuf.Remote.FreePort.Pick(), environment: InlineCompletions.NodeEnvironment);
        var environment = (await File.ReadAllTextAsync($"/proc/{node.ProcessId}/environ")).Split('\0');
        Assert.Contains($"{InlineCompletions.Variable}=1", environment);
    }
}
