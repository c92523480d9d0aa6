namespace PerfBuf.Experiments.Harness;

/// <summary>
/// The invocation's countdown is a <see cref="CountdownEvent"/>: each actor signals when it has seen its last message
/// (an interlocked decrement; the last one sets the event) and the hammer waits. The signal that reaches zero publishes
/// every tally written before it, so the waiter reads them after its wait returns. This adds the deadline: a lost message
/// fails the run with an account of where it stopped instead of hanging it.
/// </summary>
public static class CountdownWait
{
    private static readonly TimeSpan Patience = TimeSpan.FromMinutes(2);

    /// <summary>Waits for every signal for at most two minutes, then fails with <paramref name="describe"/>'s account.</summary>
    public static void WaitOrFail(this CountdownEvent countdown, Func<string> describe) =>
        countdown.WaitOrFail(describe, Patience);

    /// <summary>Waits for every signal for at most <paramref name="patience"/>, then fails with <paramref name="describe"/>'s account.</summary>
    public static void WaitOrFail(this CountdownEvent countdown, Func<string> describe, TimeSpan patience)
    {
        if (!countdown.Wait(patience))
        {
            Check.Fail($"actors did not finish within {patience.TotalSeconds:0.###} s: {describe()}");
        }
    }

    /// <summary>
    /// Spins until every signal has come: a busy wait that never blocks (<see cref="SpinWait"/> with its 1 ms sleeps
    /// turned off, so it spins, then yields its core now and then), for a measuring thread that only waits while
    /// other threads post. Each turn calls <paramref name="throwIfProducersFailed"/> first (a producer that threw
    /// means the signals cannot all come); after two minutes it fails with <paramref name="describe"/>'s account.
    /// </summary>
    /// <remarks>
    /// <see cref="CountdownEvent.IsSet"/> reads the count with acquire semantics, and the actors' decrements are
    /// interlocked, so the read that sees zero sees every tally written before any actor's signal.
    /// </remarks>
    public static void SpinOrFail(this CountdownEvent countdown, Func<string> describe, Action throwIfProducersFailed)
    {
        var deadline = Environment.TickCount64 + (long)Patience.TotalMilliseconds;
        var spinner = default(SpinWait);
        while (!countdown.IsSet)
        {
            throwIfProducersFailed();
            if (Environment.TickCount64 > deadline)
            {
                Check.Fail($"actors did not finish within {Patience.TotalSeconds:0.###} s: {describe()}");
            }
            spinner.SpinOnce(sleep1Threshold: -1);
        }
    }
}
