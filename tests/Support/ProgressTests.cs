using Xunit.Sdk;

namespace PerfBuf.Tests;

/// <summary>
/// <see cref="Progress"/>: a change of the reading restarts the idle time, a reading that stands still stalls after the
/// limit, a gap between two looks counts at most its cap, and a join or a wait on something stuck fails naming it. Each check depends only on time passing, never on
/// how fast another thread runs.
/// </summary>
public sealed class ProgressTests
{
    private static readonly TimeSpan Short = TimeSpan.FromMilliseconds(100);

    [Fact]
    public void A_change_of_the_reading_restarts_the_idle_time_and_a_still_one_stalls_after_the_limit()
    {
        long count = 0;
        var progress = new Progress(Short).Counting(() => Volatile.Read(ref count));
        var watch = progress.Watch();
        Thread.Sleep(Short * 2);
        Volatile.Write(ref count, 1); // moved: the long pause before it does not count
        Assert.False(watch.Stalled);
        progress.Moved(); // so do the moves reported directly
        Thread.Sleep(Short * 2);
        Assert.False(watch.Stalled);
        Thread.Sleep(Short * 2); // nothing since the last look
        Assert.True(watch.Stalled);
        Assert.True(watch.Idle > Short);
    }

    [Fact]
    public void A_gap_between_two_looks_counts_at_most_the_cap_so_a_watcher_that_could_not_look_saw_no_stall()
    {
        var cap = TimeSpan.FromMilliseconds(50);
        var watch = new StallWatch(new Progress(Short), cap);
        Thread.Sleep(Short * 3); // the watcher could not look: only the cap counts
        Assert.False(watch.Stalled);
        Assert.Equal(cap, watch.Idle);
        Thread.Sleep(cap + TimeSpan.FromMilliseconds(10));
        Assert.False(watch.Stalled); // two caps: the limit, not past it
        Thread.Sleep(cap + TimeSpan.FromMilliseconds(10));
        Assert.True(watch.Stalled); // a stall still fails, after more looks
        Assert.Equal(3 * cap, watch.Idle);
    }

    [Fact]
    public void A_join_names_the_thread_still_running_when_nothing_moved()
    {
        using var release = new ManualResetEventSlim(false);
        var stuck = new Thread(() => release.Wait()) { IsBackground = true, Name = "stuck-one" };
        stuck.Start();
        try
        {
            var failure = new Progress(Short).TryJoin([stuck]);
            Assert.NotNull(failure);
            Assert.Contains("'stuck-one'", failure, StringComparison.Ordinal);
            Assert.Contains("nothing moved", failure, StringComparison.Ordinal);
        }
        finally
        {
            release.Set();
            stuck.Join();
        }
        Assert.Null(new Progress(Short).TryJoin([stuck])); // an ended thread joins at once
    }

    [Fact]
    public async Task A_wait_on_a_task_that_never_ends_fails_saying_what_did_not_finish()
    {
        var never = new TaskCompletionSource<int>();
        var failure = await Assert.ThrowsAnyAsync<XunitException>(() => new Progress(Short).WaitAsync(never.Task, "the answer"));
        Assert.Contains("the answer did not finish and nothing moved", failure.Message, StringComparison.Ordinal);
        Assert.Equal(7, await new Progress(Short).WaitAsync(Task.FromResult(7), "a finished task"));
    }
}
