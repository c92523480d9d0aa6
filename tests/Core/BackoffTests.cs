using PerfBuf.Core.Waiting;

namespace PerfBuf.Tests.Core;

public sealed class BackoffTests
{
    [Fact]
    public void Counts_attempts_and_resets()
    {
        var backoff = new Backoff(spinLimit: 4);
        for (var i = 0; i < 10; i++)
        {
            backoff.Pause(); // 4 spins, then yields
        }
        Assert.Equal(10, backoff.Count);
        backoff.Reset();
        Assert.Equal(0, backoff.Count);
    }

    [Fact]
    public void Patient_polling_spends_its_spin_budget_in_steps()
    {
        var backoff = new Backoff(spinLimit: 1024, pausesPerPoll: 256);
        Assert.Equal(256, backoff.PausesPerPoll);
        for (var i = 0; i < 6; i++)
        {
            backoff.Pause(); // 4 steps of 256 spins, then yields
        }
        Assert.Equal(6, backoff.Count);
    }

    [Fact]
    public void Rejects_bad_arguments()
    {
        Assert.Throws<ArgumentOutOfRangeException>(() => new Backoff(-1));
        Assert.Throws<ArgumentOutOfRangeException>(() => new Backoff(10, 0));
    }
}
