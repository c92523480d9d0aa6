namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The invocation's countdown is a <see cref="CountdownEvent"/>: each actor signals when it has seen its last message
/// (an interlocked decrement; the last one sets the event) and the hammer waits. The signal that reaches zero publishes
/// every tally written before it, so the waiter reads them after its wait returns. This adds the deadline: a lost message
/// fails the run with an account of where it stopped instead of hanging it.
/// </summary>
public static class CountdownWait
{
    /// <summary>Waits for every signal for at most two minutes, then fails with <paramref name="describe"/>'s account.</summary>
    public static void WaitOrFail(this CountdownEvent countdown, Func<string> describe) =>
        countdown.WaitOrFail(describe, TimeSpan.FromMinutes(2));

    /// <summary>Waits for every signal for at most <paramref name="patience"/>, then fails with <paramref name="describe"/>'s account.</summary>
    public static void WaitOrFail(this CountdownEvent countdown, Func<string> describe, TimeSpan patience)
    {
        if (!countdown.Wait(patience))
        {
            Check.Fail($"actors did not finish within {patience.TotalSeconds:0.###} s: {describe()}");
        }
    }
}
