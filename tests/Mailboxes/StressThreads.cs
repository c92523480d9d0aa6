namespace PerfBuf.Tests.Mailboxes;

/// <summary>What the seeded stress tests' threads share: a random pause between steps, and a guard that turns a
/// thread's exception into the run's failure.</summary>
internal static class StressThreads
{
    /// <summary>Now and then (about 9 steps in 256) a yield, a short spin or a sleep(0), drawn from the thread's seeded generator.</summary>
    public static void Jitter(Random rng)
    {
        var dice = rng.Next(256);
        if (dice < 4)
        {
            Thread.Yield();
        }
        else if (dice < 8)
        {
            Thread.SpinWait(rng.Next(1, 200));
        }
        else if (dice == 8)
        {
            Thread.Sleep(0);
        }
    }

    /// <summary>Runs <paramref name="body"/>; an exception becomes <paramref name="fail"/>'s message, with the thread's name.</summary>
    public static void Guard(Action body, Action<string> fail)
    {
        try
        {
            body();
        }
        catch (Exception ex)
        {
            fail($"{Thread.CurrentThread.Name} threw {ex}");
        }
    }
}
