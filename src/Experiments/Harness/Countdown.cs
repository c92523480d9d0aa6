namespace PerfBuf.Experiments.Harness;

/// <summary>
/// Counts down to zero once per invocation: each actor signals when it has seen its last message, and the
/// hammer waits. Interlocked decrement, then a ManualResetEventSlim (spins briefly, then blocks): the waiter's
/// read of every actor's tally happens after the signal that published it.
/// </summary>
// Kept over CountdownEvent: signalled and awaited inside timed invocations, so a swap would change what rows measure.
public sealed class Countdown : IDisposable
{
    private readonly ManualResetEventSlim _done = new(false);
    private int _remaining;

    public void Reset(int count)
    {
        _done.Reset();
        Volatile.Write(ref _remaining, count);
    }

    public void Signal()
    {
        if (Interlocked.Decrement(ref _remaining) == 0)
        {
            _done.Set();
        }
    }

    /// <summary>Waits for every signal; a deadline turns a lost message into an error instead of a hang.</summary>
    public void Wait(Func<string> describe) => Wait(describe, TimeSpan.FromMinutes(2));

    /// <summary>Waits for every signal for at most <paramref name="patience"/>, then fails with <paramref name="describe"/>'s account.</summary>
    public void Wait(Func<string> describe, TimeSpan patience)
    {
        if (!_done.Wait(patience))
        {
            Check.Fail($"actors did not finish within {patience.TotalSeconds:0.###} s: {describe()}");
        }
    }

    public void Dispose() => _done.Dispose();
}
