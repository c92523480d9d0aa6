using System.Diagnostics;

namespace PerfBuf.Tests.Actors;

/// <summary>
/// Time limits for concurrency tests: a lost wake-up or a stuck Post fails the test with a message instead of hanging
/// the suite. Imported with <c>using static</c> by the actor tests.
/// </summary>
internal static class Guard
{
    /// <summary>How long one awaited step may take.</summary>
    public static readonly TimeSpan Hang = TimeSpan.FromSeconds(15);

    /// <summary>Runs a test body on its own thread with an overall limit of 30 s.</summary>
    public static async Task Guarded(Func<Task> body)
    {
        var limit = TimeSpan.FromSeconds(30);
        try
        {
            await Task.Factory.StartNew(body, CancellationToken.None, TaskCreationOptions.LongRunning, TaskScheduler.Default)
                .Unwrap().WaitAsync(limit);
        }
        catch (TimeoutException)
        {
            Assert.Fail($"the test did not finish within {limit.TotalSeconds} s (a Post or a wait is stuck: lost wake-up?)");
        }
    }

    /// <summary>Awaits <paramref name="task"/> for at most <see cref="Hang"/>.</summary>
    public static async Task<T> Bounded<T>(Task<T> task, string what)
    {
        try
        {
            return await task.WaitAsync(Hang);
        }
        catch (TimeoutException)
        {
            Assert.Fail($"{what} did not finish within {Hang.TotalSeconds} s (hang / lost wake-up)");
            throw;
        }
    }

    /// <summary>Awaits <paramref name="task"/> for at most <see cref="Hang"/>.</summary>
    public static async Task Bounded(Task task, string what)
    {
        try
        {
            await task.WaitAsync(Hang);
        }
        catch (TimeoutException)
        {
            Assert.Fail($"{what} did not finish within {Hang.TotalSeconds} s (hang / lost wake-up)");
        }
    }

    /// <summary>Spins (yielding, then sleeping) until <paramref name="condition"/> holds, for at most <see cref="Hang"/>.</summary>
    public static void SpinUntil(Func<bool> condition, string what)
    {
        var clock = Stopwatch.StartNew();
        var spinner = new SpinWait();
        while (!condition())
        {
            Assert.True(clock.Elapsed < Hang, $"{what} not reached within {Hang.TotalSeconds} s (hang / lost wake-up)");
            spinner.SpinOnce();
        }
    }
}
