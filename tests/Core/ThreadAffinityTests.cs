using PerfBuf.Core.Threading;

namespace PerfBuf.Tests.Core;

public class ThreadAffinityTests
{
    // Affinity is per OS thread: each test pins a dedicated thread so no xunit or pool thread stays pinned.
    private static void OnFreshThread(Action body)
    {
        Exception? failure = null;
        var thread = new Thread(() =>
        {
            try
            {
                body();
            }
            catch (Exception e)
            {
                failure = e;
            }
        });
        thread.Start();
        thread.Join();
        if (failure is not null)
        {
            throw new Xunit.Sdk.XunitException($"on the pinned thread: {failure}");
        }
    }

    [Fact]
    public void Pin_moves_the_thread_and_dispose_restores_the_mask() => OnFreshThread(() =>
    {
        if (!OperatingSystem.IsLinux())
        {
            return; // Windows: covered by the same API, not exercised on this Linux CI; other OSes return a reason
        }
        var allowedBefore = ThreadAffinity.AllowedCpus().Value;
        Assert.Contains(0, allowedBefore);
        using (var pin = ThreadAffinity.Pin(0).Value)
        {
            Assert.Equal(0, pin.Cpu);
            Assert.Equal([0], ThreadAffinity.AllowedCpus().Value);
            for (var i = 0; i < 5; i++)
            {
                Thread.Yield();
                Assert.Equal(0, ThreadAffinity.CurrentCpu().Value);
            }
        }
        Assert.Equal(allowedBefore, ThreadAffinity.AllowedCpus().Value);
    });

    [Theory]
    [InlineData(-1)]
    [InlineData(4095)]
    [InlineData(100_000)]
    public void Pin_to_a_cpu_that_does_not_exist_is_a_clear_error(int cpu) => OnFreshThread(() =>
    {
        var before = ThreadAffinity.AllowedCpus();
        var pinned = ThreadAffinity.Pin(cpu);
        Assert.False(pinned.HasValue);
        Assert.Contains($"cpu {cpu}", pinned.Reason, StringComparison.Ordinal);
        if (before.HasValue)
        {
            Assert.Equal(before.Value, ThreadAffinity.AllowedCpus().Value); // nothing changed
        }
    });

    [Fact]
    public void CurrentCpu_is_one_of_the_allowed_cpus()
    {
        var cpu = ThreadAffinity.CurrentCpu();
        var allowed = ThreadAffinity.AllowedCpus();
        if (!cpu.HasValue || !allowed.HasValue)
        {
            Assert.False(OperatingSystem.IsLinux(), cpu.Reason ?? allowed.Reason);
            return;
        }
        Assert.InRange(cpu.Value, 0, 4095);
        Assert.Contains(cpu.Value, allowed.Value); // sched_getcpu answers within the thread's mask
    }
}
